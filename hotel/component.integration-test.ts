import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlatformContext } from "../platform/component";
import { loadEnv } from "../platform/env";
import { freshDatabase, testTargets, type TestDatabase } from "../platform/testing/databases";
import { hotelComponent } from "./component";

const SECRETS = {
  hotelApiKey: "generated-api-key-0123456789abcdef012345",
  hotelAdminKey: "generated-admin-key-0123456789abcdef0123",
  contentLakeToken: "lake-token-0123456789abcdef0123456789ab",
  revalidateSecret: "revalidate-0123456789abcdef0123456789ab",
  siteSecret: "site-secret-0123456789abcdef0123456789a",
};

describe.each(testTargets())("the hotel component on $name", (target) => {
  let database: TestDatabase;
  let server: Server;
  let base: string;
  let describeLines: string[];
  let stopMount: (() => Promise<void>) | undefined;
  const logs: string[] = [];

  beforeAll(async () => {
    database = await freshDatabase(target);
    // pg's pool re-emits errors of idle clients (the server ends them when the database is dropped).
    if (database.connection.kind === "postgres") {
      database.connection.client.on("error", (error) => logs.push(`idle client: ${error.message}`));
    }
    const context: PlatformContext = {
      env: loadEnv({ PORT: "3300", HOTEL_RATE_LIMIT_PER_MINUTE: "0" }),
      secrets: SECRETS,
      connection: database.connection,
      root: process.cwd(),
      dataDir: "/nonexistent",
      log: (message) => logs.push(message),
    };
    await hotelComponent.prepare?.(context);
    // A second start finds the data in place and seeds nothing.
    await hotelComponent.prepare?.(context);
    const mount = hotelComponent.mount?.(context);
    if (!mount) throw new Error("the hotel component mounts nothing");
    expect(mount.prefix).toBe("/v1");
    describeLines = mount.describe;
    stopMount = mount.stop;
    server = createServer((req, res) => void mount.handler(req, res));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    // The outbox worker stops before its database goes.
    await stopMount?.();
    await database.dispose();
  });

  it("migrates and seeds once, and prints the docs address and where the key is, not the key", () => {
    expect(logs.filter((line) => line.startsWith("hotel: seeded"))).toHaveLength(1);
    const printed = describeLines.join("\n");
    expect(printed).toContain("http://localhost:3300/v1/docs");
    expect(printed).toContain(
      // Named relative to the checkout, wherever it is.
      `X-Api-Key): kept in ${path.relative(process.cwd(), "/nonexistent/secrets.json")} (…${SECRETS.hotelApiKey.slice(-4)})`,
    );
    expect(printed).not.toContain(SECRETS.hotelApiKey);
  });

  it("never prints a key from the environment, and a generated one only on the start that made it", async () => {
    const fromEnv = "key-from-the-environment-0123456789abcdef";
    const printed = async (context: Partial<PlatformContext>) => {
      const mount = hotelComponent.mount?.({
        env: loadEnv({ PORT: "3300", HOTEL_RATE_LIMIT_PER_MINUTE: "0", HOTEL_API_KEY: fromEnv }),
        secrets: SECRETS,
        connection: database.connection,
        root: process.cwd(),
        dataDir: "/nonexistent",
        log: () => undefined,
        ...context,
      });
      await mount?.stop?.();
      return mount?.describe.join("\n") ?? "";
    };
    const withEnvKey = await printed({});
    expect(withEnvKey).toContain(`X-Api-Key): set by HOTEL_API_KEY (…${fromEnv.slice(-4)})`);
    expect(withEnvKey).not.toContain(fromEnv);
    const firstStart = await printed({
      env: loadEnv({ PORT: "3300", HOTEL_RATE_LIMIT_PER_MINUTE: "0", HOTEL_API_KEY: SECRETS.hotelApiKey }),
      generatedSecrets: new Set(["hotelApiKey"]),
    });
    expect(firstStart).toContain(`X-Api-Key): ${SECRETS.hotelApiKey} (generated now and kept in`);
  });

  it("serves the API over Node's HTTP server with the generated key", async () => {
    const response = await fetch(`${base}/v1/rooms/types`, { headers: { "x-api-key": SECRETS.hotelApiKey } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { room_types: unknown[] } };
    expect(body.data.room_types).toHaveLength(6);
    expect((await fetch(`${base}/v1/rooms/types`)).status).toBe(401);
  });

  it("serves the docs page with its own Swagger UI assets (no CDN) and the OpenAPI document", async () => {
    const page = await (await fetch(`${base}/v1/docs`)).text();
    expect(page).toContain('<script src="/v1/docs/swagger-ui-bundle.js"></script>');
    expect(page).not.toMatch(/https?:\/\//);
    for (const asset of [
      "swagger-ui-bundle.js",
      "swagger-ui-standalone-preset.js",
      "swagger-ui.css",
      "init.js",
    ]) {
      const response = await fetch(`${base}/v1/docs/${asset}`);
      expect(response.status, asset).toBe(200);
      expect((await response.arrayBuffer()).byteLength, asset).toBeGreaterThan(100);
    }
    expect((await fetch(`${base}/v1/docs/package.json`)).status).toBe(404);
    // The seam of the hosted pay page (the payments issue): open, not built yet.
    expect((await fetch(`${base}/v1/sandbox/pay/sbx_0`)).status).toBe(404);

    const document = (await (await fetch(`${base}/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
      components: { securitySchemes: Record<string, { name: string }> };
    };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    // The site's calls (docs/booking-engine.md#the-sites-calls), exactly.
    expect(operations).toEqual(
      expect.arrayContaining([
        "POST /v1/rooms",
        "GET /v1/rooms/types",
        "GET /v1/rooms/calendar",
        "POST /v1/reservation",
        "GET /v1/payment/variants",
        "POST /v1/reservation/{id}/invoice",
        "GET /v1/reservation/{id}/invoice",
        "POST /v1/reservation/lookup",
        "POST /v1/reservation/{id}/cancel",
      ]),
    );
    // The admin area is documented only for the admin key (/v1/admin/openapi.json).
    expect(operations.filter((operation) => operation.includes("/v1/admin/"))).toEqual([]);
    expect(document.components.securitySchemes.ApiKey?.name).toBe("X-Api-Key");
  });
});
