import { describe, expect, it } from "vitest";
import { countText, pluralRu } from "./plural";

const PHOTOS = ["фотография", "фотографии", "фотографий"] as const;

describe("pluralRu", () => {
  it("picks the Russian form for one, few and many", () => {
    expect([1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111].map((count) => pluralRu(count, PHOTOS))).toEqual([
      "фотография",
      "фотографии",
      "фотографии",
      "фотографий",
      "фотографий",
      "фотографий",
      "фотографий",
      "фотография",
      "фотографии",
      "фотографий",
      "фотография",
      "фотографий",
    ]);
  });

  it("keeps the number with its word", () => {
    expect(countText(44, ["номер", "номера", "номеров"])).toBe("44\u00A0номера");
  });
});
