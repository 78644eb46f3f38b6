/**
 * Lapsed holds and late payments (docs/booking-engine.md, «Lapsed holds and late payments»): a
 * hold that lapses has its open payment withdrawn (by the next write, or by the worker's sweep) and
 * its pay page refuses; a capture that still lands afterwards takes the rooms back only when they
 * are free and the guest holds no other live booking of the same stay, and is otherwise refunded in
 * full, recorded and e-mailed. The webhook and the status poll never answer 5xx on the way.
 *
 * The outbox is delivered by hand here (`outboxDelivery: "manual"`), so a provider's cancellation
 * can be made to arrive after the guest has already paid, as it does with YooKassa, which cannot
 * cancel a payment the guest is still paying.
 */
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { z } from "zod";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { testTargets } from "../../../platform/testing/databases";
import { signSandboxBody } from "../../providers/payments/sandbox";
import { TEST_CARDS } from "../../providers/payments/sandbox-cards";
import type { CreateRefundBody } from "../../providers/payments/yookassa/schemas";
import { parseWebhookSenders } from "../../http/webhook-sources";
import { FakeYooKassa } from "../../testing/fake-yookassa";
import { HistoryResponse, LookupResponse } from "../../http/schemas/manage";
import { InvoiceResponse } from "../../http/schemas/payments";
import { Reservation, ReservationResponse } from "../../http/schemas/reservations";
import {
  WEBHOOK_SECRET,
  bookingBody,
  expectData,
  startTestHotel,
  type BookingOverrides,
  type TestHotel,
  guestProof,
} from "../../testing/harness";
import { drainOutbox } from "../outbox";
import { sweepLapsedHolds } from "./late-payments";

const AdminReservation = z.object({
  data: z.object({ reservation: Reservation, history: HistoryResponse.shape.data.shape.history }),
});

const card = { payment_provider_id: 1, payment_type: "card" };

/** The steps every suite here takes: book, invoice, pay at the sandbox, read back. */
function journeys(t: () => TestHotel) {
  async function book(overrides: BookingOverrides, headers: Record<string, string> = {}) {
    return expectData(
      await t().call("POST", "/v1/reservation", { body: bookingBody(overrides), headers }),
      201,
      ReservationResponse,
    ).data;
  }
  async function invoice(reservationId: string) {
    const created = expectData(
      await t().call("POST", `/v1/reservation/${reservationId}/invoice`, {
        headers: await guestProof(t(), reservationId),
        body: card,
      }),
      201,
      InvoiceResponse,
    ).data;
    return { ...created, paymentId: created.confirmation_url?.split("/").at(-1) ?? "" };
  }
  async function admin(reservationId: string) {
    return expectData(
      await t().call("GET", `/v1/admin/reservations/${reservationId}`, { key: "admin" }),
      200,
      AdminReservation,
    ).data;
  }
  /** The site's status poll: must answer 200 whatever happened. */
  async function poll(reservationId: string) {
    return expectData(
      await t().call("GET", `/v1/reservation/${reservationId}/invoice`, {
        headers: await guestProof(t(), reservationId),
      }),
      200,
      InvoiceResponse,
    ).data;
  }
  /** The provider's notification of a payment as it is now, signed as the sandbox signs it. */
  async function webhook(paymentId: string, event: string) {
    const body = JSON.stringify({
      event_id: `${paymentId}.${event}`,
      event: `payment.${event}`,
      payment_id: paymentId,
    });
    return t().call("POST", "/v1/payments/sandbox/webhook", {
      raw: body,
      key: "none",
      headers: { "x-sandbox-signature": signSandboxBody(WEBHOOK_SECRET, body) },
    });
  }
  const pay = async (paymentId: string) => (await t().hotel.sandbox.settle(paymentId, "succeeded"))?.status;
  const webhookFailures = () => t().logs.filter((line) => /webhook .* answered 5\d\d/.test(line));
  return { book, invoice, admin, poll, webhook, pay, webhookFailures };
}

