import { describe, expect, it } from "vitest";
import { describeChange, formChange, type Form } from "./price-form";

const TODAY = "2026-11-22";
const form = (overrides: Partial<Form> = {}): Form => ({
  from: "2026-12-10",
  to: "2026-12-12",
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  roomTypeIds: [4],
  rateIds: [1, 2],
  price: "",
  sale: "close",
  minStay: "",
  maxStay: "",
  arrival: "keep",
  departure: "keep",
  onSale: "",
  ...overrides,
});

describe("the price tool's form", () => {
  it("becomes the engine's change: only what the manager set, weekdays only when not all", () => {
    expect(formChange(form(), TODAY)).toEqual({
      change: { from: "2026-12-10", to: "2026-12-12", room_type_ids: [4], rate_ids: [1, 2], closed: true },
    });
    expect(
      formChange(form({ sale: "keep", price: "20 000", minStay: "2", weekdays: [5, 6] }), TODAY),
    ).toEqual({
      change: {
        from: "2026-12-10",
        to: "2026-12-12",
        room_type_ids: [4],
        rate_ids: [1, 2],
        weekdays: [5, 6],
        amount: 20000,
        min_stay: 2,
      },
    });
  });

  it("says in Russian what is wrong before the engine is asked", () => {
    const cases: [Partial<Form>, string][] = [
      [{ sale: "keep", price: "0" }, "Цена — целое число рублей больше нуля"],
      [{ sale: "keep", price: "-100" }, "Цена — целое число рублей больше нуля"],
      [{ sale: "keep", price: "99.5" }, "Цена — целое число рублей больше нуля"],
      [{ sale: "keep", minStay: "0" }, "Минимальный срок — от 1 до 30 ночей"],
      [{ sale: "keep", minStay: "31" }, "Минимальный срок — от 1 до 30 ночей"],
      [{ sale: "keep", minStay: "1.5" }, "Минимальный срок — от 1 до 30 ночей"],
      [{ sale: "keep", minStay: "две" }, "Минимальный срок — от 1 до 30 ночей"],
      [{ from: "2026-11-21" }, "Нельзя менять цены и продажи прошедших дней"],
      [{ to: "2028-12-12" }, "Диапазон дат — не длиннее двух лет"],
      [{ to: "2026-12-09" }, "Дата «По» раньше даты «С»"],
      [{ from: "" }, "Укажите даты «С» и «По»"],
      [{ sale: "keep" }, "Укажите цену, закрытие или открытие продаж, или минимальный срок"],
      [{ roomTypeIds: [] }, "Выберите хотя бы одну категорию"],
      [{ weekdays: [] }, "Выберите хотя бы один день недели"],
    ];
    for (const [overrides, error] of cases) expect(formChange(form(overrides), TODAY)).toEqual({ error });
  });

  it("describes a change for the list and the preview", () => {
    const grid = {
      room_types: [
        { id: 1, title: "Делюкс" },
        { id: 4, title: "Люкс" },
      ],
      rates: [
        { id: 1, title: "Невозвратный" },
        { id: 2, title: "Оптимальный" },
      ],
    };
    expect(
      describeChange(
        {
          from: "2026-12-11",
          to: "2026-12-12",
          room_type_ids: [1],
          rate_ids: [1, 2],
          weekdays: [5, 6],
          amount: 20000,
        },
        grid,
      ),
    ).toBe("11 декабря 2026 г. — 12 декабря 2026 г. (Пт, Сб); Делюкс; все тарифы: цена 20\u202F000\u00A0₽");
  });

  it("sets the grid's restrictions: closed to arrival or departure, maximum stay (0 lifts it), rooms on sale", () => {
    expect(
      formChange(
        form({ sale: "keep", arrival: "close", departure: "open", maxStay: "5", onSale: "1" }),
        TODAY,
      ),
    ).toEqual({
      change: {
        from: "2026-12-10",
        to: "2026-12-12",
        room_type_ids: [4],
        rate_ids: [1, 2],
        closed_arrival: true,
        closed_departure: false,
        max_stay: 5,
        on_sale: 1,
      },
    });
    expect(formChange(form({ sale: "keep", maxStay: "0" }), TODAY)).toMatchObject({
      change: { max_stay: null },
    });
    expect(formChange(form({ maxStay: "31" }), TODAY)).toEqual({
      error: "Максимальный срок — от 1 до 30 ночей (0 — без ограничения)",
    });
    expect(formChange(form({ minStay: "3", maxStay: "2" }), TODAY)).toEqual({
      error: "Максимальный срок меньше минимального",
    });
    expect(formChange(form({ onSale: "-1" }), TODAY)).toEqual({
      error: "Номеров в продаже — целое число от 0",
    });
    expect(formChange(form({ onSale: "3" }), TODAY, [{ id: 4, title: "Люкс", total_rooms: 2 }])).toEqual({
      error: "В категории «Люкс» 2\u00A0номера: в продаже может быть от 0 до 2",
    });
  });
});
