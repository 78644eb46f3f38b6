/**
 * The lake's HTTP API: the part of Sanity's Content Lake API that the Studio and
 * `@sanity/client` use (see docs/content-lake.md for the list), under `/v{apiVersion}/…`, plus
 * the public asset paths `/images/…` and `/files/…`.
 *
 * Guards, in order: the Host must be a loopback name (no DNS rebinding), a browser Origin must be
 * one of the Studio's (CORS), and a token must be presented as a Bearer header, except on the
 * few public paths listed in `isPublic`. The token names the caller: a staff user's session
 * (content-lake/users), or the lake's own token, which acts as the owner (the first administrator).
 */
import { Hono } from "hono";
import { HttpError, routeNotFound, unauthorized } from "../errors";
import { bearerToken, errorResponse, tokenMatches, type LakeEnv } from "./common";
import { registerAssetRoutes, registerAssetServing } from "./assets";
import { registerAuthRoutes } from "./auth";
import { registerDataRoutes } from "./data";
import type { LakeAppDependencies } from "./deps";
import { registerExportRoutes } from "./export";
import { registerStaffRoutes } from "./staff";
import { registerStudioSupportRoutes } from "./studio-support";
import { OWNER_ID, type StaffUser } from "../users/store";

export type { LakeEnv } from "./common";

const VERSION = /^v(1|X|\d{4}-\d{2}-\d{2})$/;

/** Paths that answer without the token, and why (see docs/content-lake.md, "Auth"). */
function isPublic(method: string, path: string): boolean {
  // Images and files: <img> and <video> tags cannot send headers; Sanity's CDN is public too.
  if ((method === "GET" || method === "HEAD") && /^\/(images|files)\//.test(path)) return true;
  const unversioned = path.replace(/^\/v[^/]+/, "");
  return (
    // The Studio's CORS probe after a failed /users/me, and its latency probe (a plain fetch
    // that reads only response headers): both answer a constant.
    unversioned === "/ping" ||
    /^\/data\/ping\/[^/]+$/.test(unversioned) ||
    // The login screen lists providers before anyone is logged in.
    unversioned === "/auth/providers" ||
    // The token form (its POST checks the token itself) and the one-time session exchange.
    unversioned === "/auth/embedded-login" ||
    unversioned === "/auth/fetch" ||
    unversioned === "/auth/logout" ||
    // Telemetry consent ("denied") and upsell messages ("nothing"): constant answers, no data.
    unversioned === "/intake/telemetry-status" ||
    unversioned === "/intake/batch" ||
    unversioned.startsWith("/journey/")
  );
}

/**
 * Live events of published changes need no token (the Studio's Presentation tool opens them with
 * a plain EventSource, as Sanity's public datasets allow): they carry only opaque tags, never
 * content. Browsers still need a Studio origin. With `includeDrafts=true` the token is required.
 */
function isPublishedLiveEvents(method: string, url: URL): boolean {
  return (
    method === "GET" &&
    /^\/v[^/]+\/data\/live\/events\/[^/]+$/.test(url.pathname) &&
    url.searchParams.get("includeDrafts") !== "true"
  );
}

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return host === "localhost" || host.endsWith(".localhost") || host === "127.0.0.1" || host === "::1";
}

export function createLakeApp(deps: LakeAppDependencies): Hono<LakeEnv> {
  const { config } = deps;
  const app = new Hono<LakeEnv>();
  const allowedOrigins = new Set(config.allowedOrigins);
  const callerOf = (token: string | undefined): StaffUser | undefined => {
    if (!token) return undefined;
    if (tokenMatches(token, config.token)) return deps.staff.get(OWNER_ID);
    return deps.staff.authenticate(token);
  };

  app.onError((error, c) => errorResponse(c, error, deps.log));
  app.notFound((c) => c.json(routeNotFound(new URL(c.req.url).pathname).body(), 404));

  app.use("*", async (c, next) => {
    const url = new URL(c.req.url);
    if (!isLoopbackHost(url.hostname)) {
      throw new HttpError(
        403,
        "HOST_NOT_ALLOWED",
        `The embedded content lake answers only on loopback names, not "${url.hostname}"`,
      );
    }
    const origin = c.req.header("origin");
    const publicPath = isPublic(c.req.method, url.pathname);
    if (origin && !allowedOrigins.has(origin) && !(publicPath && c.req.method === "GET")) {
      throw new HttpError(
        403,
        "ORIGIN_NOT_ALLOWED",
        `Origin ${origin} is not allowed to use the embedded content lake`,
      );
    }
    if (origin && allowedOrigins.has(origin)) {
      c.header("Access-Control-Allow-Origin", origin);
      c.header("Access-Control-Allow-Credentials", "true");
      c.header("Vary", "Origin");
    }
    if (c.req.method === "OPTIONS") {
      c.header("Access-Control-Allow-Methods", "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
      c.header(
        "Access-Control-Allow-Headers",
        c.req.header("access-control-request-headers") ?? "authorization, content-type",
      );
      c.header("Access-Control-Max-Age", "600");
      return c.body(null, 204);
    }
    const user = callerOf(bearerToken(c.req.header("authorization")));
    c.set("user", user);
    if (!user && !publicPath && !isPublishedLiveEvents(c.req.method, url)) throw unauthorized();
    await next();
  });

  registerAssetServing(app, deps.assets);

  const api = new Hono<LakeEnv>();
  api.use("*", async (c, next) => {
    const version = c.req.param("version") ?? "";
    if (!VERSION.test(version)) throw routeNotFound(new URL(c.req.url).pathname);
    c.set("apiVersion", version.slice(1));
    await next();
  });
  registerDataRoutes(api, deps);
  registerExportRoutes(api, deps);
  registerAssetRoutes(api, deps);
  registerStudioSupportRoutes(api, deps);
  registerAuthRoutes(api, deps);
  registerStaffRoutes(api, deps);
  app.route("/:version", api);
  return app;
}
