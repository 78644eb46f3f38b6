/**
 * The site's GROQ queries run against the seed dataset (evaluated by groq-js, the engine of the
 * embedded lake) and return the hotel's facts: every service id resolves, unknown ids give null,
 * the castle meal answers to both of its ids, the spa picker has its tabs with prices and minutes.
 */
import path from "node:path";
import { evaluate, parse } from "groq-js";
import { beforeAll, describe, expect, it } from "vitest";
import { SERVICE_IDS } from "../../../scripts/seed-content/service-ids";
import { readDataset } from "../../../scripts/seed-content/validate";
import * as queries from "./queries";

let dataset: unknown[];

beforeAll(async () => {
  dataset = await readDataset(path.join(process.cwd(), "content", "dataset.ndjson"));
});

async function run<T = unknown>(query: string, params: Record<string, unknown> = {}): Promise<T> {
  const result = await evaluate(parse(query, { params }), { dataset, params });
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
