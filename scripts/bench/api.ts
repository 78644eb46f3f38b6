/**
 * `npm run bench:api`: the hotel API alone (`hotel/serve.ts`) on fresh data — PGlite in a temporary
 * folder by default, a fresh database on the PostgreSQL server of DATABASE_URL when it is set —
 * measured with autocannon at 32 connections for the price calendar, the availability search and
 * reservation creation. Prints requests per second and p50/p99 latency.
 *
 *   npm run bench:api                                   # PGlite
 *   DATABASE_URL=postgres://… npm run bench:api         # PostgreSQL (a fresh database, dropped after)
 *   BENCH_SECONDS=20 BENCH_PORT=3301 npm run bench:api
 *
 * Rate limits are off for the run (HOTEL_RATE_LIMIT_PER_MINUTE=0): they would measure the limiter.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon, { type RawRequest, type Result } from "autocannon";
import pg from "pg";
import { addDays, hotelToday } from "../../rules";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const port = Number(process.env.BENCH_PORT ?? 3301);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 32;
const apiKey = `bench-${randomBytes(16).toString("hex")}`;
const base = `http://127.0.0.1:${port}/v1`;
const headers = { "x-api-key": apiKey, "content-type": "application/json" };

async function freshPostgres(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bench_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

async function waitForApi(child: ReturnType<typeof spawn>): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${base}/rooms/types`, { headers });
      if (response.ok) return;
    } catch {
      // Not listening yet: wait and retry.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the API did not answer within 2 minutes");
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
function reservationRequest(request: RawRequest): RawRequest {
  booking += 1;
  // Three nights (longer than any minimum stay) of a Делюкс, Семейный делюкс or Супериор somewhere
  // in the next 17 months: the run books a small part of the ~20 000 room-nights those hold.
  const arrival = addDays(today, 1 + Math.floor(Math.random() * 510));
  return {
    ...request,
    body: JSON.stringify({
      check_in_date: arrival,
      check_out_date: addDays(arrival, 3),
      main_guest: {
        first_name: "Нагрузка",
        middle_name: "",
        last_name: "Тестовая",
        phone: "+79990000000",
        email: `bench${booking}@example.ru`,
        special_offers_permission: false,
        personal_data_permission: true,
      },
      choices: [
        {
          adults: 2,
          children: 0,
          room_type_id: 1 + Math.floor(Math.random() * 3),
          rate_id: 1 + (booking % 2),
        },
      ],
    }),
  };
}

interface Row {
  name: string;
  result: Result;
}

function report(database: string, rows: Row[]): void {
  console.log(
    `\nhotel API on ${database}, ${connections} connections, ${seconds} s each (Node ${process.version})`,
  );
  console.log("| endpoint | req/s | p50 ms | p99 ms | responses |");
  console.log("|---|---:|---:|---:|---|");
  for (const { name, result } of rows) {
    const codes = Object.entries(result.statusCodeStats)
      .map(([code, { count }]) => `${count}× ${code}`)
      .join(", ");
    console.log(
      `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${codes}${result.errors ? `, ${result.errors} errors` : ""} |`,
    );
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "hotel-bench-"));
  const postgres = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL) : undefined;
  const child = spawn(
    path.join(root, "node_modules", ".bin", "tsx"),
    [path.join(root, "hotel", "serve.ts")],
    {
      cwd: root,
      stdio: ["ignore", "inherit", "inherit"],
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        HOTEL_API_PORT: String(port),
        HOST: "127.0.0.1",
        HOTEL_API_KEY: apiKey,
        HOTEL_ADMIN_KEY: `${apiKey}-admin`,
        HOTEL_RATE_LIMIT_PER_MINUTE: "0",
        DATABASE_URL: postgres?.url ?? "",
        REDIS_URL: "",
        NODE_ENV: "production",
      },
    },
  );
  try {
    await waitForApi(child);
    const run = (options: Parameters<typeof autocannon>[0]) =>
      autocannon({ connections, duration: seconds, headers, ...options });
    const rows: Row[] = [];
    rows.push({ name: "GET /v1/rooms/calendar", result: await run({ url: `${base}/rooms/calendar` }) });
    rows.push({
      name: "POST /v1/rooms (search)",
      result: await run({
        url: `${base}/rooms`,
        method: "POST",
        requests: [{ setupRequest: searchRequest }],
      }),
    });
    rows.push({
      name: "POST /v1/reservation",
      result: await run({
        url: `${base}/reservation`,
        method: "POST",
        requests: [{ setupRequest: reservationRequest }],
      }),
    });
    report(postgres ? "PostgreSQL" : "PGlite", rows);
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
