import { describe, expect, it } from "vitest";
import type { Availability, RoomTypeOffer } from "../api";
import {
  allChosen,
  chooseRate,
  chooseRoomType,
  chosenTotal,
  clearChoice,
  draftChoices,
  emptyChoices,
  nextOpenRoom,
  roomsLeftFor,
} from "./selection";

function roomType(id: number, availableRooms: number, prices: [number, number]): RoomTypeOffer {
  return {
    id,
    title: `Тип ${id}`,
    shortDescription: "",
    basePrice: prices[0],
    imageUrls: [],
    amenityTags: [],
    order: id,
    amenityPages: [],
    capacity: 3,
    totalRooms: 4,
    availableRooms,
    childWithoutBed: false,
    rates: prices.map((price, index) => ({
      id: index + 1,
      title: index === 0 ? "Невозвратный, с завтраком" : "Оптимальный, с завтраком",
      description: "",
      price,
      order: index + 1,
      includedServices: [],
      refundable: index === 1,
      freeCancellationHours: index === 1 ? 48 : null,
      nightly: [],
      freeCancellationUntil: null,
    })),
  };
}

const availability: Availability = {
  arrival: "2026-12-10",
  departure: "2026-12-12",
  nights: 2,
  choices: [
    {
      idx: 0,
      adults: 2,
      children: 0,
      roomTypes: [roomType(1, 1, [28000, 32200]), roomType(3, 4, [40000, 46000])],
    },
    {
      idx: 1,
      adults: 1,
      children: 1,
      roomTypes: [roomType(1, 1, [28000, 32200]), roomType(3, 4, [40000, 46000])],
    },
  ],
};

describe("the choice of rooms and rates", () => {
  it("needs a room type and a rate for every room before checkout", () => {
    let choices = emptyChoices(2);
    expect(allChosen(choices)).toBe(false);
    choices = chooseRate(choices, 0, 1);
    expect(choices[0]).toEqual({});
    choices = chooseRoomType(choices, 0, 1);
    choices = chooseRate(choices, 0, 2);
    expect(allChosen(choices)).toBe(false);
    choices = chooseRoomType(choices, 1, 3);
    choices = chooseRate(choices, 1, 1);
    expect(allChosen(choices)).toBe(true);
    expect(chosenTotal(availability, choices)).toBe(32200 + 40000);
  });

  it("clears the rate when the room type changes, and both on «Удалить»", () => {
    let choices = chooseRate(chooseRoomType(emptyChoices(1), 0, 1), 0, 2);
    choices = chooseRoomType(choices, 0, 3);
    expect(choices[0]).toEqual({ roomTypeId: 3 });
    expect(clearChoice(choices, 0)[0]).toEqual({});
  });

  it("does not offer a room type to more rooms than it has left", () => {
    const choices = chooseRoomType(emptyChoices(2), 0, 1);
    const deluxe = availability.choices[1]?.roomTypes[0];
    if (!deluxe) throw new Error("fixture");
    expect(roomsLeftFor(choices, 1, deluxe)).toBe(0);
    expect(roomsLeftFor(choices, 0, deluxe)).toBe(1);
  });

  it("moves on to the next room that still needs a choice", () => {
    const choices = chooseRate(chooseRoomType(emptyChoices(3), 1, 1), 1, 1);
    expect(nextOpenRoom(choices, 1)).toBe(2);
    expect(nextOpenRoom(choices, 2)).toBe(0);
    const done = [0, 2].reduce(
      (current, index) => chooseRate(chooseRoomType(current, index, 3), index, 1),
      choices,
    );
    expect(nextOpenRoom(done, 0)).toBeUndefined();
  });

  it("gives the draft's choices with the guests, room type and rate of each room", () => {
    const choices = [
      { roomTypeId: 1, rateId: 2 },
      { roomTypeId: 3, rateId: 1 },
    ];
    expect(draftChoices(availability, choices)).toEqual([
      {
        adults: 2,
        children: 0,
        room_type: { id: 1, title: "Тип 1", seating: 3 },
        rate: { id: 2, title: "Оптимальный, с завтраком", price: 32200 },
      },
      {
        adults: 1,
        children: 1,
        room_type: { id: 3, title: "Тип 3", seating: 3 },
        rate: { id: 1, title: "Невозвратный, с завтраком", price: 40000 },
      },
    ]);
    expect(draftChoices(availability, [{ roomTypeId: 1, rateId: 2 }, {}])).toBeUndefined();
  });
});
