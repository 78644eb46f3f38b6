/**
 * Every route handler of the site passes the body limits (web/lib/request-body.ts), so a new route
 * cannot forget them; and every route that expires content marks its answer for the platform's
 * page cache (web/lib/pages-changed.ts), so that cache drops only on real changes.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { isBodyLimited } from "@web/lib/request-body";

// The route modules are imported, not run: Next.js's request-scoped helpers are never called here.
vi.mock("next/headers", () => ({ cookies: vi.fn(), headers: vi.fn(), draftMode: vi.fn() }));
vi.mock("next-sanity/draft-mode", () => ({ defineEnableDraftMode: vi.fn() }));

const API = path.join(import.meta.dirname);
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

const routeFiles = (readdirSync(API, { recursive: true }) as string[])
  .filter((file) => path.basename(file) === "route.ts")
  .sort();

describe("the site's route handlers", () => {
  it("are found", () => {
    expect(routeFiles).toContain(path.join("booking", "search", "route.ts"));
    expect(routeFiles.length).toBeGreaterThan(15);
  });

  it.each(routeFiles)("%s: every handler is wrapped in bodyLimited", async (file) => {
    const route = (await import(path.join(API, file))) as Record<string, unknown>;
    const handlers = METHODS.filter((method) => method in route);
    expect(handlers.length).toBeGreaterThan(0);
    expect(handlers.filter((method) => !isBodyLimited(route[method]))).toEqual([]);
  });

  it.each(routeFiles)("%s: expiring content marks the answer for the page cache", (file) => {
    const source = readFileSync(path.join(API, file), "utf8");
    if (!/\brevalidate(Tag|Path)\(|\bupdateTag\(/.test(source)) return;
    expect(source).toMatch(/\bpagesChanged\(/);
  });
});
