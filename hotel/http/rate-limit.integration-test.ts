import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testTargets } from "../../platform/testing/databases";
import { expectError, startTestHotel, type TestHotel } from "../testing/harness";
import {
  MemoryRateLimitStore,
  RateLimiter,
  RedisRateLimitStore,
  limitRules,
  type RateLimitStore,
} from "./rate-limit";

/** Redis runs in CI (TEST_REDIS_URL or REDIS_URL); without it only the in-process store is tested. */
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

const stores: { name: string; create: () => RateLimitStore }[] = [
  { name: "in process", create: () => new MemoryRateLimitStore() },
  ...(redisUrl
    ? [
        {
          name: "Redis",
          create: () => new RedisRateLimitStore(redisUrl, `test:${randomBytes(6).toString("hex")}:`),
        },
      ]
    : []),
];

function limitRulesOrThrow(perMinute: number) {
  const rules = limitRules(perMinute);
  if (!rules) throw new Error("limits are on for a positive budget");
  return rules;
}

describe.each(stores)("rate limits $name", ({ create }) => {
  let store: RateLimitStore;
  beforeAll(() => {
    store = create();
  });
  afterAll(async () => {
    await store.close();
  });

  it("allows the budget per client and window, then refuses with the seconds to wait", async () => {
    const now = 1_000_000;
    const limiter = new RateLimiter(store, limitRules(10), () => now);
    // Writes get a fifth of the read budget: 2 per minute.
    await limiter.check("write", "198.51.100.1");
    await limiter.check("write", "198.51.100.1");
    await expect(limiter.check("write", "198.51.100.1")).rejects.toMatchObject({
      code: "RATE_LIMITED",
      details: { retry_after_seconds: expect.any(Number) },
    });
    // Another client has its own budget.
    await expect(limiter.check("write", "198.51.100.2")).resolves.toEqual({ remaining: 1 });
  });

  it("starts a fresh budget in the next window", async () => {
    const client = `window-${randomBytes(4).toString("hex")}`;
    let now = Date.now();
    const limiter = new RateLimiter(
      store,
      { ...limitRulesOrThrow(10), write: { limit: 1, windowMs: 300 } },
      () => now,
    );
    await limiter.check("write", client);
    await expect(limiter.check("write", client)).rejects.toMatchObject({ code: "RATE_LIMITED" });
    // Redis ends the window by PEXPIRE in real time; the in-process store by the clock it is given.
    await new Promise((resolve) => setTimeout(resolve, 350));
    now += 350;
    await expect(limiter.check("write", client)).resolves.toEqual({ remaining: 0 });
  });

  it("turns limits off at 0", async () => {
    const limiter = new RateLimiter(store, limitRules(0));
    for (let index = 0; index < 50; index++)
      await expect(limiter.check("lookup", "x")).resolves.toBeUndefined();
  });
});

describe.each(testTargets())("rate limits over HTTP on $name", (target) => {
  let t: TestHotel;
  beforeAll(async () => {
    t = await startTestHotel(target, { rateLimitPerMinute: 5, redisUrl });
  });
  afterAll(async () => {
    await t.dispose();
  });

  it("answers 429 with Retry-After once a guest's budget is spent, counting guests by X-Forwarded-For", async () => {
    // Unique per run: Redis keeps counts between runs.
    const guest = { "x-forwarded-for": `guest-${randomBytes(6).toString("hex")}` };
    for (let index = 0; index < 5; index++) {
      expect((await t.call("GET", "/v1/rooms/types", { headers: guest })).status).toBe(200);
    }
    const limited = await t.call("GET", "/v1/rooms/types", { headers: guest });
    expectError(limited, 429, "RATE_LIMITED");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const other = { "x-forwarded-for": `guest-${randomBytes(6).toString("hex")}` };
    expect((await t.call("GET", "/v1/rooms/types", { headers: other })).status).toBe(200);
  });

  it("limits booking look-ups to 10 per 10 minutes, so references cannot be tried in bulk", async () => {
    const guest = { "x-forwarded-for": `guest-${randomBytes(6).toString("hex")}` };
    const attempt = (index: number) =>
      t.call("POST", "/v1/reservation/lookup", {
        headers: guest,
        body: { reference: `AAAA${String(index).padStart(4, "2")}`, contact: "someone@example.ru" },
      });
    for (let index = 0; index < 10; index++) expectError(await attempt(index), 404, "RESERVATION_NOT_FOUND");
    expectError(await attempt(10), 429, "RATE_LIMITED");
  });
});
