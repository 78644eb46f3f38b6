/**
 * What every request passes before a route sees it: a body cap that works for bodies with and
 * without Content-Length, and a refusal of NUL characters, which PostgreSQL cannot store in text.
 */
import type { Context, MiddlewareHandler } from "hono";
import { BookingError } from "../domain/errors";
import { errorResponse } from "./errors";
import type { AppEnv } from "./middleware";

/**
 * Refuses a body over `maxBytes` with 413 PAYLOAD_TOO_LARGE. A declared Content-Length is checked
 * before anything is read; a body without one (chunked) is read up to the cap and handed on as a
 * whole. The refusal says `Connection: close`: the rest of the body is never read, so the
 * connection cannot carry another request (Node.js would otherwise keep it alive and the next
 * request on it would fail while the unread bytes are drained or cut).
 */
export function bodyLimit(maxBytes: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const request = c.req.raw;
    if (!request.body) return next();
    const declared = c.req.header("content-length");
    if (declared !== undefined && c.req.header("transfer-encoding") === undefined) {
      return Number(declared) > maxBytes ? tooLarge(c, maxBytes) : next();
    }
    const reader = request.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) return tooLarge(c, maxBytes);
      chunks.push(value);
    }
    // A new Request from the URL and init, not from the old request: under @hono/node-server
    // without global overrides (npm start), the incoming request is the adapter's own class,
    // which the platform's Request constructor cannot copy.
    c.req.raw = new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: Buffer.concat(chunks),
      signal: request.signal,
    });
    return next();
  };
}

function tooLarge(c: Context, maxBytes: number): Response {
  const response = errorResponse(
    c,
    new BookingError("PAYLOAD_TOO_LARGE", `Тело запроса больше ${maxBytes / 1024} КБ`, {
      max_bytes: maxBytes,
    }),
  );
  response.headers.set("connection", "close");
  return response;
}

const NUL_MESSAGE = "Запрос содержит недопустимый символ NUL (\\u0000)";

/**
 * Refuses NUL characters anywhere in a request: `%00` in the path or query, `\u0000` in a JSON
 * body's strings or keys. PostgreSQL cannot store them in text, so they are the client's mistake
 * (400), found before any route or query runs.
 */
export function refuseNul(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (/%00/i.test(c.req.url)) {
      throw new BookingError("VALIDATION_ERROR", NUL_MESSAGE, { where: "url" });
    }
    const type = c.req.header("content-type") ?? "";
    if (c.req.raw.body && /^application\/([\w.+-]*\+)?json\b/i.test(type.trim())) {
      const text = await c.req.text();
      const path = nulPath(text);
      if (path !== undefined)
        throw new BookingError("VALIDATION_ERROR", NUL_MESSAGE, { where: "body", path });
    }
    return next();
  };
}

/** The dotted path of the first string or key holding a NUL in a JSON text; undefined if none (or not JSON). */
function nulPath(text: string): string | undefined {
  if (!text.includes("\\u0000") && !text.includes("\0")) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // Not JSON: the route's validation answers that.
    return undefined;
  }
  // Depth-first with an explicit stack and parent links: 16 KB of nested arrays must exhaust
  // neither the call stack nor memory.
  interface Item {
    node: unknown;
    key: string;
    parent: Item | undefined;
  }
  const pathOf = (item: Item | undefined, last?: string): string => {
    const keys = last === undefined ? [] : [last];
    for (let at = item; at?.parent; at = at.parent) keys.unshift(at.key);
    return keys.join(".");
  };
  const stack: Item[] = [{ node: value, key: "", parent: undefined }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { node } = item;
    if (typeof node === "string") {
      if (node.includes("\0")) return pathOf(item);
    } else if (node !== null && typeof node === "object") {
      for (const [key, child] of Object.entries(node).reverse()) {
        if (key.includes("\0")) return pathOf(item, key.replaceAll("\0", "\\u0000"));
        stack.push({ node: child, key, parent: item });
      }
    }
  }
  return undefined;
}
