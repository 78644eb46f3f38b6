/**
 * The upgrade to localized texts on a copy of the dataset as it was stored before the two
 * languages (schemas/testing/dataset-before-languages.ndjson, the seed of that commit): every
 * localized text becomes its Russian item, nothing is lost or changed beside it, the result is
 * valid against today's schema, and a second run changes nothing.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  inLanguage,
  isLocalizedValue,
  localizedFields,
  localizedItemType,
  type LocalizedItem,
} from "../schemas/lib/localized";
import type { DatasetDocument } from "../scripts/seed-content/build";
import { DATASET_FILE } from "../scripts/seed-content/paths";
import { datasetProblems, formatProblems, readDataset } from "../scripts/seed-content/validate";
import { LOCALIZED_FIELDS_UPGRADE } from "./upgrades";
import type { LakeDocument } from "./store/working-set";

const BEFORE = path.join(import.meta.dirname, "../schemas/testing/dataset-before-languages.ndjson");
const before = readFileSync(BEFORE, "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as LakeDocument);

const upgrade = (document: LakeDocument) => LOCALIZED_FIELDS_UPGRADE.upgrade(document) ?? document;

describe("texts stored before the two languages", () => {
  const after = before.map(upgrade);

  it("all become their field's Russian item, the same text", () => {
    let wrapped = 0;
    after.forEach((document, index) => {
      for (const field of localizedFields(document)) {
        expect(isLocalizedValue(field.value), `${document._id} ${field.name}`).toBe(true);
        const items = field.value as LocalizedItem[];
        expect(items).toEqual([
          { _key: "ru", _type: localizedItemType(field.kind), language: "ru", value: expect.anything() },
        ]);
        wrapped += 1;
      }
      // Read in Russian, the document is exactly what was stored: no text, price or id lost.
      expect(inLanguage(document, "ru"), document._id).toEqual(before[index]);
    });
    expect(wrapped).toBeGreaterThan(900);
  });

  it("are valid against today's schema once upgraded", async () => {
    const assets = (await readDataset(DATASET_FILE)).filter((document) =>
      document._type.startsWith("sanity."),
    );
    const problems = await datasetProblems([...assets, ...(after as unknown as DatasetDocument[])]);
    expect(formatProblems(problems)).toBe("");
  });

  it("are upgraded once: a second run leaves every document alone", () => {
    for (const document of after)
      expect(LOCALIZED_FIELDS_UPGRADE.upgrade(document), document._id).toBeUndefined();
  });

  it("beside texts already localized, which stay exactly as they are", () => {
    const room = before.find((document) => document._id === "roomCategory-deluxe")!;
    const title = [
      { _key: "x1", _type: localizedItemType("string"), language: "ru", value: "Делюкс" },
      { _key: "x2", _type: localizedItemType("string"), language: "en", value: "Deluxe" },
    ];
    const mixed: LakeDocument = { ...room, title, tags: [] };
    const upgraded = LOCALIZED_FIELDS_UPGRADE.upgrade(mixed)!;
    expect(upgraded.title).toEqual(title);
    expect(upgraded.tags).toEqual([]);
    expect(upgraded.shortDescription).toEqual([
      { _key: "ru", _type: localizedItemType("text"), language: "ru", value: room.shortDescription },
    ]);
    // The stored document itself is not touched: the upgrade returns a copy.
    expect(mixed.shortDescription).toBe(room.shortDescription);
  });
});
