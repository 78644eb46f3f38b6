/**
 * The site's GROQ queries run against the seed dataset (evaluated by groq-js, the engine of the
 * embedded lake) and return the hotel's facts: every service id resolves, unknown ids give null,
 * the castle meal answers to both of its ids, the spa picker has its tabs with prices and minutes.
 * Localized texts come out as plain strings and Portable Text: in the language asked for, or in
 * Russian where it has none.
 */
import path from "node:path";
import { evaluate, parse } from "groq-js";
import { beforeAll, describe, expect, it } from "vitest";
import { russianOnly } from "../../../schemas/testing/russian-only";
import type { DatasetDocument } from "../../../scripts/seed-content/build";
import { SERVICE_IDS } from "../../../scripts/seed-content/service-ids";
import { readDataset } from "../../../scripts/seed-content/validate";
import { fallbackCount, markFallbacks, unmarkFallbacks } from "./localized";
import * as queries from "./queries";

let dataset: unknown[];

beforeAll(async () => {
  dataset = await readDataset(path.join(process.cwd(), "content", "dataset.ndjson"));
});

/** Runs a query in Russian unless `params.lang` says otherwise, over `documents`. */
async function run<T = unknown>(
  query: string,
  params: Record<string, unknown> = {},
  documents: unknown[] = dataset,
): Promise<T> {
  const all = { lang: "ru", ...params };
  const result = await evaluate(parse(query, { params: all }), { dataset: documents, params: all });
  return (await result.get()) as T;
}

