/**
 * Who may see and make a booking's invoice (docs/booking-engine.md «Who may see and make an
 * invoice»): the booking's session, a manage token of its look-up, or the return token of the
 * payment's return address (which reads, and pays only without withdrawing an open payment:
 * reservation-summary.integration-test.ts). Anyone else, though they know the booking's id, gets the
 * unknown booking's 404 and changes nothing.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testTargets } from "../../platform/testing/databases";
import {
  bookingBody,
  expectData,
  expectError,
  guestProof,
  startTestHotel,
  type TestHotel,
} from "../testing/harness";
import { InvoiceResponse } from "./schemas/payments";
import { ReservationResponse } from "./schemas/reservations";

const card = { payment_provider_id: 1, payment_type: "card" };

describe.each(testTargets())("invoice access on $name", (target) => {
  let t: TestHotel;
  beforeAll(async () => {
    t = await startTestHotel(target);
  });
  afterAll(async () => {
    await t.dispose();
  });

  /** A booking made in its own session, as the site makes it. */
  async function book(checkIn: string, checkOut: string) {
    const session = randomUUID();
    const result = await t.call("POST", "/v1/reservation", {
      headers: { "x-session-id": session },
      body: bookingBody({ check_in_date: checkIn, check_out_date: checkOut }),
    });
    const booked = expectData(result, 201, ReservationResponse).data;
    return { id: booked.reservation_id, holdExpiresAt: booked.hold_expires_at, session };
  }

  const pay = (id: string, headers: Record<string, string> = {}) =>
    t.call("POST", `/v1/reservation/${id}/invoice`, { body: card, headers });
  const read = (id: string, headers: Record<string, string> = {}) =>
    t.call("GET", `/v1/reservation/${id}/invoice`, { headers });

  /** The `token` of the address the payment provider sends the guest back to. */
  async function returnTokenOf(confirmationUrl: string | null): Promise<string> {
    const payment = await t.hotel.sandbox.paymentForPage(confirmationUrl?.split("/").at(-1) ?? "");
    const back = new URL(payment?.returnUrl ?? "http://site.test/");
    expect(back.pathname).toBe("/booking/success");
    return back.searchParams.get("token") ?? "";
  }

  it("answers an invoice call without proof as an unknown booking, and changes nothing", async () => {
    const booking = await book("2027-02-10", "2027-02-12");
    expectError(await pay(booking.id), 404, "RESERVATION_NOT_FOUND");
    expectError(await read(booking.id), 404, "RESERVATION_NOT_FOUND");
    expectError(await pay(booking.id, { "x-session-id": randomUUID() }), 404, "RESERVATION_NOT_FOUND");
    const other = await book("2027-02-14", "2027-02-16");
    expectError(await pay(booking.id, await guestProof(t, other.id)), 404, "RESERVATION_NOT_FOUND");
    expectError(await read(booking.id, { "x-session-id": other.session }), 404, "RESERVATION_NOT_FOUND");
    expect(await t.count("invoices", `reservation_id = '${booking.id}'`)).toBe(0);
    // Nobody without proof extended the hold.
    const after = await t.call("GET", `/v1/reservation/${booking.id}`, {
      headers: await guestProof(t, booking.id),
    });
    expect(expectData(after, 200, ReservationResponse).data.hold_expires_at).toBe(booking.holdExpiresAt);
  });

  it("bills and shows the invoice to the booking's session and to its manage token", async () => {
    const booking = await book("2027-02-18", "2027-02-20");
    const created = expectData(
      await pay(booking.id, { "x-session-id": booking.session }),
      201,
      InvoiceResponse,
    );
    const again = expectData(await pay(booking.id, await guestProof(t, booking.id)), 200, InvoiceResponse);
    expect(again.data.invoice_id).toBe(created.data.invoice_id);
    for (const headers of [{ "x-session-id": booking.session }, await guestProof(t, booking.id)])
      expect(expectData(await read(booking.id, headers), 200, InvoiceResponse).data.invoice_id).toBe(
        created.data.invoice_id,
      );
    // The same calls without the proof: the booking is unknown.
    expectError(await read(booking.id), 404, "RESERVATION_NOT_FOUND");
  });

  it("lets the return address's token read the status, withdraw nothing, and refuses a forged one", async () => {
    const booking = await book("2027-02-22", "2027-02-24");
    const created = expectData(
      await pay(booking.id, { "x-session-id": booking.session }),
      201,
      InvoiceResponse,
    );
    const token = await returnTokenOf(created.data.confirmation_url);
    expect(token).toMatch(/^[\w-]{43}$/);
    const shown = expectData(await read(booking.id, { "x-return-token": token }), 200, InvoiceResponse);
    expect(shown.data.invoice_id).toBe(created.data.invoice_id);
    // The open invoice is what the token gets back: it makes no other and withdraws nothing.
    const same = expectData(await pay(booking.id, { "x-return-token": token }), 200, InvoiceResponse);
    expect(same.data.invoice_id).toBe(created.data.invoice_id);
    expect(await t.count("invoices", `reservation_id = '${booking.id}'`)).toBe(1);

    const other = await book("2027-02-26", "2027-02-28");
    expectError(await read(other.id, { "x-return-token": token }), 404, "RESERVATION_NOT_FOUND");
    const forged = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expectError(await read(booking.id, { "x-return-token": forged }), 404, "RESERVATION_NOT_FOUND");
  });

  it("replays a keyed invoice call only to the session that made it", async () => {
    const booking = await book("2027-03-02", "2027-03-04");
    const key = { "idempotency-key": `invoice-${booking.id}` };
    expectData(await pay(booking.id, { ...key, "x-session-id": booking.session }), 201, InvoiceResponse);
    const replay = await pay(booking.id, { ...key, "x-session-id": booking.session });
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expectError(await pay(booking.id, key), 404, "RESERVATION_NOT_FOUND");
  });
});
