import { describe, expect, it } from "vitest";
import { changeExtra, extraCount, selectionOfExtras } from "./extras";

const massage = { code: "facial-massage", title: "Массаж лица", unit_price: 4000 };
const scrub = { code: "spa-body-scrub", title: "Скрабирование тела", unit_price: 3000 };

describe("spa extras of a booking", () => {
  it("counts never go below zero; at zero the procedure leaves the list", () => {
    let extras = changeExtra(undefined, massage, -1);
    expect(extras).toEqual([]);
    extras = changeExtra(extras, massage, 1);
    extras = changeExtra(extras, scrub, 1);
    extras = changeExtra(extras, massage, 1);
    expect(extras).toEqual([
      { ...massage, quantity: 2 },
      { ...scrub, quantity: 1 },
    ]);
    extras = changeExtra(extras, massage, -1);
    extras = changeExtra(extras, massage, -1);
    extras = changeExtra(extras, massage, -1);
    expect(extraCount(extras, "facial-massage")).toBe(0);
    expect(extras).toEqual([{ ...scrub, quantity: 1 }]);
  });

  it("stops at the engine's limit of 20 of one procedure", () => {
    expect(changeExtra([], massage, 25)).toEqual([{ ...massage, quantity: 20 }]);
  });

  it("the spa picker's selection is the count per procedure", () => {
    expect(selectionOfExtras(changeExtra(undefined, massage, 1))).toEqual({ "facial-massage": 1 });
    expect(selectionOfExtras(undefined)).toEqual({});
  });
});
