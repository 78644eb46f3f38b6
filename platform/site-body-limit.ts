/**
 * The body limit of the site's route handlers (`/api/…`), shared by the site (web/lib/request-body.ts,
 * which checks every body it reads) and the platform's server, which refuses a body that declares
 * itself too large before forwarding a byte of it (docs/site.md «Route handlers' bodies»).
 *
 * Why both: the site must keep its kept connection to the platform fit for the next request, so it
 * reads and drops the rest of a refused body; three clients sending 3 MB bodies in a loop then cost
 * the site's processes about 30 ms of CPU each, taken from the guests' calls. The platform answers
 * the guest directly, so it can refuse a declared length at once, and the site never sees the
 * bytes; what the guest still sends is never read (`refuseOversize`). A chunked body (no Content-Length) still goes on to the site,
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
 * How long a refused guest's connection lingers behind the 413 before it is closed, unless the
 * guest closes it first. Node ends a `Connection: close` answer with `socket.destroySoon()`: the
 * close follows as soon as the answer is sent, and with the body's bytes still unread the kernel
 * resets the connection, which can discard the 413 before the client reads it (the bench's client
 * got EPIPE instead of its answer). Reading the rest instead keeps the connection honest but lets a
 * client flood at full bandwidth (3 clients, 325 MB/s, the calendar's p99 at 4.4× idle). So: the
 * answer, then the end of our side, nothing more read, and the close a moment later.
 */
export const REFUSED_LINGER_MS = 1000;

/** The 413 of a site route's body over the limit; the rest is never read, the connection closes behind it. */
export function refuseOversize(req: IncomingMessage, res: ServerResponse): void {
  // A guest whose connection ends with the body half sent: Node then ends the request with an
  // «aborted» error, which only this refusal expects.
  req.on("error", () => undefined);
  const socket = req.socket;
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), REFUSED_LINGER_MS);
    timer.unref();
    socket.once("close", () => clearTimeout(timer));
  };
  const body = JSON.stringify(siteBodyTooLarge(SITE_ROUTE_MAX_BODY_BYTES));
  res.writeHead(413, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    connection: "close",
  });
  res.end(body);
}
