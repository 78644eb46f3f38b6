/**
 * Localized fields in the schema (docs/content-model.md «Two languages»): the plugin's settings
 * (sanity-plugin-internationalized-array 5, shared by the Studio and the tests that compile the
 * schema) and one helper per kind of text, which keeps the field's name and Russian title and says
 * what its validation checks in each language. Russian is required where the field is required;
 * English is optional (a missing one falls back to Russian on the site).
 */
import { defineField, type Rule, type ValidationContext } from "sanity";
import { internationalizedArray } from "sanity-plugin-internationalized-array";
import {
  CONTENT_LANGUAGES,
  SOURCE_LANGUAGE,
  hasText,
  isLocalizedValue,
  localizedArrayType,
  russianItem,
  valueIn,
  type LocalizedItem,
  type LocalizedKind,
} from "./localized";

/**
 * The plugin's settings: Russian and English, a Russian item in every new document; a missing
 * language is added by its own button, named by its title (English, Русский), and not by the plugin's
 * «Add all languages», which only speaks English (its other strings: studio/locale/hard-coded.ts).
 */
export const LOCALIZED_ARRAY_OPTIONS = {
  languages: CONTENT_LANGUAGES.map((language) => ({ ...language })),
  defaultLanguages: [SOURCE_LANGUAGE],
  languageDisplay: "titleOnly" as const,
  buttonAddAll: false,
  fieldTypes: [
    "string",
    // A few lines, as the texts were before they were localized (Sanity's default is 10).
    defineField({ name: "text", type: "text", rows: 4 }),
    "richText",
    "stringList",
  ],
};

/** The plugin, as the Studio adds it (studio/sanity.config.ts). */
export const localizedArrays = () => internationalizedArray(LOCALIZED_ARRAY_OPTIONS);

/**
 * The schema types the plugin registers (internationalizedArrayString and its Value, …), for code
 * that compiles the schema without the Studio's plugins (scripts/seed-content/validate.ts).
 */
export function localizedArrayTypes() {
  const types = localizedArrays().schema?.types;
  if (!Array.isArray(types)) throw new Error("sanity-plugin-internationalized-array registers no types");
  return types;
}

/** The text of a localized value in Russian, for Studio previews; `fallback` when it has none. */
export function russian(value: unknown, fallback = ""): string {
  const text = isLocalizedValue(value) ? valueIn(value, SOURCE_LANGUAGE) : value;
  return typeof text === "string" ? text : fallback;
}

type Items = LocalizedItem[] | undefined;
const KNOWN = new Set<string>(CONTENT_LANGUAGES.map((language) => language.id));

/** The item's path inside the field, where a message about one language shows. */
const at = (item: LocalizedItem) => [{ _key: item._key }];

/** The shape of the items: each a known language, once; a value of the old shape says so. */
function itemsProblem(value: unknown) {
  if (value === undefined || value === null) return true;
  if (!isLocalizedValue(value)) {
    return "Текст хранится в прежнем виде, без языка: его переводит в новый вид запуск сайта (npm start) или npm run seed:sanity";
  }
  const seen = new Set<string>();
  for (const item of value) {
    if (!KNOWN.has(item.language)) {
      return { message: `Неизвестный язык «${item.language}»: есть только ru и en`, path: at(item) };
    }
    if (seen.has(item.language)) return { message: `Язык «${item.language}» указан дважды`, path: at(item) };
    seen.add(item.language);
  }
  return true;
}

export interface LocalizedFieldOptions {
  name: string;
  title: string;
  description?: string;
  group?: string;
  fieldset?: string;
  /**
   * The Russian text is required: the message when it is missing. With `when`, only for documents
   * it answers true for (a page body, only when the document has a page).
   */
  required?: string | { message: string; when: (document: Record<string, unknown> | undefined) => boolean };
  /** A warning, per language, past `max` characters of a string or text. */
  max?: { length: number; message?: string };
  /** A check of every language's string or text: an error message, or true. */
  check?: (text: string) => string | true;
  /** The Russian value of a new document. */
  initialValue?: string;
}

function validation(options: LocalizedFieldOptions) {
  const { required, max, check } = options;
  return (rule: Rule) => [
    rule.custom(itemsProblem).error(),
    ...(required
      ? [
          rule
            .custom((value: Items, context: ValidationContext) => {
              const message = typeof required === "string" ? required : required.message;
              const applies =
                typeof required === "string" ||
                required.when(context.document as Record<string, unknown> | undefined);
              return !applies || hasText(valueIn(value, SOURCE_LANGUAGE)) ? true : message;
            })
            .error(),
        ]
      : []),
    ...(max
      ? [
          rule
            .custom((value: Items) => {
              const long = (isLocalizedValue(value) ? value : []).filter(
                (item) => typeof item.value === "string" && item.value.length > max.length,
              );
              const message = max.message ?? `Лучше короче: не больше ${max.length} символов`;
              return long.length === 0 ? true : long.map((item) => ({ message, path: at(item) }));
            })
            .warning(),
        ]
      : []),
    ...(check
      ? [
          rule
            .custom((value: Items) => {
              const problems = (isLocalizedValue(value) ? value : []).flatMap((item) => {
                const result = typeof item.value === "string" ? check(item.value) : true;
                return result === true ? [] : [{ message: result, path: at(item) }];
              });
              return problems.length === 0 ? true : problems;
            })
            .error(),
        ]
      : []),
  ];
}

/** A localized field of `kind`: the same name, title and rules as before, per language. */
export function localizedField(kind: LocalizedKind, options: LocalizedFieldOptions) {
  return defineField({
    name: options.name,
    title: options.title,
    description: options.description,
    group: options.group,
    fieldset: options.fieldset,
    type: localizedArrayType(kind),
    ...(options.initialValue === undefined
      ? {}
      : { initialValue: [russianItem(kind, options.initialValue)] }),
    validation: validation(options),
  });
}

/** A one-line text: a title, a name, a label. */
export const localizedString = (options: LocalizedFieldOptions) => localizedField("string", options);
/** A few lines of plain text. */
export const localizedText = (options: LocalizedFieldOptions) => localizedField("text", options);
/** Rich text (schemas/objects/richText.ts). */
export const localizedRichText = (options: LocalizedFieldOptions) => localizedField("richText", options);
/** A list of short texts: tags, what is included, rules. */
export const localizedStringList = (options: LocalizedFieldOptions) => localizedField("stringList", options);
