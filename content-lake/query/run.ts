/**
 * GROQ, evaluated by groq-js (the reference implementation Sanity publishes) over a
 * perspective's view of the dataset. Errors get Sanity's shapes: a syntax error or a parameter
 * that the query names but the request does not give is a `queryParseError` with its position.
 */
import { evaluate, parse, type ExprNode } from "groq-js";
import { QueryError, QueryParseError } from "../errors";
import type { LakeDocument } from "../store/working-set";

export interface QueryRequest {
  query: string;
  params: Record<string, unknown>;
  documents: LakeDocument[];
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

export async function runQuery(request: QueryRequest): Promise<unknown> {
  const tree = parseQuery(request.query, request.params);
  try {
    const value = await evaluate(tree, {
      dataset: request.documents,
      params: request.params,
      identity: request.identity,
      sanity: { projectId: request.projectId, dataset: request.dataset },
    });
    return await value.get();
  } catch (error) {
    // groq-js reports a query it cannot run (an unknown function, a bad argument) by throwing.
    throw new QueryError(error instanceof Error ? error.message : String(error));
  }
}
