/**
 * The platform's page cache (docs/performance.md#page-cache): the bytes Next.js sent for a
 * prerendered page, kept in memory and sent again as they are, so a traffic spike on the content
 * pages costs neither a render, nor an ETag hash over the whole HTML, nor a string-to-bytes copy,
 * nor a compression per request.
 *
 * What is kept: answers to plain document GETs (no RSC or router headers, no draft-mode cookie)
 * that Next.js served fresh from its own cache (`x-nextjs-cache: HIT`, a shared `s-maxage`, no
 * cookie set), per URL and Accept-Encoding as sent, so each encoding Next.js chose is kept once.
 *
 * When it is dropped:
 * - when the site says its pages changed: an answer to a request that may change something (any
 *   method but GET, HEAD, OPTIONS) carrying `PAGES_CHANGED_HEADER` (the content lake's or
 *   Sanity's revalidation, a saved price change of the manager's tool: web/lib/pages-changed.ts),
 *   or a server action's answer saying it revalidated (Next.js's `x-action-revalidated: 1`). The
 *   drop happens as that answer's head is written, after Next.js revalidated and before the
 *   caller hears back, so the next guest gets what Next.js now serves; answers still being
 *   captured then are not kept. Any other request — a search, a booking, a POST to a path that
 *   does not exist — leaves the cache as it is: a drop on every POST let anyone empty the cache of
 *   every instance at will;
 * - when another instance drops its own (`subscribe`, Redis when REDIS_URL is set);
 * - `TTL_MS` after it was kept, so time-based revalidation (the rooms' prices, every five
 *   minutes) is late by at most that much;
 * - least recently used first, above `maxBytes`.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { pageCacheRequests } from "./metrics";

/** How long a kept answer is served before Next.js is asked again. */
export const TTL_MS = 10_000;
/** Memory for kept answers (all encodings). */
export const MAX_BYTES = 64 * 1024 * 1024;
/** A larger answer is not kept. */
const MAX_ENTRY_BYTES = 4 * 1024 * 1024;

/** Request headers with which Next.js answers something other than the page's HTML. */
const ROUTER_HEADERS = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-action",
  "next-url",
];
/** Next.js's draft-mode cookie: a manager's preview renders drafts, never from this cache. */
const DRAFT_COOKIE = "__prerender_bypass";
/** Headers of the connection, not of the page. */
const HOP_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/**
 * Set by the site on the answer to a request that changed what pages show (a revalidation, a
 * saved price): the page cache drops everything when it sees it, and removes it from the answer.
 */
export const PAGES_CHANGED_HEADER = "x-hotel-pages-changed";
/** Next.js's header on a server action's answer; "1": the action revalidated static data. */
const ACTION_REVALIDATED_HEADER = "x-action-revalidated";

interface Entry {
  status: number;
  headers: [string, string | string[]][];
  body: Buffer;
  etag: string | undefined;
  expiresAt: number;
}

