import { describe, expect, it } from "vitest";
import { formatMoney, formatRubles } from "@rules/money";
import { MESSAGES } from "@web/messages";
import { countOf, summaryLines, summaryText, summaryTotal, type SpaItem } from "./selection";

const items: SpaItem[] = [
  { key: "facial-massage", title: "Массаж лица", priceText: "4\u202F000\u00A0₽", time: "30 мин" },
  { key: "spa-body-scrub", title: "Скраб для тела", priceText: "3 000 ₽", time: "15 мин" },
  { key: "spa-for-pair", title: "СПА для двоих", priceText: "от 32 000 ₽ за двоих", time: "120 мин" },
];

describe("spa selection", () => {
  it("counts a procedure only when the selection has it", () => {
    expect(countOf({ "facial-massage": 2 }, "facial-massage")).toBe(2);
    expect(countOf({ "facial-massage": 2 }, "spa-body-scrub")).toBe(0);
  });

  it("reads each unit price from the digits of the price text and totals count × price", () => {
    const selection = { "facial-massage": 2, "spa-for-pair": 1 };
    const lines = summaryLines(selection, items);
    expect(lines).toEqual([
      { key: "facial-massage", title: "Массаж лица", count: 2, unitPrice: 4000, price: 8000 },
      { key: "spa-for-pair", title: "СПА для двоих", count: 1, unitPrice: 32000, price: 32000 },
    ]);
    expect(summaryTotal(lines)).toBe(40000);
  });

  it("writes the summary for the request's comment", () => {
    const lines = summaryLines({ "spa-body-scrub": 1 }, items);
    const total = MESSAGES.ru.spa.total;
    expect(summaryText(lines, formatRubles, total)).toBe(
      "Скраб для тела × 1 — 3\u202F000\u00A0₽\nИтого: 3\u202F000\u00A0₽",
    );
    expect(summaryText([], formatRubles, total)).toBe("");
    // On an English page: the total's word and the money in English.
    expect(summaryText(lines, (amount) => formatMoney(amount, "en"), MESSAGES.en.spa.total)).toBe(
      "Скраб для тела × 1 — ₽3,000\nTotal: ₽3,000",
    );
  });
});