describe.each(testTargets())("late payments on $name", (target) => {
  let t: TestHotel;
  beforeAll(async () => {
    t = await startTestHotel(target, { outboxDelivery: "manual" });
  });
  afterAll(async () => {
    await t.dispose();
  });
  afterEach(async () => {
    await drainOutbox(t.hotel.engine);
    t.logs.length = 0;
  });
  const { book, invoice, admin, poll, webhook, pay, webhookFailures } = journeys(() => t);

  it("refunds the first page's late payment when the guest re-booked the same stay in the same session", async () => {
    const session = { "x-session-id": "rebook-same-session" };
    const stay = { check_in_date: "2027-05-03", check_out_date: "2027-05-05" };
    const first = await book(stay, session);
    const firstPayment = await invoice(first.reservation_id);
    t.clock.advanceMinutes(45);
    // «Забронировать заново» on the site: the same session, the same body.
    const again = await book(stay, session);
    expect(again.reservation_id).not.toBe(first.reservation_id);

    // The guest still had the first page open and pays it before its withdrawal reaches the bank.
    expect(await pay(firstPayment.paymentId)).toBe("succeeded");
    expect(webhookFailures(), t.logs.join("\n")).toEqual([]);
    expect((await poll(first.reservation_id)).status).toBe("succeeded");
    // The provider notifies again, and once more out of order: nothing moves twice, never a 5xx.
    const repeated = await webhook(firstPayment.paymentId, "succeeded");
    expect(repeated.status, repeated.text).toBe(200);
    expect(repeated.json).toEqual({ data: { duplicate: true, status: "succeeded" } });
    expect((await webhook(firstPayment.paymentId, "canceled")).status).toBeLessThan(500);

    const mailsBefore = t.mails.length;
    await drainOutbox(t.hotel.engine);
    const late = await admin(first.reservation_id);
    expect(late.reservation.status).toBe("expired");
    expect(late.reservation.amounts.paid).toBe(first.amounts.total);
    expect(late.reservation.amounts.refunded).toBe(first.amounts.total);
    const duplicate = late.history.find((event) => event.type === "paid_duplicate");
    expect(duplicate?.note).toContain(again.reference);
    expect(await t.count("refunds", `reservation_id = '${first.reservation_id}'`)).toBe(1);
    expect((await t.hotel.sandbox.getPayment(firstPayment.paymentId))?.status).toBe("succeeded");
    expect(t.mails.slice(mailsBefore).map((mail) => mail.subject)).toEqual([
      `Возврат оплаты по брони ${first.reference}`,
    ]);
    // The new booking is untouched and still waits for its own payment.
    expect((await admin(again.reservation_id)).reservation.status).toBe("held");
    expect(await t.takenRooms(1, "2027-05-03")).toBe(1);
  });

  it("tells a guest who booked in English, in English, why a late payment comes back", async () => {
    const session = { "x-session-id": "rebook-in-english" };
    const stay = { check_in_date: "2027-05-10", check_out_date: "2027-05-12", language: "en" };
    const first = await book(stay, session);
    const firstPayment = await invoice(first.reservation_id);
    t.clock.advanceMinutes(45);
    const again = await book(stay, session);
    expect(await pay(firstPayment.paymentId)).toBe("succeeded");
    const mailsBefore = t.mails.length;
    await drainOutbox(t.hotel.engine);
    const refund = t.mails
      .slice(mailsBefore)
      .find((mail) => mail.subject === `Refund for booking ${first.reference}`);
    expect(refund?.text).toContain(
      `for booking ${first.reference}: the payment arrived after the booking had lapsed, and you already have booking ${again.reference} for the same dates, so we do not charge you twice.`,
    );
    // Nothing Russian but the guest's own name.
    expect(refund?.text.replaceAll("Анна", "").match(/[\u0400-\u04FF]/)?.input).toBeUndefined();
  });

  it("sees the same late payment through the status poll when its webhook is lost", async () => {
    const session = { "x-session-id": "rebook-lost-webhook" };
    const stay = { check_in_date: "2027-05-10", check_out_date: "2027-05-12" };
    const first = await book(stay, session);
    const firstPayment = await invoice(first.reservation_id);
    t.clock.advanceMinutes(45);
    const again = await book(stay, session);
    t.hotel.sandbox.connectWebhook(async () => new Response("lost", { status: 503 }));
    try {
      expect(await pay(firstPayment.paymentId)).toBe("succeeded");
    } finally {
      t.hotel.sandbox.connectWebhook((request) => Promise.resolve(t.hotel.app.fetch(request)));
    }
    t.logs.length = 0;
    expect((await poll(first.reservation_id)).status).toBe("succeeded");
    expect((await poll(first.reservation_id)).status).toBe("succeeded");
    const late = await admin(first.reservation_id);
    expect(late.reservation.amounts.refunded).toBe(first.amounts.total);
    expect(late.history.map((event) => event.type)).toContain("paid_duplicate");
    expect((await admin(again.reservation_id)).reservation.status).toBe("held");
  });

  it("never charges twice: a re-booking paid first, then the lapsed hold's page paid", async () => {
    const stay = { check_in_date: "2027-05-17", check_out_date: "2027-05-19" };
    const first = await book(stay, { "x-session-id": "tab-one" });
    const firstPayment = await invoice(first.reservation_id);
    t.clock.advanceMinutes(45);
    // Another session, the e-mail typed in capitals and another phone: the same guest.
    const rebooked = await book({
      ...stay,
      main_guest: { ...guest(), email: "ANNA.IVANOVA@EXAMPLE.RU", phone: "+79120000000" },
    });
    const rebookedPayment = await invoice(rebooked.reservation_id);
    expect(await pay(rebookedPayment.paymentId)).toBe("succeeded");
    expect(await pay(firstPayment.paymentId)).toBe("succeeded");
    expect(webhookFailures(), t.logs.join("\n")).toEqual([]);
    await drainOutbox(t.hotel.engine);

    const late = await admin(first.reservation_id);
    expect(late.reservation.status).toBe("expired");
    expect(late.reservation.amounts.refunded).toBe(first.amounts.total);
    expect(late.history.find((event) => event.type === "paid_duplicate")?.note).toContain(rebooked.reference);
    const kept = await admin(rebooked.reservation_id);
    expect(kept.reservation.status).toBe("confirmed");
    expect(kept.reservation.amounts.paid).toBe(rebooked.amounts.total);
    expect(await t.takenRooms(1, "2027-05-17")).toBe(1);
  });

  it("refunds a late payment of a hold not yet released when the same guest's other booking is paid (the phone matches)", async () => {
    const stay = { check_in_date: "2027-05-24", check_out_date: "2027-05-25" };
    const first = await book(stay);
    const firstPayment = await invoice(first.reservation_id);
    // The same guest books again in time, with another e-mail and the same phone.
    const other = await book({
      ...stay,
      main_guest: { ...guest(), email: "anna.work@mail.ru", phone: "+79991234567" },
    });
    expect(await pay((await invoice(other.reservation_id)).paymentId)).toBe("succeeded");
    // The first hold lapses, and no write has released it yet when its page is paid.
    t.clock.advanceMinutes(25);
    expect(await pay(firstPayment.paymentId)).toBe("succeeded");
    expect(webhookFailures(), t.logs.join("\n")).toEqual([]);
    const late = await admin(first.reservation_id);
    expect(late.reservation.status).toBe("expired");
    expect(late.reservation.amounts.refunded).toBe(first.amounts.total);
    expect(late.history.map((event) => event.type)).toContain("paid_duplicate");
    expect((await admin(other.reservation_id)).reservation.status).toBe("confirmed");
    expect(await t.takenRooms(1, "2027-05-24")).toBe(1);
  });

  it("takes the rooms back for a late payment when another guest, not this one, booked the same dates", async () => {
    const stay = { check_in_date: "2027-05-27", check_out_date: "2027-05-28" };
    const first = await book(stay);
    const firstPayment = await invoice(first.reservation_id);
    t.clock.advanceMinutes(45);
    await book({ ...stay, main_guest: { ...guest(), email: "petr@example.ru", phone: "+79990000001" } });
    expect(await pay(firstPayment.paymentId)).toBe("succeeded");
    const late = await admin(first.reservation_id);
    expect(late.reservation.status).toBe("confirmed");
    expect(late.reservation.amounts.refunded).toBe(0);
    expect(late.history.map((event) => event.type)).toContain("hold_retaken");
    expect(await t.takenRooms(1, "2027-05-27")).toBe(2);
  });

  it("refunds a late payment when the rooms were sold meanwhile", async () => {
    // The only Представительский люкс (type 5).
    const stay = { check_in_date: "2027-05-29", check_out_date: "2027-05-30" };
    const suite = [{ adults: 2, children: 0, room_type_id: 5, rate_id: 1 }];
    const first = await book({ ...stay, choices: suite });
    const firstPayment = await invoice(first.reservation_id);
    t.clock.advanceMinutes(45);
    const other = await book({
      ...stay,
      choices: suite,
      main_guest: { ...guest(), email: "petr@example.ru", phone: "+79990000002" },
    });
    expect(await pay(firstPayment.paymentId)).toBe("succeeded");
    expect(webhookFailures(), t.logs.join("\n")).toEqual([]);
    await drainOutbox(t.hotel.engine);
    const late = await admin(first.reservation_id);
    expect(late.reservation.status).toBe("expired");
    expect(late.reservation.amounts.refunded).toBe(first.amounts.total);
    expect(late.history.find((event) => event.type === "paid_too_late")?.note).toContain(
      "номера уже были проданы",
    );
    expect((await admin(other.reservation_id)).reservation.status).toBe("held");
    expect(await t.takenRooms(5, "2027-05-29")).toBe(1);
  });

  it("gives back the rooms of every hold it lets lapse, also when the late payment's own rooms were sold", async () => {
    // Guest A pays the only Представительский люкс for 10 January, then asks for one night more.
    const suite = [{ adults: 2, children: 0, room_type_id: 5, rate_id: 2 }];
    const a = await book({ check_in_date: "2028-01-10", check_out_date: "2028-01-11", choices: suite });
    expect(await pay((await invoice(a.reservation_id)).paymentId)).toBe("succeeded");
    await drainOutbox(t.hotel.engine);
    const { manage_token: manageToken } = expectData(
      await t.call("POST", "/v1/reservation/lookup", {
        body: { reference: a.reference, contact: guest().email },
      }),
      200,
      LookupResponse,
    ).data;
    t.clock.advanceMinutes(1);
    const changed = await t.call("POST", `/v1/reservation/${a.reservation_id}/change`, {
      headers: { "x-manage-token": manageToken },
      body: { check_out_date: "2028-01-12" },
    });
    expect(changed.status, changed.text).toBe(200);
    const changePayment = await invoice(a.reservation_id);
    // The change lapses and a write releases its night, which guest B buys.
    t.clock.advanceMinutes(45);
    await book({ check_in_date: "2028-02-01", check_out_date: "2028-02-02" });
    const b = await book({
      check_in_date: "2028-01-11",
      check_out_date: "2028-01-12",
      choices: suite,
      main_guest: { ...guest(), email: "petr@example.ru", phone: "+79990000002" },
    });
    expect(await pay((await invoice(b.reservation_id)).paymentId)).toBe("succeeded");
    // Guest C holds a room for 20 January and lets it lapse; nothing writes after it.
    const c = await book({
      check_in_date: "2028-01-20",
      check_out_date: "2028-01-21",
      main_guest: { ...guest(), email: "olga@example.ru", phone: "+79990000003" },
    });
    expect(await t.takenRooms(1, "2028-01-20")).toBe(1);
    t.clock.advanceMinutes(45);
    // A's payment for the change lands late: its night is sold (SOLD_OUT inside the payment's
    // transaction, which goes on to refund it). The same transaction let C's hold lapse…
    expect(await pay(changePayment.paymentId)).toBe("succeeded");
    await drainOutbox(t.hotel.engine);
    expect((await admin(c.reservation_id)).reservation.status).toBe("expired");
    // …so C's room is on sale again.
    expect(await t.takenRooms(1, "2028-01-20")).toBe(0);
    expect(await t.takenRooms(5, "2028-01-11")).toBe(1);
  });

  it("withdraws a lapsed hold's open payment at the next write, and its page says «Срок оплаты истёк»", async () => {
    const first = await book({ check_in_date: "2027-06-01", check_out_date: "2027-06-02" });
    const { paymentId, invoice_id: invoiceId } = await invoice(first.reservation_id);
    t.clock.advanceMinutes(45);
    // Before any write: the page refuses already, and a card posted to it settles nothing.
    const page = await t.call("GET", `/v1/sandbox/pay/${paymentId}`, { key: "none" });
    expect(page.status).toBe(410);
    expect(page.text).toContain("Срок оплаты истёк");
    expect(page.text).not.toContain('name="number"');
    const form = new URLSearchParams({
      token: t.hotel.sandbox.formToken(paymentId),
      number: TEST_CARDS.success.number,
      expiry: "12/30",
      cvc: "123",
      holder: "",
    });
    const posted = await t.call("POST", `/v1/sandbox/pay/${paymentId}`, {
      raw: form.toString(),
      key: "none",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
    });
    expect(posted.status).toBe(410);
    expect(posted.text).toContain("Срок оплаты истёк");
    expect((await t.hotel.sandbox.getPayment(paymentId))?.status).toBe("pending");

    // Any write releases the hold and withdraws its payment in the same transaction.
    await book({ check_in_date: "2027-06-10", check_out_date: "2027-06-11" });
    expect(await t.count("invoices", `id = '${invoiceId}' AND status = 'canceled'`)).toBe(1);
    expect(
      await t.count(
        "outbox",
        `kind = 'provider.cancel_payment' AND payload->>'paymentId' = '${paymentId}' AND status = 'pending'`,
      ),
    ).toBe(1);
    await drainOutbox(t.hotel.engine);
    expect((await t.hotel.sandbox.getPayment(paymentId))?.status).toBe("canceled");
    const after = await t.call("GET", `/v1/sandbox/pay/${paymentId}`, { key: "none" });
    expect(after.text).toContain("Срок оплаты истёк");
    expect((await poll(first.reservation_id)).status).toBe("canceled");
    expect((await admin(first.reservation_id)).history.map((event) => event.type)).toContain(
      "payment_withdrawn",
    );
  });

  it("refuses the page of a hold the guest cancelled, before and after the provider withdrew it", async () => {
    const held = await book({ check_in_date: "2027-06-07", check_out_date: "2027-06-08" });
    const { paymentId } = await invoice(held.reservation_id);
    const token = expectData(
      await t.call("POST", "/v1/reservation/lookup", {
        body: { reference: held.reference, contact: "anna.ivanova@example.ru" },
      }),
      200,
      LookupResponse,
    ).data.manage_token;
    const canceled = await t.call("POST", `/v1/reservation/${held.reservation_id}/cancel`, {
      headers: { "x-manage-token": token },
      body: {},
    });
    expect(canceled.status, canceled.text).toBe(200);
    const page = await t.call("GET", `/v1/sandbox/pay/${paymentId}`, { key: "none" });
    expect(page.status).toBe(410);
    expect(page.text).toContain("Срок оплаты истёк");
    await drainOutbox(t.hotel.engine);
    expect((await t.hotel.sandbox.getPayment(paymentId))?.status).toBe("canceled");
    expect((await t.call("GET", `/v1/sandbox/pay/${paymentId}`, { key: "none" })).text).toContain(
      "Срок оплаты истёк",
    );
  });

  it("refunds in full a payment of a hold the guest had cancelled, landing before its withdrawal", async () => {
    const held = await book({ check_in_date: "2027-06-21", check_out_date: "2027-06-22" });
    const { paymentId } = await invoice(held.reservation_id);
    const token = expectData(
      await t.call("POST", "/v1/reservation/lookup", {
        body: { reference: held.reference, contact: "+79991234567" },
      }),
      200,
      LookupResponse,
    ).data.manage_token;
    const canceled = await t.call("POST", `/v1/reservation/${held.reservation_id}/cancel`, {
      headers: { "x-manage-token": token },
      body: {},
    });
    expect(canceled.status, canceled.text).toBe(200);
    // The bank took the money before the withdrawal reached it.
    expect(await pay(paymentId)).toBe("succeeded");
    expect(webhookFailures(), t.logs.join("\n")).toEqual([]);
    await drainOutbox(t.hotel.engine);
    const view = await admin(held.reservation_id);
    expect(view.reservation.status).toBe("canceled");
    expect(view.reservation.amounts.paid).toBe(held.amounts.total);
    expect(view.reservation.amounts.refunded).toBe(held.amounts.total);
    expect(view.history.map((event) => event.type)).toContain("paid_withdrawn_invoice");
    expect(await t.count("refunds", `reservation_id = '${held.reservation_id}'`)).toBe(1);
  });

  it("sweeps lapsed holds' open payments in bounded batches, and leaves a payment under way alone", async () => {
    const lapsing = [];
    for (const day of ["2027-06-14", "2027-06-15", "2027-06-16"]) {
      const booked = await book({ check_in_date: day, check_out_date: "2027-06-20" });
      lapsing.push({ booked, payment: await invoice(booked.reservation_id) });
    }
    const paying = await book({ check_in_date: "2027-06-17", check_out_date: "2027-06-20" });
    const payingPayment = await invoice(paying.reservation_id);
    expect((await t.hotel.sandbox.settle(payingPayment.paymentId, "waiting_for_capture"))?.status).toBe(
      "waiting_for_capture",
    );
    // A hold booked later is still in time when the others lapse (a write now would release them).
    t.clock.advanceMinutes(15);
    const live = await book({ check_in_date: "2027-06-18", check_out_date: "2027-06-20" });
    const liveInvoice = await invoice(live.reservation_id);
    t.clock.advanceMinutes(6);

    expect(await sweepLapsedHolds(t.hotel.engine, { limit: 2 })).toBe(2);
    expect(await sweepLapsedHolds(t.hotel.engine, { limit: 2 })).toBe(1);
    expect(await sweepLapsedHolds(t.hotel.engine, { limit: 2 })).toBe(0);
    for (const { payment } of lapsing) {
      expect(await t.count("invoices", `id = '${payment.invoice_id}' AND status = 'canceled'`)).toBe(1);
    }
    expect(await t.count("invoices", `id = '${payingPayment.invoice_id}' AND status = 'waiting'`)).toBe(1);
    expect(await t.count("invoices", `id = '${liveInvoice.invoice_id}' AND status = 'pending'`)).toBe(1);
    await drainOutbox(t.hotel.engine);
    for (const { payment } of lapsing) {
      expect((await t.hotel.sandbox.getPayment(payment.paymentId))?.status).toBe("canceled");
    }
    expect((await t.hotel.sandbox.getPayment(payingPayment.paymentId))?.status).toBe("waiting_for_capture");
    // The sweep only withdraws the payments; the holds themselves go back with the next write.
    expect((await admin(lapsing[0]?.booked.reservation_id ?? "")).reservation.status).toBe("expired");
    expect((await admin(paying.reservation_id)).reservation.status).toBe("held");
    expect((await t.hotel.sandbox.settle(payingPayment.paymentId, "succeeded"))?.status).toBe("succeeded");
    expect((await admin(paying.reservation_id)).reservation.status).toBe("confirmed");
  });
});

