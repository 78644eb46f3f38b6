import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testTargets } from "../../platform/testing/databases";
import { formatRubles } from "../../rules";
import { signSandboxBody } from "../providers/payments/sandbox";
import type { SandboxOutcome } from "../providers/payments/sandbox-cards";
import {
  WEBHOOK_SECRET,
  bookingBody,
  expectData,
  expectError,
  startTestHotel,
  type TestHotel,
  guestProof,
} from "../testing/harness";
import { InvoiceResponse, PaymentVariantsResponse } from "./schemas/payments";
import { ReservationResponse } from "./schemas/reservations";

describe.each(testTargets())("payments on $name", (target) => {
  let t: TestHotel;
  beforeAll(async () => {
    t = await startTestHotel(target);
  });
  afterAll(async () => {
    await t.dispose();
  });

  const card = { payment_provider_id: 1, payment_type: "card" };

  async function reservation(checkIn: string, checkOut: string, roomTypeId = 1, rateId = 2) {
    const result = await t.call("POST", "/v1/reservation", {
      body: bookingBody({
        check_in_date: checkIn,
        check_out_date: checkOut,
        choices: [{ adults: 2, children: 0, room_type_id: roomTypeId, rate_id: rateId }],
      }),
    });
    return expectData(result, 201, ReservationResponse).data;
  }

  async function invoice(reservationId: string, status = 201) {
    const result = await t.call("POST", `/v1/reservation/${reservationId}/invoice`, {
      headers: await guestProof(t, reservationId),
      body: card,
    });
    return expectData(result, status, InvoiceResponse).data;
  }

  /** The bank's answer (what a test card on the sandbox's pay page decides); undefined when refused. */
  async function settle(paymentId: string, outcome: SandboxOutcome) {
    return (await t.hotel.sandbox.settle(paymentId, outcome))?.status;
  }

  const paymentIdOf = (url: string | null) => url?.split("/").at(-1) ?? "";

  const status = async (reservationId: string) =>
    expectData(
      await t.call("GET", `/v1/reservation/${reservationId}/invoice`, {
        headers: await guestProof(t, reservationId),
      }),
      200,
      InvoiceResponse,
    ).data.status;

  it("lists the card variant alone, with the cards' icons (the sandbox takes no SBP)", async () => {
    const { data } = expectData(await t.call("GET", "/v1/payment/variants"), 200, PaymentVariantsResponse);
    expect(data.payment_variants).toHaveLength(1);
    expect(data.payment_variants[0]).toMatchObject({
      payment_provider_id: 1,
      payment_type: "card",
      price: 0,
    });
    expect(data.payment_variants[0]).toMatchObject({
      name: "Банковская карта",
      short_description: "Visa, Mastercard, «Мир»",
    });
    expect(data.payment_variants[0]?.icon_ids).toEqual([101, 102, 106, 105]);
    // The built-in sandbox takes the payments here: test mode.
    expect(data.test_mode).toBe(true);
  });

  // The receipt names the transfer from the catalogue. Read on the connection while the invoice's
  // transaction held the embedded database, a catalogue past its 30 s left every request of the
  // engine waiting for good (a browser test's paid journey with a transfer hung so).
  it("invoices a booking with a transfer when the catalogue has to be read again", async () => {
    const result = await t.call("POST", "/v1/reservation", {
      body: bookingBody({
        check_in_date: "2027-01-18",
        check_out_date: "2027-01-20",
        transfer: { type: "to", arrival_flight_number: "SU1234", arrival_date: "18.01.2027" },
      }),
    });
    const booked = expectData(result, 201, ReservationResponse).data;
    t.clock.advanceMinutes(1);
    const created = await invoice(booked.reservation_id);
    expect(created).toMatchObject({ status: "pending", amount: booked.amounts.total });
    const withTransfer = `reservation_id = '${booked.reservation_id}' and receipt::text like '%Трансфер из аэропорта в отель%'`;
    expect(await t.count("invoices", withTransfer)).toBe(1);
  });

  it("invoices the total once, sends the guest to the pay page, and confirms on the signed webhook", async () => {
    const booked = await reservation("2027-01-11", "2027-01-13");
    const first = await invoice(booked.reservation_id);
    expect(first).toMatchObject({ status: "pending", amount: booked.amounts.total, payment_provider_id: 1 });
    expect(first.confirmation_url).toMatch(/^http:\/\/site\.test\/v1\/sandbox\/pay\/sbx_[0-9a-f]{24}$/);
    // The same call again: the same open invoice (200), not a second payment.
    const again = await invoice(booked.reservation_id, 200);
    expect(again.invoice_id).toBe(first.invoice_id);
    expect(again.confirmation_url).toBe(first.confirmation_url);
    expect(await t.count("invoices", `reservation_id = '${booked.reservation_id}'`)).toBe(1);
    // Paying extends the hold: 20 minutes from the invoice at least.
    expect(await status(booked.reservation_id)).toBe("pending");

    const mailsBefore = t.mails.length;
    expect(await settle(paymentIdOf(first.confirmation_url), "succeeded")).toBe("succeeded");
    expect(await status(booked.reservation_id)).toBe("succeeded");
    const confirmed = await t.call("GET", `/v1/admin/reservations/${booked.reservation_id}`, {
      key: "admin",
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain('"status":"confirmed"');
    expect(confirmed.text).toContain(`"paid":${booked.amounts.total}`);
    // The confirmation and the payment's receipt to the guest, and the hotel's notice.
    expect(t.mails.slice(mailsBefore).map((mail) => [mail.to, mail.subject])).toEqual([
      ["Anna.Ivanova@example.ru", `Бронирование ${booked.reference} подтверждено`],
      ["Anna.Ivanova@example.ru", `Оплата по брони ${booked.reference} получена`],
      ["info@example.ru", `Новая оплаченная бронь ${booked.reference}`],
    ]);
    const confirmation = t.mails[mailsBefore];
    expect(confirmation?.text).toContain(`Сумма: ${formatRubles(booked.amounts.total)}`);
    expect(confirmation?.html).toContain(booked.reference);
    expect(confirmation?.attachments?.[0]?.content).toContain("BEGIN:VEVENT");

    // Paid: a further invoice call returns the paid invoice.
    expect((await invoice(booked.reservation_id, 200)).status).toBe("succeeded");
    // A confirmed booking never expires.
    t.clock.advanceMinutes(120);
    expect(await t.takenRooms(1, "2027-01-11")).toBe(1);
  });

  it("changes nothing when the same webhook arrives twice, and refuses a bad signature", async () => {
    const booked = await reservation("2027-01-18", "2027-01-19");
    const paymentId = paymentIdOf((await invoice(booked.reservation_id)).confirmation_url);
    expect(await settle(paymentId, "succeeded")).toBe("succeeded");
    const body = JSON.stringify({
      event_id: `${paymentId}.succeeded`,
      event: "payment.succeeded",
      payment_id: paymentId,
    });
    const deliver = (signature: string) =>
      t.call("POST", "/v1/payments/sandbox/webhook", {
        raw: body,
        key: "none",
        headers: { "x-sandbox-signature": signature },
      });

    const repeated = await deliver(signSandboxBody(WEBHOOK_SECRET, body));
    expect(repeated.status).toBe(200);
    expect(repeated.json).toEqual({ data: { duplicate: true, status: "succeeded" } });
    expect(
      await t.count(
        "reservations",
        `id = '${booked.reservation_id}' AND paid_amount = ${booked.amounts.total}`,
      ),
    ).toBe(1);
    expect(await t.count("payment_events", `provider_payment_id = '${paymentId}'`)).toBe(1);

    expectError(await deliver(signSandboxBody("another secret", body)), 401, "INVALID_SIGNATURE");
    expectError(await deliver(""), 401, "INVALID_SIGNATURE");
  });

  it("secures the rooms while the provider holds the money ('waiting'), and gives a new hold if it then fails", async () => {
    const booked = await reservation("2027-01-25", "2027-01-26", 6, 1);
    const paymentId = paymentIdOf((await invoice(booked.reservation_id)).confirmation_url);
    expect(await settle(paymentId, "waiting_for_capture")).toBe("waiting_for_capture");
    expect(await status(booked.reservation_id)).toBe("waiting");

    t.clock.advanceMinutes(90);
    // Long past the hold: still secured, another guest cannot take the Villa.
    const other = await t.call("POST", "/v1/reservation", {
      body: bookingBody({
        check_in_date: "2027-01-25",
        check_out_date: "2027-01-26",
        choices: [{ adults: 2, children: 0, room_type_id: 6, rate_id: 1 }],
      }),
    });
    expectError(other, 409, "SOLD_OUT");

    expect(await settle(paymentId, "canceled")).toBe("canceled");
    expect(await status(booked.reservation_id)).toBe("canceled");
    const view = await t.call("GET", `/v1/admin/reservations/${booked.reservation_id}`, { key: "admin" });
    expect(view.text).toContain('"status":"held"');
    // A fresh hold of 20 minutes from the failure: the guest can pay again.
    expect(view.text).toContain('"hold_expires_at":"2026-11-22T10:50:00.000Z"');
    const retry = await invoice(booked.reservation_id);
    expect(retry.status).toBe("pending");
  });

  // What a payment that still lands after the lapse does is tested in
  // hotel/domain/reservations/late-payments.integration-test.ts.
  it("withdraws the payment of a hold that ran out, so its page takes no money any more", async () => {
    const late = await reservation("2027-02-22", "2027-02-23", 5, 1);
    const latePayment = paymentIdOf((await invoice(late.reservation_id)).confirmation_url);
    t.clock.advanceMinutes(45);
    // The next write releases the hold and withdraws its payment at the provider.
    await reservation("2027-03-01", "2027-03-02", 5, 1);
    expect(await status(late.reservation_id)).toBe("canceled");
    expect((await t.hotel.sandbox.getPayment(latePayment))?.status).toBe("canceled");
    expect(await settle(latePayment, "succeeded")).toBeUndefined();
    const lateView = await t.call("GET", `/v1/admin/reservations/${late.reservation_id}`, { key: "admin" });
    expect(lateView.text).toContain('"status":"expired"');
    expect(lateView.text).toContain("Срок оплаты истёк");
    expect(await t.takenRooms(5, "2027-02-22")).toBe(0);
  });

  it("sees a payment through the status poll even when no webhook came", async () => {
    const booked = await reservation("2027-03-08", "2027-03-09");
    const paymentId = paymentIdOf((await invoice(booked.reservation_id)).confirmation_url);
    // The bank's answer is recorded but its webhook is lost.
    t.hotel.sandbox.connectWebhook(async () => new Response("lost", { status: 503 }));
    try {
      expect(await settle(paymentId, "succeeded")).toBe("succeeded");
    } finally {
      t.hotel.sandbox.connectWebhook((request) => Promise.resolve(t.hotel.app.fetch(request)));
    }
    expect(await status(booked.reservation_id)).toBe("succeeded");
    const view = await t.call("GET", `/v1/admin/reservations/${booked.reservation_id}`, { key: "admin" });
    expect(view.text).toContain('"status":"confirmed"');
  });

  it("withdraws the pending invoice of a hold the guest replaced by another choice", async () => {
    const body = bookingBody({ check_in_date: "2027-03-22", check_out_date: "2027-03-23" });
    const first = await t.call("POST", "/v1/reservation", {
      body,
      headers: { "x-session-id": "paying-guest" },
    });
    const firstId = expectData(first, 201, ReservationResponse).data.reservation_id;
    const paymentId = paymentIdOf((await invoice(firstId)).confirmation_url);
    const second = await t.call("POST", "/v1/reservation", {
      body: { ...body, choices: [{ adults: 2, children: 0, room_type_id: 2, rate_id: 2 }] },
      headers: { "x-session-id": "paying-guest" },
    });
    expectData(second, 201, ReservationResponse);
    expect(await status(firstId)).toBe("canceled");
    expect((await t.hotel.sandbox.getPayment(paymentId))?.status).toBe("canceled");
    // The old page cannot take the money any more.
    expect(await settle(paymentId, "succeeded")).toBeUndefined();
  });

  it("refuses invoices in the wrong shape or for the wrong provider", async () => {
    const booked = await reservation("2027-03-15", "2027-03-16");
    for (const body of [
      {},
      { payment_provider_id: 2, payment_type: "card" },
      { payment_provider_id: 1, payment_type: "cash" },
    ]) {
      expectError(
        await t.call("POST", `/v1/reservation/${booked.reservation_id}/invoice`, {
          headers: await guestProof(t, booked.reservation_id),
          body,
        }),
        400,
        "VALIDATION_ERROR",
      );
    }
    expect(await t.count("invoices", `reservation_id = '${booked.reservation_id}'`)).toBe(0);
    expect(await settle("sbx_unknown", "succeeded")).toBeUndefined();
  });
});
