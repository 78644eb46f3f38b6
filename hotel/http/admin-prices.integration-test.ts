/**
 * The managers' prices as the Studio's «Цены и наличие» tool uses them: the month's grid, the
 * preview, a save of several changes in one transaction with the values it replaced, the undo of
 * the latest, the rules every change keeps (with a Russian message and a code, nothing stored),
 * and the record of who changed what and when.
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
import { AdminActionsResponse } from "./schemas/admin-bookings";
import {
  AdminRoomTypesResponse,
  PriceGridResponse,
  PricePreviewResponse,
  PriceSaveResponse,
  PriceUndoResponse,
} from "./schemas/admin-prices";
import { PricesResponse } from "./schemas/admin";
import { ReservationResponse } from "./schemas/reservations";
import { CalendarResponse, RoomTypesResponse, SearchResponse } from "./schemas/rooms";

describe.each(testTargets())("managers' prices on $name", (target) => {
  let t: TestHotel;
  beforeAll(async () => {
    t = await startTestHotel(target);
  });
  afterAll(async () => {
    await t.dispose();
  });

  const admin = asManager(() => t, { id: "p-anna", name: "Анна Петрова" });
  const grid = async (from: string, to: string) =>
    expectData(await admin("GET", `/v1/admin/price-grid?from=${from}&to=${to}`), 200, PriceGridResponse).data;
  const cell = (data: Awaited<ReturnType<typeof grid>>, roomTypeId: number, rateId: number, date: string) =>
    data.cells.find(
      (entry) => entry.room_type_id === roomTypeId && entry.rate_id === rateId && entry.date === date,
    );
  const nightsOf = async (roomTypeId: number, arrival: string, departure: string) => {
    const { data } = expectData(
      await t.call("POST", "/v1/rooms", {
        body: { check_in_date: arrival, check_out_date: departure, layout: [{ adults: 1, children: 0 }] },
      }),
      200,
      SearchResponse,
    );
    return data.choices[0]?.room_types.find((type) => type.id === roomTypeId);
  };

  it("is behind the admin key", async () => {
    expectError(
      await t.call("GET", "/v1/admin/price-grid?from=2026-12-01&to=2026-12-31"),
      401,
      "UNAUTHORIZED",
    );
    expectError(
      await t.call("POST", "/v1/admin/prices/changes", {
        body: { changes: [{ from: "2026-12-01", to: "2026-12-01", amount: 1 }] },
      }),
      401,
      "UNAUTHORIZED",
    );
  });

  it("reads a month: every type × rate × night with price, closure, minimum stay and rooms left", async () => {
    const data = await grid("2026-12-01", "2026-12-31");
    expect(data.today).toBe("2026-11-22");
    expect(data.horizon).toBe("2028-05-22");
    expect(data.room_types.map((type) => type.title)).toEqual([
      "Делюкс",
      "Семейный делюкс",
      "Супериор",
      "Люкс",
      "Представительский люкс",
      "Villa",
    ]);
    expect(data.rates.map((rate) => rate.id)).toEqual([1, 2]);
    expect(data.cells).toHaveLength(6 * 2 * 31);
    // December is 100 %: the non-refundable Делюкс from 14 000, its Friday +15 %.
    expect(cell(data, 1, 1, "2026-12-01")).toEqual({
      room_type_id: 1,
      rate_id: 1,
      date: "2026-12-01",
      amount: 14000,
      closed: false,
      min_stay: 1,
      closed_arrival: false,
      closed_departure: false,
      max_stay: null,
    });
    expect(cell(data, 1, 1, "2026-12-04")?.amount).toBe(16100);
    expect(data.inventory.find((row) => row.room_type_id === 4 && row.date === "2026-12-01")).toEqual({
      room_type_id: 4,
      date: "2026-12-01",
      total: 2,
      on_sale: 2,
      free: 2,
    });
    expectError(
      await admin("GET", "/v1/admin/price-grid?from=2026-12-01&to=2027-03-01"),
      422,
      "PRICE_RANGE_INVALID",
    );
    expectError(
      await admin("GET", "/v1/admin/price-grid?from=2028-06-01&to=2028-06-30"),
      422,
      "PRICE_RANGE_INVALID",
    );
  });

  it("previews, saves in one transaction with who and when, and undoes the latest change", async () => {
    const changes = [
      // Close sale of Люкс on 10 December, both rates.
      { from: "2026-12-10", to: "2026-12-10", room_type_ids: [4], closed: true },
      // Делюкс's weekend (Friday and Saturday nights) of 11–12 December at 20 000, non-refundable.
      {
        from: "2026-12-07",
        to: "2026-12-13",
        room_type_ids: [1],
        rate_ids: [1],
        weekdays: [5, 6],
        amount: 20000,
      },
      // Minimum two nights for arrivals on 11 December, every type and rate.
      { from: "2026-12-11", to: "2026-12-11", min_stay: 2 },
    ];
    const before = await grid("2026-12-01", "2026-12-31");
    const preview = expectData(
      await admin("POST", "/v1/admin/prices/preview", { changes }),
      200,
      PricePreviewResponse,
    );
    // 2 (Люкс) + 2 (Делюкс weekend) + 12 (every type and rate on the 11th, the Делюкс one already counted).
    expect(preview.data.count).toBe(2 + 2 + 11);
    expect(preview.data.cells).toContainEqual({
      room_type_id: 1,
      rate_id: 1,
      date: "2026-12-11",
      before: {
        amount: 16100,
        closed: false,
        min_stay: 1,
        closed_arrival: false,
        closed_departure: false,
        max_stay: null,
      },
      after: {
        amount: 20000,
        closed: false,
        min_stay: 2,
        closed_arrival: false,
        closed_departure: false,
        max_stay: null,
      },
    });
    // The preview stored nothing.
    expect((await grid("2026-12-01", "2026-12-31")).cells).toEqual(before.cells);

    const saved = expectData(
      await admin("POST", "/v1/admin/prices/changes", { changes }),
      200,
      PriceSaveResponse,
    );
    expect(saved.data.updated).toBe(15);
    expect(saved.data.previous).toContainEqual({
      room_type_id: 4,
      rate_id: 2,
      date: "2026-12-10",
      amount: 31100,
      closed: false,
      min_stay: 1,
      closed_arrival: false,
      closed_departure: false,
      max_stay: null,
    });
    const after = await grid("2026-12-01", "2026-12-31");
    expect(cell(after, 4, 1, "2026-12-10")?.closed).toBe(true);
    expect(cell(after, 1, 1, "2026-12-12")?.amount).toBe(20000);
    expect(after.last_change).toMatchObject({
      action_id: saved.data.action_id,
      manager_id: "p-anna",
      manager_name: "Анна Петрова",
      undone: false,
    });

    // The guests' side follows at once: Люкс is gone from the search over the 10th, and the
    // calendar of Люкс lists the 10th as closed; the weekend costs the new price.
    expect(await nightsOf(4, "2026-12-09", "2026-12-11")).toBeUndefined();
    const calendar = expectData(
      await t.call("GET", "/v1/rooms/calendar?starts_at=2026-12-09&days=3&room_type_id=4"),
      200,
      CalendarResponse,
    );
    expect(calendar.data.unavailable).toEqual([{ idx: 1, reason: "closed" }]);
    const deluxe = await nightsOf(1, "2026-12-11", "2026-12-13");
    expect(deluxe?.rates.find((rate) => rate.id === 1)?.price).toBe(40000);

    const actions = expectData(
      await admin("GET", "/v1/admin/actions?action=prices"),
      200,
      AdminActionsResponse,
    );
    expect(actions.data.actions[0]).toMatchObject({
      id: saved.data.action_id,
      manager_id: "p-anna",
      manager_name: "Анна Петрова",
      action: "prices.set",
      at: "2026-11-22T09:00:00.000Z",
    });
    expect(actions.data.actions[0]?.summary).toContain("2026-12-10…2026-12-10: продажи закрыты");

    const undone = expectData(
      await admin("POST", "/v1/admin/prices/undo", { action_id: saved.data.action_id }),
      200,
      PriceUndoResponse,
    );
    expect(undone.data.restored).toBe(15);
    const restored = await grid("2026-12-01", "2026-12-31");
    expect(restored.cells).toEqual(before.cells);
    expect(restored.last_change).toMatchObject({ action_id: saved.data.action_id, undone: true });
    // Undone once: a second undo has nothing to undo.
    expectError(
      await admin("POST", "/v1/admin/prices/undo", { action_id: saved.data.action_id }),
      409,
      "UNDO_UNAVAILABLE",
    );
  });

  it("undoes only the latest change, and removes the prices a change created", async () => {
    // Beyond the seeded 18 months: the night had no price.
    const first = expectData(
      await admin("POST", "/v1/admin/prices/changes", {
        changes: [{ from: "2028-06-01", to: "2028-06-01", room_type_ids: [6], rate_ids: [1], amount: 50000 }],
      }),
      200,
      PriceSaveResponse,
    );
    expect(first.data.previous).toEqual([
      {
        room_type_id: 6,
        rate_id: 1,
        date: "2028-06-01",
        amount: null,
        closed: false,
        min_stay: 1,
        closed_arrival: false,
        closed_departure: false,
        max_stay: null,
      },
    ]);
    const second = expectData(
      await admin("POST", "/v1/admin/prices/changes", {
        changes: [{ from: "2027-01-05", to: "2027-01-05", room_type_ids: [6], rate_ids: [1], amount: 40000 }],
      }),
      200,
      PriceSaveResponse,
    );
    expectError(
      await admin("POST", "/v1/admin/prices/undo", { action_id: first.data.action_id }),
      409,
      "UNDO_UNAVAILABLE",
    );
    expectData(
      await admin("POST", "/v1/admin/prices/undo", { action_id: second.data.action_id }),
      200,
      PriceUndoResponse,
    );
    // The first is the latest again only as an undone one's predecessor: still not undoable.
    expectError(
      await admin("POST", "/v1/admin/prices/undo", { action_id: first.data.action_id }),
      409,
      "UNDO_UNAVAILABLE",
    );
    const third = expectData(
      await admin("POST", "/v1/admin/prices/changes", {
        changes: [{ from: "2028-06-02", to: "2028-06-02", room_type_ids: [6], rate_ids: [1], amount: 51000 }],
      }),
      200,
      PriceSaveResponse,
    );
    expectData(
      await admin("POST", "/v1/admin/prices/undo", { action_id: third.data.action_id }),
      200,
      PriceUndoResponse,
    );
    expect(await t.count("nightly_rates", "date = '2028-06-02'")).toBe(0);
    expect(await t.count("nightly_rates", "date = '2028-06-01'")).toBe(1);
  });

  it("refuses bad changes with a Russian message and a code, and stores nothing of the whole save", async () => {
    const rows = await t.count("nightly_rates");
    const actions = await t.count("manager_actions");
    const snapshot = (await grid("2026-12-01", "2026-12-31")).cells;
    const good = { from: "2026-12-01", to: "2026-12-02", amount: 12345 };
    const cases: [unknown, number, string, string][] = [
      [
        { from: "2026-12-01", to: "2026-12-02", amount: 0 },
        400,
        "VALIDATION_ERROR",
        "Цена должна быть больше нуля",
      ],
      [
        { from: "2026-12-01", to: "2026-12-02", amount: -100 },
        400,
        "VALIDATION_ERROR",
        "Цена должна быть больше нуля",
      ],
      [
        { from: "2026-12-01", to: "2026-12-02", amount: 100.5 },
        400,
        "VALIDATION_ERROR",
        "Цена — целое число рублей",
      ],
      [
        { from: "2026-12-01", to: "2026-12-02", min_stay: 0 },
        400,
        "VALIDATION_ERROR",
        "Минимальный срок — от 1 до 30 ночей",
      ],
      [
        { from: "2026-11-20", to: "2026-12-02", amount: 15000 },
        422,
        "PRICE_IN_PAST",
        "Нельзя менять цены и продажи прошедших дней",
      ],
      [
        { from: "2026-12-01", to: "2028-12-02", amount: 15000 },
        422,
        "PRICE_RANGE_INVALID",
        "Диапазон дат длиннее двух лет (733 дней, можно до 731)",
      ],
      [
        { from: "2026-12-02", to: "2026-12-01", amount: 15000 },
        422,
        "PRICE_RANGE_INVALID",
        "Дата окончания раньше даты начала",
      ],
      [
        { from: "2026-12-01", to: "2026-12-02" },
        422,
        "PRICE_RANGE_INVALID",
        "Укажите цену, закрытие продаж, ограничения заезда и выезда, срок проживания или номера в продаже",
      ],
      [
        { from: "2026-12-01", to: "2026-12-01", weekdays: [7], amount: 15000 },
        422,
        "PRICE_RANGE_INVALID",
        "В выбранном диапазоне нет выбранных дней недели",
      ],
    ];
    for (const [bad, status, code, message] of cases) {
      // The good change saved together with the bad one is not saved either.
      const error = expectError(
        await admin("POST", "/v1/admin/prices/changes", { changes: [good, bad] }),
        status,
        code,
      );
      expect(error.message).toContain(message);
    }
    // More changes at once than a save takes: the manager reads why, in Russian.
    const many = expectError(
      await admin("POST", "/v1/admin/prices/changes", { changes: Array.from({ length: 21 }, () => good) }),
      400,
      "VALIDATION_ERROR",
    );
    expect(many.message).toContain("Сохраняется от 1 до 20 изменений");
    // The older single-range call keeps the same rules.
    expectError(
      await t.call("PUT", "/v1/admin/prices", {
        key: "admin",
        body: { from: "2026-11-21", to: "2026-11-23", amount: 1 },
      }),
      422,
      "PRICE_IN_PAST",
    );
    expect(await t.count("nightly_rates")).toBe(rows);
    expect(await t.count("manager_actions")).toBe(actions);
    expect((await grid("2026-12-01", "2026-12-31")).cells).toEqual(snapshot);
  });

  it("reads a change that ends on the calendar's last day, 31.12.9999, without a server error", async () => {
    // The nights of a change are its days up to «to» inclusive; the day after 31.12.9999 cannot
    // be written, so they must not be counted up to it (the API fuzzer found the 500).
    const last = { from: "9999-12-30", to: "9999-12-31", room_type_ids: [1], rate_ids: [1], amount: 15000 };
    const preview = expectData(
      await admin("POST", "/v1/admin/prices/preview", {
        changes: [last],
      }),
      200,
      PricePreviewResponse,
    );
    expect(preview.data.cells.map((cell) => cell.date)).toEqual(["9999-12-30", "9999-12-31"]);
    // Only a price can open such nights: closing or limiting them alone is refused, as for any
    // night without a price.
    expectError(
      await admin("POST", "/v1/admin/prices/preview", {
        changes: [{ from: "9999-12-30", to: "9999-12-31", closed: false }],
      }),
      422,
      "PRICE_RANGE_INVALID",
    );
    // Saved and undone like any change.
    const rows = await t.count("nightly_rates");
    const saved = expectData(
      await admin("POST", "/v1/admin/prices/changes", { changes: [last] }),
      200,
      PriceSaveResponse,
    );
    expect(saved.data.updated).toBe(2);
    expect(await t.count("nightly_rates")).toBe(rows + 2);
    expectData(
      await admin("POST", "/v1/admin/prices/undo", { action_id: saved.data.action_id }),
      200,
      PriceUndoResponse,
    );
    expect(await t.count("nightly_rates")).toBe(rows);
  });

  it("takes the grid's restrictions and rooms on sale by the older single-range call too", async () => {
    expectData(
      await t.call("PUT", "/v1/admin/prices", {
        key: "admin",
        body: {
          from: "2027-02-10",
          to: "2027-02-10",
          room_type_ids: [1],
          rate_ids: [1],
          closed_arrival: true,
          closed_departure: true,
          max_stay: 3,
          on_sale: 2,
        },
      }),
      200,
      PricesResponse,
    );
    const data = await grid("2027-02-10", "2027-02-10");
    expect(cell(data, 1, 1, "2027-02-10")).toMatchObject({
      closed_arrival: true,
      closed_departure: true,
      max_stay: 3,
    });
    // Another rate of the category is untouched; the rooms on sale are the category's.
    expect(cell(data, 1, 2, "2027-02-10")).toMatchObject({ closed_arrival: false, max_stay: null });
    expect(data.inventory.find((day) => day.room_type_id === 1 && day.date === "2027-02-10")?.on_sale).toBe(
      2,
    );
    // Its refusals are the grid's own, in Russian.
    const refused = expectError(
      await t.call("PUT", "/v1/admin/prices", {
        key: "admin",
        body: { from: "2027-02-10", to: "2027-02-10", max_stay: 31 },
      }),
      400,
      "VALIDATION_ERROR",
    );
    expect(refused.message).toContain("Максимальный срок — от 1 до 30 ночей");
  });

  it("records the older manager calls too, with the key's own name when no Studio user is given", async () => {
    expectData(
      await t.call("PUT", "/v1/admin/prices", {
        key: "admin",
        body: { from: "2027-02-01", to: "2027-02-01", min_stay: 2 },
      }),
      200,
      PricesResponse,
    );
    await admin("PATCH", "/v1/admin/rate-plans/2", { free_cancellation_hours: 72 });
    const { data } = expectData(await admin("GET", "/v1/admin/actions?limit=2"), 200, AdminActionsResponse);
    expect(data.actions.map((action) => [action.action, action.manager_id, action.manager_name])).toEqual([
      ["rate_plan.update", "p-anna", "Анна Петрова"],
      ["prices.set", "admin-key", "Ключ менеджера"],
    ]);
    expect(data.actions[0]?.summary).toBe(
      "Тариф «Оптимальный, с завтраком»: бесплатная отмена за 72 ч до заезда (было 48)",
    );
  });

  it("gives the site's «от» as the lowest sellable night: a cheaper night counts, a closed or sold-out one does not", async () => {
    const basePrices = async () => {
      const { data } = expectData(await t.call("GET", "/v1/rooms/types"), 200, RoomTypesResponse);
      return Object.fromEntries(data.room_types.map((type) => [type.id, type.base_price]));
    };
    const adminView = async () =>
      expectData(await admin("GET", "/v1/admin/room-types"), 200, AdminRoomTypesResponse).data.room_types;
    expect((await basePrices())[4]).toBe(27000);
    expect((await adminView()).find((type) => type.id === 4)).toMatchObject({
      title: "Люкс",
      base_price: 27000,
      capacity: 3,
      total_rooms: 2,
    });
    // One Люкс night at 20 000: the «от» follows.
    expectData(
      await admin("POST", "/v1/admin/prices/changes", {
        changes: [{ from: "2026-12-02", to: "2026-12-02", room_type_ids: [4], rate_ids: [1], amount: 20000 }],
      }),
      200,
      PriceSaveResponse,
    );
    expect((await basePrices())[4]).toBe(20000);
    expect((await adminView()).find((type) => type.id === 4)?.base_price).toBe(20000);
    // Both Люкс rooms of that night booked: it is not on sale, the «от» goes back.
    for (let room = 0; room < 2; room++) {
      expectData(
        await t.call("POST", "/v1/reservation", {
          body: bookingBody({
            check_in_date: "2026-12-02",
            check_out_date: "2026-12-03",
            choices: [{ adults: 2, children: 0, room_type_id: 4, rate_id: 2 }],
          }),
        }),
        201,
        ReservationResponse,
      );
    }
    expect((await basePrices())[4]).toBe(27000);
  });
});
