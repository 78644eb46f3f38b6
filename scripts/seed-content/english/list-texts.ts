/**
 * Every text a guest can read in the seed dataset, by document and Sanity path: the list the
 * English seed texts (english/*.ts) must cover, no more and no less (english.test.ts).
 *
 *   npx tsx scripts/seed-content/english/list-texts.ts             every text: _id, path, Russian
 *   npx tsx scripts/seed-content/english/list-texts.ts --missing   only those without English yet
 *   npx tsx scripts/seed-content/english/list-texts.ts --json      {_id: {path: Russian}}, a template
 *
 * Paths are Sanity's: `seo.description`, `images[_key=="…"].alt` for items with a `_key`,
 * `tags[2]` for items without, and portable text down to the span
 * (`body[_key=="…"].children[_key=="…"].text`).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { DatasetDocument, JsonValue } from "../build";
import { DATASET_FILE } from "../paths";

/**
 * Fields whose strings are not text a reader sees, wherever they occur: codes of an options list
 * (the site shows its own words for them), addresses, contact details, times, dates and the
 * manager's note (`internalNote`, never shown). Keys starting with `_` (`_id`, `_type`, `_key`,
 * `_ref`, …) are skipped too, and so is a slug (`slug`, a rate's `code`: `{_type: "slug"}`).
 */
const NOT_TEXT = new Set([
  // portable text: block style, list kind, decorators and annotation keys
  "style",
  "listItem",
  "marks",
  // codes of options lists (schemas/lib/constants.ts)
  "kind", // homeSection, restaurantBlock, routeTab, amenityTab
  "group", // service: included / additional
  "icon", // amenityItem: AMENITY_ICONS
  "network", // socialLink: SOCIAL_NETWORKS
  "unit", // priceLine: PRICE_UNITS
  "priceUnit", // spaProcedure: PRICE_UNITS
  // site paths and addresses
  "href", // navLink, link annotations
  "buttonHref", // routeTab
  "listLink", // service
  "cardLink", // offer
  "route", // page
  "aliases", // offer: more slugs
  "url",
  "tourUrl",
  "tableBookingUrl",
  // contact details
  "phone",
  "email",
  // times (HH:MM) and dates
  "from",
  "to",
  "checkInFrom",
  "checkOutUntil",
  "date",
  "openedOn",
  // for the manager only: «На сайте не показывается»
  "internalNote",
]);

/** A document's `_id` and one text of it. */
export interface GuestText {
  id: string;
  path: string;
  value: string;
}

type JsonObject = { [key: string]: JsonValue };

function isObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isAsset(document: DatasetDocument): boolean {
  return document._type.startsWith("sanity.");
}

/**
 * A field already in field-level translation's shape (`[{language, value}, …]`,
 * sanity-plugin-internationalized-array): its Russian value stands for the field, at the field's
 * own path, so these paths stay the same before and after that change.
 */
function russianOfLocalized(value: JsonValue[]): JsonValue | undefined {
  const localized = value.length > 0 && value.every((item) => isObject(item) && "language" in item);
  if (!localized) return undefined;
  const russian = value.find((item) => isObject(item) && item.language === "ru");
  return isObject(russian) ? (russian.value ?? null) : null;
}

function itemPath(parent: string, item: JsonValue, index: number): string {
  return isObject(item) && typeof item._key === "string"
    ? `${parent}[_key==${JSON.stringify(item._key)}]`
    : `${parent}[${index}]`;
}

function collect(value: JsonValue, at: string, out: { path: string; value: string }[]): void {
  if (typeof value === "string") {
    if (value.trim() !== "") out.push({ path: at, value });
    return;
  }
  if (Array.isArray(value)) {
    const russian = russianOfLocalized(value);
    if (russian !== undefined) {
      if (russian !== null) collect(russian, at, out);
      return;
    }
    value.forEach((item, index) => collect(item, itemPath(at, item, index), out));
    return;
  }
  if (!isObject(value) || value._type === "slug") return;
  for (const [key, field] of Object.entries(value)) {
    if (key.startsWith("_") || NOT_TEXT.has(key) || key === "markDefs") continue;
    collect(field, at ? `${at}.${key}` : key, out);
  }
}

/** The texts a guest reads in one document, in the document's order. */
export function guestTexts(document: DatasetDocument): GuestText[] {
  if (isAsset(document)) return [];
  const out: { path: string; value: string }[] = [];
  collect(document, "", out);
  return out.map((text) => ({ id: document._id, ...text }));
}

/** The texts of every content document (asset documents carry none). */
export function datasetTexts(documents: readonly DatasetDocument[]): GuestText[] {
  return documents.flatMap(guestTexts);
}

export function readDatasetFile(file = DATASET_FILE): DatasetDocument[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as DatasetDocument);
}

async function main(args: string[]) {
  let texts = datasetTexts(readDatasetFile());
  if (args.includes("--missing")) {
    const { englishTexts } = await import("./index");
    texts = texts.filter((text) => englishTexts[text.id]?.[text.path] === undefined);
  }
  if (args.includes("--json")) {
    const byId: Record<string, Record<string, string>> = {};
    for (const text of texts) (byId[text.id] ??= {})[text.path] = text.value;
    console.log(JSON.stringify(byId, null, 2));
    return;
  }
  for (const text of texts) console.log(`${text.id}\t${text.path}\t${JSON.stringify(text.value)}`);
  const documents = new Set(texts.map((text) => text.id)).size;
  console.error(`${texts.length} texts in ${documents} documents`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main(process.argv.slice(2));
}
