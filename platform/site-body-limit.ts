/**
 * The body limit of the site's route handlers (`/api/…`), shared by the site (web/lib/request-body.ts,
 * which checks every body it reads) and the platform's server, which refuses a body that declares
 * itself too large before forwarding a byte of it (docs/site.md «Route handlers' bodies»).
 *
 * Why both: the site must keep its kept connection to the platform fit for the next request, so it
 * reads and drops the rest of a refused body; three clients sending 3 MB bodies in a loop then cost
 * the site's processes about 30 ms of CPU each, taken from the guests' calls. The platform answers
 * the guest directly, so it can refuse a declared length at once and close that guest's connection,
 * and the site never sees the bytes. A chunked body (no Content-Length) still goes on to the site,
 * which cuts it at the limit.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

/** 64 KB: the largest body a site route takes (a reservation, a price change) is a few KB. */
export const SITE_ROUTE_MAX_BODY_BYTES = 64 * 1024;

/** The site's JSON error for a body over the limit, as the route's own check answers it. */
export function siteBodyTooLarge(maxBytes: number) {
  return {
    error: {
      code: "PAYLOAD_TOO_LARGE",
      message: `Тело запроса больше ${maxBytes / 1024} КБ`,
      details: { max_bytes: maxBytes },
    },
  };
}

/**
 * Answers 413 for a request to a site route whose declared body is over the limit, closing the
 * connection (its body is never read); false when the request goes on.
 */
export function refuseDeclaredOversize(req: IncomingMessage, res: ServerResponse): boolean {
  const path = req.url ?? "/";
  if (!path.startsWith("/api/")) return false;
  const declared = Number(req.headers["content-length"] ?? 0);
  if (!(declared > SITE_ROUTE_MAX_BODY_BYTES)) return false;
  const body = JSON.stringify(siteBodyTooLarge(SITE_ROUTE_MAX_BODY_BYTES));
  res.writeHead(413, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    connection: "close",
  });
  res.end(body);
  // Whatever of the body is already on its way is not read: the connection closes behind the answer.
  res.on("finish", () => req.socket.destroySoon());
  return true;
}
