import { describe, expect, it } from "vitest";
import { ROOM_TYPES } from "./catalogue";
import {
  flexiblePrice,
  isClosed,
  minimumStay,
  nightlyRatesFor,
  nonRefundablePrice,
  seedDates,
} from "./prices";

describe("seeded inventory and prices", () => {
  it("splits 44 rooms over the six categories as decided", () => {
    expect(ROOM_TYPES.map((type) => [type.id, type.title, type.totalRooms])).toEqual([
      [1, "Делюкс", 30],
      [2, "Семейный делюкс", 6],
      [3, "Супериор", 4],
      [4, "Люкс", 2],
      [5, "Представительский люкс", 1],
      [6, "Villa", 1],
    ]);
    expect(ROOM_TYPES.reduce((sum, type) => sum + type.totalRooms, 0)).toBe(44);
  });

  it("covers 18 months from the seed day", () => {
    const dates = seedDates("2026-11-22");
    expect(dates[0]).toBe("2026-11-22");
    expect(dates.at(-1)).toBe("2028-05-21");
  });

  it("keeps the home page's 'from' price as the lowest night of each category", () => {
    const dates = seedDates("2026-11-22");
    for (const type of ROOM_TYPES) {
      const amounts = nightlyRatesFor(type, dates)
        .filter((rate) => !rate.closed)
        .map((rate) => rate.amount);
      expect(Math.min(...amounts), type.title).toBe(type.basePrice);
    }
  });

  it("prices seasons and weekends believably, in whole hundreds", () => {
    expect(nonRefundablePrice(14000, "2026-12-01")).toBe(14000); // low season, Tuesday
    expect(nonRefundablePrice(14000, "2026-12-04")).toBe(16100); // Friday night
    expect(nonRefundablePrice(14000, "2027-07-14")).toBe(22400); // summer peak
    expect(nonRefundablePrice(14000, "2027-07-16")).toBe(25800); // summer Friday
    expect(nonRefundablePrice(34000, "2026-12-31")).toBe(51000); // New Year
    expect(flexiblePrice(14000)).toBe(16100);
    expect(flexiblePrice(16100) % 100).toBe(0);
  });

  it("closes some nights for maintenance and sets minimum stays", () => {
    expect(isClosed(6, "2027-02-02")).toBe(true);
    expect(isClosed(6, "2027-02-16")).toBe(false);
    expect(isClosed(5, "2027-03-18")).toBe(true);
    expect(isClosed(1, "2027-02-05")).toBe(false);
    expect(minimumStay("2026-12-30")).toBe(3);
    expect(minimumStay("2027-07-16")).toBe(2);
    expect(minimumStay("2027-07-14")).toBe(1);
  });
});
