/**
 * No secret reaches a browser: the engine's API and admin keys, the site's secret (HOTEL_SITE_SECRET),
 * the lake's token and the revalidation secret — generated into the test's DATA_DIR by `npm start`,
 * or set in the environment — are in no file of the built Studio nor of the site's browser assets
 * and prerendered pages; and the admin route answers without the admin key.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ports } from "./support";

const root = path.resolve(import.meta.dirname, "../..");

/** The secrets of this run: secrets.json of its DATA_DIR. */
function secrets(): Record<string, string> {
  return JSON.parse(readFileSync(path.join(root, `.data/e2e-${ports.site}/secrets.json`), "utf8")) as Record<
    string,
    string
  >;
}

function adminKey(): string {
  const key = secrets().hotelAdminKey;
  if (!key) throw new Error("no hotelAdminKey in the test's secrets.json");
  return key;
}

/** Secrets configured in the environment instead (a developer's or CI's), when set. */
const SECRET_VARIABLES = [
  "HOTEL_API_KEY",
  "HOTEL_ADMIN_KEY",
  "HOTEL_SITE_SECRET",
  "CONTENT_LAKE_TOKEN",
  "SANITY_REVALIDATE_SECRET",
  "SANITY_API_READ_TOKEN",
  "SANITY_API_WRITE_TOKEN",
  "YOOKASSA_SECRET_KEY",
];

function files(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

test("no secret is in a built Studio file, a browser file or a prerendered page of the site", () => {
  const known = Object.entries(secrets());
  expect(known.map(([name]) => name).sort()).toEqual([
    "contentLakeToken",
    "hotelAdminKey",
    "hotelApiKey",
    "revalidateSecret",
    "siteSecret",
  ]);
  for (const variable of SECRET_VARIABLES) {
    const value = process.env[variable];
    if (value) known.push([variable, value]);
  }
  for (const [name, value] of known) expect(value.length, name).toBeGreaterThan(20);
  const distDir = process.env.NEXT_DIST_DIR ?? ".next";
  const scanned = [
    ...files(path.join(root, "studio", "dist")),
    ...files(path.join(root, "web", distDir, "static")),
    ...files(path.join(root, "web", distDir, "server", "app")).filter((file) =>
      /\.(html|rsc|body|meta)$/.test(file),
    ),
  ];
  expect(scanned.length).toBeGreaterThan(50);
  const leaking = scanned.flatMap((file) => {
    const content = readFileSync(file);
    return known.filter(([, value]) => content.includes(value)).map(([name]) => `${name} in ${file}`);
  });
  expect(leaking).toEqual([]);
});

test("the admin route refuses a browser without a Studio user, with JSON and without the key", async ({
  request,
}) => {
  const answer = await request.get(
    `http://127.0.0.1:${ports.site}/api/admin/price-grid?from=2026-12-01&to=2026-12-31`,
  );
  expect(answer.status()).toBe(401);
  const body = await answer.text();
  expect(JSON.parse(body)).toMatchObject({ error: { code: "UNAUTHORIZED" } });
  expect(body).not.toContain(adminKey());
  const foreign = await request.fetch(`http://127.0.0.1:${ports.site}/api/admin/price-grid`, {
    method: "OPTIONS",
    headers: { Origin: "https://example.com", "Access-Control-Request-Method": "GET" },
  });
  expect(foreign.status()).toBe(403);
});
