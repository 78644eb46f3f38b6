/**
 * The guest picker's rules (search bar, home hero; docs/booking-journey-search.md «Guest picker»):
 * rooms can be added (up to 5) and removed; lowering a room's adults to 0 removes that room when
 * more than one room exists; a room whose guests fit no category is named before the search.
 */
import { MAX_ADULTS, MAX_CHILDREN, MAX_ROOMS, MIN_ADULTS, type RoomGuests } from "@rules/guests";
import {
  CHILD_WITHOUT_BED_MAX_AGE_EXCLUSIVE,
  layoutOccupancyProblem,
  MAX_ROOM_CAPACITY,
  ROOM_CATEGORIES,
  roomFit,
  type OccupancyProblem,
} from "@rules/occupancy";
import { DEFAULT_LANGUAGE, type Language } from "@rules/language";
import { journeyWords } from "../words";

export function changeAdults(rooms: readonly RoomGuests[], index: number, delta: number): RoomGuests[] {
  const room = rooms[index];
  if (!room) return [...rooms];
  const adults = room.adults + delta;
  if (adults < MIN_ADULTS) {
    return rooms.length > 1 ? rooms.filter((_, position) => position !== index) : [...rooms];
  }
  return rooms.map((item, position) =>
    position === index ? { ...item, adults: Math.min(adults, MAX_ADULTS) } : item,
  );
}

export function changeChildren(rooms: readonly RoomGuests[], index: number, delta: number): RoomGuests[] {
  return rooms.map((item, position) =>
    position === index
      ? { ...item, children: Math.min(Math.max(item.children + delta, 0), MAX_CHILDREN) }
      : item,
  );
}

export function addRoom(rooms: readonly RoomGuests[]): RoomGuests[] {
  return rooms.length >= MAX_ROOMS ? [...rooms] : [...rooms, { adults: 1, children: 0 }];
}

export function removeRoom(rooms: readonly RoomGuests[], index: number): RoomGuests[] {
  return rooms.length <= 1 ? [...rooms] : rooms.filter((_, position) => position !== index);
}

/** «3 гостя, 2 номера». */
export function guestsSummary(rooms: readonly RoomGuests[], language: Language = DEFAULT_LANGUAGE): string {
  const t = journeyWords(language);
  const guests = rooms.reduce((sum, room) => sum + room.adults + room.children, 0);
  return t("summary.guestsRooms", {
    guests: t("guests", { count: guests }),
    rooms: t("rooms", { count: rooms.length }),
  });
}

/**
 * The first room whose guests fit no category (with the add-a-room message), or, on a room page
 * (`roomTypeId`), that do not fit that category: there another room cannot be added, so the
 * message names the category's places instead.
 */
export function occupancyNotice(
  rooms: readonly RoomGuests[],
  roomTypeId?: number,
  language: Language = DEFAULT_LANGUAGE,
): OccupancyProblem | undefined {
  const t = journeyWords(language);
  const age = CHILD_WITHOUT_BED_MAX_AGE_EXCLUSIVE;
  const category = ROOM_CATEGORIES.find((item) => item.id === roomTypeId);
  if (!category) {
    const problem = layoutOccupancyProblem(rooms);
    if (!problem) return undefined;
    // The rules' Russian message, in the catalogue's words: «В номере 2 слишком много гостей…».
    const room = rooms.length > 1 ? String(problem.roomIndex + 1) : "none";
    return { ...problem, message: t("search.tooMany", { room, places: MAX_ROOM_CAPACITY, age }) };
  }
  const roomIndex = rooms.findIndex((room) => !roomFit(category.capacity, room).fits);
  if (roomIndex < 0) return undefined;
  return {
    roomIndex,
    message: t("search.roomType", { title: category.title, places: category.capacity, age }),
  };
}
