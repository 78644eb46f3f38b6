/**
 * YooKassa as the payment provider, against the fake YooKassa of hotel/testing: the engine is
 * served over HTTP on 127.0.0.1 so the fake sends its notifications to the real webhook route, and
 * the engine reads every payment and refund back from the fake's API.
 */
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { z } from "zod";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testTargets } from "../../platform/testing/databases";
import { drainOutbox } from "../domain/outbox";
import { valueToKopecks } from "../providers/payments/yookassa/money";
import type {
  CreatePaymentBody,
  CreateRefundBody,
  ReceiptBody,
} from "../providers/payments/yookassa/schemas";
import { parseWebhookSenders } from "./webhook-sources";
import { FakeYooKassa } from "../testing/fake-yookassa";
import {
  ADMIN_KEY,
  bookingBody,
  expectData,
  expectError,
  startTestHotel,
  type TestHotel,
  guestProof,
} from "../testing/harness";
import { returnToken, returnTokenKey } from "../domain/payments/invoice-access";
import { CancelResponse, ChangeResponse, HistoryResponse, LookupResponse } from "./schemas/manage";
import { BookingCardResponse } from "./schemas/admin-bookings";
import { InvoiceResponse, PaymentVariantsResponse } from "./schemas/payments";
import { Reservation, ReservationResponse } from "./schemas/reservations";

const AdminReservation = z.object({
  data: z.object({ reservation: Reservation, history: HistoryResponse.shape.data.shape.history }),
});

const DELUXE = 1;
const SUPERIOR = 3;
const FLEXIBLE = 2;

/** Σ quantity × amount of a receipt's items, in kopecks, as YooKassa adds them up. */
function receiptKopecks(receipt: ReceiptBody | undefined): number {
  return (receipt?.items ?? []).reduce(
    (sum, item) => sum + item.quantity * (valueToKopecks(item.amount.value) ?? Number.NaN),
    0,
  );
}

/** The token the payment's return address carries for a booking (hotel/domain/payments/invoice-access.ts). */
const returnTokenOf = (reservationId: string) => returnToken(returnTokenKey(ADMIN_KEY), reservationId);