describe.each(testTargets())("the worker's sweep of lapsed holds on $name", (target) => {
  let t: TestHotel;
  beforeAll(async () => {
    t = await startTestHotel(target, { outboxDelivery: "worker", outboxPollMs: 20 });
  });
  afterAll(async () => {
    await t.dispose();
  });
  const { book, invoice } = journeys(() => t);

  it("withdraws a lapsed hold's payment by itself, with no request coming, and stops on close", async () => {
    const booked = await book({ check_in_date: "2027-07-01", check_out_date: "2027-07-02" });
    const { paymentId } = await invoice(booked.reservation_id);
    t.clock.advanceMinutes(45);
    const deadline = Date.now() + 10_000;
    while ((await t.hotel.sandbox.getPayment(paymentId))?.status !== "canceled" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await t.hotel.sandbox.getPayment(paymentId))?.status).toBe("canceled");
    expect(
      await t.count("invoices", `reservation_id = '${booked.reservation_id}' AND status = 'canceled'`),
    ).toBe(1);
    await t.hotel.worker?.stop();
    const stopped = await book({ check_in_date: "2027-07-05", check_out_date: "2027-07-06" });
    const stoppedPayment = await invoice(stopped.reservation_id);
    t.clock.advanceMinutes(45);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await t.hotel.sandbox.getPayment(stoppedPayment.paymentId))?.status).toBe("pending");
  });
});

