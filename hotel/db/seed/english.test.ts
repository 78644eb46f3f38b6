import { describe, expect, it } from "vitest";
import { EXTRAS, RATE_PLANS, ROOM_TYPES } from "./catalogue";

const CYRILLIC = /[\u0400-\u04FF]/;

/** Every string inside a value. */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === "object") return Object.values(value).flatMap(texts);
  return [];
}

describe("the seed's English (docs/languages.md)", () => {
  it("gives every room type's title, description, tags and amenity pages in English, one for one", () => {
    for (const type of ROOM_TYPES) {
      expect(type.titleEn, type.code).toBeTruthy();
      expect(type.shortDescEn, type.code).toBeTruthy();
      expect(type.amenityTagsEn, type.code).toHaveLength(type.amenityTags.length);
      expect(
        type.amenityPagesEn?.map((page) => page.amenities.length),
        type.code,
      ).toEqual(type.amenityPages.map((page) => page.amenities.length));
      const english = [type.titleEn, type.shortDescEn, type.amenityTagsEn, type.amenityPagesEn];
      for (const text of texts(english)) expect(text, type.code).not.toMatch(CYRILLIC);
    }
  });

  it("gives every rate plan's title, description and included services in English", () => {
    for (const plan of RATE_PLANS) {
      expect(plan.includedServicesEn, plan.code).toHaveLength(plan.includedServices.length);
      for (const text of texts([plan.titleEn, plan.descriptionEn, plan.includedServicesEn])) {
        expect(text, plan.code).not.toMatch(CYRILLIC);
      }
      expect(plan.descriptionEn, plan.code).toBeTruthy();
    }
  });

  it("gives every extra an English title", () => {
    for (const extra of EXTRAS) {
      expect(extra.titleEn, extra.code).toBeTruthy();
      expect(extra.titleEn, extra.code).not.toMatch(CYRILLIC);
    }
  });
});
