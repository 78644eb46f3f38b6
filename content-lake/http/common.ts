/** Helpers every route module of the lake's HTTP API shares. */
import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Http2ServerRequest } from "node:http2";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { LakeError, payloadTooLarge } from "../errors";

export interface LakeVariables {
  apiVersion: string;
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

/**
 * Refuses bodies over `maxSize` bytes with Sanity's 413. Over HTTP/1.1 the connection is closed
 * too: the client is still sending the rest of the body, and the socket cannot be reused.
 */
export function limitBody(maxSize: number): MiddlewareHandler<LakeEnv> {
  return bodyLimit({
    maxSize,
    onError: (c) => {
      const version = c.env?.incoming?.httpVersion;
      if (version && version.startsWith("1.")) c.header("Connection", "close");
      return c.json(payloadTooLarge(maxSize).body(), 413);
    },
  });
}

export function errorResponse(c: Context, error: unknown, log: (message: string) => void): Response {
  if (error instanceof LakeError) {
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
