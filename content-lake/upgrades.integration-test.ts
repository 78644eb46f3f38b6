/**
 * A lake that holds the content as it was stored before the two languages (a copy of that
 * commit's seed, and a manager's draft) upgrades it when it opens, as `npm start` opens it: the
 * site's queries read every text again, in Russian and with the Russian fallback in English, the
 * draft included; the history names the migration; the next start changes nothing.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inLanguage } from "../schemas/lib/localized";
import { testTargets } from "../platform/testing/databases";
import { roomCategoryQuery, siteSettingsQuery } from "../web/lib/content/queries";
import { startHarness, type LakeHarness } from "./testing/harness";
import { CONTENT_UPGRADES } from "./upgrades";
import type { LakeDocument } from "./store/working-set";

const BEFORE = path.join(import.meta.dirname, "../schemas/testing/dataset-before-languages.ndjson");
const before = readFileSync(BEFORE, "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as LakeDocument);

/** What the lake adds to a stored document. */
const SYSTEM = new Set(["_rev", "_createdAt", "_updatedAt"]);
const stored = (document: LakeDocument) =>
  Object.fromEntries(Object.entries(document).filter(([key]) => !SYSTEM.has(key)));

describe.each(testTargets())("the upgrade to two languages in the lake on $name", (target) => {
  let lake: LakeHarness;

  beforeAll(async () => {
    lake = await startHarness(target, { seed: null, upgrades: CONTENT_UPGRADES });
    // The lake as an earlier version left it: the old seed and a manager's unpublished draft.
    const draft = {
      ...before.find((document) => document._id === "roomCategory-deluxe")!,
      _id: "drafts.roomCategory-deluxe",
      title: "Делюкс у сосен",
    };
    await lake.lake.store.transact("production", { author: "seed", request: {} }, (working) => {
      for (const document of [...before, draft]) working.put(document._id, document);
      return { result: undefined };
    });
    await lake.restart();
  });
  afterAll(async () => {
    await lake.close();
  });

  it("keeps every text, read in Russian, of every document and of the draft", () => {
    for (const document of before) {
      const now = lake.lake.store.get("production", document._id);
      expect(now, document._id).not.toBeNull();
      expect(stored(inLanguage(now!, "ru")), document._id).toEqual(document);
    }
    const draft = lake.lake.store.get("production", "drafts.roomCategory-deluxe");
    expect(draft?.title).toEqual([
      { _key: "ru", _type: "internationalizedArrayStringValue", language: "ru", value: "Делюкс у сосен" },
    ]);
  });

  it("answers the site's queries in Russian, and in English with the Russian fallback", async () => {
    const client = lake.client({ perspective: "published" });
    const russian = await client.fetch<{ title: string; amenityTabs: { title: string }[] }>(
      roomCategoryQuery,
      {
        roomId: 1,
        lang: "ru",
      },
    );
    expect(russian.title).toBe("Делюкс");
    expect(russian.amenityTabs.map((tab) => tab.title)).toEqual(["Номер", "Ванная", "Забыли что-нибудь?"]);
    expect(await client.fetch(roomCategoryQuery, { roomId: 1, lang: "en" })).toEqual(russian);
    const drafts = lake.client({ perspective: "drafts" });
    expect((await drafts.fetch<{ title: string }>(roomCategoryQuery, { roomId: 1, lang: "en" })).title).toBe(
      "Делюкс у сосен",
    );
    const settings = await client.fetch<{ hotelName: string; mainMenu: { label: string }[] }>(
      siteSettingsQuery,
      {
        lang: "en",
      },
    );
    expect(settings.hotelName).toBe("Сосновый берег");
    expect(settings.mainMenu[0]?.label).toBe("Главная");
  });

  it("is one transaction of the migration's, and the next start changes nothing", async () => {
    const log = await lake.lake.store.transactions("production");
    expect(log.map((transaction) => transaction.author)).toEqual(["seed", "migration"]);
    expect(log.at(-1)?.changes).toHaveLength(before.length + 1);
    const revisions = () =>
      lake.lake.store
        .documents("production")
        .map((document) => `${document._id} ${String(document._rev)}`)
        .sort();
    const first = revisions();
    await lake.restart();
    expect(
      (await lake.lake.store.transactions("production")).map((transaction) => transaction.author),
    ).toEqual(["seed", "migration"]);
    expect(revisions()).toEqual(first);
  });
});
