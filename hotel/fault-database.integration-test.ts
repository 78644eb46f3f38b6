/**
 * The database unavailable for a while (docs/booking-engine.md#fuzzing-and-fault-tests): the
 * engine reaches PostgreSQL through a TCP proxy on loopback that the test stops (a stopped server:
 * connections reset, new ones refused) or stalls (a dead network: nothing answers). Meanwhile
 * every request is answered quickly with 503 SERVICE_UNAVAILABLE, the API's JSON error and a
 * Retry-After — never a 500, never a hang — and once the database is back the same process
 * serves again, without a restart. PostgreSQL only (PGlite lives in the process and cannot be
 * cut off): skipped without TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type Connection } from "../platform/database";
import { addDays } from "../rules";
import { createServerDatabase, postgresTarget, type ServerDatabase } from "../platform/testing/databases";
import { ManualClock } from "./domain/clock";
import { createHotel, prepareHotel, type Hotel } from "./hotel";
import { ErrorBody } from "./http/schemas/common";
import { FAULT_KEYS, FAULT_NOW } from "./testing/fault";
import { listen, type HttpHotel } from "./testing/http";
import { startTcpProxy, type TcpProxy } from "./testing/tcp-proxy";
import { NO_HOLD_LIMITS } from "./domain/reservations/hold-limits";

const postgres = postgresTarget();
/** The engine's own limits for this test: give up connecting after 1 s and a query after 2 s. */
const CONNECT_TIMEOUT_MS = 1000;
const QUERY_TIMEOUT_MS = 2000;
const MAX_CONNECTIONS = 4;

