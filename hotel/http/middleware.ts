/** Key checks, client identity, rate limits and `Idempotency-Key` replays for the hotel API. */
import { createHash, timingSafeEqual } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { IncomingMessage } from "node:http";
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_ORIGIN_HEADER,
  CLIENT_ORIGIN_SIGNATURE_HEADER,
  CLIENT_SIGNATURE_HEADER,
  clientAddress,
  clientKey,
  vouchedAddress,
  vouchedOrigin,
  type TrustedProxies,
} from "../../platform/client-address";
import { DEFAULT_LANGUAGE, type Language } from "../../rules";
import type { EngineContext } from "../domain/context";
import { BookingError } from "../domain/errors";
import {
  claimKeyedRequest,
  completeKeyedRequest,
  forgetExpiredKeys,
  releaseKeyedRequest,
} from "../domain/idempotency";
import { authorizeManage } from "../domain/reservations/manage";
import { answerLanguage } from "./language";
import type { LimitKind, RateLimiter } from "./rate-limit";

export type Role = "public" | "admin";

export interface AppEnv {
  Bindings: { incoming?: IncomingMessage };
  /**
   * `origin`: the origin the guest asked for, as the site vouched for it (signed); else unknown.
   * `language`: what the answer's texts are in, on the routes that speak the guest's language
   * (language.ts, `speaksLanguage`).
   */
  Variables: { role: Role; address: string; client: string; origin: string | undefined; language: Language };
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

export interface ClientIdentity {
  /** Which proxies' X-Forwarded-For to believe (TRUSTED_PROXIES); none by default. */
  trustedProxies: TrustedProxies;
  /** The site's secret (HOTEL_SITE_SECRET): the guest's address the site signed with it is believed. */
  siteSecret?: string | undefined;
}

/**
 * Who the client is, for rate limits (`c.var.client`): the guest's address the site vouched for
 * (its signed X-Hotel-Client-Address), else the connection's address, or the one trusted proxies
 * forwarded. A caller's own X-Forwarded-For counts only when it connects through a trusted proxy.
 * `c.var.address` is that address; `c.var.client`, what budgets count, is its key — an IPv6 address
 * by its /64 (`clientKey`), here once, so that every budget does.
 * The guest's origin (`c.var.origin`, where a payment returns them) is only ever the site's signed one.
 */
export function identifyClient(identity: ClientIdentity): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const vouched = vouchedAddress(
      identity.siteSecret,
      c.req.header(CLIENT_ADDRESS_HEADER),
      c.req.header(CLIENT_SIGNATURE_HEADER),
    );
    const address =
      vouched ??
      clientAddress(
        c.env?.incoming?.socket.remoteAddress,
        c.req.header("x-forwarded-for"),
        identity.trustedProxies,
      );
    c.set("address", address);
    c.set("client", clientKey(address));
    c.set(
      "origin",
      vouchedOrigin(
        identity.siteSecret,
        c.req.header(CLIENT_ORIGIN_HEADER),
        c.req.header(CLIENT_ORIGIN_SIGNATURE_HEADER),
      ),
    );
    await next();
  };
}

export function rateLimit(limiter: RateLimiter, kind: LimitKind): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await withRetryAfter(c, () => limiter.check(kind, c.get("client")));
    await next();
  };
}

/** Runs a limit's check; a refusal also tells the client when to come back (Retry-After). */
export async function withRetryAfter<T>(c: Context<AppEnv>, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof BookingError && error.code === "RATE_LIMITED") {
      const details = error.details as { retry_after_seconds: number };
      c.header("Retry-After", String(details.retry_after_seconds));
    }
    throw error;
  }
}

/**
 * The caller of a request without a manage token: the client, and the session it names — a session
 * proves a booking's ownership (an invoice's), so a replay must come from that session too.
 */
function clientCaller(c: Context<AppEnv>): string {
  const session = c.req.header("x-session-id");
  return `client:${c.get("client")}${session === undefined ? "" : `:session:${sha256(session)}`}`;
}

/** POSTs never recorded: the look-up hands out a new manage token each time, never to be kept. */
const NEVER_RECORDED = new Set(["/v1/reservation/lookup"]);
const RESERVATION_PATH = /^\/v1\/reservation\/([^/]+)\//;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * The hash a keyed request is known by: its body, and the language its answer is asked in unless
 * that is the default (a `lang` naming no language is kept as given, so it matches no other).
 */
function requestHash(c: Context<AppEnv>, body: string): string {
  const lang = c.req.query("lang");
  const language = answerLanguage(lang, c.req.header("accept-language")) ?? `lang=${lang}`;
  return sha256(language === DEFAULT_LANGUAGE ? body : `${body}\n${language}`);
}

/**
 * `Idempotency-Key` on a POST: the first request's response is stored for 24 hours and a retry
 * with the same key and body gets it again (header `Idempotent-Replayed: true`); the same key with
 * another body is refused (422), and a retry while the first is still running gets 409. Only
 * successes are stored: a failed request changed nothing, so running it again is safe.
 *
 * A record belongs to its caller and route: the key stored is a hash of the key role, the manage
 * token's hash (or, without one, the client's address and the session it names), the method, the path and the key sent, so
 * neither the key nor a token is kept as sent and another caller's same key is their own request.
 * A replay for a manage token is answered only while that token is still valid for the booking.
 * The language the answer is asked in (`lang`, else Accept-Language; language.ts) is part of the
 * request: another one with the same key is refused like another body, and the default (Russian)
 * asked for or not is the same request, as before languages existed. A replay carries the stored
 * answer's Content-Language.
 * Expired records are deleted whenever a keyed request comes (and at start). See
 * docs/booking-engine.md#idempotency.
 */
export function idempotency(engine: EngineContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header("idempotency-key");
    if (c.req.method !== "POST" || header === undefined) return next();
    if (!/^[\x21-\x7e]{1,200}$/.test(header)) {
      throw new BookingError("VALIDATION_ERROR", "Idempotency-Key: от 1 до 200 печатных символов ASCII");
    }
    await forgetExpiredKeys(engine);
    if (NEVER_RECORDED.has(c.req.path)) return next();
    const body = await c.req.text();
    const token = c.req.header("x-manage-token");
    const caller = token === undefined ? clientCaller(c) : `token:${sha256(token)}`;
    const key = sha256(JSON.stringify([c.get("role"), caller, c.req.method, c.req.path, header]));
    const claim = await claimKeyedRequest(engine, key, requestHash(c, body));
    if (claim.kind === "replay") {
      // The route checks the token before it runs; a replay must not skip that check.
      const reservationId = RESERVATION_PATH.exec(c.req.path)?.[1];
      if (token !== undefined && reservationId !== undefined) {
        await authorizeManage(engine, reservationId, token);
      }
      const headers = new Headers({ "content-type": "application/json", "idempotent-replayed": "true" });
      if (claim.language !== null) {
        headers.set("content-language", claim.language);
        headers.set("vary", "Accept-Language");
      }
      return new Response(claim.body, { status: claim.status, headers });
    }
    try {
      await next();
    } catch (error) {
      await releaseKeyedRequest(engine, key);
      throw error;
    }
    // A handler's thrown error reaches here already turned into a response by onError.
    const status = c.res.status;
    if (c.error || status >= 300) {
      await releaseKeyedRequest(engine, key);
      return;
    }
    await completeKeyedRequest(engine, key, {
      status,
      body: await c.res.clone().text(),
      language: c.res.headers.get("content-language"),
    });
  };
}
