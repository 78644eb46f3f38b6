/**
 * The query of the booking pages (`arrival-date`, `departure-date` as dd.MM.yyyy, `guests` as
 * `2,0|1,1`, and `rrp={roomId},{rateId}` on the way to the data step), read and written by the
 * rules of docs/booking-journey.md#query-parameters: invalid values send the guest to /error,
 * missing ones are filled with today, tomorrow and 2 adults, a past arrival becomes today, and a
 * departure before arrival + 1 day becomes arrival + 1 day.
 */
import { correctStay, formatUrlDate, hasNextDay, parseUrlDate, type IsoDate, type Stay } from "./dates";
import { DEFAULT_ROOM_GUESTS, encodeGuests, parseGuests, type RoomGuests } from "./guests";

/** Days the price calendar answers by default and at most (the engine's and the API's limit). */
export const CALENDAR_DEFAULT_DAYS = 395;
export const CALENDAR_MAX_DAYS = 550;

export const SEARCH_PARAMS = {
  arrival: "arrival-date",
  departure: "departure-date",
  guests: "guests",
  roomRate: "rrp",
} as const;

export type SearchQuery = Partial<Record<(typeof SEARCH_PARAMS)[keyof typeof SEARCH_PARAMS], string | null>>;

export type SearchResolution =
  | {
      ok: true;
      stay: Stay;
      rooms: RoomGuests[];
      /** Something was missing or corrected: the page should show (or redirect to) the corrected query. */
      corrected: boolean;
    }
  | { ok: false; reason: "invalid-date" | "invalid-guests" };

function present(value: string | null | undefined): value is string {
  return value !== undefined && value !== null && value !== "";
}

/**
 * The room pages' search, read from an address's query (`URLSearchParams` or anything with its
 * `get`): the guests must hold exactly one room.
 */
export function resolveRoomPageQuery(
  params: { get(name: string): string | null },
  today: IsoDate,
): SearchResolution {
  return resolveSearchQuery(
    {
      [SEARCH_PARAMS.arrival]: params.get(SEARCH_PARAMS.arrival),
      [SEARCH_PARAMS.departure]: params.get(SEARCH_PARAMS.departure),
      [SEARCH_PARAMS.guests]: params.get(SEARCH_PARAMS.guests),
    },
    today,
    { singleRoom: true },
  );
}

/**
 * Reads the search query. `singleRoom` is for the room pages, whose guests must hold exactly one
 * room.
 */
export function resolveSearchQuery(
  query: SearchQuery,
  today: IsoDate,
  options: { singleRoom?: boolean } = {},
): SearchResolution {
  const arrivalText = query[SEARCH_PARAMS.arrival];
  const departureText = query[SEARCH_PARAMS.departure];
  const guestsText = query[SEARCH_PARAMS.guests];

  const arrival = present(arrivalText) ? parseUrlDate(arrivalText) : undefined;
  const departure = present(departureText) ? parseUrlDate(departureText) : undefined;
  if ((present(arrivalText) && !arrival) || (present(departureText) && !departure)) {
    return { ok: false, reason: "invalid-date" };
  }
  // No stay can start on the calendar's last day: its departure could not be written.
  if (arrival && !hasNextDay(arrival)) return { ok: false, reason: "invalid-date" };
  let rooms: RoomGuests[] = [{ ...DEFAULT_ROOM_GUESTS }];
  if (present(guestsText)) {
    const parsed = parseGuests(guestsText);
    if (!parsed) return { ok: false, reason: "invalid-guests" };
    rooms = parsed.rooms;
  }
  if (options.singleRoom && rooms.length !== 1) return { ok: false, reason: "invalid-guests" };

  // Both dates fall back together: a lone date says nothing reliable about the stay.
  const stay = correctStay(arrival && departure ? { arrival, departure } : { arrival }, today);
  const corrected =
    !present(guestsText) ||
    !arrival ||
    !departure ||
    stay.arrival !== arrival ||
    stay.departure !== departure;
  return { ok: true, stay, rooms, corrected };
}

/**
 * Whether one of the query's parameters (all of the search's, or those named) is given more than
 * once: as invalid as a malformed one (docs/booking-journey.md#query-parameters).
 */
export function repeatedSearchParam(
  params: { getAll(name: string): string[] },
  names: readonly string[] = Object.values(SEARCH_PARAMS),
): boolean {
  return names.some((name) => params.getAll(name).length > 1);
}

/** The query string of a search: `arrival-date=…&departure-date=…&guests=…`. */
export function searchQueryString(stay: Stay, rooms: readonly RoomGuests[]): string {
  const params = new URLSearchParams();
  params.set(SEARCH_PARAMS.arrival, formatUrlDate(stay.arrival));
  params.set(SEARCH_PARAMS.departure, formatUrlDate(stay.departure));
  params.set(SEARCH_PARAMS.guests, encodeGuests(rooms));
  return params.toString();
}

/** `rrp={roomId},{rateId}` → ids, or undefined when it is not two positive integers. */
export function parseRoomRate(
  text: string | null | undefined,
): { roomId: number; rateId: number } | undefined {
  const match = /^(\d{1,6}),(\d{1,6})$/.exec(text ?? "");
  if (!match) return undefined;
  const roomId = Number(match[1]);
  const rateId = Number(match[2]);
  return roomId > 0 && rateId > 0 ? { roomId, rateId } : undefined;
}

export function encodeRoomRate(roomId: number, rateId: number): string {
  return `${roomId},${rateId}`;
}
