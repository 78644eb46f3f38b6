/**
 * A hold lapses at one instant for every reader: the booking's own status (read in memory), the
 * free-room counts of the search and the calendar (SQL reads) and the next write that releases it
 * (SQL update) all follow the one definition of hotel/domain/reservations/holds.ts (`lapsedHolds`).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { testTargets } from "../../../platform/testing/databases";
import {
  bookingBody,
  expectData,
  guestProof,
  NOW,
  startTestHotel,
  type TestHotel,
} from "../../testing/harness";
import { InvoiceResponse } from "../../http/schemas/payments";
import { ReservationResponse } from "../../http/schemas/reservations";
import { CalendarResponse, SearchResponse } from "../../http/schemas/rooms";

const AdminReservation = z.object({ data: z.object({ reservation: ReservationResponse.shape.data }) });

describe.each(testTargets())("a hold lapsing on $name", (target) => {
  let t: TestHotel;
  beforeAll(async () => {
    t = await startTestHotel(target);
  });
  afterAll(async () => {
    await t.dispose();
  });

  // The Villa (type 6) has one room: its hold decides whether the night can be sold.
  const stay = { check_in_date: "2026-12-25", check_out_date: "2026-12-26" };
  const villa = [{ adults: 2, children: 0, room_type_id: 6, rate_id: 2 }];

  async function readers(reservationId: string) {
    const booking = expectData(
      await t.call("GET", `/v1/admin/reservations/${reservationId}`, { key: "admin" }),
      200,
      AdminReservation,
    );
    const search = expectData(
      await t.call("POST", "/v1/rooms", { body: { ...stay, layout: [{ adults: 2, children: 0 }] } }),
      200,
      SearchResponse,
    );
    const calendar = expectData(
      await t.call("GET", `/v1/rooms/calendar?starts_at=${stay.check_in_date}&days=1&room_type_id=6`),
      200,
      CalendarResponse,
    );
    return {
      status: booking.data.reservation.status,
      free: search.data.choices[0]?.room_types.find((type) => type.id === 6)?.available_rooms ?? 0,
      sellable: calendar.data.calendar.length,
    };
  }

  it("is held until the last millisecond before its time, and lapses exactly at it", async () => {
    const held = expectData(
      await t.call("POST", "/v1/reservation", { body: bookingBody({ ...stay, choices: villa }) }),
      201,
      ReservationResponse,
    );
    const expiresAt = new Date(held.data.hold_expires_at ?? "");
    expect(expiresAt.getTime()).toBeGreaterThan(new Date(NOW).getTime());

    t.clock.set(new Date(expiresAt.getTime() - 1));
    expect(await readers(held.data.reservation_id)).toEqual({ status: "held", free: 0, sellable: 0 });
    expect(await t.count("reservations", `id = '${held.data.reservation_id}' AND status = 'held'`)).toBe(1);

    t.clock.set(expiresAt);
    expect(await readers(held.data.reservation_id)).toEqual({ status: "expired", free: 1, sellable: 1 });
    // The next write releases it for good, at the same instant.
    expectData(
      await t.call("POST", "/v1/reservation", { body: bookingBody({ ...stay, choices: villa }) }),
      201,
      ReservationResponse,
    );
    expect(await t.count("reservations", `id = '${held.data.reservation_id}' AND status = 'expired'`)).toBe(
      1,
    );
    expect(await t.takenRooms(6, stay.check_in_date)).toBe(1);
  });
  it("withdraws a lapsed hold's open payment at the next booking and delivers the withdrawal at once", async () => {
    // The delivery follows a booking only when its transaction wrote to the outbox (wroteOutbox).
    const lapsing = expectData(
      await t.call("POST", "/v1/reservation", {
        body: bookingBody({ check_in_date: "2027-01-12", check_out_date: "2027-01-13" }),
      }),
      201,
      ReservationResponse,
    ).data;
    const invoice = expectData(
      await t.call("POST", `/v1/reservation/${lapsing.reservation_id}/invoice`, {
        headers: await guestProof(t, lapsing.reservation_id),
        body: { payment_provider_id: 1, payment_type: "card" },
      }),
      201,
      InvoiceResponse,
    ).data;
    const paymentId = invoice.confirmation_url?.split("/").at(-1) ?? "";
    t.clock.advanceMinutes(45);
    expectData(
      await t.call("POST", "/v1/reservation", {
        body: bookingBody({ check_in_date: "2027-01-20", check_out_date: "2027-01-21" }),
      }),
      201,
      ReservationResponse,
    );
    expect(
      await t.count(
        "outbox",
        `kind = 'provider.cancel_payment' AND payload->>'paymentId' = '${paymentId}' AND status = 'sent'`,
      ),
    ).toBe(1);
    expect((await t.hotel.sandbox.getPayment(paymentId))?.status).toBe("canceled");
  });
});
