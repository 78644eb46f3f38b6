import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, daysBetween, formatUrlDate, parseUrlDate } from "./dates";
import { resolveSearchQuery, searchQueryString } from "./search";

const TODAY = "2026-11-22";
const day = fc.integer({ min: -400, max: 800 }).map((offset) => addDays(TODAY, offset));
const room = fc.record({
  adults: fc.integer({ min: 1, max: 10 }),
  children: fc.integer({ min: 0, max: 10 }),
});
const layout = fc.array(room, { minLength: 1, maxLength: 5 });

function queryOf(text: string) {
  const params = new URLSearchParams(text);
  return {
    "arrival-date": params.get("arrival-date"),
    "departure-date": params.get("departure-date"),
    guests: params.get("guests"),
  };
}

describe("search query, for any dates and guests", () => {
  it("reads URL dates back as written", () => {
    fc.assert(
      fc.property(day, (date) => {
        expect(parseUrlDate(formatUrlDate(date))).toBe(date);
      }),
    );
  });

  it("always resolves to an arrival not before today and a departure at least a night later", () => {
    fc.assert(
      fc.property(day, day, layout, (arrival, departure, rooms) => {
        const resolved = resolveSearchQuery(queryOf(searchQueryString({ arrival, departure }, rooms)), TODAY);
        expect(resolved.ok).toBe(true);
        if (!resolved.ok) return;
        expect(daysBetween(TODAY, resolved.stay.arrival)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(resolved.stay.arrival, resolved.stay.departure)).toBeGreaterThanOrEqual(1);
        expect(resolved.rooms).toEqual(rooms);
      }),
    );
  });

  it("keeps a valid future stay unchanged and uncorrected, and is stable once corrected", () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 30 }), layout, (arrival, length, rooms) => {
        const stay = { arrival, departure: addDays(arrival, length) };
        const first = resolveSearchQuery(queryOf(searchQueryString(stay, rooms)), TODAY);
        if (!first.ok) throw new Error("a written query must read back");
        if (daysBetween(TODAY, arrival) >= 0) {
          expect(first).toEqual({ ok: true, stay, rooms, corrected: false });
        }
        const again = resolveSearchQuery(queryOf(searchQueryString(first.stay, first.rooms)), TODAY);
        expect(again).toEqual({ ok: true, stay: first.stay, rooms: first.rooms, corrected: false });
      }),
    );
  });

  it("sends any text that is not a dd.MM.yyyy day to /error", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), (text) => {
        fc.pre(parseUrlDate(text) === undefined);
        expect(resolveSearchQuery({ "arrival-date": text, "departure-date": "01.01.2027" }, TODAY)).toEqual({
          ok: false,
          reason: "invalid-date",
        });
      }),
    );
  });
});
