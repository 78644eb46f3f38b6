/**
 * The channel manager's restrictions of the «Цены и наличие» grid as the engine keeps them: rooms
 * on sale per category and day (never oversold by holds), closed to arrival, closed to departure
 * and maximum stay per rate and day — respected by the search, the calendar and holds, refused
 * with a Russian message and a code when the input is bad, and undone with the change.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testTargets } from "../../platform/testing/databases";
import {
  asManager,
  bookingBody,
  expectData,
  expectError,
  startTestHotel,
  type TestHotel,
} from "../testing/harness";
import {
  PriceGridResponse,
  PricePreviewResponse,
  PriceSaveResponse,
  PriceUndoResponse,
} from "./schemas/admin-prices";
import { ReservationResponse } from "./schemas/reservations";
import { CalendarResponse, SearchResponse } from "./schemas/rooms";

describe.each(testTargets())("grid restrictions on $name", (target) => {
  let t: TestHotel;
  beforeAll(async () => {
    t = await startTestHotel(target);
  });
  afterAll(async () => {
    await t.dispose();
  });

  const admin = asManager(() => t, { id: "g-olga", name: "Ольга Смирнова" });
  const save = async (changes: unknown[]) =>
    expectData(await admin("POST", "/v1/admin/prices/changes", { changes }), 200, PriceSaveResponse).data;
  const grid = async (from: string, to: string) =>
    expectData(await admin("GET", `/v1/admin/price-grid?from=${from}&to=${to}`), 200, PriceGridResponse).data;
  const offer = async (roomTypeId: number, arrival: string, departure: string) => {
    const { data } = expectData(
      await t.call("POST", "/v1/rooms", {
        body: { check_in_date: arrival, check_out_date: departure, layout: [{ adults: 1, children: 0 }] },
      }),
      200,
      SearchResponse,
    );
    return data.choices[0]?.room_types.find((type) => type.id === roomTypeId);
  };
  const book = (roomTypeId: number, arrival: string, departure: string, rateId = 2) =>
    t.call("POST", "/v1/reservation", {
      body: bookingBody({
        check_in_date: arrival,
        check_out_date: departure,
        choices: [{ adults: 2, children: 0, room_type_id: roomTypeId, rate_id: rateId }],
      }),
    });

  it("keeps a category's rooms on sale: the grid shows them, holds never go past them, undo restores", async () => {
    const before = await grid("2027-01-10", "2027-01-11");
    const luxe = before.inventory.find((row) => row.room_type_id === 4 && row.date === "2027-01-10");
    // Existing data: every room of the category is on sale.
    expect(luxe).toMatchObject({ total: 2, on_sale: 2, free: 2 });

    const preview = expectData(
      await admin("POST", "/v1/admin/prices/preview", {
        changes: [{ from: "2027-01-10", to: "2027-01-11", room_type_ids: [4], on_sale: 1 }],
      }),
      200,
      PricePreviewResponse,
    );
    expect(preview.data.on_sale).toEqual([
      { room_type_id: 4, date: "2027-01-10", before: null, after: 1 },
      { room_type_id: 4, date: "2027-01-11", before: null, after: 1 },
    ]);
    const saved = await save([{ from: "2027-01-10", to: "2027-01-11", room_type_ids: [4], on_sale: 1 }]);
    expect(saved.updated).toBe(2);
    expect(saved.previous_on_sale).toContainEqual({ room_type_id: 4, date: "2027-01-10", on_sale: null });
    expect(
      (await grid("2027-01-10", "2027-01-10")).inventory.find((row) => row.room_type_id === 4),
    ).toMatchObject({ total: 2, on_sale: 1, free: 1 });
    expect((await offer(4, "2027-01-10", "2027-01-12"))?.available_rooms).toBe(1);

    expectData(await book(4, "2027-01-10", "2027-01-12"), 201, ReservationResponse);
    // The second physical room is not on sale: no hold takes it, the search no longer offers it.
    expectError(await book(4, "2027-01-11", "2027-01-12"), 409, "SOLD_OUT");
    expect(await offer(4, "2027-01-10", "2027-01-11")).toBeUndefined();
    // Fewer on sale than already held: refused, nothing stored.
    const below = expectError(
      await admin("POST", "/v1/admin/prices/changes", {
        changes: [{ from: "2027-01-10", to: "2027-01-10", room_type_ids: [4], on_sale: 0 }],
      }),
      409,
      "ON_SALE_BELOW_TAKEN",
    );
    expect(below.message).toContain("уже занято 1 номер");
    // More than the category has, or not a whole number: refused with a code.
    const over = expectError(
      await admin("POST", "/v1/admin/prices/changes", {
        changes: [{ from: "2027-01-10", to: "2027-01-10", room_type_ids: [4], on_sale: 3 }],
      }),
      422,
      "PRICE_RANGE_INVALID",
    );
    expect(over.message).toContain("от 0 до 2");
    expectError(
      await admin("POST", "/v1/admin/prices/changes", {
        changes: [{ from: "2027-01-10", to: "2027-01-10", room_type_ids: [4], on_sale: -1 }],
      }),
      400,
      "VALIDATION_ERROR",
    );
    expectError(
      await admin("POST", "/v1/admin/prices/changes", {
        changes: [{ from: "2027-01-10", to: "2027-01-10", room_type_ids: [4], on_sale: "много" }],
      }),
      400,
      "VALIDATION_ERROR",
    );

    // Closing the rest of a day (on sale = what is held) is allowed, and undone with the change.
    const closed = await save([{ from: "2027-01-12", to: "2027-01-12", room_type_ids: [4], on_sale: 0 }]);
    expect(await offer(4, "2027-01-12", "2027-01-13")).toBeUndefined();
    expectData(
      await admin("POST", "/v1/admin/prices/undo", { action_id: closed.action_id }),
      200,
      PriceUndoResponse,
    );
    expect((await offer(4, "2027-01-12", "2027-01-13"))?.available_rooms).toBe(2);
  });

  it("does not offer a stay arriving on a day closed to arrival, and refuses its hold", async () => {
    await save([{ from: "2027-01-15", to: "2027-01-15", room_type_ids: [1], closed_arrival: true }]);
    expect(await offer(1, "2027-01-15", "2027-01-17")).toBeUndefined();
    // The night itself is still sold to a stay arriving before it.
    expect(await offer(1, "2027-01-14", "2027-01-16")).toBeDefined();
    const error = expectError(await book(1, "2027-01-15", "2027-01-17"), 422, "CLOSED_TO_ARRIVAL");
    expect(error.message).toBe("В эту дату заезд по этому тарифу закрыт");
    // Per rate: closed for one rate, the other is still offered.
    await save([
      { from: "2027-01-16", to: "2027-01-16", room_type_ids: [1], rate_ids: [1], closed_arrival: true },
    ]);
    expect((await offer(1, "2027-01-16", "2027-01-17"))?.rates.map((rate) => rate.id)).toEqual([2]);
    const days = (await grid("2027-01-15", "2027-01-16")).cells.filter((cell) => cell.room_type_id === 1);
    expect(days.map((cell) => [cell.rate_id, cell.date, cell.closed_arrival])).toEqual([
      [1, "2027-01-15", true],
      [1, "2027-01-16", true],
      [2, "2027-01-15", true],
      [2, "2027-01-16", false],
    ]);
  });

  it("does not offer a stay departing on a day closed to departure, and refuses its hold", async () => {
    await save([{ from: "2027-01-20", to: "2027-01-20", room_type_ids: [1], closed_departure: true }]);
    expect(await offer(1, "2027-01-18", "2027-01-20")).toBeUndefined();
    expect(await offer(1, "2027-01-18", "2027-01-21")).toBeDefined();
    // Arriving that day is still fine.
    expect(await offer(1, "2027-01-20", "2027-01-21")).toBeDefined();
    const error = expectError(await book(1, "2027-01-18", "2027-01-20"), 422, "CLOSED_TO_DEPARTURE");
    expect(error.message).toBe("В эту дату выезд по этому тарифу закрыт");
  });

  it("does not offer a stay longer than the arrival day's maximum, and refuses its hold", async () => {
    await save([{ from: "2027-01-25", to: "2027-01-25", room_type_ids: [1], max_stay: 2 }]);
    expect(await offer(1, "2027-01-25", "2027-01-28")).toBeUndefined();
    expect(await offer(1, "2027-01-25", "2027-01-27")).toBeDefined();
    const error = expectError(await book(1, "2027-01-25", "2027-01-28"), 422, "MAX_STAY");
    expect(error.message).toBe("При заезде в эту дату максимальный срок проживания — 2 ночи");
    // null lifts the limit.
    await save([{ from: "2027-01-25", to: "2027-01-25", room_type_ids: [1], max_stay: null }]);
    expect(await offer(1, "2027-01-25", "2027-01-28")).toBeDefined();
  });

  it("shows the restrictions in the calendar the site's date picker reads", async () => {
    await save([
      { from: "2027-02-01", to: "2027-02-01", closed_arrival: true },
      { from: "2027-02-03", to: "2027-02-03", closed_departure: true },
      { from: "2027-02-05", to: "2027-02-05", max_stay: 3 },
    ]);
    const { data } = expectData(
      await t.call("GET", "/v1/rooms/calendar?starts_at=2027-02-01&days=6"),
      200,
      CalendarResponse,
    );
    const day = (idx: number) => data.calendar.find((entry) => entry.idx === idx);
    expect(day(0)?.closed_arrival).toBe(true);
    expect(day(2)?.closed_departure).toBe(true);
    expect(day(4)?.max_stay).toBe(3);
    expect(day(1)).not.toHaveProperty("closed_arrival");
    expect(day(1)).not.toHaveProperty("max_stay");
  });

  it("keeps a change log whose lines say who, which category and which rate", async () => {
    const { history } = await grid("2027-01-10", "2027-01-10");
    expect(history[0]).toMatchObject({
      manager_name: "Ольга Смирнова",
      undo: false,
      room_types: [],
      rates: [],
    });
    const perRate = history.find((entry) => entry.summary.includes("2027-01-16…2027-01-16"));
    expect(perRate).toMatchObject({
      manager_name: "Ольга Смирнова",
      room_types: ["Делюкс"],
      rates: ["Невозвратный, с завтраком"],
    });
    const undo = history.find((entry) => entry.undo);
    expect(undo).toMatchObject({ room_types: ["Люкс"], rates: ["—"] });
  });

  it("refuses bad restrictions with a Russian message and a code", async () => {
    const cases: [unknown, number, string, string][] = [
      [{ from: "2027-03-01", to: "2027-03-01", max_stay: 0 }, 400, "VALIDATION_ERROR", "от 1 до 30"],
      [{ from: "2027-03-01", to: "2027-03-01", max_stay: 31 }, 400, "VALIDATION_ERROR", "от 1 до 30"],
      [{ from: "2027-03-01", to: "2027-03-01", closed_arrival: "да" }, 400, "VALIDATION_ERROR", ""],
      [
        { from: "2027-03-01", to: "2027-03-01", min_stay: 3, max_stay: 2 },
        422,
        "PRICE_RANGE_INVALID",
        "Максимальный срок меньше минимального",
      ],
      [{ from: "2027-03-02", to: "2027-03-02", room_type_ids: [1], min_stay: 4 }, 200, "", ""],
      [
        { from: "2027-03-02", to: "2027-03-02", room_type_ids: [1], max_stay: 3 },
        422,
        "PRICE_RANGE_INVALID",
        "Максимальный срок (3) меньше минимального (4)",
      ],
    ];
    for (const [change, status, code, message] of cases) {
      const result = await admin("POST", "/v1/admin/prices/changes", { changes: [change] });
      if (status === 200) {
        expect(result.status, result.text).toBe(200);
        continue;
      }
      const error = expectError(result, status, code);
      expect(JSON.stringify(error)).toContain(message);
    }
  });
});
