import { ServerResponse, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { parseTrustedProxies } from "./client-address";
import { PAGES_CHANGED_HEADER, PageCache } from "./page-cache";
import { createPlatformServer } from "./server";

/** What the stand-in for Next.js answers, per path. */
interface Answer {
  status?: number;
  headers?: Record<string, string>;
  body?: string;
  /** Answer only when this promise settles (a render in progress). */
  wait?: Promise<void>;
}

/** Next.js's headers for a prerendered page served fresh from its cache. */
const PRERENDERED = {
  "x-nextjs-cache": "HIT",
  "cache-control": "s-maxage=300, stale-while-revalidate=31535700",
};

describe("the page cache", () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  async function start(cache: PageCache, answer: (req: IncomingMessage) => Answer) {
    const calls: string[] = [];
    /** Per answer written in two parts: whether its second part went to Node's own write. */
    const untouchedAfterHead: boolean[] = [];
    const handle = async (req: IncomingMessage, res: ServerResponse) => {
      calls.push(`${req.method} ${req.url}`);
      const { status = 200, headers = PRERENDERED, body = `page ${req.url}`, wait } = answer(req);
      await wait;
      res.statusCode = status;
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      // fetch() asks for "gzip, deflate, br" on its own: only an exact "gzip" gets one here.
      if (req.headers["accept-encoding"] === "gzip") {
        res.setHeader("content-encoding", "gzip");
        res.end(gzipSync(body));
      } else {
        // As Next.js does for a long page: the body in more than one write.
        res.write(body.slice(0, 3));
        untouchedAfterHead.push(res.end === ServerResponse.prototype.end);
        res.end(body.slice(3));
      }
    };
    server = createPlatformServer({
      mounts: [],
      site: { handle },
      trustedProxies: parseTrustedProxies(undefined),
      siteHeaders: (req) => [["X-Frame-Options", req.url === "/framed" ? "DENY" : "SAMEORIGIN"]],
      pageCache: cache,
      log: () => undefined,
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
    return { origin, calls, untouchedAfterHead };
  }

  it("sends a prerendered page's answer again without asking the site, with this request's own headers", async () => {
    const cache = new PageCache();
    const { origin, calls } = await start(cache, () => ({ headers: { ...PRERENDERED, etag: '"abc"' } }));
    const first = await fetch(`${origin}/rooms`);
    const second = await fetch(`${origin}/rooms`);
    expect(calls).toEqual(["GET /rooms"]);
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get("etag")).toBe('"abc"');
    expect(second.headers.get("cache-control")).toBe(PRERENDERED["cache-control"]);
    expect(second.headers.get("content-length")).toBe("11");
    expect(second.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });

  it("answers a matching If-None-Match with 304 and HEAD with the headers only", async () => {
    const cache = new PageCache();
    const { origin, calls } = await start(cache, () => ({ headers: { ...PRERENDERED, etag: '"abc"' } }));
    await fetch(`${origin}/`);
    const notModified = await fetch(`${origin}/`, { headers: { "if-none-match": '"abc"' } });
    expect(notModified.status).toBe(304);
    const head = await fetch(`${origin}/`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe("6");
    expect(await head.text()).toBe("");
    expect(calls).toEqual(["GET /"]);
  });

  it("keeps each encoding the site chose apart: a gzip answer never reaches a client that did not ask for it", async () => {
    const cache = new PageCache();
    const { origin, calls } = await start(cache, () => ({}));
    const zipped = await fetch(`${origin}/`, { headers: { "accept-encoding": "gzip" } });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(await zipped.text()).toBe("page /");
    const plain = await fetch(`${origin}/`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe("page /");
    const zippedAgain = await fetch(`${origin}/`, { headers: { "accept-encoding": "gzip" } });
    expect(await zippedAgain.text()).toBe("page /");
    expect(calls).toHaveLength(2);
  });

  it.each<[string, Answer]>([
    [
      "not served from Next.js's cache (rendered for this request)",
      { headers: { "cache-control": "s-maxage=300" } },
    ],
    ["stale in Next.js's cache", { headers: { ...PRERENDERED, "x-nextjs-cache": "STALE" } }],
    ["private", { headers: { ...PRERENDERED, "cache-control": "private, no-cache, no-store, max-age=0" } }],
    ["without a shared max-age", { headers: { ...PRERENDERED, "cache-control": "public, max-age=60" } }],
    ["setting a cookie", { headers: { ...PRERENDERED, "set-cookie": "a=1" } }],
    ["not found", { status: 404 }],
  ])("does not keep an answer %s, nor copy it once its head is written", async (_, answer) => {
    const cache = new PageCache();
    const { origin, calls, untouchedAfterHead } = await start(cache, () => answer);
    await fetch(`${origin}/page`, { headers: { "accept-encoding": "identity" } });
    await fetch(`${origin}/page`, { headers: { "accept-encoding": "identity" } });
    expect(calls).toHaveLength(2);
    expect(cache.size).toBe(0);
    expect(untouchedAfterHead).toEqual([true, true]);
  });

  it("copies a keepable answer as it is written", async () => {
    const cache = new PageCache();
    const { origin, untouchedAfterHead } = await start(cache, () => ({}));
    expect(await (await fetch(`${origin}/`, { headers: { "accept-encoding": "identity" } })).text()).toBe(
      "page /",
    );
    expect(untouchedAfterHead).toEqual([false]);
    expect(cache.size).toBe(1);
  });

  it.each<[string, RequestInit, string]>([
    ["an RSC request", { headers: { rsc: "1" } }, "/"],
    ["a router prefetch", { headers: { "next-router-prefetch": "1" } }, "/"],
    ["an RSC fetch by its query", {}, "/?_rsc=abc"],
    ["a manager in draft mode", { headers: { cookie: "a=1; __prerender_bypass=xyz" } }, "/"],
  ])("lets %s reach the site even when the page is kept", async (_, init, path) => {
    const cache = new PageCache();
    const { origin, calls } = await start(cache, () => ({}));
    await fetch(`${origin}/`);
    await fetch(`${origin}${path}`, init);
    expect(calls).toEqual(["GET /", `GET ${path}`]);
  });

  /** The stand-in's answers: pages at their version; the site's own routes as the real ones answer. */
  function site(state: { version: number }) {
    return (req: IncomingMessage): Answer => {
      if (req.method === "GET") return { body: `v${state.version}` };
      // The two routes that change what pages show say so (web/lib/pages-changed.ts)…
      if (req.url === "/api/revalidate" || req.url === "/api/admin/prices/changes") {
        state.version += 1;
        return { headers: { [PAGES_CHANGED_HEADER]: "1" }, body: "{}" };
      }
      // …and a server action that revalidated gets Next.js's own header.
      if (req.headers["next-action"] === "save") {
        state.version += 1;
        return { headers: { "x-action-revalidated": "1" }, body: "" };
      }
      if (req.url === "/api/booking/search") return { headers: {}, body: '{"data":[]}' };
      return { status: 404, headers: {}, body: "not found" };
    };
  }

  it.each<[string, string, RequestInit]>([
    ["a publish's revalidation", "/api/revalidate", {}],
    ["a price saved in the manager's tool", "/api/admin/prices/changes", {}],
    ["a server action that revalidated", "/rooms", { headers: { "next-action": "save" } }],
  ])("drops every page after %s, and keeps the signal to itself", async (_, path, init) => {
    const cache = new PageCache();
    const { origin, calls } = await start(cache, site({ version: 1 }));
    expect(await (await fetch(`${origin}/a`)).text()).toBe("v1");
    expect(await (await fetch(`${origin}/a`)).text()).toBe("v1");
    const change = await fetch(`${origin}${path}`, { ...init, method: "POST" });
    expect(change.headers.get(PAGES_CHANGED_HEADER)).toBeNull();
    expect(await (await fetch(`${origin}/a`)).text()).toBe("v2");
    expect(calls).toEqual(["GET /a", `POST ${path}`, "GET /a"]);
  });

  it.each<[string, string, RequestInit]>([
    ["a search (read only)", "/api/booking/search", { body: '{"arrival":"2027-01-01"}' }],
    ["a path that does not exist", "/no/such/path", { body: "x" }],
    ["a server action that revalidated nothing", "/rooms", { headers: { "next-action": "other" } }],
    ["a revalidation the site refused (no signal)", "/wp-login.php", {}],
  ])("keeps every page after %s: an ordinary POST changes nothing", async (_, path, init) => {
    const cache = new PageCache();
    let drops = 0;
    cache.onDrop(() => (drops += 1));
    const { origin, calls } = await start(cache, site({ version: 1 }));
    await fetch(`${origin}/a`);
    for (const method of ["POST", "PUT", "PATCH", "DELETE"])
      await fetch(`${origin}${path}`, { ...init, method });
    expect(await (await fetch(`${origin}/a`)).text()).toBe("v1");
    expect(calls.filter((call) => call === "GET /a")).toHaveLength(1);
    expect(cache.size).toBe(1);
    expect(drops).toBe(0);
  });

  it("does not keep a page whose render began before a drop and ended after it", async () => {
    const cache = new PageCache();
    let release: () => void = () => undefined;
    const rendering = new Promise<void>((resolve) => (release = resolve));
    const { origin, calls } = await start(cache, (req) =>
      req.method === "GET" ? { wait: rendering } : { headers: { [PAGES_CHANGED_HEADER]: "1" } },
    );
    const old = fetch(`${origin}/a`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await fetch(`${origin}/api/revalidate`, { method: "POST" });
    release();
    await (await old).text();
    await fetch(`${origin}/a`);
    expect(calls).toEqual(["GET /a", "POST /api/revalidate", "GET /a"]);
  });

  it("asks the site again once an answer is older than its time to live", async () => {
    let now = 1_000;
    const cache = new PageCache({ ttlMs: 10_000, now: () => now });
    const { origin, calls } = await start(cache, () => ({}));
    await fetch(`${origin}/`);
    now += 9_999;
    await fetch(`${origin}/`);
    now += 2;
    await fetch(`${origin}/`);
    expect(calls).toEqual(["GET /", "GET /"]);
  });

  it("forgets the least recently used page above its memory budget", async () => {
    const cache = new PageCache({ maxBytes: 20 });
    const { origin, calls } = await start(cache, () => ({ body: "0123456789" }));
    await fetch(`${origin}/a`);
    await fetch(`${origin}/b`);
    await fetch(`${origin}/a`); // a is now the most recent
    await fetch(`${origin}/c`); // over budget: b goes
    await fetch(`${origin}/a`);
    await fetch(`${origin}/b`);
    expect(calls).toEqual(["GET /a", "GET /b", "GET /c", "GET /b"]);
  });

  it("tells its subscribers when it drops, not when another instance made it clear", async () => {
    const cache = new PageCache();
    let told = 0;
    cache.onDrop(() => (told += 1));
    cache.clear();
    expect(told).toBe(0);
    cache.drop();
    expect(told).toBe(1);
  });
});
