/**
 * `/data/…`: query, doc, mutate, actions, listen and history, as Sanity's Content Lake answers
 * them.
 */
import { createHash } from "node:crypto";
import type { Hono } from "hono";
import { applyPerspective, parsePerspective, perspectiveKey, type Perspective } from "../query/perspective";
import { runQuery } from "../query/run";
import { buildSourceMap } from "../query/source-map";
import { badRequest, datasetNotFound, QueryError, TransactionError } from "../errors";
import { applyAction } from "../store/actions";
import { applyMutation, type MutationResult } from "../store/mutations";
import type { CommittedTransaction, LakeStore } from "../store/store";
import type { LakeDocument } from "../store/working-set";
import { ListenerFilter, sseEvent } from "../listen/listener";
import { documentEvents } from "../history/events";
import { draftIdOf, isPublishedId, newRevisionId, publishedIdOf } from "../store/ids";
import type { LakeAppDependencies } from "./app";
import { limitBody, type LakeContext, type LakeEnv } from "./common";

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const truthy = (value: string | undefined) => value === "true" || value === "1";

/** Query parameters arrive as `$name=<JSON>` in the URL (GET) or as `params` in the body (POST). */
function urlParams(url: URL): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, raw] of url.searchParams) {
    if (!key.startsWith("$")) continue;
    try {
      params[key.slice(1)] = JSON.parse(raw);
    } catch {
      throw new QueryError(`Unable to parse value of "${key}=${raw}". Please quote string values.`);
    }
  }
  return params;
}

async function jsonBody(c: LakeContext): Promise<JsonObject> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest("The request body is not valid JSON");
  }
  if (!isObject(body)) throw badRequest("The request body must be a JSON object");
  return body;
}

