import { describe, expect, it } from "vitest";
import { ROOM_CATEGORIES, layoutOccupancyProblem, roomFit } from "./occupancy";

describe("occupancy", () => {
  it("numbers the categories 1–6 in the decided order, Делюкс with 2 places and the rest with 3", () => {
    expect(ROOM_CATEGORIES.map((category) => [category.id, category.title, category.capacity])).toEqual([
      [1, "Делюкс", 2],
      [2, "Семейный делюкс", 3],
      [3, "Супериор", 3],
      [4, "Люкс", 3],
      [5, "Представительский люкс", 3],
      [6, "Villa", 3],
    ]);
  });

  it("fits guests up to the capacity, plus one child under 7 without a separate bed", () => {
    expect(roomFit(2, { adults: 2, children: 0 })).toEqual({ fits: true, childWithoutBed: false });
    expect(roomFit(2, { adults: 2, children: 1 })).toEqual({ fits: true, childWithoutBed: true });
    expect(roomFit(2, { adults: 1, children: 2 })).toEqual({ fits: true, childWithoutBed: true });
    expect(roomFit(2, { adults: 3, children: 0 }).fits).toBe(false);
    expect(roomFit(2, { adults: 2, children: 2 }).fits).toBe(false);
    expect(roomFit(3, { adults: 3, children: 1 })).toEqual({ fits: true, childWithoutBed: true });
    expect(roomFit(3, { adults: 4, children: 0 }).fits).toBe(false);
    expect(roomFit(3, { adults: 2, children: 3 }).fits).toBe(false);
  });

  it("finds the room that fits no category and suggests adding a room", () => {
    expect(layoutOccupancyProblem([{ adults: 2, children: 0 }])).toBeUndefined();
    expect(layoutOccupancyProblem([{ adults: 3, children: 1 }])).toBeUndefined();
    const single = layoutOccupancyProblem([{ adults: 4, children: 0 }]);
    expect(single?.roomIndex).toBe(0);
    expect(single?.message).toBe(
      "В одном номере слишком много гостей: в номере до 3 мест и ещё один ребёнок до 7 лет без отдельного места. Добавьте номер, чтобы разместить всех.",
    );
    const second = layoutOccupancyProblem([
      { adults: 2, children: 0 },
      { adults: 2, children: 3 },
    ]);
    expect(second?.roomIndex).toBe(1);
    expect(second?.message).toMatch(/^В номере 2 слишком много гостей/);
    expect(second?.message).toContain("Добавьте номер");
  });

  it("checks against a given set of capacities (a room page of one category)", () => {
    expect(layoutOccupancyProblem([{ adults: 3, children: 0 }], [2])?.roomIndex).toBe(0);
    expect(layoutOccupancyProblem([{ adults: 3, children: 0 }], [3])).toBeUndefined();
  });
});
