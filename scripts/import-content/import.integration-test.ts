/**
 * `npm run seed:sanity` against a real Content Lake API: the embedded lake, which answers the
 * same HTTP API as Sanity's (uploads, mutations, queries). Imports the committed seed dataset into
 * an empty lake, twice: the second run changes nothing; a manager's edit survives a re-run and is
 * replaced only with overwrite. A dataset stored before the two languages (a copy of that commit's
 * seed) is upgraded first, a manager's edits and drafts included, and nothing of it is lost.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { SanityDocument } from "@sanity/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inLanguage } from "../../schemas/lib/localized";
import { russianOnly } from "../../schemas/testing/russian-only";
import { startHarness, type LakeHarness } from "../../content-lake/testing/harness";
import { testTargets } from "../../platform/testing/databases";
import type { DatasetDocument } from "../seed-content/build";
import { DATASET_FILE, MEDIA_DIR } from "../seed-content/paths";
import { readDataset } from "../seed-content/validate";
import { importDataset } from "./import";

let documents: DatasetDocument[];

beforeAll(async () => {
  documents = await readDataset(DATASET_FILE);
});

describe.each(testTargets())("seed:sanity into the content lake on $name", (target) => {
  let lake: LakeHarness;

  beforeAll(async () => {
    // Media limits well above the seed's largest file.
    lake = await startHarness(target, { seed: null });
  });
  afterAll(async () => {
    await lake.close();
  });

  const contentIds = () => documents.filter((d) => !d._type.startsWith("sanity.")).map((d) => d._id);
  const assetIds = () => documents.filter((d) => d._type.startsWith("sanity.")).map((d) => d._id);

  it("imports every document and asset into an empty dataset, with the seed's asset ids", async () => {
    const report = await importDataset({ client: lake.client(), documents, mediaDir: MEDIA_DIR });
    expect(report.assetsUploaded).toHaveLength(assetIds().length);
    expect(report.created).toHaveLength(contentIds().length);
    const stored = await lake
      .client()
      .fetch<string[]>(`*[_id in $ids]._id`, { ids: [...contentIds(), ...assetIds()] });
    expect(stored.sort()).toEqual([...contentIds(), ...assetIds()].sort());
    const facial = await lake
      .client()
      .fetch<{ price: number; durationMinutes: number }>(
        `*[_id == "spaProcedure-facial-massage"][0]{ price, durationMinutes }`,
      );
    expect(facial).toEqual({ price: 4_000, durationMinutes: 30 });
  });

  it("changes nothing when run again", async () => {
    const before = await lake.client().fetch<{ _id: string; _rev: string }[]>(`*[_id in $ids]{ _id, _rev }`, {
      ids: contentIds(),
    });
    const report = await importDataset({ client: lake.client(), documents, mediaDir: MEDIA_DIR });
    expect(report).toEqual({
      upgraded: [],
      assetsUploaded: [],
      assetsPresent: assetIds().length,
      created: [],
      unchanged: contentIds().length,
      differing: [],
      replaced: [],
    });
    const after = await lake.client().fetch<{ _id: string; _rev: string }[]>(`*[_id in $ids]{ _id, _rev }`, {
      ids: contentIds(),
    });
    expect(after.sort((a, b) => a._id.localeCompare(b._id))).toEqual(
      before.sort((a, b) => a._id.localeCompare(b._id)),
    );
  });

  it("keeps a manager's edit, and replaces it only with overwrite", async () => {
    await lake.client().patch("spaProcedure-facial-massage").set({ price: 4_500 }).commit();
    const kept = await importDataset({ client: lake.client(), documents, mediaDir: MEDIA_DIR });
    expect(kept.differing).toEqual(["spaProcedure-facial-massage"]);
    expect(kept.replaced).toEqual([]);
    expect(await lake.client().fetch(`*[_id == "spaProcedure-facial-massage"][0].price`)).toBe(4_500);

    const replaced = await importDataset({
      client: lake.client(),
      documents,
      mediaDir: MEDIA_DIR,
      overwrite: true,
    });
    expect(replaced.replaced).toEqual(["spaProcedure-facial-massage"]);
    expect(await lake.client().fetch(`*[_id == "spaProcedure-facial-massage"][0].price`)).toBe(4_000);
  });

  it("reports without writing on a dry run", async () => {
    const empty = await startHarness(target, { seed: null });
    try {
      const report = await importDataset({
        client: empty.client(),
        documents,
        mediaDir: MEDIA_DIR,
        dryRun: true,
      });
      expect(report.created).toHaveLength(contentIds().length);
      expect(await empty.client().fetch(`count(*[_id in $ids])`, { ids: contentIds() })).toBe(0);
    } finally {
      await empty.close();
    }
  });
});

const BEFORE = path.join(import.meta.dirname, "../../schemas/testing/dataset-before-languages.ndjson");

describe.each(testTargets())(
  "seed:sanity into a dataset stored before the two languages, on $name",
  (target) => {
    let lake: LakeHarness;
    const before = readFileSync(BEFORE, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as DatasetDocument);
    /** The old seed, a manager's edit of one price and an unpublished draft of one title. */
    const stored = [
      ...before.map((document) =>
        document._id === "spaProcedure-facial-massage" ? { ...document, price: 4_500 } : document,
      ),
      {
        ...before.find((document) => document._id === "faqItem-1")!,
        _id: "drafts.faqItem-1",
        question: "Черновик?",
      },
    ];

    beforeAll(async () => {
      lake = await startHarness(target, { seed: null });
      await importDataset({
        client: lake.client(),
        documents: documents.filter((document) => document._type.startsWith("sanity.")),
        mediaDir: MEDIA_DIR,
      });
      const transaction = lake.client().transaction();
      for (const document of stored) transaction.createOrReplace(document);
      await transaction.commit();
    });
    afterAll(async () => {
      await lake.close();
    });

    const read = async () =>
      lake
        .client()
        .fetch<SanityDocument[]>(`*[_id in $ids]`, { ids: stored.map((document) => document._id) });

    const SYSTEM = new Set(["_rev", "_createdAt", "_updatedAt"]);
    const withoutSystem = (document: object) =>
      Object.fromEntries(Object.entries(document).filter(([key]) => !SYSTEM.has(key)));

    it("reports the upgrade on a dry run, and writes nothing", async () => {
      const report = await importDataset({
        client: lake.client(),
        documents,
        mediaDir: MEDIA_DIR,
        dryRun: true,
      });
      expect(report.upgraded.sort()).toEqual(stored.map((document) => document._id).sort());
      const now = new Map((await read()).map((document) => [document._id, withoutSystem(document)]));
      for (const document of stored) expect(now.get(document._id), document._id).toEqual(document);
    });

    it("upgrades every document first, drafts and edits included, losing no text, and then imports", async () => {
      // The seed as it was before its English: only the manager's edit differs from the upgrade.
      const russianSeed = documents.map(russianOnly);
      const report = await importDataset({
        client: lake.client(),
        documents: russianSeed,
        mediaDir: MEDIA_DIR,
      });
      expect(report.upgraded.sort()).toEqual(stored.map((document) => document._id).sort());
      const byId = new Map((await read()).map((document) => [document._id, document]));
      for (const document of stored) {
        const now = byId.get(document._id) as unknown as DatasetDocument;
        expect(withoutSystem(inLanguage(now, "ru")), document._id).toEqual(document);
      }
      // The manager's edit is kept (and listed); the rest is the seed's, now in the new shape.
      expect(report.differing).toEqual(["spaProcedure-facial-massage"]);
      expect(report.unchanged).toBe(before.length - 1);
      expect(report.created).toEqual([]);
      const again = await importDataset({
        client: lake.client(),
        documents: russianSeed,
        mediaDir: MEDIA_DIR,
      });
      expect(again.upgraded).toEqual([]);
      // The seed with its English differs from every upgraded document, and is written only with
      // overwrite: a hotel's own texts are not replaced by the seed's unasked.
      const english = await importDataset({
        client: lake.client(),
        documents,
        mediaDir: MEDIA_DIR,
        dryRun: true,
      });
      expect(english.differing.length).toBe(before.length);
      expect(english.replaced).toEqual([]);
    });
  },
);
