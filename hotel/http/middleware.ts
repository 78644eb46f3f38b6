/** Key checks, client identity, rate limits and `Idempotency-Key` replays for the hotel API. */
import { createHash, timingSafeEqual } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { IncomingMessage } from "node:http";
import type { HotelDb } from "../db";
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  findIdempotencyKey,
  releaseIdempotencyKey,
  releaseStaleIdempotencyKey,
} from "../db/repositories/access";
import type { Clock } from "../domain/clock";
import { BookingError } from "../domain/errors";
import type { LimitKind, RateLimiter } from "./rate-limit";

export type Role = "public" | "admin";

export interface AppEnv {
  Bindings: { incoming?: IncomingMessage };
  Variables: { role: Role };
}

function sameKey(given: string, expected: string): boolean {
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

/** `X-Api-Key` must be the API key (or, under /v1/admin, the admin key); else 401. */
export function requireKey(
  keys: { apiKey: string; adminKey: string },
  role: Role,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const given = c.req.header("x-api-key");
    const expected = role === "admin" ? keys.adminKey : keys.apiKey;
    if (!given || !sameKey(given, expected)) {
      throw new BookingError(
        "UNAUTHORIZED",
        given ? "Неверный ключ API" : "Нужен ключ API в заголовке X-Api-Key",
        role === "admin" ? { key: "admin" } : undefined,
      );
    }
    c.set("role", role);
    await next();
  };
}

/**
 * Who the client is, for rate limits. The site calls the API from its server with the API key and
 * passes the guest's address in X-Forwarded-For, so that address is used when present; otherwise
 * the connection's.
 */
export function clientOf(c: Context<AppEnv>): string {
  const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
  if (forwarded) return forwarded;
  return c.env?.incoming?.socket.remoteAddress ?? "local";
}

export function rateLimit(limiter: RateLimiter, kind: LimitKind): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    try {
      await limiter.check(kind, clientOf(c));
    } catch (error) {
      if (error instanceof BookingError && error.code === "RATE_LIMITED") {
        const details = error.details as { retry_after_seconds: number };
        c.header("Retry-After", String(details.retry_after_seconds));
      }
      throw error;
    }
    await next();
  };
}

const STALE_CLAIM_MS = 60_000;

/**
 * `Idempotency-Key` on a POST: the first request's response is stored and a retry with the same
 * key and body gets it again (header `Idempotent-Replayed: true`); the same key with another body
 * is refused (422), and a retry while the first is still running gets 409. Only successes are
 * stored: a failed request changed nothing, so running it again is safe.
 */
export function idempotency(db: HotelDb, clock: Clock): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header("idempotency-key");
    if (c.req.method !== "POST" || header === undefined) return next();
    if (!/^[\x21-\x7e]{1,200}$/.test(header)) {
      throw new BookingError("VALIDATION_ERROR", "Idempotency-Key: от 1 до 200 печатных символов ASCII");
    }
    const body = await c.req.text();
    const key = `${c.get("role")}:${c.req.path}:${header}`;
    const requestHash = createHash("sha256").update(body).digest("hex");
    const now = clock.now();
    await releaseStaleIdempotencyKey(db, key, new Date(now.getTime() - STALE_CLAIM_MS));
    if (!(await claimIdempotencyKey(db, { key, requestHash, createdAt: now }))) {
      const stored = await findIdempotencyKey(db, key);
      if (stored && stored.requestHash !== requestHash) {
        throw new BookingError(
          "IDEMPOTENCY_KEY_REUSED",
          "Этот Idempotency-Key уже использован с другим запросом",
        );
      }
      if (
        !stored ||
        stored.state !== "done" ||
        stored.responseStatus === null ||
        stored.responseBody === null
      ) {
        throw new BookingError("IDEMPOTENCY_IN_PROGRESS", "Такой же запрос ещё выполняется");
      }
      return new Response(stored.responseBody, {
        status: stored.responseStatus,
        headers: { "content-type": "application/json", "idempotent-replayed": "true" },
      });
    }
    try {
      await next();
    } catch (error) {
      await releaseIdempotencyKey(db, key);
      throw error;
    }
    // A handler's thrown error reaches here already turned into a response by onError.
    const status = c.res.status;
    if (c.error || status >= 300) {
      await releaseIdempotencyKey(db, key);
      return;
    }
    await completeIdempotencyKey(db, key, { status, body: await c.res.clone().text() });
  };
}
