/**
 * Content Source Maps (`resultSourceMap=true|withKeyArraySelector` on a query): for each text in
 * a query's result, the document and the field it came from, in Sanity's format. @sanity/client
 * reads it to stega-encode the texts (invisible edit links), and the Studio's Presentation tool
 * turns a click on such a text into the field's focus (docs/content-lake.md#content-source-maps).
 *
 * groq-js does not trace where a value comes from, so provenance is found after the query: a
 * string of the result is mapped to a field of the view holding exactly that string, preferring
 * the document the surrounding object came from (its `_id`, or the document most of its texts
 * come from) and a field of the same name. Strings that no document holds (computed by the
 * query) get no mapping, as at Sanity.
 */
import type { LakeDocument } from "../store/working-set";

type Segment = string | number | { _key: string; _index: number };

interface Source {
  document: number;
  path: Segment[];
}

export interface ContentSourceMap {
  documents: { _id: string; _type: string }[];
  paths: string[];
  mappings: Record<
    string,
    { type: "value"; source: { type: "documentValue"; document: number; path: number } }
  >;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const escape = (key: string) => key.replace(/[\\']/g, (char) => `\\${char}`);

/** Sanity's JSONPath: `$['body'][?(@._key=='k1')]['children'][0]['text']`. */
function jsonPath(path: Segment[], keyed: boolean): string {
  return `$${path
    .map((segment) =>
      typeof segment === "string"
        ? `['${escape(segment)}']`
        : typeof segment === "number"
          ? `[${segment}]`
          : keyed
            ? `[?(@._key=='${escape(segment._key)}')]`
            : `[${segment._index}]`,
    )
    .join("")}`;
}

const lastName = (path: Segment[]): string | undefined => {
  for (let index = path.length - 1; index >= 0; index--) {
    const segment = path[index];
    if (typeof segment === "string") return segment;
  }
  return undefined;
};

/** Every string of every document, by its value. */
function indexStrings(documents: LakeDocument[]): Map<string, Source[]> {
  const index = new Map<string, Source[]>();
  const walk = (value: unknown, document: number, path: Segment[]) => {
    if (typeof value === "string") {
      const key = path.at(-1);
      // Identifiers and system fields are not texts anyone edits in a form.
      if (typeof key === "string" && key.startsWith("_")) return;
      const list = index.get(value);
      if (list) list.push({ document, path });
      else index.set(value, [{ document, path }]);
    } else if (Array.isArray(value)) {
      value.forEach((item, position) => {
        const key = isObject(item) && typeof item._key === "string" ? item._key : undefined;
        walk(item, document, [...path, key === undefined ? position : { _key: key, _index: position }]);
      });
    } else if (isObject(value)) {
      for (const [key, item] of Object.entries(value)) walk(item, document, [...path, key]);
    }
  };
  documents.forEach((document, position) => walk(document, position, []));
  return index;
}

/**
 * The source map of `result`, a query's answer over `documents` (the perspective's view: under
 * `drafts`, a draft stands under its published id with `_originalId` naming it).
 */
export function buildSourceMap(
  result: unknown,
  documents: LakeDocument[],
  options: { keyedPaths: boolean },
): ContentSourceMap {
  const strings = indexStrings(documents);
  const byId = new Map(documents.map((document, position) => [document._id, position]));
  const map: ContentSourceMap = { documents: [], paths: [], mappings: {} };
  const documentIndex = new Map<number, number>();
  const pathIndex = new Map<string, number>();

  const record = (resultPath: (string | number)[], source: Source) => {
    let document = documentIndex.get(source.document);
    if (document === undefined) {
      const original = documents[source.document];
      if (!original) return;
      document = map.documents.length;
      const id = typeof original._originalId === "string" ? original._originalId : original._id;
      map.documents.push({ _id: id, _type: original._type });
      documentIndex.set(source.document, document);
    }
    const sourcePath = jsonPath(source.path, options.keyedPaths);
    let path = pathIndex.get(sourcePath);
    if (path === undefined) {
      path = map.paths.length;
      map.paths.push(sourcePath);
      pathIndex.set(sourcePath, path);
    }
    map.mappings[jsonPath(resultPath, false)] = {
      type: "value",
      source: { type: "documentValue", document, path },
    };
  };

  /** The document an object of the result stands for: its `_id`, or where most of its texts are. */
  const contextOf = (value: Record<string, unknown>, inherited: number | undefined) => {
    if (typeof value._id === "string") {
      const found = byId.get(value._id);
      if (found !== undefined) return found;
    }
    const votes = new Map<number, number>();
    for (const item of Object.values(value)) {
      if (typeof item !== "string") continue;
      for (const document of new Set((strings.get(item) ?? []).map((source) => source.document))) {
        votes.set(document, (votes.get(document) ?? 0) + 1);
      }
    }
    let best = inherited;
    let bestVotes = 0;
    for (const [document, count] of votes) {
      if (count > bestVotes || (count === bestVotes && document === inherited)) {
        best = document;
        bestVotes = count;
      }
    }
    return best;
  };

  const pick = (candidates: Source[], name: string | undefined, context: number | undefined) => {
    const score = (source: Source) =>
      (source.document === context ? 2 : 0) + (name !== undefined && lastName(source.path) === name ? 1 : 0);
    let best = candidates[0];
    for (const candidate of candidates) if (best && score(candidate) > score(best)) best = candidate;
    return best;
  };

  const walk = (value: unknown, path: (string | number)[], context: number | undefined) => {
    if (typeof value === "string") {
      const candidates = strings.get(value);
      if (!candidates) return;
      const key = path.at(-1);
      if (typeof key === "string" && key.startsWith("_")) return;
      const chosen = pick(candidates, lastName(path.map((segment) => segment)), context);
      if (chosen) record(path, chosen);
    } else if (Array.isArray(value)) {
      value.forEach((item, position) => walk(item, [...path, position], context));
    } else if (isObject(value)) {
      const own = contextOf(value, context);
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key], own);
    }
  };
  walk(result, [], undefined);
  return map;
}
