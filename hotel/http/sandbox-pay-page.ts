/**
 * The HTML of the sandbox acquirer's hosted pay page (routes/sandbox-pay.ts): one self-contained
 * page with inline CSS and no script, so it works offline and in any browser, the way a bank's
 * payment form would; in the language of the booking it takes money for (sandbox-pay-messages.ts).
 * Every value put into the HTML goes through `escapeHtml`.
 */
import { formatMoney, type Language } from "../../rules";
import type { SandboxPagePayment, SandboxStatus } from "../providers/payments/sandbox";
import {
  TEST_CARDS,
  groupCardNumber,
  type CardError,
  type CardField,
  type TestCardName,
} from "../providers/payments/sandbox-cards";
import { payPageWords, type PayPageWords } from "./sandbox-pay-messages";

/** The words of a page in `language`, with its money. */
interface Words {
  language: Language;
  t: PayPageWords;
  money(amount: number): string;
}

const WORDS = new Map<Language, Words>();

function wordsIn(language: Language): Words {
  let words = WORDS.get(language);
  if (!words) {
    words = { language, t: payPageWords(language), money: (amount) => formatMoney(amount, language) };
    WORDS.set(language, words);
  }
  return words;
}

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

function page(words: Words, input: { title: string; body: string }): string {
  const { t } = words;
  return `<!doctype html>
<html lang="${words.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t("titleSuffix", { title: input.title }))}</title>
<style>${STYLE}</style>
</head>
<body>
<p class="banner" role="note">${escapeHtml(t("testMode"))}</p>
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
  errors?: Partial<Record<CardField, CardError>> | undefined;
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

function summary(words: Words, payment: SandboxPagePayment): string {
  const { t } = words;
  return `<dl class="summary">
<dt>${escapeHtml(t("toPay"))}</dt><dd class="amount">${escapeHtml(words.money(payment.amount))}</dd>
<dt>${escapeHtml(t("purpose"))}</dt><dd>${escapeHtml(payment.description)}</dd>
</dl>`;
}

function input(
  words: Words,
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
  const code = view.errors?.[field];
  const error = code ? words.t(`errors.${code}`) : undefined;
  const described = [options.hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return `<div class="field">
<label for="${id}">${escapeHtml(options.label)}</label>
${options.hint ? `<span class="hint" id="${id}-hint">${escapeHtml(options.hint)}${options.hintHtml ?? ""}</span>` : ""}
<input id="${id}" name="${field}" ${options.attributes}${described ? ` aria-describedby="${described}"` : ""}${error ? ' aria-invalid="true"' : ""} value="${escapeHtml(options.value ?? "")}">
${error ? `<span class="error" id="${id}-error">${escapeHtml(error)}</span>` : ""}
</div>`;
}

function testCardList(words: Words): string {
  const { t } = words;
  const items = (Object.entries(TEST_CARDS) as [TestCardName, (typeof TEST_CARDS)[TestCardName]][])
    .map(
      ([name, card]) =>
        `<li><span class="number">${groupCardNumber(card.number)}</span>${escapeHtml(t(`cards.${name}`))}</li>`,
    )
    .join("\n");
  return `<section class="panel" aria-labelledby="cards-title">
<h2 id="cards-title">${escapeHtml(t("testCards"))}</h2>
<ul class="cards">
${items}
</ul>
<p class="note">${escapeHtml(t("testCardsNote"))}</p>
</section>`;
}

/** The card form of a pending payment, with the errors of the last try when there were any. */
export function renderPayForm(view: PayFormView): string {
  const { payment } = view;
  const words = wordsIn(payment.language);
  const { t } = words;
  const errors = FIELD_ORDER.flatMap((field) => {
    const code = view.errors?.[field];
    return code ? [{ field, message: t(`errors.${code}`) }] : [];
  });
  // After a failed try the page opens on the list of problems (focused, announced as an alert),
  // each a link to its field.
  const alert =
    errors.length > 0
      ? `<div class="alert" role="alert" tabindex="-1" id="errors" autofocus>
<h2>${escapeHtml(t("errorsHeading"))}</h2>
<ul>
${errors.map((error) => `<li><a href="#${FIELD_IDS[error.field]}">${escapeHtml(error.message)}</a></li>`).join("\n")}
</ul>
</div>`
      : "";
  const body = `<h1>${escapeHtml(t("cardPayment"))}</h1>
<div class="layout">
<section class="panel" aria-labelledby="pay-title">
<h2 id="pay-title">${escapeHtml(t("paymentDetails"))}</h2>
${summary(words, payment)}
${alert}
<form method="post" action="" novalidate>
<input type="hidden" name="token" value="${escapeHtml(view.formToken)}">
${input(words, "number", view, {
  label: t("number"),
  hint: t("numberHint"),
  hintHtml: `<a href="#cards-title">${escapeHtml(t("numberHintLink"))}</a>`,
  attributes: 'type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23" required',
  value: view.values?.number ?? "",
})}
<div class="row">
${input(words, "expiry", view, {
  label: t("expiry"),
  hint: t("expiryHint"),
  attributes: 'type="text" inputmode="numeric" autocomplete="cc-exp" maxlength="7" required',
  value: view.values?.expiry ?? "",
})}
${input(words, "cvc", view, {
  label: t("cvc"),
  hint: t("cvcHint"),
  attributes: 'type="password" inputmode="numeric" autocomplete="cc-csc" maxlength="3" required',
})}
</div>
${input(words, "holder", view, {
  label: t("holder"),
  attributes: 'type="text" autocomplete="cc-name" maxlength="100" autocapitalize="characters"',
  value: view.values?.holder ?? "",
})}
<button type="submit">${escapeHtml(t("pay", { amount: words.money(payment.amount) }))}</button>
</form>
<a class="back" href="${escapeHtml(view.backUrl)}">${escapeHtml(t("backWithoutPaying"))}</a>
</section>
${testCardList(words)}
</div>`;
  return page(words, { title: t(errors.length > 0 ? "cardPaymentError" : "cardPayment"), body });
}

/** A payment that is past the card form: its state and the way back to the site. */
export function renderPaymentState(view: { payment: SandboxPagePayment; backUrl: string }): string {
  const { payment } = view;
  const words = wordsIn(payment.language);
  const { t } = words;
  const status: Exclude<SandboxStatus, "pending"> | undefined =
    payment.status === "pending" ? undefined : payment.status;
  const title = status ? t(`states.${status}.title`) : t("waiting");
  const text = status ? t(`states.${status}.text`) : "";
  const card = payment.cardLast4
    ? `<p class="note">${escapeHtml(t("card", { last4: payment.cardLast4 }))}</p>`
    : "";
  const body = `<h1>${escapeHtml(title)}</h1>
<section class="panel" aria-label="${escapeHtml(t("payment"))}">
${summary(words, payment)}
<p class="state" role="status">${escapeHtml(text)}</p>
${card}
<a class="back" href="${escapeHtml(view.backUrl)}">${escapeHtml(t("back"))}</a>
</section>`;
  return page(words, { title, body });
}

/** Why a payment's page no longer takes a card (the engine's word: late-payments.ts, `payPageState`). */
export type PaymentExpiry = "lapsed" | "withdrawn";

/** A payment the engine no longer waits for: no card form, only what happened and the way back. */
export function renderPaymentExpired(view: {
  payment: SandboxPagePayment;
  backUrl: string;
  expiry: PaymentExpiry;
}): string {
  const words = wordsIn(view.payment.language);
  const { t } = words;
  const title = t("expired.title");
  const body = `<h1>${escapeHtml(title)}</h1>
<section class="panel" aria-label="${escapeHtml(t("payment"))}">
${summary(words, view.payment)}
<p class="state" role="status">${escapeHtml(t(`expired.${view.expiry}`))}</p>
<a class="back" href="${escapeHtml(view.backUrl)}">${escapeHtml(t("back"))}</a>
</section>`;
  return page(words, { title, body });
}

/**
 * A page of the sandbox that cannot be shown: an unknown payment (404, in Russian: there is no
 * booking to take the language from) or a refused form (403, in the payment's language).
 */
export function renderProblem(problem: "notFound" | "forged", language: Language): string {
  const words = wordsIn(language);
  const { t } = words;
  const title = t(`${problem}.title`);
  const body = `<h1>${escapeHtml(title)}</h1>
<section class="panel" aria-label="${escapeHtml(t("problem"))}">
<p class="state">${escapeHtml(t(`${problem}.text`))}</p>
</section>`;
  return page(words, { title, body });
}
