import { ServerResponse, type IncomingMessage } from "node:http";
import { PassThrough } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { PageCache } from "./page-cache";
import { shareDrops, type SharedDrops } from "./page-cache-redis";

/** Redis runs in CI (TEST_REDIS_URL or REDIS_URL); without it this suite is skipped. */
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

/** A page kept in `cache` as Next.js would have answered it. */
function keep(cache: PageCache, url: string): void {
  const req = { method: "GET", url, headers: {} } as IncomingMessage;
  const socket = new PassThrough();
  const res = new ServerResponse(req);
  res.assignSocket(socket as never);
  expect(cache.handle(req, res, new Set())).toBe(false);
  res.setHeader("x-nextjs-cache", "HIT");
  res.setHeader("cache-control", "s-maxage=300");
  res.end("page");
}

const waitUntil = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
};

describe.skipIf(!redisUrl)("page caches of several instances, on Redis", () => {
  const shared: SharedDrops[] = [];
  afterEach(async () => {
    await Promise.all(shared.splice(0).map((drops) => drops.stop()));
  });

  it("a drop on one instance clears the others', and only a drop is published", async () => {
    const [a, b] = [new PageCache(), new PageCache()];
    for (const cache of [a, b]) shared.push(await shareDrops(cache, redisUrl as string, () => undefined));
    keep(a, "/");
    keep(b, "/");
    await waitUntil(() => a.size === 1 && b.size === 1);
    expect([a.size, b.size]).toEqual([1, 1]);

    // A clear heard from another instance is not published again (no echo between instances).
    b.clear();
    keep(b, "/rooms");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(a.size).toBe(1);

    a.drop();
    expect(await waitUntil(() => b.size === 0)).toBe(true);
    expect(a.size).toBe(0);
  });
});

describe("page caches of several instances, Redis down", () => {
  it("refuse to start, naming REDIS_URL, rather than serve apart from the others", async () => {
    // Port 1 on loopback: nothing listens there.
    await expect(shareDrops(new PageCache(), "redis://127.0.0.1:1", () => undefined)).rejects.toThrow(
      /Redis 127\.0\.0\.1:1 \(REDIS_URL\) does not answer/,
    );
  });
});
