/**
 * One fact, one place (docs/content-model.md «One fact, said once»): the guests' rating, the castle
 * feast's two prices, the transfer add-on, the restaurants' count and the prices of search
 * descriptions each come from one document (or from the booking engine), so changing that one
 * source changes every text and the structured data that state it. The site's queries run on the
 * seed dataset with groq-js; a changed copy of one document stands for a manager's edit.
 */
import path from "node:path";
import { evaluate, parse } from "groq-js";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { HotelJsonLd } from "@web/components/seo/hotel-json-ld";
import { reviewsQuery, offerByIdQuery, offersQuery, siteSettingsQuery } from "@web/lib/content/queries";
import { withPrice } from "@web/lib/metadata";
import { transferAddOnPrices } from "@web/features/services/transfer-prices";
import { inLanguage } from "@schemas/lib/localized";
import { PRICE_IN_TEXT } from "@schemas/lib/validation";
import { readDataset } from "../../../scripts/seed-content/validate";
import { toTextReview } from "./catalogue";
import { restaurantsLabel } from "./format";
import { offerPagePrices, toOfferCard } from "./offers";
import { guestRating, ratingText } from "./rating";
import type { HotelRules, SiteSettings } from "./types";

type Doc = Record<string, unknown> & { _id: string; _type: string };
let dataset: Doc[];

beforeAll(async () => {
  dataset = (await readDataset(path.join(process.cwd(), "content", "dataset.ndjson"))) as Doc[];
});

/** Runs a site's query over `documents`, in Russian. */
async function run<T>(query: string, documents: Doc[] = dataset, params: Record<string, unknown> = {}) {
  const all = { lang: "ru", ...params };
  const result = await evaluate(parse(query, { params: all }), { dataset: documents, params: all });
  return (await result.get()) as T;
}

/** The dataset with one document changed, as a manager would change it in the Studio. */
function edited(id: string, change: (document: Doc) => Doc): Doc[] {
  return dataset.map((document) => (document._id === id ? change(structuredClone(document)) : document));
}

const unspaced = (text: string) => text.replace(/[\s\u00A0\u202F]+/g, " ");

describe("the guests' rating", () => {
  async function ratingOf(documents: Doc[]) {
    const data = await run<{ reviews: Parameters<typeof toTextReview>[0][] }>(reviewsQuery, documents);
    const stars = data.reviews.flatMap((review) => toTextReview(review)?.stars ?? []);
    return guestRating(stars);
  }

  function jsonLdRating(rating: ReturnType<typeof guestRating>) {
    const settings = {
      hotelName: "Сосновый берег",
      seo: {},
      tagline: "",
      phone: "+7 (000) 000-00-00",
      email: "info@example.ru",
      address: "ул. Примерная, д. 0",
      city: "Светлогорск",
      geo: { lat: 54.94, lng: 20.16 },
      socials: [],
    } as unknown as SiteSettings;
    const html = renderToStaticMarkup(
      <HotelJsonLd settings={settings} rules={{} as HotelRules} rooms={[]} rating={rating} />,
    );
    const json = /<script[^>]*>(.*)<\/script>/s.exec(html)?.[1] ?? "{}";
    return (JSON.parse(json) as { aggregateRating?: { ratingValue: number; reviewCount: number } })
      .aggregateRating;
  }

  it("is the average of the published reviews: 5,0 on the seed, as /brand shows it", async () => {
    const rating = await ratingOf(dataset);
    expect(rating).toEqual({ value: 5, count: 9 });
    expect(ratingText(rating!)).toBe("5,0");
    expect(jsonLdRating(rating)).toMatchObject({ ratingValue: 5, reviewCount: 9 });
  });

  it("follows one review's stars: /brand's figure and the structured data change together", async () => {
    const rating = await ratingOf(edited("review-elena", (review) => ({ ...review, stars: 3 })));
    // (8 × 5 + 3) / 9 = 4.78 → 4,8
    expect(rating).toEqual({ value: 4.8, count: 9 });
    expect(ratingText(rating!)).toBe("4,8");
    expect(jsonLdRating(rating)).toMatchObject({ ratingValue: 4.8, reviewCount: 9 });
  });

  it("counts no unrated review and states nothing without reviews", () => {
    expect(guestRating([5, 4, 0])).toEqual({ value: 4.5, count: 2 });
    expect(guestRating([])).toBeUndefined();
    expect(jsonLdRating(undefined)).toBeUndefined();
  });

  it("is typed into no text of the content (the brand intro, the award, SEO)", () => {
    const texts = JSON.stringify(dataset.filter((document) => !document._type.startsWith("sanity.")));
    expect(texts).not.toMatch(/\d,\d из 5|[45],[0-9](?!\d)/);
    expect(dataset.find((document) => document._id === "brandPage")).not.toHaveProperty("rating");
  });
});

