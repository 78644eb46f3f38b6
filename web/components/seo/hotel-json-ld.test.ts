import { describe, expect, it } from "vitest";
import type { RoomCard } from "@web/features/content/types";
import { priceRange } from "./hotel-json-ld";

const room = (priceFrom: number | null): RoomCard => ({
  roomId: 1,
  title: "Делюкс",
  shortDescription: "",
  capacity: 2,
  priceFrom,
  tags: [],
  images: [],
});

describe("priceRange", () => {
  it("spans the categories' starting prices", () => {
    expect(priceRange([room(14000), room(34000), room(20000)])).toBe("14\u202F000–34\u202F000\u00A0₽");
    expect(priceRange([room(14000)])).toBe("14\u202F000\u00A0₽");
    expect(priceRange([])).toBeUndefined();
    // Without the booking engine's answer a room has no price: it is left out, not «0 ₽».
    expect(priceRange([room(null), room(20000)])).toBe("20 000 ₽");
    expect(priceRange([room(null)])).toBeUndefined();
  });

  it("writes the range in English on an English page", () => {
    expect(priceRange([room(14000), room(34000)], "en")).toBe("₽14,000–34,000");
    expect(priceRange([room(14000)], "en")).toBe("₽14,000");
  });
});
