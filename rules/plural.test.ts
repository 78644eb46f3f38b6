import { describe, expect, it } from "vitest";
import { countText, NIGHTS, pluralRu, roomsLeftText, ROOMS } from "./plural";

const COUNTS = [1, 2, 5, 11, 21, 22, 25, 111];

describe("pluralRu", () => {
  it("picks the Russian form of one, few and many for 1, 2, 5, 11, 21, 22, 25, 111", () => {
    expect(COUNTS.map((count) => pluralRu(count, ROOMS))).toEqual([
      "номер",
      "номера",
      "номеров",
      "номеров",
      "номер",
      "номера",
      "номеров",
      "номеров",
    ]);
    expect(COUNTS.map((count) => pluralRu(count, NIGHTS))).toEqual([
      "ночь",
      "ночи",
      "ночей",
      "ночей",
      "ночь",
      "ночи",
      "ночей",
      "ночей",
    ]);
  });

  it("treats the teens as many, whatever their last digit", () => {
    expect([12, 13, 14, 112].map((count) => pluralRu(count, ROOMS))).toEqual([
      "номеров",
      "номеров",
      "номеров",
      "номеров",
    ]);
  });

  it("keeps the number with its word", () => {
    expect(countText(44, ROOMS)).toBe("44\u00A0номера");
  });
});

describe("roomsLeftText", () => {
  it("makes the verb agree: «Остался 1 номер», «Осталось 2 номера»", () => {
    expect(COUNTS.map(roomsLeftText)).toEqual([
      "Остался 1\u00A0номер",
      "Осталось 2\u00A0номера",
      "Осталось 5\u00A0номеров",
      "Осталось 11\u00A0номеров",
      "Остался 21\u00A0номер",
      "Осталось 22\u00A0номера",
      "Осталось 25\u00A0номеров",
      "Осталось 111\u00A0номеров",
    ]);
  });
});
