import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  encodeGuests,
  MAX_ADULTS,
  MAX_CHILDREN,
  MAX_ROOMS,
  MIN_ADULTS,
  parseGuests,
  totalGuests,
} from "./guests";

const room = fc.record({
  adults: fc.integer({ min: MIN_ADULTS, max: MAX_ADULTS }),
  children: fc.integer({ min: 0, max: MAX_CHILDREN }),
});
const layout = fc.array(room, { minLength: 1, maxLength: MAX_ROOMS });

describe("guests text, for any layout", () => {
  it("parses back what it encodes, with the total of adults and children", () => {
    fc.assert(
      fc.property(layout, (rooms) => {
        expect(parseGuests(encodeGuests(rooms))).toEqual({ rooms, total: totalGuests(rooms) });
      }),
    );
  });

  it("encodes back every text it accepts, unchanged", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9,|]{1,20}$/), (text) => {
        const parsed = parseGuests(text);
        if (parsed) expect(encodeGuests(parsed.rooms)).toBe(text.replace(/\b0(\d)/g, "$1"));
      }),
    );
  });

  it("refuses a whole text when one room is outside the limits or there are too many rooms", () => {
    const badRoom = fc.oneof(
      fc.record({ adults: fc.constant(0), children: fc.integer({ min: 0, max: MAX_CHILDREN }) }),
      fc.record({
        adults: fc.integer({ min: MAX_ADULTS + 1, max: 99 }),
        children: fc.integer({ min: 0, max: 10 }),
      }),
      fc.record({
        adults: fc.integer({ min: 1, max: 10 }),
        children: fc.integer({ min: MAX_CHILDREN + 1, max: 99 }),
      }),
    );
    fc.assert(
      fc.property(layout, badRoom, fc.nat(), (rooms, bad, at) => {
        const withBad = [...rooms];
        withBad.splice(at % (rooms.length + 1), 0, bad);
        expect(parseGuests(encodeGuests(withBad))).toBeUndefined();
      }),
    );
    fc.assert(
      fc.property(fc.array(room, { minLength: MAX_ROOMS + 1, maxLength: 8 }), (rooms) => {
        expect(parseGuests(encodeGuests(rooms))).toBeUndefined();
      }),
    );
  });
});
