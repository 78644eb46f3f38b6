import { describe, expect, it } from "vitest";
import { MAX_CHANGES_PER_SAVE } from "../../../hotel/limits";
import type { Change, Form } from "../price-form";
import { changesToSend, queueChange, TOO_MANY_CHANGES } from "./queue";

const TODAY = "2026-11-22";
const form = (overrides: Partial<Form> = {}): Form => ({
  from: "2026-12-10",
  to: "2026-12-12",
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  roomTypeIds: [4],
  rateIds: [1],
  price: "",
  sale: "keep",
  minStay: "",
  maxStay: "",
  arrival: "keep",
  departure: "keep",
  onSale: "",
  ...overrides,
});
const closing: Change = {
  from: "2026-12-10",
  to: "2026-12-12",
  room_type_ids: [4],
  rate_ids: [1],
  closed: true,
};
const queueOf = (length: number): Change[] => Array.from({ length }, () => closing);

describe("the changes saved together", () => {
  it("queues the form's change after the others, or says what is wrong", () => {
    const { closed: _closed, ...where } = closing;
    expect(queueChange([closing], form({ price: "9000" }), TODAY)).toEqual({
      queue: [closing, { ...where, amount: 9000 }],
    });
    expect(queueChange([], form(), TODAY)).toEqual({
      error: "Укажите цену, закрытие или открытие продаж, или минимальный срок",
    });
  });

  it("queues no more than the engine saves at once", () => {
    expect(MAX_CHANGES_PER_SAVE).toBe(20);
    expect(queueChange(queueOf(19), form({ sale: "close" }), TODAY)).toMatchObject({ queue: queueOf(20) });
    expect(queueChange(queueOf(20), form({ sale: "close" }), TODAY)).toEqual({ error: TOO_MANY_CHANGES });
    expect(TOO_MANY_CHANGES).toBe("За один раз сохраняется до 20 изменений: сохраните эти и продолжите");
  });

  it("sends the queue alone when the form sets nothing, and the form alone when nothing is queued", () => {
    expect(changesToSend([closing], form(), TODAY)).toEqual({ changes: [closing], formChecked: false });
    expect(changesToSend([], form({ sale: "close" }), TODAY)).toEqual({
      changes: [closing],
      formChecked: true,
    });
    expect(changesToSend([], form(), TODAY)).toEqual({
      error: "Укажите цену, закрытие или открытие продаж, или минимальный срок",
    });
  });

  it("sends the queue and the form when the form sets something; a wrong form sends nothing", () => {
    const opening = { ...closing, closed: false };
    expect(changesToSend([closing], form({ sale: "open" }), TODAY)).toEqual({
      changes: [closing, opening],
      formChecked: true,
    });
    expect(changesToSend([closing], form({ price: "0" }), TODAY)).toEqual({
      error: "Цена — целое число рублей больше нуля",
    });
  });

  it("refuses a full queue with the form on top", () => {
    expect(changesToSend(queueOf(20), form(), TODAY)).toMatchObject({ changes: queueOf(20) });
    expect(changesToSend(queueOf(20), form({ sale: "open" }), TODAY)).toEqual({ error: TOO_MANY_CHANGES });
  });
});
