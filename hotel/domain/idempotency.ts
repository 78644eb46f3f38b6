/**
 * The rules of `Idempotency-Key` records (docs/booking-engine.md#idempotency): a record is kept
 * for 24 hours, a claim left by a request that died is taken over after a minute, only successes
 * are stored, and the same key with another body is refused. The HTTP side (which requests are
 * keyed, whose key it is, how a replay is answered) is hotel/http/middleware.ts.
 */
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  deleteExpiredIdempotencyKeys,
  findIdempotencyKey,
  releaseIdempotencyKey,
  releaseStaleIdempotencyKey,
} from "../db/repositories/access";
import type { EngineContext } from "./context";
import { BookingError } from "./errors";

/** How long a record of a keyed request is kept and replayed. */
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
/** A claim older than this belongs to a request that died: the next one with the key takes it over. */
const STALE_CLAIM_MS = 60_000;

/** Deletes the records past their 24 hours (on every keyed request and at start). */
export function forgetExpiredKeys(engine: Pick<EngineContext, "db" | "clock">): Promise<void> {
  return deleteExpiredIdempotencyKeys(engine.db, new Date(engine.clock.now().getTime() - IDEMPOTENCY_TTL_MS));
}

type KeyClaim =
  { kind: "claimed" } | { kind: "replay"; status: number; body: string; language: string | null };

/**
 * Claims `key` for a request whose body hashes to `requestHash`: `claimed` when this request is
 * the first (it must then `completeKeyedRequest` or `releaseKeyedRequest`), `replay` with the
 * stored answer when the first one succeeded. The same key with another body, or while the first
 * is still running, is refused.
 */
export async function claimKeyedRequest(
  engine: Pick<EngineContext, "db" | "clock">,
  key: string,
  requestHash: string,
): Promise<KeyClaim> {
  const now = engine.clock.now();
  await releaseStaleIdempotencyKey(engine.db, key, new Date(now.getTime() - STALE_CLAIM_MS));
  if (await claimIdempotencyKey(engine.db, { key, requestHash, createdAt: now })) return { kind: "claimed" };
  const stored = await findIdempotencyKey(engine.db, key);
  if (stored && stored.requestHash !== requestHash) {
    throw new BookingError(
      "IDEMPOTENCY_KEY_REUSED",
      "Этот Idempotency-Key уже использован с другим запросом",
    );
  }
  if (!stored || stored.state !== "done" || stored.responseStatus === null || stored.responseBody === null) {
    throw new BookingError("IDEMPOTENCY_IN_PROGRESS", "Такой же запрос ещё выполняется");
  }
  return {
    kind: "replay",
    status: stored.responseStatus,
    body: stored.responseBody,
    language: stored.responseLanguage,
  };
}

/** Stores a successful answer for replays, with the language it is in (Content-Language), if any. */
export function completeKeyedRequest(
  engine: Pick<EngineContext, "db">,
  key: string,
  answer: { status: number; body: string; language: string | null },
): Promise<void> {
  return completeIdempotencyKey(engine.db, key, answer);
}

/** Frees the key of a request that failed: it changed nothing, so running it again is safe. */
export function releaseKeyedRequest(engine: Pick<EngineContext, "db">, key: string): Promise<void> {
  return releaseIdempotencyKey(engine.db, key);
}
