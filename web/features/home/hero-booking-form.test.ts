import { describe, expect, it } from "vitest";
import { dateLabelText } from "./hero-booking-form";

describe("the hero form's date label", () => {
  it("reads the chosen day with its year in the page's language", () => {
    expect(dateLabelText("2026-11-22", "ru")).toBe("22\u00A0ноября 2026, вс");
    expect(dateLabelText("2026-11-22", "en")).toBe("22\u00A0November 2026, Sun");
  });
});
