import { describe, expect, it } from "vitest";
import { occupancyMessage } from "@rules/occupancy";
import {
  addRoom,
  changeAdults,
  changeChildren,
  guestsSummary,
  occupancyNotice,
  removeRoom,
} from "./guest-rooms";

describe("hero guest picker", () => {
  it("removes a room whose adults drop to 0 when more than one room exists, and keeps the last one", () => {
    const rooms = [
      { adults: 2, children: 0 },
      { adults: 1, children: 1 },
    ];
    expect(changeAdults(rooms, 1, -1)).toEqual([{ adults: 2, children: 0 }]);
    expect(changeAdults([{ adults: 1, children: 0 }], 0, -1)).toEqual([{ adults: 1, children: 0 }]);
  });

  it("keeps adults within 1–10, children within 0–10 and rooms within 1–5", () => {
    expect(changeAdults([{ adults: 10, children: 0 }], 0, 1)).toEqual([{ adults: 10, children: 0 }]);
    expect(changeChildren([{ adults: 2, children: 0 }], 0, -1)).toEqual([{ adults: 2, children: 0 }]);
    expect(changeChildren([{ adults: 2, children: 10 }], 0, 1)).toEqual([{ adults: 2, children: 10 }]);
    let rooms = [{ adults: 2, children: 0 }];
    for (let step = 0; step < 7; step += 1) rooms = addRoom(rooms);
    expect(rooms).toHaveLength(5);
    expect(removeRoom([{ adults: 2, children: 0 }], 0)).toHaveLength(1);
  });

  it("sums the guests up in Russian", () => {
    expect(guestsSummary([{ adults: 2, children: 0 }])).toBe("2\u00A0гостя, 1\u00A0номер");
    expect(
      guestsSummary([
        { adults: 2, children: 1 },
        { adults: 2, children: 0 },
      ]),
    ).toBe("5\u00A0гостей, 2\u00A0номера");
  });
});

describe("occupancy before the search", () => {
  it("names the first room that fits no category, with the add-a-room message", () => {
    expect(occupancyNotice([{ adults: 2, children: 0 }])).toBeUndefined();
    expect(occupancyNotice([{ adults: 3, children: 1 }])).toBeUndefined();
    expect(
      occupancyNotice([
        { adults: 2, children: 0 },
        { adults: 4, children: 0 },
      ]),
    ).toEqual({ roomIndex: 1, message: occupancyMessage(2) });
  });

  it("on a room page, checks that room's places and does not suggest another room", () => {
    expect(occupancyNotice([{ adults: 2, children: 1 }], 1)).toBeUndefined();
    expect(occupancyNotice([{ adults: 3, children: 0 }], 1)).toEqual({
      roomIndex: 0,
      message:
        "В номере «Делюкс» до 2\u00A0мест и ещё один ребёнок до 7 лет без отдельного места. Уменьшите число гостей или выберите другой номер.",
    });
    expect(occupancyNotice([{ adults: 3, children: 0 }], 6)).toBeUndefined();
  });
});
