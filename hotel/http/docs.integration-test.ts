/**
 * The API's documents and pages (docs/booking-engine.md#the-api-document): the public document
 * and page say nothing of the admin area, the whole document needs the admin key, and every
 * answer carries the site's security headers.
 */
import { IncomingMessage } from "node:http";
import { Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteSecurityHeaders } from "../../platform/security-headers";
import { testTargets } from "../../platform/testing/databases";
import { startTestHotel, type TestHotel } from "../testing/harness";

interface Document {
  paths: Record<string, unknown>;
  components: { securitySchemes: Record<string, unknown> };
}

/** The headers a page of the site gets from the platform (platform/server.ts), for an HTTP request. */
function siteHeaders(): [string, string][] {
  const request = new IncomingMessage(new Socket());
  request.headers = {};
  return siteSecurityHeaders({
    dev: false,
    siteUrl: "http://localhost:3000",
    studioOrigins: [],
    yandexMaps: false,
    trustedProxies: { kind: "none" },
  })(request);
}

describe("the API's documents and their pages", () => {
  let t: TestHotel;
  beforeAll(async () => {
    // The documents do not depend on the database: the embedded one is enough.
    t = await startTestHotel(testTargets()[0]!);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it.each([
    "/v1/docs",
    "/v1/docs/init.js",
    "/v1/docs/swagger-ui-bundle.js",
    "/v1/openapi.json",
    "/v1/admin/docs",
    "/v1/admin/docs/init.js",
  ])("%s is open and carries the site's security headers", async (path) => {
    const answer = await t.call("GET", path, { key: "none" });
    expect(answer.status).toBe(200);
    const expected = siteHeaders();
    expect(expected.map(([name]) => name)).toEqual(
      expect.arrayContaining(["Content-Security-Policy", "X-Content-Type-Options", "Permissions-Policy"]),
    );
    for (const [name, value] of expected) expect(answer.headers.get(name), name).toBe(value);
  });

  it("sends HSTS with the headers when the site is served over HTTPS", async () => {
    const hotel = await startTestHotel(testTargets()[0]!, { siteUrl: "https://hotel.example" });
    try {
      const answer = await hotel.call("GET", "/v1/docs", { key: "none" });
      expect(answer.headers.get("strict-transport-security")).toBe("max-age=31536000");
      expect(answer.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    } finally {
      await hotel.dispose();
    }
  });

  it("documents no admin path and no admin key in the public document", async () => {
    const answer = await t.call("GET", "/v1/openapi.json", { key: "none" });
    const document = answer.json as Document;
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(expect.arrayContaining(["/v1/rooms", "/v1/reservation", "/v1/reservation/lookup"]));
    expect(paths.filter((path) => path.startsWith("/v1/admin"))).toEqual([]);
    expect(Object.keys(document.components.securitySchemes)).toEqual(["ApiKey"]);
    expect(answer.text).not.toContain("AdminKey");
    expect(answer.text).not.toContain("HOTEL_ADMIN_KEY");
  });

  it("gives the whole document, admin area included, only with the admin key", async () => {
    for (const key of ["none", "api"] as const) {
      const refused = await t.call("GET", "/v1/admin/openapi.json", { key });
      expect(refused.status, key).toBe(401);
      expect(refused.text).not.toContain("/v1/admin/prices");
    }
    const answer = await t.call("GET", "/v1/admin/openapi.json", { key: "admin" });
    expect(answer.status).toBe(200);
    const whole = answer.json as Document;
    const open = (await t.call("GET", "/v1/openapi.json", { key: "none" })).json as Document;
    expect(Object.keys(whole.paths)).toEqual(
      expect.arrayContaining(["/v1/admin/prices", "/v1/admin/reservations", ...Object.keys(open.paths)]),
    );
    expect(Object.keys(whole.components.securitySchemes).sort()).toEqual(["AdminKey", "ApiKey"]);
    // The admin page itself is a shell: what it shows comes from the keyed document.
    const page = await t.call("GET", "/v1/admin/docs", { key: "none" });
    expect(page.text).toContain('<script src="/v1/admin/docs/init.js"></script>');
    expect(page.text).not.toContain("/v1/admin/prices");
  });
});
