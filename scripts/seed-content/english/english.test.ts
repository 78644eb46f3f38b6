/**
 * The English seed texts (english/*.ts) match the guest texts of the built dataset one for one: every
 * text list-texts.ts finds has an English value and no English value points at a text that is gone.
 * The values are English (no Cyrillic, nothing empty), say the same prices, times and numbers as
 * the Russian, and name the hotel, its rates and its places as everywhere else.
 */
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import type { DatasetDocument } from "../build";
import type { SeedDocument } from "../source";
import { englishBySource, englishTexts } from "./index";
import { datasetTexts, guestTexts, readDatasetFile, type GuestText } from "./list-texts";

const DATA_DIR = fileURLToPath(new URL("../data/", import.meta.url));

let texts: GuestText[];

beforeAll(() => {
  texts = datasetTexts(readDatasetFile());
});

function english(id: string, at: string): string {
  const value = englishTexts[id]?.[at];
  if (value === undefined) throw new Error(`no English for ${id} ${at}`);
  return value;
}

function russian(id: string, at: string): string {
  const text = texts.find((candidate) => candidate.id === id && candidate.path === at);
  if (!text) throw new Error(`no text ${id} ${at} in the dataset`);
  return text.value;
}

/** Every pair of a Russian text and its English value. */
function pairs(): { id: string; path: string; ru: string; en: string }[] {
  return texts.map((text) => ({
    id: text.id,
    path: text.path,
    ru: text.value,
    en: english(text.id, text.path),
  }));
}

const ENGLISH_VALUES = () =>
  Object.entries(englishTexts).flatMap(([id, paths]) =>
    Object.entries(paths).map(([at, value]) => ({ id, path: at, value })),
  );

describe("list-texts", () => {
  it("lists the texts a guest reads, with Sanity paths, and skips codes, links, times and notes", () => {
    const document = {
      _id: "service-x",
      _type: "service",
      title: "Трансфер",
      slug: { _type: "slug", current: "transfer" },
      group: "additional",
      listLink: "/car",
      internalNote: "проверить цену",
      tags: ["Из аэропорта", "Круглосуточно"],
      images: [
        {
          _type: "imageWithAlt",
          _key: "img1",
          alt: "Автомобиль у входа",
          asset: { _type: "reference", _ref: "image-abc-10x10-webp" },
        },
      ],
      body: [
        {
          _type: "block",
          _key: "b1",
          style: "normal",
          listItem: "bullet",
          level: 1,
          markDefs: [{ _type: "link", _key: "m1", href: "/services/transfer" }],
          children: [{ _type: "span", _key: "b1s", text: "Встретим в аэропорту.", marks: ["m1", "strong"] }],
        },
      ],
      prices: [{ _type: "priceLine", _key: "p1", title: "В одну сторону", amount: 6000, unit: "perTrip" }],
      hours: [{ _type: "hoursLine", _key: "h1", label: "Ежедневно", from: "00:00", to: "24:00" }],
      seo: { _type: "seo", title: "Трансфер", description: "Из аэропорта Храброво." },
    } as unknown as DatasetDocument;
    expect(guestTexts(document).map((text) => [text.path, text.value])).toEqual([
      ["title", "Трансфер"],
      ["tags[0]", "Из аэропорта"],
      ["tags[1]", "Круглосуточно"],
      ['images[_key=="img1"].alt', "Автомобиль у входа"],
      ['body[_key=="b1"].children[_key=="b1s"].text', "Встретим в аэропорту."],
      ['prices[_key=="p1"].title', "В одну сторону"],
      ['hours[_key=="h1"].label', "Ежедневно"],
      ["seo.title", "Трансфер"],
      ["seo.description", "Из аэропорта Храброво."],
    ]);
  });

  it("reads a field already in field-level translation's shape by its Russian value, at the same path", () => {
    const document = {
      _id: "faqItem-x",
      _type: "faqItem",
      question: [
        {
          _key: "ru",
          _type: "internationalizedArrayStringValue",
          language: "ru",
          value: "Есть ли парковка?",
        },
        {
          _key: "en",
          _type: "internationalizedArrayStringValue",
          language: "en",
          value: "Is there parking?",
        },
      ],
      answer: [{ _key: "en", _type: "internationalizedArrayTextValue", language: "en", value: "Yes." }],
    } as unknown as DatasetDocument;
    expect(guestTexts(document).map((text) => [text.path, text.value])).toEqual([
      ["question", "Есть ли парковка?"],
    ]);
  });

  it("finds no text in asset documents and some in every content document", () => {
    const documents = readDatasetFile();
    const assets = documents.filter((document) => document._type.startsWith("sanity."));
    expect(assets.length).toBeGreaterThan(100);
    expect(assets.flatMap(guestTexts)).toEqual([]);
    const content = documents.filter((document) => !document._type.startsWith("sanity."));
    expect(content.filter((document) => guestTexts(document).length === 0).map((d) => d._id)).toEqual([]);
    expect(new Set(texts.map((text) => text.id)).size).toBe(content.length);
  });

  it("lists no link, e-mail, phone, time or date as a text", () => {
    const notText = /^(?:\/|https?:|mailto:|tel:|\+7 |\d{2}:\d{2}$|\d{4}-\d{2}-\d{2}$)|@/;
    expect(texts.filter((text) => notText.test(text.value))).toEqual([]);
  });
});

