/**
 * The hotel API alone (`hotel/serve.ts`) on a fresh database — PGlite in a temporary folder, and
 * PostgreSQL (a database created for the run and dropped after it, on the server of
 * BENCH_DATABASE_URL) when that server answers — and its four hot calls under load: the price
 * calendar, the availability search, reservation creation and the booking look-up.
 * Rate limits and hold limits are off (HOTEL_RATE_LIMIT_PER_MINUTE=0, HOLD_LIMIT_PER_GUEST=0,
 * HOLD_MAX_ROOM_NIGHTS=0): they would measure the limiters.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { RawRequest } from "autocannon";
import pg from "pg";
import { addDays, hotelToday } from "../../rules";
import { measureLoad } from "../load";
import { onCleanup, startServer } from "../processes";
import type { ApiPart, Database, Endpoint } from "../results";
import { ports, type BenchContext } from "../sites";

export interface RunningApi {
  database: Database;
  base: string;
  headers: Record<string, string>;
  adminHeaders: Record<string, string>;
  stop(): Promise<void>;
}

/** A database of its own on the PostgreSQL server of `serverUrl`, dropped by `drop`. */
async function freshPostgres(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bench_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

export async function startApi(context: BenchContext, database: Database): Promise<RunningApi> {
  const { root, settings } = context;
  const port = ports(settings).api;
  const apiKey = `bench-${randomBytes(16).toString("hex")}`;
  const adminKey = `${apiKey}-admin`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "hotel-bench-api-"));
  const postgres = database === "PostgreSQL" ? await freshPostgres(settings.BENCH_DATABASE_URL) : undefined;
  const headers = { "x-api-key": apiKey, "content-type": "application/json" };
  const base = `http://127.0.0.1:${port}/v1`;
  const cleanUp = async () => {
    forget();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Also when the bench is interrupted (stopAll).
  const forget = onCleanup(cleanUp);
  try {
    const server = await startServer({
      name: `api-${database.toLowerCase()}`,
      command: process.execPath,
      args: ["--import", "tsx", path.join(root, "hotel", "serve.ts")],
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        HOTEL_API_PORT: String(port),
        HOST: "127.0.0.1",
        HOTEL_API_KEY: apiKey,
        HOTEL_ADMIN_KEY: adminKey,
        HOTEL_RATE_LIMIT_PER_MINUTE: "0",
        HOLD_LIMIT_PER_GUEST: "0",
        HOLD_MAX_ROOM_NIGHTS: "0",
        DATABASE_URL: postgres?.url ?? "",
        REDIS_URL: "",
        SMTP_URL: "",
        NODE_ENV: "production",
      },
      logDir: context.logDir,
      readyUrl: `${base}/rooms/types`,
      readyHeaders: headers,
      readyTimeoutMs: 4 * 60_000,
    });
    return {
      database,
      base,
      headers,
      adminHeaders: { "x-api-key": adminKey, "content-type": "application/json" },
      async stop() {
        await server.stop();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/** Whether the PostgreSQL server of `url` answers; the reason when it does not. */
export async function postgresAnswers(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return undefined;
  } catch (error) {
    return `PostgreSQL at ${new URL(url).host} did not answer: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const today = hotelToday();
const randomStay = (spreadDays: number) => {
  const arrival = addDays(today, 1 + Math.floor(Math.random() * spreadDays));
  return { check_in_date: arrival, check_out_date: addDays(arrival, 1 + Math.floor(Math.random() * 3)) };
};

function searchRequest(request: RawRequest): RawRequest {
  const layout =
    Math.random() < 0.5
      ? [{ adults: 2, children: 0 }]
      : [
          { adults: 2, children: 1 },
          { adults: 1, children: 0 },
        ];
  return { ...request, body: JSON.stringify({ ...randomStay(360), layout }) };
}

let booking = 0;
/** A three-night stay (longer than any minimum stay) of a guest of the bench. */
export function reservationBody(
  arrival: string,
  choice: { roomTypeId: number; rateId: number },
  nightsCount = 3,
): Record<string, unknown> {
  booking += 1;
  return {
    check_in_date: arrival,
    check_out_date: addDays(arrival, nightsCount),
    main_guest: {
      first_name: "Нагрузка",
      middle_name: "",
      last_name: "Тестовая",
      phone: "+79990000000",
      email: `bench${booking}@example.ru`,
      special_offers_permission: false,
      personal_data_permission: true,
    },
    choices: [{ adults: 2, children: 0, room_type_id: choice.roomTypeId, rate_id: choice.rateId }],
  };
}

function reservationRequest(request: RawRequest): RawRequest {
  // A Делюкс, Семейный делюкс or Супериор somewhere in the next 17 months: the run books a small
  // part of the ~20 000 room-nights those hold.
  const arrival = addDays(today, 1 + Math.floor(Math.random() * 510));
  const body = reservationBody(arrival, {
    roomTypeId: 1 + Math.floor(Math.random() * 3),
    rateId: 1 + (booking % 2),
  });
  return { ...request, body: JSON.stringify(body) };
}

/** Bookings to look up: made one by one before the look-up run, each with its own e-mail. */
async function bookingsToLookUp(
  api: RunningApi,
  count: number,
): Promise<{ reference: string; contact: string }[]> {
  const found: { reference: string; contact: string }[] = [];
  for (let attempt = 0; found.length < count && attempt < count * 4; attempt++) {
    const body = reservationBody(addDays(today, 30 + Math.floor(Math.random() * 300)), {
      roomTypeId: 1 + (attempt % 3),
      rateId: 1,
    });
    const response = await fetch(`${api.base}/reservation`, {
      method: "POST",
      headers: api.headers,
      body: JSON.stringify(body),
    });
    if (response.status !== 201) {
      await response.arrayBuffer();
      continue;
    }
    const { data } = (await response.json()) as { data: { reference: string } };
    found.push({ reference: data.reference, contact: (body.main_guest as { email: string }).email });
  }
  if (found.length === 0) throw new Error("no booking could be made to look up");
  return found;
}

export async function measureApi(
  context: BenchContext,
  api: RunningApi,
): Promise<ApiPart["databases"][number]> {
  const { settings, log } = context;
  const run = (options: {
    url: string;
    method?: string;
    setupRequest?: (request: RawRequest) => RawRequest;
  }) =>
    measureLoad({
      url: options.url,
      // autocannon takes an option given as undefined for a value: only what is set is passed.
      ...(options.method ? { method: options.method } : {}),
      ...(options.setupRequest ? { requests: [{ setupRequest: options.setupRequest }] } : {}),
      headers: api.headers,
      connections: settings.BENCH_CONNECTIONS,
      seconds: settings.BENCH_API_SECONDS,
      warmupSeconds: settings.BENCH_WARMUP_SECONDS,
    });
  const lookups = await bookingsToLookUp(api, 20);
  let next = 0;
  const lookupRequest = (request: RawRequest): RawRequest => {
    const target = lookups[next++ % lookups.length];
    return { ...request, body: JSON.stringify(target) };
  };

  const endpoints: { endpoint: Endpoint; request: string; load: Awaited<ReturnType<typeof run>> }[] = [];
  const measure = async (endpoint: Endpoint, request: string, options: Parameters<typeof run>[0]) => {
    const load = await run(options);
    log(`  ${api.database} ${request}: ${Math.round(load.requestsPerSecond)} req/s, p99 ${load.p99Ms} ms`);
    endpoints.push({ endpoint, request, load });
  };
  await measure("calendar", "GET /v1/rooms/calendar", { url: `${api.base}/rooms/calendar` });
  await measure("search", "POST /v1/rooms (search)", {
    url: `${api.base}/rooms`,
    method: "POST",
    setupRequest: searchRequest,
  });
  await measure("reservation", "POST /v1/reservation", {
    url: `${api.base}/reservation`,
    method: "POST",
    setupRequest: reservationRequest,
  });
  await measure("lookup", "POST /v1/reservation/lookup", {
    url: `${api.base}/reservation/lookup`,
    method: "POST",
    setupRequest: lookupRequest,
  });
  return { database: api.database, endpoints };
}
