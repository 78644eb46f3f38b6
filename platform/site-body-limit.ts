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
import { CLIENT_ADDRESS_HEADER, clientKey } from "./client-address";

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
  const refusals = refusalsOf(req);
  if (!isSiteRoute(req)) return false;
  const declared = Number(req.headers["content-length"] ?? 0);
  // A client already refused again and again sends no chunked body to a route either: browsers
  // declare their bodies' lengths, and reading one past 64 KB to find it too large is what such a
  // client wants us to do.
  const undeclaredFromRefused =
    req.headers["content-length"] === undefined &&
    req.headers["transfer-encoding"] !== undefined &&
    refusals.holding(clientOf(req), Date.now());
  if (!(declared > SITE_ROUTE_MAX_BODY_BYTES) && !undeclaredFromRefused) return false;
  refuseOversize(req, res);
  return true;
}

/** The client's budget key (IPv6 by its /64): the address the platform handed the site, or the connection's. */
function clientOf(req: IncomingMessage): string {
  const address = req.headers[CLIENT_ADDRESS_HEADER];
  return clientKey(typeof address === "string" ? address : (req.socket.remoteAddress ?? "-"));
}

/**
 * Each client's refused bodies, for the answer to the next one (docs/site.md «Route handlers'
 * bodies»). A guest's browser never sends a body over the limit, so the first
 * `REFUSALS_BEFORE_HOLD` refusals in a minute are answered at once; past them the client's further
 * big bodies are held `HELD_MS`, unread, before their 413 — a sender in a loop then costs a paused
 * connection and a timer every few seconds instead of a connection, a parse and an answer some
 * hundred times a second (the kernel took in each of its 3 MB bodies whole while it waited). At
 * most `MAX_HELD_PER_CLIENT` of one client's connections are held; past that one is closed at once.
 * Its guests' other requests (pages, GETs, small bodies) are never held. Memory is bounded: at
 * most `MAX_TRACKED` clients, the oldest forgotten first.
 */
interface BodyRefusalOptions {
  refusalsBeforeHold: number;
  windowMs: number;
  heldMs: number;
  maxHeldPerClient: number;
  maxTracked: number;
}

export class BodyRefusals {
  private readonly clients = new Map<string, { windowStart: number; count: number; held: number }>();

  readonly options: BodyRefusalOptions;

  constructor(options: Partial<BodyRefusalOptions> = {}) {
    this.options = {
      refusalsBeforeHold: REFUSALS_BEFORE_HOLD,
      windowMs: REFUSAL_WINDOW_MS,
      heldMs: HELD_MS,
      maxHeldPerClient: MAX_HELD_PER_CLIENT,
      maxTracked: MAX_TRACKED,
      ...options,
    };
  }

  /** Whether this client's big bodies are held now. */
  holding(client: string, now: number): boolean {
    const entry = this.clients.get(client);
    return (
      entry !== undefined &&
      now - entry.windowStart < this.options.windowMs &&
      entry.count >= this.options.refusalsBeforeHold
    );
  }

  /** Counts a refusal: answer it at once, hold it first, or (too many held) close its connection. */
  refuse(client: string, now: number): "answer" | "hold" | "close" {
    let entry = this.clients.get(client);
    if (!entry || now - entry.windowStart >= this.options.windowMs) {
      entry = { windowStart: now, count: 0, held: entry?.held ?? 0 };
      this.clients.delete(client);
      this.clients.set(client, entry);
      if (this.clients.size > this.options.maxTracked) {
        const oldest = this.clients.keys().next().value;
        if (oldest !== undefined) this.clients.delete(oldest);
      }
    }
    entry.count += 1;
    if (entry.count <= this.options.refusalsBeforeHold) return "answer";
    if (entry.held >= this.options.maxHeldPerClient) return "close";
    entry.held += 1;
    return "hold";
  }

  /** A held connection answered or gone. */
  release(client: string): void {
    const entry = this.clients.get(client);
    if (entry && entry.held > 0) entry.held -= 1;
  }
}

/** Refusals a client gets answered at once in a minute: a browser makes none; a developer's tries, a few. */
export const REFUSALS_BEFORE_HOLD = 10;
export const REFUSAL_WINDOW_MS = 60_000;
/** How long a further big body waits, unread, for its 413. */
export const HELD_MS = 5_000;
export const MAX_HELD_PER_CLIENT = 16;
const MAX_TRACKED = 10_000;

/**
 * Each platform server keeps its own count (`createPlatformServer`) and hands it to its requests,
 * so that the site's proxy (platform/site-child.ts), which refuses chunked bodies, counts in it too.
 */
const REFUSALS = Symbol("bodyRefusals");

export function attachRefusals(req: IncomingMessage, refusals: BodyRefusals): void {
  (req as IncomingMessage & { [REFUSALS]?: BodyRefusals })[REFUSALS] = refusals;
}

/** The count the request's server keeps; a request handled without one (a test's) is counted alone. */
function refusalsOf(req: IncomingMessage): BodyRefusals {
  return (req as IncomingMessage & { [REFUSALS]?: BodyRefusals })[REFUSALS] ?? new BodyRefusals();
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

/**
 * The 413 of a site route's body over the limit; the rest is never read, the connection closes
 * behind it. A client refused too often waits for it (`BodyRefusals`).
 */
export function refuseOversize(req: IncomingMessage, res: ServerResponse): void {
  const refusals = refusalsOf(req);
  // A guest whose connection ends with the body half sent: Node then ends the request with an
  // «aborted» error, which only this refusal expects.
  req.on("error", () => undefined);
  const client = clientOf(req);
  const verdict = refusals.refuse(client, Date.now());
  if (verdict === "close") {
    req.socket.destroy();
    return;
  }
  if (verdict === "answer") {
    answerTooLarge(req, res);
    return;
  }
  const socket = req.socket;
  socket.pause();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    refusals.release(client);
  };
  const timer = setTimeout(() => {
    release();
    if (!socket.destroyed) answerTooLarge(req, res);
  }, refusals.options.heldMs);
  timer.unref();
  socket.once("close", () => {
    clearTimeout(timer);
    release();
  });
}

function answerTooLarge(req: IncomingMessage, res: ServerResponse): void {
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
