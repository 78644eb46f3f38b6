/**
 * Field-level translation of the content (docs/content-model.md «Two languages»): every text a
 * guest reads is stored as sanity-plugin-internationalized-array stores it, one item per language,
 *
 *   "title": [{ "_key": "ru", "_type": "internationalizedArrayStringValue", "language": "ru", "value": "Делюкс" },
 *             { "_key": "en", "_type": "internationalizedArrayStringValue", "language": "en", "value": "Deluxe" }]
 *
 * This module is the plain description of those fields (no Sanity code, so the lake's start, the
 * importer and the seed's build read it cheaply) and what they all do with a document: find its
 * localized fields, wrap a value stored before the fields were localized as its Russian item (the
 * migration), read a field in one language, tell which fields have no English.
 * `LOCALIZED_FIELDS` is checked against the schema by localized.test.ts.
 */

export const CONTENT_LANGUAGES = [
  { id: "ru", title: "Русский" },
  { id: "en", title: "English" },
] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number]["id"];

/** The language every text is written in first; required fields must have it; others fall back to it. */
export const SOURCE_LANGUAGE: ContentLanguage = "ru";

/** The value types a localized field may hold (the plugin's `fieldTypes`). */
export const LOCALIZED_KINDS = ["string", "text", "richText", "stringList"] as const;
export type LocalizedKind = (typeof LOCALIZED_KINDS)[number];

const PASCAL: Record<LocalizedKind, string> = {
  string: "String",
  text: "Text",
  richText: "RichText",
  stringList: "StringList",
};

/** The plugin's array type of a kind: `internationalizedArrayString`. */
export const localizedArrayType = (kind: LocalizedKind) => `internationalizedArray${PASCAL[kind]}`;
/** The plugin's item type of a kind: `internationalizedArrayStringValue`. */
export const localizedItemType = (kind: LocalizedKind) => `${localizedArrayType(kind)}Value`;

/** A localized field's kind from its schema type name, or undefined for any other type. */
export function kindOfType(typeName: string): LocalizedKind | undefined {
  return LOCALIZED_KINDS.find((kind) => localizedArrayType(kind) === typeName);
}

/**
 * A field of a type: localized (its kind), or an object / array of objects whose types hold
 * localized fields further down.
 */
export type FieldSpec = LocalizedKind | { readonly object: string } | { readonly array: readonly string[] };

const seo = { object: "seo" } as const;
const image = { object: "imageWithAlt" } as const;
const images = { array: ["imageWithAlt"] } as const;
const menu = { array: ["navLink"] } as const;
const prices = { array: ["priceLine"] } as const;
const hours = { array: ["hoursLine"] } as const;
const facts = { array: ["fact"] } as const;

/**
 * Every type (documents, then objects) that holds localized text, with the fields that are
 * localized or lead to some. Not localized: ids, slugs, codes of option lists, numbers, prices,
 * dates, links, phone and e-mail, references, the pictures themselves and the manager's note.
 */
