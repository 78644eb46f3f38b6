import { describe, expect, it } from "vitest";
import { encodeGuests, isValidLayout, parseGuests } from "./guests";

describe("guests text form", () => {
  it("parses rooms separated by a bar into pairs and the total of adults plus kids", () => {
    expect(parseGuests("2,0|1,1")).toEqual({
      rooms: [
        { adults: 2, children: 0 },
        { adults: 1, children: 1 },
      ],
      total: 4,
    });
    expect(parseGuests("10,10")).toEqual({ rooms: [{ adults: 10, children: 10 }], total: 20 });
  });

  it("gives nothing for an empty text", () => {
    expect(parseGuests("")).toBeUndefined();
    expect(parseGuests(null)).toBeUndefined();
    expect(parseGuests(undefined)).toBeUndefined();
  });

  it("accepts at most 5 rooms", () => {
    expect(parseGuests("1,0|1,0|1,0|1,0|1,0")?.rooms).toHaveLength(5);
    expect(parseGuests("1,0|1,0|1,0|1,0|1,0|1,0")).toBeUndefined();
  });

  it.each([
    ["0,0", "no adult"],
    ["11,0", "11 adults"],
    ["2,11", "11 kids"],
    ["2", "one value"],
    ["2,0,1", "three values"],
    ["a,0", "not a number"],
    ["2,-1", "negative"],
    ["2.5,0", "a fraction"],
    [" 2,0", "a space"],
    ["2,0|", "an empty room"],
    ["2,0|1,x", "one bad room invalidates all"],
  ])("refuses %s (%s)", (text) => {
    expect(parseGuests(text)).toBeUndefined();
  });

  it("encodes pairs back in the same format; an empty list gives nothing", () => {
    expect(
      encodeGuests([
        { adults: 2, children: 0 },
        { adults: 1, children: 1 },
      ]),
    ).toBe("2,0|1,1");
    expect(encodeGuests([])).toBe("");
    const text = "3,2|1,0|4,4";
    expect(encodeGuests(parseGuests(text)?.rooms ?? [])).toBe(text);
  });

  it("checks a whole layout against the same limits", () => {
    expect(isValidLayout([{ adults: 2, children: 0 }])).toBe(true);
    expect(isValidLayout([])).toBe(false);
    expect(isValidLayout(Array.from({ length: 6 }, () => ({ adults: 1, children: 0 })))).toBe(false);
    expect(isValidLayout([{ adults: 11, children: 0 }])).toBe(false);
    expect(isValidLayout([{ adults: 1.5, children: 0 }])).toBe(false);
  });
});