describe.skipIf(!postgres)("the database unavailable for a while", () => {
  let database: ServerDatabase;
  let proxy: TcpProxy;
  let connection: Connection;
  let hotel: Hotel;
  let http: HttpHotel;
  const logs: string[] = [];

  beforeAll(async () => {
    database = await createServerDatabase(postgres?.serverUrl ?? "", "fault");
    const direct = new URL(database.url);
    proxy = await startTcpProxy(direct.hostname, Number(direct.port || 5432));
    const proxied = new URL(database.url);
    proxied.hostname = "127.0.0.1";
    proxied.port = String(proxy.port);
    connection = await connect({
      url: proxied.toString(),
      maxConnections: MAX_CONNECTIONS,
      connectTimeoutMs: CONNECT_TIMEOUT_MS,
      queryTimeoutMs: QUERY_TIMEOUT_MS,
    });
    const clock = new ManualClock(FAULT_NOW);
    await prepareHotel(connection, clock.now());
    hotel = createHotel({
      connection,
      ...FAULT_KEYS,
      siteUrl: "http://site.test",
      apiUrl: "http://site.test/v1",
      dataDir: "/nonexistent",
      clock,
      rateLimitPerMinute: 0,
      holdLimits: NO_HOLD_LIMITS,
      outboxDelivery: "manual",
      log: (message) => logs.push(message),
    });
    http = await listen(hotel);
  });

  afterAll(async () => {
    await http?.close();
    await hotel?.close();
    await proxy?.restore();
    // Bounded: a connection the outage left checked out would keep the pool from ending.
    await Promise.race([connection?.close(), new Promise((resolve) => setTimeout(resolve, 5000))]);
    await proxy?.close();
    await database?.drop();
  });

  let guest = 0;
  /** The calls a guest's booking makes, each with a deadline far above the engine's own. */
  function journey() {
    guest += 1;
    // Each guest two nights of their own among 60 (winter, no minimum stay), so that the rooms
    // never run out however many journeys the tests make.
    const checkIn = addDays("2027-01-10", (guest * 2) % 60);
    const checkOut = addDays(checkIn, 2);
    const headers = { "x-api-key": FAULT_KEYS.apiKey, "content-type": "application/json" };
    const send = (method: string, path: string, body?: unknown) =>
      fetch(`${http.origin}/v1${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    return [
      send("GET", "/rooms/types"),
      send("GET", "/rooms/calendar?days=30"),
      send("POST", "/rooms", {
        check_in_date: checkIn,
        check_out_date: checkOut,
        layout: [{ adults: 2, children: 0 }],
      }),
      send("POST", "/reservation", {
        check_in_date: checkIn,
        check_out_date: checkOut,
        main_guest: {
          first_name: "Анна",
          last_name: "Иванова",
          phone: "+79991234567",
          email: `guest${guest}@example.ru`,
          special_offers_permission: false,
          personal_data_permission: true,
        },
        choices: [{ adults: 2, children: 0, room_type_id: 1, rate_id: 2 }],
      }),
      send("POST", "/reservation/lookup", { reference: "K7M4Q2XZ", contact: "anna@example.ru" }),
    ];
  }

  async function expectUnavailable(withinMs: number) {
    const started = Date.now();
    const answers = await Promise.all(journey());
    const elapsed = Date.now() - started;
    for (const answer of answers) {
      const text = await answer.text();
      expect(answer.status, `${answer.url}: ${text}`).toBe(503);
      expect(ErrorBody.parse(JSON.parse(text)).error.code).toBe("SERVICE_UNAVAILABLE");
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(text).not.toMatch(/ at |\.ts:|node_modules|ECONN|127\.0\.0\.1/);
    }
    expect(elapsed).toBeLessThan(withinMs);
  }

  /** Within a few seconds of the database's return the same process answers as before. */
  async function expectRecovered() {
    const deadline = Date.now() + 10_000;
    let statuses: number[] = [];
    while (Date.now() < deadline) {
      statuses = await Promise.all(journey().map(async (answer) => (await answer).status));
      if (statuses.every((status) => status < 500)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Types, calendar, search and a new booking succeed; the unknown reference is 404.
    expect(statuses).toEqual([200, 200, 200, 201, 404]);
    // The pool has all its connections again: none was left checked out by a failed transaction.
    // Twice as many journeys at once as it has connections all succeed, and once every answer is
    // in, every connection is back in the pool.
    const journeys = await Promise.all(
      Array.from({ length: 2 * MAX_CONNECTIONS }, () => Promise.all(journey())),
    );
    expect(journeys.map((answers) => answers.map((answer) => answer.status))).toEqual(
      journeys.map(() => [200, 200, 200, 201, 404]),
    );
    if (connection.kind === "postgres") {
      expect(connection.client.idleCount).toBe(connection.client.totalCount);
      expect(connection.client.totalCount).toBeLessThanOrEqual(MAX_CONNECTIONS);
    }
  }

  it("serves before anything happens", async () => {
    await expectRecovered();
  });

  it("answers 503 at once while the server is stopped, and serves again once it is back", async () => {
    await proxy.stop();
    await expectUnavailable(CONNECT_TIMEOUT_MS + 4000);
    await expectUnavailable(CONNECT_TIMEOUT_MS + 4000);
    await proxy.restore();
    await expectRecovered();
  });

  it("answers 503 within its own time limits while the network stalls, and serves again after", async () => {
    proxy.stall();
    await expectUnavailable(QUERY_TIMEOUT_MS + CONNECT_TIMEOUT_MS + 6000);
    await expectUnavailable(QUERY_TIMEOUT_MS + CONNECT_TIMEOUT_MS + 6000);
    await proxy.restore();
    await expectRecovered();
  });

  it("outlives a connection lost while a request holds it, and serves again after", async () => {
    // A request between two statements of its transaction: the connection is checked out of the
    // pool and no query is running on it. Its loss must not end the process.
    if (connection.kind !== "postgres") return;
    const held = await connection.client.connect();
    await held.query("BEGIN");
    const ended = new Promise((resolve) => held.once("end", resolve));
    await proxy.stop();
    await ended;
    held.release(true);
    await proxy.restore();
    await expectRecovered();
  });

  it("logs the outage by its codes, without the database's address or credentials", () => {
    const outage = logs.filter((line) => /unavailable/i.test(line));
    expect(outage.length).toBeGreaterThan(0);
    for (const line of outage) expect(line).not.toMatch(/postgres:\/\/|password/);
  });
});
