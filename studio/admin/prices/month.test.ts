import { describe, expect, it } from "vitest";
import { datesFrom, monthOf, monthRange, monthsBetween, shiftMonth } from "./month";

describe("the price tool's months", () => {
  it("asks for the current month from today and any other month whole", () => {
    expect(monthRange("2026-11", "2026-11-22")).toEqual({ from: "2026-11-22", to: "2026-11-30" });
    expect(monthRange("2026-12", "2026-11-22")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(monthRange("2028-02", "2026-11-22")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(monthRange("2027-02", "2026-11-22")).toEqual({ from: "2027-02-01", to: "2027-02-28" });
  });

  it("steps over the turn of a year both ways", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2027-01", -1)).toBe("2026-12");
    expect(monthOf("2026-11-22")).toBe("2026-11");
  });

  it("lists every day of the grid, both ends included", () => {
    expect(datesFrom("2026-12-30", "2027-01-02")).toEqual([
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
    ]);
    expect(datesFrom("2026-11-30", "2026-11-30")).toEqual(["2026-11-30"]);
  });

  it("lists the months a jump can go to, over the turn of a year", () => {
    expect(monthsBetween("2026-11", "2027-02")).toEqual(["2026-11", "2026-12", "2027-01", "2027-02"]);
    expect(monthsBetween("2026-11", "2028-05")).toHaveLength(19);
    expect(monthsBetween("2027-02", "2026-11")).toEqual([]);
  });
});
