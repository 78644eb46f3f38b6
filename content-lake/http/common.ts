/** Helpers every route module of the lake's HTTP API shares. */
import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Http2ServerRequest } from "node:http2";
import type { Context, MiddlewareHandler } from "hono";
import { badRequest, HttpError, LakeError, payloadTooLarge, unauthorized } from "../errors";
import { DatasetNotOpenError, TransactionIdTakenError } from "../store/store";
import type { StaffUser } from "../users/store";

export interface LakeVariables {
  apiVersion: string;
  /** Who is calling: the token's staff user (absent on public paths called without one). */
  user: StaffUser | undefined;
}
export type LakeEnv = {
  Variables: LakeVariables;
  /** The Node request, when served by @hono/node-server (absent in app.request() tests). */
  Bindings: { incoming?: IncomingMessage | Http2ServerRequest };
};
export type LakeContext = Context<LakeEnv>;

export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

export function tokenMatches(presented: string | undefined, expected: string): boolean {
  if (!presented) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The calling staff user; a route that needs one behind a public path gets 401 without. */
export function currentUser(c: Context<LakeEnv>): StaffUser {
  const user = c.get("user");
  if (!user) throw unauthorized();
  return user;
}

/**
 * Reads the request body, refusing one over `maxSize` bytes with Sanity's 413: at once when its
 * Content-Length says so, otherwise as soon as the bytes read pass the limit (a chunked body has
 * no length). The handler then reads the buffered body as usual (`c.req.json()`, …). Over
 * HTTP/1.1 the connection is closed on a 413: the client is still sending the rest of the body,
 * and the socket cannot be reused.
 */
export function limitBody(maxSize: number): MiddlewareHandler<LakeEnv> {
  const tooLarge = (c: Context<LakeEnv>) => {
    const version = c.env?.incoming?.httpVersion;
    if (version && version.startsWith("1.")) c.header("Connection", "close");
    return c.json(payloadTooLarge(maxSize).body(), 413);
  };
  return async (c, next) => {
    const raw = c.req.raw;
    if (!raw.body) return next();
    const declared = raw.headers.get("content-length");
    if (declared !== null && Number(declared) > maxSize) return tooLarge(c);
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = raw.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxSize) {
        await reader.cancel().catch(() => undefined);
        return tooLarge(c);
      }
      chunks.push(value);
    }
    const body = Buffer.concat(chunks, size);
    const headers = new Headers(raw.headers);
    headers.delete("transfer-encoding");
    headers.set("content-length", String(size));
    c.req.raw = new Request(raw.url, { method: raw.method, headers, body, signal: raw.signal });
    return next();
  };
}

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * `Content-Disposition: attachment` with a file name in any script (RFC 6266 with RFC 5987's
 * `filename*`), and a plain ASCII `filename` for old clients. A name with control characters
 * (CR/LF would split the header) is refused with 400.
 */
export function attachmentDisposition(filename: string): string {
  if (CONTROL_CHARACTERS.test(filename)) {
    throw badRequest("Invalid value for dl: the file name may not hold control characters");
  }
  const fallback = filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_") || "download";
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Storage's errors as the HTTP errors Sanity answers for them. */
function asLakeError(error: unknown): unknown {
  if (error instanceof DatasetNotOpenError) {
    return new HttpError(404, "DATASET_NOT_FOUND", error.message);
  }
  if (error instanceof TransactionIdTakenError) {
    return new HttpError(409, "TRANSACTION_ID_TAKEN", error.message);
  }
  return error;
}

export function errorResponse(c: Context, caught: unknown, log: (message: string) => void): Response {
  const error = asLakeError(caught);
  if (error instanceof LakeError) {
    if (error instanceof HttpError)
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json(error.body(), error.status as 400);
  }
  log(
    `content lake: ${c.req.method} ${new URL(c.req.url).pathname} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  return c.json(
    { statusCode: 500, error: "Internal Server Error", message: "An internal server error occurred" },
    500,
  );
}
