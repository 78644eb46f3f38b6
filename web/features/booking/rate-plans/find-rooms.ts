import "server-only";
/**
 * The search behind «Доступные номера», on the server: the engine's availability for the stay and
 * guests, and — when some requested room has nothing to offer (sold out, closed, or a stay shorter
 * than the arrival day's minimum) — the nearest stays that do work, so the guest never meets an
 * empty page without a reason and a way on (docs/booking-journey.md «Rate plans»).
 */
import { DEFAULT_LANGUAGE, type Language } from "@rules/language";
import { engineErrorText, journeyErrorWords } from "../error-words";
import { HotelApiError, type Availability as EngineAvailability, type HotelClient } from "@hotel/client";
import { addDays, nights, type IsoDate, type Stay } from "@rules/dates";
import type { RoomGuests } from "@rules/guests";
import type { Availability } from "../api";
import { indexCalendar, stayProblem } from "../search/range";

export interface Alternative {
  arrival: IsoDate;
  departure: IsoDate;
  /** The lowest price of the whole stay over every room, for the suggestion's label. */
  from: number;
}

export type RoomsResult =
  | {
      ok: true;
      availability: Availability;
      alternatives: Alternative[];
      /**
       * Why the asked stay cannot be booked when some room has nothing, in the date picker's own
       * words («15 января заезда нет», «С 15 января — минимум 3 ночи»); undefined when the
       * calendar sees no reason (the rooms for these guests are simply taken).
       */
      reason?: string | undefined;
    }
  | { ok: false; code: string; message: string };

/** Longest shift of the arrival tried either way, and how many suggestions are enough. */
const MAX_SHIFT_DAYS = 14;
const ENOUGH = 3;
const MAX_EXTRA_NIGHTS = 3;

function everyRoomServed(availability: EngineAvailability): boolean {
  return availability.choices.every((choice) => choice.roomTypes.some((type) => type.rates.length > 0));
}

function lowestTotal(availability: EngineAvailability): number {
  return availability.choices.reduce(
    (sum, choice) =>
      sum + Math.min(...choice.roomTypes.flatMap((type) => type.rates.map((rate) => rate.price))),
    0,
  );
}

/** Instants as ISO strings, as they would arrive through JSON. */
function serialise(availability: EngineAvailability): Availability {
  return {
    ...availability,
    choices: availability.choices.map((choice) => ({
      ...choice,
      roomTypes: choice.roomTypes.map((type) => ({
        ...type,
        rates: type.rates.map((rate) => ({
          ...rate,
          freeCancellationUntil: rate.freeCancellationUntil?.toISOString() ?? null,
        })),
      })),
    })),
  };
}

/** Candidate stays near the asked one: the same arrival a little longer, then arrivals ±1…±14 days. */
function candidates(stay: Stay, today: IsoDate): Stay[] {
  const length = nights(stay.arrival, stay.departure);
  const list: Stay[] = [];
  for (let extra = 1; extra <= MAX_EXTRA_NIGHTS; extra += 1)
    list.push({ arrival: stay.arrival, departure: addDays(stay.departure, extra) });
  for (let shift = 1; shift <= MAX_SHIFT_DAYS; shift += 1) {
    for (const direction of [1, -1]) {
      const arrival = addDays(stay.arrival, shift * direction);
      if (arrival >= today) list.push({ arrival, departure: addDays(arrival, length) });
    }
  }
  return list;
}

async function nearestStays(
  client: HotelClient,
  stay: Stay,
  rooms: readonly RoomGuests[],
  today: IsoDate,
): Promise<Alternative[]> {
  const found: Alternative[] = [];
  for (const candidate of candidates(stay, today)) {
    if (found.length >= ENOUGH) break;
    try {
      const result = await client.search({ ...candidate, rooms });
      if (everyRoomServed(result)) found.push({ ...candidate, from: lowestTotal(result) });
    } catch (error) {
      // A candidate the engine refuses (too long, past its price calendar) is simply not offered.
      if (!(error instanceof HotelApiError) || error.status >= 500 || error.status === 0) throw error;
    }
  }
  return found;
}

/**
 * The reason the date picker would give for the stay (search/range.ts `stayProblem`), from the
 * engine's calendar of its days: closed to arrival or departure, a minimum or maximum stay, a night
 * closed or sold out.
 */
async function whyNotBookable(
  client: HotelClient,
  stay: Stay,
  today: IsoDate,
  language: Language,
): Promise<string | undefined> {
  try {
    const calendar = await client.calendar({
      startsAt: stay.arrival,
      days: nights(stay.arrival, stay.departure) + 1,
    });
    return stayProblem(stay.arrival, stay.departure, { today, calendar: indexCalendar(calendar), language });
  } catch (error) {
    // A stay past the engine's calendar has no reason to give; the page says it generally.
    if (!(error instanceof HotelApiError) || error.status >= 500 || error.status === 0) throw error;
    return undefined;
  }
}

export async function findRooms(
  client: HotelClient,
  stay: Stay,
  rooms: readonly RoomGuests[],
  today: IsoDate,
  language: Language = DEFAULT_LANGUAGE,
): Promise<RoomsResult> {
  try {
    const availability = await client.search({ ...stay, rooms, language });
    if (everyRoomServed(availability))
      return { ok: true, availability: serialise(availability), alternatives: [] };
    const [alternatives, reason] = await Promise.all([
      nearestStays(client, stay, rooms, today),
      whyNotBookable(client, stay, today, language),
    ]);
    return { ok: true, availability: serialise(availability), alternatives, reason };
  } catch (error) {
    if (error instanceof HotelApiError) {
      const unreachable = error.status === 0 || error.status >= 500;
      return {
        ok: false,
        code: error.code,
        message: unreachable
          ? journeyErrorWords(language)("errors.downReload")
          : engineErrorText({ code: error.code, message: error.message, status: error.status }, language),
      };
    }
    throw error;
  }
}
