/**
 * Server-sent events of commits: `/data/listen/{dataset}` (the listener of `client.listen()`
 * and the Studio, filtered by a GROQ query) and `/data/live/events/{dataset}` (Sanity's Live
 * Content API: opaque sync tags for clients that refetch on change).
 */
import { createHash } from "node:crypto";
import { Hono } from "hono";
import { ListenerFilter, sseEvent } from "../../listen/listener";
import { isPublishedId, newRevisionId } from "../../store/ids";
import type { CommittedTransaction, LakeStore } from "../../store/store";
import type { LakeContext, LakeEnv } from "../common";
import { truthy, urlParams, type DataDeps } from "./shared";

export function listenRoutes({ store, dataset, log }: DataDeps): Hono<LakeEnv> {
  return (
    new Hono<LakeEnv>()
      .get("/listen/:dataset", (c) => {
        const name = dataset(c);
        const url = new URL(c.req.url);
        const flag = (key: string, fallback: boolean) => {
          const value = url.searchParams.get(key);
          return value === null ? fallback : truthy(value);
        };
        const filter = new ListenerFilter({
          query: url.searchParams.get("query") ?? "",
          params: urlParams(url),
          // @sanity/client sends only the options that are true (and includeMutations=false): an
          // absent flag means Sanity's default, which is off for all of them but includeMutations.
          includeResult: flag("includeResult", false),
          includePreviousRevision: flag("includePreviousRevision", false),
          includeMutations: flag("includeMutations", true),
          includeAllVersions: flag("includeAllVersions", false),
          effectFormat: url.searchParams.get("effectFormat") === "mendoza" ? "mendoza" : undefined,
          identity: c.get("user")?.id ?? "",
        });
        return eventStream(c, store, (send) => {
          send(sseEvent("welcome", { listenerName: `embedded-${newRevisionId()}` }));
          // Events are computed asynchronously (GROQ); a chain keeps them in commit order.
          let chain: Promise<void> = Promise.resolve();
          return (transaction) => {
            if (transaction.dataset !== name) return;
            chain = chain.then(async () => {
              try {
                for (const event of await filter.eventsFor(transaction)) {
                  send(sseEvent("mutation", event, event.eventId));
                }
              } catch (error) {
                // The filter failed on a document (GROQ at run time): tell the client the way
                // Sanity does, and keep the stream for the next transaction.
                const message = error instanceof Error ? error.message : String(error);
                log(`content lake: listener filter failed: ${message}`);
                send(sseEvent("channelError", { message }));
              }
            });
          };
        });
      })
      // Live events (`client.live.events()`, Sanity's Live Content API): a `message` with opaque sync
      // tags after each commit, for clients that refetch on change (the Studio's Presentation tool
      // opens one). Published changes only, unless `includeDrafts=true` (which takes the token).
      .get("/live/events/:dataset", (c) => {
        const name = dataset(c);
        const includeDrafts = new URL(c.req.url).searchParams.get("includeDrafts") === "true";
        return eventStream(c, store, (send) => {
          send(sseEvent("welcome", {}));
          return (transaction) => {
            if (transaction.dataset !== name) return;
            const tags = liveSyncTags(transaction, includeDrafts);
            if (tags.length > 0) send(sseEvent("message", { tags }, transaction.id));
          };
        });
      })
  );
}

/**
 * A server-sent event stream that hears every commit: `start` sends the first events and returns
 * the commit handler; a comment line every 25 s keeps proxies and browsers from closing it.
 */
function eventStream(
  c: LakeContext,
  store: Pick<LakeStore, "events">,
  start: (send: (chunk: string) => void) => (transaction: CommittedTransaction) => void,
): Response {
  const encoder = new TextEncoder();
  const signal = c.req.raw.signal;
  let cleanup = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (chunk: string) => {
        try {
          controller.enqueue(encoder.encode(chunk));
        } catch {
          // The client went away between two events: the cancel below cleans up.
          cleanup();
        }
      };
      const onTransaction = start(send);
      store.events.on("transaction", onTransaction);
      const keepAlive = setInterval(() => send(": ping\n\n"), 25_000);
      cleanup = () => {
        clearInterval(keepAlive);
        store.events.off("transaction", onTransaction);
      };
      signal.addEventListener("abort", () => cleanup(), { once: true });
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(stream, {
    headers: {
      ...Object.fromEntries(c.res.headers),
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache",
      "X-Accel-Buffering": "no",
    },
  });
}

/** Opaque sync tags of a commit: one per changed document type (`s1:` and a short hash). */
function liveSyncTags(transaction: CommittedTransaction, includeDrafts: boolean): string[] {
  const types = new Set<string>();
  for (const change of transaction.changes) {
    if (!includeDrafts && !isPublishedId(change.id)) continue;
    const type = (change.after ?? change.before)?._type;
    if (typeof type === "string") types.add(type);
  }
  return [...types].map((type) => `s1:${createHash("sha1").update(type).digest("base64url").slice(0, 6)}`);
}
