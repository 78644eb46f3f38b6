import { describe, expect, it } from "vitest";
import type { Availability } from "../api";
import type { BookingDraft } from "../draft";
import { draftHoldsRoomRate, roomRateDraft } from "./room-rate";

const query = {
  stay: { arrival: "2026-12-07", departure: "2026-12-09" },
  rooms: [{ adults: 2, children: 1 }],
  roomId: 4,
  rateId: 2,
};

const availability = {
  arrival: "2026-12-07",
  departure: "2026-12-09",
  nights: 2,
  choices: [
    {
      idx: 0,
      adults: 2,
      children: 1,
      roomTypes: [
        {
          id: 4,
          title: "Люкс",
          capacity: 3,
          rates: [{ id: 2, title: "Оптимальный, с завтраком", price: 62100 }],
        },
      ],
    },
  ],
} as unknown as Availability;

describe("the data step from a room page (rrp)", () => {
  it("builds the single choice from the engine's search, keeping the spa extras and session", () => {
    const stored: BookingDraft = {
      stage: "rates",
      arrival_date: "",
      departure_date: "",
      choices: [],
      extras: [{ code: "foot-massage", title: "Массаж стоп", quantity: 1, unit_price: 1500 }],
      session_id: "s",
    };
    const draft = roomRateDraft(stored, availability, query);
    expect(draft).toEqual({
      stage: "data",
      arrival_date: "07.12.2026",
      departure_date: "09.12.2026",
      from_room: 4,
      extras: stored.extras,
      session_id: "s",
      choices: [
        {
          adults: 2,
          children: 1,
          room_type: { id: 4, title: "Люкс", seating: 3 },
          rate: { id: 2, title: "Оптимальный, с завтраком", price: 62100 },
        },
      ],
    });
    expect(draft && draftHoldsRoomRate(draft, query)).toBe(true);
    expect(draft && draftHoldsRoomRate(draft, { ...query, rateId: 1 })).toBe(false);
    expect(draft && draftHoldsRoomRate(draft, { ...query, rooms: [{ adults: 2, children: 0 }] })).toBe(false);
  });

  it("gives nothing when the search no longer offers that room or rate", () => {
    expect(roomRateDraft(undefined, availability, { ...query, rateId: 1 })).toBeUndefined();
    expect(roomRateDraft(undefined, availability, { ...query, roomId: 6 })).toBeUndefined();
  });
});
