import { tz } from "@date-fns/tz";
import { format } from "date-fns/format";
import { describe, expect, it } from "vitest";
import {
  addDays,
  addDaysUpToLast,
  calendarPrices,
  correctStay,
  formatCalendarInputDate,
  formatUrlDate,
  hotelInstant,
  hotelToday,
  isoWeekday,
  monthTitle,
  nights,
  parseIsoDate,
  parseUrlDate,
  stayNights,
  daysThrough,
} from "./dates";

describe("dates", () => {
  it("reads dd.MM.yyyy from URLs and refuses days that do not exist", () => {
    expect(parseUrlDate("22.11.2026")).toBe("2026-11-22");
    expect(parseUrlDate("29.02.2028")).toBe("2028-02-29");
    expect(parseUrlDate("29.02.2027")).toBeUndefined();
    expect(parseUrlDate("31.04.2027")).toBeUndefined();
    expect(parseUrlDate("2026-11-22")).toBeUndefined();
    expect(parseUrlDate("1.1.2027")).toBeUndefined();
    expect(parseUrlDate("")).toBeUndefined();
  });

  it("reads YYYY-MM-DD from the API the same strict way", () => {
    expect(parseIsoDate("2026-12-31")).toBe("2026-12-31");
    expect(parseIsoDate("2026-13-01")).toBeUndefined();
    expect(parseIsoDate("2026-02-30")).toBeUndefined();
    expect(parseIsoDate("22.11.2026")).toBeUndefined();
  });

  it("writes URL and calendar-input forms", () => {
    expect(formatUrlDate("2027-01-05")).toBe("05.01.2027");
    expect(formatCalendarInputDate("2027-01-05")).toBe("05/01/2027");
  });

  it("counts nights as departure minus arrival, across months and daylight-saving changes", () => {
    expect(nights("2026-11-22", "2026-11-23")).toBe(1);
    expect(nights("2027-03-27", "2027-04-02")).toBe(6);
    expect(nights("2026-12-30", "2027-01-02")).toBe(3);
    expect(nights("2026-11-23", "2026-11-22")).toBe(-1);
    expect(stayNights("2026-12-30", "2027-01-02")).toEqual(["2026-12-30", "2026-12-31", "2027-01-01"]);
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });

  it("lists the days of a range, both ends included, up to the calendar's last day", () => {
    expect(daysThrough("2026-12-31", "2027-01-01")).toEqual(["2026-12-31", "2027-01-01"]);
    expect(daysThrough("2026-12-31", "2026-12-31")).toEqual(["2026-12-31"]);
    expect(daysThrough("2027-01-01", "2026-12-31")).toEqual([]);
    expect(daysThrough("9999-12-30", "9999-12-31")).toEqual(["9999-12-30", "9999-12-31"]);
  });

  it("knows the weekday, Monday first", () => {
    expect(isoWeekday("2026-11-23")).toBe(1);
    expect(isoWeekday("2026-11-22")).toBe(7);
    expect(isoWeekday("2026-11-27")).toBe(5);
  });

  it("takes today in Europe/Kaliningrad, not in the machine's zone (tests run in Vladivostok)", () => {
    // 23:30 UTC on 21 Nov is 01:30 on 22 Nov in Kaliningrad (UTC+2) and 09:30 on 22 Nov in Vladivostok.
    expect(hotelToday(new Date("2026-11-21T21:30:00Z"))).toBe("2026-11-21");
    expect(hotelToday(new Date("2026-11-21T22:30:00Z"))).toBe("2026-11-22");
    // 23:00 on 21 Nov in Kaliningrad is already 22 Nov in Vladivostok, where the tests run.
    expect(hotelToday(new Date("2026-11-21T21:00:00Z"))).toBe("2026-11-21");
  });

  it("reads the hotel's day as date-fns does, across Kaliningrad's old clock changes and odd years", () => {
    const byDateFns = (instant: Date) => format(instant, "yyyy-MM-dd", { in: tz("Europe/Kaliningrad") });
    // Every quarter hour around the midnights of the zone's changes (summer time until 2011, UTC+3
    // from March 2011, UTC+2 again from October 2014) and of ordinary days.
    for (const day of ["2010-03-27", "2010-10-30", "2011-03-26", "2014-10-25", "2026-12-31", "2027-06-30"]) {
      const midnight = Date.parse(`${day}T20:00:00Z`);
      for (let step = 0; step < 8 * 4; step++) {
        const instant = new Date(midnight + step * 15 * 60_000);
        expect(hotelToday(instant), instant.toISOString()).toBe(byDateFns(instant));
      }
    }
    for (const iso of [
      "0999-06-01T12:00:00Z",
      "1000-01-01T00:00:00Z",
      "9999-12-31T21:59:59.999Z",
      "9999-12-31T22:00:00Z",
    ]) {
      expect(hotelToday(new Date(iso)), iso).toBe(byDateFns(new Date(iso)));
    }
  });

  it("turns a wall-clock time of the hotel into an instant", () => {
    expect(hotelInstant("2026-11-24", "14:00").toISOString()).toBe("2026-11-24T12:00:00.000Z");
    expect(hotelInstant("2026-07-01", "12:00").toISOString()).toBe("2026-07-01T10:00:00.000Z");
  });

  it("corrects URL dates: past arrival → today, departure before arrival + 1 → arrival + 1", () => {
    const today = "2026-11-22";
    expect(correctStay({ arrival: "2026-11-20", departure: "2026-11-25" }, today)).toEqual({
      arrival: today,
      departure: "2026-11-25",
    });
    expect(correctStay({ arrival: "2026-12-01", departure: "2026-12-01" }, today)).toEqual({
      arrival: "2026-12-01",
      departure: "2026-12-02",
    });
    expect(correctStay({ arrival: "2026-12-05", departure: "2026-12-01" }, today)).toEqual({
      arrival: "2026-12-05",
      departure: "2026-12-06",
    });
    expect(correctStay({}, today)).toEqual({ arrival: today, departure: "2026-11-23" });
  });

  it("turns the calendar price list into dd.MM.yyyy and price pairs", () => {
    expect(
      calendarPrices("2026-11-30", [
        { amount: 14000, idx: 0 },
        { amount: 16100, idx: 2 },
      ]),
    ).toEqual([
      { date: "30.11.2026", price: 14000 },
      { date: "02.12.2026", price: 16100 },
    ]);
  });
});

describe("addDaysUpToLast", () => {
  it("adds days, but stops at 31.12.9999, the last day a date can be written", () => {
    expect(addDaysUpToLast("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDaysUpToLast("9999-12-01", 395)).toBe("9999-12-31");
    expect(addDaysUpToLast("9999-12-31", 1)).toBe("9999-12-31");
    expect(parseIsoDate(addDaysUpToLast("9999-06-01", 550))).toBe("9999-12-31");
  });
});

describe("monthTitle", () => {
  it("names a month as the price tool heads it", () => {
    expect(monthTitle("2027-01")).toBe("январь 2027");
    expect(monthTitle("2026-12")).toBe("декабрь 2026");
  });
});
