/**
 * What the return address's token opens (docs/booking-engine.md «Who may see and make an
 * invoice»): the booking's summary for the success page — what was booked and what it costs,
 * nothing of the guest's own —, and paying again after a declined card, never withdrawing a
 * payment under way. A missing, forged or another booking's token is the unknown booking's 404.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testTargets } from "../../platform/testing/databases";
import { TEST_CARDS } from "../providers/payments/sandbox-cards";
import { bookingBody, expectData, expectError, startTestHotel, type TestHotel } from "../testing/harness";
import { InvoiceResponse } from "./schemas/payments";
import { ReservationResponse, ReservationSummaryResponse } from "./schemas/reservations";

const card = { payment_provider_id: 1, payment_type: "card" };

describe.each(testTargets())("the return address's token on $name", (target) => {
  let t: TestHotel;
  beforeAll(async () => {
    t = await startTestHotel(target);
  });
  afterAll(async () => {
    await t.dispose();
  });

  /** A two-room booking with a spa extra and a transfer, made in its own session as the site makes it. */
  async function book(checkIn: string, checkOut: string) {
    const session = randomUUID();
    const booked = expectData(
      await t.call("POST", "/v1/reservation", {
        headers: { "x-session-id": session },
        body: bookingBody({
          check_in_date: checkIn,
          check_out_date: checkOut,
          choices: [
            { adults: 2, children: 0, room_type_id: 1, rate_id: 2 },
            { adults: 1, children: 1, room_type_id: 1, rate_id: 2 },
          ],
          transfer: { type: "to", arrival_flight_number: "SU1234", arrival_date: checkIn },
          comment: "Поздний заезд",
        }),
      }),
      201,
      ReservationResponse,
    ).data;
    return { booked, session };
  }

  const pay = (id: string, headers: Record<string, string>) =>
    t.call("POST", `/v1/reservation/${id}/invoice`, { body: card, headers });
  const summary = (id: string, headers: Record<string, string> = {}) =>
    t.call("GET", `/v1/reservation/${id}/summary`, { headers });

  /** The `token` of the address the sandbox sends the guest back to, and its payment id. */
  async function returnOf(confirmationUrl: string | null) {
    const paymentId = confirmationUrl?.split("/").at(-1) ?? "";
    const payment = await t.hotel.sandbox.paymentForPage(paymentId);
    const back = new URL(payment?.returnUrl ?? "http://site.test/");
    return { paymentId, token: back.searchParams.get("token") ?? "" };
  }

  /** Pays on the sandbox's page with a test card, as the guest's browser posts its form. */
  async function payOnPage(paymentId: string, number: string) {
    const html = (await t.call("GET", `/v1/sandbox/pay/${paymentId}`, { key: "none" })).text;
    const token = /name="token" value="([0-9a-f]+)"/.exec(html)?.[1] ?? "";
    const form = new URLSearchParams({ token, number, expiry: "12/30", cvc: "123", holder: "ANNA" });
    const result = await t.call("POST", `/v1/sandbox/pay/${paymentId}`, {
      raw: form.toString(),
      key: "none",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "http://site.test",
        "sec-fetch-site": "same-origin",
      },
    });
    expect(result.status, result.text).toBeLessThan(400);
  }

  it("shows what was booked and what it costs to the return token, without the guest's personal data", async () => {
    const { booked, session } = await book("2027-05-03", "2027-05-05");
    const invoice = expectData(
      await pay(booked.reservation_id, { "x-session-id": session }),
      201,
      InvoiceResponse,
    );
    const { token } = await returnOf(invoice.data.confirmation_url);

    const shown = expectData(
      await summary(booked.reservation_id, { "x-return-token": token }),
      200,
      ReservationSummaryResponse,
    ).data;
    expect(shown).toMatchObject({
      reservation_id: booked.reservation_id,
      reference: booked.reference,
      status: "held",
      check_in_date: "2027-05-03",
      check_out_date: "2027-05-05",
      nights: 2,
      amounts: { total: booked.amounts.total, transfer: booked.amounts.transfer },
      payment_status: "pending",
      transfer: { type: "to", price: booked.transfer?.price },
    });
    expect(shown.transfer?.price).toBeGreaterThan(0);
    expect(shown.rooms.map(({ adults, children, amount }) => ({ adults, children, amount }))).toEqual(
      booked.rooms.map(({ adults, children, amount }) => ({ adults, children, amount })),
    );
    // Nothing of the guest's own: the address that opens this stays in the browser's history.
    const text = JSON.stringify(shown);
    for (const personal of ["Иванова", "Анна", "example.ru", "79991234567", "SU1234", "Поздний заезд"])
      expect(text).not.toContain(personal);
    expect(Object.keys(shown)).not.toContain("main_guest");

    // The booking's session and a manage token read it too (the same proofs as the invoice's).
    expectData(
      await summary(booked.reservation_id, { "x-session-id": session }),
      200,
      ReservationSummaryResponse,
    );
  });

  it("answers a missing, forged or another booking's token as an unknown booking, and a bad id as invalid", async () => {
    const { booked, session } = await book("2027-05-17", "2027-05-19");
    const { booked: other, session: otherSession } = await book("2027-05-20", "2027-05-22");
    const invoice = expectData(
      await pay(other.reservation_id, { "x-session-id": otherSession }),
      201,
      InvoiceResponse,
    );
    const { token: othersToken } = await returnOf(invoice.data.confirmation_url);

    expectError(await summary(booked.reservation_id), 404, "RESERVATION_NOT_FOUND");
    expectError(
      await summary(booked.reservation_id, { "x-return-token": othersToken }),
      404,
      "RESERVATION_NOT_FOUND",
    );
    const forged = `${othersToken.slice(0, -1)}${othersToken.endsWith("A") ? "B" : "A"}`;
    expectError(
      await summary(other.reservation_id, { "x-return-token": forged }),
      404,
      "RESERVATION_NOT_FOUND",
    );
    expectError(
      await summary(booked.reservation_id, { "x-session-id": otherSession }),
      404,
      "RESERVATION_NOT_FOUND",
    );
    expectError(
      await summary(booked.reservation_id, { "x-return-token": "x".repeat(300) }),
      400,
      "VALIDATION_ERROR",
    );
    expectError(await summary("not-a-uuid", { "x-session-id": session }), 400, "VALIDATION_ERROR");
    // A forged token pays nothing either.
    expectError(await pay(other.reservation_id, { "x-return-token": forged }), 404, "RESERVATION_NOT_FOUND");
    expect(await t.count("invoices", `reservation_id = '${booked.reservation_id}'`)).toBe(0);
  });

  it("pays again with the return token after a declined card, never withdrawing a payment under way", async () => {
    const { booked, session } = await book("2027-05-12", "2027-05-14");
    const first = expectData(
      await pay(booked.reservation_id, { "x-session-id": session }),
      201,
      InvoiceResponse,
    );
    const { paymentId, token } = await returnOf(first.data.confirmation_url);

    // While the first payment is open, the token gets that same payment page, withdrawing nothing.
    const same = expectData(
      await pay(booked.reservation_id, { "x-return-token": token }),
      200,
      InvoiceResponse,
    );
    expect(same.data.invoice_id).toBe(first.data.invoice_id);
    expect(same.data.status).toBe("pending");

    await payOnPage(paymentId, TEST_CARDS.declined.number);
    const declined = expectData(
      await t.call("GET", `/v1/reservation/${booked.reservation_id}/invoice`, {
        headers: { "x-return-token": token },
      }),
      200,
      InvoiceResponse,
    );
    expect(declined.data.status).toBe("canceled");

    // Another browser with only the return address pays the same booking again, a minute later
    // (the test's clock stands still: two invoices of one instant have no order).
    t.clock.advanceMinutes(1);
    const again = expectData(
      await pay(booked.reservation_id, { "x-return-token": token }),
      201,
      InvoiceResponse,
    );
    expect(again.data.invoice_id).not.toBe(first.data.invoice_id);
    expect(again.data.amount).toBe(booked.amounts.total);
    const next = await returnOf(again.data.confirmation_url);
    expect(next.token).toBe(token);
    await payOnPage(next.paymentId, TEST_CARDS.success.number);
    const paid = expectData(
      await summary(booked.reservation_id, { "x-return-token": token }),
      200,
      ReservationSummaryResponse,
    ).data;
    expect(paid).toMatchObject({ status: "confirmed", payment_status: "succeeded" });
  });
});
