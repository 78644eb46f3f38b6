/**
 * The browser tests' calendar: which nights each test file may book or look at.
 *
 * All browser tests share one e2e server, so one hotel. A test that holds the last Люкс of a night,
 * sells the Представительский люкс out or changes a price changes what another test on the same
 * nights sees, and a file that picked its days at random, or by a count of its own, met the
 * others sooner or later (a «rooms left» count off by the Люкс another file had just booked). So
 * every file owns weeks of its own, listed below, and no two files share a night.
 *
 * A week is a Monday and the four nights after it: arrivals Monday to Thursday, departure by
 * Friday. Only weeks in which every room type is on sale every night and no arrival has a
 * minimum stay count (so not the New Year, the May holidays or a maintenance closure), whatever
 * today is: the tests do not age. The server's data folder starts empty for each run
 * (playwright.config.ts), so a file finds its weeks as it left them only within one run.
 *
 * docs/architecture.md («Browser tests») says the same for maintainers.
 */
import type { TestInfo } from "@playwright/test";
import { ROOM_TYPES } from "../../hotel/db/seed/catalogue";
import { isClosed, minimumStay, seedDates } from "../../hotel/db/seed/prices";
import { addDays, formatUrlDate, hotelToday, isoWeekday, type IsoDate } from "../../rules/dates";

export interface TestStay {
  arrival: IsoDate;
  departure: IsoDate;
  /** dd.MM.yyyy */
  arrivalUrl: string;
  departureUrl: string;
}

interface LaneRule {
  weeks: number;
  /**
   * The file shows its stays in the site's date picker, which shows this month and the twelve
   * after it (web/features/booking/search/date-range-picker.tsx): its weeks must end inside them.
   */
  picker?: true;
  /** Its weeks start at least this many days ahead. */
  from?: number;
}

/**
 * Weeks per file, in calendar order from three weeks ahead: first the files that pick dates in
 * the site's calendar, then those that book through the API or a URL. A file whose stays book
 * only the Делюкс (30 rooms) may put several in one week; a file that books a scarcer room, sells
 * one out or counts what is left gives each test and each width a week of its own.
 */
const LANES = {
  /** Week 0: the journey's searches (nothing booked); 1 and 2: a booking per width. */
  journey: { weeks: 3, picker: true },
  /** Searches only. */
  search: { weeks: 1, picker: true },
  /** The home form's typed dates (nothing booked). */
  "home-form": { weeks: 1, picker: true },
  /** The words of the home form's dates (nothing booked). */
  "words-home": { weeks: 1, picker: true },
  /** A booking paid on the sandbox page, per width. */
  "security-headers": { weeks: 2, picker: true },
  /** The journey walked with axe, per width. */
  accessibility: { weeks: 2, picker: true },
  /** Супериор (4 rooms): two bookings a week, per width; one test opens the booking's month. */
  "edit-dates": { weeks: 4, picker: true },
  /** Prices changed in the Studio (a Monday, then a Friday), then seen in the site's calendar. */
  "admin-prices": { weeks: 2, picker: true },
  /** The whole purchase from the home page's calendar, per width. */
  "whole-purchase": { weeks: 2, picker: true },
  /** The search bar's calendar, then the phones' calendar opening months ahead (160 days on). */
  calendars: { weeks: 2, picker: true, from: 160 },
  /** A draft and a Делюкс booking, per width. */
  phone: { weeks: 2 },
  /** Five tests × two widths; slot 0 counts the Люкс and the Villa left. */
  words: { weeks: 10 },
  /** Two tests × two widths. */
  "success-anywhere": { weeks: 4 },
  /** Делюкс only: a week per width for the bookings, the next week per width for the changes. */
  "money-after-change": { weeks: 4 },
  /** Sells the Представительский люкс out, per width. */
  "sold-out-keeps-guest": { weeks: 2 },
  /**
   * Weeks 0 and 1: Делюкс bookings per width (check-english.e2e.ts's too, SHARED_LANES); 2 and 3: a
   * Люкс booking per width.
   */
  check: { weeks: 4 },
  /** Делюкс holds, per width. */
  payment: { weeks: 2 },
  /** The Studio's bookings list (Делюкс). */
  "admin-bookings": { weeks: 1 },
  /**
   * The Studio's bookings as a front desk (Делюкс): a page and more of one-night holds, a paid
   * booking whose dates the card changes.
   */
  "admin-desk": { weeks: 1 },
  /** A Делюкс hold that appears in the Studio's live bookings list. */
  "live-lists": { weeks: 1 },
  /** The Studio's grid: Люкс rooms on sale, Делюкс closed to arrival and departure, a maximum stay. */
  "admin-prices-grid": { weeks: 1 },
  /** Staff users: a price change one manager saves and another undoes (a Monday, «Люкс»). */
  "staff-users": { weeks: 1 },
  /**
   * An English booking of two rooms from the rate plans to the success page: Monday to Wednesday
   * at 1440 px, Wednesday to Friday at 375 (two nights each, none shared).
   */
  english: { weeks: 1 },
  /**
   * Last, as its long stay runs past its week: 0 and 1 drafts and Делюкс holds per width, 2 the
   * Представительский люкс sold out, 3 and the weeks after it (no file's) a stay of 24 nights,
   * refused before it holds anything.
   */
  "guest-data": { weeks: 4 },
} as const satisfies Record<string, LaneRule>;