describe("English seed texts", () => {
  it("give every guest text of the dataset an English value", () => {
    const missing = texts
      .filter((text) => englishTexts[text.id]?.[text.path] === undefined)
      .map((text) => `${text.id} ${text.path}`);
    expect(missing).toEqual([]);
  });

  it("hold no path that is not a guest text of the dataset (no stale paths)", () => {
    const listed = new Set(texts.map((text) => `${text.id} ${text.path}`));
    const stale = ENGLISH_VALUES()
      .map((value) => `${value.id} ${value.path}`)
      .filter((key) => !listed.has(key));
    expect(stale).toEqual([]);
  });

  it("keep each document in the module named after its source in scripts/seed-content/data", async () => {
    const sources = readdirSync(DATA_DIR)
      .filter((file) => file.endsWith(".ts"))
      .map((file) => file.replace(/\.ts$/, ""))
      .sort();
    expect(Object.keys(englishBySource).sort()).toEqual(sources);
    for (const source of sources) {
      const exports = (await import(`../data/${source}.ts`)) as Record<string, unknown>;
      const ids = Object.values(exports)
        .flatMap((value) => (Array.isArray(value) ? value : [value]))
        .filter((value): value is SeedDocument => typeof (value as SeedDocument | null)?._id === "string")
        .map((document) => document._id)
        .sort();
      expect({ source, ids: Object.keys(englishBySource[source] ?? {}).sort() }).toEqual({ source, ids });
    }
  });

  it("have no Cyrillic letter, no empty value and no stray space", () => {
    const values = ENGLISH_VALUES();
    expect(values.filter((value) => /[\u0400-\u04ff]/.test(value.value))).toEqual([]);
    expect(values.filter((value) => value.value.trim() === "")).toEqual([]);
    expect(values.filter((value) => value.value !== value.value.trim() || / {2}/.test(value.value))).toEqual(
      [],
    );
  });

  it("write the typographic apostrophe and English quotation marks", () => {
    const values = ENGLISH_VALUES();
    expect(values.filter((value) => /['«»"]/.test(value.value))).toEqual([]);
  });

  it("write a Russian price «N ₽» as ₽N with thousands separated by commas", () => {
    const price = /(\d{1,3}(?: \d{3})*) ₽/g;
    const checked = pairs().filter((pair) => pair.ru.includes("₽"));
    expect(checked.length).toBeGreaterThanOrEqual(5);
    for (const pair of checked) {
      const amounts = [...pair.ru.matchAll(price)].map((match) => (match[1] ?? "").replaceAll(" ", ""));
      for (const amount of amounts) {
        expect({ at: `${pair.id} ${pair.path}`, en: pair.en }).toEqual({
          at: `${pair.id} ${pair.path}`,
          en: expect.stringContaining(`₽${Number(amount).toLocaleString("en-GB")}`),
        });
      }
    }
  });

  it("keep the prices of the texts that quote one (by content)", () => {
    expect(russian("hotelRules", "parkingNote")).toBe("Парковка у отеля — 2 000 ₽ в сутки");
    expect(english("hotelRules", "parkingNote")).toBe("Parking at the hotel: ₽2,000 a day");
    expect(russian("faqItem-5", "answer")).toContain("2 000 ₽ в сутки");
    expect(english("faqItem-5", "answer")).toContain("₽2,000 a day");
    expect(russian("service-chauffeurDrive", "summary")).toContain("от 4 000 ₽ в час, минимум 3 часа");
    expect(english("service-chauffeurDrive", "summary")).toContain("from ₽4,000 an hour, minimum 3 hours");
    expect(russian("service-car-hire", "summary")).toContain("от 5 000 ₽ в час");
    expect(english("service-car-hire", "summary")).toContain("from ₽5,000 an hour");
    const charging = 'body[_key=="c1e47f25505a"].children[_key=="c1e47f25505as"].text';
    expect(russian("service-electro-car-charge", charging)).toContain("Парковка — 2 000 ₽ в сутки.");
    expect(english("service-electro-car-charge", charging)).toContain("Parking is ₽2,000 a day.");
  });

  it("keep every number of the Russian, as often: times, sizes, ages, counts, percentages, dates", () => {
    const date = /\b(\d{2})\.(\d{2})\.(\d{4})\b/g;
    // «2 000», «2,1» in Russian and «2,000», «2.1» in English are both 2000 and 2.1.
    const russianNumbers = (text: string) =>
      [...text.matchAll(/\d+(?: \d{3})*(?:,\d+)?/g)].map((m) => m[0].replaceAll(" ", "").replace(",", "."));
    const englishNumbers = (text: string) =>
      [...text.matchAll(/\d+(?:,\d{3})*(?:\.\d+)?/g)].map((m) => m[0].replaceAll(",", ""));
    const lost: string[] = [];
    for (const pair of pairs()) {
      // 27.07.2006 is written «27 July 2006».
      for (const [, day, month, year] of pair.ru.matchAll(date)) {
        const monthName = new Date(Date.UTC(2000, Number(month) - 1, 1)).toLocaleString("en-GB", {
          month: "long",
          timeZone: "UTC",
        });
        const written = `${Number(day)} ${monthName} ${year}`;
        if (!pair.en.includes(written)) lost.push(`${pair.id} ${pair.path}: ${written}`);
      }
      const english = englishNumbers(pair.en);
      for (const number of russianNumbers(pair.ru.replace(date, ""))) {
        const at = english.indexOf(number);
        if (at === -1) lost.push(`${pair.id} ${pair.path}: ${number}`);
        else english.splice(at, 1);
      }
    }
    expect(lost).toEqual([]);
  });

  it("name the hotel, its restaurant, rates and places as the rest of the site does", () => {
    const names: [RegExp, string][] = [
      [/Сосновый берег/, "Sosnovy Bereg"],
      [/«Сосны»/, "Sosny"],
      [/«Берег»/, "Bereg Collection"],
      [/Оптимальн/, "Flexible"],
      [/Невозвратн/, "Non-refundable"],
      [/Храброво/, "Khrabrovo"],
      [/Куршск/, "Curonian Spit"],
      [/Светлогорск/, "Svetlogorsk"],
      [/Зеленоградск/, "Zelenogradsk"],
      [/Калининград/, "Kaliningrad"],
    ];
    const unnamed = pairs().flatMap((pair) =>
      names
        .filter(([name, english]) => name.test(pair.ru) && !pair.en.includes(english))
        .map(([, english]) => `${pair.id} ${pair.path}: ${english}`),
    );
    expect(unnamed).toEqual([]);
    expect(english("siteSettings", "hotelName")).toBe("Sosnovy Bereg");
    expect(english("ratePlan-flexible", "title")).toBe("Flexible, breakfast included");
    expect(english("ratePlan-non-refundable", "title")).toBe("Non-refundable, breakfast included");
  });
});
