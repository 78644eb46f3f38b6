import { describe, expect, it } from "vitest";
import { searchHref, searchProblem, searchSummary, staySummary } from "./search-form";

const couple = [{ adults: 2, children: 0 }];

describe("search bar", () => {
  it("asks for dates, then guests, then a layout that fits", () => {
    expect(searchProblem({ rooms: couple })).toBe("Укажите даты");
    expect(searchProblem({ arrival: "2026-12-12", rooms: couple })).toBe("Укажите даты");
    expect(searchProblem({ arrival: "2026-12-12", departure: "2026-12-12", rooms: couple })).toBe(
      "Укажите даты",
    );
    expect(searchProblem({ arrival: "2026-12-12", departure: "2026-12-14", rooms: [] })).toBe(
      "Укажите кол-во гостей",
    );
    expect(
      searchProblem({ arrival: "2026-12-12", departure: "2026-12-14", rooms: [{ adults: 4, children: 0 }] }),
    ).toMatch(/^В одном номере слишком много гостей/);
    expect(
      searchProblem({
        arrival: "2026-12-12",
        departure: "2026-12-14",
        rooms: [{ adults: 3, children: 0 }],
        roomTypeId: 1,
      }),
    ).toMatch(/^В номере «Делюкс» до 2/);
    expect(searchProblem({ arrival: "2026-12-12", departure: "2026-12-14", rooms: couple })).toBeUndefined();
  });

  it("leads to the rate plans or the room page's rates with the search query", () => {
    const stay = { arrival: "2026-12-12", departure: "2026-12-14" };
    expect(searchHref("rate-plans", stay, [...couple, { adults: 1, children: 1 }])).toBe(
      "/booking/rate-plans?arrival-date=12.12.2026&departure-date=14.12.2026&guests=2%2C0%7C1%2C1",
    );
    expect(searchHref({ roomId: 6 }, stay, couple)).toBe(
      "/rooms/6?arrival-date=12.12.2026&departure-date=14.12.2026&guests=2%2C0#rates",
    );
  });

  it("sums the search up in one line for phones", () => {
    expect(searchSummary({ arrival: "2026-12-12", departure: "2026-12-14", rooms: couple })).toBe(
      "12–14\u00A0дек · 2\u00A0гостя, 1\u00A0номер",
    );
    expect(staySummary("2026-12-30", "2027-01-02")).toBe("30\u00A0дек – 2\u00A0янв");
    expect(staySummary(undefined, "2027-01-02")).toBe("Даты не выбраны");
  });
});
