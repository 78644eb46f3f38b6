/**
 * The plain description of the localized fields (localized.ts) is the schema's, and what the
 * project does with a document through it: find its localized fields down to objects in arrays,
 * read it in a language with the Russian fallback, list what has no English.
 */
import { describe, expect, it } from "vitest";
import { schemaTypes } from "../index";
import {
  LOCALIZED_FIELDS,
  inLanguage,
  kindOfType,
  localizedFields,
  localizedItemType,
  pathToString,
  untranslatedFields,
  type FieldSpec,
} from "./localized";

interface FieldDefinition {
  name: string;
  type: string;
  of?: { type: string }[];
}
interface TypeDefinition {
  name: string;
  type: string;
  fields?: FieldDefinition[];
}

/** The localized fields as the schema's definitions say, by the same rules as LOCALIZED_FIELDS. */
function fromSchema(): Record<string, Record<string, FieldSpec>> {
  const definitions = new Map(
    (schemaTypes as unknown as TypeDefinition[]).map((definition) => [definition.name, definition]),
  );
  const result: Record<string, Record<string, FieldSpec>> = {};
  const holds = (name: string, seen = new Set<string>()): boolean => {
    if (seen.has(name)) return false;
    seen.add(name);
    return (definitions.get(name)?.fields ?? []).some(
      (field) =>
        kindOfType(field.type) !== undefined ||
        holds(field.type, seen) ||
        (field.type === "array" && (field.of ?? []).some((member) => holds(member.type, seen))),
    );
  };
  for (const definition of definitions.values()) {
    const fields: Record<string, FieldSpec> = {};
    for (const field of definition.fields ?? []) {
      const kind = kindOfType(field.type);
      if (kind) fields[field.name] = kind;
      else if (field.type === "array") {
        const members = (field.of ?? []).map((member) => member.type).filter((type) => holds(type));
        if (members.length > 0) fields[field.name] = { array: members };
      } else if (holds(field.type)) fields[field.name] = { object: field.type };
    }
    if (Object.keys(fields).length > 0) result[definition.name] = fields;
  }
  return result;
}

describe("LOCALIZED_FIELDS", () => {
  it("is exactly what the schema localizes, type by type", () => {
    expect(LOCALIZED_FIELDS).toEqual(fromSchema());
  });
});

const ru = (kind: Parameters<typeof localizedItemType>[0], value: unknown) => ({
  _key: "ru",
  _type: localizedItemType(kind),
  language: "ru",
  value,
});
const en = (kind: Parameters<typeof localizedItemType>[0], value: unknown) => ({
  _key: "en",
  _type: localizedItemType(kind),
  language: "en",
  value,
});

const room = {
  _id: "roomCategory-test",
  _type: "roomCategory",
  roomId: 1,
  title: [ru("string", "Делюкс"), en("string", "Deluxe")],
  tags: [ru("stringList", ["Вид на сосны"])],
  images: [{ _key: "p1", _type: "imageWithAlt", alt: [ru("string", "Кровать"), en("string", "")] }],
  amenityTabs: [
    {
      _key: "t1",
      _type: "amenityTab",
      kind: "room",
      title: [ru("string", "Номер"), en("string", "Room")],
      items: [{ _key: "i1", _type: "amenityItem", icon: "wifi", title: [ru("string", "Wi-Fi")] }],
    },
  ],
  seo: { _type: "seo", title: [ru("string", "Делюкс")], description: [] },
};

describe("a document's localized fields", () => {
  it("are found at every depth, with Sanity's paths", () => {
    expect(localizedFields(room).map((field) => pathToString(field.path))).toEqual([
      "title",
      "tags",
      'images[_key=="p1"].alt',
      'amenityTabs[_key=="t1"].title',
      'amenityTabs[_key=="t1"].items[_key=="i1"].title',
      "seo.title",
      "seo.description",
    ]);
  });

  it("read in English fall back to Russian field by field, an empty English included", () => {
    const english = inLanguage(room, "en") as unknown as Record<string, unknown> & typeof room;
    expect(english.title).toBe("Deluxe");
    expect(english.tags).toEqual(["Вид на сосны"]);
    expect((english.images[0] as unknown as { alt: string }).alt).toBe("Кровать");
    expect(english.amenityTabs[0]).toMatchObject({
      title: "Room",
      items: [{ title: "Wi-Fi", icon: "wifi" }],
    });
    expect(english.seo).toEqual({ _type: "seo", title: "Делюкс" });
    expect(english.roomId).toBe(1);
    expect(inLanguage(room, "ru")).toMatchObject({ title: "Делюкс" });
  });

  it("without English are listed, and a field empty in Russian too is not", () => {
    expect(untranslatedFields(room, "en").map((field) => pathToString(field.path))).toEqual([
      "tags",
      'images[_key=="p1"].alt',
      'amenityTabs[_key=="t1"].items[_key=="i1"].title',
      "seo.title",
    ]);
  });
});