describe.each(testTargets())("payments through YooKassa on $name", (target) => {
  let fake: FakeYooKassa;
  let t: TestHotel;
  let server: ServerType;

  beforeAll(async () => {
    fake = await FakeYooKassa.start();
    t = await startTestHotel(target, {
      yookassa: {
        shopId: fake.shopId,
        secretKey: fake.secretKey,
        apiUrl: fake.url,
        timeoutMs: 400,
        attempts: 2,
        backoffMs: 5,
      },
      // The fake delivers its notifications from loopback.
      yookassaSenders: parseWebhookSenders("loopback"),
    });
    server = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: t.hotel.app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
        resolve(started),
      );
    });
    fake.webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/payments/yookassa/webhook`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await fake.close();
    await t.dispose();
  });
  beforeEach(() => {
    fake.clearFaults();
    fake.test = true;
  });
  afterEach(async () => {
    await fake.settled();
  });

  async function book(overrides: Record<string, unknown> = {}) {
    return expectData(
      await t.call("POST", "/v1/reservation", { body: bookingBody(overrides) }),
      201,
      ReservationResponse,
    ).data;
  }

  async function invoice(reservationId: string, paymentType: "card" | "sbp" = "card", status = 201) {
    return expectData(
      await t.call("POST", `/v1/reservation/${reservationId}/invoice`, {
        headers: await guestProof(t, reservationId),
        body: { payment_provider_id: 1, payment_type: paymentType },
      }),
      status,
      InvoiceResponse,
    ).data;
  }

  const invoiceStatus = async (reservationId: string) =>
    expectData(
      await t.call("GET", `/v1/reservation/${reservationId}/invoice`, {
        headers: await guestProof(t, reservationId),
      }),
      200,
      InvoiceResponse,
    ).data;

  /** The fake's payment behind an invoice (its confirmation page names it). */
  const paymentIdOf = (url: string | null) => new URL(url ?? "http://x/").searchParams.get("orderId") ?? "";

  const adminView = async (reservationId: string) =>
    expectData(
      await t.call("GET", `/v1/admin/reservations/${reservationId}`, { key: "admin" }),
      200,
      AdminReservation,
    ).data;
  const admin = async (reservationId: string) => (await adminView(reservationId)).reservation;
  const history = async (reservationId: string) => (await adminView(reservationId)).history;

  async function manageToken(reference: string) {
    return expectData(
      await t.call("POST", "/v1/reservation/lookup", {
        body: { reference, contact: "anna.ivanova@example.ru" },
      }),
      200,
      LookupResponse,
    ).data.manage_token;
  }

  const createdBody = (paymentId: string) =>
    fake.received("POST", "/payments").find((request) => {
      const body = request.body as CreatePaymentBody;
      return (
        body.metadata?.invoice_id &&
        fake.payments.get(paymentId)?.metadata?.invoice_id === body.metadata.invoice_id
      );
    })?.body as CreatePaymentBody | undefined;

  it("offers a card and SBP, and is not in test mode", async () => {
    const { data } = expectData(await t.call("GET", "/v1/payment/variants"), 200, PaymentVariantsResponse);
    expect(data.test_mode).toBe(false);
    expect(data.payment_variants.map((variant) => [variant.payment_type, variant.name])).toEqual([
      ["card", "Банковская карта"],
      ["sbp", "СБП"],
    ]);
    expect(data.payment_variants[1]?.icon_ids).toEqual([103]);
    // The sandbox's pay pages and webhook are not served while YooKassa takes the payments.
    expect((await t.call("GET", "/v1/sandbox/pay/sbx_0", { key: "none" })).status).toBe(404);
    expectError(
      await t.call("POST", "/v1/payments/sandbox/webhook", {
        key: "none",
        body: { event_id: "e1", event: "payment.succeeded", payment_id: "sbx_0" },
      }),
      404,
      "NOT_FOUND",
    );
  });

  it("takes a whole booking by card: the payment, its receipt to the kopeck, the notification read back", async () => {
    const booked = await book({
      check_in_date: "2026-12-10",
      check_out_date: "2026-12-12",
      choices: [
        { adults: 2, children: 0, room_type_id: DELUXE, rate_id: FLEXIBLE },
        { adults: 1, children: 0, room_type_id: SUPERIOR, rate_id: FLEXIBLE },
      ],
      transfer: { type: "to-from", arrival_flight_number: "SU1234" },
      extras: [
        { code: "facial-massage", quantity: 2 },
        { code: "spa-express", quantity: 1 },
      ],
    });
    const bill = await invoice(booked.reservation_id);
    expect(bill).toMatchObject({ status: "pending", amount: booked.amounts.total, payment_type: "card" });
    expect(bill.confirmation_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkout\//);
    const paymentId = paymentIdOf(bill.confirmation_url);

    const [sent] = fake
      .received("POST", "/payments")
      .filter((request) => (request.body as CreatePaymentBody).metadata?.invoice_id === bill.invoice_id);
    expect(sent?.headers["idempotence-key"]).toBe(bill.invoice_id);
    const body = sent?.body as CreatePaymentBody;
    expect(body).toMatchObject({
      amount: { value: `${booked.amounts.total}.00`, currency: "RUB" },
      capture: true,
      confirmation: {
        type: "redirect",
        return_url: `http://site.test/booking/success?reservation=${booked.reservation_id}&token=${returnTokenOf(booked.reservation_id)}`,
      },
      payment_method_data: { type: "bank_card" },
      description: `Бронирование ${booked.reference}`,
      metadata: { invoice_id: bill.invoice_id, reservation_id: booked.reservation_id },
    });
    const [deluxe, superior] = booked.rooms;
    expect(body.receipt).toEqual({
      customer: { email: "Anna.Ivanova@example.ru" },
      items: [
        {
          description: "Проживание: Делюкс, 10.12–12.12.2026",
          quantity: 1,
          amount: { value: `${deluxe?.amount}.00`, currency: "RUB" },
          vat_code: 1,
          payment_mode: "full_prepayment",
          payment_subject: "service",
        },
        expect.objectContaining({
          description: "Проживание: Супериор, 10.12–12.12.2026",
          amount: { value: `${superior?.amount}.00`, currency: "RUB" },
        }),
        expect.objectContaining({
          description: "Массаж лица",
          quantity: 2,
          amount: { value: "4000.00", currency: "RUB" },
        }),
        expect.objectContaining({
          description: "Экспресс-массаж",
          quantity: 1,
          amount: { value: "1500.00", currency: "RUB" },
        }),
        expect.objectContaining({
          description: "Трансфер из аэропорта и обратно",
          quantity: 1,
          amount: { value: "12000.00", currency: "RUB" },
        }),
      ],
    });
    expect(receiptKopecks(body.receipt)).toBe(booked.amounts.total * 100);

    const mailsBefore = t.mails.length;
    const readsBefore = fake.received("GET", `/payments/${paymentId}`).length;
    await fake.pay(paymentId, "succeeded");
    expect(fake.notifications.at(-1)?.status).toBe(200);
    // The engine read the payment back instead of believing the notification.
    expect(fake.received("GET", `/payments/${paymentId}`).length).toBe(readsBefore + 1);
    expect(await invoiceStatus(booked.reservation_id)).toMatchObject({ status: "succeeded" });
    expect(await admin(booked.reservation_id)).toMatchObject({
      status: "confirmed",
      amounts: { paid: booked.amounts.total, balance_due: 0 },
    });
    expect(t.mails.slice(mailsBefore).map((mail) => mail.subject)).toContain(
      `Бронирование ${booked.reference} подтверждено`,
    );
    // The receipt is kept with the invoice, for the refunds to come.
    const [stored] = (
      await t.hotel.db.execute<{ receipt: { items: unknown[] } }>(
        `SELECT receipt FROM hotel.invoices WHERE id = '${bill.invoice_id}'`,
      )
    ).rows;
    expect(stored?.receipt.items).toHaveLength(5);
  });

  it("marks a payment of YooKassa's test shop (`test: true`) «ТЕСТОВАЯ ОПЛАТА» on the invoice, the Studio's card and every e-mail; a live one not", async () => {
    for (const [test, date] of [
      [true, "2027-02-01"],
      [false, "2027-02-03"],
    ] as const) {
      fake.test = test;
      const booked = await book({ check_in_date: date, check_out_date: "2027-02-05" });
      const bill = await invoice(booked.reservation_id);
      const mailsBefore = t.mails.length;
      await fake.pay(paymentIdOf(bill.confirmation_url), "succeeded");
      expect(await invoiceStatus(booked.reservation_id), `test: ${test}`).toMatchObject({
        status: "succeeded",
        test,
      });
      const card = expectData(
        await t.call("GET", `/v1/admin/reservations/${booked.reservation_id}/card`, { key: "admin" }),
        200,
        BookingCardResponse,
      ).data;
      expect(card.test_payment).toBe(test);
      const mails = t.mails.slice(mailsBefore);
      // The guest's confirmation and receipt, and the hotel's «Новая оплаченная бронь».
      expect(mails.map((mail) => mail.subject)).toEqual(
        expect.arrayContaining([
          `Бронирование ${booked.reference} подтверждено`,
          `Новая оплаченная бронь ${booked.reference}`,
        ]),
      );
      for (const mail of mails) {
        expect(mail.text.includes("ТЕСТОВАЯ ОПЛАТА: бронь оплачена в тестовом режиме"), mail.subject).toBe(
          test,
        );
      }
    }
  });

  it("opens YooKassa's page in the booking's language: English for a booking made in English", async () => {
    const english = await book({ check_in_date: "2026-12-16", check_out_date: "2026-12-17", language: "en" });
    const englishBody = createdBody(paymentIdOf((await invoice(english.reservation_id)).confirmation_url));
    expect(englishBody?.confirmation.locale).toBe("en_US");
    expect(englishBody?.description).toBe(`Booking ${english.reference}`);
    const russian = await book({ check_in_date: "2026-12-17", check_out_date: "2026-12-18" });
    const russianBody = createdBody(paymentIdOf((await invoice(russian.reservation_id)).confirmation_url));
    expect(russianBody?.confirmation.locale).toBe("ru_RU");
    expect(russianBody?.description).toBe(`Бронирование ${russian.reference}`);
  });

  it("takes a booking by SBP", async () => {
    const booked = await book({ check_in_date: "2026-12-14", check_out_date: "2026-12-15" });
    const bill = await invoice(booked.reservation_id, "sbp");
    expect(bill.payment_type).toBe("sbp");
    const paymentId = paymentIdOf(bill.confirmation_url);
    expect(createdBody(paymentId)?.payment_method_data).toEqual({ type: "sbp" });
    expect(receiptKopecks(createdBody(paymentId)?.receipt)).toBe(booked.amounts.total * 100);
    await fake.pay(paymentId, "succeeded");
    expect((await invoiceStatus(booked.reservation_id)).status).toBe("succeeded");
    expect((await admin(booked.reservation_id)).status).toBe("confirmed");
  });

  it("moves through every status: waiting secures the rooms, capture confirms; a decline lets the guest pay again", async () => {
    const held = await book({ check_in_date: "2026-12-16", check_out_date: "2026-12-17" });
    const first = await invoice(held.reservation_id);
    const firstPayment = paymentIdOf(first.confirmation_url);
    expect((await invoiceStatus(held.reservation_id)).status).toBe("pending");

    await fake.pay(firstPayment, "waiting_for_capture");
    expect((await invoiceStatus(held.reservation_id)).status).toBe("waiting");
    expect(await admin(held.reservation_id)).toMatchObject({ status: "held", hold_expires_at: null });
    // Held money blocks a second invoice (and a change) until it ends.
    expectError(
      await t.call("POST", `/v1/reservation/${held.reservation_id}/invoice`, {
        headers: await guestProof(t, held.reservation_id),
        body: { payment_provider_id: 1, payment_type: "sbp" },
      }),
      409,
      "PAYMENT_IN_PROGRESS",
    );
    await fake.capture(firstPayment);
    expect((await invoiceStatus(held.reservation_id)).status).toBe("succeeded");
    expect((await admin(held.reservation_id)).status).toBe("confirmed");

    const declined = await book({ check_in_date: "2026-12-18", check_out_date: "2026-12-19" });
    const refused = await invoice(declined.reservation_id);
    await fake.pay(paymentIdOf(refused.confirmation_url), "canceled");
    expect((await invoiceStatus(declined.reservation_id)).status).toBe("canceled");
    expect((await admin(declined.reservation_id)).status).toBe("held");
    const again = await invoice(declined.reservation_id, "sbp");
    expect(again.invoice_id).not.toBe(refused.invoice_id);
    await fake.pay(paymentIdOf(again.confirmation_url), "waiting_for_capture");
    expect((await admin(declined.reservation_id)).hold_expires_at).toBeNull();
    // Held, then given back by the bank: a fresh hold period to pay again.
    const payment = fake.payments.get(paymentIdOf(again.confirmation_url));
    if (payment) payment.status = "canceled";
    await fake.notify("payment.canceled", paymentIdOf(again.confirmation_url));
    expect((await invoiceStatus(declined.reservation_id)).status).toBe("canceled");
    expect((await admin(declined.reservation_id)).hold_expires_at).toBe("2026-11-22T09:20:00.000Z");
  });

  it("changes nothing on a repeated or late notification: a canceled after succeeded does not undo it", async () => {
    const booked = await book({ check_in_date: "2026-12-20", check_out_date: "2026-12-21" });
    const bill = await invoice(booked.reservation_id);
    const paymentId = paymentIdOf(bill.confirmation_url);
    const pendingView = structuredClone(fake.payments.get(paymentId));
    await fake.pay(paymentId, "succeeded");
    const eventsBefore = await t.count("payment_events", `provider_payment_id = '${paymentId}'`);
    const historyBefore = (await history(booked.reservation_id)).length;

    // The same notification again.
    expect(await fake.notify("payment.succeeded", paymentId)).toBe(200);
    // An out-of-order one: «canceled» (or «waiting») with the payment as it was before it was paid.
    for (const event of ["payment.canceled", "payment.waiting_for_capture"]) {
      expect(
        await fake.sendNotification({
          type: "notification",
          event,
          object: { ...pendingView, status: event.slice("payment.".length) },
        }),
      ).toBe(200);
    }
    expect(await t.count("payment_events", `provider_payment_id = '${paymentId}'`)).toBe(eventsBefore);
    expect((await invoiceStatus(booked.reservation_id)).status).toBe("succeeded");
    expect(await admin(booked.reservation_id)).toMatchObject({
      status: "confirmed",
      amounts: { paid: booked.amounts.total },
    });
    expect((await history(booked.reservation_id)).length).toBe(historyBefore);
  });

  it("ignores a forged notification: the body says succeeded, YooKassa says pending", async () => {
    const booked = await book({ check_in_date: "2026-12-22", check_out_date: "2026-12-23" });
    const bill = await invoice(booked.reservation_id);
    const paymentId = paymentIdOf(bill.confirmation_url);
    const forged = {
      type: "notification",
      event: "payment.succeeded",
      object: { ...fake.payments.get(paymentId), status: "succeeded", paid: true },
    };
    expect(await fake.sendNotification(forged)).toBe(200);
    expect((await invoiceStatus(booked.reservation_id)).status).toBe("pending");
    expect(await admin(booked.reservation_id)).toMatchObject({ status: "held", amounts: { paid: 0 } });

    // The forgery does not stand in the way of the real notification that follows.
    await fake.pay(paymentId, "succeeded");
    expect((await admin(booked.reservation_id)).status).toBe("confirmed");

    // Not a notification: refused; about a payment of nobody's: ignored (200, so it is not
    // delivered again); nothing stored either way.
    const events = await t.count("payment_events");
    expect(await fake.sendNotification({ hello: "world" })).toBe(400);
    expect(
      await fake.sendNotification({
        type: "notification",
        event: "payment.succeeded",
        object: { id: "00000000-0000-0000-0000-000000000000", status: "succeeded" },
      }),
    ).toBe(200);
    expect(await t.count("payment_events")).toBe(events);
  });

  it("answers 502 when YooKassa cannot be asked, so that YooKassa delivers the notification again", async () => {
    const booked = await book({ check_in_date: "2026-12-24", check_out_date: "2026-12-25" });
    const bill = await invoice(booked.reservation_id);
    const paymentId = paymentIdOf(bill.confirmation_url);
    fake.fault({ method: "GET", path: /^\/payments\//, status: 500, times: 2 });
    expect(await fake.pay(paymentId, "succeeded")).toMatchObject({ status: "succeeded" });
    expect(fake.notifications.at(-1)?.status).toBe(502);
    expect((await admin(booked.reservation_id)).status).toBe("held");
    expect(await fake.notify("payment.succeeded", paymentId)).toBe(200);
    expect((await admin(booked.reservation_id)).status).toBe("confirmed");
  });

  it("answers the stored status when YooKassa cannot be asked while the site polls", async () => {
    const booked = await book({ check_in_date: "2027-01-06", check_out_date: "2027-01-07" });
    const bill = await invoice(booked.reservation_id);
    await fake.pay(paymentIdOf(bill.confirmation_url), "succeeded", { notify: false });
    fake.fault({ method: "GET", path: /^\/payments\//, status: 500, times: 2 });
    expect((await invoiceStatus(booked.reservation_id)).status).toBe("pending");
    expect(t.logs.some((line) => line.includes("could not be read"))).toBe(true);
    // The next poll reaches YooKassa and sees the payment.
    expect((await invoiceStatus(booked.reservation_id)).status).toBe("succeeded");
  });

  it("makes one payment when the answer to the create is late: retried with the same key", async () => {
    const booked = await book({ check_in_date: "2026-12-26", check_out_date: "2026-12-27" });
    const before = fake.payments.size;
    fake.fault({ method: "POST", path: /^\/payments$/, delayMs: 1_000 });
    const bill = await invoice(booked.reservation_id);
    expect(fake.payments.size).toBe(before + 1);
    const attempts = fake
      .received("POST", "/payments")
      .filter((request) => request.headers["idempotence-key"] === bill.invoice_id);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]?.body).toEqual(attempts[0]?.body);
    expect(fake.payments.has(paymentIdOf(bill.confirmation_url))).toBe(true);
  });

  it("answers 502 when YooKassa is down at the create, and the same invoice pays later with its key", async () => {
    const booked = await book({ check_in_date: "2026-12-28", check_out_date: "2026-12-29" });
    const before = fake.payments.size;
    fake.fault({ method: "POST", path: /^\/payments$/, status: 500, times: 2 });
    expectError(
      await t.call("POST", `/v1/reservation/${booked.reservation_id}/invoice`, {
        headers: await guestProof(t, booked.reservation_id),
        body: { payment_provider_id: 1, payment_type: "card" },
      }),
      502,
      "PAYMENT_PROVIDER_ERROR",
    );
    expect(fake.payments.size).toBe(before);
    const bill = await invoice(booked.reservation_id, "card", 200);
    expect(fake.payments.size).toBe(before + 1);
    expect(fake.received("POST", "/payments").at(-1)?.headers["idempotence-key"]).toBe(bill.invoice_id);
  });

  it("takes the provider's other amount as a mismatch, kopecks included, and confirms nothing", async () => {
    const booked = await book({ check_in_date: "2027-01-04", check_out_date: "2027-01-05" });
    const bill = await invoice(booked.reservation_id);
    const paymentId = paymentIdOf(bill.confirmation_url);
    const payment = fake.payments.get(paymentId);
    if (payment) payment.amount = { value: `${booked.amounts.total - 1}.50`, currency: "RUB" };
    await fake.pay(paymentId, "succeeded");
    expect((await invoiceStatus(booked.reservation_id)).status).toBe("amount_mismatch");
    expect(await admin(booked.reservation_id)).toMatchObject({ status: "held", amounts: { paid: 0 } });
    const mismatch = (await history(booked.reservation_id)).find(
      (entry) => entry.type === "payment_amount_mismatch",
    );
    expect(mismatch?.note).toContain(`${(booked.amounts.total - 1).toFixed(0)}.50 RUB`);
  });

  it("refunds a cancellation with its receipt; a refund refused (500) is made once by the outbox's retry", async () => {
    const booked = await book({
      check_in_date: "2027-01-11",
      check_out_date: "2027-01-13",
      extras: [{ code: "facial-massage", quantity: 1 }],
    });
    const bill = await invoice(booked.reservation_id);
    const paymentId = paymentIdOf(bill.confirmation_url);
    await fake.pay(paymentId, "succeeded");
    const paid = createdBody(paymentId)?.receipt;

    fake.fault({ method: "POST", path: /^\/refunds$/, status: 500, times: 2 });
    const token = await manageToken(booked.reference);
    const canceled = expectData(
      await t.call("POST", `/v1/reservation/${booked.reservation_id}/cancel`, {
        headers: { "x-manage-token": token },
        body: {},
      }),
      200,
      CancelResponse,
    ).data;
    expect(canceled.cancellation.refund).toBe(booked.amounts.total);
    const attempts = () =>
      fake
        .received("POST", "/refunds")
        .filter((request) => (request.body as CreateRefundBody).payment_id === paymentId);
    expect(attempts()).toHaveLength(2);
    const keys = new Set(attempts().map((request) => request.headers["idempotence-key"]));
    expect(keys.size).toBe(1);
    expect([...fake.refunds.values()].filter((refund) => refund.payment_id === paymentId)).toHaveLength(0);
    expect(
      await t.count(
        "outbox",
        `reservation_id = '${booked.reservation_id}' AND kind = 'provider.refund' AND status = 'pending'`,
      ),
    ).toBe(1);

    // The outbox tries again after its backoff, with the same key: the refund is made once.
    t.clock.advanceMinutes(2);
    await drainOutbox(t.hotel.engine);
    await fake.settled();
    const made = [...fake.refunds.values()].filter((refund) => refund.payment_id === paymentId);
    expect(made).toHaveLength(1);
    expect(made[0]?.amount).toEqual({ value: `${booked.amounts.total}.00`, currency: "RUB" });
    expect(new Set(attempts().map((request) => request.headers["idempotence-key"])).size).toBe(1);
    // Its receipt is the payment's, to the kopeck.
    const refundReceipt = fake.receiptOf(made[0]?.id ?? "");
    expect(refundReceipt).toEqual(paid);
    expect(receiptKopecks(refundReceipt)).toBe(booked.amounts.total * 100);
    expect(
      await t.count(
        "refunds",
        `reservation_id = '${booked.reservation_id}' AND provider_refund_id = '${made[0]?.id}'`,
      ),
    ).toBe(1);
    // YooKassa's refund.succeeded, read back, goes into the history once.
    expect(await fake.notify("refund.succeeded", made[0]?.id ?? "")).toBe(200);
    const refunded = (await history(booked.reservation_id)).filter(
      (entry) => entry.type === "refund_succeeded",
    );
    expect(refunded).toHaveLength(1);
    expect(refunded[0]?.note).toContain("вернул");
  });

  it("bills a change's difference with a receipt shared over the new stay to the kopeck", async () => {
    const booked = await book({ check_in_date: "2027-01-18", check_out_date: "2027-01-19" });
    const bill = await invoice(booked.reservation_id);
    await fake.pay(paymentIdOf(bill.confirmation_url), "succeeded");
    const token = await manageToken(booked.reference);
    const changed = expectData(
      await t.call("POST", `/v1/reservation/${booked.reservation_id}/change`, {
        headers: { "x-manage-token": token },
        body: { check_in_date: "2027-01-18", check_out_date: "2027-01-21" },
      }),
      200,
      ChangeResponse,
    ).data;
    expect(changed.to_pay).toBeGreaterThan(0);
    const difference = await invoice(booked.reservation_id, "sbp");
    expect(difference.amount).toBe(changed.to_pay);
    const body = createdBody(paymentIdOf(difference.confirmation_url));
    expect(body?.amount.value).toBe(`${changed.to_pay}.00`);
    expect(receiptKopecks(body?.receipt)).toBe(changed.to_pay * 100);
    expect(body?.receipt?.items.map((item) => item.description)).toEqual([
      "Проживание: Делюкс, 18.01–21.01.2027",
    ]);
    await fake.pay(paymentIdOf(difference.confirmation_url), "succeeded");
    expect(await admin(booked.reservation_id)).toMatchObject({
      check_out_date: "2027-01-21",
      amounts: { paid: changed.new_total },
    });
  });
});

