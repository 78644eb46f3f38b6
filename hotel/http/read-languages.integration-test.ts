/**
 * The read API in the guest's language (docs/languages.md#the-read-api): `?lang=` wins,
 * Accept-Language is negotiated by quality, Russian is the default and stays as it was; an English
 * answer has no Russian letter in what a guest reads, and an English text that is not set falls
 * back to the Russian; the cache of search answers never hands one language's answer to the other;
 * an unknown `lang` is the API's 400.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "../../rules";
import { testTargets } from "../../platform/testing/databases";
import {
  bookingBody,
  expectData,
  expectError,
  guestProof,
  heldBooking,
  paidByCard,
  startTestHotel,
  type CallResult,
  type TestHotel,
} from "../testing/harness";
import { ExtrasResponse } from "./schemas/extras";
import { CancelResponse, ChangeResponse, HistoryResponse, LookupResponse } from "./schemas/manage";
import { PaymentVariantsResponse } from "./schemas/payments";
import { ReservationResponse, ReservationSummaryResponse } from "./schemas/reservations";
import { RoomTypesResponse, SearchResponse } from "./schemas/rooms";

const CYRILLIC = /[\u0400-\u04FF]/;

interface GuestTextsOf {
  title: string;
  short_desc: string;
  amenity_tags: string[];
  amenity_pages: { title: string; amenities: { title: string }[] }[];
  rates: { title: string; description: string; included_services: { title: string }[] }[];
}

/** Every string a guest reads in a search's or the types list's room types (not ids, links or codes). */
function guestTexts(types: readonly GuestTextsOf[]) {
  return types.flatMap((type) => [
    type.title,
    type.short_desc,
    ...type.amenity_tags,
    ...type.amenity_pages.flatMap((page) => [page.title, ...page.amenities.map((amenity) => amenity.title)]),
    ...type.rates.flatMap((rate) => [
      rate.title,
      rate.description,
      ...rate.included_services.map((service) => service.title),
    ]),
  ]);
}

function russianIn(texts: readonly string[]): string[] {
  return texts.filter((text) => CYRILLIC.test(text));
}

const STAY = {
  check_in_date: "2026-12-07",
  check_out_date: "2026-12-09",
  layout: [{ adults: 2, children: 0 }],
};