export interface PageCacheOptions {
  maxBytes?: number;
  ttlMs?: number;
  now?: () => number;
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private generation = 0;
  private readonly listeners: (() => void)[] = [];
  private readonly maxBytes: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: PageCacheOptions = {}) {
    this.maxBytes = options.maxBytes ?? MAX_BYTES;
    this.ttlMs = options.ttlMs ?? TTL_MS;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Handles a request to the site: sends a kept answer (true), or lets the site answer (false)
   * and keeps that answer when it can be kept, or drops the cache when the request ends if it
   * may have changed something. `ownHeaders` are set per request by the caller (the security
   * headers) and are neither kept nor replaced.
   */
  handle(req: IncomingMessage, res: ServerResponse, ownHeaders: ReadonlySet<string>): boolean {
    const method = req.method ?? "GET";
    if (!SAFE_METHODS.has(method)) {
      this.watchForChanges(res);
      return false;
    }
    if (!cacheableRequest(req)) return false;
    const key = `${req.url ?? "/"}\n${req.headers["accept-encoding"] ?? ""}`;
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) {
      // Most recently used last: the first key is the one to evict.
      this.entries.delete(key);
      this.entries.set(key, entry);
      send(req, res, entry);
      pageCacheRequests.inc({ result: "hit" });
      return true;
    }
    pageCacheRequests.inc({ result: "miss" });
    if (entry) this.remove(key);
    if (method === "GET") this.capture(key, res, ownHeaders);
    return false;
  }

  /** Drops every kept answer here and, through the subscribers, on the other instances. */
  drop(): void {
    this.clear();
    for (const listener of this.listeners) listener();
  }

  /** Drops every kept answer here only (another instance dropped its own). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  /** Called after every `drop()`: to tell the other instances. */
  onDrop(listener: () => void): void {
    this.listeners.push(listener);
  }

  /**
   * Drops the cache when the site's answer says pages changed, as its head is written (Node.js
   * writes every head through `writeHead`, also the implicit one of a first write).
   */
  private watchForChanges(res: ServerResponse): void {
    const ownWriteHead = res.writeHead;
    res.writeHead = ((...args: unknown[]) => {
      res.writeHead = ownWriteHead;
      const changed = res.hasHeader(PAGES_CHANGED_HEADER);
      res.removeHeader(PAGES_CHANGED_HEADER);
      if (changed || String(res.getHeader(ACTION_REVALIDATED_HEADER) ?? "") === "1") this.drop();
      return (ownWriteHead as (...rest: unknown[]) => ServerResponse).apply(res, args);
    }) as ServerResponse["writeHead"];
  }

  private capture(key: string, res: ServerResponse, ownHeaders: ReadonlySet<string>): void {
    const generation = this.generation;
    const chunks: Buffer[] = [];
    let length = 0;
    const collect = (chunk: unknown, encoding: unknown) => {
      if (length > MAX_ENTRY_BYTES || chunk === undefined || chunk === null || typeof chunk === "function")
        return;
      const buffer =
        typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array);
      length += buffer.length;
      chunks.push(buffer);
    };
    const ownWrite = res.write;
    const ownEnd = res.end;
    const write = ownWrite.bind(res) as (...args: unknown[]) => boolean;
    const end = ownEnd.bind(res) as (...args: unknown[]) => ServerResponse;
    // Decided at the first write, when the head is complete: an answer that cannot be kept (a page
    // rendered for this request, an error) is let through untouched from then on, not copied.
    let keepable: boolean | undefined;
    const keeping = () => {
      if (keepable === undefined) {
        keepable = cacheableAnswer(res.statusCode, res.getHeaders());
        if (!keepable) {
          res.write = ownWrite;
          res.end = ownEnd;
        }
      }
      return keepable;
    };
    res.write = ((...args: unknown[]) => {
      if (keeping()) collect(args[0], args[1]);
      return write(...args);
    }) as ServerResponse["write"];
    res.end = ((...args: unknown[]) => {
      if (keeping()) collect(args[0], args[1]);
      return end(...args);
    }) as ServerResponse["end"];
    res.once("finish", () => {
      // `keepable` was decided on the head, which cannot change once written.
      if (!keepable || generation !== this.generation || length > MAX_ENTRY_BYTES) return;
      const headers = res.getHeaders();
      const body = Buffer.concat(chunks, length);
      const kept = Object.entries(headers).flatMap(([name, value]): [string, string | string[]][] =>
        value === undefined || HOP_HEADERS.has(name) || ownHeaders.has(name)
          ? []
          : [[name, Array.isArray(value) ? value : String(value)]],
      );
      const etag = headers.etag === undefined ? undefined : String(headers.etag);
      this.remove(key);
      this.entries.set(key, {
        status: res.statusCode,
        headers: kept,
        body,
        etag,
        expiresAt: this.now() + this.ttlMs,
      });
      this.bytes += body.length;
      this.evict();
    });
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.length;
    this.entries.delete(key);
  }

  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) return;
      this.remove(key);
    }
  }
}

function cacheableRequest(req: IncomingMessage): boolean {
  if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return false;
  if ((req.url ?? "").includes("_rsc=")) return false;
  return !(req.headers.cookie ?? "").includes(DRAFT_COOKIE);
}

function cacheableAnswer(status: number, headers: OutgoingHttpHeaders): boolean {
  if (status !== 200 || headers["set-cookie"] !== undefined) return false;
  if (String(headers["x-nextjs-cache"] ?? "") !== "HIT") return false;
  const control = String(headers["cache-control"] ?? "");
  return /(^|[\s,])s-maxage=[1-9]/.test(control) && !/private|no-store|no-cache/.test(control);
}

function send(req: IncomingMessage, res: ServerResponse, entry: Entry): void {
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  if (entry.etag !== undefined && req.headers["if-none-match"] === entry.etag) {
    res.statusCode = 304;
    res.removeHeader("content-length");
    res.removeHeader("content-encoding");
    res.end();
    return;
  }
  res.statusCode = entry.status;
  res.setHeader("content-length", entry.body.length);
  res.end(req.method === "HEAD" ? undefined : entry.body);
}
