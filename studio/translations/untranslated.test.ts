/**
 * «Нет перевода» on the seed dataset, compiled schema and all (as the Studio has them): with
 * English for some texts of a room, the list shows that room with exactly the fields still
 * without English, named as the form names them; a field whose English is left empty is listed;
 * a draft stands for its document; a document translated through is not listed.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { localizedFields, localizedItemType, type LocalizedKind } from "../../schemas/lib/localized";
import type { DatasetDocument } from "../../scripts/seed-content/build";
import { DATASET_FILE } from "../../scripts/seed-content/paths";
import { compiledSchema, readDataset } from "../../scripts/seed-content/validate";
import { russianOnly } from "../../schemas/testing/russian-only";
import { untranslatedDocuments } from "./untranslated";

let dataset: DatasetDocument[];
beforeAll(async () => {
  dataset = await readDataset(DATASET_FILE);
});

type Item = { _key: string; _type: string; language: string; value: unknown };
const english = (kind: LocalizedKind, value: unknown): Item => ({
  _key: "en",
  _type: localizedItemType(kind),
  language: "en",
  value,
});

/** A copy of the document with an English item beside every Russian one (the value: "EN …"). */
function translated(document: DatasetDocument): DatasetDocument {
  const copy = russianOnly(document);
  for (const field of localizedFields(copy)) {
    const items = field.value as Item[];
    const russian = items.find((item) => item.language === "ru")?.value;
    items.push(english(field.kind, typeof russian === "string" ? `EN ${russian}` : russian));
  }
  return copy;
}

const byId = (id: string) => russianOnly(dataset.find((document) => document._id === id)!);

describe("«Нет перевода»", () => {
  it("lists nothing for the seed, translated through, and every document of it with Russian only", () => {
    expect(untranslatedDocuments(dataset, compiledSchema())).toEqual([]);
    const listed = untranslatedDocuments(dataset.map(russianOnly), compiledSchema());
    const content = dataset.filter((document) => !document._type.startsWith("sanity."));
    expect(listed).toHaveLength(content.length);
    const faq = listed.find((document) => document.id === "faqItem-1")!;
    expect(faq).toMatchObject({ type: "faqItem", typeTitle: "Вопрос и ответ", draft: false });
    expect(faq.fields).toEqual([
      { path: "question", title: "Вопрос" },
      { path: "answer", title: "Ответ" },
    ]);
  });

  it("shows the one field left empty in English, named as the form names it, and nothing translated", () => {
    const room = translated(byId("roomCategory-deluxe")) as DatasetDocument & {
      amenityTabs: { _key: string; items: { _key: string; title: Item[] }[] }[];
      seo: { description: Item[] };
    };
    const tab = room.amenityTabs[1]!;
    const item = tab.items[2]!;
    // The manager added the English item and left it empty; and removed the SEO description's.
    item.title.find((title) => title.language === "en")!.value = "";
    room.seo.description = room.seo.description.filter((description) => description.language === "ru");
    const listed = untranslatedDocuments(
      [
        translated(byId("faqItem-1")),
        byId("roomCategory-deluxe"),
        { ...room, _id: "drafts.roomCategory-deluxe" },
      ],
      compiledSchema(),
    );
    expect(listed).toEqual([
      {
        id: "roomCategory-deluxe",
        type: "roomCategory",
        typeTitle: "Категория номеров",
        title: "Делюкс",
        draft: true,
        fields: [
          {
            path: `amenityTabs[_key==${JSON.stringify(tab._key)}].items[_key==${JSON.stringify(item._key)}].title`,
            title: "Вкладки оснащения № 2 › Предметы № 3 › Название",
          },
          { path: "seo.description", title: "SEO › Описание (meta description)" },
        ],
      },
    ]);
  });
});
