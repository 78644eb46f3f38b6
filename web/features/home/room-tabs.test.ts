import { describe, expect, it } from "vitest";
import type { RoomCard } from "@web/features/content/types";
import { roomTabs } from "./home-sections";

const card = (roomId: number, title: string): RoomCard => ({
  roomId,
  title,
  shortDescription: `Описание: ${title}`,
  capacity: 2,
  priceFrom: 14000,
  tags: ["Вид на сосны"],
  images: [],
});
const rooms = [card(1, "Делюкс"), card(2, "Семейный делюкс"), card(6, "Villa")];

describe("roomTabs", () => {
  it("gives guests the first category's card and only the others' names", () => {
    expect(roomTabs(rooms, false)).toEqual([
      { roomId: 1, title: "Делюкс", card: rooms[0] },
      { roomId: 2, title: "Семейный делюкс" },
      { roomId: 6, title: "Villa" },
    ]);
  });

  it("gives a manager's draft preview every card, since the cards route serves published content", () => {
    expect(roomTabs(rooms, true).map((tab) => tab.card)).toEqual(rooms);
  });

  it("has no tabs without categories", () => {
    expect(roomTabs([], false)).toEqual([]);
  });
});
