/**
 * The seed dataset carries the hotel's facts (docs/site.md#rules, docs/booking-engine.md#data,
 * docs/content-model.md#decisions), so that pages read them from content and a manager can change
 * them. Read in Russian, the language the facts are written in.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { inLanguage } from "../../schemas/lib/localized";
import type { DatasetDocument } from "./build";
import { DATASET_FILE } from "./paths";
import { SERVICE_IDS } from "./service-ids";
import { readDataset } from "./validate";

type Doc = DatasetDocument & Record<string, unknown>;
let dataset: Doc[];

// The facts as the Russian site reads them: each localized field's Russian text.
beforeAll(async () => {
  dataset = (await readDataset(DATASET_FILE)).map((document) => inLanguage(document, "ru")) as Doc[];
});

const ofType = (type: string) => dataset.filter((document) => document._type === type);
function one(id: string): Doc {
  const document = dataset.find((candidate) => candidate._id === id);
  if (!document) throw new Error(`no ${id}`);
  return document;
}
const slugOf = (document: Doc) => (document.slug as { current: string }).current;
function bySlug(slug: string): Doc {
  const document = dataset.find(
    (candidate) =>
      ["service", "spaProcedure"].includes(candidate._type) &&
      (candidate.slug as { current?: string } | undefined)?.current === slug,
  );
  if (!document) throw new Error(`no service ${slug}`);
  return document;
}

describe("rooms", () => {
  it("has the 6 categories in the order of their ids, linked to the engine's room types", () => {
    const rooms = ofType("roomCategory").sort((a, b) => Number(a.roomId) - Number(b.roomId));
    expect(rooms.map((room) => [room.roomId, room.hotelRoomTypeId, room.title, room.roomCount])).toEqual([
      [1, 1, "Делюкс", 30],
      [2, 2, "Семейный делюкс", 6],
      [3, 3, "Супериор", 4],
      [4, 4, "Люкс", 2],
      [5, 5, "Представительский люкс", 1],
      [6, 6, "Villa", 1],
    ]);
    // The price «от» and the capacity are the engine's: the content holds neither.
    for (const room of rooms) expect(Object.keys(room)).not.toEqual(expect.arrayContaining(["priceFrom"]));
    for (const room of rooms) expect(Object.keys(room)).not.toEqual(expect.arrayContaining(["capacity"]));
    expect(rooms.reduce((sum, room) => sum + Number(room.roomCount), 0)).toBe(44);
  });

  it("gives every category the three amenity tabs, a 3D tour and pictures with Russian alt texts", () => {
    for (const room of ofType("roomCategory")) {
      const tabs = room.amenityTabs as { kind: string; title: string; items: unknown[] }[];
      expect(tabs.map((tab) => [tab.kind, tab.title])).toEqual([
        ["room", "Номер"],
        ["bathroom", "Ванная"],
        ["forgotten", "Забыли что-нибудь?"],
      ]);
      for (const tab of tabs) expect(tab.items.length).toBeGreaterThan(0);
      expect(room.tourUrl).toMatch(/^https:\/\//);
      const images = room.images as { alt: string }[];
      for (const image of images) expect(image.alt).toMatch(/[а-яё]/i);
    }
  });

  it("allows a dog only in categories up to Супериор", () => {
    const rooms = ofType("roomCategory").sort((a, b) => Number(a.roomId) - Number(b.roomId));
    expect(rooms.map((room) => room.petsAllowed)).toEqual([true, true, true, false, false, false]);
  });

  it("describes the two rates", () => {
    const rates = ofType("ratePlan").sort((a, b) => Number(a.order) - Number(b.order));
    expect(rates.map((rate) => [rate.title, rate.refundable, rate.freeCancellationHours])).toEqual([
      ["Невозвратный, с завтраком", false, undefined],
      ["Оптимальный, с завтраком", true, 48],
    ]);
  });
});

describe("services", () => {
  it("answers each of the 31 service ids with exactly one page", () => {
    const pages = dataset.filter(
      (document) => ["service", "spaProcedure"].includes(document._type) && document.hasPage !== false,
    );
    expect(pages.map(slugOf).sort()).toEqual([...SERVICE_IDS].sort());
  });

  it("lists included and additional services in their two groups", () => {
    const listed = ofType("service")
      .filter((service) => service.showInList)
      .sort((a, b) => Number(a.listOrder) - Number(b.listOrder));
    const group = (name: string) => listed.filter((service) => service.group === name).map((s) => s.title);
    expect(group("included")).toEqual([
      "Посещение СПА",
      "Прокат электросамокатов",
      "Фитнес-зал",
      "Завтрак «шведский стол»",
    ]);
    expect(group("additional")).toEqual([
      "СПА-процедуры",
      "Трансфер",
      "Автомобиль с водителем",
      "Аренда автомобиля",
      "Конференц-зал",
      "Зарядка электромобиля",
    ]);
    expect(bySlug("breakfast-buffet").hasPage).toBe(false);
    expect(ofType("service").find((service) => service.title === "Аренда автомобиля")?.listLink).toBe("/car");
  });

  it("has the conference hall's area, one capacity (the theatre seating) and seating plans", () => {
    const hall = bySlug("conference");
    // The material says «up to 68 people» and «theatre 80»: the site shows one figure, the larger seating.
    expect([hall.areaSquareMeters, hall.maxGuests]).toEqual([168, 80]);
    // The area and the capacity have their own fields; facts must not say them again.
    expect(hall.facts).toBeUndefined();
    const shown = JSON.stringify([hall.summary, hall.tags, hall.body, hall.features, hall.seo]);
    expect(shown).not.toMatch(/(?<!\d)68(?!\d)/);
    expect(
      (hall.seatingPlans as { title: string; seats: number }[]).map((plan) => [plan.title, plan.seats]),
    ).toEqual([
      ["Театр", 80],
      ["Класс", 60],
      ["Банкет", 50],
      ["Периметр", 52],
    ]);
  });

  it("has the e-scooter rules, the fitness and spa hours and the chauffeur price", () => {
    const scooter = bySlug("e-scooter");
    expect([scooter.isFree, scooter.minAge]).toEqual([true, 18]);
    expect(JSON.stringify(scooter.facts)).toContain("до 65 км");
    expect(JSON.stringify(scooter.facts)).toContain("до 20°");
    // Each fact once: range and slope in the facts, the age in minAge, nowhere else on the page.
    const shown = JSON.stringify([
      scooter.tags,
      scooter.body,
      scooter.features,
      scooter.rules,
      scooter.summary,
    ]);
    expect(shown).not.toMatch(/65|20°|20 градус|18 лет/);
    const hoursOf = (slug: string) =>
      (bySlug(slug).hours as { label: string; from: string; to: string }[]).map((line) => [
        line.label,
        line.from,
        line.to,
      ]);
    expect(hoursOf("fitness-room")).toEqual([["Ежедневно", "07:00", "22:00"]]);
    expect(hoursOf("spa-visit")).toEqual([
      ["Будни", "17:00", "22:00"],
      ["Выходные и праздники", "10:00", "22:00"],
    ]);
    expect(hoursOf("romanticheskaya-vstrecha")).toEqual([
      ["Будни", "10:00", "16:00"],
      ["Ежедневно", "22:30", "00:30"],
    ]);
    const chauffeur = (
      bySlug("chauffeurDrive").prices as { amount: number; unit: string; minQuantity: number }[]
    )[0];
    expect(chauffeur).toMatchObject({ amount: 4_000, unit: "perHour", isFrom: true, minQuantity: 3 });
  });
});

describe("spa", () => {
  it("has the price list's prices in rubles and durations in minutes", () => {
    const expected: Record<string, [number, number]> = {
      "facial-massage": [4_000, 30],
      "spa-body-scrub": [3_000, 15],
      "foot-massage": [1_500, 15],
      kannabis: [10_000, 70],
      laminariya: [10_000, 70],
      "spa-free-teas": [10_000, 70],
      "calcium-wrap": [10_000, 70],
      "magnesium-wrap": [10_000, 70],
      "skin-glow": [8_000, 60],
      "hand-and-foot-care": [6_000, 45],
      "spa-with-mask": [7_000, 60],
      "goryachimi-kamnyami": [6_000, 60],
      "lymphatic-drainage-spa": [6_000, 60],
      "spa-aroma": [6_000, 60],
      "spa-full-body": [6_000, 60],
      "spa-express": [1_500, 15],
      "spa-collar-zone": [4_000, 30],
      "back-body": [4_000, 30],
      "dlya-malenkikh-gostey": [4_000, 30],
      // The programmes' own pages: 28 000, 15 000, 32 000 (the list's 25 000 is in internalNote).
      "romanticheskaya-vstrecha": [28_000, 120],
      "listovaya-laminariya": [15_000, 120],
      "spa-for-pair": [32_000, 120],
      "individual-spa": [15_000, 120],
    };
    const procedures = ofType("spaProcedure");
    expect(procedures).toHaveLength(Object.keys(expected).length);
    for (const procedure of procedures) {
      expect([slugOf(procedure), procedure.price, procedure.durationMinutes]).toEqual([
        slugOf(procedure),
        ...(expected[slugOf(procedure)] ?? []),
      ]);
    }
    expect(one("spaProcedure-facial-massage")).toMatchObject({
      title: "Массаж лица",
      price: 4_000,
      durationMinutes: 30,
    });
  });

  it("keeps the other readings for the manager", () => {
    for (const id of ["romanticheskaya-vstrecha", "listovaya-laminariya", "spa-for-pair"]) {
      expect(bySlug(id).internalNote).toContain("25 000 ₽ с человека");
    }
    expect(bySlug("individual-spa").maxGuests).toBe(4);
    expect([bySlug("dlya-malenkikh-gostey").ageFrom, bySlug("dlya-malenkikh-gostey").ageTo]).toEqual([3, 12]);
  });

  it("puts every procedure in a tab of the spa picker", () => {
    const categories = new Set(ofType("spaCategory").map((category) => category._id));
    for (const procedure of ofType("spaProcedure")) {
      expect(categories.has((procedure.category as { _ref: string })._ref)).toBe(true);
    }
  });
});

describe("transfer, cars, offers", () => {
  it("has every transfer tariff, the casino by day and at night, the airport trip labelled as one on its own", () => {
    const tariffs = ofType("transferTariff").sort((a, b) => Number(a.order) - Number(b.order));
    expect(tariffs.map((tariff) => [tariff.destination, tariff.price, tariff.nightPrice])).toEqual([
      ["Аэропорт Храброво", 8_000, undefined],
      ["Калининград", 10_000, undefined],
      ["Янтарный", 8_000, undefined],
      ["Зеленоградск", 7_000, undefined],
      ["Куршская коса", 10_000, undefined],
      ["Балтийск", 10_000, undefined],
      ["Пионерский", 3_000, undefined],
      ["Отрадное", 3_000, undefined],
      ["Светлогорск", 3_000, undefined],
      ["Казино", 4_000, 7_000],
    ]);
    expect(tariffs[0]?.note).toBe("отдельная поездка, без бронирования номера");
    // The add-on's 6 000 / 12 000 ₽ are the booking engine's (what a booking charges): the page
    // reads them from it, so the content holds no copy.
    expect(bySlug("transfer").prices).toBeUndefined();
  });

  it("has the two cars with daily prices and each its own specification", () => {
    const cars = ofType("car").sort((a, b) => Number(a.order) - Number(b.order));
    expect(cars.map((car) => [car.name, car.dailyPrice])).toEqual([
      ["Geely Coolray", 6_000],
      ["Geely Atlas", 9_000],
    ]);
    expect(cars[0]).toMatchObject({ engine: "1,5 л", powerHp: 156, gearbox: "Робот", drive: "Передний" });
    expect(cars[1]).toMatchObject({ engine: "2,0 л", powerHp: 200, gearbox: "Автомат", drive: "Полный" });
    expect(bySlug("car-hire").prices).toEqual([expect.objectContaining({ amount: 5_000, unit: "perHour" })]);
  });

  it("has four offer cards, the feast and breakfast pages and both castle-meal readings", () => {
    const offers = ofType("offer").sort((a, b) => Number(a.order) - Number(b.order));
    expect(offers.map((offer) => offer.title)).toEqual([
      "Аренда автомобиля",
      "Отдых у моря",
      "Пир в замке",
      "Завтрак на Куршской косе",
    ]);
    const castle = one("offer-castle-meal");
    expect(slugOf(castle)).toBe("castle-meal");
    expect(castle.aliases).toEqual(["feast"]);
    expect(castle.cardPrice).toMatchObject({
      amount: 70_000,
      unit: "perHour",
      title: "Замок для вашего праздника",
    });
    expect(castle.prices).toEqual([
      expect.objectContaining({ amount: 60_000, unit: "forTwo", title: "Ужин для двоих" }),
    ]);
    expect(slugOf(one("offer-breakfast"))).toBe("breakfast");
  });
});

describe("pages and settings", () => {
  it("has the map point, fake contacts and the copyright year in site settings", () => {
    const settings = one("siteSettings");
    expect(settings.map).toMatchObject({ longitude: 20.159837, latitude: 54.943661, zoom: 15 });
    expect([settings.hotelName, settings.phone, settings.email, settings.copyrightYear]).toEqual([
      "Сосновый берег",
      "+7 (000) 000-00-00",
      "info@example.ru",
      2024,
    ]);
    expect(settings.address).toContain("ул. Примерная, д. 0");
    expect(settings.tourUrl).toMatch(/^https:\/\//);
    expect(settings.tableBookingUrl).toMatch(/^https:\/\//);
  });

  it("has 11 gallery groups numbered 1 to 11, 4 awards, reviews with 0–5 stars", () => {
    const groups = ofType("galleryGroup");
    expect(groups.map((group) => group.categoryId).sort((a, b) => Number(a) - Number(b))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
    expect(ofType("award")).toHaveLength(4);
    for (const review of ofType("review")) {
      expect(Number.isInteger(review.stars) && Number(review.stars) >= 0 && Number(review.stars) <= 5).toBe(
        true,
      );
      expect(review.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    for (const clip of ofType("videoReview"))
      expect(clip).toMatchObject({ video: { asset: expect.anything() } });
  });

  it("has the home page text about August 2021 and the blocks in order", () => {
    const home = one("homePage");
    expect(JSON.stringify(home.welcomeText)).toContain("в августе 2021 года");
    expect(JSON.stringify(home.welcomeText)).toContain("соснового леса");
    expect((home.sections as { kind: string }[]).map((section) => section.kind)).toEqual([
      "welcome",
      "rooms",
      "services",
      "offers",
      "gallery",
      "reviews",
      "videoReviews",
      "faq",
      "contacts",
    ]);
  });

  it("has the about stats cards, the brand's 11 features and reviews that make the rating 5.0", () => {
    const stats = (one("aboutPage").stats as { value: string; label: string }[]).map(
      (s) => `${s.value} ${s.label}`,
    );
    // One restaurant (and its bar), as /restaurant lists it: not «2 ресторана» of the earlier material.
    expect(stats).toEqual(["44 номера", "Ресторан и бар", "СПА комплекс", "Конференц ЗАЛ"]);
    expect(ofType("restaurant")).toHaveLength(1);
    const brand = one("brandPage");
    expect(brand.features).toHaveLength(11);
    // The brand page's 5.0 is the average of the reviews (web/features/content/rating.ts), not a field.
    expect(brand.rating).toBeUndefined();
    const stars = ofType("review").map((review) => Number(review.stars));
    expect(stars.reduce((sum, value) => sum + value, 0) / stars.length).toBe(5);
  });

  it("has the contacts facts: 500 m / 6 minutes, 4 attractions, the transfer and taxi tabs", () => {
    const contacts = one("contactsPage");
    expect([contacts.centreDistanceMeters, contacts.centreWalkMinutes]).toEqual([500, 6]);
    expect(contacts.attractions).toHaveLength(4);
    expect(
      (contacts.routes as { title: string; buttonLabel: string }[]).map((r) => [r.title, r.buttonLabel]),
    ).toEqual([
      ["Трансфер", "Заказать Трансфер"],
      ["Такси", "Вызвать такси"],
    ]);
  });

  it("has the hotel rules: times, early and late fees, parking, pets, children", () => {
    const rules = one("hotelRules");
    // The room page puts the room's own places before it: «Вместимость номера — 2 места; …».
    expect(rules.capacityNote).toBe("ещё один ребёнок до 7 лет может жить без отдельного места");
    expect(rules.childNoBedMaxAge).toBe(7);
    expect([rules.checkInFrom, rules.checkOutUntil, rules.parkingPricePerDay]).toEqual([
      "14:00",
      "12:00",
      2_000,
    ]);
    const fees = (list: unknown) =>
      (list as { from: string; to: string; percentOfNight: number }[]).map((f) => [
        f.from,
        f.to,
        f.percentOfNight,
      ]);
    expect(fees(rules.earlyCheckIn)).toEqual([
      ["00:00", "09:00", 100],
      ["09:00", "14:00", 50],
    ]);
    expect(fees(rules.lateCheckOut)).toEqual([
      ["14:00", "18:00", 50],
      ["18:00", "24:00", 100],
    ]);
    expect([rules.petsMaxCount, rules.petMaxWeightKg, rules.childNoBedMaxAge, rules.childMaxAge]).toEqual([
      1, 5, 7, 14,
    ]);
    expect([rules.totalRooms, rules.maxPlacesPerRoom]).toEqual([44, 3]);
  });

  it("gives every page-like document an SEO title and description", () => {
    const pageTypes = ["roomCategory", "service", "spaProcedure", "offer", "restaurant", "page"];
    const singletons = ["siteSettings", "homePage", "aboutPage", "brandPage", "contactsPage"];
    for (const document of dataset.filter((d) => pageTypes.includes(d._type) || singletons.includes(d._id))) {
      expect(document.seo, document._id).toMatchObject({
        title: expect.any(String),
        description: expect.any(String),
      });
    }
  });
});
