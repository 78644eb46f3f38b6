import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type Connection } from "../../platform/database";
import { createServerDatabase, testTargets, type ServerDatabase } from "../../platform/testing/databases";
import { nightlyRatesBetween } from "../db/repositories/catalogue";
import { calendarDays, freeRooms } from "../db/repositories/inventory";
import { lapsedHolds } from "../domain/reservations/holds";
import { SellableCache } from "../domain/availability/sellable";
import { createHotel, prepareHotel, type Hotel } from "../hotel";
import {
  bookingBody,
  callerOf,
  expectData,
  type CallOptions,
  testClock,
  testHotelOptions,
} from "../testing/harness";
import { CalendarResponse, SearchResponse } from "./schemas/rooms";

/**
 * The cache of the sellable inventory (docs/booking-engine.md#cache-of-the-sellable-inventory):
 * two instances of the engine on one database, as a deployment behind a balancer runs them. Instance A answers the
 * calendar and the search from its copy; every write — through instance B, or straight into the
 * database — and a hold running out are seen by A's very next answer.
 */
describe.each(testTargets())("cache of the sellable inventory on $name", (target) => {
  const clock = testClock();
  let server: ServerDatabase | undefined;
  const connections: Connection[] = [];
  let a: Instance;
  let b: Instance;

  interface Instance {
    hotel: Hotel;
    call: ReturnType<typeof callerOf>;
  }

  function instance(connection: Connection): Instance {
    const hotel = createHotel({
      ...testHotelOptions(connection, clock),
      outboxDelivery: "inline",
      mail: { describe: "memory", send: async () => ({ messageId: "<test>" }) },
      log: () => undefined,
    });
    return { hotel, call: callerOf(hotel) };
  }

  beforeAll(async () => {
    if (target.name === "PostgreSQL" && target.serverUrl) {
      // Two instances, two pools: nothing is shared but the database.
      server = await createServerDatabase(target.serverUrl, "t");
      connections.push(await connect({ url: server.url, maxConnections: 5 }));
      connections.push(await connect({ url: server.url, maxConnections: 5 }));
    } else {
      // PGlite is one process's database: both instances use its one connection.
      const only = await connect({});
      connections.push(only, only);
    }
    const [first, second] = connections as [Connection, Connection];
    await prepareHotel(first, clock.now());
    a = instance(first);
    b = instance(second);
  });
  afterAll(async () => {
    await a.hotel.close();
    await b.hotel.close();
    for (const connection of new Set(connections)) await connection.close();
    await server?.drop();
  });

  const admin = (x: Instance, method: string, path: string, body: unknown) =>
    x.call(method, path, {
      key: "admin",
      body,
      headers: { "x-manager-id": "p-test", "x-manager-name": "Test" },
    });

  async function calendar(x: Instance, query: string) {
    return expectData(await x.call("GET", `/v1/rooms/calendar?${query}`), 200, CalendarResponse).data;
  }

  /** The Villa's one day: its price, or why it cannot be sold. */
  async function villaDay(x: Instance, date: string): Promise<number | string> {
    const data = await calendar(x, `starts_at=${date}&days=1&room_type_id=6`);
    return data.calendar[0]?.amount ?? data.unavailable?.[0]?.reason ?? "missing";
  }

  async function search(x: Instance, arrival: string, departure: string) {
    const data = expectData(
      await x.call("POST", "/v1/rooms", {
        body: { check_in_date: arrival, check_out_date: departure, layout: [{ adults: 2, children: 0 }] },
      }),
      200,
      SearchResponse,
    ).data;
    return data.choices[0]?.room_types ?? [];
  }

  const loads = (x: Instance) => x.hotel.engine.sellable.stats.loads;

  async function book(
    x: Instance,
    arrival: string,
    departure: string,
    roomTypeId = 6,
    options: CallOptions = {},
  ) {
    const created = await x.call("POST", "/v1/reservation", {
      ...options,
      body: bookingBody({
        check_in_date: arrival,
        check_out_date: departure,
        choices: [{ adults: 2, children: 0, room_type_id: roomTypeId, rate_id: 2 }],
      }),
    });
    expect(created.status, created.text).toBe(201);
    return (created.json as { data: { reservation_id: string } }).data.reservation_id;
  }

  it("answers a repeated calendar and search from its copy, without reading the inventory tables", async () => {
    const first = await a.call("GET", "/v1/rooms/calendar");
    await search(a, "2026-12-14", "2026-12-16");
    const stats = { ...a.hotel.engine.sellable.stats };
    const again = await a.call("GET", "/v1/rooms/calendar");
    await search(a, "2026-12-14", "2026-12-16");
    await search(a, "2027-01-11", "2027-01-14");
    expect(again.text).toBe(first.text);
    expect(again.headers.get("content-type")).toBe("application/json");
    expect(a.hotel.engine.sellable.stats.loads).toBe(stats.loads);
    expect(a.hotel.engine.sellable.stats.served).toBe(stats.served + 3);
    expect(a.hotel.engine.sellable.stats.fallbacks).toBe(stats.fallbacks);

    if (server) {
      // Proof on the server: with every table the answers come from locked against any reader,
      // the cached answers still come, since they read only the version.
      const locker = new pg.Client({ connectionString: server.url });
      await locker.connect();
      try {
        await locker.query("BEGIN");
        await locker.query(
          "LOCK TABLE hotel.inventory, hotel.nightly_rates, hotel.reservations, hotel.reservation_rooms, hotel.reservation_changes, hotel.room_types, hotel.rate_plans IN ACCESS EXCLUSIVE MODE",
        );
        const answered = await Promise.race([
          Promise.all([a.call("GET", "/v1/rooms/calendar"), search(a, "2026-12-14", "2026-12-16")]).then(
            () => "answered",
          ),
          new Promise((resolve) => setTimeout(() => resolve("blocked"), 3_000)),
        ]);
        expect(answered).toBe("answered");
      } finally {
        await locker.query("ROLLBACK");
        await locker.end();
      }
    }
  });

  it("shows a reservation and its cancellation made through the other instance at once", async () => {
    const price = await villaDay(a, "2026-12-14");
    expect(typeof price).toBe("number");
    expect((await search(a, "2026-12-14", "2026-12-16")).map((type) => type.id)).toContain(6);
    const cached = loads(a);
    expect(await villaDay(a, "2026-12-14")).toBe(price);
    expect(loads(a)).toBe(cached);

    const id = await book(b, "2026-12-14", "2026-12-16");
    expect(await villaDay(a, "2026-12-14")).toBe("sold_out");
    expect((await search(a, "2026-12-14", "2026-12-16")).map((type) => type.id)).not.toContain(6);
    expect(loads(a)).toBe(cached + 1);

    const canceled = await admin(b, "POST", `/v1/admin/reservations/${id}/cancel`, { refund: "none" });
    expect(canceled.status, canceled.text).toBe(200);
    expect(await villaDay(a, "2026-12-14")).toBe(price);
    expect((await search(a, "2026-12-14", "2026-12-16")).map((type) => type.id)).toContain(6);
  });

  it("frees a hold's rooms in the copy at the hold's expiry, with no write", async () => {
    await book(b, "2026-12-21", "2026-12-23");
    expect(await villaDay(a, "2026-12-21")).toBe("sold_out");
    clock.advanceMinutes(19);
    expect(await villaDay(a, "2026-12-21")).toBe("sold_out");
    const cached = loads(a);
    clock.advanceMinutes(1); // the hold's twentieth minute: it has lapsed
    expect(typeof (await villaDay(a, "2026-12-21"))).toBe("number");
    expect((await search(a, "2026-12-21", "2026-12-23")).map((type) => type.id)).toContain(6);
    expect(loads(a)).toBe(cached + 1);
    // Nothing was written: the hold is still `held` in the database, its rooms still in `taken`.
    const held = await a.hotel.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM hotel.reservations WHERE status = 'held' AND arrival = '2026-12-21'`,
    );
    expect(held.rows[0]?.n).toBe(1);
  });

  it("shows a manager's new price and rate deadline set through the other instance at once", async () => {
    const before = await search(a, "2027-01-11", "2027-01-13");
    const villa = before.find((type) => type.id === 6);
    expect(villa?.rates.find((rate) => rate.id === 2)?.free_cancellation_hours).toBe(48);
    expect(await villaDay(a, "2027-01-11")).not.toBe(99_900);

    const set = await admin(b, "PUT", "/v1/admin/prices", {
      from: "2027-01-11",
      to: "2027-01-11",
      room_type_ids: [6],
      amount: 99_900,
    });
    expect(set.status, set.text).toBe(200);
    expect(await villaDay(a, "2027-01-11")).toBe(99_900);
    const after = (await search(a, "2027-01-11", "2027-01-13")).find((type) => type.id === 6);
    expect(after?.rates.map((rate) => rate.nightly[0]?.amount)).toEqual([99_900, 99_900]);

    const patched = await admin(b, "PATCH", "/v1/admin/rate-plans/2", { free_cancellation_hours: 72 });
    expect(patched.status, patched.text).toBe(200);
    const deadline = (await search(a, "2027-01-11", "2027-01-13")).find((type) => type.id === 6);
    expect(deadline?.rates.find((rate) => rate.id === 2)?.free_cancellation_hours).toBe(72);
  });

  it("shows a change of the rooms written straight into the database, by no instance", async () => {
    const before = (await search(a, "2027-01-18", "2027-01-20")).find((type) => type.id === 1);
    expect(before?.available_rooms).toBe(30);
    // A PMS or an import script adding two rooms to the Делюкс on those nights.
    await b.hotel.db.execute(
      sql`UPDATE hotel.inventory SET total = total + 2 WHERE room_type_id = 1 AND date IN ('2027-01-18', '2027-01-19')`,
    );
    const after = (await search(a, "2027-01-18", "2027-01-20")).find((type) => type.id === 1);
    expect(after?.available_rooms).toBe(32);
  });

  it("answers exactly what the database answers, day by day and type by type", async () => {
    // A state with a bit of everything: a live hold, a lapsed one not yet released, closed days.
    await book(b, "2027-02-01", "2027-02-04", 5);
    clock.advanceMinutes(10);
    await book(b, "2027-02-02", "2027-02-05", 4);
    clock.advanceMinutes(11); // the first hold has lapsed, the second has not
    const cache = new SellableCache(a.hotel.db, clock);
    const ranges = [
      { from: "2026-11-22", to: "2028-01-01" },
      { from: "2027-01-30", to: "2027-02-20" },
      { from: "2027-02-02", to: "2027-02-03" },
    ];
    const lapsed = lapsedHolds(clock.now());
    for (const range of ranges) {
      const snapshot = await cache.current(range);
      if (!snapshot) throw new Error(`no copy covers ${range.from} … ${range.to}`);
      expect(snapshot.nightlyRates(range)).toEqual(await nightlyRatesBetween(a.hotel.db, range));
      expect(snapshot.freeRooms(range)).toEqual(await freeRooms(a.hotel.db, { ...range, lapsed }));
      for (const roomTypeId of [undefined, 1, 4, 5, 6]) {
        expect(snapshot.calendarDays({ ...range, roomTypeId })).toEqual(
          await calendarDays(a.hotel.db, { ...range, lapsed, roomTypeId }),
        );
      }
    }
    expect(cache.stats.loads).toBe(1);
  });
});
