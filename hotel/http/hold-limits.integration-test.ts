import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseTrustedProxies } from "../../platform/client-address";
import { postgresTarget, testTargets } from "../../platform/testing/databases";
import { DEFAULT_HOLD_LIMITS } from "../domain/reservations/hold-limits";
import {
  asManager,
  bookingBody,
  expectData,
  expectError,
  paidByCard,
  startTestHotel,
  type CallOptions,
  type TestHotel,
} from "../testing/harness";
import { ChangeResponse, LookupResponse } from "./schemas/manage";
import { ReservationResponse } from "./schemas/reservations";

/**
 * The hold limits (docs/booking-engine.md «Hold limits»): unpaid holds per address, e-mail and
 * phone, room-nights per hold, fresh holds of a paid booking's change per day. The engine stands
 * behind one trusted proxy here, so each test names its guest's address in X-Forwarded-For.
 */
describe.each(testTargets())("hold limits on $name", (target) => {
  let t: TestHotel;
  beforeAll(async () => {
    t = await startTestHotel(target, {
      holdLimits: DEFAULT_HOLD_LIMITS,
      trustedProxies: parseTrustedProxies("1"),
    });
  });
  afterAll(async () => {
    await t.dispose();
  });

  let guests = 0;
  /** A guest of their own: an address, an e-mail and a phone no other test uses. */
  function newGuest(address = `198.51.100.${++guests}`) {
    const n = ++guests;
    return {
      address,
      main_guest: {
        first_name: "Анна",
        middle_name: "",
        last_name: "Иванова",
        phone: `+7999${String(1_000_000 + n)}`,
        email: `guest.${n}@example.ru`,
        special_offers_permission: false,
        personal_data_permission: true,
      },
    };
  }
  type Guest = ReturnType<typeof newGuest>;

  /** Five rooms (of two categories) × 14 nights: the largest hold a guest may make. */
  function hoard(from: string, to: string) {
    return {
      check_in_date: from,
      check_out_date: to,
      choices: [1, 1, 1, 3, 3].map((roomTypeId) => ({
        adults: 1,
        children: 0,
        room_type_id: roomTypeId,
        rate_id: 1,
      })),
    };
  }

  function reserve(guest: Guest, body: Record<string, unknown>, options: CallOptions = {}) {
    return t.call("POST", "/v1/reservation", {
      ...options,
      body: bookingBody({ main_guest: guest.main_guest, ...body }),
      headers: { "x-forwarded-for": guest.address, ...options.headers },
    });
  }

  it("accepts two holds of 5 rooms × 14 nights from one address and refuses the third with HOLD_LIMIT, never SOLD_OUT", async () => {
    const address = "203.0.113.10";
    const stays = [
      ["2027-01-10", "2027-01-24"],
      ["2027-02-10", "2027-02-24"],
      ["2027-03-10", "2027-03-24"],
    ] as const;
    // Each time a new session, e-mail and phone: only the address is the same.
    const results = [];
    for (const [index, [from, to]] of stays.entries()) {
      results.push(
        await reserve(newGuest(address), hoard(from, to), {
          headers: { "x-session-id": `hoarder-${index}` },
        }),
      );
    }
    expect(results.map((result) => result.status)).toEqual([201, 201, 409]);
    const refusal = expectError(results[2]!, 409, "HOLD_LIMIT");
    expect(refusal.message).toContain("неоплаченные брони");
    expect(refusal.details).toMatchObject({ unpaid_holds: 2, max_unpaid_holds: 2 });
    // The refused stay took nothing.
    expect(await t.takenRooms(1, "2027-03-10")).toBe(0);

    // Once a hold lapses, the address may hold again.
    t.clock.advanceMinutes(60);
    expect((await reserve(newGuest(address), hoard("2027-03-10", "2027-03-24"))).status).toBe(201);
  });

  it("counts one e-mail and one phone across addresses, and an IPv6 /64 as one address", async () => {
    const byEmail = newGuest();
    const stay = { check_in_date: "2027-04-01", check_out_date: "2027-04-02" };
    for (const address of ["192.0.2.1", "192.0.2.2"]) {
      expect((await reserve({ ...byEmail, address }, stay)).status).toBe(201);
    }
    const sameEmail = { ...newGuest("192.0.2.3"), main_guest: { ...newGuest().main_guest } };
    sameEmail.main_guest.email = byEmail.main_guest.email.toUpperCase();
    expectError(await reserve(sameEmail, stay), 409, "HOLD_LIMIT");

    const byPhone = newGuest("192.0.2.4");
    const samePhone = { ...newGuest("192.0.2.5") };
    samePhone.main_guest = { ...samePhone.main_guest, phone: byPhone.main_guest.phone };
    expect((await reserve(byPhone, stay)).status).toBe(201);
    expect((await reserve({ ...samePhone, address: "192.0.2.6" }, stay)).status).toBe(201);
    expectError(
      await reserve({ ...newGuest("192.0.2.7"), main_guest: samePhone.main_guest }, stay),
      409,
      "HOLD_LIMIT",
    );

    // Three addresses of one /64 are one client.
    const prefix = "2001:db8:aa:bb";
    expect((await reserve(newGuest(`${prefix}::1`), stay)).status).toBe(201);
    expect((await reserve(newGuest(`${prefix}:ffff:1:2:3`), stay)).status).toBe(201);
    expectError(await reserve(newGuest(`${prefix}:0:0:0:9`), stay), 409, "HOLD_LIMIT");
    // The next /64 is another.
    expect((await reserve(newGuest("2001:db8:aa:bc::1"), stay)).status).toBe(201);
  });

  it("lets a guest who goes back and chooses again replace the session's hold, however often", async () => {
    const guest = newGuest();
    for (let night = 1; night <= 4; night++) {
      const result = await reserve(
        guest,
        { check_in_date: `2027-09-0${night}`, check_out_date: `2027-09-0${night + 2}` },
        { headers: { "x-session-id": "one-browser" } },
      );
      expect(result.status, result.text).toBe(201);
    }
    expect(await t.count("reservations", `session_id = 'one-browser' AND status = 'held'`)).toBe(1);
  });

  it("refuses more room-nights in one unpaid hold than a family books, before anything is held", async () => {
    const guest = newGuest();
    const month = {
      check_in_date: "2027-06-01",
      check_out_date: "2027-06-30",
      choices: [1, 3, 4, 5].map((roomTypeId) => ({
        adults: 1,
        children: 0,
        room_type_id: roomTypeId,
        rate_id: 1,
      })),
    };
    const refusal = expectError(await reserve(guest, month), 422, "HOLD_TOO_LARGE");
    expect(refusal.details).toEqual({ room_nights: 116, max_room_nights: 70 });
    expect(refusal.message).toContain("номеро-ночей");
    expect(await t.takenRooms(4, "2027-06-01")).toBe(0);
    // 5 × 15 is over, 2 rooms for the 30 nights of a month is not.
    const over = hoard("2027-07-01", "2027-07-16");
    expectError(await reserve(guest, over), 422, "HOLD_TOO_LARGE");
    const family = {
      check_in_date: "2027-07-01",
      check_out_date: "2027-07-31",
      choices: month.choices.slice(0, 2),
    };
    expect((await reserve(guest, family)).status).toBe(201);
  });

  /** A booking of one night, paid by card; `longer(until)` is its guest's change of the departure. */
  async function paidBooking(guest: Guest, arrival: string, departure: string, sessionId: string) {
    const session = { "x-session-id": sessionId };
    const booked = expectData(
      await reserve(guest, { check_in_date: arrival, check_out_date: departure }, { headers: session }),
      201,
      ReservationResponse,
    ).data;
    await paidByCard(t, booked.reservation_id);
    // The manage token lasts an hour: each ask looks the booking up again, as the guest would.
    const longer = async (until: string) => {
      const token = expectData(
        await t.call("POST", "/v1/reservation/lookup", {
          body: { reference: booked.reference, contact: guest.main_guest.email },
          headers: { "x-forwarded-for": guest.address },
        }),
        200,
        LookupResponse,
      ).data.manage_token;
      return t.call("POST", `/v1/reservation/${booked.reservation_id}/change`, {
        headers: { "x-manage-token": token },
        body: { check_in_date: arrival, check_out_date: until },
      });
    };
    return { id: booked.reservation_id, longer };
  }

  it("gives a paid booking's change at most three fresh holds a day; asking again within a hold is free", async () => {
    const { longer } = await paidBooking(newGuest(), "2027-08-10", "2027-08-11", "change-holds");
    for (let hold = 1; hold <= 3; hold++) {
      const asked = expectData(await longer("2027-08-13"), 200, ChangeResponse).data;
      expect(asked.reservation?.pending_change).not.toBeNull();
      // Asked again while held: the same hold, not counted.
      expect((await longer("2027-08-14")).status).toBe(200);
      t.clock.advanceMinutes(45);
    }
    const refusal = expectError(await longer("2027-08-13"), 409, "CHANGE_HOLD_LIMIT");
    expect(refusal.details).toEqual({ change_holds: 3, max_change_holds: 3 });
    // The next day the guest may try again.
    t.clock.advanceMinutes(24 * 60);
    expect((await longer("2027-08-13")).status).toBe(200);
  });

  it("is the guest's limit: a manager's dearer change is not refused by it, and not counted in it", async () => {
    const admin = asManager(() => t, { id: "p-olga", name: "Ольга Смирнова" });
    const booking = await paidBooking(newGuest(), "2027-08-17", "2027-08-18", "change-holds-manager");
    for (let hold = 1; hold <= 3; hold++) {
      expect((await booking.longer("2027-08-19")).status).toBe(200);
      t.clock.advanceMinutes(45);
    }
    expectError(await booking.longer("2027-08-19"), 409, "CHANGE_HOLD_LIMIT");

    // The guest calls the hotel (as the refusal says): the manager makes the change for them.
    const byManager = expectData(
      await admin("POST", `/v1/admin/reservations/${booking.id}/change`, {
        check_in_date: "2027-08-17",
        check_out_date: "2027-08-20",
      }),
      200,
      ChangeResponse,
    ).data;
    expect(byManager.reservation?.pending_change).toMatchObject({ check_out_date: "2027-08-20" });

    // A second booking: the manager asks twice (each a fresh hold of a day), then the guest asks
    // (replacing the manager's live change). The manager's holds leave the guest all three.
    const other = await paidBooking(newGuest(), "2027-08-24", "2027-08-25", "change-holds-manager-2");
    for (const until of ["2027-08-26", "2027-08-27"]) {
      const change = { check_in_date: "2027-08-24", check_out_date: until };
      expect((await admin("POST", `/v1/admin/reservations/${other.id}/change`, change)).status).toBe(200);
      t.clock.advanceMinutes(5);
    }
    for (let hold = 1; hold <= 3; hold++) {
      expect((await other.longer("2027-08-26")).status).toBe(200);
      t.clock.advanceMinutes(45);
    }
    expectError(await other.longer("2027-08-26"), 409, "CHANGE_HOLD_LIMIT");
  });

  it("gives a guest's change that replaces a manager's the guest's own limit, not the manager's day", async () => {
    const admin = asManager(() => t, { id: "p-olga", name: "Ольга Смирнова" });
    const booking = await paidBooking(newGuest(), "2027-09-07", "2027-09-08", "change-holds-replaced");
    const change = { check_in_date: "2027-09-07", check_out_date: "2027-09-09" };
    expect((await admin("POST", `/v1/admin/reservations/${booking.id}/change`, change)).status).toBe(200);
    t.clock.advanceMinutes(5);
    // The guest asks (the manager's change is replaced), then again and again within each hold.
    const first = t.clock.now().getTime();
    let expiry = "";
    for (let ask = 0; ask < 3; ask++) {
      const asked = expectData(await booking.longer("2027-09-09"), 200, ChangeResponse).data;
      expiry = asked.reservation?.pending_change?.hold_expires_at ?? "";
      t.clock.advanceMinutes(15);
    }
    // Twice the hold period from the guest's first ask (20 minutes each), not the manager's day.
    expect(new Date(expiry).getTime()).toBe(first + 40 * 60_000);
  });
});

