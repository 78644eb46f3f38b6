/**
 * The booking pages' URL parameters under fuzzing (docs/booking-journey.md#query-parameters): for
 * any query a guest or a crawler can write — junk, unicode, huge numbers, real days at the ends of
 * the calendar, repeated parameters — the functions that read it (the room pages' check in
 * web/proxy.ts, the rate plans' and the data step's search and `rrp`, the edit-dates page) never
 * throw (a throw is a 500 on the server), and say "invalid" exactly when the rules do; a valid
 * query resolves to a stay the pages can write back into an address.
 *
 * FUZZ_RUNS sets the runs per property (200 by default); FUZZ_SEED replays a failure.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, daysBetween, parseUrlDate } from "@rules/dates";
import { parseGuests } from "@rules/guests";
import {
  parseRoomRate,
  repeatedSearchParam,
  resolveRoomPageQuery,
  resolveSearchQuery,
  searchQueryString,
  SEARCH_PARAMS,
} from "@rules/search";
import { roomQueryIsValid } from "../../proxy";
import { resolveEditDates } from "./check/text";

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const settings = SEED === undefined ? { numRuns: RUNS } : { numRuns: RUNS, seed: SEED };

const TODAY = "2026-11-22";
const pad = (value: number, width: number) => String(value).padStart(width, "0");

/** Texts shaped like dd.MM.yyyy (real days, impossible ones, the calendar's first and last days) or not at all. */
const dateText = fc.oneof(
  fc
    .tuple(
      fc.integer({ min: 0, max: 99 }),
      fc.integer({ min: 0, max: 99 }),
      fc.integer({ min: 0, max: 9999 }),
    )
    .map(([day, month, year]) => `${pad(day, 2)}.${pad(month, 2)}.${pad(year, 4)}`),
  fc.integer({ min: -500, max: 800 }).map((offset) => {
    const [year, month, day] = addDays(TODAY, offset).split("-");
    return `${day}.${month}.${year}`;
  }),
  fc.constantFrom(
    "31.12.9999",
    "30.12.9999",
    "01.01.1900",
    "31.12.1899",
    "29.02.2028",
    "29.02.2027",
    "01.12.2026 ",
    "1.12.2026",
    "01.12.26",
    "2026-12-01",
    "01.12.2026\u0000",
    "０１.１２.２０２６",
  ),
  fc.string({ unit: "binary", maxLength: 20 }),
);

/** Texts shaped like the guests text or not. */
const guestsText = fc.oneof(
  fc
    .array(fc.tuple(fc.integer({ min: -1, max: 12 }), fc.integer({ min: -1, max: 12 })), {
      minLength: 0,
      maxLength: 7,
    })
    .map((rooms) => rooms.map(([adults, children]) => `${adults},${children}`).join("|")),
  fc.constantFrom("2,0", "1,1|2,0", "2,0,1", "2;0", "02,00", "2,0|", "|", "1e1,0", "١,٠"),
  fc.string({ unit: "binary", maxLength: 20 }),
);

const roomRateText = fc.oneof(
  fc
    .tuple(fc.integer({ min: -5, max: 2_000_000 }), fc.integer({ min: -5, max: 2_000_000 }))
    .map(([a, b]) => `${a},${b}`),
  fc.constantFrom("1,2", "0,1", "1,", ",2", "1,2,3", "999999,999999", "1000000,1", "01,02"),
  fc.string({ unit: "binary", maxLength: 20 }),
);

/** A query: each parameter missing, empty, given once or twice; other parameters now and then. */
const query = fc
  .record({
    arrival: fc.array(dateText, { maxLength: 2 }),
    departure: fc.array(dateText, { maxLength: 2 }),
    guests: fc.array(guestsText, { maxLength: 2 }),
    rrp: fc.array(roomRateText, { maxLength: 2 }),
    other: fc.array(fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })), { maxLength: 2 }),
  })
  .map((parts) => {
    const params = new URLSearchParams();
    for (const value of parts.arrival) params.append(SEARCH_PARAMS.arrival, value);
    for (const value of parts.departure) params.append(SEARCH_PARAMS.departure, value);
    for (const value of parts.guests) params.append(SEARCH_PARAMS.guests, value);
    for (const value of parts.rrp) params.append(SEARCH_PARAMS.roomRate, value);
    for (const [name, value] of parts.other) params.append(name, value);
    // Through the address and back, as a browser and the server would read it.
    return new URLSearchParams(params.toString());
  });

/** What the rules say of a query, written out: the oracle the functions must agree with. */
function expectedValidity(params: URLSearchParams, singleRoom: boolean): boolean {
  if (repeatedByHand(params, ROOM_QUERY)) return false;
  for (const name of [SEARCH_PARAMS.arrival, SEARCH_PARAMS.departure]) {
    const text = params.get(name);
    if (text && !parseUrlDate(text)) return false;
  }
  // A stay needs a night after its arrival: the calendar's last day cannot be one.
  const arrival = params.get(SEARCH_PARAMS.arrival);
  if (arrival && parseUrlDate(arrival) === "9999-12-31") return false;
  const guests = params.get(SEARCH_PARAMS.guests);
  if (guests) {
    const parsed = parseGuests(guests);
    if (!parsed || (singleRoom && parsed.rooms.length !== 1)) return false;
  }
  return true;
}

/** The room pages' query: the search without `rrp`. */
const ROOM_QUERY = [SEARCH_PARAMS.arrival, SEARCH_PARAMS.departure, SEARCH_PARAMS.guests];

