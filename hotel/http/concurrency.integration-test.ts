import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgresTarget } from "../../platform/testing/databases";
import { bookingBody, startTestHotel, type TestHotel } from "../testing/harness";

/**
 * Overselling under real concurrency needs a server with many connections: PostgreSQL (CI sets
 * TEST_DATABASE_URL). PGlite runs one transaction at a time, so the race cannot happen there and
 * the suite is skipped on it.
 */
const target = postgresTarget();

describe.skipIf(!target)("no overselling under concurrency on PostgreSQL", () => {
  let t: TestHotel;
  beforeAll(async () => {
    if (!target) return;
    t = await startTestHotel(target, { maxConnections: 20 });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it("50 parallel reservations for the last 3 rooms of a night: exactly 3 succeed, the rest get 409", async () => {
    const night = { check_in_date: "2027-10-04", check_out_date: "2027-10-05" };
    const superior = [{ adults: 2, children: 0, room_type_id: 3, rate_id: 1 }];
    // Супериор has 4 rooms: one is sold first, 3 are left.
    expect(
      (await t.call("POST", "/v1/reservation", { body: bookingBody({ ...night, choices: superior }) }))
        .status,
    ).toBe(201);
    expect(await t.takenRooms(3, "2027-10-04")).toBe(1);

    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        t.call("POST", "/v1/reservation", {
          body: bookingBody({ ...night, choices: superior, comment: `Гость ${index}` }),
          headers: { "x-session-id": `guest-${index}` },
        }),
      ),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(47);
    for (const result of results.filter((entry) => entry.status === 409)) {
      expect(result.json).toMatchObject({ error: { code: "SOLD_OUT" } });
    }
    expect(await t.takenRooms(3, "2027-10-04")).toBe(4);
    expect(await t.count("reservations", "arrival = '2027-10-04' AND status = 'held'")).toBe(4);
    const overs = await t.hotel.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM hotel.inventory WHERE taken < 0 OR taken > total`,
    );
    expect(overs.rows[0]?.n).toBe(0);
    expect(t.logs.filter((line) => line.includes("failed"))).toEqual([]);
  });

  it("keeps the counts exact when holds expire while parallel requests book and cancel", async () => {
    const night = { check_in_date: "2027-10-11", check_out_date: "2027-10-13" };
    const suite = [{ adults: 2, children: 0, room_type_id: 4, rate_id: 2 }];
    // Both Люкс rooms are held, then their holds run out.
    for (let index = 0; index < 2; index++) {
      expect(
        (await t.call("POST", "/v1/reservation", { body: bookingBody({ ...night, choices: suite }) })).status,
      ).toBe(201);
    }
    t.clock.advanceMinutes(25);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        t.call("POST", "/v1/reservation", {
          body: bookingBody({ ...night, choices: suite, comment: `Новый ${index}` }),
        }),
      ),
    );
    expect(results.filter((result) => result.status === 201)).toHaveLength(2);
    expect(results.filter((result) => result.status === 409)).toHaveLength(18);
    expect(await t.takenRooms(4, "2027-10-11")).toBe(2);
    expect(await t.takenRooms(4, "2027-10-12")).toBe(2);
    expect(await t.count("reservations", "arrival = '2027-10-11' AND status = 'expired'")).toBe(2);
  });
  it("sells a room given back while the booking waited for the night's lock", async () => {
    // The claim's statement reads the night (full), then waits for its lock while a cancellation
    // gives the room back: the new count must come from the locked row, not from the first read,
    // or the CHECK refuses one room too many.
    const night = { check_in_date: "2027-11-08", check_out_date: "2027-11-09" };
    const suite = [{ adults: 2, children: 0, room_type_id: 5, rate_id: 1 }];
    const first = await t.call("POST", "/v1/reservation", {
      body: bookingBody({ ...night, choices: suite }),
    });
    expect(first.status, first.text).toBe(201);
    const firstId = (first.json as { data: { reservation_id: string } }).data.reservation_id;
    expect(await t.takenRooms(5, "2027-11-08")).toBe(1);

    let updated!: () => void;
    const didUpdate = new Promise<void>((resolve) => (updated = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const cancelling = t.hotel.db.transaction(async (tx) => {
      await tx.execute(
        sql`UPDATE hotel.reservations SET status = 'canceled', hold_expires_at = NULL WHERE id = ${firstId}`,
      );
      await tx.execute(
        sql`UPDATE hotel.inventory SET taken = taken - 1 WHERE room_type_id = 5 AND date = '2027-11-08'`,
      );
      updated();
      await gate;
    });
    await didUpdate;
    const second = t.call("POST", "/v1/reservation", {
      body: bookingBody({ ...night, choices: suite, comment: "Второй гость" }),
      headers: { "x-session-id": "second-guest" },
    });
    // Until the booking waits for the night's row lock (10 s at most).
    for (let waited = 0; waited < 10_000; waited += 50) {
      const waiting = await t.hotel.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      if ((waiting.rows[0]?.n ?? 0) > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    release();
    await cancelling;
    const result = await second;
    expect(result.status, result.text).toBe(201);
    expect(await t.takenRooms(5, "2027-11-08")).toBe(1);
  });
});