describe("the castle feast's two prices", () => {
  it("are each held once and each labelled, the card's line shown again on the page", async () => {
    const card = (await run<Parameters<typeof toOfferCard>[0][]>(offersQuery))
      .map((offer) => toOfferCard(offer))
      .find((offer) => offer?.id === "castle-meal");
    expect(unspaced(card?.price?.title ?? "")).toBe("Замок для вашего праздника");
    expect(unspaced(card!.price!.text)).toBe("от 70 000 ₽ в час");
    const page = await run<{ prices: never[]; cardPrice: never }>(offerByIdQuery, dataset, { id: "feast" });
    const prices = offerPagePrices(page.prices, page.cardPrice);
    expect(prices.map((line) => [unspaced(line.title ?? ""), unspaced(line.text)])).toEqual([
      ["Ужин для двоих", "60 000 ₽ за двоих"],
      ["Замок для вашего праздника", "от 70 000 ₽ в час"],
    ]);
  });

  it("change on the card and on the page from the one field a manager edits", async () => {
    const documents = edited("offer-castle-meal", (offer) => ({
      ...offer,
      cardPrice: { ...(offer.cardPrice as object), amount: 75_000 },
    }));
    const card = (await run<Parameters<typeof toOfferCard>[0][]>(offersQuery, documents))
      .map((offer) => toOfferCard(offer))
      .find((offer) => offer?.id === "castle-meal");
    expect(unspaced(card!.price!.text)).toBe("от 75 000 ₽ в час");
    const page = await run<{ prices: never[]; cardPrice: never }>(offerByIdQuery, documents, {
      id: "castle-meal",
    });
    expect(offerPagePrices(page.prices, page.cardPrice).map((line) => unspaced(line.text))).toEqual([
      "60 000 ₽ за двоих",
      "от 75 000 ₽ в час",
    ]);
  });

  it("the card's line is not repeated when the page already has it", () => {
    const line = { amount: 6_000, unit: "perDay", isFrom: true };
    expect(offerPagePrices([line], line)).toHaveLength(1);
    expect(offerPagePrices([], null)).toEqual([]);
  });
});

/** What the engine's GET /v1/extras answers for the transfer on a new hotel (hotel/db/seed/catalogue.ts). */
const EXTRAS = [
  { code: "facial-massage", price: 4_000 },
  { code: "transfer-to", price: 6_000 },
  { code: "transfer-from", price: 6_000 },
  { code: "transfer-to-from", price: 12_000 },
];

describe("the airport transfer added to a booking", () => {
  it("is priced by the engine's extras: 6 000 and 12 000 ₽ on a new hotel", () => {
    const lines = transferAddOnPrices(EXTRAS);
    expect(lines.map((line) => [unspaced(line.title ?? ""), unspaced(line.text)])).toEqual([
      ["При бронировании номера: в одну сторону", "6 000 ₽ за поездку"],
      ["При бронировании номера: туда и обратно", "12 000 ₽ за поездку"],
    ]);
  });

  it("follows the engine's price when a manager changes it there", () => {
    const changed = EXTRAS.map((extra) =>
      extra.code === "transfer-to" ? { ...extra, price: 6_500 } : extra,
    );
    expect(unspaced(transferAddOnPrices(changed)[0]!.text)).toBe("6 500 ₽ за поездку");
    expect(transferAddOnPrices([])).toEqual([]);
  });

  it("is typed into no text of the content (FAQ, contacts, the transfer page)", () => {
    const texts = JSON.stringify(
      dataset.filter((document) => !document._type.startsWith("sanity.")),
      (key, value: unknown) => (key === "internalNote" ? undefined : value),
    );
    expect(texts).not.toMatch(/6 000 ₽ в одну сторону|12 000 ₽/);
    expect(dataset.find((document) => document._id === "service-transfer")).not.toHaveProperty("prices");
  });

  it("is told apart from the tariff table's airport trip, which is labelled as a trip on its own", () => {
    const airport = dataset.find((document) => document._id === "transferTariff-airport");
    expect(inLanguage(airport!, "ru")).toMatchObject({
      price: 8_000,
      note: "отдельная поездка, без бронирования номера",
    });
  });
});

