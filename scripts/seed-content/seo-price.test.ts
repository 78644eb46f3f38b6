/**
 * The Studio refuses a price typed into a search and link-preview description (schemas/objects/seo.ts,
 * `noPrice`): prices change in their fields and in the booking engine while such a text keeps the
 * old figure («От 14 000 ₽» beside the engine's 12 300 ₽). Checked the Studio's way, with Sanity's
 * own validation of the compiled model (./validate.ts), in each language of the description.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { localizedItemType } from "../../schemas/lib/localized";
import { NO_PRICE_MESSAGE, PRICE_IN_TEXT } from "../../schemas/lib/validation";
import type { DatasetDocument } from "./build";
import { DATASET_FILE } from "./paths";
import { datasetProblems, readDataset } from "./validate";

let dataset: DatasetDocument[];

beforeAll(async () => {
  dataset = await readDataset(DATASET_FILE);
});

const item = (language: string, value: string) => ({
  _key: language,
  _type: localizedItemType("text"),
  language,
  value,
});

/** The problems of the description when its Russian (and, if given, its English) is `description`. */
async function seoProblems(id: string, description: string, english?: string) {
  const original = dataset.find((document) => document._id === id);
  if (!original) throw new Error(`no ${id} in the dataset`);
  const value = [item("ru", description), ...(english === undefined ? [] : [item("en", english)])];
  const changed = {
    ...original,
    seo: { ...(original.seo as object), description: value },
  } as DatasetDocument;
  const documents = dataset.map((document) => (document._id === id ? changed : document));
  const problems = await datasetProblems(documents, new Set([id]));
  return problems.filter(
    (problem) => problem.documentId === id && problem.path.startsWith("seo.description"),
  );
}

describe("a price in an SEO description", () => {
  it("a room's «От 14 000 ₽ за сутки» is refused with a Russian message", async () => {
    expect(await seoProblems("roomCategory-deluxe", "Номер Делюкс для двоих. От 14 000 ₽ за сутки.")).toEqual(
      [
        expect.objectContaining({
          path: 'seo.description[_key=="ru"]',
          level: "error",
          message: NO_PRICE_MESSAGE,
        }),
      ],
    );
  });

  it("so is one in the English description, at its English item", async () => {
    expect(
      await seoProblems(
        "roomCategory-deluxe",
        "Номер Делюкс для двоих.",
        "Deluxe room for two, from ₽14,000.",
      ),
    ).toEqual([expect.objectContaining({ path: 'seo.description[_key=="en"]', message: NO_PRICE_MESSAGE })]);
  });

  it("so is a spa procedure's «6000 руб.» and a list page's «от 3 000 р.»", async () => {
    expect(await seoProblems("spaProcedure-spa-aroma", "Массаж с маслами, 6000 руб.")).toHaveLength(1);
    expect(await seoProblems("page-rooms", "Номера от 3 000 р. за сутки")).toHaveLength(1);
  });

  it("a description without a price passes, numbers that are not prices included", async () => {
    expect(
      await seoProblems("roomCategory-deluxe", "Номер для двоих: кровать 2 × 2,1 м, 44 номера."),
    ).toEqual([]);
    expect(PRICE_IN_TEXT.test("Рубеж веков: замок XIX века")).toBe(false);
    expect(PRICE_IN_TEXT.test("сорок рублей")).toBe(true);
  });
});
