/**
 * The one way the site's queries read a localized field (docs/content-model.md «Two languages»):
 * `localized("title")` projects `"title"` as its text in `$lang`, or in Russian where `$lang` has
 * none (no item, or an empty one), so a query's result has the same plain strings (and Portable
 * Text) as before the fields were localized, and typegen types it so. Its type is the literal
 * projection (`as const`), and so must be a fragment's that uses it: `client.fetch` finds a
 * query's result type by the query's literal text.
 *
 * In a manager's draft preview the same queries also say where they fell back: `markFallbacks`
 * turns each Russian fallback into `{"untranslated": …}` and `unmarkFallbacks` puts the text back,
 * marked «нет перевода» (docs/preview.md). Guests' queries are never rewritten.
 */

/** `"field": <its text in $lang, else in Russian>`: a projection entry for a localized field. */
export const localized = <const Field extends string>(field: Field) =>
  `"${field}": coalesce(${field}[language == $lang && length(value) > 0][0].value, ${field}[language == "ru"][0].value)` as const;

/** What `localized` writes, with the field's name captured (the preview's rewrite finds it by this). */
const FALLBACK =
  /coalesce\((\w+)\[language == \$lang && length\(value\) > 0\]\[0\]\.value, \1\[language == "ru"\]\[0\]\.value\)/g;

/** The key of the object that stands for a Russian fallback in a preview's result. */
const UNTRANSLATED = "untranslated";

/** The words that mark a text shown in Russian because it has no English yet. */
export const FALLBACK_MARK = "«нет перевода»";

/**
 * The query as a preview runs it: where a field falls back to Russian, the result holds
 * `{"untranslated": <Russian>}` instead of the text itself (only when `$lang` is not Russian).
 */
export function markFallbacks(query: string): string {
  return query.replace(
    FALLBACK,
    (_all, field: string) =>
      `coalesce(${field}[language == $lang && length(value) > 0][0].value, select($lang != "ru" && defined(${field}[language == "ru"][0].value) => { "${UNTRANSLATED}": ${field}[language == "ru"][0].value }, ${field}[language == "ru"][0].value))`,
  );
}

/** How many fields of the query fall back to Russian (each `localized` projection). */
export function fallbackCount(query: string): number {
  return [...query.matchAll(FALLBACK)].length;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isFallback = (value: unknown): value is { untranslated: unknown } =>
  isObject(value) && Object.keys(value).length === 1 && UNTRANSLATED in value;

/** A Russian text shown in place of its missing English, marked: a string, a list, rich text. */
function marked(value: unknown): unknown {
  if (typeof value === "string") return `${FALLBACK_MARK} ${value}`;
  if (!Array.isArray(value)) return value;
  if (value.every((item) => typeof item === "string")) return value.map(marked);
  // Rich text: the first span of the first text block opens with the mark.
  let done = false;
  return value.map((block: unknown) => {
    if (done || !isObject(block) || block._type !== "block" || !Array.isArray(block.children)) return block;
    const children = [...block.children];
    const first = children.findIndex((span) => isObject(span) && typeof span.text === "string");
    if (first < 0) return block;
    const span = children[first] as Record<string, unknown>;
    children[first] = { ...span, text: `${FALLBACK_MARK} ${String(span.text)}` };
    done = true;
    return { ...block, children };
  });
}

/** A preview's result with each `{"untranslated": …}` replaced by its Russian, marked. */
export function unmarkFallbacks<T>(result: T): T {
  const walk = (value: unknown): unknown => {
    if (isFallback(value)) return marked(value.untranslated);
    if (Array.isArray(value)) return value.map(walk);
    if (isObject(value))
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    return value;
  };
  return walk(result) as T;
}