describe("content queries on the seed dataset", () => {
  it("has a tags list for every query, naming only types of the dataset", async () => {
    const types = new Set(await run<string[]>(`array::unique(*[]._type)`));
    for (const [name, value] of Object.entries(queries)) {
      if (!name.endsWith("Tags")) continue;
      for (const tag of value as string[]) expect(types.has(tag), `${name}: ${tag}`).toBe(true);
    }
  });

  it("reads the site settings with the map point", async () => {
    const settings = await run<{ map: object; phone: string; mainMenu: { label: string }[] }>(
      queries.siteSettingsQuery,
    );
    expect(settings.map).toEqual({ longitude: 20.159837, latitude: 54.943661, zoom: 15 });
    expect(settings.phone).toBe("+7 (000) 000-00-00");
    expect(settings.mainMenu.map((item) => item.label)).toEqual([
      "Главная",
      "Бронирование",
      "Номера",
      "Услуги",
      "Ресторан",
    ]);
  });

  it("reads the home page with its blocks, rooms, featured services and gallery covers", async () => {
    const home = await run<{
      page: { sections: { kind: string }[]; heroImages: { width: number; height: number }[] };
      rooms: { title: string; hotelRoomTypeId: number }[];
      services: { slug: string }[];
      gallery: { categoryId: number; count: number }[];
      reviews: unknown[];
      videoReviews: { videoMimeType: string }[];
    }>(queries.homePageQuery);
    expect(home.page.sections).toHaveLength(9);
    expect(home.page.heroImages[0]).toMatchObject({ width: 1920, height: 1080 });
    // The rooms' «от» price and capacity are the booking engine's (web/features/rooms/room-facts.ts).
    expect(home.rooms.map((room) => room.hotelRoomTypeId)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(home.rooms[0]).not.toHaveProperty("priceFrom");
    expect(home.services.map((service) => service.slug)).toEqual([
      "spa-visit",
      "spa",
      "fitness-room",
      "transfer",
      "conference",
      "e-scooter",
    ]);
    expect(home.gallery).toHaveLength(11);
    expect(home.reviews.length).toBeGreaterThan(3);
    expect(home.videoReviews.map((clip) => clip.videoMimeType)).toEqual([
      "video/mp4",
      "video/mp4",
      "video/mp4",
    ]);
  });

  it("finds a room category by its page number, and null for an unknown one", async () => {
    const deluxe = await run<{ title: string; amenityTabs: { title: string }[] }>(queries.roomCategoryQuery, {
      roomId: 1,
    });
    expect(deluxe.title).toBe("Делюкс");
    expect(deluxe.amenityTabs.map((tab) => tab.title)).toEqual(["Номер", "Ванная", "Забыли что-нибудь?"]);
    expect(await run(queries.roomCategoryQuery, { roomId: 7 })).toBeNull();
    expect(await run(queries.roomIdsQuery)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("resolves each of the 31 service ids by one query, and nothing else", async () => {
    for (const id of SERVICE_IDS) {
      const page = await run<{ slug: string } | null>(queries.serviceByIdQuery, { id });
      expect(page?.slug, id).toBe(id);
    }
    expect(await run(queries.serviceByIdQuery, { id: "breakfast-buffet" })).toBeNull();
    expect(await run(queries.serviceByIdQuery, { id: "unknown" })).toBeNull();
    expect((await run<string[]>(queries.serviceIdsQuery)).sort()).toEqual([...SERVICE_IDS].sort());
  });

  it("gives the spa picker its tabs with prices in rubles and minutes", async () => {
    const tabs = await run<
      { title: string; procedures: { title: string; price: number; durationMinutes: number }[] }[]
    >(queries.spaPickerQuery);
    expect(tabs.map((tab) => tab.title)).toEqual([
      "Массаж",
      "Уход за лицом",
      "Уход за телом",
      "Обёртывания",
      "Для детей",
      "Премиум-программы",
      "Посещение СПА-зоны",
    ]);
    expect(tabs.flatMap((tab) => tab.procedures)).toHaveLength(23);
    expect(tabs[1]?.procedures[0]).toMatchObject({ title: "Массаж лица", price: 4_000, durationMinutes: 30 });
  });

  it("opens the castle meal by castle-meal and feast, the breakfast by its id, nothing else", async () => {
    const castle = await run<{ slug: string; prices: { amount: number }[] }>(queries.offerByIdQuery, {
      id: "castle-meal",
    });
    expect(castle.slug).toBe("castle-meal");
    expect(castle.prices.map((line) => line.amount)).toEqual([60_000]);
    expect(await run(queries.offerByIdQuery, { id: "feast" })).toEqual(castle);
    expect((await run<{ slug: string }>(queries.offerByIdQuery, { id: "breakfast" })).slug).toBe("breakfast");
    expect(await run(queries.offerByIdQuery, { id: "car-rental" })).toBeNull();
    expect(await run(queries.offerByIdQuery, { id: "unknown" })).toBeNull();
    const cards = await run<{ title: string }[]>(queries.offersQuery);
    expect(cards).toHaveLength(4);
  });

  it("reads cars with the chauffeur and hire prices, transfer tariffs, gallery, list pages", async () => {
    const cars = await run<{ cars: { dailyPrice: number }[]; chauffeur: { prices: { amount: number }[] } }>(
      queries.carsQuery,
    );
    expect(cars.cars.map((car) => car.dailyPrice)).toEqual([6_000, 9_000]);
    expect(cars.chauffeur.prices[0]?.amount).toBe(4_000);
    const tariffs = await run<{ destination: string; nightPrice: number | null }[]>(
      queries.transferTariffsQuery,
    );
    expect(tariffs.find((tariff) => tariff.destination === "Казино")?.nightPrice).toBe(7_000);
    expect(await run(`count(${queries.galleryQuery})`)).toBe(11);
    expect(await run(queries.pageByRouteQuery, { route: "/rooms" })).toMatchObject({ title: "Все номера" });
    expect((await run<{ restId: number }>(queries.restaurantQuery, { restId: 1 })).restId).toBe(1);
  });

  it("evaluates every query without an error", async () => {
    const params: Record<string, Record<string, unknown>> = {
      roomCategoryQuery: { roomId: 2 },
      serviceByIdQuery: { id: "conference" },
      offerByIdQuery: { id: "breakfast" },
      restaurantQuery: { restId: 1 },
      pageByRouteQuery: { route: "/services" },
      pageVersionQuery: { route: "/documents/personal-data" },
    };
    for (const [name, value] of Object.entries(queries)) {
      if (!name.endsWith("Query")) continue;
      expect(await run(value as string, params[name] ?? {}), name).not.toBeNull();
    }
  });
});

/** A localized field's item in `language`. */
const item = (kind: string, language: string, value: unknown) => ({
  _key: language,
  _type: `internationalizedArray${kind}Value`,
  language,
  value,
});

/**
 * The Deluxe room with English for some fields only (the title, a tag list, a rich text, an
 * amenity), the rest of the seed with none: the seed's own English would hide the fallbacks.
 */
function withEnglish(): unknown[] {
  return (dataset as DatasetDocument[]).map(russianOnly).map((document: Record<string, unknown>) => {
    if (document._id !== "roomCategory-deluxe") return document;
    const room = structuredClone(document) as Record<string, unknown> & {
      title: unknown[];
      tags: unknown[];
      description: { value?: unknown }[];
      amenityTabs: { items: { title: unknown[] }[] }[];
      seo: { title: unknown[] };
    };
    room.title.push(item("String", "en", "Deluxe"));
    room.tags.push(item("StringList", "en", ["Super-king bed", "Pine view", "Small dogs welcome"]));
    const blocks = structuredClone(room.description[0]!.value) as { children: { text: string }[] }[];
    blocks.forEach((block, index) => (block.children[0]!.text = `English paragraph ${index + 1}.`));
    room.description.push(item("RichText", "en", blocks));
    room.amenityTabs[0]!.items[0]!.title.push(item("String", "en", "Super-king bed 2 × 2.1 m"));
    // An English item left empty in the Studio is no English: the Russian shows.
    room.seo.title.push(item("String", "en", ""));
    return room;
  });
}

describe("localized texts", () => {
  type Room = {
    title: string;
    shortDescription: string;
    tags: string[];
    description: { children: { text: string }[] }[];
    amenityTabs: { items: { title: string }[] }[];
    seo: { title: string };
  };

  it("come in English where the field has it, and in Russian field by field where it has not", async () => {
    const room = await run<Room>(queries.roomCategoryQuery, { roomId: 1, lang: "en" }, withEnglish());
    expect(room.title).toBe("Deluxe");
    expect(room.tags).toEqual(["Super-king bed", "Pine view", "Small dogs welcome"]);
    expect(room.description.map((block) => block.children[0]?.text)).toEqual([
      "English paragraph 1.",
      "English paragraph 2.",
      "English paragraph 3.",
    ]);
    expect(room.amenityTabs[0]?.items[0]?.title).toBe("Super-king bed 2 × 2.1 m");
    expect(room.amenityTabs[0]?.items[1]?.title).toBe("Меню подушек");
    expect(room.shortDescription).toMatch(/^Светлый номер для двоих/);
    expect(room.seo.title).toBe((await run<Room>(queries.roomCategoryQuery, { roomId: 1 })).seo.title);
  });

  it("come in Russian for Russian, whatever English there is", async () => {
    const english = withEnglish();
    const room = await run<Room>(queries.roomCategoryQuery, { roomId: 1, lang: "ru" }, english);
    expect(room).toEqual(await run<Room>(queries.roomCategoryQuery, { roomId: 1 }));
    expect(room.title).toBe("Делюкс");
  });

  it("are read through the one helper in every query: no localized field is read raw", () => {
    for (const [name, value] of Object.entries(queries)) {
      if (!name.endsWith("Query")) continue;
      const query = value as string;
      // Each `$lang` comes from a `localized()` projection, and nothing else reads `.value`.
      expect(fallbackCount(query), name).toBe(query.split("language == $lang").length - 1);
      expect(query.replace(/\]\[0\]\.value/g, "").includes(".value"), name).toBe(false);
    }
  });
});

describe("a draft preview's fallbacks", () => {
  it("mark the Russian texts shown for want of English «нет перевода», and only those", async () => {
    const english = withEnglish();
    const query = markFallbacks(queries.roomCategoryQuery);
    const room = unmarkFallbacks(
      await run<{
        title: string;
        shortDescription: string;
        tags: string[];
        description: { children: { text: string }[] }[];
        amenityTabs: { items: { title: string }[] }[];
      }>(query, { roomId: 1, lang: "en" }, english),
    );
    expect(room.title).toBe("Deluxe");
    expect(room.shortDescription).toMatch(/^«нет перевода» Светлый номер для двоих/);
    expect(room.amenityTabs[0]?.items[1]?.title).toBe("«нет перевода» Меню подушек");
    expect(room.tags[0]).toBe("Super-king bed");
    expect(room.description[0]?.children[0]?.text).toBe("English paragraph 1.");
    const spa = unmarkFallbacks(
      await run<{ description: { children: { text: string }[] }[]; tags: string[] }>(
        markFallbacks(queries.serviceByIdQuery),
        { id: "spa", lang: "en" },
        english,
      ),
    );
    expect(spa.tags.every((tag) => tag.startsWith("«нет перевода» "))).toBe(true);
  });

  it("leave every query's Russian result as it is", async () => {
    const params: Record<string, Record<string, unknown>> = {
      roomCategoryQuery: { roomId: 2 },
      serviceByIdQuery: { id: "conference" },
      offerByIdQuery: { id: "breakfast" },
      restaurantQuery: { restId: 1 },
      pageByRouteQuery: { route: "/services" },
      pageVersionQuery: { route: "/documents/personal-data" },
    };
    for (const [name, value] of Object.entries(queries)) {
      if (!name.endsWith("Query")) continue;
      const query = value as string;
      const guests = await run(query, params[name] ?? {});
      expect(unmarkFallbacks(await run(markFallbacks(query), params[name] ?? {})), name).toEqual(guests);
    }
  });
});
