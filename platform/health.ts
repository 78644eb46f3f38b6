/**
 * Health endpoints for a load balancer or an orchestrator (docs/operations.md «Health»), answered
 * by the platform's server before anything else — no rate limit, no page cache, no site:
 *
 *   GET /healthz  200 {"status":"ok"} while the process serves HTTP (liveness).
 *   GET /readyz   200 when every check passes, 503 when one fails (readiness): the database
 *                 answers, the content source answers, Redis answers (when configured), the
 *                 outbox is not stalled. The body names each check, its time and, failing, a
 *                 short reason (a code, never a URL, a key or a row).
 *
 * Each check has its own deadline, so an unreachable dependency makes readiness fail quickly
 * rather than hang; concurrent probes share one run of the checks.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Redis } from "ioredis";
import type { Connection } from "./database";
import { unavailableCause } from "./database-outage";

export type Check = () => Promise<void>;

export interface CheckResult {
  ok: boolean;
  ms: number;
  error?: string;
}

export interface Readiness {
  ready: boolean;
  checks: Record<string, CheckResult>;
}

const DEFAULT_TIMEOUT_MS = 2000;

class CheckTimeout extends Error {
  constructor(ms: number) {
    super(`no answer in ${ms} ms`);
    this.name = "CheckTimeout";
  }
}

/** A short, secret-free reason: a timeout, a network or database code, or the error's kind. */
function reason(error: unknown): string {
  if (error instanceof CheckTimeout) return "timeout";
  const cause = unavailableCause(error);
  if (cause) return cause;
  if (error instanceof Error && error.message.startsWith("outbox stalled")) return error.message;
  if (error instanceof Error && /^[\w .:-]{1,80}$/.test(error.message) && !/:\/\//.test(error.message))
    return error.message;
  return error instanceof Error ? error.name : "error";
}

async function runCheck(check: Check, timeoutMs: number): Promise<CheckResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new CheckTimeout(timeoutMs)), timeoutMs);
      }),
    ]);
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { ok: false, ms: Math.round(performance.now() - started), error: reason(error) };
  } finally {
    clearTimeout(timer);
  }
}

export class Health {
  readonly #checks = new Map<string, Check>();
  readonly #timeoutMs: number;
  #running: Promise<Readiness> | undefined;

  constructor(options: { timeoutMs?: number } = {}) {
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** Adds (or replaces) a named check. */
  add(name: string, check: Check): void {
    this.#checks.set(name, check);
  }

  /** Runs every check at once; probes that come while they run get the same answer. */
  readiness(): Promise<Readiness> {
    this.#running ??= (async () => {
      try {
        const entries = await Promise.all(
          [...this.#checks].map(
            async ([name, check]) => [name, await runCheck(check, this.#timeoutMs)] as const,
          ),
        );
        return { ready: entries.every(([, result]) => result.ok), checks: Object.fromEntries(entries) };
      } finally {
        this.#running = undefined;
      }
    })();
    return this.#running;
  }

  /** Answers /healthz and /readyz; false for any other request. */
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    const path = req.url?.split("?")[0];
    if (path !== "/healthz" && path !== "/readyz") return false;
    const headers = { "content-type": "application/json", "cache-control": "no-store" };
    if (req.method !== "GET" && req.method !== "HEAD") {
      res
        .writeHead(405, { ...headers, allow: "GET, HEAD" })
        .end(JSON.stringify({ status: "method not allowed" }));
      return true;
    }
    if (path === "/healthz") {
      res.writeHead(200, headers).end(JSON.stringify({ status: "ok" }));
      return true;
    }
    this.readiness().then(
      (readiness) => {
        res
          .writeHead(readiness.ready ? 200 : 503, headers)
          .end(JSON.stringify({ status: readiness.ready ? "ready" : "not ready", checks: readiness.checks }));
      },
      () => res.writeHead(503, headers).end(JSON.stringify({ status: "not ready" })),
    );
    return true;
  }
}

/** The database answers a trivial query. */
export function databaseCheck(connection: Connection): Check {
  return async () => {
    if (connection.kind === "pglite") await connection.client.query("SELECT 1");
    else await connection.client.query("SELECT 1");
  };
}

/** An HTTP endpoint answers 2xx (the content lake's /v1/ping). */
export function httpCheck(url: string, timeoutMs = DEFAULT_TIMEOUT_MS): Check {
  return async () => {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`answered ${response.status}`);
  };
}

/** Redis answers PING. */
export function redisCheck(redis: Pick<Redis, "ping">): Check {
  return async () => {
    await redis.ping();
  };
}
