import { describe, expect, it } from "vitest";
import { roomQueryIsValid } from "./proxy";

const TODAY = "2026-11-22";
const query = (text: string) => new URLSearchParams(text);

describe("room page query (proxy)", () => {
  it("lets a room page without a query through", () => {
    expect(roomQueryIsValid(query(""), TODAY)).toBe(true);
    expect(roomQueryIsValid(query("utm_source=mail"), TODAY)).toBe(true);
  });

  it("accepts valid dates and exactly one room of guests", () => {
    expect(
      roomQueryIsValid(query("arrival-date=01.12.2026&departure-date=03.12.2026&guests=2,0"), TODAY),
    ).toBe(true);
  });

  it("sends bad dates, bad guests and more than one room to /error", () => {
    expect(
      roomQueryIsValid(query("arrival-date=2026-12-01&departure-date=03.12.2026&guests=2,0"), TODAY),
    ).toBe(false);
    expect(
      roomQueryIsValid(query("arrival-date=01.12.2026&departure-date=03.12.2026&guests=2,0|1,0"), TODAY),
    ).toBe(false);
    expect(roomQueryIsValid(query("guests=0,1"), TODAY)).toBe(false);
    expect(roomQueryIsValid(query("arrival-date=31.02.2026"), TODAY)).toBe(false);
  });
});
