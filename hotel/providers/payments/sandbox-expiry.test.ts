import { describe, expect, it } from "vitest";
import { checkCardForm, parseExpiry, TEST_CARDS } from "./sandbox-cards";

// 1 December 2026 at the hotel.
const NOW = new Date("2026-12-01T10:00:00Z");
const form = (expiry: string) => ({ number: TEST_CARDS.success.number, expiry, cvc: "123", holder: "" });

describe("the sandbox card's expiry as a guest types it", () => {
  it("takes the four digits alone, as a phone's number pad gives them", () => {
    expect(parseExpiry("1230")).toEqual({ month: 12, year: 2030 });
    expect(checkCardForm(form("1230"), NOW)).toMatchObject({ ok: true });
    expect(checkCardForm(form("0127"), NOW)).toMatchObject({ ok: true });
  });

  it("takes a slash, a dash, a dot, spaces, a one-digit month and a four-digit year", () => {
    for (const typed of ["12/30", "12 / 30", "12-30", "12.30", " 12 30 ", "12/2030"]) {
      expect(parseExpiry(typed), typed).toEqual({ month: 12, year: 2030 });
    }
    expect(parseExpiry("1/30")).toEqual({ month: 1, year: 2030 });
  });

  it("still refuses what is no month and year, and a month gone by", () => {
    for (const typed of ["", "12", "123", "12345", "13/30", "00/30", "1330", "ab/cd", "12/3"]) {
      expect(parseExpiry(typed), typed).toBeUndefined();
    }
    expect(checkCardForm(form("1330"), NOW)).toEqual({
      ok: false,
      errors: { expiry: "expiryInvalid" },
    });
    expect(checkCardForm(form("1126"), NOW)).toEqual({
      ok: false,
      errors: { expiry: "expired" },
    });
  });
});
