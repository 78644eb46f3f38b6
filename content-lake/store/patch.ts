/**
 * Patches (the `patch` mutation and the `edit` action): their shape and paths are checked, then
 * they are applied by @sanity/mutator, the library the Studio uses to apply the same patches
 * optimistically, so both sides agree on every operation (set, setIfMissing, unset, inc, dec,
 * insert, diffMatchPatch).
 *
 * The mutator is lenient where the Content Lake is not: it reads `a[` as `a` (and stores
 * `a: {}`), inserts a `null` when `items` is missing, quietly skips an insert into an array that
 * is not there, and turns `inc` of a string into string concatenation. Each of those is refused
 * here with the caller's 400 error, and nothing is stored.
 */
import { extractWithPath, Mutation } from "@sanity/mutator";
import type { TransactionError } from "../errors";
import type { LakeDocument } from "./working-set";

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** In the order @sanity/mutator applies them within one patch. */
const OPERATIONS = ["setIfMissing", "set", "unset", "diffMatchPatch", "inc", "dec", "insert"] as const;
type Operation = (typeof OPERATIONS)[number];

// The path grammar of Sanity's patches (JSONMatch as the Studio writes it): attributes joined by
// `.`, and brackets holding an index, a slice, a union of indexes or quoted names, or a
// constraint such as `_key=="abc"`. `..` (any depth) may join two segments.
const IDENTIFIER = String.raw`[A-Za-z_$][A-Za-z0-9_$]*`;
const QUOTED = String.raw`(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')`;
const INTEGER = String.raw`-?\d+`;
const LITERAL = String.raw`(?:${QUOTED}|-?\d+(?:\.\d+)?|true|false|null)`;
const ITEM = `(?:${INTEGER}|${QUOTED})`;
const INSIDE = String.raw`(?:(?:${INTEGER})?:(?:${INTEGER})?|${ITEM}(?:\s*,\s*${ITEM})*|${IDENTIFIER}\s*(?:==|!=|<=|>=|<|>)\s*${LITERAL})`;
const BRACKET = String.raw`\[\s*${INSIDE}\s*\]`;
const PATH = new RegExp(
  String.raw`^(?:${IDENTIFIER}|${BRACKET})(?:\.\.?${IDENTIFIER}|\.\.${BRACKET}|${BRACKET})*$`,
);
/** An insert's anchor: a path whose last segment is a bracket (an item of the array before it). */
const ANCHOR = new RegExp(String.raw`^(.+?)(${BRACKET})$`);

function checkPath(
  path: unknown,
  operation: string,
  fail: (description: string) => TransactionError,
): string {
  if (typeof path !== "string" || !PATH.test(path)) {
    throw fail(`The ${operation} operation has an invalid path: ${JSON.stringify(path)}`);
  }
  try {
    extractWithPath(path, {});
  } catch (error) {
    throw fail(
      `The ${operation} operation has an invalid path "${path}": ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return path;
}

/** The patch's operations as single steps, in the mutator's order, each checked for its shape. */
function steps(
  patch: JsonObject,
  fail: (description: string) => TransactionError,
): [Operation, JsonObject][] {
  const unknown = Object.keys(patch).filter(
    (key) =>
      !(OPERATIONS as readonly string[]).includes(key) &&
      !["id", "query", "params", "ifRevisionID"].includes(key),
  );
  if (unknown.length > 0) throw fail(`Unknown patch operation: ${unknown.join(", ")}`);
  const result: [Operation, JsonObject][] = [];
  for (const operation of OPERATIONS) {
    const value = patch[operation];
    if (value === undefined) continue;
    if (operation === "unset") {
      if (!Array.isArray(value)) throw fail("The unset operation must be an array of paths");
      for (const path of value) result.push([operation, { unset: [checkPath(path, operation, fail)] }]);
      continue;
    }
    if (!isObject(value)) throw fail(`The ${operation} operation of the patch is malformed`);
    if (operation === "insert") {
      const anchors = (["before", "after", "replace"] as const).filter((key) => key in value);
      const extra = Object.keys(value).filter(
        (key) => !["before", "after", "replace", "items"].includes(key),
      );
      if (anchors.length !== 1 || extra.length > 0) {
        throw fail("The insert operation needs exactly one of before, after or replace, and items");
      }
      if (!Array.isArray(value.items)) throw fail("The insert operation needs an items array");
      const anchor = checkPath(value[anchors[0]!], operation, fail);
      if (!ANCHOR.test(anchor)) {
        throw fail(`The insert operation's position "${anchor}" must name an array item, like "items[-1]"`);
      }
      result.push([operation, { insert: value }]);
      continue;
    }
    for (const [path, inner] of Object.entries(value)) {
      checkPath(path, operation, fail);
      if (
        (operation === "inc" || operation === "dec") &&
        (typeof inner !== "number" || !Number.isFinite(inner))
      ) {
        throw fail(`The ${operation} operation needs a number for "${path}"`);
      }
      if (operation === "diffMatchPatch" && typeof inner !== "string") {
        throw fail(`The diffMatchPatch operation needs a patch text for "${path}"`);
      }
      result.push([operation, { [operation]: { [path]: inner } }]);
    }
  }
  return result;
}

/** What the document holds where a step will act, checked before the mutator runs it. */
function checkTargets(
  operation: Operation,
  step: JsonObject,
  document: LakeDocument,
  fail: (description: string) => TransactionError,
): void {
  if (operation === "inc" || operation === "dec") {
    const [path] = Object.keys(step[operation] as JsonObject);
    for (const { value } of extractWithPath(path!, document)) {
      if (typeof value !== "number") {
        throw fail(`Cannot ${operation === "inc" ? "increment" : "decrement"} "${path}": it is not a number`);
      }
    }
  }
  if (operation === "insert") {
    const insert = step.insert as JsonObject;
    const anchor = String(insert.before ?? insert.after ?? insert.replace);
    const array = ANCHOR.exec(anchor)?.[1] ?? anchor;
    const found = extractWithPath(array, document);
    if (found.length === 0 || found.some(({ value }) => !Array.isArray(value))) {
      throw fail(`Cannot insert at "${anchor}": "${array}" is not an array in document "${document._id}"`);
    }
  }
}

/**
 * Applies a patch to a document, or throws `fail(description)`: a malformed patch, a bad path, an
 * insert into no array, inc/dec of a non-number, or a result without its id or type.
 */
export function applyPatch(
  document: LakeDocument,
  patch: JsonObject,
  fail: (description: string) => TransactionError,
): LakeDocument {
  let current: unknown = document;
  for (const [operation, step] of steps(patch, fail)) {
    checkTargets(operation, step, current as LakeDocument, fail);
    try {
      current = new Mutation({ mutations: [{ patch: { id: document._id, ...step } as never }] }).apply(
        current as LakeDocument,
      );
    } catch (error) {
      // @sanity/mutator reports a patch that does not fit the document (index out of bounds,
      // insert into an object) with a plain Error: the client sent something invalid.
      throw fail(`Patch failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (!isObject(current) || current._id !== document._id || typeof current._type !== "string") {
    throw fail("A patch may not change the _id of a document or remove its _type");
  }
  return current as LakeDocument;
}
