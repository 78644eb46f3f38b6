import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testTargets } from "../../platform/testing/databases";
import {
  bookingBody,
  expectData,
  expectError,
  startTestHotel,
  type TestHotel,
  guestProof,
} from "../testing/harness";
import { InvoiceResponse } from "./schemas/payments";
import { ReservationResponse } from "./schemas/reservations";
import { SearchResponse } from "./schemas/rooms";

describe.each(testTargets())("reservations on $name", (target) => {
  let t: TestHotel;
  beforeAll(async () => {
    t = await startTestHotel(target);
  });
  afterAll(async () => {
    await t.dispose();
  });

  const reserve = (body: unknown, headers: Record<string, string> = {}) =>
    t.call("POST", "/v1/reservation", { body, headers });

  /** Fails unless nothing was stored: no reservation row, no room taken on the night. */
  async function expectNothingStored(before: number, roomTypeId: number, date: string, takenBefore: number) {
    expect(await t.count("reservations")).toBe(before);
    expect(await t.takenRooms(roomTypeId, date)).toBe(takenBefore);
  }

  it("creates a held reservation priced on the server: nightly prices + extras + transfer", async () => {
    const result = await reserve(
      bookingBody({
        comment: "Поздний заезд",
        arrival_time: "13:00",
        departure_time: "12:00",
        transfer: { type: "to-from", arrival_flight_number: "SU1234", arrival_date: "01.12.2026" },
        extras: [
          { code: "facial-massage", quantity: 2 },
          { code: "spa-express", quantity: 1 },
        ],
      }),
    );
    const { data } = expectData(result, 201, ReservationResponse);
    expect(data.reference).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(data.status).toBe("held");
    expect(data.hold_expires_at).toBe("2026-11-22T09:20:00.000Z");
    expect(data.rooms).toEqual([
      expect.objectContaining({ room_type_id: 1, room_type_title: "Делюкс", rate_id: 2, amount: 32200 }),
    ]);
    expect(data.extras.map((extra) => [extra.code, extra.unit_price, extra.quantity, extra.amount])).toEqual([
      ["facial-massage", 4000, 2, 8000],
      ["spa-express", 1500, 1, 1500],
    ]);
    expect(data.transfer).toMatchObject({ type: "to-from", price: 12000, arrival_flight_number: "SU1234" });
    expect(data.amounts).toEqual({
      rooms: 32200,
      extras: 9500,
      transfer: 12000,
      total: 53700,
      paid: 0,
      refunded: 0,
      balance_due: 53700,
    });
    expect(data.consent_at).toBe("2026-11-22T09:00:00.000Z");
    expect(data.main_guest.personal_data_permission).toBe(true);
    expect(await t.takenRooms(1, "2026-12-01")).toBe(1);
    expect(await t.takenRooms(1, "2026-12-02")).toBe(1);
    expect(await t.takenRooms(1, "2026-12-03")).toBe(0);
  });

  it("prices a one-way transfer at 6 000 ₽ and several rooms as the sum of their nights", async () => {
    const { data } = expectData(
      await reserve(
        bookingBody({
          check_in_date: "2026-12-08",
          check_out_date: "2026-12-09",
          choices: [
            { adults: 2, children: 0, room_type_id: 1, rate_id: 1 },
            { adults: 3, children: 1, room_type_id: 3, rate_id: 1 },
          ],
          transfer: { type: "to" },
        }),
      ),
      201,
      ReservationResponse,
    );
    expect(data.amounts.rooms).toBe(14000 + 20000);
    expect(data.amounts.transfer).toBe(6000);
    expect(data.amounts.total).toBe(40000);
  });

  it("returns the first reservation for the same x-session-id and body, and a new one for another body", async () => {
    const body = bookingBody({ check_in_date: "2026-12-14", check_out_date: "2026-12-15" });
    const first = expectData(await reserve(body, { "x-session-id": "session-a" }), 201, ReservationResponse);
    const again = expectData(await reserve(body, { "x-session-id": "session-a" }), 200, ReservationResponse);
    expect(again.data.reservation_id).toBe(first.data.reservation_id);
    expect(await t.takenRooms(1, "2026-12-14")).toBe(1);

    // The guest went back and chose another room: the earlier unpaid hold of the session is released.
    const changed = expectData(
      await reserve(
        { ...body, choices: [{ adults: 2, children: 0, room_type_id: 2, rate_id: 2 }] },
        { "x-session-id": "session-a" },
      ),
      201,
      ReservationResponse,
    );
    expect(changed.data.reservation_id).not.toBe(first.data.reservation_id);
    expect(await t.takenRooms(1, "2026-12-14")).toBe(0);
    expect(await t.takenRooms(2, "2026-12-14")).toBe(1);
    expect(await t.count("reservations", `id = '${first.data.reservation_id}' AND status = 'canceled'`)).toBe(
      1,
    );
  });

  it("creates a new reservation for the same session and body once the first hold has expired", async () => {
    const body = bookingBody({ check_in_date: "2026-12-16", check_out_date: "2026-12-17" });
    const first = expectData(await reserve(body, { "x-session-id": "session-b" }), 201, ReservationResponse);
    t.clock.advanceMinutes(30);
    const second = expectData(await reserve(body, { "x-session-id": "session-b" }), 201, ReservationResponse);
    expect(second.data.reservation_id).not.toBe(first.data.reservation_id);
    expect(second.data.status).toBe("held");
    expect(await t.takenRooms(1, "2026-12-16")).toBe(1);
  });

  it("replays a POST with the same Idempotency-Key and refuses the key with another body", async () => {
    const body = bookingBody({ check_in_date: "2026-12-15", check_out_date: "2026-12-16" });
    const first = expectData(await reserve(body, { "idempotency-key": "key-1" }), 201, ReservationResponse);
    const replay = await reserve(body, { "idempotency-key": "key-1" });
    expect(expectData(replay, 201, ReservationResponse).data.reservation_id).toBe(first.data.reservation_id);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(await t.takenRooms(1, "2026-12-15")).toBe(1);
    expectError(
      await reserve({ ...body, comment: "другое" }, { "idempotency-key": "key-1" }),
      422,
      "IDEMPOTENCY_KEY_REUSED",
    );
  });

  describe("refuses bad requests and stores nothing", () => {
    const date = "2026-12-21";
    const stay = { check_in_date: date, check_out_date: "2026-12-22" };
    it.each([
      [
        "a past arrival",
        { check_in_date: "2026-11-20", check_out_date: "2026-11-23" },
        422,
        "ARRIVAL_IN_PAST",
      ],
      ["departure on arrival", { check_in_date: date, check_out_date: date }, 400, "VALIDATION_ERROR"],
      [
        "an invalid date",
        { check_in_date: "2026-12-32", check_out_date: "2027-01-02" },
        400,
        "VALIDATION_ERROR",
      ],
      [
        "6 rooms",
        {
          ...stay,
          choices: Array.from({ length: 6 }, () => ({ adults: 1, children: 0, room_type_id: 1, rate_id: 1 })),
        },
        400,
        "VALIDATION_ERROR",
      ],
      [
        "11 adults",
        { ...stay, choices: [{ adults: 11, children: 0, room_type_id: 2, rate_id: 1 }] },
        400,
        "VALIDATION_ERROR",
      ],
      [
        "3 adults in a Делюкс (2 places)",
        { ...stay, choices: [{ adults: 3, children: 0, room_type_id: 1, rate_id: 1 }] },
        422,
        "OCCUPANCY_EXCEEDED",
      ],
      [
        "an unknown room type",
        { ...stay, choices: [{ adults: 2, children: 0, room_type_id: 7, rate_id: 1 }] },
        404,
        "ROOM_TYPE_NOT_FOUND",
      ],
      [
        "an unknown rate",
        { ...stay, choices: [{ adults: 2, children: 0, room_type_id: 1, rate_id: 3 }] },
        404,
        "RATE_NOT_FOUND",
      ],
      [
        "an unknown extra",
        { ...stay, extras: [{ code: "no-such-spa", quantity: 1 }] },
        404,
        "EXTRA_NOT_FOUND",
      ],
      [
        "a closed night (Villa in February)",
        {
          check_in_date: "2027-02-01",
          check_out_date: "2027-02-03",
          choices: [{ adults: 2, children: 0, room_type_id: 6, rate_id: 1 }],
        },
        422,
        "RATE_CLOSED",
      ],
      [
        "a stay under the minimum (30 December)",
        { check_in_date: "2026-12-30", check_out_date: "2026-12-31" },
        422,
        "MIN_STAY",
      ],
      [
        "no consent to personal data",
        { ...stay, main_guest: { ...(bookingBody().main_guest as object), personal_data_permission: false } },
        400,
        "VALIDATION_ERROR",
      ],
      [
        "a bad e-mail",
        { ...stay, main_guest: { ...(bookingBody().main_guest as object), email: "anna@example" } },
        400,
        "VALIDATION_ERROR",
      ],
      [
        "a phone that is not plus and digits",
        { ...stay, main_guest: { ...(bookingBody().main_guest as object), phone: "8 (999) 123-45-67" } },
        400,
        "VALIDATION_ERROR",
      ],
      [
        "a phone that is no country's number",
        { ...stay, main_guest: { ...(bookingBody().main_guest as object), phone: "+4420794609" } },
        400,
        "VALIDATION_ERROR",
      ],
      [
        "a name with digits",
        { ...stay, main_guest: { ...(bookingBody().main_guest as object), last_name: "Иванова2" } },
        400,
        "VALIDATION_ERROR",
      ],
      ["a missing main guest", { ...stay, main_guest: undefined }, 400, "VALIDATION_ERROR"],
      [
        "a string room type",
        { ...stay, choices: [{ adults: 2, children: 0, room_type_id: "1", rate_id: 1 }] },
        400,
        "VALIDATION_ERROR",
      ],
      ["a bad arrival time", { ...stay, arrival_time: "25:00" }, 400, "VALIDATION_ERROR"],
      [
        "a bad flight number",
        { ...stay, transfer: { type: "to", arrival_flight_number: "SU-1" } },
        400,
        "VALIDATION_ERROR",
      ],
    ])("%s", async (_name, override, status, code) => {
      const before = await t.count("reservations");
      const takenBefore = await t.takenRooms(1, date);
      expectError(await reserve(bookingBody(override)), status, code);
      await expectNothingStored(before, 1, date, takenBefore);
    });

    it("a wrong key or an oversized body", async () => {
      const before = await t.count("reservations");
      expectError(
        await t.call("POST", "/v1/reservation", { body: bookingBody(stay), key: { value: "nope" } }),
        401,
        "UNAUTHORIZED",
      );
      expectError(
        await reserve(bookingBody({ ...stay, comment: "ж".repeat(9000) })),
        413,
        "PAYLOAD_TOO_LARGE",
      );
      await expectNothingStored(before, 1, date, 0);
    });
  });

  it("sells the last room once and answers 409 SOLD_OUT after, with nothing stored", async () => {
    const stay = { check_in_date: "2026-12-22", check_out_date: "2026-12-23" };
    // Представительский люкс: one room.
    const choices = [{ adults: 2, children: 0, room_type_id: 5, rate_id: 1 }];
    expectData(await reserve(bookingBody({ ...stay, choices })), 201, ReservationResponse);
    const before = await t.count("reservations");
    const error = expectError(await reserve(bookingBody({ ...stay, choices })), 409, "SOLD_OUT");
    expect(error.details).toMatchObject({ room_type_id: 5, date: "2026-12-22", available: 0 });
    await expectNothingStored(before, 5, "2026-12-22", 1);
    // Two rooms of a one-room type in one booking are refused too.
    expectError(
      await reserve(
        bookingBody({
          check_in_date: "2026-12-23",
          check_out_date: "2026-12-24",
          choices: [...choices, ...choices],
        }),
      ),
      409,
      "SOLD_OUT",
    );
    const { data } = expectData(
      await t.call("POST", "/v1/rooms", { body: { ...stay, layout: [{ adults: 2, children: 0 }] } }),
      200,
      SearchResponse,
    );
    expect(data.choices[0]?.room_types.map((type) => type.id)).not.toContain(5);
  });

  it("refuses a stay whose later night is full, naming that night, and takes none of its nights", async () => {
    // Представительский люкс (one room) held for the night of 27 December only.
    const suite = [{ adults: 2, children: 0, room_type_id: 5, rate_id: 1 }];
    expectData(
      await reserve(
        bookingBody({ check_in_date: "2026-12-27", check_out_date: "2026-12-28", choices: suite }),
      ),
      201,
      ReservationResponse,
    );
    const before = await t.count("reservations");
    const error = expectError(
      await reserve(
        bookingBody({ check_in_date: "2026-12-26", check_out_date: "2026-12-29", choices: suite }),
      ),
      409,
      "SOLD_OUT",
    );
    expect(error.details).toMatchObject({ room_type_id: 5, date: "2026-12-27", available: 0, requested: 1 });
    await expectNothingStored(before, 5, "2026-12-26", 0);
    expect(await t.takenRooms(5, "2026-12-27")).toBe(1);
    expect(await t.takenRooms(5, "2026-12-28")).toBe(0);
  });

  it("releases an unpaid hold when it expires, without any background job", async () => {
    const stay = { check_in_date: "2026-12-25", check_out_date: "2026-12-26" };
    const choices = [{ adults: 2, children: 0, room_type_id: 6, rate_id: 2 }];
    const held = expectData(await reserve(bookingBody({ ...stay, choices })), 201, ReservationResponse);
    expectError(await reserve(bookingBody({ ...stay, choices })), 409, "SOLD_OUT");

    t.clock.advanceMinutes(21);
    // Reads count the expired hold as free at once…
    const { data } = expectData(
      await t.call("POST", "/v1/rooms", { body: { ...stay, layout: [{ adults: 2, children: 0 }] } }),
      200,
      SearchResponse,
    );
    expect(data.choices[0]?.room_types.find((type) => type.id === 6)?.available_rooms).toBe(1);
    // …and the next write releases it and takes the room.
    expectData(await reserve(bookingBody({ ...stay, choices })), 201, ReservationResponse);
    expect(await t.takenRooms(6, "2026-12-25")).toBe(1);
    expect(await t.count("reservations", `id = '${held.data.reservation_id}' AND status = 'expired'`)).toBe(
      1,
    );
    expectError(
      await t.call("POST", `/v1/reservation/${held.data.reservation_id}/invoice`, {
        headers: await guestProof(t, held.data.reservation_id),
        body: { payment_provider_id: 1, payment_type: "card" },
      }),
      409,
      "HOLD_EXPIRED",
    );
  });

  it("refuses an arrival that is today no more once midnight passes in Kaliningrad", async () => {
    // 23:30 in Kaliningrad on 22 November (already 23 November in the tests' Vladivostok zone).
    t.clock.set("2026-11-22T21:30:00Z");
    expectData(
      await reserve(bookingBody({ check_in_date: "2026-11-22", check_out_date: "2026-11-23" })),
      201,
      ReservationResponse,
    );
    t.clock.set("2026-11-22T22:30:00Z");
    expectError(
      await reserve(bookingBody({ check_in_date: "2026-11-22", check_out_date: "2026-11-24" })),
      422,
      "ARRIVAL_IN_PAST",
    );
  });

  it("answers 404 for an invoice of an unknown reservation and 400 for an id that is not a UUID", async () => {
    expectError(
      await t.call("GET", "/v1/reservation/00000000-0000-4000-8000-000000000000/invoice"),
      404,
      "RESERVATION_NOT_FOUND",
    );
    expectError(await t.call("GET", "/v1/reservation/ABC/invoice"), 400, "VALIDATION_ERROR");
    const { data } = expectData(
      await reserve(bookingBody({ check_in_date: "2026-12-28", check_out_date: "2026-12-29" })),
      201,
      ReservationResponse,
    );
    expectError(
      await t.call("GET", `/v1/reservation/${data.reservation_id}/invoice`, {
        headers: await guestProof(t, data.reservation_id),
      }),
      404,
      "INVOICE_NOT_FOUND",
    );
    expectData(
      await t.call("POST", `/v1/reservation/${data.reservation_id}/invoice`, {
        headers: await guestProof(t, data.reservation_id),
        body: { payment_provider_id: 1, payment_type: "card" },
      }),
      201,
      InvoiceResponse,
    );
  });
});