function guest() {
  return bookingBody().main_guest as Record<string, unknown>;
}

// YooKassa cannot cancel a payment the guest has not finished: a withdrawn lapsed hold's page stays
// payable there, and its capture is a late payment like any other.
describe.each(testTargets())("a late payment through YooKassa on $name", (target) => {
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
  const { book, admin, poll } = journeys(() => t);
  async function yooInvoice(reservationId: string) {
    const created = expectData(
      await t.call("POST", `/v1/reservation/${reservationId}/invoice`, {
        headers: await guestProof(t, reservationId),
        body: card,
      }),
      201,
      InvoiceResponse,
    ).data;
    return new URL(created.confirmation_url ?? "http://x/").searchParams.get("orderId") ?? "";
  }

  it("refunds the lapsed hold's payment the guest finished after paying the re-booking", async () => {
    const stay = { check_in_date: "2027-07-12", check_out_date: "2027-07-14" };
    const first = await book(stay, { "x-session-id": "yoo-tab-one" });
    const firstPayment = await yooInvoice(first.reservation_id);
    t.clock.advanceMinutes(45);
    const rebooked = await book(stay, { "x-session-id": "yoo-tab-two" });
    // The withdrawal reached YooKassa, which leaves a pending payment as it is.
    expect(fake.received("GET", `/payments/${firstPayment}`).length).toBeGreaterThan(0);
    expect(fake.payments.get(firstPayment)?.status).toBe("pending");
    await fake.pay(await yooInvoice(rebooked.reservation_id), "succeeded");
    await fake.pay(firstPayment, "succeeded");
    expect((await poll(first.reservation_id)).status).toBe("succeeded");
    await fake.settled();
    // Every notification, the refund's too, was answered 200.
    expect(fake.notifications.map((notification) => notification.status)).not.toContain(500);
    expect(fake.notifications.every((notification) => notification.status === 200)).toBe(true);

    const late = await admin(first.reservation_id);
    expect(late.reservation.status).toBe("expired");
    expect(late.reservation.amounts.refunded).toBe(first.amounts.total);
    expect(late.history.find((event) => event.type === "paid_duplicate")?.note).toContain(rebooked.reference);
    const refunds = fake.received("POST", "/refunds").map((request) => request.body as CreateRefundBody);
    expect(refunds.map((refund) => [refund.payment_id, refund.amount.value])).toEqual([
      [firstPayment, `${first.amounts.total}.00`],
    ]);
    expect((await admin(rebooked.reservation_id)).reservation.status).toBe("confirmed");
    expect(await t.takenRooms(1, "2027-07-12")).toBe(1);
  });

  it("lets go of money the bank holds for a lapsed hold's payment when the guest has re-booked", async () => {
    const stay = { check_in_date: "2027-07-19", check_out_date: "2027-07-20" };
    const first = await book(stay);
    const firstPayment = await yooInvoice(first.reservation_id);
    t.clock.advanceMinutes(45);
    const rebooked = await book(stay);
    await fake.pay(firstPayment, "waiting_for_capture");
    await fake.settled();
    expect(fake.payments.get(firstPayment)?.status).toBe("canceled");
    expect(fake.notifications.every((notification) => notification.status === 200)).toBe(true);
    const late = await admin(first.reservation_id);
    expect(late.reservation.status).toBe("expired");
    expect(late.reservation.amounts.paid).toBe(0);
    expect(late.history.find((event) => event.type === "payment_duplicate")?.note).toContain(
      rebooked.reference,
    );
    expect((await admin(rebooked.reservation_id)).reservation.status).toBe("held");
  });
});
