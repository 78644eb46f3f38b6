/**
 * What «Нет перевода» lists (docs/content-model.md «Two languages»): every document with a field
 * that has Russian text and no English, each such field named as the form names it. The English
 * site shows those fields in Russian until a manager fills them in. A document with a draft is
 * listed as its draft stands, since that is what the manager is working on.
 */
import type { ArraySchemaType, ObjectSchemaType, Schema, SchemaType } from "sanity";
import {
  SOURCE_LANGUAGE,
  pathToString,
  untranslatedFields,
  valueIn,
  type PathSegment,
} from "../../schemas/lib/localized";

/** The language whose missing texts are listed. */
const LANGUAGE = "en";

export interface UntranslatedField {
  /** Sanity's path, for the link that opens the field. */
  path: string;
  /** As the form names it: «Вкладки оснащения № 1 › Предметы № 2 › Название». */
  title: string;
}

export interface UntranslatedDocument {
  /** The published id (the one the form opens). */
  id: string;
  type: string;
  typeTitle: string;
  /** The document's Russian title or name. */
  title: string;
  draft: boolean;
  fields: UntranslatedField[];
}

type Stored = { _id: string; _type: string } & Record<string, unknown>;

const DRAFTS = "drafts.";

/** The fields a document is usually known by, first found wins. */
const TITLE_FIELDS = ["title", "name", "hotelName", "question", "author", "destination", "route"];

function documentTitle(document: Stored, typeTitle: string): string {
  for (const field of TITLE_FIELDS) {
    const value = document[field];
    const russian = typeof value === "string" ? value : valueIn(value, SOURCE_LANGUAGE);
    if (typeof russian === "string" && russian.trim() !== "") return russian;
  }
  return typeTitle;
}

const isObjectType = (type: SchemaType | undefined): type is ObjectSchemaType =>
  Boolean(type && "fields" in type && Array.isArray(type.fields));
const isArrayType = (type: SchemaType | undefined): type is ArraySchemaType =>
  Boolean(type && "of" in type && Array.isArray(type.of));

/** The field's name as the form shows it: each field's title, array items by their number. */
export function fieldTitle(
  schema: Pick<Schema, "get">,
  document: Stored,
  path: readonly PathSegment[],
): string {
  const parts: string[] = [];
  let type: SchemaType | undefined = schema.get(document._type);
  let value: unknown = document;
  for (const segment of path) {
    if (typeof segment === "string") {
      const field = isObjectType(type)
        ? type.fields.find((candidate) => candidate.name === segment)
        : undefined;
      parts.push(field?.type.title ?? segment);
      type = field?.type;
      value = (value as Record<string, unknown> | undefined)?.[segment];
      continue;
    }
    const items = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
    const index =
      typeof segment === "number" ? segment : items.findIndex((item) => item?._key === segment._key);
    const item = items[index];
    parts[parts.length - 1] = `${parts.at(-1) ?? ""} № ${index + 1}`;
    const members = isArrayType(type) ? type.of : [];
    type = members.find((member) => member.name === item?._type) ?? members[0];
    value = item;
  }
  return parts.join(" › ");
}

/** The documents with untranslated fields, by type (in the schema's order of types) and title. */
export function untranslatedDocuments(
  stored: readonly Stored[],
  schema: Pick<Schema, "get" | "getTypeNames">,
): UntranslatedDocument[] {
  // A draft stands for its document.
  const current = new Map<string, Stored>();
  for (const document of stored) {
    if (document._id.startsWith("versions.")) continue;
    const id = document._id.startsWith(DRAFTS) ? document._id.slice(DRAFTS.length) : document._id;
    if (document._id.startsWith(DRAFTS) || !current.has(id)) current.set(id, document);
  }
  const order = schema.getTypeNames();
  const found = [...current.entries()].flatMap(([id, document]) => {
    const fields = untranslatedFields(document, LANGUAGE);
    if (fields.length === 0) return [];
    const typeTitle = schema.get(document._type)?.title ?? document._type;
    return [
      {
        id,
        type: document._type,
        typeTitle,
        title: documentTitle(document, typeTitle),
        draft: document._id.startsWith(DRAFTS),
        fields: fields.map((field) => ({
          path: pathToString(field.path),
          title: fieldTitle(schema, document, field.path),
        })),
      },
    ];
  });
  return found.sort(
    (a, b) => order.indexOf(a.type) - order.indexOf(b.type) || a.title.localeCompare(b.title, "ru"),
  );
}
