/**
 * GROQ, evaluated by groq-js (the reference implementation Sanity publishes) over a
 * perspective's view of the dataset, in a worker thread of the query pool (./pool.ts). Errors get
 * Sanity's shapes: a syntax error or a parameter that the query names but the request does not
 * give is a `queryParseError` with its position (found here, before any worker is asked); a
 * query that cannot run or runs past the time limit is a `queryError`.
 */
import { parse, type ExprNode } from "groq-js";
import { QueryError, QueryParseError } from "../errors";
import type { LakeDocument } from "../store/working-set";
import type { QueryPool } from "./pool";

export interface QueryRequest {
  query: string;
  params: Record<string, unknown>;
  documents: LakeDocument[];
  /** Names the documents for the workers to keep (a dataset's view at a version). */
  view?: { name: string; version: number } | undefined;
  projectId: string;
  dataset: string;
  identity?: string;
}

function parameterNames(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) parameterNames(item, found);
  } else if (typeof node === "object" && node !== null) {
    const record = node as Record<string, unknown>;
    if (record.type === "Parameter" && typeof record.name === "string") found.add(record.name);
    for (const value of Object.values(record)) parameterNames(value, found);
  }
  return found;
}

export function parseQuery(query: string, params: Record<string, unknown>): ExprNode {
  let tree: ExprNode;
  try {
    tree = parse(query, { params });
  } catch (error) {
    if (error instanceof Error && error.name === "GroqSyntaxError") {
      const position = Number((error as Error & { position?: number }).position ?? 0);
      const description = error.message.replace(/^Syntax error in GROQ query at position \d+: /, "");
      throw new QueryParseError(description, query, position, Math.min(position + 1, query.length));
    }
    throw new QueryError(error instanceof Error ? error.message : String(error));
  }
  for (const name of parameterNames(tree)) {
    if (!(name in params)) {
      const at = Math.max(0, query.indexOf(`$${name}`));
      throw new QueryParseError(
        `param $${name} referenced, but not provided`,
        query,
        at,
        at + name.length + 1,
      );
    }
  }
  return tree;
}

export async function runQuery(request: QueryRequest, pool: QueryPool): Promise<unknown> {
  const tree = parseQuery(request.query, request.params);
  return pool.evaluate({
    view: request.view,
    documents: request.documents,
    tree,
    params: request.params,
    identity: request.identity,
    sanity: { projectId: request.projectId, dataset: request.dataset },
  });
}