describe.each(testTargets())("the read API's language on $name", (target) => {
  let t: TestHotel;
  beforeAll(async () => {
    t = await startTestHotel(target);
  });
  afterAll(() => t.dispose());

  const search = (query = "", headers: Record<string, string> = {}, body: object = STAY) =>
    t.call("POST", `/v1/rooms${query}`, { body, headers });
  const offers = (result: CallResult) =>
    expectData(result, 200, SearchResponse).data.choices.flatMap((choice) => choice.room_types);
  const language = (result: CallResult) => ({
    contentLanguage: result.headers.get("content-language"),
    vary: result.headers.get("vary"),
  });

  it("answers a search in English with no Russian letter in a guest's text, and says so", async () => {
    const answer = await search("?lang=en");
    expect(language(answer)).toEqual({ contentLanguage: "en", vary: "Accept-Language" });
    const types = offers(answer);
    expect(types.map((type) => type.title)).toEqual([
      "Deluxe",
      "Family Deluxe",
      "Superior",
      "Suite",
      "Executive Suite",
      "Villa",
    ]);
    expect(russianIn(guestTexts(types))).toEqual([]);
    const flexible = types[0]?.rates.find((rate) => rate.id === 2);
    expect(flexible).toMatchObject({
      title: "Flexible, breakfast included",
      description:
        "Free cancellation up to 48 hours before check-in (until 14:00 hotel time); later, no refund.",
      free_cancellation_hours: 48,
    });
    expect(flexible?.included_services.at(-1)?.title).toBe(
      "Free cancellation up to 48 hours before check-in",
    );
    // Pictures, icons and prices are the same in both languages.
    const russian = offers(await search());
    expect(
      types.map((type) => [type.image_urls, type.base_price, type.rates.map((rate) => rate.price)]),
    ).toEqual(
      russian.map((type) => [type.image_urls, type.base_price, type.rates.map((rate) => rate.price)]),
    );
    expect(types.map((type) => type.amenity_pages.map((page) => page.image_url))).toEqual(
      russian.map((type) => type.amenity_pages.map((page) => page.image_url)),
    );
  });

  it("answers the types list, the extras and the ways to pay in English", async () => {
    const types = await t.call("GET", "/v1/rooms/types?lang=en");
    expect(language(types)).toEqual({ contentLanguage: "en", vary: "Accept-Language" });
    expect(russianIn(guestTexts(expectData(types, 200, RoomTypesResponse).data.room_types))).toEqual([]);

    const extras = expectData(await t.call("GET", "/v1/extras?lang=en"), 200, ExtrasResponse).data.extras;
    expect(russianIn(extras.map((extra) => extra.title))).toEqual([]);
    expect(extras.find((extra) => extra.code === "transfer-to")?.title).toBe("Airport transfer to the hotel");

    const variants = await t.call("GET", "/v1/payment/variants?lang=en");
    expect(language(variants).contentLanguage).toBe("en");
    const [card] = expectData(variants, 200, PaymentVariantsResponse).data.payment_variants;
    expect(card).toMatchObject({ name: "Bank card", short_description: "Visa, Mastercard, Mir" });
    expect(russianIn([card?.name ?? "", card?.short_description ?? "", card?.description ?? ""])).toEqual([]);
  });

  it("answers in Russian as before: by default, with lang=ru, and for a language it does not speak", async () => {
    const plain = await search();
    expect(language(plain)).toEqual({ contentLanguage: "ru", vary: "Accept-Language" });
    const types = offers(plain);
    expect(types[0]).toMatchObject({
      title: "Делюкс",
      amenity_tags: ["Кровать super-king", "Вид на сосны", "Можно с собакой до 5 кг"],
    });
    expect(types[0]?.rates[0]?.description).toBe(
      "Лучшая цена. Оплата при бронировании; при отмене или изменении брони деньги не возвращаются.",
    );
    expect((await search("?lang=ru")).text).toBe(plain.text);
    expect((await search("", { "accept-language": "de" })).text).toBe(plain.text);

    const variants = expectData(
      await t.call("GET", "/v1/payment/variants"),
      200,
      PaymentVariantsResponse,
    ).data;
    expect(variants.payment_variants[0]).toMatchObject({
      name: "Банковская карта",
      short_description: "Visa, Mastercard, «Мир»",
      description:
        "Оплата картой на защищённой странице платёжного сервиса. Данные карты не передаются отелю. После оплаты вы вернётесь на сайт, а подтверждение придёт на e-mail.",
    });
  });

  it("negotiates Accept-Language by quality, and lets lang win over it", async () => {
    const asked = async (headers: Record<string, string>, query = "") => {
      const answer = await t.call("GET", `/v1/rooms/types${query}`, { headers });
      return [
        answer.headers.get("content-language"),
        expectData(answer, 200, RoomTypesResponse).data.room_types[0]?.title,
      ];
    };
    expect(await asked({ "accept-language": "en-GB,en;q=0.9" })).toEqual(["en", "Deluxe"]);
    expect(await asked({ "accept-language": "de" })).toEqual(["ru", "Делюкс"]);
    expect(await asked({ "accept-language": "ru;q=0.1,en;q=0.5" })).toEqual(["en", "Deluxe"]);
    expect(await asked({ "accept-language": "ru-RU,ru;q=0.9,en;q=0.8" })).toEqual(["ru", "Делюкс"]);
    expect(await asked({ "accept-language": "en-GB,en;q=0.9" }, "?lang=ru")).toEqual(["ru", "Делюкс"]);
    expect(await asked({ "accept-language": "ru" }, "?lang=en")).toEqual(["en", "Deluxe"]);
    expect(await asked({})).toEqual(["ru", "Делюкс"]);
  });

  it("refuses an unknown lang with the API's 400, on every route that takes one", async () => {
    const booking = await heldBooking(t, { check_in_date: "2026-12-20", check_out_date: "2026-12-21" });
    const proof = await guestProof(t, booking.reservation_id);
    const refused = [
      await t.call("GET", "/v1/rooms/types?lang=de"),
      await search("?lang=EN"),
      await search("?lang="),
      await t.call("GET", "/v1/extras?lang=fr", { headers: { "accept-language": "en" } }),
      await t.call("GET", "/v1/payment/variants?lang=ru-RU"),
      await t.call("GET", `/v1/reservation/${booking.reservation_id}?lang=xx`, { headers: proof }),
      await t.call("GET", `/v1/reservation/${booking.reservation_id}/history?lang=xx`, { headers: proof }),
      await t.call("GET", `/v1/reservation/${booking.reservation_id}/summary?lang=xx`, { headers: proof }),
    ];
    for (const answer of refused) {
      const error = expectError(answer, 400, "VALIDATION_ERROR");
      expect(error.details).toMatchObject({ issues: [{ path: "query.lang" }] });
      expect(answer.headers.get("content-language")).toBeNull();
    }
    // A booking asked for in an unknown language is not made.
    const before = await t.count("reservations");
    expectError(
      await t.call("POST", "/v1/reservation?lang=de", {
        body: bookingBody({ check_in_date: "2026-12-22", check_out_date: "2026-12-23" }),
      }),
      400,
      "VALIDATION_ERROR",
    );
    expect(await t.count("reservations")).toBe(before);
  });

  it("keeps a search answer per language in its cache: Russian, then English, then Russian again", async () => {
    const stay = { ...STAY, check_in_date: "2027-01-11", check_out_date: "2027-01-13" };
    const loads = t.hotel.engine.sellable.stats.loads;
    const served = t.hotel.engine.sellable.stats.served;
    const first = await search("", {}, stay);
    const english = await search("?lang=en", {}, stay);
    const again = await search("", {}, stay);
    const englishAgain = await search("", { "accept-language": "en" }, stay);
    // All four from the same copy of the inventory, none from the database.
    expect(t.hotel.engine.sellable.stats.served - served).toBe(4);
    expect(t.hotel.engine.sellable.stats.loads - loads).toBeLessThanOrEqual(1);
    expect(english.text).not.toBe(first.text);
    expect(offers(first)[0]?.title).toBe("Делюкс");
    expect(offers(english)[0]?.title).toBe("Deluxe");
    expect(russianIn(guestTexts(offers(english)))).toEqual([]);
    expect(again.text).toBe(first.text);
    expect(again.headers.get("content-language")).toBe("ru");
    expect(englishAgain.text).toBe(english.text);
    expect(englishAgain.headers.get("content-language")).toBe("en");
    // And the other way round on a fresh stay: English asked first.
    const other = { ...STAY, check_in_date: "2027-01-18", check_out_date: "2027-01-19" };
    const englishFirst = await search("?lang=en", {}, other);
    const russianAfter = await search("", {}, other);
    expect(offers(englishFirst)[0]?.title).toBe("Deluxe");
    expect(offers(russianAfter)[0]?.title).toBe("Делюкс");
    expect(russianIn(guestTexts(offers(russianAfter))).length).toBeGreaterThan(0);
  });

  it("shows a booking's rooms, rates and extras by their English names in English, and in Russian otherwise", async () => {
    const created = await t.call("POST", "/v1/reservation?lang=en", {
      body: bookingBody({
        check_in_date: "2027-02-01",
        check_out_date: "2027-02-03",
        language: "en",
        choices: [{ adults: 2, children: 0, room_type_id: 1, rate_id: 2 }],
        extras: [{ code: "back-body", quantity: 1 }],
        transfer: { type: "to" },
      }),
    });
    expect(created.headers.get("content-language")).toBe("en");
    const booking = expectData(created, 201, ReservationResponse).data;
    const names = (reservation: typeof booking) => [
      ...reservation.rooms.flatMap((room) => [room.room_type_title, room.rate_title]),
      ...reservation.extras.map((extra) => extra.title),
    ];
    expect(names(booking)).toEqual(["Deluxe", "Flexible, breakfast included", "Back massage"]);
    await paidByCard(t, booking.reservation_id);

    const lookup = (query: string) =>
      t.call("POST", `/v1/reservation/lookup${query}`, {
        body: { reference: booking.reference, contact: "Anna.Ivanova@example.ru" },
      });
    const english = expectData(await lookup("?lang=en"), 200, LookupResponse).data;
    expect(names(english.reservation)).toEqual(["Deluxe", "Flexible, breakfast included", "Back massage"]);
    const russian = expectData(await lookup(""), 200, LookupResponse).data;
    expect(names(russian.reservation)).toEqual(["Делюкс", "Оптимальный, с завтраком", "Массаж спины"]);
    const token = { "x-manage-token": english.manage_token };
    const id = booking.reservation_id;

    const shown = await t.call("GET", `/v1/reservation/${id}`, {
      headers: { ...token, "accept-language": "en-GB,en;q=0.9" },
    });
    expect(names(expectData(shown, 200, ReservationResponse).data)).toEqual([
      "Deluxe",
      "Flexible, breakfast included",
      "Back massage",
    ]);
    const summary = expectData(
      await t.call("GET", `/v1/reservation/${id}/summary?lang=en`, { headers: token }),
      200,
      ReservationSummaryResponse,
    ).data;
    expect(summary.rooms[0]?.room_type_title).toBe("Deluxe");
    expect(summary.extras[0]?.title).toBe("Back massage");

    const quote = expectData(
      await t.call("POST", `/v1/reservation/${id}/change/quote?lang=en`, {
        headers: token,
        body: { choices: [{ adults: 2, children: 0, room_type_id: 3, rate_id: 2 }] },
      }),
      200,
      ChangeResponse,
    ).data;
    expect(quote.rooms[0]).toMatchObject({
      room_type_title: "Superior",
      rate_title: "Flexible, breakfast included",
    });
    expect(quote.extras[0]?.title).toBe("Back massage");

    const canceled = expectData(
      await t.call("POST", `/v1/reservation/${id}/cancel?lang=en`, { headers: token, body: {} }),
      200,
      CancelResponse,
    ).data;
    expect(names(canceled.reservation)).toEqual(["Deluxe", "Flexible, breakfast included", "Back massage"]);

    // Its history: the Russian notes as written, and English ones without a Russian letter.
    const history = async (query: string) =>
      expectData(
        await t.call("GET", `/v1/reservation/${id}/history${query}`, { headers: token }),
        200,
        HistoryResponse,
      ).data.history;
    const inEnglish = await history("?lang=en");
    const inRussian = await history("");
    expect(inEnglish.map((event) => event.type)).toEqual(inRussian.map((event) => event.type));
    expect(russianIn(inEnglish.map((event) => event.note))).toEqual([]);
    expect(inEnglish.map((event) => event.note)).toContain(
      `Paid ${formatMoney(booking.amounts.total, "en")}`,
    );
    expect(inRussian[0]?.note).toBe("Номера удерживаются до оплаты, 20 мин");
    expect(inEnglish.at(-1)?.note).toMatch(/^The booking was cancelled; ₽[\d,]+ is to be refunded$/);
  });

  it("replays an Idempotency-Key in the language it was asked in, and refuses it in another", async () => {
    const body = bookingBody({ check_in_date: "2027-04-05", check_out_date: "2027-04-06", language: "en" });
    const headers = { "idempotency-key": "lang-key-1" };
    const first = await t.call("POST", "/v1/reservation?lang=en", { body, headers });
    expect(first.status).toBe(201);
    const replay = await t.call("POST", "/v1/reservation?lang=en", { body, headers });
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.headers.get("content-language")).toBe("en");
    expect(replay.text).toBe(first.text);
    expectError(await t.call("POST", "/v1/reservation", { body, headers }), 422, "IDEMPOTENCY_KEY_REUSED");
    // The default asked for by name or not is one request, as before languages existed.
    const russianBody = bookingBody({ check_in_date: "2027-04-07", check_out_date: "2027-04-08" });
    const russianHeaders = { "idempotency-key": "lang-key-2" };
    const russian = await t.call("POST", "/v1/reservation", { body: russianBody, headers: russianHeaders });
    expect(russian.status).toBe(201);
    const named = await t.call("POST", "/v1/reservation?lang=ru", {
      body: russianBody,
      headers: russianHeaders,
    });
    expect(named.headers.get("idempotent-replayed")).toBe("true");
    expect(named.headers.get("content-language")).toBe("ru");
    expect(named.text).toBe(russian.text);
  });

  // Last: it takes English texts away.
  it("falls back to the Russian text where an English one is not set", async () => {
    await t.hotel.db.execute(sql`UPDATE hotel.room_types
      SET short_desc_en = NULL, amenity_tags_en = '["Super-king bed"]'::jsonb,
          amenity_pages_en = '[{"title": "Room", "amenities": ["Super-king bed, 2 × 2.1 m"]}]'::jsonb
      WHERE id = 1`);
    await t.hotel.db.execute(
      sql`UPDATE hotel.rate_plans SET title_en = NULL, included_services_en = NULL WHERE id = 2`,
    );
    await t.hotel.db.execute(sql`UPDATE hotel.extras_catalogue SET title_en = '' WHERE code = 'back-body'`);
    t.hotel.engine.catalogue.invalidate();
    const deluxe = offers(
      await search("?lang=en", {}, { ...STAY, check_in_date: "2027-03-01", check_out_date: "2027-03-02" }),
    )[0];
    expect(deluxe?.title).toBe("Deluxe");
    expect(deluxe?.short_desc).toMatch(/^Светлый номер для двоих/);
    expect(deluxe?.amenity_tags).toEqual(["Super-king bed", "Вид на сосны", "Можно с собакой до 5 кг"]);
    expect(deluxe?.amenity_pages.map((page) => page.title)).toEqual(["Room", "Ванная", "Забыли что-нибудь?"]);
    expect(deluxe?.amenity_pages[0]?.amenities.slice(0, 2).map((amenity) => amenity.title)).toEqual([
      "Super-king bed, 2 × 2.1 m",
      "Меню подушек",
    ]);
    const flexible = deluxe?.rates.find((rate) => rate.id === 2);
    expect(flexible?.title).toBe("Оптимальный, с завтраком");
    expect(flexible?.description).toMatch(/^Free cancellation/);
    expect(flexible?.included_services[0]?.title).toBe("Завтрак «шведский стол»");
    // Another type keeps all its English.
    const superior = offers(await search("?lang=en"))[2];
    expect(superior?.short_desc).toMatch(/^A corner room/);

    const extras = expectData(await t.call("GET", "/v1/extras?lang=en"), 200, ExtrasResponse).data.extras;
    expect(extras.find((extra) => extra.code === "back-body")?.title).toBe("Массаж спины");
    expect(extras.find((extra) => extra.code === "foot-massage")?.title).toBe("Foot massage");
  });
});
