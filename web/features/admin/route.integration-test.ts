/**
 * The admin route end to end, outside Next.js: the engine served over HTTP (as `npm start`
 * mounts it), a stand-in for the embedded lake's `/users/me` (its one user, for holders of its
 * token), and the route's handlers called with real Requests — CORS, the Studio user, the admin
 * key added on the server only, who and when recorded by the engine, and the site's cached room
 * prices expired after a price change.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { testTargets } from "../../../platform/testing/databases";
import { ADMIN_KEY, startTestHotel, type TestHotel } from "../../../hotel/testing/harness";
import type * as Route from "./route";

const revalidated = vi.hoisted(() => [] as string[]);
vi.mock("next/cache", () => ({ revalidateTag: (tag: string) => revalidated.push(tag) }));

const LAKE_TOKEN = "lake-token-0123456789abcdef";
const STUDIO_PORT = 4133;
const STUDIO = `http://localhost:${STUDIO_PORT}`;

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );
}

describe.each(testTargets().slice(0, 1))("the admin route on $name", (target) => {
  let t: TestHotel;
  let engineServer: ServerType;
  let lake: Server;
  let route: typeof Route;

  beforeAll(async () => {
    t = await startTestHotel(target);
    engineServer = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: t.hotel.app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
        resolve(started),
      );
    });
    lake = createServer((req, res) => {
      const ok = req.url === "/v2025-02-19/users/me" && req.headers.authorization === `Bearer ${LAKE_TOKEN}`;
      res.writeHead(ok ? 200 : 401, { "content-type": "application/json" });
      res.end(
        JSON.stringify(
          ok
            ? {
                id: "p-embedded-manager",
                name: "Менеджер отеля",
                role: "administrator",
                roles: [{ name: "administrator" }],
              }
            : { statusCode: 401, error: "Unauthorized", message: "Session not found" },
        ),
      );
    });
    const lakePort = await listen(lake);
    Object.assign(process.env, {
      HOTEL_API_URL: `http://127.0.0.1:${(engineServer.address() as AddressInfo).port}/v1`,
      HOTEL_ADMIN_KEY: ADMIN_KEY,
      CONTENT_LAKE_HTTP_PORT: String(lakePort),
      STUDIO_PORT: String(STUDIO_PORT),
      SANITY_PROJECT_ID: "",
    });
    route = await import("./route");
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => engineServer.close(() => resolve()));
    await new Promise<void>((resolve) => lake.close(() => resolve()));
    await t.dispose();
  });
  beforeEach(() => {
    revalidated.length = 0;
  });

  const request = (
    method: string,
    path: string,
    init: { token?: string; origin?: string; body?: unknown } = {},
  ) => {
    const headers: Record<string, string> = {};
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.origin !== undefined) headers.origin = init.origin;
    if (init.body !== undefined) headers["content-type"] = "application/json";
    const url = `http://127.0.0.1:4100/api/admin/${path}`;
    const body = init.body === undefined ? undefined : JSON.stringify(init.body);
    return route.forward(new Request(url, { method, headers, body }), path.split("?")[0]!.split("/"));
  };
  const read = async (response: Response) => ({
    status: response.status,
    json: (await response.json()) as {
      error?: { code: string; message: string };
      data?: Record<string, unknown>;
    },
    headers: response.headers,
  });

  it("answers 401 JSON without a Studio user or with a wrong token, and never calls the engine", async () => {
    const actions = await t.count("manager_actions");
    for (const token of [undefined, "not-the-lake-token-000"]) {
      const answer = await read(
        await request("POST", "prices/changes", {
          origin: STUDIO,
          ...(token ? { token } : {}),
          body: { changes: [{ from: "2026-12-01", to: "2026-12-01", amount: 1000 }] },
        }),
      );
      expect(answer.status).toBe(401);
      expect(answer.json.error?.code).toBe("UNAUTHORIZED");
      expect(answer.json.error?.message).toMatch(/Studio/);
      expect(answer.headers.get("access-control-allow-origin")).toBe(STUDIO);
    }
    expect(await t.count("manager_actions")).toBe(actions);
    expect(revalidated).toEqual([]);
  });

  it("lets only the Studio's origins in (CORS)", async () => {
    const allowed = route.preflight(
      new Request("http://127.0.0.1:4100/api/admin/price-grid", {
        method: "OPTIONS",
        headers: { origin: STUDIO },
      }),
    );
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get("access-control-allow-origin")).toBe(STUDIO);
    expect(allowed.headers.get("access-control-allow-headers")).toContain("authorization");
    const foreign = route.preflight(
      new Request("http://127.0.0.1:4100/api/admin/price-grid", {
        method: "OPTIONS",
        headers: { origin: "https://evil.example" },
      }),
    );
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
    const call = await read(
      await request("GET", "price-grid?from=2026-12-01&to=2026-12-31", {
        token: LAKE_TOKEN,
        origin: "https://evil.example",
      }),
    );
    expect(call.status).toBe(403);
    expect(call.json.error?.code).toBe("ORIGIN_NOT_ALLOWED");
  });

  it("forwards a Studio user's call with the admin key, the engine records who, and the site's room prices expire", async () => {
    const grid = await read(
      await request("GET", "price-grid?from=2026-12-01&to=2026-12-31", { token: LAKE_TOKEN, origin: STUDIO }),
    );
    expect(grid.status).toBe(200);
    expect(grid.json.data?.today).toBe("2026-11-22");
    expect(revalidated).toEqual([]);

    // A preview saves nothing, so the site's prices stay cached.
    const preview = await read(
      await request("POST", "prices/preview", {
        token: LAKE_TOKEN,
        origin: STUDIO,
        body: {
          changes: [
            { from: "2026-12-05", to: "2026-12-06", room_type_ids: [1], rate_ids: [1], amount: 19000 },
          ],
        },
      }),
    );
    expect(preview.status).toBe(200);
    expect(revalidated).toEqual([]);
    // …and the platform's page cache keeps its pages (platform/page-cache.ts).
    expect(preview.headers.get("x-hotel-pages-changed")).toBeNull();

    const saved = await read(
      await request("POST", "prices/changes", {
        token: LAKE_TOKEN,
        origin: STUDIO,
        body: {
          changes: [
            { from: "2026-12-05", to: "2026-12-06", room_type_ids: [1], rate_ids: [1], amount: 19000 },
          ],
        },
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.json.data?.updated).toBe(2);
    expect(revalidated).toEqual(["hotel-rooms"]);
    expect(saved.headers.get("x-hotel-pages-changed")).toBe("1");
    const actions = await read(await request("GET", "actions?action=prices", { token: LAKE_TOKEN }));
    expect(actions.json.data?.actions).toEqual([
      expect.objectContaining({
        manager_id: "p-embedded-manager",
        manager_name: "Менеджер отеля",
        action: "prices.set",
      }),
    ]);
    // Nothing the route answers carries the admin key.
    expect(JSON.stringify([grid.json, saved.json, actions.json])).not.toContain(ADMIN_KEY);
  });

  it("hands the bookings' CSV file over as the engine wrote it: byte-order mark, type, name, exposed to the Studio", async () => {
    const response = await request("GET", "reservations.csv?sort=arrival&order=asc", {
      token: LAKE_TOKEN,
      origin: STUDIO,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="bookings-2026-11-22.csv"',
    );
    expect(response.headers.get("access-control-expose-headers")).toBe("content-disposition");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3)).split("\r\n")[0]).toMatch(/^Номер брони;Статус;Гость;/);
    // A bad filter is the engine's JSON refusal, not a file.
    const bad = await read(await request("GET", "reservations.csv?sort=price", { token: LAKE_TOKEN }));
    expect(bad.status).toBe(400);
    expect(bad.json.error?.code).toBe("VALIDATION_ERROR");
  });

  it("hands the engine's refusals back as they are, and refuses paths outside the manager area", async () => {
    const zero = await read(
      await request("POST", "prices/changes", {
        token: LAKE_TOKEN,
        origin: STUDIO,
        body: { changes: [{ from: "2026-12-05", to: "2026-12-06", amount: 0 }] },
      }),
    );
    expect(zero.status).toBe(400);
    expect(zero.json.error?.message).toContain("Цена должна быть больше нуля");
    const past = await read(
      await request("POST", "prices/changes", {
        token: LAKE_TOKEN,
        body: { changes: [{ from: "2026-11-01", to: "2026-11-02", closed: true }] },
      }),
    );
    expect(past.status).toBe(422);
    expect(past.json.error?.code).toBe("PRICE_IN_PAST");
    expect(revalidated).toEqual([]);
    for (const path of ["..%2Frooms", "../rooms", "prices/%2e%2e"]) {
      const answer = await read(
        await route.forward(
          new Request(`http://127.0.0.1:4100/api/admin/${path}`, {
            headers: { authorization: `Bearer ${LAKE_TOKEN}` },
          }),
          path.split("/"),
        ),
      );
      expect(answer.status).toBe(404);
    }
  });

  it("passes only the calls the Studio's tools make: other manager calls are 404 and reach nothing", async () => {
    const actions = await t.count("manager_actions");
    const calls: [string, string, unknown?][] = [
      ["PATCH", "rate-plans/2", { free_cancellation_hours: 1 }],
      ["GET", "outbox"],
      ["POST", "outbox/1/retry"],
      ["GET", "inventory?from=2026-12-01&to=2026-12-02"],
      ["POST", "reservations"],
      ["GET", "prices/preview"],
    ];
    for (const [method, path, body] of calls) {
      const answer = await read(await request(method, path, { token: LAKE_TOKEN, origin: STUDIO, body }));
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.json.error?.code).toBe("NOT_FOUND");
    }
    expect(await t.count("manager_actions")).toBe(actions);
    expect(revalidated).toEqual([]);
  });
});
