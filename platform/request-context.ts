/**
 * The request a piece of work belongs to, by its id (docs/operations.md «Logs»): the
 * platform's server gives every request one — the X-Request-Id it came with when that is sane,
 * else a new one — answers it in the X-Request-Id header, and runs the request inside this
 * context, so that every log line written on its behalf carries the id (platform/logger.ts). The
 * site's process and the engine's client pass it on to the engine with the same header.
 *
 * The storage lives on globalThis: the site's code is bundled by Next.js, and its copy of this
 * module must see the same storage as the platform's own.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

export const REQUEST_ID_HEADER = "x-request-id";

export interface RequestContext {
  requestId: string;
}

const KEY = Symbol.for("hotel.request-context");
const holder = globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<RequestContext> };
const storage: AsyncLocalStorage<RequestContext> = (holder[KEY] ??= new AsyncLocalStorage<RequestContext>());

/** An incoming id is kept when it is 1–128 of letters, digits and `-_.:@/`; anything else is replaced. */
const SANE_ID = /^[A-Za-z0-9\-_.:@/]{1,128}$/;

/** The incoming X-Request-Id when it is sane, else a new UUID. */
export function requestIdFrom(incoming: string | string[] | undefined | null): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && SANE_ID.test(value) ? value : randomUUID();
}

/** Runs `work` as part of the request `requestId`. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work);
}

/** The id of the request the current work belongs to, if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
