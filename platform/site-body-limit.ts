/**
 * The body limit of the site's route handlers (`/api/…`), shared by the site (web/lib/request-body.ts,
 * which checks every body it reads) and the platform's server, which refuses a body that declares
 * itself too large before forwarding a byte of it (docs/site.md «Route handlers' bodies»).
 *
 * Why both: the site must keep its kept connection to the platform fit for the next request, so it
 * reads and drops the rest of a refused body; three clients sending 3 MB bodies in a loop then cost
 * the site's processes about 30 ms of CPU each, taken from the guests' calls. The platform answers
 * the guest directly, so it can refuse a declared length at once, and the site never sees the
 * bytes; what the guest still sends is dropped by the platform (`refuseOversize`). A chunked body (no Content-Length) still goes on to the site,
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

/** The site's routes with bodies the limit applies to (web/lib/request-body.ts). */
function isSiteRoute(req: IncomingMessage): boolean {
  return (req.url ?? "/").startsWith("/api/");
}

/**
 * Answers 413 for a request to a site route whose declared body is over the limit, closing the
 * connection (its body is never read); false when the request goes on.
 */
export function refuseDeclaredOversize(req: IncomingMessage, res: ServerResponse): boolean {
  if (!isSiteRoute(req)) return false;
  const declared = Number(req.headers["content-length"] ?? 0);
  if (!(declared > SITE_ROUTE_MAX_BODY_BYTES)) return false;
  refuseOversize(req, res);
  return true;
}

/**
 * For a site route's body sent without a declared length (chunked): counts it as it is read and,
 * once it passes the limit, stops counting and calls `over` — which stops forwarding it and
 * answers with `refuseOversize`. Requests with a declared length, or to other paths, are left alone.
 */
export function watchUndeclaredBody(req: IncomingMessage, over: () => void): void {
  if (!isSiteRoute(req) || req.headers["content-length"] !== undefined) return;
  let seen = 0;
  const count = (chunk: Buffer) => {
    seen += chunk.byteLength;
    if (seen <= SITE_ROUTE_MAX_BODY_BYTES) return;
    req.off("data", count);
    over();
  };
  req.on("data", count);
}

/**
 * What the platform reads and drops of a refused body behind its 413. Closing a connection while
 * the client still sends makes the kernel reset it, and a reset can discard the 413 before the
 * client reads it (the bench's 2 MB chunked body got EPIPE instead of its answer). Reading the rest
 * in the platform costs little — the HTTP parser's chunks, dropped, not the site's streams — and
 * keeps the connection fit for the next request; past this many bytes the connection is cut.
 */
export const DROPPED_BODY_MAX_BYTES = 8 * 1024 * 1024;

/**
 * The 413 of a site route's body over the limit. The rest of the body is read and dropped, up to
 * DROPPED_BODY_MAX_BYTES; a body that declares more gets `Connection: close` and is not read.
 */
export function refuseOversize(req: IncomingMessage, res: ServerResponse): void {
  // A guest whose connection ends with the body half sent: Node then ends the request with an
  // «aborted» error, which only this refusal expects.
  req.on("error", () => undefined);
  const declared = Number(req.headers["content-length"] ?? 0);
  const drop = !(declared > DROPPED_BODY_MAX_BYTES);
  const body = JSON.stringify(siteBodyTooLarge(SITE_ROUTE_MAX_BODY_BYTES));
  res.writeHead(413, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    ...(drop ? {} : { connection: "close" }),
  });
  res.end(body);
  if (!drop) {
    // Too much to read: the connection closes behind the answer, the rest unread.
    res.on("finish", () => req.socket.destroySoon());
    return;
  }
  let dropped = 0;
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.byteLength;
    if (dropped > DROPPED_BODY_MAX_BYTES) req.socket.destroy();
  });
  req.resume();
}
