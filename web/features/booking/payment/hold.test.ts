import { describe, expect, it } from "vitest";
import { holdLeft, holdLeftText } from "./hold";

describe("the hold's countdown", () => {
  it("counts down to the hold's end and stops at zero", () => {
    const expires = "2026-11-22T09:20:00.000Z";
    expect(holdLeft(expires, new Date("2026-11-22T09:05:01Z"))).toBe(899_000);
    expect(holdLeft(expires, new Date("2026-11-22T09:25:00Z"))).toBe(0);
  });

  it("reads as minutes and seconds", () => {
    expect(holdLeftText(899_000)).toBe("14:59");
    expect(holdLeftText(5_000)).toBe("0:05");
    expect(holdLeftText(3_723_000)).toBe("1:02:03");
    expect(holdLeftText(0)).toBe("0:00");
  });
});