/** The counts run under advisory locks: on PostgreSQL, parallel requests of one guest cannot slip past. */
const postgres = postgresTarget();
describe.skipIf(!postgres)("hold limits under concurrency on PostgreSQL", () => {
  let t: TestHotel;
  beforeAll(async () => {
    if (!postgres) return;
    t = await startTestHotel(postgres, {
      maxConnections: 12,
      holdLimits: DEFAULT_HOLD_LIMITS,
      trustedProxies: parseTrustedProxies("1"),
    });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it("10 parallel holds from one address: exactly 2 are accepted, the rest get HOLD_LIMIT", async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        t.call("POST", "/v1/reservation", {
          body: bookingBody({
            check_in_date: "2027-10-04",
            check_out_date: "2027-10-06",
            main_guest: {
              first_name: "Гость",
              middle_name: "",
              last_name:
                [
                  "Иванова",
                  "Петрова",
                  "Сидорова",
                  "Орлова",
                  "Козлова",
                  "Зайцева",
                  "Морозова",
                  "Волкова",
                  "Лебедева",
                  "Новикова",
                ][index] ?? "Иванова",
              phone: `+7999${String(2_000_000 + index)}`,
              email: `parallel.${index}@example.ru`,
              special_offers_permission: false,
              personal_data_permission: true,
            },
          }),
          headers: { "x-forwarded-for": "203.0.113.77", "x-session-id": `parallel-${index}` },
        }),
      ),
    );
    expect(
      results.filter((result) => result.status === 201),
      results.map((r) => r.text).join("\n"),
    ).toHaveLength(2);
    for (const result of results.filter((entry) => entry.status !== 201)) {
      expectError(result, 409, "HOLD_LIMIT");
    }
  });
});
