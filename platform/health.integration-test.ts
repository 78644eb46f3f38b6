/**
 * The health endpoints (docs/operations.md «Health»), on the platform's server with a real database:
 * /readyz answers 503 while the database cannot answer and 200 again once it can — without a
 * restart, and never from the page cache — while /healthz keeps answering 200. PGlite lives in the
 * process and cannot be cut off; what stops it answering is a transaction that does not end (it
 * runs one at a time). PostgreSQL (TEST_DATABASE_URL) is reached through a TCP proxy the test stops
 * and restores, as a server going away and coming back.
 */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Redis } from "ioredis";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { startTcpProxy, type TcpProxy } from "../hotel/testing/tcp-proxy";
import { parseTrustedProxies } from "./client-address";
import { connect, type Connection } from "./database";
import { databaseCheck, Health, redisCheck } from "./health";
import { PageCache } from "./page-cache";
import { createPlatformServer } from "./server";
import {
  createServerDatabase,
  freshDatabase,
  postgresTarget,
  type ServerDatabase,
} from "./testing/databases";

interface Answer {
  status: number;
  body: { status: string; checks?: Record<string, { ok: boolean; ms: number; error?: string }> };
  requestId: string | null;
}

async function get(origin: string, path: string): Promise<Answer> {
  const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(10_000) });
  return {
    status: response.status,
    body: (await response.json()) as Answer["body"],
    requestId: response.headers.get("x-request-id"),
  };
}

let server: Server | undefined;
afterEach(async () => {
  const open = server;
  server = undefined;
  open?.closeAllConnections();
  if (open) await new Promise((resolve) => open.close(resolve));
});

/** The platform's server with the page cache on (as in production) and a site that always answers. */
async function platform(connection: Connection): Promise<string> {
  const health = new Health({ timeoutMs: 500 });
  health.add("database", databaseCheck(connection));
  server = createPlatformServer({
    mounts: [],
    site: { handle: (_req, res) => void res.end("site") },
    pageCache: new PageCache(),
    trustedProxies: parseTrustedProxies(undefined),
    health,
    log: () => undefined,
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
}

describe("readiness on PGlite", () => {
  it("is 503 while the database does not answer, 200 once it does; liveness stays 200", async () => {
    const database = await freshDatabase({ name: "PGlite" });
    try {
      const origin = await platform(database.connection);
      const ready = await get(origin, "/readyz");
      expect(ready.status).toBe(200);
      expect(ready.body).toMatchObject({ status: "ready", checks: { database: { ok: true } } });

      // A transaction that does not end: PGlite answers nothing else meanwhile.
      if (database.connection.kind !== "pglite") throw new Error("PGlite expected");
      let release = () => undefined as void;
      const held = database.connection.client.transaction(
        () => new Promise<void>((resolve) => (release = resolve)),
      );
      const stuck = await get(origin, "/readyz");
      expect(stuck.status).toBe(503);
      expect(stuck.body).toMatchObject({
        status: "not ready",
        checks: { database: { ok: false, error: "timeout" } },
      });
      expect((await get(origin, "/healthz")).status).toBe(200);

      release();
      await held;
      const back = await get(origin, "/readyz");
      expect(back.status).toBe(200);
      expect(back.body.status).toBe("ready");
    } finally {
      await database.dispose();
    }
  });

  it("names each answer by a request id: the sane one sent, else a new one", async () => {
    const database = await freshDatabase({ name: "PGlite" });
    try {
      const origin = await platform(database.connection);
      const sent = await fetch(`${origin}/healthz`, { headers: { "x-request-id": "lb-probe-42" } });
      expect(sent.headers.get("x-request-id")).toBe("lb-probe-42");
      const insane = await fetch(`${origin}/healthz`, { headers: { "x-request-id": "<script>" } });
      expect(insane.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      const site = await fetch(`${origin}/rooms`);
      expect(await site.text()).toBe("site");
      expect(site.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await database.dispose();
    }
  });
});

const postgres = postgresTarget();

describe.skipIf(!postgres)("readiness on PostgreSQL", () => {
  let database: ServerDatabase | undefined;
  let proxy: TcpProxy | undefined;
  let connection: Connection | undefined;

  afterAll(async () => {
    await proxy?.restore();
    await Promise.race([connection?.close(), new Promise((resolve) => setTimeout(resolve, 5000))]);
    await proxy?.close();
    await database?.drop();
  });

  it("is 503 while the server is away, 200 once it is back, without a restart", async () => {
    database = await createServerDatabase(postgres?.serverUrl ?? "", "ready");
    const direct = new URL(database.url);
    proxy = await startTcpProxy(direct.hostname, Number(direct.port || 5432));
    const proxied = new URL(database.url);
    proxied.hostname = "127.0.0.1";
    proxied.port = String(proxy.port);
    connection = await connect({ url: proxied.toString(), connectTimeoutMs: 1000, queryTimeoutMs: 1000 });
    const origin = await platform(connection);
    expect((await get(origin, "/readyz")).status).toBe(200);

    await proxy.stop();
    const away = await get(origin, "/readyz");
    expect(away.status).toBe(503);
    expect(away.body.checks?.database?.ok).toBe(false);
    // A reason, never the server's address or credentials.
    expect(JSON.stringify(away.body)).not.toContain(
      direct.hostname === "127.0.0.1" ? "postgres://" : direct.hostname,
    );
    expect((await get(origin, "/healthz")).status).toBe(200);

    await proxy.restore();
    const back = await get(origin, "/readyz");
    expect(back.status).toBe(200);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)("readiness with Redis", () => {
  it("passes while Redis answers and fails at once while it does not", async () => {
    // As platform/start.ts makes readiness's client: no queue while Redis is away.
    const options = { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true };
    const up = new Redis(redisUrl ?? "", options);
    const down = new Redis("redis://127.0.0.1:1", options);
    down.on("error", () => undefined);
    try {
      await up.connect();
      await down.connect().catch(() => undefined);
      const health = new Health({ timeoutMs: 500 });
      health.add("redis", redisCheck(up));
      expect(await health.readiness()).toMatchObject({ ready: true, checks: { redis: { ok: true } } });
      health.add("redis", redisCheck(down));
      const away = await health.readiness();
      expect(away.ready).toBe(false);
      expect(away.checks.redis?.ok).toBe(false);
      expect(away.checks.redis?.ms).toBeLessThan(500);
    } finally {
      up.disconnect();
      down.disconnect();
    }
  });
});
