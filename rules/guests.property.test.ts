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
    // Texts near the valid ones, so that most are accepted and the property asserts: a count
    // written with a leading zero («02»), a room now and then outside the limits, a sixth room
    // now and then, and some texts of any digits, commas and bars. Random texts alone were
    // accepted 3 times in 1 000, so most runs checked nothing.
    const count = (min: number, max: number) =>
      fc
        .tuple(fc.integer({ min, max }), fc.boolean())
        .map(([value, padded]) => (padded && value < 10 ? `0${value}` : String(value)));
    const roomText = fc.oneof(
      { weight: 19, arbitrary: fc.tuple(count(MIN_ADULTS, MAX_ADULTS), count(0, MAX_CHILDREN)) },
      { weight: 1, arbitrary: fc.tuple(count(0, 99), count(0, 99)) },
    );
    const text = fc.oneof(
      {
        weight: 8,
        arbitrary: fc
          .array(roomText, { minLength: 1, maxLength: MAX_ROOMS + 1 })
          .map((rooms) => rooms.map(([adults, children]) => `${adults},${children}`).join("|")),
      },
      { weight: 2, arbitrary: fc.stringMatching(/^[0-9,|]{1,20}$/) },
    );
    fc.assert(
      fc.property(text, (candidate) => {
        const parsed = parseGuests(candidate);
        if (parsed) expect(encodeGuests(parsed.rooms)).toBe(candidate.replace(/\b0(\d)/g, "$1"));
      }),
      { numRuns: 200 },
    );
    // About 6 in 10 are accepted; under a half would mean the generator drifted from the rule.
    // Counted on a fixed sample of 1 000: the property's own 200 random texts came out at 97
    // accepted twice in a row in the whole suite (105–135 in 100 runs of the file alone), and a
    // check of the generator must not depend on the run.
    const sample = fc.sample(text, { numRuns: 1_000, seed: 20261128 });
    const accepted = sample.filter((candidate) => parseGuests(candidate)).length;
    expect(accepted).toBeGreaterThan(sample.length / 2);
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
