/**
 * The seed's two languages: the sources are Russian, and english/index.ts maps each text to its
 * English by document and path. The build wraps every localized field of a Russian document as
 * its `ru` item and adds the `en` item when every string inside the field has English: a string
 * or text is replaced whole, a list item by item, rich text span by span (a deep copy of the
 * blocks, marks and links kept). A field with any string left without English gets no `en` item,
 * so the site shows its Russian (docs/content-model.md «Two languages»).
 */
import {
  SOURCE_LANGUAGE,
  localizedFields,
  localizedItemType,
  pathToString,
  type LocalizedField,
  type PathSegment,
} from "../../schemas/lib/localized";
import type { DatasetDocument, JsonValue } from "./build";

/**
 * English texts by document `_id`, then by Sanity path into the Russian built document:
 * `title`, `seo.description`, `images[_key=="…"].alt`, `tags[2]`, and in rich text down to the
 * span: `body[_key=="…"].children[_key=="…"].text`.
 */
export type EnglishTexts = Record<string, Record<string, string>>;

/** A string inside a localized field: where it is and what it says. */
interface FieldString {
  path: string;
  text: string;
}

type JsonObject = { [key: string]: JsonValue };
const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Where the strings of a field's value are, in the Russian document. */
function stringsOf(field: LocalizedField): FieldString[] {
  const at = (...steps: PathSegment[]) => pathToString([...field.path, ...steps]);
  const { value } = field;
  if (field.kind === "string" || field.kind === "text") {
    return typeof value === "string" ? [{ path: at(), text: value }] : [];
  }
  if (!Array.isArray(value)) return [];
  if (field.kind === "stringList") {
    return value.flatMap((item: unknown, index) =>
      typeof item === "string" ? [{ path: at(index), text: item }] : [],
    );
  }
  const step = (item: JsonObject, index: number): PathSegment =>
    typeof item._key === "string" ? { _key: item._key } : index;
  return value.flatMap((block: unknown, blockIndex) => {
    if (!isObject(block) || block._type !== "block" || !Array.isArray(block.children)) return [];
    return block.children.flatMap((span, spanIndex) =>
      isObject(span) && span._type === "span" && typeof span.text === "string"
        ? [{ path: at(step(block, blockIndex), "children", step(span, spanIndex), "text"), text: span.text }]
        : [],
    );
  });
}

/** The field's value with every string replaced by `english` (by the same walk as stringsOf). */
function replaced(field: LocalizedField, english: (path: string) => string): JsonValue {
  const value = structuredClone(field.value) as JsonValue;
  if (typeof value === "string") return english(pathToString(field.path));
  if (!Array.isArray(value)) return value;
  const strings = stringsOf(field);
  if (field.kind === "stringList") return strings.map((item) => english(item.path));
  let next = 0;
  for (const block of value) {
    if (!isObject(block) || block._type !== "block" || !Array.isArray(block.children)) continue;
    for (const span of block.children) {
      if (isObject(span) && span._type === "span" && typeof span.text === "string") {
        const at = strings[next++];
        if (at) span.text = english(at.path);
      }
    }
  }
  return value;
}

/**
 * A built Russian document with its localized fields wrapped: `ru` always, `en` where `english`
 * (this document's map) has every string of the field. `used` collects the map's paths that were
 * strings of a localized field.
 */
export function localizeSeedDocument(
  document: DatasetDocument,
  english: Readonly<Record<string, string>> | undefined,
  used: Set<string>,
): DatasetDocument {
  const copy = structuredClone(document);
  const fields = localizedFields(copy);
  const wrapped = fields.map((field) => {
    const strings = stringsOf(field);
    const texts = english ?? {};
    for (const string of strings) if (Object.hasOwn(texts, string.path)) used.add(string.path);
    // A blank Russian string needs no English; any other needs its own.
    const missing = strings.some((string) => string.text.trim() !== "" && !texts[string.path]?.trim());
    const item = (language: string, value: JsonValue) => ({
      _key: language,
      _type: localizedItemType(field.kind),
      language,
      value,
    });
    const items = [item(SOURCE_LANGUAGE, field.value as JsonValue)];
    if (strings.length > 0 && !missing) {
      items.push(
        item(
          "en",
          replaced(field, (path) => texts[path] ?? ""),
        ),
      );
    }
    return { field, items };
  });
  for (const { field, items } of wrapped) field.holder[field.name] = items;
  return copy;
}

/** The entries of the English map that are no string of a localized field: `<_id> <path>`. */
export function unusedEnglish(
  english: EnglishTexts,
  used: ReadonlyMap<string, ReadonlySet<string>>,
): string[] {
  return Object.entries(english).flatMap(([id, paths]) =>
    Object.keys(paths)
      .filter((path) => !used.get(id)?.has(path))
      .map((path) => `${id} ${path}`),
  );
}
