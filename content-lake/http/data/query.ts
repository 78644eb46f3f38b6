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
