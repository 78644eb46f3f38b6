/**
 * The HTML of the sandbox acquirer's hosted pay page (routes/sandbox-pay.ts): one self-contained
 * Russian page with inline CSS and no script, so it works offline and in any browser, the way a
 * bank's payment form would. Every value put into the HTML goes through `escapeHtml`.
 */
import { formatRubles } from "../../rules";
import type { SandboxPagePayment, SandboxStatus } from "../providers/payments/sandbox";
import { TEST_CARDS, groupCardNumber, type CardField } from "../providers/payments/sandbox-cards";

export const TEST_MODE_LABEL = "Тестовая оплата — деньги не списываются";

export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1d2521;background:#eef1ee}
.banner{margin:0;padding:12px 16px;background:#fff4c2;border-bottom:2px solid #8a6d00;color:#3d3000;text-align:center;font-weight:700}
main{max-width:960px;margin:0 auto;padding:24px 16px 48px}
h1{margin:0 0 16px;font-size:1.75rem;line-height:1.2}
h2{margin:0 0 12px;font-size:1.2rem}
.layout{display:grid;gap:24px}
@media (min-width:800px){.layout{grid-template-columns:3fr 2fr;align-items:start}}
.panel{background:#fff;border:1px solid #c9d1cb;border-radius:12px;padding:20px}
.summary{display:grid;grid-template-columns:auto 1fr;gap:4px 16px;margin:0 0 20px}
.summary dt{color:#4a564f}
.summary dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.amount{font-size:1.5rem}
.field{margin:0 0 16px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:16px}
label{display:block;font-weight:600;margin:0 0 4px}
.hint{display:block;color:#4a564f;font-size:.9rem;margin:0 0 4px}
.hint a{color:#1d4d3a}
input{display:block;width:100%;min-height:48px;padding:10px 12px;font:inherit;font-size:1.1rem;border:2px solid #6b776f;border-radius:8px;background:#fff;color:inherit}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #1f5fbf;outline-offset:2px}
input[aria-invalid=true]{border-color:#b00020}
.alert:focus{outline:3px solid #1f5fbf;outline-offset:2px}
.error{display:block;color:#b00020;font-weight:600;margin:4px 0 0}
.alert{border:2px solid #b00020;border-radius:12px;background:#fff5f6;padding:16px 20px;margin:0 0 20px}
.alert ul{margin:0;padding-left:20px}
.alert a{color:#b00020}
button{display:block;width:100%;min-height:52px;border:0;border-radius:8px;background:#1d4d3a;color:#fff;font:inherit;font-size:1.1rem;font-weight:700;cursor:pointer}
button:hover{background:#153a2c}
.back{display:inline-block;margin-top:20px;color:#1d4d3a;font-weight:600}
.cards{list-style:none;margin:0 0 12px;padding:0;display:grid;gap:12px}
.cards li{border:1px solid #c9d1cb;border-radius:8px;padding:10px 12px}
.number{display:block;font:600 1.05rem/1.4 ui-monospace,"SFMono-Regular",Menlo,Consolas,monospace;letter-spacing:.02em;white-space:nowrap}
.note{color:#4a564f;font-size:.95rem;margin:0}
.state{font-size:1.1rem;margin:0 0 8px}
`;

function page(input: { title: string; body: string }): string {
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(input.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<p class="banner" role="note">${TEST_MODE_LABEL}</p>
<main>
${input.body}
</main>
</body>
</html>
`;
}

export interface PayFormView {
  payment: SandboxPagePayment;
  /** Where the guest goes back to the site (the return URL with the reservation). */
  backUrl: string;
  formToken: string;
  errors?: Partial<Record<CardField, string>> | undefined;
  /**
   * What the guest typed, given back after an error so nothing is typed twice: the card number
   * too (the page is `no-store`, the sandbox takes only test cards), never the CVC.
   */
  values?: { number: string; expiry: string; holder: string } | undefined;
}

const FIELD_ORDER: readonly CardField[] = ["number", "expiry", "cvc", "holder"];
const FIELD_IDS: Record<CardField, string> = {
  number: "card-number",
  expiry: "card-expiry",
  cvc: "card-cvc",
  holder: "card-holder",
};

function summary(payment: SandboxPagePayment): string {
  return `<dl class="summary">
<dt>К оплате</dt><dd class="amount">${escapeHtml(formatRubles(payment.amount))}</dd>
<dt>Назначение</dt><dd>${escapeHtml(payment.description)}</dd>
</dl>`;
}

function input(
  field: CardField,
  view: PayFormView,
  options: {
    label: string;
    hint?: string;
    /** Markup after the hint's text (escaped by the caller). */
    hintHtml?: string;
    attributes: string;
    value?: string;
  },
): string {
  const id = FIELD_IDS[field];
  const error = view.errors?.[field];
  const described = [options.hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return `<div class="field">
<label for="${id}">${escapeHtml(options.label)}</label>
${options.hint ? `<span class="hint" id="${id}-hint">${escapeHtml(options.hint)}${options.hintHtml ?? ""}</span>` : ""}
<input id="${id}" name="${field}" ${options.attributes}${described ? ` aria-describedby="${described}"` : ""}${error ? ' aria-invalid="true"' : ""} value="${escapeHtml(options.value ?? "")}">
${error ? `<span class="error" id="${id}-error">${escapeHtml(error)}</span>` : ""}
</div>`;
}

function testCardList(): string {
  const items = Object.values(TEST_CARDS)
    .map(
      (card) =>
        `<li><span class="number">${groupCardNumber(card.number)}</span>${escapeHtml(card.label)}</li>`,
    )
    .join("\n");
  return `<section class="panel" aria-labelledby="cards-title">
<h2 id="cards-title">Тестовые карты</h2>
<ul class="cards">
${items}
</ul>
<p class="note">Срок действия — любой, который ещё не истёк, CVC — любые три цифры, имя владельца можно не указывать. Другие карты в тестовом режиме не принимаются.</p>
</section>`;
}

/** The card form of a pending payment, with the errors of the last try when there were any. */
export function renderPayForm(view: PayFormView): string {
  const { payment } = view;
  const errors = FIELD_ORDER.flatMap((field) => {
    const message = view.errors?.[field];
    return message ? [{ field, message }] : [];
  });
  // After a failed try the page opens on the list of problems (focused, announced as an alert),
  // each a link to its field.
  const alert =
    errors.length > 0
      ? `<div class="alert" role="alert" tabindex="-1" id="errors" autofocus>
<h2>Оплата не выполнена: проверьте данные карты</h2>
<ul>
${errors.map((error) => `<li><a href="#${FIELD_IDS[error.field]}">${escapeHtml(error.message)}</a></li>`).join("\n")}
</ul>
</div>`
      : "";
  const body = `<h1>Оплата картой</h1>
<div class="layout">
<section class="panel" aria-labelledby="pay-title">
<h2 id="pay-title">Данные платежа</h2>
${summary(payment)}
${alert}
<form method="post" action="" novalidate>
<input type="hidden" name="token" value="${escapeHtml(view.formToken)}">
${input("number", view, {
  label: "Номер карты",
  hint: "16 цифр с лицевой стороны карты; здесь — ",
  hintHtml: '<a href="#cards-title">тестовые карты</a>',
  attributes: 'type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23" required',
  value: view.values?.number ?? "",
})}
<div class="row">
${input("expiry", view, {
  label: "Срок действия",
  hint: "ММ/ГГ",
  attributes: 'type="text" inputmode="numeric" autocomplete="cc-exp" maxlength="7" required',
  value: view.values?.expiry ?? "",
})}
${input("cvc", view, {
  label: "CVC",
  hint: "3 цифры",
  attributes: 'type="password" inputmode="numeric" autocomplete="cc-csc" maxlength="3" required',
})}
</div>
${input("holder", view, {
  label: "Имя владельца (необязательно)",
  attributes: 'type="text" autocomplete="cc-name" maxlength="100" autocapitalize="characters"',
  value: view.values?.holder ?? "",
})}
<button type="submit">Оплатить ${escapeHtml(formatRubles(payment.amount))}</button>
</form>
<a class="back" href="${escapeHtml(view.backUrl)}">Вернуться на сайт без оплаты</a>
</section>
${testCardList()}
</div>`;
  const title = errors.length > 0 ? "Ошибка: оплата картой" : "Оплата картой";
  return page({ title: `${title} — тестовая оплата`, body });
}

const STATE_TEXT: Record<Exclude<SandboxStatus, "pending">, { title: string; text: string }> = {
  succeeded: { title: "Оплата прошла", text: "Платёж выполнен. Вернитесь на сайт отеля." },
  waiting_for_capture: {
    title: "Банк удерживает деньги",
    text: "Оплата завершится через несколько секунд. Вернитесь на сайт отеля: бронирование уже за вами.",
  },
  canceled: {
    title: "Оплата не прошла",
    text: "Платёж отменён, деньги не списаны. Вернитесь на сайт отеля, чтобы попробовать снова.",
  },
};

/** A payment that is past the card form: its state and the way back to the site. */
export function renderPaymentState(view: { payment: SandboxPagePayment; backUrl: string }): string {
  const { payment } = view;
  const state = payment.status === "pending" ? undefined : STATE_TEXT[payment.status];
  const title = state?.title ?? "Платёж ожидает оплаты";
  const card = payment.cardLast4 ? `<p class="note">Карта •••• ${escapeHtml(payment.cardLast4)}</p>` : "";
  const body = `<h1>${escapeHtml(title)}</h1>
<section class="panel" aria-label="Платёж">
${summary(payment)}
<p class="state" role="status">${escapeHtml(state?.text ?? "")}</p>
${card}
<a class="back" href="${escapeHtml(view.backUrl)}">Вернуться на сайт</a>
</section>`;
  return page({ title: `${title} — тестовая оплата`, body });
}

/** Why a payment's page no longer takes a card (the engine's word: late-payments.ts, `payPageState`). */
export type PaymentExpiry = "lapsed" | "withdrawn";

const EXPIRY_TEXT: Record<PaymentExpiry, string> = {
  lapsed:
    "Время на оплату брони закончилось, номера больше не удерживаются. Деньги не списаны. Вернитесь на сайт отеля, чтобы забронировать заново.",
  withdrawn:
    "Этот счёт больше не действует, деньги по нему не списываются. Вернитесь на сайт отеля: там можно оплатить бронь заново.",
};

const PAYMENT_EXPIRED_TITLE = "Срок оплаты истёк";

/** A payment the engine no longer waits for: no card form, only what happened and the way back. */
export function renderPaymentExpired(view: {
  payment: SandboxPagePayment;
  backUrl: string;
  expiry: PaymentExpiry;
}): string {
  const body = `<h1>${PAYMENT_EXPIRED_TITLE}</h1>
<section class="panel" aria-label="Платёж">
${summary(view.payment)}
<p class="state" role="status">${escapeHtml(EXPIRY_TEXT[view.expiry])}</p>
<a class="back" href="${escapeHtml(view.backUrl)}">Вернуться на сайт</a>
</section>`;
  return page({ title: `${PAYMENT_EXPIRED_TITLE} — тестовая оплата`, body });
}

/** A page of the sandbox that cannot be shown: unknown payment (404) or a refused form (403). */
export function renderProblem(input: { title: string; text: string }): string {
  const body = `<h1>${escapeHtml(input.title)}</h1>
<section class="panel" aria-label="Что случилось">
<p class="state">${escapeHtml(input.text)}</p>
</section>`;
  return page({ title: `${input.title} — тестовая оплата`, body });
}