export function registerDataRoutes(api: Hono<LakeEnv>, deps: LakeAppDependencies): void {
  const { store, config, queries } = deps;
  const limitJson = limitBody(config.limits.jsonBody);

  const dataset = (c: LakeContext): string => {
    const name = c.req.param("dataset") ?? "";
    if (!store.hasDataset(name)) throw datasetNotFound(name, config.projectId);
    return name;
  };

  const views = new Map<string, { version: number; documents: LakeDocument[] }>();
  const view = (name: string, perspective: Perspective) => {
    const key = `${name}\u0000${perspectiveKey(perspective)}`;
    const version = store.version(name);
    const cached = views.get(key);
    if (cached?.version === version) return { name: key, ...cached };
    const documents = applyPerspective(store.documents(name), perspective);
    views.set(key, { version, documents });
    return { name: key, version, documents };
  };

  // Results only change when the dataset does: keep the recent ones until the next commit.
  const results = new QueryResultCache(store, 512);

  const query = async (c: LakeContext, source: { query: unknown; params: unknown }) => {
    const name = dataset(c);
    const url = new URL(c.req.url);
    if (typeof source.query !== "string" || source.query.trim() === "") {
      throw new QueryError("The query parameter is missing or empty");
    }
    const params = isObject(source.params) ? source.params : {};
    const perspective = parsePerspective(url.searchParams.get("perspective"), c.get("apiVersion"));
    const started = performance.now();
    const key = `${name}\u0000${perspectiveKey(perspective)}\u0000${source.query}\u0000${JSON.stringify(params)}`;
    // The version the result is computed for: a commit during the query must not cache it as newer.
    const version = store.version(name);
    const result = results.has(name, key)
      ? results.get(name, key)
      : results.set(
          name,
          version,
          key,
          await (() => {
            const { documents, ...snapshot } = view(name, perspective);
            return runQuery(
              {
                query: source.query,
                params,
                documents,
                view: snapshot,
                projectId: config.projectId,
                dataset: name,
                identity: config.user.id,
              },
              queries,
            );
          })(),
        );
    // Content Source Maps: asked for by @sanity/client when it stega-encodes (a site's preview).
    const sourceMapMode = url.searchParams.get("resultSourceMap");
    const resultSourceMap =
      sourceMapMode === "true" || sourceMapMode === "withKeyArraySelector"
        ? buildSourceMap(result, view(name, perspective).documents, {
            keyedPaths: sourceMapMode === "withKeyArraySelector",
          })
        : undefined;
    const ms = Math.round(performance.now() - started);
    const returnQuery = url.searchParams.get("returnQuery") !== "false";
    return c.json({
      ...(returnQuery ? { query: source.query } : {}),
      result,
      ...(resultSourceMap ? { resultSourceMap } : {}),
      ms,
    });
  };

  api.get("/data/query/:dataset", (c) => {
    const url = new URL(c.req.url);
    return query(c, { query: url.searchParams.get("query"), params: urlParams(url) });
  });
  api.post("/data/query/:dataset", limitJson, async (c) => {
    const body = await jsonBody(c);
    return query(c, { query: body.query, params: body.params });
  });

  api.get("/data/doc/:dataset/:ids", (c) => {
    const name = dataset(c);
    const ids = (c.req.param("ids") ?? "").split(",").filter(Boolean);
    const documents: LakeDocument[] = [];
    const omitted: { id: string; reason: "existence" }[] = [];
    for (const id of ids) {
      const document = store.get(name, id);
      if (document) documents.push(document);
      else omitted.push({ id, reason: "existence" });
    }
    return c.json({ documents, omitted });
  });

  api.post("/data/mutate/:dataset", limitJson, async (c) => {
    const name = dataset(c);
    const url = new URL(c.req.url);
    const body = await jsonBody(c);
    const mutations = body.mutations;
    if (!Array.isArray(mutations) || mutations.length === 0) {
      throw new TransactionError(
        400,
        "INVALID_MUTATION",
        { type: "invalidMutationError", description: "The request needs a non-empty mutations array" },
        0,
      );
    }
    const autoGenerateArrayKeys = truthy(url.searchParams.get("autoGenerateArrayKeys") ?? undefined);
    const { transaction, result } = await store.transact(
      name,
      {
        author: config.user.id,
        request: body,
        transactionId: typeof body.transactionId === "string" ? body.transactionId : undefined,
        dryRun: truthy(url.searchParams.get("dryRun") ?? undefined),
      },
      async (working) => {
        const results: MutationResult[] = [];
        const reported = new Map<string, unknown[]>();
        for (const [index, mutation] of mutations.entries()) {
          const touched = await applyMutation(working, mutation, index, {
            autoGenerateArrayKeys,
            queryIds: async (groq, params) => {
              const documents = await runQuery(
                {
                  query: groq,
                  params,
                  documents: working.documents(),
                  projectId: config.projectId,
                  dataset: name,
                },
                queries,
              );
              if (!Array.isArray(documents)) throw new QueryError("A mutation query must select documents");
              return documents.flatMap((document) =>
                isObject(document) && typeof document._id === "string" ? [document._id] : [],
              );
            },
          });
          for (const item of touched) {
            results.push(item);
            if (item.operation !== "none")
              reported.set(item.id, [...(reported.get(item.id) ?? []), mutation]);
          }
        }
        return { result: results, mutations: reported };
      },
    );
    const returnDocuments = truthy(url.searchParams.get("returnDocuments") ?? undefined);
    const finalById = new Map(
      transaction.changes.map((change) => [change.id, change.after ?? change.before]),
    );
    // A transaction that changed nothing is not recorded: no id names it (results say "none").
    const recorded = transaction.changes.length > 0;
    return c.json({
      ...(recorded ? { transactionId: transaction.id } : {}),
      results: result.map((item) => ({
        id: item.id,
        operation: item.operation,
        ...(returnDocuments ? { document: finalById.get(item.id) ?? store.get(name, item.id) } : {}),
      })),
    });
  });

  api.post("/data/actions/:dataset", limitJson, async (c) => {
    const name = dataset(c);
    const body = await jsonBody(c);
    const actions = Array.isArray(body.actions)
      ? body.actions
      : isObject(body.actions)
        ? [body.actions]
        : undefined;
    if (!actions || actions.length === 0) {
      throw new TransactionError(
        400,
        "INVALID_ACTION",
        { type: "invalidActionError", description: "The request needs a non-empty actions array" },
        0,
        "actionError",
      );
    }
    const { transaction } = await store.transact(
      name,
      {
        author: config.user.id,
        request: body,
        transactionId: typeof body.transactionId === "string" ? body.transactionId : undefined,
        dryRun: body.dryRun === true,
      },
      (working) => {
        for (const [index, action] of actions.entries()) applyAction(working, action, index);
        return { result: undefined };
      },
    );
    return c.json(transaction.changes.length > 0 ? { transactionId: transaction.id } : {});
  });

  api.get("/data/listen/:dataset", (c) => {
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
      identity: config.user.id,
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
            deps.log(`content lake: listener filter failed: ${message}`);
            send(sseEvent("channelError", { message }));
          }
        });
      };
    });
  });

  // Live events (`client.live.events()`, Sanity's Live Content API): a `message` with opaque sync
  // tags after each commit, for clients that refetch on change (the Studio's Presentation tool
  // opens one). Published changes only, unless `includeDrafts=true` (which takes the token).
  api.get("/data/live/events/:dataset", (c) => {
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
  });

  // History: the Studio's history and review-changes panes read the transaction log. Each line
  // of the answer is one transaction with whole-document effects for the documents asked for.
  api.get("/data/history/:dataset/transactions/:ids", async (c) => {
    const name = dataset(c);
    const ids = (c.req.param("ids") ?? "").split(",").filter(Boolean);
    const url = new URL(c.req.url);
    const search = url.searchParams;
    const limit = Number(search.get("limit") ?? "0") || undefined;
    const withEffects = search.get("effectFormat") === "mendoza";
    const withMutations = search.get("excludeMutations") !== "true";
    let rows = await store.transactions(name, { documentIds: ids });
    // fromTransaction and toTransaction are inclusive bounds, by transaction id, oldest first.
    const from = search.get("fromTransaction");
    const to = search.get("toTransaction");
    const fromIndex = from ? rows.findIndex((row) => row.id === from) : -1;
    if (fromIndex >= 0) rows = rows.slice(fromIndex);
    const toIndex = to ? rows.findIndex((row) => row.id === to) : -1;
    if (toIndex >= 0) rows = rows.slice(0, toIndex + 1);
    if (truthy(search.get("reverse") ?? undefined)) rows = rows.reverse();
    if (limit) rows = rows.slice(0, limit);
    const wanted = new Set(ids);
    const lines = rows.map((row) => {
      const changes = row.changes.filter((change) => wanted.has(change.id));
      const effects = Object.fromEntries(
        changes.map((change) => [
          change.id,
          { apply: [0, stripRev(change.after)], revert: [0, stripRev(change.before)] },
        ]),
      );
      const mutations = changes.map((change) =>
        change.after ? { createOrReplace: change.after } : { delete: { id: change.id } },
      );
      return JSON.stringify({
        id: row.id,
        timestamp: row.timestamp,
        author: row.author,
        documentIDs: changes.map((change) => change.id),
        ...(withEffects ? { effects } : {}),
        ...(withMutations ? { mutations } : {}),
      });
    });
    return c.body(lines.join("\n") + (lines.length ? "\n" : ""), 200, {
      "Content-Type": "application/x-ndjson",
    });
  });

  // Document events (draft created, published, unpublished, discarded, deleted), from the log.
  api.get("/data/history/:dataset/events/documents/:id", async (c) => {
    const name = dataset(c);
    const id = c.req.param("id") ?? "";
    const limit = Number(new URL(c.req.url).searchParams.get("limit") ?? "0") || undefined;
    const rows = await store.transactions(name, { documentIds: [publishedIdOf(id), draftIdOf(id)] });
    const events = documentEvents(id, rows);
    return c.json({ events: { [id]: limit ? events.slice(0, limit) : events }, nextCursor: "" });
  });
  api.get("/data/history/:dataset/events/releases/:id", (c) => {
    dataset(c);
    return c.json({ events: [], nextCursor: "" });
  });

  // The Studio's latency probe reads only the response headers.
  api.get("/data/ping/:dataset", (c) => c.json({ ok: true }));

  // A document as it was: at a revision (`revision`), at a time (`time`), or at the last
  // revision where it existed (`lastRevision=true`, for deleted documents).
  api.get("/data/history/:dataset/documents/:ids", async (c) => {
    const name = dataset(c);
    const ids = (c.req.param("ids") ?? "").split(",").filter(Boolean);
    const search = new URL(c.req.url).searchParams;
    const lastRevision = search.get("lastRevision") === "true";
    const revision = search.get("revision");
    const time = search.get("time");
    const rows = await store.transactions(name, { documentIds: ids });
    const documents = ids.flatMap((id) => {
      let found: LakeDocument | null = null;
      for (const row of rows) {
        const change = row.changes.find((candidate) => candidate.id === id);
        if (!change) continue;
        if (time && row.timestamp > time) break;
        if (!lastRevision || change.after) found = change.after;
        if (revision && row.id === revision) break;
      }
      return found ? [found] : [];
    });
    return c.json({ documents });
  });
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

function stripRev(document: LakeDocument | null): Record<string, unknown> | null {
  if (!document) return null;
  const { _rev: _ignored, ...rest } = document;
  return rest;
}

/** Query results of the current dataset version, at most `limit` of them, emptied on every commit. */
class QueryResultCache {
  private readonly entries = new Map<string, { version: number; results: Map<string, unknown> }>();

  constructor(
    private readonly store: { version(dataset: string): number },
    private readonly limit: number,
  ) {}

  private forDataset(dataset: string): Map<string, unknown> {
    const version = this.store.version(dataset);
    let entry = this.entries.get(dataset);
    if (entry?.version !== version) {
      entry = { version, results: new Map() };
      this.entries.set(dataset, entry);
    }
    return entry.results;
  }

  has(dataset: string, key: string): boolean {
    return this.forDataset(dataset).has(key);
  }

  get(dataset: string, key: string): unknown {
    return this.forDataset(dataset).get(key);
  }

  set(dataset: string, version: number, key: string, result: unknown): unknown {
    const results = this.forDataset(dataset);
    if (this.store.version(dataset) !== version) return result;
    if (results.size >= this.limit) results.delete(results.keys().next().value ?? "");
    results.set(key, result);
    return result;
  }
}
