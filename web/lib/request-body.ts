/**
 * The body limits of every route handler of the site (`web/app/api/**`, docs/site.md «Route
 * handlers' bodies»): each exported handler is wrapped in `bodyLimited`, and
 * `web/app/api/routes.test.ts` fails for a route file that forgets it.
 *
 * Before the route reads anything, a body is refused:
 * - over `MAX_BODY_BYTES` with 413 PAYLOAD_TOO_LARGE: a declared Content-Length at once, without
 *   reading a byte; a body without one (chunked) is counted as it streams in and cut at the limit;
 * - JSON nested deeper than `MAX_JSON_DEPTH` with 400 JSON_TOO_DEEP, found by a scan of the bytes
 *   before anything parses them (no route's body is nested more than four levels).
 * Both answer the site's JSON error (`{ error: { code, message, details } }`), as the engine's /v1
 * does (hotel/http/request-guards.ts). The route then gets the same request with the body it may
 * read, already in memory.
 *
 * No site route keeps a rate limit of its own (the engine's limits apply when the route calls it,
 * after this check), so nothing here waits for a body that a limit would refuse anyway.
 */
import { NextRequest } from "next/server";
import { SITE_ROUTE_MAX_BODY_BYTES, siteBodyTooLarge } from "@platform/site-body-limit";

/** 64 KB (the platform refuses a larger declared body before it reaches the site). */
export const MAX_BODY_BYTES = SITE_ROUTE_MAX_BODY_BYTES;
/** Arrays and objects inside each other; the deepest body a route takes has four. */
export const MAX_JSON_DEPTH = 20;

export interface BodyLimits {
  maxBytes?: number;
  maxDepth?: number;
}

type Handler<C> = (request: NextRequest, context: C) => Response | Promise<Response>;

/** Which handlers are wrapped: the route test asks each exported handler. */
const limited = new WeakSet<object>();

export function isBodyLimited(handler: unknown): boolean {
  return typeof handler === "function" && limited.has(handler);
}

function refuse(status: number, code: string, message: string, details: Record<string, number>): Response {
  return Response.json(
    { error: { code, message, details } },
    // No `Connection: close` (unlike the engine's own 413, which answers the guest directly): the
    // platform forwards to the site over a kept connection (platform/site-child.ts), and the site's
    // process closing it while the rest of the body is still being forwarded turned most refusals
    // into 502. Node.js reads and drops the unread rest instead; the route never sees it.
    { status, headers: { "cache-control": "no-store" } },
  );
}

function tooLarge(maxBytes: number): Response {
  const { error } = siteBodyTooLarge(maxBytes);
  return refuse(413, error.code, error.message, error.details);
}

/**
 * The request's body, or null for a GET or HEAD (no body to limit) and for the stand-in request
 * of a static prerender, whose fields cannot be read.
 */
function bodyOf(request: Request): ReadableStream<Uint8Array> | null {
  try {
    return request.method === "GET" || request.method === "HEAD" ? null : request.body;
  } catch {
    return null;
  }
}

/**
 * The handler behind the body limits. A request without a body reaches it as it came; one with a
 * body, as a copy whose body is the bytes already read and checked.
 */
export function bodyLimited<C>(handler: Handler<C>, limits: BodyLimits = {}): Handler<C> {
  const maxBytes = limits.maxBytes ?? MAX_BODY_BYTES;
  const maxDepth = limits.maxDepth ?? MAX_JSON_DEPTH;
  const wrapped: Handler<C> = async (request, context) => {
    if (!bodyOf(request)) return handler(request, context);
    if (!request.body) return handler(request, context);
    const declared = request.headers.get("content-length");
    // The answer goes at once, whatever the size of what follows; the rest is dropped behind it.
    if (declared !== null && Number(declared) > maxBytes) {
      discard(request.body.getReader());
      return tooLarge(maxBytes);
    }
    const bytes = await readUpTo(request.body, maxBytes);
    if (!bytes) return tooLarge(maxBytes);
    const depth = jsonDepthOver(bytes, maxDepth);
    if (depth) {
      return refuse(400, "JSON_TOO_DEEP", `Слишком глубокая вложенность JSON (больше ${maxDepth})`, {
        max_depth: maxDepth,
      });
    }
    return handler(
      new NextRequest(request.url, {
        method: request.method,
        headers: request.headers,
        body: bytes,
        signal: request.signal,
      }),
      context,
    );
  };
  limited.add(wrapped);
  return wrapped;
}

/** The whole body, or undefined as soon as it passes `maxBytes` (the rest is never read). */
async function readUpTo(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      discard(reader);
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * Reads what is left of a refused body and drops it, behind the answer (which never waits for it),
 * as Node.js does with a body nobody read. The platform forwards to the site's process over kept
 * connections (platform/site-child.ts): a body left half read there stalls the connection for the
 * next guest (who waited 6 s for a 502 in web/lib/request-body.integration-test.ts), and closing
 * it instead cuts the refusal itself short. Nothing is kept; a guest who stops sending ends it.
 */
function discard(reader: ReadableStreamDefaultReader<Uint8Array>): void {
  void (async () => {
    try {
      while (!(await reader.read()).done);
    } catch {
      // The guest went away: nothing left to drop.
    }
  })();
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether the text nests arrays and objects deeper than `maxDepth`, outside strings. One pass over
 * the bytes, whatever they are: text that is not JSON is left for the route's own parse to refuse.
 */
export function jsonDepthOver(bytes: Uint8Array, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < bytes.length; at += 1) {
    const byte = bytes[at]!;
    if (inString) {
      if (byte === BACKSLASH) at += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (OPENERS.has(byte)) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (CLOSERS.has(byte) && depth > 0) depth -= 1;
  }
  return false;
}
