import { describe, expect, it } from "vitest";
import type { Form } from "../price-form";
import {
  INITIAL_FORM,
  inSelection,
  pickCell,
  pickDate,
  selectAllWhenNone,
  toggle,
  withoutValues,
} from "./selection";

const grid = { room_types: [{ id: 1 }, { id: 4 }], rates: [{ id: 1 }, { id: 2 }] };
const form = (overrides: Partial<Form> = {}): Form => ({
  ...selectAllWhenNone(INITIAL_FORM, grid),
  ...overrides,
});

describe("what the price form selects", () => {
  it("ticks every type and rate once the grid arrives, and keeps the manager's ticks after", () => {
    expect(selectAllWhenNone(INITIAL_FORM, grid)).toMatchObject({ roomTypeIds: [1, 4], rateIds: [1, 2] });
    const mine = form({ roomTypeIds: [4], rateIds: [] });
    expect(selectAllWhenNone(mine, grid)).toBe(mine);
  });

  it("picks a day, then a later day as the range's end; an earlier day starts over", () => {
    const one = pickDate(form(), "2026-12-10");
    expect(one).toMatchObject({ from: "2026-12-10", to: "2026-12-10" });
    const range = pickDate(one, "2026-12-14");
    expect(range).toMatchObject({ from: "2026-12-10", to: "2026-12-14" });
    expect(pickDate(range, "2026-12-20")).toMatchObject({ from: "2026-12-20", to: "2026-12-20" });
    expect(pickDate(one, "2026-12-05")).toMatchObject({ from: "2026-12-05", to: "2026-12-05" });
  });

  it("picks a cell's type, rate and day", () => {
    expect(pickCell(form(), 4, 2, "2026-12-11")).toMatchObject({
      from: "2026-12-11",
      to: "2026-12-11",
      roomTypeIds: [4],
      rateIds: [2],
    });
  });

  it("keeps ticked ids sorted", () => {
    expect(toggle([1, 4], 2)).toEqual([1, 2, 4]);
    expect(toggle([1, 2, 4], 2)).toEqual([1, 4]);
  });

  it("selects the cells in the range, on the ticked weekdays, types and rates", () => {
    // 2026-12-12 is a Saturday, 2026-12-14 a Monday.
    const weekend = form({ from: "2026-12-10", to: "2026-12-14", weekdays: [6, 7], roomTypeIds: [4] });
    expect(inSelection(weekend, 4, 1, "2026-12-12")).toBe(true);
    expect(inSelection(weekend, 4, 1, "2026-12-14")).toBe(false);
    expect(inSelection(weekend, 1, 1, "2026-12-12")).toBe(false);
    expect(inSelection(weekend, 4, 1, "2026-12-19")).toBe(false);
    expect(inSelection(form(), 4, 1, "2026-12-12")).toBe(false);
  });

  it("forgets what to set after a save, keeping where", () => {
    const saved = withoutValues(
      form({ from: "2026-12-10", to: "2026-12-12", price: "9000", sale: "close", minStay: "2" }),
    );
    expect(saved).toMatchObject({
      from: "2026-12-10",
      to: "2026-12-12",
      price: "",
      sale: "keep",
      minStay: "",
    });
  });
});
