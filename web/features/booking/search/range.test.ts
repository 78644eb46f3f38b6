import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, daysBetween, type IsoDate } from "@rules/dates";
import {
  clickDay,
  indexCalendar,
  isDayDisabled,
  parseCalendarInput,
  previewRange,
  stayProblem,
  typeArrival,
  typeDeparture,
  type RangeContext,
} from "./range";

const TODAY = "2026-12-20";

/** 20 Dec 2026 … 19 Jan 2027 priced; 30–31 Dec need 3 nights; 5 Jan sold out; 10–12 Jan closed. */
function context(extra: Partial<RangeContext> = {}): RangeContext {
  const days: { date: IsoDate; price: number; minStay: number }[] = [];
  const unavailable: { date: IsoDate; reason: "closed" | "sold_out" }[] = [];
  for (let offset = 0; offset < 31; offset += 1) {
    const date = addDays(TODAY, offset);
    if (date === "2027-01-05") unavailable.push({ date, reason: "sold_out" });
    else if (date >= "2027-01-10" && date <= "2027-01-12") unavailable.push({ date, reason: "closed" });
    else
      days.push({
        date,
        price: 14000 + offset * 100,
        minStay: date === "2026-12-30" || date === "2026-12-31" ? 3 : 1,
      });
  }
  return { today: TODAY, calendar: indexCalendar({ days, unavailable }), ...extra };
}

describe("picking a stay", () => {
  it("sets the arrival on the first click and the departure on a later second click", () => {
    const first = clickDay({}, "2026-12-22", context());
    expect(first).toEqual({ range: { arrival: "2026-12-22" } });
    const second = clickDay(first.range, "2026-12-25", context());
    expect(second).toEqual({ range: { arrival: "2026-12-22", departure: "2026-12-25" } });
  });

  it("restarts the range from a day on or before the arrival, and after a finished range", () => {
    expect(clickDay({ arrival: "2026-12-22" }, "2026-12-21", context()).range).toEqual({
      arrival: "2026-12-21",
    });
    expect(
      clickDay({ arrival: "2026-12-22", departure: "2026-12-24" }, "2026-12-26", context()).range,
    ).toEqual({
      arrival: "2026-12-26",
    });
  });

  it("restarts with the reason when the stay is shorter than the arrival day's minimum", () => {
    const click = clickDay({ arrival: "2026-12-30" }, "2027-01-01", context());
    expect(click).toEqual({
      range: { arrival: "2027-01-01" },
      notice: "С 30\u00A0декабря — минимум 3\u00A0ночи",
    });
    expect(clickDay({ arrival: "2026-12-30" }, "2027-01-02", context()).range).toEqual({
      arrival: "2026-12-30",
      departure: "2027-01-02",
    });
  });

  it("refuses a range over a sold-out night, saying which", () => {
    const click = clickDay({ arrival: "2027-01-03" }, "2027-01-07", context());
    expect(click).toEqual({
      range: { arrival: "2027-01-07" },
      notice: "5\u00A0января нет свободных номеров",
    });
  });

  it("names the closed room type on room pages", () => {
    const click = clickDay({ arrival: "2027-01-08" }, "2027-01-14", context({ roomTitle: "Villa" }));
    expect(click).toEqual({ range: { arrival: "2027-01-14" }, notice: "Villa закрыта на эти даты" });
    expect(clickDay({ arrival: "2027-01-08" }, "2027-01-14", context()).notice).toBe(
      "10\u00A0января бронирование закрыто",
    );
  });

  it("lets a priceless day end the stay (nobody sleeps that night) but never start one", () => {
    expect(clickDay({ arrival: "2027-01-03" }, "2027-01-05", context()).range).toEqual({
      arrival: "2027-01-03",
      departure: "2027-01-05",
    });
    expect(clickDay({}, "2027-01-05", context())).toEqual({
      range: {},
      notice: "5\u00A0января нет свободных номеров",
    });
    expect(isDayDisabled("2027-01-05", {}, context())).toBe(true);
    expect(isDayDisabled("2027-01-05", { arrival: "2027-01-03" }, context())).toBe(false);
    expect(isDayDisabled("2027-01-11", { arrival: "2027-01-08" }, context())).toBe(true);
    expect(isDayDisabled("2027-01-10", { arrival: "2027-01-08" }, context())).toBe(false);
  });

  it("keeps the arrival when a priceless end day breaks the minimum stay", () => {
    const ctx = context();
    const click = clickDay({ arrival: "2027-01-04" }, "2027-01-05", ctx);
    expect(click.range).toEqual({ arrival: "2027-01-04", departure: "2027-01-05" });
    const shortNewYear = clickDay({ arrival: "2026-12-31" }, "2027-01-01", ctx);
    expect(shortNewYear.range).toEqual({ arrival: "2027-01-01" });
    expect(shortNewYear.notice).toBe("С 31\u00A0декабря — минимум 3\u00A0ночи");
  });

  it("disables past days and ignores clicks on them, by the hotel's today", () => {
    expect(isDayDisabled("2026-12-19", {}, context())).toBe(true);
    expect(clickDay({ arrival: "2026-12-22" }, "2026-12-19", context())).toEqual({
      range: { arrival: "2026-12-22" },
    });
    expect(isDayDisabled("2026-12-20", {}, context())).toBe(false);
  });

  it("allows any future day while the calendar is loading", () => {
    const loading = { today: TODAY };
    expect(clickDay({ arrival: "2027-01-03" }, "2027-01-07", loading).range).toEqual({
      arrival: "2027-01-03",
      departure: "2027-01-07",
    });
    expect(isDayDisabled("2027-01-05", {}, loading)).toBe(false);
  });

  it("refuses stays over 30 nights", () => {
    expect(stayProblem("2026-12-20", "2027-01-20", { today: TODAY })).toBe(
      "Не больше 30 ночей за одно бронирование",
    );
    expect(stayProblem("2026-12-20", "2027-01-19", { today: TODAY })).toBeUndefined();
  });

  it("previews the hovered range with its problem", () => {
    expect(previewRange({ arrival: "2026-12-30" }, "2026-12-31", context())).toEqual({
      from: "2026-12-30",
      to: "2026-12-31",
      problem: "С 30\u00A0декабря — минимум 3\u00A0ночи",
    });
    expect(previewRange({ arrival: "2026-12-22" }, "2026-12-24", context())).toEqual({
      from: "2026-12-22",
      to: "2026-12-24",
    });
    expect(
      previewRange({ arrival: "2026-12-22", departure: "2026-12-23" }, "2026-12-24", context()),
    ).toBeUndefined();
  });
});

