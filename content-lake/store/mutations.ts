/**
 * The mutate endpoint's semantics (create, createOrReplace, createIfNotExists, delete, patch),
 * applied to a transaction's working set. Patches are checked and applied by `./patch`; a patch
 * that leaves the document as it was is reported as `none` and stores nothing.
 */
import { isDeepStrictEqual } from "node:util";
import { invalidMutation, documentAlreadyExists, documentNotFound, revisionMismatch } from "../errors";
import { isValidDocumentId, newArrayKey, newDocumentId } from "./ids";
import { applyPatch } from "./patch";
import type { LakeDocument, WorkingSet } from "./working-set";

export type MutationOperation = "create" | "update" | "delete" | "none";

export interface MutationResult {
  id: string;
  operation: MutationOperation;
}

export interface MutationContext {
  /** Adds `_key` to objects in arrays that lack one (`autoGenerateArrayKeys=true`). */
  autoGenerateArrayKeys: boolean;
  /** Ids of the documents a GROQ query selects, for `patch`/`delete` by query. */
  queryIds(query: string, params: Record<string, unknown>, index: number): Promise<string[]>;
}

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const MUTATION_KINDS = ["create", "createOrReplace", "createIfNotExists", "delete", "patch"] as const;
type MutationKind = (typeof MUTATION_KINDS)[number];

function kindOf(mutation: unknown, index: number): { kind: MutationKind; body: unknown } {
  if (!isObject(mutation)) throw invalidMutation(index, "Mutation must be an object");
  const keys = Object.keys(mutation);
  const kind = MUTATION_KINDS.find((candidate) => candidate === keys[0]);
  if (keys.length !== 1 || !kind) {
    throw invalidMutation(
      index,
      `Mutation must have exactly one of ${MUTATION_KINDS.join(", ")}; got ${keys.join(", ") || "nothing"}`,
    );
  }
  return { kind, body: mutation[kind] };
}

function withArrayKeys(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map((item) => {
      const inner = withArrayKeys(item);
      return isObject(inner) && typeof inner._key !== "string" ? { _key: newArrayKey(), ...inner } : inner;
    });
  }
  if (isObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withArrayKeys(inner)]));
  }
  return value;
}

function documentBody(
  kind: MutationKind,
  body: unknown,
  index: number,
  context: MutationContext,
): LakeDocument {
  if (!isObject(body)) throw invalidMutation(index, `The ${kind} mutation needs a document object`);
  if (typeof body._type !== "string" || body._type === "") {
    throw invalidMutation(index, `The document of the ${kind} mutation needs a _type`);
  }
  let id = body._id;
  if (id === undefined && kind === "create") id = newDocumentId();
  else if (typeof id === "string" && kind === "create" && id.endsWith(".")) id = newDocumentId(id);
  if (typeof id !== "string")
    throw invalidMutation(index, `The document of the ${kind} mutation needs an _id`);
  if (!isValidDocumentId(id)) throw invalidMutation(index, `Document ID "${id}" is not valid`);
  const document = (context.autoGenerateArrayKeys ? withArrayKeys(body) : body) as JsonObject;
  return { ...document, _id: id, _type: body._type } as LakeDocument;
}

async function targetIds(
  kind: "patch" | "delete",
  body: JsonObject,
  index: number,
  context: MutationContext,
): Promise<string[]> {
  if (typeof body.id === "string") {
    if (!isValidDocumentId(body.id)) throw invalidMutation(index, `Document ID "${body.id}" is not valid`);
    return [body.id];
  }
  if (typeof body.query === "string") {
    const params = isObject(body.params) ? body.params : {};
    return context.queryIds(body.query, params, index);
  }
  throw invalidMutation(index, `The ${kind} mutation needs an id or a query`);
}

/** Applies one mutation to the working set; returns what it did to each document it touched. */
export async function applyMutation(
  working: WorkingSet,
  mutation: unknown,
  index: number,
  context: MutationContext,
): Promise<MutationResult[]> {
  const { kind, body } = kindOf(mutation, index);
  switch (kind) {
    case "create": {
      const document = documentBody(kind, body, index, context);
      if (working.get(document._id)) throw documentAlreadyExists(index, document._id);
      working.put(document._id, document);
      return [{ id: document._id, operation: "create" }];
    }
    case "createOrReplace": {
      const document = documentBody(kind, body, index, context);
      const existed = working.get(document._id) !== null;
      working.put(document._id, document);
      return [{ id: document._id, operation: existed ? "update" : "create" }];
    }
    case "createIfNotExists": {
      const document = documentBody(kind, body, index, context);
      if (working.get(document._id)) return [{ id: document._id, operation: "none" }];
      working.put(document._id, document);
      return [{ id: document._id, operation: "create" }];
    }
    case "delete": {
      if (!isObject(body)) throw invalidMutation(index, "The delete mutation needs an id or a query");
      return (await targetIds(kind, body, index, context)).map((id) => {
        const existed = working.get(id) !== null;
        if (existed) working.put(id, null);
        return { id, operation: existed ? "delete" : "none" };
      });
    }
    case "patch": {
      if (!isObject(body)) throw invalidMutation(index, "The patch mutation needs an object");
      const ids = await targetIds(kind, body, index, context);
      return ids.map((id) => {
        const current = working.get(id);
        if (!current) throw documentNotFound(index, id);
        if (typeof body.ifRevisionID === "string" && body.ifRevisionID !== current._rev) {
          throw revisionMismatch(index, id, current._rev, body.ifRevisionID);
        }
        const operations = context.autoGenerateArrayKeys ? (withArrayKeys(body) as JsonObject) : body;
        const patched = applyPatch(current, operations, (description) => invalidMutation(index, description));
        if (isDeepStrictEqual(patched, current)) return { id, operation: "none" };
        working.put(id, patched);
        return { id, operation: "update" };
      });
    }
  }
}
