/**
 * `/data/query/{dataset}` (GET with `query` and `$param`s in the URL, POST with a JSON body):
 * GROQ over the dataset as a perspective sees it, with the recent results kept until the next
 * commit, and Content Source Maps when the client asks for them.
 */
import { Hono } from "hono";
import {
  applyPerspective,
  parsePerspective,
  perspectiveKey,
  type Perspective,
} from "../../query/perspective";
import { runQuery } from "../../query/run";
import { buildSourceMap } from "../../query/source-map";
import { QueryError } from "../../errors";
import type { LakeDocument } from "../../store/working-set";
import type { LakeContext, LakeEnv } from "../common";
import { isObject, jsonBody, urlParams, type DataDeps } from "./shared";

export function queryRoutes({ store, config, queries, dataset, limitJson }: DataDeps): Hono<LakeEnv> {
  // A dataset as each perspective sees it, for the most recent MAX_VIEWS perspectives: a client
  // names any stack of releases it likes, and each would otherwise keep a view for good.
  const views = new Map<string, { version: number; documents: LakeDocument[] }>();
  const view = (name: string, perspective: Perspective) => {
    const key = `${name}\u0000${perspectiveKey(perspective)}`;
    const version = store.version(name);
    const cached = views.get(key);
    if (cached?.version === version) return { name: key, ...cached };
    const documents = applyPerspective(store.documents(name), perspective);
    views.delete(key);
    views.set(key, { version, documents });
    if (views.size > MAX_VIEWS) views.delete(views.keys().next().value ?? "");
    return { name: key, version, documents };
  };

  // Results only change when the dataset does: keep the recent ones until the next commit.
  const results = new QueryResultCache(store, RESULT_CACHE_BYTES);

  const query = async (c: LakeContext, source: { query: unknown; params: unknown }) => {
    const name = dataset(c);
    const url = new URL(c.req.url);
    if (typeof source.query !== "string" || source.query.trim() === "") {
      throw new QueryError("The query parameter is missing or empty");
    }
    const params = isObject(source.params) ? source.params : {};
    const perspective = parsePerspective(url.searchParams.get("perspective"), c.get("apiVersion"));
    const started = performance.now();
    // identity() is the caller's id: a result that reads it is kept per user.
    const identity = c.get("user")?.id ?? "";
    const key = `${name}\u0000${perspectiveKey(perspective)}\u0000${source.query}\u0000${JSON.stringify(params)}${source.query.includes("identity(") ? `\u0000${identity}` : ""}`;
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
                identity,
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

  return new Hono<LakeEnv>()
    .get("/query/:dataset", (c) => {
      const url = new URL(c.req.url);
      return query(c, { query: url.searchParams.get("query"), params: urlParams(url) });
    })
    .post("/query/:dataset", limitJson, async (c) => {
      const body = await jsonBody(c);
      return query(c, { query: body.query, params: body.params });
    });
}

/** Views of a dataset kept at once (one per dataset and perspective asked for). */
const MAX_VIEWS = 16;
/**
 * Memory for kept query results, counted as their JSON's length (docs/performance.md «Memory»):
 * the site's queries return a page's content each, tens of KB, but a client may ask for a whole
 * dataset; a result over an eighth of it is answered and not kept.
 */
export const RESULT_CACHE_BYTES = 16 * 1024 * 1024;

/** Query results of the current dataset version, at most `maxBytes` of them, emptied on every commit. */
export class QueryResultCache {
  private readonly entries = new Map<
    string,
    { version: number; results: Map<string, { result: unknown; bytes: number }>; bytes: number }
  >();

  constructor(
    private readonly store: { version(dataset: string): number },
    private readonly maxBytes: number,
  ) {}

  private forDataset(dataset: string) {
    const version = this.store.version(dataset);
    let entry = this.entries.get(dataset);
    if (entry?.version !== version) {
      entry = { version, results: new Map(), bytes: 0 };
      this.entries.set(dataset, entry);
    }
    return entry;
  }

  /** All datasets' kept bytes. */
  get bytes(): number {
    let total = 0;
    for (const dataset of this.entries.keys()) total += this.forDataset(dataset).bytes;
    return total;
  }

  has(dataset: string, key: string): boolean {
    return this.forDataset(dataset).results.has(key);
  }

  get(dataset: string, key: string): unknown {
    return this.forDataset(dataset).results.get(key)?.result;
  }

  set(dataset: string, version: number, key: string, result: unknown): unknown {
    const entry = this.forDataset(dataset);
    if (this.store.version(dataset) !== version) return result;
    const bytes = (JSON.stringify(result) ?? "").length + key.length;
    if (bytes > this.maxBytes / 8) return result;
    const previous = entry.results.get(key);
    if (previous) entry.bytes -= previous.bytes;
    entry.results.set(key, { result, bytes });
    entry.bytes += bytes;
    // The oldest first, until all datasets' results fit (a dataset's own results go before others').
    for (const [name, other] of [[dataset, entry] as const, ...this.entries]) {
      for (const [oldKey, old] of other.results) {
        if (this.bytes <= this.maxBytes) return result;
        if (name === dataset && oldKey === key) continue;
        other.results.delete(oldKey);
        other.bytes -= old.bytes;
      }
    }
    return result;
  }
}
