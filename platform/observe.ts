/**
 * What the platform does around every HTTP request (docs/operations.md): gives it its id — the
 * sane X-Request-Id it came with, else a new one — set on the request (for the site's process and
 * the engine behind) and on the answer; runs it inside that id's context (so every log line of it
 * carries the id); and when it ends, times it into http_request_duration_seconds by its route
 * template and writes one log line: method, route, status, milliseconds — never the URL itself,
 * whose query may name a guest.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Log, LogLevel } from "./logger";
import { httpRequestDuration } from "./metrics";
import { REQUEST_ID_HEADER, requestIdFrom, withRequestId } from "./request-context";

const ROUTE = Symbol.for("hotel.route-template");

type WithRoute = IncomingMessage & { [ROUTE]?: string };

/** A handler behind the platform (the engine) names the route template it matched. */
export function setRouteTemplate(req: IncomingMessage, route: string): void {
  (req as WithRoute)[ROUTE] = route;
}

/**
 * The site's routes by their first path segment — `/rooms`, `/rooms/*` — bounded by the site's own
 * sections; an answer 404 is `unmatched`, so that probing for random paths adds no series.
 */
export function siteRoute(url: string, status: number): string {
  if (status === 404) return "unmatched";
  const path = url.split("?")[0] ?? "/";
  if (path.startsWith("/_next/static/")) return "/_next/static/*";
  if (path.startsWith("/_next/image")) return "/_next/image";
  if (path.startsWith("/_next/")) return "/_next/*";
  if (path === "/cdn" || path.startsWith("/cdn/")) return "/cdn/*";
  const segments = path.split("/").filter(Boolean);
  if (segments.length === 0) return "/";
  const first = segments[0] ?? "";
  const known = /^[\w.-]{1,40}$/.test(first) ? first : "other";
  return segments.length === 1 ? `/${known}` : `/${known}/*`;
}

/** Static files, assets and probes: debug lines, not to drown the pages and API calls. */
function quietRoute(route: string, url: string): boolean {
  return (
    route.startsWith("/_next/") ||
    route === "/cdn/*" ||
    route === "/healthz" ||
    route === "/readyz" ||
    /\.\w{1,5}$/.test(url.split("?")[0] ?? "")
  );
}

export function observeRequest(
  req: IncomingMessage,
  res: ServerResponse,
  log: Log,
  handle: () => void,
): void {
  const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
  req.headers[REQUEST_ID_HEADER] = requestId;
  res.setHeader("X-Request-Id", requestId);
  const started = performance.now();
  const url = req.url ?? "/";
  const method = req.method ?? "GET";
  res.once("close", () => {
    const seconds = (performance.now() - started) / 1000;
    // A client that left before the answer ended: nginx's 499.
    const status = res.writableFinished ? res.statusCode : 499;
    const route = (req as WithRoute)[ROUTE] ?? siteRoute(url, status);
    httpRequestDuration.observe({ method, route, status: String(status) }, seconds);
    // Probes, assets and clients that left are debug lines; a failure of anything else is an error.
    const level: LogLevel =
      quietRoute(route, url) || status === 499 ? "debug" : status >= 500 ? "error" : "info";
    withRequestId(requestId, () =>
      log(`${method} ${route} ${status}`, level, { method, route, status, ms: Math.round(seconds * 1000) }),
    );
  });
  withRequestId(requestId, handle);
}