/**
 * Files that own no week of their own but book the Делюкс (30 rooms) in another file's weeks, as
 * that file's tests do: the lanes above already reach the end of the seeded prices on some days of
 * the week, so one more week would break the calendar on those days.
 */
const SHARED_LANES = {
  /** The booking check in English: a Делюкс booking per width, moved a night later and cancelled. */
  "check-english": "check",
} as const satisfies Record<string, keyof typeof LANES>;

export type Lane = keyof typeof LANES | keyof typeof SHARED_LANES;

function ownLane(lane: Lane): keyof typeof LANES {
  return lane in SHARED_LANES
    ? SHARED_LANES[lane as keyof typeof SHARED_LANES]
    : (lane as keyof typeof LANES);
}

/** A week's Monday in which every room type is on sale and any arrival may stay one night. */
function isOpenWeek(monday: IsoDate): boolean {
  for (let day = 0; day < 4; day += 1) {
    const date = addDays(monday, day);
    if (minimumStay(date) > 1) return false;
    if (ROOM_TYPES.some((type) => isClosed(type.id, date))) return false;
  }
  return true;
}

interface Week {
  monday: IsoDate;
  lane: Lane | undefined;
}

/** The last day the site's date picker shows: the end of the twelfth month after today's. */
function pickerEnd(today: IsoDate): IsoDate {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const after = new Date(Date.UTC(year, month + 12, 1));
  return addDays(after.toISOString().slice(0, 10), -1);
}

/** Every week from three weeks ahead, open or not, until each lane has its weeks. */
function calendar(today: IsoDate): Week[] {
  let monday = addDays(today, 21);
  while (isoWeekday(monday) !== 1) monday = addDays(monday, 1);
  const weeks: Week[] = [];
  for (const [lane, rule] of Object.entries(LANES) as [Lane, LaneRule][]) {
    for (let owned = 0; owned < rule.weeks; monday = addDays(monday, 7)) {
      const open = isOpenWeek(monday) && monday >= addDays(today, rule.from ?? 0);
      weeks.push({ monday, lane: open ? lane : undefined });
      if (open) owned += 1;
    }
    if (rule.picker && addDays(monday, -3) > pickerEnd(today)) {
      throw new Error(`e2e/support/stays.ts: «${lane}» runs past the date picker's last month`);
    }
  }
  // The server seeds prices from its first day (hotel/db/seed/prices.ts, seedDates): the last
  // lane's weeks, and the long stay after them (five weeks in all from the last week's Monday,
  // four after \`monday\`, the Monday after the last week), must end inside. The long stay, 24
  // nights from the last week's Monday, ends 17 days after \`monday\`: 28 keeps 11 days to spare.
  const end = addDays(monday, 28);
  if (end > seedDates(today).at(-1)!)
    throw new Error(`e2e/support/stays.ts: the lanes run to ${end}, past the seeded prices`);
  return weeks;
}

let cached: { today: IsoDate; weeks: Week[] } | undefined;

function weeks(): Week[] {
  const today = hotelToday();
  if (cached?.today !== today) cached = { today, weeks: calendar(today) };
  return cached.weeks;
}

function stayOf(arrival: IsoDate, nights: number): TestStay {
  const departure = addDays(arrival, nights);
  return { arrival, departure, arrivalUrl: formatUrlDate(arrival), departureUrl: formatUrlDate(departure) };
}

/**
 * A stay in week `slot` of the file's lane: arriving `fromMonday` days after its Monday, for
 * `nights`. Within the week's four nights, or, for a longer stay, over weeks no other file owns.
 */
export function laneStay(name: Lane, slot: number, nights = 2, fromMonday = 0): TestStay {
  const lane = ownLane(name);
  if (!Number.isInteger(slot) || slot < 0 || slot >= LANES[lane].weeks) {
    throw new Error(`e2e/support/stays.ts: «${lane}» owns ${LANES[lane].weeks} weeks, not a week ${slot}`);
  }
  const all = weeks();
  const week = all.filter((candidate) => candidate.lane === lane)[slot]!;
  const stay = stayOf(addDays(week.monday, fromMonday), nights);
  const others = all.filter(
    (candidate) =>
      candidate.lane !== undefined &&
      candidate.lane !== lane &&
      candidate.monday < stay.departure &&
      addDays(candidate.monday, 7) > stay.arrival,
  );
  if (fromMonday + nights > 4 && others.length > 0) {
    throw new Error(
      `e2e/support/stays.ts: «${lane}» ${stay.arrival}–${stay.departure} runs into ${others[0]!.lane}'s week`,
    );
  }
  return stay;
}

/** The week of `slot` for this test's width: slots 0, 1 … are weeks 0–1, 2–3 … of the lane. */
export function widthStay(
  testInfo: TestInfo,
  lane: Lane,
  slot: number,
  nights = 2,
  fromMonday = 0,
): TestStay {
  return laneStay(lane, slot * 2 + (testInfo.project.name === "mobile" ? 1 : 0), nights, fromMonday);
}
