/**
 * The booking draft in local storage (booking.md §3), as far as the home hero writes it: stage 0
 * with the stay and one choice per room (adults, children). The booking journey reads and
 * completes the same record under the same key.
 */
import { parseUrlDate } from "@rules/dates";
import { isValidLayout, type RoomGuests } from "@rules/guests";

export const BOOKING_DRAFT_KEY = "booking-draft";

export interface HeroDraft {
  stage: 0;
  arrival_date: string;
  departure_date: string;
  choices: RoomGuests[];
}

export function heroDraft(arrival: string, departure: string, rooms: readonly RoomGuests[]): HeroDraft {
  return {
    stage: 0,
    arrival_date: arrival,
    departure_date: departure,
    choices: rooms.map(({ adults, children }) => ({ adults, children })),
  };
}

/** The stored draft's stay and rooms, when they are well-formed; otherwise nothing. */
export function readHeroDraft(
  text: string | null,
): { arrival: string; departure: string; rooms: RoomGuests[] } | undefined {
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // A draft written by another version of the site: start from an empty form.
    return undefined;
  }
  if (!value || typeof value !== "object") return undefined;
  const record = value as Record<string, unknown>;
  const arrival = typeof record.arrival_date === "string" ? record.arrival_date : "";
  const departure = typeof record.departure_date === "string" ? record.departure_date : "";
  const choices = Array.isArray(record.choices) ? record.choices : [];
  const rooms = choices.flatMap((choice): RoomGuests[] => {
    if (!choice || typeof choice !== "object") return [];
    const { adults, children } = choice as Record<string, unknown>;
    return typeof adults === "number" && typeof children === "number" ? [{ adults, children }] : [];
  });
  if (!parseUrlDate(arrival) || !parseUrlDate(departure) || !isValidLayout(rooms)) return undefined;
  return { arrival, departure, rooms };
}
