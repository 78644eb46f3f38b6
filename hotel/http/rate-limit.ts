/**
 * Rate limits of the public endpoints, per client, in fixed windows: in process by default, in
 * Redis (`REDIS_URL`) when several instances share the load. Reads, writes and booking look-ups
 * have their own budgets; look-ups are also limited per reference, so a reference cannot be tried
 * against many e-mails from many addresses.
 */
import { Redis } from "ioredis";
import { BookingError } from "../domain/errors";

export interface RateLimitStore {
  readonly describe: string;
  /** Counts a hit in the window of `key`; returns the count so far and when the window ends. */
  hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>;
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

  async close(): Promise<void> {
    this.#windows.clear();
  }
}

// INCR and, for the window's first hit, PEXPIRE, atomically; returns the count and the time left.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

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

  async close(): Promise<void> {
    await this.#redis.quit();
  }
}

export type LimitKind = "read" | "write" | "lookup" | "lookup-reference" | "webhook";

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
    "lookup-reference": { limit: 20, windowMs: 60 * 60_000 },
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
    if (count > rule.limit) {
      const retryAfter = Math.max(1, Math.ceil((resetAt - now) / 1000));
      throw new BookingError("RATE_LIMITED", "Слишком много запросов. Попробуйте чуть позже", {
        retry_after_seconds: retryAfter,
      });
    }
    return { remaining: rule.limit - count };
  }
}
