import { describe, expect, it } from "vitest";
import { isCurrent } from "./navigation";

describe("isCurrent", () => {
  it("marks the home link only on the home page", () => {
    expect(isCurrent("/", "/")).toBe(true);
    expect(isCurrent("/", "/rooms")).toBe(false);
  });

  it("marks a section for its nested pages", () => {
    expect(isCurrent("/rooms", "/rooms/3")).toBe(true);
    expect(isCurrent("/rooms", "/roomsx")).toBe(false);
  });

  it("gives a nested page to the most specific link", () => {
    const all = ["/booking", "/booking/check"];
    expect(isCurrent("/booking", "/booking/check", all)).toBe(false);
    expect(isCurrent("/booking/check", "/booking/check", all)).toBe(true);
    expect(isCurrent("/booking", "/booking/rate-plans", all)).toBe(true);
  });

  it("never marks external links", () => {
    expect(isCurrent("https://tour.example.ru", "/")).toBe(false);
  });
});