export const LOCALIZED_FIELDS: Readonly<Record<string, Readonly<Record<string, FieldSpec>>>> = {
  siteSettings: {
    hotelName: "string",
    hotelKind: "string",
    tagline: "string",
    address: "text",
    city: "string",
    copyrightHolder: "string",
    mainMenu: menu,
    secondaryMenu: menu,
    footerMenu: menu,
    seo,
  },
  homePage: {
    heroTitle: "string",
    heroSubtitle: "string",
    heroImages: images,
    bookButtonLabel: "string",
    welcomeTitle: "string",
    welcomeText: "richText",
    welcomeImages: images,
    sections: { array: ["homeSection"] },
    seo,
  },
  aboutPage: {
    title: "string",
    intro: "richText",
    images,
    stats: { array: ["statCard"] },
    brandTitle: "string",
    brandStory: "richText",
    brandImage: image,
    galleryTitle: "string",
    tourTitle: "string",
    tourImage: image,
    seo,
  },
  brandPage: {
    title: "string",
    chainName: "string",
    intro: "richText",
    images,
    featuresTitle: "string",
    features: { array: ["feature"] },
    ratingLabel: "string",
    ctaLabel: "string",
    seo,
  },
  contactsPage: {
    title: "string",
    intro: "text",
    routesTitle: "string",
    routes: { array: ["routeTab"] },
    centreDistanceText: "string",
    attractionsTitle: "string",
    attractions: { array: ["attraction"] },
    seo,
  },
  hotelRules: {
    checkInOutNote: "string",
    earlyCheckIn: { array: ["timeFee"] },
    lateCheckOut: { array: ["timeFee"] },
    capacityNote: "string",
    bedNote: "string",
    parkingNote: "string",
    petsNote: "text",
    otherRules: "stringList",
  },
  roomCategory: {
    title: "string",
    shortDescription: "text",
    description: "richText",
    tags: "stringList",
    images,
    amenityTabs: { array: ["amenityTab"] },
    seo,
  },
  ratePlan: {
    title: "string",
    summary: "string",
    includedServices: "stringList",
    cancellationTerms: "text",
    paymentTerms: "text",
  },
  service: {
    title: "string",
    summary: "text",
    images,
    tags: "stringList",
    body: "richText",
    features: "stringList",
    rules: "stringList",
    prices,
    hours,
    facts,
    seatingPlans: { array: ["seatingPlan"] },
    seo,
  },
  spaCategory: { title: "string", description: "text" },
  spaProcedure: {
    title: "string",
    summary: "text",
    images,
    tags: "stringList",
    body: "richText",
    features: "stringList",
    hours,
    seo,
  },
  offer: {
    title: "string",
    cardText: "text",
    cardPrice: { object: "priceLine" },
    images,
    subtitle: "string",
    tags: "stringList",
    body: "richText",
    prices,
    facts,
    includes: "stringList",
    seo,
  },
  restaurant: {
    title: "string",
    cardText: "text",
    cardImages: images,
    subtitle: "string",
    tags: "stringList",
    images,
    body: "richText",
    blocks: { array: ["restaurantBlock"] },
    highlight: { object: "feature" },
    terraceNote: "text",
    hours,
    tableBookingLabel: "string",
    seo,
  },
  car: {
    name: "string",
    summary: "text",
    engine: "string",
    gearbox: "string",
    drive: "string",
    body: "string",
    images,
  },
  transferTariff: { destination: "string", note: "string" },
  review: { author: "string", text: "text", source: "string" },
  videoReview: { author: "string", text: "text", logo: image, poster: image },
  galleryGroup: { title: "string", images },
  faqItem: { question: "string", answer: "text" },
  award: { title: "string", issuer: "string", description: "text", image },
  page: { title: "string", intro: "text", body: "richText", ctaLabel: "string", seo },

  imageWithAlt: { alt: "string" },
  seo: { title: "string", description: "text", image },
  amenityItem: { title: "string" },
  amenityTab: { title: "string", note: "string", image, items: { array: ["amenityItem"] } },
  priceLine: { title: "string", note: "string" },
  fact: { label: "string", value: "string" },
  seatingPlan: { title: "string" },
  hoursLine: { label: "string", note: "string" },
  timeFee: { label: "string" },
  statCard: { value: "string", label: "string" },
  feature: { title: "string", text: "text", image },
  attraction: { title: "string", distance: "string", text: "text", image },
  navLink: { label: "string" },
  homeSection: { title: "string", subtitle: "text", linkLabel: "string" },
  restaurantBlock: { title: "string", text: "text", hours, image },
  routeTab: { title: "string", text: "text", buttonLabel: "string" },
};

/** A step of a path into a document, as Sanity writes paths: a field, an index or a keyed item. */
export type PathSegment = string | number | { _key: string };

/** Sanity's path syntax: `seo.description`, `tags[2]`, `body[_key=="b1"].children[_key=="s1"].text`. */
export function pathToString(path: readonly PathSegment[]): string {
  return path
    .map((segment) =>
      typeof segment === "number"
        ? `[${segment}]`
        : typeof segment === "string"
          ? `.${segment}`
          : `[_key==${JSON.stringify(segment._key)}]`,
    )
    .join("")
    .replace(/^\./, "");
}

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** One localized field found in a document. */
export interface LocalizedField {
  /** From the document's root to the field. */
  path: PathSegment[];
  kind: LocalizedKind;
  /** The object holding the field, and the field's name in it. */
  holder: JsonObject;
  name: string;
  /** As stored: items per language, or (stored before the field was localized) a plain value. */
  value: unknown;
}

