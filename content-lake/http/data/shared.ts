/** What every `/data/…` route module is given, and the request helpers they share. */
import type { MiddlewareHandler } from "hono";
import { badRequest, datasetNotFound, QueryError } from "../../errors";
import type { LakeAppDependencies } from "../deps";
import { limitBody, type LakeContext, type LakeEnv } from "../common";

export interface DataDeps extends LakeAppDependencies {
  /** The path's dataset, or Sanity's 404 when the lake has none by that name. */
  dataset(c: LakeContext): string;
  /** Refuses a JSON body over the configured size with Sanity's 413. */
  limitJson: MiddlewareHandler<LakeEnv>;
}

export function dataDeps(deps: LakeAppDependencies): DataDeps {
  const { store, config } = deps;
  return {
    ...deps,
    dataset: (c) => {
      const name = c.req.param("dataset") ?? "";
      if (!store.hasDataset(name)) throw datasetNotFound(name, config.projectId);
      return name;
    },
    limitJson: limitBody(config.limits.jsonBody),
  };
}

export type JsonObject = Record<string, unknown>;
export const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const truthy = (value: string | undefined) => value === "true" || value === "1";

/** Query parameters arrive as `$name=<JSON>` in the URL (GET) or as `params` in the body (POST). */
export function urlParams(url: URL): Record<string, unknown> {
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

export async function jsonBody(c: LakeContext): Promise<JsonObject> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest("The request body is not valid JSON");
  }
  if (!isObject(body)) throw badRequest("The request body must be a JSON object");
  return body;
}