function repeatedByHand(
  params: URLSearchParams,
  names: readonly string[] = Object.values(SEARCH_PARAMS),
): boolean {
  return names.some((name) => params.getAll(name).length > 1);
}

describe("the calendar's last day", () => {
  it("cannot be an arrival: the search, the room pages and the edit-dates page call it invalid", () => {
    const last = { [SEARCH_PARAMS.arrival]: "31.12.9999", [SEARCH_PARAMS.departure]: "31.12.9999" };
    expect(resolveSearchQuery(last, TODAY)).toEqual({ ok: false, reason: "invalid-date" });
    expect(resolveSearchQuery({ [SEARCH_PARAMS.arrival]: "31.12.9999" }, TODAY)).toEqual({
      ok: false,
      reason: "invalid-date",
    });
    expect(roomQueryIsValid(new URLSearchParams({ ...last, guests: "2,0" }), TODAY)).toBe(false);
    expect(resolveEditDates({ arrival: "31.12.9999" }, TODAY)).toEqual({ kind: "invalid" });
  });

  it("can be a departure, after the day before it", () => {
    const stay = { [SEARCH_PARAMS.arrival]: "30.12.9999", [SEARCH_PARAMS.departure]: "31.12.9999" };
    expect(resolveSearchQuery(stay, TODAY)).toMatchObject({
      ok: true,
      stay: { arrival: "9999-12-30", departure: "9999-12-31" },
    });
  });
});

describe("a repeated parameter on a room page", () => {
  it("is invalid, not read as its first value", () => {
    const params = new URLSearchParams(
      "arrival-date=01.12.2026&departure-date=03.12.2026&guests=2,0&guests=1,0",
    );
    expect(roomQueryIsValid(params, TODAY)).toBe(false);
  });
});

describe("the booking pages' query, fuzzed", () => {
  it("the search of the rate plans never throws, and a valid one resolves to a stay an address can carry", () => {
    fc.assert(
      fc.property(query, (params) => {
        const search = resolveSearchQuery(
          {
            [SEARCH_PARAMS.arrival]: params.get(SEARCH_PARAMS.arrival),
            [SEARCH_PARAMS.departure]: params.get(SEARCH_PARAMS.departure),
            [SEARCH_PARAMS.guests]: params.get(SEARCH_PARAMS.guests),
          },
          TODAY,
        );
        const once = new URLSearchParams(params);
        for (const name of Object.values(SEARCH_PARAMS)) {
          const first = params.get(name);
          once.delete(name);
          if (first !== null) once.set(name, first);
        }
        expect(search.ok).toBe(expectedValidity(once, false));
        if (!search.ok) return;
        expect(daysBetween(TODAY, search.stay.arrival)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(search.stay.arrival, search.stay.departure)).toBeGreaterThanOrEqual(1);
        const written = new URLSearchParams(searchQueryString(search.stay, search.rooms));
        const again = resolveSearchQuery(
          {
            [SEARCH_PARAMS.arrival]: written.get(SEARCH_PARAMS.arrival),
            [SEARCH_PARAMS.departure]: written.get(SEARCH_PARAMS.departure),
            [SEARCH_PARAMS.guests]: written.get(SEARCH_PARAMS.guests),
          },
          TODAY,
        );
        expect(again).toEqual({ ok: true, stay: search.stay, rooms: search.rooms, corrected: false });
      }),
      settings,
    );
  });

  it("the room pages' check (web/proxy.ts) never throws and sends to /error exactly the invalid queries", () => {
    fc.assert(
      fc.property(query, (params) => {
        const given = [SEARCH_PARAMS.arrival, SEARCH_PARAMS.departure, SEARCH_PARAMS.guests].some((name) =>
          params.has(name),
        );
        expect(roomQueryIsValid(params, TODAY)).toBe(!given || expectedValidity(params, true));
      }),
      settings,
    );
  });

  it("the data step's room and rate (rrp) never throws, and names two ids or nothing", () => {
    fc.assert(
      fc.property(query, (params) => {
        expect(repeatedSearchParam(params)).toBe(repeatedByHand(params));
        const text = params.get(SEARCH_PARAMS.roomRate);
        const ids = parseRoomRate(text);
        if (ids) {
          for (const id of [ids.roomId, ids.rateId]) {
            expect(Number.isSafeInteger(id) && id > 0 && id < 1_000_000, String(text)).toBe(true);
          }
        }
        const search = resolveRoomPageQuery(params, TODAY);
        if (search.ok) expect(search.rooms).toHaveLength(1);
      }),
      settings,
    );
  });

  it("the edit-dates page never throws and is invalid exactly for a date that is not a day with a night after it", () => {
    fc.assert(
      fc.property(fc.option(dateText), fc.option(dateText), (arrival, departure) => {
        const resolved = resolveEditDates({ arrival, departure }, TODAY);
        const bad = (text: string | null) => Boolean(text) && !parseUrlDate(text);
        const invalid =
          bad(arrival) || bad(departure) || (arrival ? parseUrlDate(arrival) === "9999-12-31" : false);
        expect(resolved.kind).toBe(invalid ? "invalid" : "stay");
        if (resolved.kind === "stay") {
          expect(daysBetween(TODAY, resolved.arrival)).toBeGreaterThanOrEqual(0);
          expect(daysBetween(resolved.arrival, resolved.departure)).toBeGreaterThanOrEqual(1);
        }
      }),
      settings,
    );
  });
});
