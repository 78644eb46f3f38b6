import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ROOM_CATEGORIES } from "../../../rules";
import { DATASET, roomTypesFromDataset } from "../../../scripts/seed-inventory/room-types";
import { ROOM_TYPES } from "./catalogue";

describe("the engine's room types", () => {
  it("match the content dataset (run `npm run seed:inventory:room-types` after changing its rooms)", () => {
    // The English texts are the catalogue's own (english.ts), not the dataset's.
    const fromDataset = ROOM_TYPES.map(
      ({
        titleEn: _titleEn,
        shortDescEn: _shortDescEn,
        amenityTagsEn: _amenityTagsEn,
        amenityPagesEn: _amenityPagesEn,
        ...type
      }) => type,
    );
    expect(fromDataset).toEqual(roomTypesFromDataset(readFileSync(DATASET, "utf8"), fromDataset));
  });

  it("are the six categories in the decided order and capacities, with pictures under /cdn", () => {
    expect(ROOM_TYPES.map((type) => ({ id: type.id, title: type.title, capacity: type.capacity }))).toEqual(
      ROOM_CATEGORIES.map((category) => ({ ...category })),
    );
    for (const type of ROOM_TYPES) {
      expect(type.imageUrls.length, type.title).toBeGreaterThan(0);
      for (const url of [...type.imageUrls, ...type.amenityPages.map((page) => page.image_url)]) {
        expect(url).toMatch(/^\/cdn\/images\/embedded\/production\/[0-9a-f]{40}-\d+x\d+\.webp$/);
      }
      expect(type.amenityPages.map((page) => page.title)).toEqual(["Номер", "Ванная", "Забыли что-нибудь?"]);
    }
  });
});