function collect(value: JsonObject, type: string, path: PathSegment[], found: LocalizedField[]) {
  const fields = LOCALIZED_FIELDS[type];
  if (!fields) return;
  for (const [name, spec] of Object.entries(fields)) {
    const fieldValue = value[name];
    if (fieldValue === undefined || fieldValue === null) continue;
    const fieldPath = [...path, name];
    if (typeof spec === "string") {
      found.push({ path: fieldPath, kind: spec, holder: value, name, value: fieldValue });
    } else if ("object" in spec) {
      if (isObject(fieldValue)) collect(fieldValue, spec.object, fieldPath, found);
    } else if (Array.isArray(fieldValue)) {
      fieldValue.forEach((item: unknown, index) => {
        if (!isObject(item)) return;
        const itemType =
          typeof item._type === "string" && spec.array.includes(item._type)
            ? item._type
            : spec.array.length === 1
              ? spec.array[0]
              : undefined;
        if (!itemType) return;
        const step: PathSegment = typeof item._key === "string" ? { _key: item._key } : index;
        collect(item, itemType, [...fieldPath, step], found);
      });
    }
  }
}

/** Every localized field of a document (of any type; none for a type without localized text). */
export function localizedFields(document: { _type: string }): LocalizedField[] {
  const found: LocalizedField[] = [];
  collect(document as unknown as JsonObject, document._type, [], found);
  return found;
}

/** An item of a localized field. */
export interface LocalizedItem<T = unknown> {
  _key: string;
  _type: string;
  language: string;
  value?: T;
}

/** Whether a stored value is already in the localized shape (an array of items with a language). */
export function isLocalizedValue(value: unknown): value is LocalizedItem[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        isObject(item) &&
        typeof item.language === "string" &&
        typeof item._type === "string" &&
        item._type.startsWith("internationalizedArray"),
    )
  );
}

/** The field's value in `language`, or undefined (also for a value not yet localized). */
export function valueIn(field: unknown, language: string): unknown {
  if (!isLocalizedValue(field)) return undefined;
  return field.find((item) => item.language === language)?.value;
}

/** Whether a value of a field holds any text: a non-blank string, a list or rich text with some. */
export function hasText(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.some(hasText);
  if (isObject(value)) {
    if (value._type === "span") return hasText(value.text);
    if (value._type === "block") return hasText(value.children);
    // Any other block of rich text (an image, an embed) counts as content.
    return true;
  }
  return false;
}

/** A value as its field's Russian item: what the migration stores for a value written before. */
export function russianItem(kind: LocalizedKind, value: unknown): LocalizedItem {
  return { _key: SOURCE_LANGUAGE, _type: localizedItemType(kind), language: SOURCE_LANGUAGE, value };
}

/**
 * The migration to localized fields: each localized field that still holds a plain value (stored
 * before the field was localized) becomes `[{_key: "ru", …, language: "ru", value}]`; fields
 * already localized are left exactly as they are, so running it again changes nothing. Returns a
 * new document when something was wrapped (and the paths of what was), else the same one.
 */
export function localizeDocument<T extends { _type: string }>(
  document: T,
): { document: T; wrapped: string[] } {
  const wrapped = localizedFields(document).filter((field) => !isLocalizedValue(field.value));
  if (wrapped.length === 0) return { document, wrapped: [] };
  const copy = structuredClone(document);
  for (const field of localizedFields(copy)) {
    if (!isLocalizedValue(field.value)) field.holder[field.name] = [russianItem(field.kind, field.value)];
  }
  return { document: copy, wrapped: wrapped.map((field) => pathToString(field.path)) };
}

/**
 * The document read in one language, every localized field replaced by its value in `language`,
 * or in Russian where that has none (what the site's queries give); a field with neither is
 * removed. A value not yet localized is kept as it is.
 */
export function inLanguage<T extends { _type: string }>(document: T, language: string): T {
  const copy = structuredClone(document);
  for (const field of localizedFields(copy)) {
    if (!isLocalizedValue(field.value)) continue;
    const own = valueIn(field.value, language);
    const value = hasText(own) ? own : valueIn(field.value, SOURCE_LANGUAGE);
    if (value === undefined) delete field.holder[field.name];
    else field.holder[field.name] = value;
  }
  return copy;
}

/** A field with Russian text and no text in the other language. */
export interface UntranslatedField {
  path: PathSegment[];
  kind: LocalizedKind;
}

/** The fields of a document whose Russian has text and whose `language` has none. */
export function untranslatedFields(document: { _type: string }, language: string): UntranslatedField[] {
  return localizedFields(document).flatMap((field) => {
    const russian = isLocalizedValue(field.value) ? valueIn(field.value, SOURCE_LANGUAGE) : field.value;
    if (!hasText(russian) || hasText(valueIn(field.value, language))) return [];
    return [{ path: field.path, kind: field.kind }];
  });
}
