/**
 * Rate limits of the public endpoints, per client (an IPv4 address or an IPv6 /64, see
 * `clientKey`), in fixed windows: in process by default, in Redis (`REDIS_URL`) when several
 * instances share the load. Reads, writes and booking look-ups have their own budgets; a look-up's
 * wrong answers are also counted per reference and client and per reference, so that one client
 * cannot hammer a reference and many clients together get few tries at it, while a stranger's
 * wrong tries never lock the guest out (docs/booking-engine.md «Limits and errors»).
 */
import { Redis } from "ioredis";
import { BookingError } from "../domain/errors";

export interface RateLimitStore {
  readonly describe: string;
  /** Counts a hit in the window of `key`; returns the count so far and when the window ends. */
  hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>;
  /** The count of `key`'s current window without counting (0 when none is open). */
  peek(key: string, now: number): Promise<{ count: number; resetAt: number }>;
  close(): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  readonly describe = "in process";
  readonly #windows = new Map<string, { count: number; resetAt: number }>();
  #hits = 0;

  async hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }> {
    // Sweep ended windows now and then, so memory stays bounded by the active clients.
    if (++this.#hits % 1000 === 0) {
      for (const [entry, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(entry);
    }
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.#windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetAt: window.resetAt };
  }

  async peek(key: string, now: number): Promise<{ count: number; resetAt: number }> {
    const window = this.#windows.get(key);
    return window && window.resetAt > now ? { ...window } : { count: 0, resetAt: now };
  }

  async close(): Promise<void> {
    this.#windows.clear();
  }
}

// INCR and, for the window's first hit, PEXPIRE, atomically; returns the count and the time left.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

// The count and the time left, counting nothing.
const PEEK_SCRIPT = `
return {tonumber(redis.call('GET', KEYS[1]) or '0'), redis.call('PTTL', KEYS[1])}`;

export class RedisRateLimitStore implements RateLimitStore {
  readonly describe: string;
  readonly #redis: Redis;

  constructor(url: string, prefix = "hotel:rl:") {
    this.#redis = new Redis(url, { keyPrefix: prefix, maxRetriesPerRequest: 2, enableOfflineQueue: true });
    const { hostname, port } = new URL(url);
    this.describe = `Redis ${hostname}:${port || 6379}`;
  }

  async hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }> {
    const result = (await this.#redis.eval(HIT_SCRIPT, 1, key, String(windowMs))) as [number, number];
    const [count, ttl] = result;
    return { count, resetAt: now + (ttl > 0 ? ttl : windowMs) };
  }

  async peek(key: string, now: number): Promise<{ count: number; resetAt: number }> {
    const [count, ttl] = (await this.#redis.eval(PEEK_SCRIPT, 1, key)) as [number, number];
    return { count, resetAt: now + Math.max(ttl, 0) };
  }

  async close(): Promise<void> {
    await this.#redis.quit();
  }
}

/**
 * `lookup` counts every look-up of a client; `lookup-failures` the wrong answers of one client
 * about one reference; `lookup-reference-failures` the wrong answers about one reference from
 * anyone.
 */
export type LimitKind =
  "read" | "write" | "lookup" | "lookup-failures" | "lookup-reference-failures" | "webhook";

export interface LimitRule {
  limit: number;
  windowMs: number;
}

/**
 * The budgets for a per-minute read limit (`HOTEL_RATE_LIMIT_PER_MINUTE`); 0 turns limits off.
 * A payment provider's notifications get the read budget per sender: YooKassa sends a few per
 * payment and retries slowly, so only a flood from one address reaches it.
 */
export function limitRules(perMinute: number): Record<LimitKind, LimitRule> | undefined {
  if (perMinute <= 0) return undefined;
  return {
    read: { limit: perMinute, windowMs: 60_000 },
    write: { limit: Math.max(1, Math.floor(perMinute / 5)), windowMs: 60_000 },
    lookup: { limit: 10, windowMs: 10 * 60_000 },
    "lookup-failures": { limit: 5, windowMs: 60 * 60_000 },
    "lookup-reference-failures": { limit: 30, windowMs: 60 * 60_000 },
    webhook: { limit: perMinute, windowMs: 60_000 },
  };
}

export class RateLimiter {
  constructor(
    readonly store: RateLimitStore,
    private readonly rules: Record<LimitKind, LimitRule> | undefined,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a request of `kind` by `client`; throws RATE_LIMITED (with seconds to wait) over budget. */
  async check(kind: LimitKind, client: string): Promise<{ remaining: number } | undefined> {
    const rule = this.rules?.[kind];
    if (!rule) return undefined;
    const now = this.now();
    const { count, resetAt } = await this.store.hit(`${kind}:${client}`, rule.windowMs, now);
    if (count > rule.limit) throw rateLimited(resetAt, now);
    return { remaining: rule.limit - count };
  }

  /**
   * Before a look-up of `reference` by `client` (which the `lookup` budget has already counted):
   * refused when this client has used up its wrong answers about this reference — 5 an hour, but
   * only one once the reference has had 30 wrong answers from anyone in its hour. Right and wrong
   * contacts are refused alike, so a refusal tells nothing. Returns what to call when the answer
   * turns out wrong. A client without wrong answers about the reference is never refused here:
   * strangers' wrong tries cannot lock the guest out.
   */
  async checkLookup(reference: string, client: string): Promise<{ failed(): Promise<void> }> {
    const own = this.rules?.["lookup-failures"];
    const shared = this.rules?.["lookup-reference-failures"];
    if (!own || !shared) return { failed: async () => undefined };
    const now = this.now();
    const ownKey = `lookup-failures:${reference}:${client}`;
    const sharedKey = `lookup-reference-failures:${reference}`;
    const [mine, everyone] = await Promise.all([
      this.store.peek(ownKey, now),
      this.store.peek(sharedKey, now),
    ]);
    const allowed = everyone.count >= shared.limit ? 1 : own.limit;
    if (mine.count >= allowed) throw rateLimited(mine.resetAt, now);
    return {
      failed: async () => {
        await Promise.all([
          this.store.hit(ownKey, own.windowMs, now),
          this.store.hit(sharedKey, shared.windowMs, now),
        ]);
      },
    };
  }
}

function rateLimited(resetAt: number, now: number): BookingError {
  return new BookingError("RATE_LIMITED", "Слишком много запросов. Попробуйте чуть позже", {
    retry_after_seconds: Math.max(1, Math.ceil((resetAt - now) / 1000)),
  });
}
