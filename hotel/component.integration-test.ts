import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
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

  it("migrates and seeds once, and prints the API key and the docs address", () => {
    expect(logs.filter((line) => line.startsWith("hotel: seeded"))).toHaveLength(1);
    expect(describeLines.join("\n")).toContain("http://localhost:3300/v1/docs");
    expect(describeLines.join("\n")).toContain(
      `X-Api-Key, generated, kept in DATA_DIR/secrets.json): ${SECRETS.hotelApiKey}`,
    );
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
    // The spec's calls (booking.md §7), exactly.
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
        "PUT /v1/admin/prices",
      ]),
    );
    expect(document.components.securitySchemes.ApiKey?.name).toBe("X-Api-Key");
  });
});
