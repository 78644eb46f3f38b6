import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testTargets } from "../../platform/testing/databases";
import { expectData, expectError, startTestHotel, type TestHotel } from "../testing/harness";
import { CalendarResponse, RoomTypesResponse, SearchResponse } from "./schemas/rooms";

describe.each(testTargets())("rooms on $name", (target) => {
  let t: TestHotel;
  beforeAll(async () => {
    t = await startTestHotel(target);
  });
  afterAll(async () => {
    await t.dispose();
  });

  const search = (body: unknown) => t.call("POST", "/v1/rooms", { body });

  describe("GET /v1/rooms/types", () => {
    it("lists the six categories in the decided order with their rates and 'from' prices", async () => {
      const { data } = expectData(await t.call("GET", "/v1/rooms/types"), 200, RoomTypesResponse);
      expect(data.room_types.map((type) => [type.id, type.title, type.base_price, type.capacity])).toEqual([
        [1, "Делюкс", 14000, 2],
        [2, "Семейный делюкс", 15000, 3],
        [3, "Супериор", 20000, 3],
        [4, "Люкс", 27000, 3],
        [5, "Представительский люкс", 32000, 3],
        [6, "Villa", 34000, 3],
      ]);
      expect(data.room_types.reduce((sum, type) => sum + type.total_rooms, 0)).toBe(44);
      const deluxe = data.room_types[0];
      expect(deluxe?.rates.map((rate) => [rate.id, rate.title, rate.price, rate.refundable])).toEqual([
        [1, "Невозвратный, с завтраком", 14000, false],
        [2, "Оптимальный, с завтраком", 16100, true],
      ]);
      expect(deluxe?.rates[1]?.free_cancellation_hours).toBe(48);
      expect(deluxe?.amenity_pages.map((page) => page.title)).toEqual([
        "Номер",
        "Ванная",
        "Забыли что-нибудь?",
      ]);
      expect(deluxe?.image_urls.length).toBeGreaterThan(0);
    });

    it("needs the API key", async () => {
      expectError(await t.call("GET", "/v1/rooms/types", { key: "none" }), 401, "UNAUTHORIZED");
      expectError(await t.call("GET", "/v1/rooms/types", { key: { value: "wrong" } }), 401, "UNAUTHORIZED");
    });
  });

  describe("GET /v1/rooms/calendar", () => {
    it("starts today at the hotel and gives the lowest nightly price per day", async () => {
      const { data } = expectData(await t.call("GET", "/v1/rooms/calendar"), 200, CalendarResponse);
      expect(data.starts_at).toBe("2026-11-22");
      expect(data.calendar.slice(0, 7)).toEqual([
        { amount: 14000, idx: 0 }, // Sunday 22 Nov
        { amount: 14000, idx: 1 },
        { amount: 14000, idx: 2 },
        { amount: 14000, idx: 3 },
        { amount: 14000, idx: 4 },
        { amount: 16100, idx: 5 }, // Friday night: +15 %
        { amount: 16100, idx: 6 },
      ]);
      expect(data.calendar.length).toBe(395);
    });

    it("leaves out the days a category cannot be sold (the Villa's maintenance in February)", async () => {
      const { data } = expectData(
        await t.call("GET", "/v1/rooms/calendar?starts_at=2027-01-31&days=20&room_type_id=6"),
        200,
        CalendarResponse,
      );
      expect(data.starts_at).toBe("2027-01-31");
      const days = data.calendar.map((entry) => entry.idx);
      expect(days).toEqual([0, 1, 16, 17, 18, 19]);
      expect(data.calendar[0]).toEqual({ amount: 34000, idx: 0 });
    });

    it("answers a window that would run past the last writable day (31.12.9999) with nothing to sell", async () => {
      // Found by the API fuzzer: the window's end was computed past year 9999 and the query failed (500).
      for (const startsAt of ["9999-12-31", "9999-06-01"]) {
        const { data } = expectData(
          await t.call("GET", `/v1/rooms/calendar?starts_at=${startsAt}`),
          200,
          CalendarResponse,
        );
        expect(data.starts_at).toBe(startsAt);
        expect(data.calendar).toEqual([]);
      }
    });

    it("refuses a bad query and an unknown room type", async () => {
      expectError(await t.call("GET", "/v1/rooms/calendar?starts_at=2027-02-30"), 400, "VALIDATION_ERROR");
      expectError(await t.call("GET", "/v1/rooms/calendar?days=0"), 400, "VALIDATION_ERROR");
      expectError(await t.call("GET", "/v1/rooms/calendar?room_type_id=9"), 404, "ROOM_TYPE_NOT_FOUND");
    });
  });

  describe("POST /v1/rooms", () => {
    it("answers each requested room with the types that fit, priced for the whole stay, and what is left", async () => {
      const { data } = expectData(
        await search({
          check_in_date: "2026-12-01",
          check_out_date: "2026-12-03",
          layout: [
            { adults: 2, children: 0 },
            { adults: 3, children: 0 },
          ],
        }),
        200,
        SearchResponse,
      );
      expect(data.nights).toBe(2);
      expect(data.choices.map((choice) => choice.idx)).toEqual([0, 1]);
      const [couple, three] = data.choices;
      expect(couple?.room_types.map((type) => type.id)).toEqual([1, 2, 3, 4, 5, 6]);
      const deluxe = couple?.room_types[0];
      expect(deluxe?.available_rooms).toBe(30);
      expect(deluxe?.base_price).toBe(14000);
      expect(deluxe?.rates.map((rate) => [rate.id, rate.price])).toEqual([
        [1, 28000],
        [2, 32200],
      ]);
      expect(deluxe?.rates[1]?.nightly).toEqual([
        { date: "2026-12-01", amount: 16100 },
        { date: "2026-12-02", amount: 16100 },
      ]);
      // Free until 48 hours before 14:00 on arrival, Kaliningrad time (UTC+2).
      expect(deluxe?.rates[1]?.free_cancellation_until).toBe("2026-11-29T12:00:00.000Z");
      expect(deluxe?.rates[0]?.free_cancellation_until).toBeNull();
      // Делюкс has 2 places: three adults get the five others.
      expect(three?.room_types.map((type) => type.id)).toEqual([2, 3, 4, 5, 6]);
    });

    it("marks a layout that fits only with a child under 7 without a separate bed", async () => {
      const { data } = expectData(
        await search({
          check_in_date: "2026-12-01",
          check_out_date: "2026-12-02",
          layout: [{ adults: 2, children: 1 }],
        }),
        200,
        SearchResponse,
      );
      const types = data.choices[0]?.room_types ?? [];
      expect(types.find((type) => type.id === 1)?.child_without_bed).toBe(true);
      expect(types.find((type) => type.id === 2)?.child_without_bed).toBe(false);
    });

    it("refuses guests who fit no room, suggesting another room", async () => {
      const error = expectError(
        await search({
          check_in_date: "2026-12-01",
          check_out_date: "2026-12-02",
          layout: [
            { adults: 2, children: 0 },
            { adults: 4, children: 0 },
          ],
        }),
        422,
        "OCCUPANCY_EXCEEDED",
      );
      expect(error.message).toBe(
        "В номере 2 слишком много гостей: в номере до 3 мест и ещё один ребёнок до 7 лет без отдельного места. Добавьте номер, чтобы разместить всех.",
      );
      expect(error.details).toMatchObject({ room_index: 1 });
    });

    it("leaves out a category closed on a night of the stay", async () => {
      const { data } = expectData(
        await search({
          check_in_date: "2027-02-01",
          check_out_date: "2027-02-03",
          layout: [{ adults: 2, children: 0 }],
        }),
        200,
        SearchResponse,
      );
      expect(data.choices[0]?.room_types.map((type) => type.id)).toEqual([1, 2, 3, 4, 5]);
    });

    it("offers only rates whose minimum stay the stay meets (3 nights from 30 December)", async () => {
      const short = expectData(
        await search({
          check_in_date: "2026-12-30",
          check_out_date: "2027-01-01",
          layout: [{ adults: 2, children: 0 }],
        }),
        200,
        SearchResponse,
      );
      expect(short.data.choices[0]?.room_types).toEqual([]);
      const long = expectData(
        await search({
          check_in_date: "2026-12-30",
          check_out_date: "2027-01-02",
          layout: [{ adults: 2, children: 0 }],
        }),
        200,
        SearchResponse,
      );
      // New Year: 150 % of 14 000 each night (Wed, Thu, Fri +15 %).
      expect(long.data.choices[0]?.room_types[0]?.rates[0]?.price).toBe(21000 + 21000 + 24200);
    });

    it.each([
      [
        "a past arrival",
        { check_in_date: "2026-11-21", check_out_date: "2026-11-23" },
        422,
        "ARRIVAL_IN_PAST",
      ],
      [
        "departure on the arrival day",
        { check_in_date: "2026-12-01", check_out_date: "2026-12-01" },
        400,
        "VALIDATION_ERROR",
      ],
      [
        "departure before arrival",
        { check_in_date: "2026-12-05", check_out_date: "2026-12-01" },
        400,
        "VALIDATION_ERROR",
      ],
      [
        "an impossible date",
        { check_in_date: "2026-02-30", check_out_date: "2026-03-02" },
        400,
        "VALIDATION_ERROR",
      ],
      [
        "a URL-style date",
        { check_in_date: "01.12.2026", check_out_date: "03.12.2026" },
        400,
        "VALIDATION_ERROR",
      ],
      [
        "more than 30 nights",
        { check_in_date: "2026-12-01", check_out_date: "2027-01-05" },
        422,
        "STAY_TOO_LONG",
      ],
    ])("refuses %s", async (_name, dates, status, code) => {
      expectError(await search({ ...dates, layout: [{ adults: 2, children: 0 }] }), status, code);
    });

    it.each([
      ["6 rooms", { layout: Array.from({ length: 6 }, () => ({ adults: 1, children: 0 })) }, "layout"],
      ["11 adults", { layout: [{ adults: 11, children: 0 }] }, "layout.0.adults"],
      ["no adult", { layout: [{ adults: 0, children: 1 }] }, "layout.0.adults"],
      ["11 children", { layout: [{ adults: 1, children: 11 }] }, "layout.0.children"],
      ["no rooms", { layout: [] }, "layout"],
      ["a string count", { layout: [{ adults: "2", children: 0 }] }, "layout.0.adults"],
      ["a fractional count", { layout: [{ adults: 1.5, children: 0 }] }, "layout.0.adults"],
      ["no layout", { layout: undefined }, "layout"],
    ])("refuses %s with a validation error naming the field", async (_name, override, path) => {
      const error = expectError(
        await search({ check_in_date: "2026-12-01", check_out_date: "2026-12-02", ...override }),
        400,
        "VALIDATION_ERROR",
      );
      expect(error.details).toMatchObject({ issues: [expect.objectContaining({ path: `json.${path}` })] });
    });

    it("refuses a body that is not JSON, and one that is too large", async () => {
      expectError(await t.call("POST", "/v1/rooms", { raw: "{not json" }), 400, "VALIDATION_ERROR");
      const huge = {
        check_in_date: "2026-12-01",
        check_out_date: "2026-12-02",
        layout: [],
        padding: "x".repeat(20_000),
      };
      expectError(await search(huge), 413, "PAYLOAD_TOO_LARGE");
    });
  });

  it("answers unknown paths with the error envelope", async () => {
    expectError(await t.call("GET", "/v1/nothing-here"), 404, "NOT_FOUND");
  });
});
