import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testTargets } from "../../platform/testing/databases";
import { formatRubles } from "../../rules";
import { SANDBOX_CAPTURE_DELAY_MS, TEST_CARDS, groupCardNumber } from "../providers/payments/sandbox-cards";
import {
  ADMIN_KEY,
  bookingBody,
  expectData,
  startTestHotel,
  type TestHotel,
  guestProof,
} from "../testing/harness";
import { returnToken, returnTokenKey } from "../domain/payments/invoice-access";
import { InvoiceResponse } from "./schemas/payments";
import { ReservationResponse } from "./schemas/reservations";

// A Luhn-valid card that is not one of the test cards (a guest's real card, say).
const OTHER_CARD = "5555555555554444";

/** The token the payment's return address carries for a booking (hotel/domain/payments/invoice-access.ts). */
const returnTokenOf = (reservationId: string) => returnToken(returnTokenKey(ADMIN_KEY), reservationId);

describe.each(testTargets())("the sandbox's hosted pay page on $name", (target) => {
  let t: TestHotel;
  beforeAll(async () => {
    t = await startTestHotel(target);
  });
  afterAll(async () => {
    await t.dispose();
  });

  let nextDay = 0;
  /** A held reservation (a new night each time) and its invoice's payment id. */
  async function invoiced(overrides: Record<string, unknown> = {}) {
    nextDay += 2;
    const day = (n: number) => String(n).padStart(2, "0");
    const booked = expectData(
      await t.call("POST", "/v1/reservation", {
        body: bookingBody({
          check_in_date: `2027-04-${day(nextDay)}`,
          check_out_date: `2027-04-${day(nextDay + 1)}`,
          ...overrides,
        }),
      }),
      201,
      ReservationResponse,
    ).data;
    const invoice = expectData(
      await t.call("POST", `/v1/reservation/${booked.reservation_id}/invoice`, {
        headers: await guestProof(t, booked.reservation_id),
        body: { payment_provider_id: 1, payment_type: "card" },
      }),
      201,
      InvoiceResponse,
    ).data;
    const paymentId = invoice.confirmation_url?.split("/").at(-1) ?? "";
    return { booked, invoice, paymentId };
  }

  const page = (paymentId: string) => t.call("GET", `/v1/sandbox/pay/${paymentId}`, { key: "none" });

  /** The form's hidden token, read from the page as a browser would. */
  async function tokenOf(paymentId: string): Promise<string> {
    const html = (await page(paymentId)).text;
    return /name="token" value="([0-9a-f]+)"/.exec(html)?.[1] ?? "";
  }

  /** Posts the page's form as the page itself would (same origin), with the given card. */
  async function submit(
    paymentId: string,
    card: { number: string; expiry?: string; cvc?: string; holder?: string; token?: string },
    headers: Record<string, string> = { origin: "http://site.test", "sec-fetch-site": "same-origin" },
  ) {
    const form = new URLSearchParams({
      token: card.token ?? (await tokenOf(paymentId)),
      number: card.number,
      expiry: card.expiry ?? "12/30",
      cvc: card.cvc ?? "123",
      holder: card.holder ?? "ANNA IVANOVA",
    });
    return t.call("POST", `/v1/sandbox/pay/${paymentId}`, {
      raw: form.toString(),
      key: "none",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    });
  }

  const invoiceStatus = async (reservationId: string) =>
    expectData(
      await t.call("GET", `/v1/reservation/${reservationId}/invoice`, {
        headers: await guestProof(t, reservationId),
      }),
      200,
      InvoiceResponse,
    ).data.status;

  const sandboxStatus = async (paymentId: string) => (await t.hotel.sandbox.getPayment(paymentId))?.status;

  it("shows the amount, the booking, the test-mode label, a labelled card form and the test cards", async () => {
    const { booked, paymentId } = await invoiced();
    const result = await page(paymentId);
    expect(result.status).toBe(200);
    expect(result.headers.get("content-type")).toMatch(/^text\/html/);
    expect(result.headers.get("content-security-policy")).toContain("default-src 'none'");
    // With "no-referrer" browsers would post the page's own form with `Origin: null`, refused below.
    expect(result.headers.get("referrer-policy")).toBe("same-origin");
    const html = result.text;
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain("Тестовая оплата — деньги не списываются");
    expect(html).toContain("Тестовая оплата — деньги не списываются");
    expect(html).toContain(formatRubles(booked.amounts.total));
    expect(html).toContain(`Бронирование ${booked.reference}`);
    for (const id of ["card-number", "card-expiry", "card-cvc", "card-holder"]) {
      expect(html).toContain(`<label for="${id}">`);
      expect(html).toContain(`id="${id}"`);
    }
    for (const card of Object.values(TEST_CARDS)) expect(html).toContain(groupCardNumber(card.number));
    expect(html).toContain("4242 4242 4242 4242");
    expect(html).toContain(
      `href="http://site.test/booking/success?reservation=${booked.reservation_id}&amp;token=${returnTokenOf(booked.reservation_id)}">Вернуться на сайт без оплаты`,
    );
    // Self-contained: no scripts, no outside stylesheets or pictures.
    expect(html).not.toMatch(/<script|<link|<img|src=/);
  });

  it("pays with the success card: succeeded, confirmed, back to the site with the reservation", async () => {
    const { booked, paymentId } = await invoiced();
    const mailsBefore = t.mails.length;
    const result = await submit(paymentId, { number: "4242 4242 4242 4242" });
    expect(result.status, result.text).toBe(303);
    expect(result.headers.get("location")).toBe(
      `http://site.test/booking/success?reservation=${booked.reservation_id}&token=${returnTokenOf(booked.reservation_id)}`,
    );
    expect(await invoiceStatus(booked.reservation_id)).toBe("succeeded");
    const view = await t.call("GET", `/v1/admin/reservations/${booked.reservation_id}`, { key: "admin" });
    expect(view.text).toContain('"status":"confirmed"');
    expect(t.mails.slice(mailsBefore).map((mail) => mail.subject)).toContain(
      `Бронирование ${booked.reference} подтверждено`,
    );
    // The sandbox moves no money: the invoice, the Studio's card and every e-mail say so.
    const bill = await t.call("GET", `/v1/reservation/${booked.reservation_id}/invoice`, {
      headers: await guestProof(t, booked.reservation_id),
    });
    expect(bill.text).toContain('"test":true');
    const card = await t.call("GET", `/v1/admin/reservations/${booked.reservation_id}/card`, {
      key: "admin",
    });
    expect(card.text).toContain('"test_payment":true');
    for (const mail of t.mails.slice(mailsBefore)) {
      expect(mail.text, mail.subject).toContain("ТЕСТОВАЯ ОПЛАТА: бронь оплачена в тестовом режиме");
    }

    // The page now shows the payment's state and the way back; a second form is refused.
    const again = await page(paymentId);
    expect(again.status).toBe(200);
    expect(again.text).toContain("Оплата прошла");
    expect(again.text).toContain("•••• 4242");
    expect(again.text).toContain(
      `reservation=${booked.reservation_id}&amp;token=${returnTokenOf(booked.reservation_id)}">Вернуться на сайт`,
    );
    expect(again.text).not.toContain('name="number"');
    // The form of the page still open in another tab.
    const twice = await submit(paymentId, {
      number: TEST_CARDS.success.number,
      token: t.hotel.sandbox.formToken(paymentId),
    });
    expect(twice.status).toBe(409);
    expect(twice.text).toContain("Оплата прошла");
  });

  it("declines with the decline card: the invoice is canceled and the guest goes back", async () => {
    const { booked, paymentId } = await invoiced();
    const result = await submit(paymentId, { number: TEST_CARDS.declined.number });
    expect(result.status).toBe(303);
    expect(result.headers.get("location")).toBe(
      `http://site.test/booking/success?reservation=${booked.reservation_id}&token=${returnTokenOf(booked.reservation_id)}`,
    );
    expect(await invoiceStatus(booked.reservation_id)).toBe("canceled");
    expect((await page(paymentId)).text).toContain("Оплата не прошла");
  });

  it("holds the money first with the waiting card, and captures it when the time comes at the next read", async () => {
    const { booked, paymentId } = await invoiced();
    const result = await submit(paymentId, { number: TEST_CARDS.waiting.number });
    expect(result.status).toBe(303);
    expect(await invoiceStatus(booked.reservation_id)).toBe("waiting");
    expect((await page(paymentId)).text).toContain("Банк удерживает деньги");
    // The engine's clock passes the capture time; the timer (real time) has not fired, so the
    // success page's status read is what completes it.
    t.clock.set(new Date(t.clock.now().getTime() + SANDBOX_CAPTURE_DELAY_MS));
    expect(await invoiceStatus(booked.reservation_id)).toBe("succeeded");
    const view = await t.call("GET", `/v1/admin/reservations/${booked.reservation_id}`, { key: "admin" });
    expect(view.text).toContain('"status":"confirmed"');
  });

  it("captures a held payment by its timer and the webhook, with nobody reading", async () => {
    const { booked, paymentId } = await invoiced();
    expect((await submit(paymentId, { number: TEST_CARDS.waiting.number })).status).toBe(303);
    t.clock.set(new Date(t.clock.now().getTime() + SANDBOX_CAPTURE_DELAY_MS));
    const paid = `reservation_id = '${booked.reservation_id}' AND status = 'succeeded'`;
    const deadline = Date.now() + SANDBOX_CAPTURE_DELAY_MS + 4000;
    while ((await t.count("invoices", paid)) === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await t.count("invoices", paid)).toBe(1);
  }, 15_000);

  it("refuses a mistyped number, an expired card, a bad CVC and cards outside the list, settling nothing", async () => {
    const { booked, paymentId } = await invoiced();
    const cases: { card: Parameters<typeof submit>[1]; field: string; message: string }[] = [
      { card: { number: "4242 4242 4242 4241" }, field: "card-number", message: "Проверьте номер карты" },
      { card: { number: "" }, field: "card-number", message: "Введите номер карты" },
      {
        card: { number: OTHER_CARD },
        field: "card-number",
        message: "Карта отклонена: в тестовом режиме оплата проходит только по тестовым картам из списка",
      },
      {
        card: { number: TEST_CARDS.success.number, expiry: "10/26" },
        field: "card-expiry",
        message: "Срок действия карты истёк",
      },
      {
        card: { number: TEST_CARDS.success.number, expiry: "13/30" },
        field: "card-expiry",
        message: "Введите срок действия в формате ММ/ГГ",
      },
      {
        card: { number: TEST_CARDS.success.number, cvc: "12" },
        field: "card-cvc",
        message: "CVC — три цифры с обратной стороны карты",
      },
    ];
    for (const { card, field, message } of cases) {
      const result = await submit(paymentId, card);
      expect(result.status, message).toBe(400);
      expect(result.text).toContain(message);
      expect(result.text).toContain('role="alert"');
      expect(result.text).toMatch(new RegExp(`id="${field}"[^>]*aria-invalid="true"`));
      expect(result.text).toContain(`aria-describedby="${field}-hint ${field}-error"`);
      expect(result.text).toMatch(/<title>Ошибка: /);
    }
    // This month is still valid (22 November 2026): only the number is refused.
    const thisMonth = await submit(paymentId, { number: OTHER_CARD, expiry: "11/26" });
    expect(thisMonth.status).toBe(400);
    expect(thisMonth.text).not.toContain("Срок действия карты истёк");
    expect(await sandboxStatus(paymentId)).toBe("pending");
    expect(await invoiceStatus(booked.reservation_id)).toBe("pending");
  });

  it("never keeps nor logs the card number, at most its last four digits", async () => {
    const { paymentId } = await invoiced();
    const logsBefore = t.logs.length;
    expect((await submit(paymentId, { number: OTHER_CARD })).status).toBe(400);
    const result = await submit(paymentId, { number: TEST_CARDS.success.number, cvc: "987" });
    expect(result.status).toBe(303);
    const tables = await t.hotel.db.execute<{ table_name: string }>(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'hotel'`,
    );
    expect(tables.rows.length).toBeGreaterThan(5);
    let everything = "";
    for (const { table_name: table } of tables.rows) {
      const dump = await t.hotel.db.execute<{ dump: string | null }>(
        sql.raw(`SELECT string_agg(row_to_json(r)::text, ' ') AS dump FROM hotel."${table}" r`),
      );
      everything += dump.rows[0]?.dump ?? "";
    }
    const logged = t.logs.slice(logsBefore).join("\n");
    for (const number of [TEST_CARDS.success.number, OTHER_CARD]) {
      for (const form of [number, groupCardNumber(number)]) {
        expect(everything).not.toContain(form);
        expect(logged).not.toContain(form);
      }
    }
    expect(everything).not.toContain('"987"');
    expect(everything).toContain('"card_last4":"4242"');
  });

  it("refuses a form posted from another site, or without the page's token", async () => {
    const { booked, paymentId } = await invoiced();
    const card = { number: TEST_CARDS.success.number };
    const crossSite = await submit(paymentId, card, {
      "sec-fetch-site": "cross-site",
      origin: "http://evil.test",
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.text).toContain("Форма отправлена не со страницы оплаты");
    expect((await submit(paymentId, card, { origin: "http://evil.test" })).status).toBe(403);
    expect((await submit(paymentId, card, { "sec-fetch-site": "same-site" })).status).toBe(403);
    expect((await submit(paymentId, card, { origin: "null" })).status).toBe(403);
    expect((await submit(paymentId, { ...card, token: "" }, {})).status).toBe(403);
    expect((await submit(paymentId, { ...card, token: await tokenOf("sbx_other") }, {})).status).toBe(403);
    expect(await sandboxStatus(paymentId)).toBe("pending");
    expect(await invoiceStatus(booked.reservation_id)).toBe("pending");
    // A client without those headers but with the page's token (curl, an older browser) may pay.
    expect((await submit(paymentId, card, {})).status).toBe(303);
  });

  it("answers an unknown payment with a Russian 404 page", async () => {
    const shown = await page("sbx_unknown");
    expect(shown.status).toBe(404);
    expect(shown.headers.get("content-type")).toMatch(/^text\/html/);
    expect(shown.text).toContain("Платёж не найден");
    expect((await submit("sbx_unknown", { number: TEST_CARDS.success.number, token: "0" })).status).toBe(404);
  });

  it("has no settle call any more: not with the API key, not in the OpenAPI document", async () => {
    const { paymentId } = await invoiced();
    for (const outcome of ["succeeded", "waiting_for_capture", "canceled"]) {
      const result = await t.call("POST", `/v1/sandbox/payments/${paymentId}/settle`, { body: { outcome } });
      expect(result.status).toBe(404);
    }
    expect(await sandboxStatus(paymentId)).toBe("pending");
    const document = await t.call("GET", "/v1/openapi.json", { key: "none" });
    expect(document.status).toBe(200);
    expect(document.text).not.toContain("settle");
    expect(document.text).not.toContain("/sandbox/pay");
    expect(document.text).toContain('"test_mode"');
  });
  it("speaks English to a booking made in English: the form, the test cards, the errors and the states", async () => {
    const { booked, paymentId } = await invoiced({ language: "en" });
    const form = (await page(paymentId)).text;
    expect(form).toContain('<html lang="en">');
    expect(form).toContain("<h1>Card payment</h1>");
    expect(form).toContain(`Booking ${booked.reference}`);
    expect(form).toContain(`Pay ₽${booked.amounts.total.toLocaleString("en-GB")}`);
    expect(form).toContain("The bank declines the payment");
    expect(form).toContain("Test payment — no money is charged");
    expect(form.match(/[\u0400-\u04FF]/)?.input).toBeUndefined();

    const mistyped = await submit(paymentId, { number: "4242 4242 4242 4241", cvc: "12" });
    expect(mistyped.status).toBe(400);
    expect(mistyped.text).toContain("Payment failed: please check the card details");
    expect(mistyped.text).toContain("Check the card number");
    expect(mistyped.text).toContain("The CVC is the three digits on the back of the card");
    expect(mistyped.text.match(/[\u0400-\u04FF]/)?.input).toBeUndefined();

    const forged = await submit(paymentId, { number: TEST_CARDS.success.number, token: "0" });
    expect(forged.status).toBe(403);
    expect(forged.text).toContain("The form was not sent from the payment page");

    expect((await submit(paymentId, { number: TEST_CARDS.declined.number })).status).toBe(303);
    const declined = (await page(paymentId)).text;
    expect(declined).toContain("Payment failed");
    expect(declined).toContain("Back to the website");
    expect(declined.match(/[\u0400-\u04FF]/)?.input).toBeUndefined();
  });
});
