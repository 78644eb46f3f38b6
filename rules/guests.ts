/**
 * Guests per room, and their text form in URLs: rooms joined by `|`, each room `adults,children`
 * (`2,0|1,1`). The limits (docs/booking-journey.md#query-parameters): at most 5 rooms, 1–10
 * adults and 0–10 children (under 14) per room; any violation invalidates the whole text.
 */

export const MAX_ROOMS = 5;
export const MIN_ADULTS = 1;
export const MAX_ADULTS = 10;
export const MIN_CHILDREN = 0;
export const MAX_CHILDREN = 10;

export interface RoomGuests {
  adults: number;
  children: number;
}

/** The guest picker's value: guests per room and the total (adults plus children). */
export interface GuestsValue {
  rooms: RoomGuests[];
  total: number;
}

export const DEFAULT_ROOM_GUESTS: RoomGuests = { adults: 2, children: 0 };

export function totalGuests(rooms: readonly RoomGuests[]): number {
  return rooms.reduce((sum, room) => sum + room.adults + room.children, 0);
}

function isCount(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/** Whether one room's guests are within the limits (1–10 adults, 0–10 children). */
export function isValidRoomGuests(room: RoomGuests): boolean {
  return isCount(room.adults, MIN_ADULTS, MAX_ADULTS) && isCount(room.children, MIN_CHILDREN, MAX_CHILDREN);
}

/** Whether a whole layout is within the limits (1–5 rooms, each valid). */
export function isValidLayout(rooms: readonly RoomGuests[]): boolean {
  return rooms.length >= 1 && rooms.length <= MAX_ROOMS && rooms.every(isValidRoomGuests);
}

/** `2,0|1,1` → rooms and total; undefined for an empty or invalid text. */
export function parseGuests(text: string | null | undefined): GuestsValue | undefined {
  if (!text) return undefined;
  const parts = text.split("|");
  if (parts.length > MAX_ROOMS) return undefined;
  const rooms: RoomGuests[] = [];
  for (const part of parts) {
    const values = part.split(",");
    if (values.length !== 2) return undefined;
    const [adultsText = "", childrenText = ""] = values;
    // "Both are numbers": plain decimal digits, no signs, spaces or fractions.
    if (!/^\d{1,2}$/.test(adultsText) || !/^\d{1,2}$/.test(childrenText)) return undefined;
    const room = { adults: Number(adultsText), children: Number(childrenText) };
    if (!isValidRoomGuests(room)) return undefined;
    rooms.push(room);
  }
  return { rooms, total: totalGuests(rooms) };
}

/** Rooms → `2,0|1,1`; an empty list gives an empty text. */
export function encodeGuests(rooms: readonly RoomGuests[]): string {
  return rooms.map((room) => `${room.adults},${room.children}`).join("|");
}
