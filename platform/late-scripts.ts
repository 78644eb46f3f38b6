/**
 * The site's scripts fetched after the first screen is painted, and the site's answers compressed
 * here rather than by Next.js (docs/performance.md «Scripts after the first paint»).
 *
 * Next.js puts every script of a page in the document as `<script src async>` (and some as
 * `<link rel="preload" as="script">`), so the browser fetches about 190 KB of JavaScript at once,
 * beside the hero picture, the fonts and the styles the first screen needs. On a slow phone
 * network they share its bandwidth, and the first screen waits for bytes it does not use. Here
 * each such tag becomes an inert mark holding its address, and a small loader at the top of the
 * head adds the marked scripts (still async) once the page has painted its first frame (the first
 * animation frame, then a task); a page opened in the background starts at once (adding the marks
 * parsed by then, the rest at DOMContentLoaded), and a page that paints no frame in
 * `FALLBACK_MS` starts then. Nothing else of the document changes:
 * without JavaScript the page is what it was, and hydration is what it was, only started after
 * the first paint.
 *
 * Only the exact tags Next.js writes are changed (addresses under /_next/static/, no other
 * attribute); anything else (a nonce, an integrity hash, a tag cut across two writes of a
 * streamed page) is left as it was and loads as before.
 *
 * The change has to happen before compression, and Next.js compresses inside its own handler. So
 * the site's process hides `Accept-Encoding` from Next.js and compresses its answers itself with
 * `compression` (the library Next.js bundles; version 1.8 adds Brotli), flushing after each write
 * as Next.js does, so a streamed page still arrives piece by piece.
 */
import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from "node:http";
import compression from "compression";

/** When a visible page has painted nothing by then, its scripts are added anyway. */
export const FALLBACK_MS = 3000;

const SCRIPT_TAG = /<script src="(\/_next\/static\/[\w\-./~]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[\w\-./~]+\.js)"\/>/g;
/** Where the loader goes: right after the charset, before the styles (see `lateScriptsIn`). */
const CHARSET = '<meta charSet="utf-8"/>';
/**
 * What a script tag becomes: an inert element holding the address (a script of an unknown type
 * is neither run nor fetched, and does not wait for the styles above it).
 */
const MARK = (src: string) => `<script type="late">${src}</script>`;
/**
 * Adds the marked scripts once the first frame is painted; those parsed later at
 * DOMContentLoaded and at load. A script already in the page is not added again (Turbopack's
 * runtime adds the bootstrap chunk itself when it runs before that chunk's mark is reached). Short, as it is in every page (the home page's HTML has a budget:
 * docs/bench.md).
 */
export const LOADER =
  "<script>(function(){var d=document,k={},g=0;" +
  "function go(){if(g)d.querySelectorAll('script[type=late]').forEach(function(e){var u=e.textContent;" +
  "if(!k[u]&&!d.querySelector('script[src=\"'+u+'\"]')){k[u]=1;var s=d.createElement('script');s.src=u;s.async=true;d.head.appendChild(s)}})}" +
  "function st(){if(!g){g=1;go();d.addEventListener('DOMContentLoaded',go);addEventListener('load',go)}}" +
  "if(d.visibilityState==='hidden')st();" +
  `else{requestAnimationFrame(function(){setTimeout(st,0)});setTimeout(st,${FALLBACK_MS})}})()</script>`;

/** The state of one answer: whether the loader is already in the document. */
export interface LateScriptsState {
  loaderWritten: boolean;
}

/**
 * One piece of an HTML document with its script tags changed: each becomes a mark the loader
 * reads, and their preloads are removed. The loader goes right after the charset `<meta>` (the
 * head's first tag), before any stylesheet: an inline script after a stylesheet waits for it, and
 * the document would not be parsed further until the styles arrived. With no charset in the
 * piece it goes before the first mark. A piece with no such tag comes back as it was.
 */
export function lateScriptsIn(html: string, state: LateScriptsState): string {
  SCRIPT_TAG.lastIndex = 0;
  if (!SCRIPT_TAG.test(html)) return html;
  let changed = html.replace(SCRIPT_PRELOAD, "").replace(SCRIPT_TAG, (_tag, src: string) => MARK(src));
  if (!state.loaderWritten) {
    state.loaderWritten = true;
    const charset = changed.indexOf(CHARSET);
    const at = charset >= 0 ? charset + CHARSET.length : changed.indexOf('<script type="late">');
    changed = changed.slice(0, at) + LOADER + changed.slice(at);
  }
  return changed;
}

function headerValue(
  res: ServerResponse,
  name: string,
  headers: OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined,
): string {
  if (headers && !Array.isArray(headers)) {
    const given = Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
    if (given !== undefined) return String(given);
  }
  return String(res.getHeader(name) ?? "");
}

