import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testTargets } from "../../platform/testing/databases";
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_SIGNATURE_HEADER,
  parseTrustedProxies,
  signClientAddress,
} from "../../platform/client-address";
import { API_KEY, startTestHotel, type TestHotel } from "../testing/harness";
import { listen, type HttpHotel } from "../testing/http";
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

  it("reads a window's count without counting", async () => {
    const key = `peek-${randomBytes(4).toString("hex")}`;
    const now = Date.now();
    expect((await store.peek(key, now)).count).toBe(0);
    await store.hit(key, 60_000, now);
    await store.hit(key, 60_000, now);
    expect((await store.peek(key, now)).count).toBe(2);
    expect((await store.peek(key, now)).count).toBe(2);
    expect((await store.peek(key, now)).resetAt).toBeGreaterThan(now);
  });

  it("turns limits off at 0", async () => {
    const limiter = new RateLimiter(store, limitRules(0));
    for (let index = 0; index < 50; index++)
      await expect(limiter.check("lookup", "x")).resolves.toBeUndefined();
  });
});

describe.each(testTargets())("rate limits over HTTP on $name", (target) => {
  const newGuest = () => `198.18.${randomBytes(1)[0]}.${1 + ((randomBytes(1)[0] ?? 0) % 254)}`;

  describe("behind a reverse proxy on loopback (TRUSTED_PROXIES=loopback)", () => {
    let t: TestHotel;
    let http: HttpHotel;
    beforeAll(async () => {
      t = await startTestHotel(target, {
        rateLimitPerMinute: 5,
        redisUrl,
        trustedProxies: parseTrustedProxies("loopback"),
      });
      http = await listen(t.hotel);
    });
    afterAll(async () => {
      await http.close();
      await t.dispose();
    });

    const get = (path: string, forwardedFor: string) =>
      fetch(`${http.origin}${path}`, { headers: { "x-api-key": API_KEY, "x-forwarded-for": forwardedFor } });

    it("answers 429 with Retry-After once a guest's budget is spent, counting the guests the proxy names", async () => {
      // Unique per run: Redis keeps counts between runs.
      const guest = newGuest();
      for (let index = 0; index < 5; index++) {
        // Whatever the guest wrote to the left of the proxy's entry does not make a new guest.
        expect((await get("/v1/rooms/types", `10.9.9.${index}, ${guest}`)).status).toBe(200);
      }
      const limited = await get("/v1/rooms/types", guest);
      expect(limited.status).toBe(429);
      expect(((await limited.json()) as { error: { code: string } }).error.code).toBe("RATE_LIMITED");
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await get("/v1/rooms/types", newGuest())).status).toBe(200);
    });

    it("limits booking look-ups to 10 per 10 minutes, so references cannot be tried in bulk", async () => {
      const guest = newGuest();
      const attempt = (index: number) =>
        fetch(`${http.origin}/v1/reservation/lookup`, {
          method: "POST",
          headers: { "x-api-key": API_KEY, "x-forwarded-for": guest, "content-type": "application/json" },
          body: JSON.stringify({
            reference: `AAAA${String(index).padStart(4, "2")}`,
            contact: "someone@example.ru",
          }),
        });
      for (let index = 0; index < 10; index++) expect((await attempt(index)).status).toBe(404);
      expect((await attempt(10)).status).toBe(429);
    });
  });

  describe("with no trusted proxy (the default)", () => {
    const SITE_SECRET = "rate-limit-site-secret-0123456789abcdef";
    let t: TestHotel;
    let http: HttpHotel;
    beforeAll(async () => {
      // In process: the connection's address is the same on every run, and Redis would remember it.
      t = await startTestHotel(target, { rateLimitPerMinute: 5, siteSecret: SITE_SECRET });
      http = await listen(t.hotel);
    });
    afterAll(async () => {
      await http.close();
      await t.dispose();
    });

    const get = (headers: Record<string, string>) =>
      fetch(`${http.origin}/v1/extras`, { headers: { "x-api-key": API_KEY, ...headers } });

    it("ignores a caller's own X-Forwarded-For: a new address per request does not buy a new budget", async () => {
      for (let index = 0; index < 5; index++)
        expect((await get({ "x-forwarded-for": newGuest() })).status).toBe(200);
      expect((await get({ "x-forwarded-for": newGuest() })).status).toBe(429);
    });

    it("believes the guest's address the site signed with HOTEL_SITE_SECRET, and only that", async () => {
      const guest = newGuest();
      const signed = {
        [CLIENT_ADDRESS_HEADER]: guest,
        [CLIENT_SIGNATURE_HEADER]: signClientAddress(SITE_SECRET, guest),
      };
      for (let index = 0; index < 5; index++) expect((await get(signed)).status).toBe(200);
      expect((await get(signed)).status).toBe(429);
      const other = newGuest();
      expect(
        (
          await get({
            [CLIENT_ADDRESS_HEADER]: other,
            [CLIENT_SIGNATURE_HEADER]: signClientAddress(SITE_SECRET, other),
          })
        ).status,
      ).toBe(200);
      // A forged signature is no signature: the connection's budget, spent by the test above.
      const forged = newGuest();
      expect(
        (
          await get({
            [CLIENT_ADDRESS_HEADER]: forged,
            [CLIENT_SIGNATURE_HEADER]: signClientAddress("not-the-site-secret-0123456789abcdef", forged),
          })
        ).status,
      ).toBe(429);
    });
  });
});