describe("the conference hall's capacity", () => {
  it("is said only by its fields: no text of the content says 68 or «до 80»", () => {
    const texts = JSON.stringify(
      dataset.filter((document) => !document._type.startsWith("sanity.")),
      (key, value: unknown) =>
        key === "internalNote" || key.startsWith("_") || key === "asset" ? undefined : value,
    );
    expect(texts).not.toMatch(/(?<![\d-])68(?![\d-])/);
    expect(texts).not.toMatch(/до 80|на 80|80 мест/);
    expect(dataset.find((document) => document._id === "service-conference")).toMatchObject({
      maxGuests: 80,
      areaSquareMeters: 168,
    });
  });
});

describe("«Ресторан» or «Рестораны»", () => {
  it("follows the number of restaurants, counted by the settings' query", async () => {
    const one = await run<{ restaurantCount: number; mainMenu: { label: string; href: string }[] }>(
      siteSettingsQuery,
    );
    expect(one.restaurantCount).toBe(1);
    const label = one.mainMenu.find((item) => item.href === "/restaurant")!.label;
    expect(restaurantsLabel(label, one.restaurantCount)).toBe("Ресторан");
    const second = { ...dataset.find((document) => document._type === "restaurant")!, _id: "restaurant-2" };
    const two = await run<{ restaurantCount: number }>(siteSettingsQuery, [...dataset, second]);
    expect(two.restaurantCount).toBe(2);
    expect(restaurantsLabel(label, two.restaurantCount)).toBe("Рестораны");
  });

  it("leaves a manager's own label alone", () => {
    expect(restaurantsLabel("Рестораны", 1)).toBe("Ресторан");
    // The English menu's label follows the count the same way.
    expect(restaurantsLabel("Restaurant", 2)).toBe("Restaurants");
    expect(restaurantsLabel("Restaurants", 1)).toBe("Restaurant");
    expect(restaurantsLabel("Dining", 2)).toBe("Dining");
    expect(restaurantsLabel("Гастрономия", 2)).toBe("Гастрономия");
  });
});

describe("prices in search and link-preview descriptions", () => {
  it("no SEO description of the content carries a price, in any language", () => {
    const withPriceTyped = dataset.flatMap((document) => {
      const description = (
        document.seo as { description?: { language: string; value?: unknown }[] } | undefined
      )?.description;
      return (description ?? []).flatMap((item) =>
        typeof item.value === "string" && PRICE_IN_TEXT.test(item.value)
          ? [`${document._id} (${item.language}): ${item.value}`]
          : [],
      );
    });
    expect(withPriceTyped).toEqual([]);
  });

  it("the page adds its current price to the description", () => {
    expect(withPrice("Номер Делюкс для двоих.", "От 12 300 ₽/сутки")).toBe(
      "Номер Делюкс для двоих. От 12 300 ₽/сутки.",
    );
    expect(withPrice("Номер Делюкс для двоих", "От 12 300 ₽/сутки")).toBe(
      "Номер Делюкс для двоих. От 12 300 ₽/сутки.",
    );
    expect(withPrice("Без цены.", undefined)).toBe("Без цены.");
    expect(withPrice(undefined, "От 12 300 ₽/сутки")).toBe("От 12 300 ₽/сутки.");
    expect(withPrice("  ", undefined)).toBeUndefined();
  });
});