describe("typed dates", () => {
  it("reads dd/MM/yyyy, single digits and dots, and refuses days that do not exist", () => {
    expect(parseCalendarInput("30/12/2026")).toBe("2026-12-30");
    expect(parseCalendarInput(" 1/2/2027 ")).toBe("2027-02-01");
    expect(parseCalendarInput("01.02.2027")).toBe("2027-02-01");
    expect(parseCalendarInput("31/02/2027")).toBeUndefined();
    expect(parseCalendarInput("2027-02-01")).toBeUndefined();
  });

  it("keeps the departure when the typed arrival still works, and applies a typed departure like a click", () => {
    expect(
      typeArrival({ arrival: "2026-12-22", departure: "2026-12-25" }, "2026-12-23", context()).range,
    ).toEqual({
      arrival: "2026-12-23",
      departure: "2026-12-25",
    });
    expect(typeArrival({}, "2026-12-01", context()).notice).toBe("Дата заезда не может быть в прошлом");
    expect(typeDeparture({ arrival: "2026-12-30" }, "2026-12-31", context())).toEqual({
      range: { arrival: "2026-12-30" },
      notice: "С 30\u00A0декабря — минимум 3\u00A0ночи",
    });
    expect(typeDeparture({}, "2026-12-31", context()).notice).toBe("Сначала укажите дату заезда");
  });
});

describe("picking a stay, for any clicks", () => {
  const offset = fc.integer({ min: -5, max: 40 });

  it("never yields a past day, a priceless arrival, or a finished stay the rules refuse", () => {
    fc.assert(
      fc.property(fc.array(offset, { maxLength: 12 }), (clicks) => {
        const ctx = context();
        let range = {};
        for (const click of clicks) {
          range = clickDay(range, addDays(TODAY, click), ctx).range;
          const { arrival, departure } = range as { arrival?: IsoDate; departure?: IsoDate };
          if (arrival !== undefined) {
            expect(daysBetween(TODAY, arrival)).toBeGreaterThanOrEqual(0);
            expect(ctx.calendar?.prices.has(arrival)).toBe(true);
          }
          if (departure !== undefined) {
            expect(arrival).toBeDefined();
            expect(stayProblem(arrival ?? departure, departure, ctx)).toBeUndefined();
          }
        }
      }),
    );
  });

  it("a click on a bookable day after the arrival either finishes the stay or explains why not", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 30 }), (start, length) => {
        const ctx = context();
        const arrival = addDays(TODAY, start);
        fc.pre(ctx.calendar?.prices.has(arrival) === true);
        const result = clickDay({ arrival }, addDays(arrival, length), ctx);
        if (result.range.departure === undefined) expect(result.notice).toBeTruthy();
        else expect(result.notice).toBeUndefined();
      }),
    );
  });
});

describe("the grid's restrictions in the picker", () => {
  /** 22 Dec closed to arrival, 26 Dec closed to departure, arrivals on 27 Dec stay at most 2 nights. */
  function restricted(): RangeContext {
    const days = Array.from({ length: 20 }, (_, offset) => {
      const date = addDays(TODAY, offset);
      return {
        date,
        price: 14000,
        minStay: 1,
        ...(date === "2026-12-22" && { closedArrival: true }),
        ...(date === "2026-12-26" && { closedDeparture: true }),
        ...(date === "2026-12-27" && { maxStay: 2 }),
      };
    });
    return { today: TODAY, calendar: indexCalendar({ days, unavailable: [] }) };
  }

  it("does not start a stay on a day closed to arrival, and says so", () => {
    expect(clickDay({}, "2026-12-22", restricted())).toEqual({
      range: {},
      notice: "22\u00A0декабря заезда нет",
    });
    expect(stayProblem("2026-12-22", "2026-12-24", restricted())).toBe("22\u00A0декабря заезда нет");
    // The night itself is sold to a stay arriving earlier.
    expect(stayProblem("2026-12-21", "2026-12-24", restricted())).toBeUndefined();
  });

  it("does not end a stay on a day closed to departure", () => {
    expect(stayProblem("2026-12-24", "2026-12-26", restricted())).toBe("26\u00A0декабря выезда нет");
    expect(clickDay({ arrival: "2026-12-24" }, "2026-12-26", restricted()).notice).toBe(
      "26\u00A0декабря выезда нет",
    );
    expect(stayProblem("2026-12-24", "2026-12-27", restricted())).toBeUndefined();
  });

  it("does not take a stay longer than the arrival day's maximum", () => {
    expect(stayProblem("2026-12-27", "2026-12-30", restricted())).toBe(
      "С 27\u00A0декабря — максимум 2\u00A0ночи",
    );
    expect(stayProblem("2026-12-27", "2026-12-29", restricted())).toBeUndefined();
  });
});
