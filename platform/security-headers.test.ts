import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { parseTrustedProxies } from "./client-address";
import { HSTS, contentSecurityPolicy, siteSecurityHeaders, studioOrigins } from "./security-headers";
import { createPlatformServer } from "./server";

// docs/site.md#security-headers
const studios = studioOrigins({ STUDIO_PORT: 3333, MANAGER_STUDIO_ORIGINS: "https://hotel.sanity.studio/" });

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe("the site's Content Security Policy", () => {
  const production = directives(
    contentSecurityPolicy({ dev: false, studioOrigins: studios, yandexMaps: false }, false),
  );

  it("has no eval in production, only in development", () => {
    expect(production.get("script-src")).toEqual(["'self'", "'unsafe-inline'"]);
    const dev = directives(
      contentSecurityPolicy({ dev: true, studioOrigins: studios, yandexMaps: false }, false),
    );
    expect(dev.get("script-src")).toContain("'unsafe-eval'");
  });

  it("lets only the site itself and the Studio's origins frame the site", () => {
    expect(production.get("frame-ancestors")).toEqual([
      "'self'",
      "http://localhost:3333",
      "http://127.0.0.1:3333",
      "https://hotel.sanity.studio",
    ]);
  });

  it("allows the map tiles, and Yandex Maps' hosts only when Yandex Maps is configured", () => {
    expect(production.get("img-src")).toContain("https://tile.openstreetmap.org");
    expect(production.get("script-src")?.join(" ")).not.toContain("yandex");
    const yandex = directives(
      contentSecurityPolicy({ dev: false, studioOrigins: studios, yandexMaps: true }, false),
    );
    expect(yandex.get("script-src")).toContain("https://api-maps.yandex.ru");
    expect(yandex.get("img-src")).toContain("https://*.maps.yandex.net");
    expect(yandex.get("script-src")).not.toContain("'unsafe-eval'");
  });

  it("refuses plugins, foreign bases and forms to other sites; upgrades requests only over HTTPS", () => {
    expect(production.get("object-src")).toEqual(["'none'"]);
    expect(production.get("base-uri")).toEqual(["'self'"]);
    expect(production.get("form-action")).toEqual(["'self'"]);
    expect(production.has("upgrade-insecure-requests")).toBe(false);
    const https = directives(
      contentSecurityPolicy({ dev: false, studioOrigins: studios, yandexMaps: false }, true),
    );
    expect(https.has("upgrade-insecure-requests")).toBe(true);
  });
});

describe("the platform's server with the security headers", () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  async function start(options: { siteUrl?: string; trustedProxies?: string }): Promise<string> {
    const trustedProxies = parseTrustedProxies(options.trustedProxies);
    server = createPlatformServer({
      mounts: [{ prefix: "/cdn", handler: (_req, res) => void res.end("file") }],
      site: { handle: (_req, res) => res.end("page") },
      trustedProxies,
      siteHeaders: siteSecurityHeaders({
        dev: false,
        siteUrl: options.siteUrl ?? "http://localhost:3000",
        studioOrigins: studios,
        yandexMaps: false,
        trustedProxies,
      }),
      log: () => undefined,
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
  }

  it("sends them with every page of the site, and leaves the mounts' answers to the mounts", async () => {
    const origin = await start({});
    const page = await fetch(`${origin}/rooms`);
    expect(page.headers.get("content-security-policy")).toContain(
      "frame-ancestors 'self' http://localhost:3333",
    );
    expect(page.headers.get("content-security-policy")).not.toContain("unsafe-eval");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(page.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(page.headers.get("permissions-policy")).toContain("camera=(), microphone=(), geolocation=()");
    expect(page.headers.get("strict-transport-security")).toBeNull();
    const file = await fetch(`${origin}/cdn/x`);
    expect(file.headers.get("content-security-policy")).toBeNull();
  });

  it("sends HSTS when a trusted proxy says HTTPS, not when the caller says it itself", async () => {
    const trusting = await start({ trustedProxies: "loopback" });
    const proxied = await fetch(`${trusting}/`, { headers: { "x-forwarded-proto": "https" } });
    expect(proxied.headers.get("strict-transport-security")).toBe(HSTS);
    expect(proxied.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    await new Promise((resolve) => server?.close(resolve));

    const untrusting = await start({});
    const claimed = await fetch(`${untrusting}/`, { headers: { "x-forwarded-proto": "https" } });
    expect(claimed.headers.get("strict-transport-security")).toBeNull();
  });

  it("sends HSTS when the site's address is https (TLS ends before the proxy we cannot see)", async () => {
    const origin = await start({ siteUrl: "https://hotel.example" });
    expect((await fetch(`${origin}/`)).headers.get("strict-transport-security")).toBe(HSTS);
  });
});
