/**
 * The build's merge of the English texts (english-merge.ts) on a fixture: a string field, an item
 * of a keyed array deep in the document, an item of a list without keys, rich text with two spans,
 * and fields left without (all of) their English, which get no `en` item; entries of the map that
 * are no text of a localized field are reported.
 */
import { describe, expect, it } from "vitest";
import { buildDataset, type DatasetDocument } from "./build";
import type { EnglishTexts } from "./english-merge";
import { MEDIA_DIR } from "./paths";
import { seo, text, type SeedDocument } from "./source";

const ROOM: SeedDocument = {
  _id: "roomCategory-fixture",
  _type: "roomCategory",
  title: "Делюкс",
  roomId: 9,
  shortDescription: "Светлый номер для двоих.",
  description: text("Первый абзац.", "Второй абзац."),
  tags: ["Кровать super-king", "Вид на сосны", "Можно с собакой"],
  amenityTabs: [
    {
      _type: "amenityTab",
      kind: "room",
      title: "Номер",
      items: [
        { _type: "amenityItem", icon: "bed", title: "Кровать" },
        { _type: "amenityItem", icon: "wifi", title: "Бесплатный Wi-Fi" },
      ],
    },
  ],
  seo: seo("Номер Делюкс", "Номер для двоих с видом на сосны."),
};

async function build(english: EnglishTexts) {
  return buildDataset({ mediaDir: MEDIA_DIR, generateMissing: false, documents: [ROOM], english });
}

type Item = { _key: string; _type: string; language: string; value: unknown };
type Room = DatasetDocument & {
  title: Item[];
  shortDescription: Item[];
  description: Item[];
  tags: Item[];
  amenityTabs: { _key: string; title: Item[]; items: { _key: string; title: Item[] }[] }[];
  seo: { title: Item[]; description: Item[] };
};

const en = (items: Item[]) => items.find((item) => item.language === "en")?.value;

describe("the English of the seed", () => {
  it("is merged field by field into `en` items beside the Russian ones", async () => {
    // The paths are the Russian built document's: its keys come from a build without English.
    const russian = (await build({})).documents[0] as Room;
    const tab = russian.amenityTabs[0]!;
    const wifi = tab.items[1]!;
    const blocks = russian.description[0]!.value as { _key: string; children: { _key: string }[] }[];
    const span = (block: number) => {
      const at = blocks[block]!;
      return `description[_key=="${at._key}"].children[_key=="${at.children[0]!._key}"].text`;
    };
    const english: EnglishTexts = {
      "roomCategory-fixture": {
        title: "Deluxe",
        [`amenityTabs[_key=="${tab._key}"].items[_key=="${wifi._key}"].title`]: "Free Wi-Fi",
        [`amenityTabs[_key=="${tab._key}"].title`]: "Room",
        "tags[0]": "Super-king bed",
        "tags[1]": "Pine view",
        "tags[2]": "Dogs welcome",
        [span(0)]: "First paragraph.",
        [span(1)]: "Second paragraph.",
        // Only one of the two SEO texts: the other field stays Russian.
        "seo.title": "Deluxe room",
        // A path that is no text of a localized field, and a document that is not there.
        "slug.current": "deluxe",
        "tags[3]": "No such tag",
        roomId: "9",
      },
      "roomCategory-gone": { title: "Gone" },
    };
    const result = await build(english);
    const room = result.documents[0] as Room;

    expect(room.title).toEqual([
      { _key: "ru", _type: "internationalizedArrayStringValue", language: "ru", value: "Делюкс" },
      { _key: "en", _type: "internationalizedArrayStringValue", language: "en", value: "Deluxe" },
    ]);
    expect(en(room.amenityTabs[0]!.items[1]!.title)).toBe("Free Wi-Fi");
    expect(en(room.amenityTabs[0]!.title)).toBe("Room");
    expect(en(room.tags)).toEqual(["Super-king bed", "Pine view", "Dogs welcome"]);
    expect(en(room.seo.title)).toBe("Deluxe room");

    // Rich text: a deep copy of the Russian blocks, keys and marks kept, each span's text replaced.
    const englishBlocks = en(room.description) as {
      _key: string;
      style: string;
      children: { text: string }[];
    }[];
    expect(englishBlocks.map((block) => block.children.map((child) => child.text))).toEqual([
      ["First paragraph."],
      ["Second paragraph."],
    ]);
    expect(englishBlocks.map((block) => block._key)).toEqual(blocks.map((block) => block._key));
    expect((room.description[0]!.value as typeof englishBlocks)[0]!.children[0]!.text).toBe("Первый абзац.");

    // Left without English: no `en` item, so the site shows the Russian.
    expect(room.shortDescription).toHaveLength(1);
    expect(room.seo.description.map((item) => item.language)).toEqual(["ru"]);
    expect(room.amenityTabs[0]!.items[0]!.title.map((item) => item.language)).toEqual(["ru"]);

    expect(result.unusedEnglish.sort()).toEqual(
      [
        "roomCategory-fixture slug.current",
        "roomCategory-fixture tags[3]",
        "roomCategory-fixture roomId",
        "roomCategory-gone title",
      ].sort(),
    );
  });

  it("gives a field with one string of several untranslated no English at all", async () => {
    const russian = (await build({})).documents[0] as Room;
    const blocks = russian.description[0]!.value as { _key: string; children: { _key: string }[] }[];
    const first = blocks[0]!;
    const result = await build({
      "roomCategory-fixture": {
        [`description[_key=="${first._key}"].children[_key=="${first.children[0]!._key}"].text`]: "First.",
        "tags[0]": "Super-king bed",
      },
    });
    const room = result.documents[0] as Room;
    expect(room.description.map((item) => item.language)).toEqual(["ru"]);
    expect(room.tags.map((item) => item.language)).toEqual(["ru"]);
    // Used, though not enough: not reported as misplaced.
    expect(result.unusedEnglish).toEqual([]);
  });
});
