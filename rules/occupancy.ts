/**
 * Who fits in a room (docs/booking-engine.md#room-types-and-rooms): a room takes adults + children
 * up to its capacity in places, plus one more child under 7 who needs no separate bed. Делюкс has 2
 * places, the other five categories 3. A layout that is valid text (`4,0` is) but fits no room gets
 * a message that suggests adding a room, rather than an empty search.
 */
import type { RoomGuests } from "./guests";
import { PLACES_AFTER_UP_TO, pluralRu } from "./plural";

/** Room categories in the order of their ids 1–6, with their capacity in places. */
export const ROOM_CATEGORIES = [
  { id: 1, title: "Делюкс", capacity: 2 },
  { id: 2, title: "Семейный делюкс", capacity: 3 },
  { id: 3, title: "Супериор", capacity: 3 },
  { id: 4, title: "Люкс", capacity: 3 },
  { id: 5, title: "Представительский люкс", capacity: 3 },
  { id: 6, title: "Villa", capacity: 3 },
] as const;

/** The largest capacity of any category: up to 3 places. */
export const MAX_ROOM_CAPACITY = Math.max(...ROOM_CATEGORIES.map((category) => category.capacity));

/** Children under this age may stay without a separate bed (one per room). */
export const CHILD_WITHOUT_BED_MAX_AGE_EXCLUSIVE = 7;

export const CAPACITY_NOTE =
  "Вместимость до 3 мест; один ребёнок до 7 лет может проживать без отдельного места";

export interface OccupancyFit {
  fits: boolean;
  /** The room is full only if one child under 7 stays without a separate bed. */
  childWithoutBed: boolean;
}

/** Whether guests fit a room of the given capacity. */
export function roomFit(capacity: number, guests: RoomGuests): OccupancyFit {
  const people = guests.adults + guests.children;
  if (guests.adults <= capacity && people <= capacity) return { fits: true, childWithoutBed: false };
  // One extra guest is allowed only if that guest is a child (under 7, no separate bed).
  if (guests.adults <= capacity && guests.children >= 1 && people === capacity + 1) {
    return { fits: true, childWithoutBed: true };
  }
  return { fits: false, childWithoutBed: false };
}

export function fitsCapacity(capacity: number, guests: RoomGuests): boolean {
  return roomFit(capacity, guests).fits;
}

/** The message for a room whose guests fit no category: it suggests adding a room. */
export function occupancyMessage(roomNumber?: number): string {
  const subject = roomNumber === undefined ? "В одном номере" : `В номере ${roomNumber}`;
  return (
    `${subject} слишком много гостей: в номере до ${MAX_ROOM_CAPACITY} ${pluralRu(MAX_ROOM_CAPACITY, PLACES_AFTER_UP_TO)} и ещё один ребёнок ` +
    `до ${CHILD_WITHOUT_BED_MAX_AGE_EXCLUSIVE} лет без отдельного места. Добавьте номер, чтобы разместить всех.`
  );
}

export interface OccupancyProblem {
  /** 0-based index of the first room whose guests fit no category. */
  roomIndex: number;
  message: string;
}

/**
 * The first room of a layout that fits none of the given capacities (by default the hotel's six
 * categories), or undefined when every room fits somewhere.
 */
export function layoutOccupancyProblem(
  rooms: readonly RoomGuests[],
  capacities: readonly number[] = ROOM_CATEGORIES.map((category) => category.capacity),
): OccupancyProblem | undefined {
  const roomIndex = rooms.findIndex((room) => !capacities.some((capacity) => fitsCapacity(capacity, room)));
  if (roomIndex < 0) return undefined;
  return { roomIndex, message: occupancyMessage(rooms.length > 1 ? roomIndex + 1 : undefined) };
}