type WriteHead = ServerResponse["writeHead"];
type Write = (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean;
type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse;

/**
 * Changes the HTML documents this answer sends (status 200, `text/html`): their scripts come
 * after the first paint. Installed on `res` before the site's handler writes to it; the length
 * Next.js computed no longer holds for a changed document, so it is removed.
 */
export function lateScripts(res: ServerResponse): void {
  const state: LateScriptsState = { loaderWritten: false };
  let html = false;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const headers = args.find((arg, index) => index > 0 && typeof arg === "object" && arg !== null) as
      OutgoingHttpHeaders | undefined;
    const status = typeof args[0] === "number" ? args[0] : this.statusCode;
    html = status === 200 && headerValue(this, "content-type", headers).startsWith("text/html");
    if (html) {
      this.removeHeader("content-length");
      if (headers && !Array.isArray(headers)) {
        for (const key of Object.keys(headers))
          if (key.toLowerCase() === "content-length") delete headers[key];
      }
    }
    return writeHead(...args);
  } as WriteHead;

  const change = (chunk: unknown, encoding: unknown): unknown => {
    if (!html || chunk === undefined || chunk === null || typeof chunk === "function") return chunk;
    const text =
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8").toString(
            "latin1",
          )
        : Buffer.from(chunk as Uint8Array).toString("latin1");
    const changed = lateScriptsIn(text, state);
    return changed === text ? chunk : Buffer.from(changed, "latin1");
  };
  const startHead = (target: ServerResponse) => {
    if (!target.headersSent) target.writeHead(target.statusCode);
  };

  const write = res.write.bind(res) as Write;
  res.write = function (this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
    startHead(this);
    const changed = change(chunk, encoding);
    return changed === chunk
      ? write(chunk, encoding, callback)
      : write(changed, undefined, typeof encoding === "function" ? encoding : callback);
  } as ServerResponse["write"];
  const end = res.end.bind(res) as End;
  res.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (chunk !== undefined && chunk !== null && typeof chunk !== "function") startHead(this);
    const changed = change(chunk, encoding);
    return changed === chunk
      ? end(chunk, encoding, callback)
      : end(changed, undefined, typeof encoding === "function" ? encoding : callback);
  } as ServerResponse["end"];
}

/** A part of a file (206) is sent as it is: compressed, its Content-Range would not match. */
const compress = compression({
  filter: (req, res) => res.statusCode !== 206 && compression.filter(req, res),
});

/**
 * Prepares one request of the site's process: the answer is compressed here (what the client
 * accepts, Brotli first), Next.js never compresses it, and its HTML documents get their scripts
 * after the first paint. Call before handing `req` and `res` to Next.js.
 */
export function prepareSiteAnswer(req: IncomingMessage, res: ServerResponse): void {
  const accepted = req.headers["accept-encoding"];
  delete req.headers["accept-encoding"];
  // compression reads only the method and Accept-Encoding of the request, when the head is written.
  // (Its types are Express's, whose request and response are Node's with more on them.)
  const asked = { method: req.method, headers: { "accept-encoding": accepted } };
  compress(
    asked as unknown as Parameters<typeof compress>[0],
    res as Parameters<typeof compress>[1],
    () => undefined,
  );
  const flush = (res as ServerResponse & { flush(): void }).flush.bind(res);
  lateScripts(res);
  coalesceWrites(res, flush);
}

/**
 * Next.js writes a streamed page in many small pieces (a rate plans page: hundreds) and flushes
 * after each through `res.flush`, which its own compression replaces by one that flushes nothing
 * here. Each write to the compressor costs a call into zlib whatever its size, and compressing the
 * pieces one by one halved the rate plans page's throughput (docs/performance.md, «Compression
 * of streamed pages»). So the pieces written in one turn of the event loop are sent as one, then
 * flushed: nothing of a streamed page waits in the compressor beyond that turn. A write answers
 * what the last real write answered, until the `drain` that follows it, so Next.js still waits for
 * `drain` when the client or the compressor is behind.
 */
export function coalesceWrites(res: ServerResponse, flush: () => void): void {
  const write = res.write.bind(res) as Write;
  const end = res.end.bind(res) as End;
  let pieces: Buffer[] = [];
  let callbacks: ((error?: Error | null) => void)[] = [];
  let scheduled = false;
  let lastResult = true;
  const piece = (chunk: unknown, encoding: unknown): Buffer =>
    typeof chunk === "string"
      ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
      : Buffer.from(chunk as Uint8Array);
  /** The pieces so far as one buffer, and the callbacks they carried; both emptied. */
  const take = () => {
    const data = pieces.length === 1 ? pieces[0] : Buffer.concat(pieces);
    const done = callbacks;
    pieces = [];
    callbacks = [];
    return {
      data,
      done: done.length === 0 ? undefined : (error?: Error | null) => done.forEach((cb) => cb(error)),
    };
  };
  const send = () => {
    scheduled = false;
    if (pieces.length === 0 || res.writableEnded) return;
    const { data, done } = take();
    lastResult = write(data, undefined, done);
    flush();
  };
  // A `false` is only true until the next `drain`: a caller told to wait for one that has already
  // come would wait for ever. (`res.on` reaches the compressor's stream when there is one.)
  res.on("drain", () => {
    lastResult = true;
  });
  res.write = function (this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
    const cb = (typeof encoding === "function" ? encoding : callback) as
      ((error?: Error | null) => void) | undefined;
    if (chunk === undefined || chunk === null) return write(chunk, encoding, callback);
    pieces.push(piece(chunk, typeof encoding === "function" ? undefined : encoding));
    if (cb) callbacks.push(cb);
    if (!scheduled) {
      scheduled = true;
      setImmediate(send);
    }
    return lastResult;
  } as ServerResponse["write"];
  res.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (pieces.length === 0) return end(chunk, encoding, callback);
    const cb = (
      typeof chunk === "function" ? chunk : typeof encoding === "function" ? encoding : callback
    ) as (() => void) | undefined;
    if (chunk !== undefined && chunk !== null && typeof chunk !== "function") {
      pieces.push(piece(chunk, typeof encoding === "function" ? undefined : encoding));
    }
    const { data, done } = take();
    write(data, undefined, done);
    return end(cb);
  } as ServerResponse["end"];
}