describe.each(testTargets())("receipts kept by the sandbox on $name", (target) => {
  let t: TestHotel;
  beforeAll(async () => {
    t = await startTestHotel(target, { receipt: { vatCode: 4, paymentMode: "full_payment" } });
  });
  afterAll(async () => {
    await t.dispose();
  });

  it("stores the same receipt with the payment and the refund's share with the refund; SBP is refused", async () => {
    const booked = expectData(
      await t.call("POST", "/v1/reservation", {
        body: bookingBody({ extras: [{ code: "spa-express", quantity: 3 }] }),
      }),
      201,
      ReservationResponse,
    ).data;
    expectError(
      await t.call("POST", `/v1/reservation/${booked.reservation_id}/invoice`, {
        headers: await guestProof(t, booked.reservation_id),
        body: { payment_provider_id: 1, payment_type: "sbp" },
      }),
      422,
      "PAYMENT_TYPE_UNAVAILABLE",
    );
    const bill = expectData(
      await t.call("POST", `/v1/reservation/${booked.reservation_id}/invoice`, {
        headers: await guestProof(t, booked.reservation_id),
        body: { payment_provider_id: 1, payment_type: "card" },
      }),
      201,
      InvoiceResponse,
    ).data;
    const paymentId = bill.confirmation_url?.split("/").at(-1) ?? "";
    await t.hotel.sandbox.settle(paymentId, "succeeded");
    type Stored = {
      items: {
        description: string;
        quantity: number;
        unitKopecks: number;
        vatCode: number;
        paymentMode: string;
      }[];
    };
    const [row] = (
      await t.hotel.db.execute<{ receipt: Stored; refunds: { amount: number; receipt: Stored }[] }>(
        `SELECT receipt, refunds FROM hotel.sandbox_payments WHERE id = '${paymentId}'`,
      )
    ).rows;
    const total = (receipt: Stored | undefined) =>
      (receipt?.items ?? []).reduce((sum, item) => sum + item.quantity * item.unitKopecks, 0);
    expect(row?.receipt.items.map((item) => [item.description, item.quantity, item.unitKopecks])).toEqual([
      ["Проживание: Делюкс, 01.12–03.12.2026", 1, (booked.rooms[0]?.amount ?? 0) * 100],
      ["Экспресс-массаж", 3, 150_000],
    ]);
    expect(
      row?.receipt.items.every((item) => item.vatCode === 4 && item.paymentMode === "full_payment"),
    ).toBe(true);
    expect(total(row?.receipt)).toBe(booked.amounts.total * 100);

    const token = expectData(
      await t.call("POST", "/v1/reservation/lookup", {
        body: { reference: booked.reference, contact: "anna.ivanova@example.ru" },
      }),
      200,
      LookupResponse,
    ).data.manage_token;
    expectData(
      await t.call("POST", `/v1/reservation/${booked.reservation_id}/cancel`, {
        headers: { "x-manage-token": token },
        body: {},
      }),
      200,
      CancelResponse,
    );
    const [after] = (
      await t.hotel.db.execute<{ refunds: { amount: number; receipt: Stored }[] }>(
        `SELECT refunds FROM hotel.sandbox_payments WHERE id = '${paymentId}'`,
      )
    ).rows;
    expect(after?.refunds).toHaveLength(1);
    expect(after?.refunds[0]?.amount).toBe(booked.amounts.total);
    expect(after?.refunds[0]?.receipt).toEqual(row?.receipt);
  });
});
