/**
 * Stay dates. A date without a time is a calendar day of the hotel, written `YYYY-MM-DD`
 * (`IsoDate`): the API's form, and the one the code computes with. URLs and local storage carry
 * `dd.MM.yyyy`, the calendar inputs show `dd/MM/yyyy`. "Today" and every instant that turns into a
 * day (hold expiry, cancellation deadline) is taken in the hotel's zone, Europe/Kaliningrad, never in
 * the server's or the browser's.
 *
 * Day arithmetic runs on day numbers (days since 1970-01-01), so no zone or daylight-saving rule
 * can shift a day.
 */
import { TZDate, tz } from "@date-fns/tz";
// The function's own module: the package's index loads every date-fns function (2.4 s at the start
// of each process and test file here, for one function).
import { format } from "date-fns/format";

export const HOTEL_TIME_ZONE = "Europe/Kaliningrad";

/** A calendar day `YYYY-MM-DD`. */
export type IsoDate = string;

const DAY_MS = 86_400_000;
const ISO_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const URL_PATTERN = /^(\d{2})\.(\d{2})\.(\d{4})$/;

function pad(value: number, width = 2): string {
  return String(value).padStart(width, "0");
}

function fromParts(year: number, month: number, day: number): IsoDate | undefined {
  if (year < 1900 || year > 9999 || month < 1 || month > 12 || day < 1) return undefined;
  const probe = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 31.02 over to 03.03: a day that does not exist in the month is invalid.
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return undefined;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** `YYYY-MM-DD` → the same date if it is a real calendar day, else undefined. */
export function parseIsoDate(text: string | null | undefined): IsoDate | undefined {
  const match = ISO_PATTERN.exec(text ?? "");
  if (!match) return undefined;
  return fromParts(Number(match[1]), Number(match[2]), Number(match[3]));
}

export function isIsoDate(text: string): boolean {
  return parseIsoDate(text) !== undefined;
}

/** `dd.MM.yyyy` (URLs, local storage) → IsoDate, or undefined when it is not a real day. */
export function parseUrlDate(text: string | null | undefined): IsoDate | undefined {
  const match = URL_PATTERN.exec(text ?? "");
  if (!match) return undefined;
  return fromParts(Number(match[3]), Number(match[2]), Number(match[1]));
}

function parts(date: IsoDate): [string, string, string] {
  const match = ISO_PATTERN.exec(date);
  if (!match || parseIsoDate(date) === undefined) throw new RangeError(`Not a date: ${date}`);
  return [match[1] ?? "", match[2] ?? "", match[3] ?? ""];
}

/** IsoDate → `dd.MM.yyyy`. */
export function formatUrlDate(date: IsoDate): string {
  const [year, month, day] = parts(date);
  return `${day}.${month}.${year}`;
}

/** IsoDate → `dd/MM/yyyy`, as the calendar inputs show it. */
export function formatCalendarInputDate(date: IsoDate): string {
  const [year, month, day] = parts(date);
  return `${day}/${month}/${year}`;
}

/** Days since 1970-01-01. */
export function dayNumber(date: IsoDate): number {
  const [year, month, day] = parts(date);
  return Date.UTC(Number(year), Number(month) - 1, Number(day)) / DAY_MS;
}

export function fromDayNumber(value: number): IsoDate {
  const date = new Date(value * DAY_MS);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(dayNumber(date) + days);
}

const MONTHS = [
  "январь",
  "февраль",
  "март",
  "апрель",
  "май",
  "июнь",
  "июль",
  "август",
  "сентябрь",
  "октябрь",
  "ноябрь",
  "декабрь",
] as const;

/** A month `YYYY-MM` as a heading: «январь 2027». */
export function monthTitle(month: string): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return `${MONTHS[m - 1] ?? ""} ${year}`;
}

/** The last day a date can be written (`YYYY-MM-DD`); nothing is computed past it. */
export const LAST_DAY: IsoDate = "9999-12-31";

/** `days` days after `date`, but never past `LAST_DAY` (a window's end near the calendar's end). */
export function addDaysUpToLast(date: IsoDate, days: number): IsoDate {
  return daysBetween(date, LAST_DAY) < days ? LAST_DAY : addDays(date, days);
}

/**
 * Whether a night can start on the day: every real day but the calendar's last, 31.12.9999, whose
 * next day cannot be written (docs/booking-journey.md#query-parameters).
 */
export function hasNextDay(date: IsoDate): boolean {
  return parseIsoDate(addDays(date, 1)) !== undefined;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return dayNumber(to) - dayNumber(from);
}

/** The longest stay booked online, in nights: the engine refuses more, the picker says so first. */
export const MAX_STAY_NIGHTS = 30;

/** Nights of a stay = departure − arrival. */
export function nights(arrival: IsoDate, departure: IsoDate): number {
  return daysBetween(arrival, departure);
}

/** `count` consecutive days from `first` (none when `count` is not positive). */
function consecutiveDays(first: IsoDate, count: number): IsoDate[] {
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(first, index));
}

/** The nights of a stay, as the dates they start on (arrival … departure − 1). */
export function stayNights(arrival: IsoDate, departure: IsoDate): IsoDate[] {
  return consecutiveDays(arrival, nights(arrival, departure));
}

/**
 * Every day from `from` to `to`, both included. Counted from the two ends, never from the day
 * after `to`, so a range may end on the calendar's last day, 31.12.9999.
 */
export function daysThrough(from: IsoDate, to: IsoDate): IsoDate[] {
  return consecutiveDays(from, daysBetween(from, to) + 1);
}

/** ISO weekday of a date: 1 Monday … 7 Sunday (the calendar's week starts on Monday). */
export function isoWeekday(date: IsoDate): number {
  // 1970-01-01 was a Thursday (4).
  return ((((dayNumber(date) + 3) % 7) + 7) % 7) + 1;
}

const HOTEL_DAY_PARTS = new Intl.DateTimeFormat("en-US", {
  timeZone: HOTEL_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/**
 * The hotel's calendar day at an instant. Read from one kept Intl formatter (the time-zone data
 * date-fns's zones use too), a tenth of the cost of formatting through date-fns, which the engine
 * paid several times per request; years outside 1000–9999 go through date-fns as before.
 */
export function hotelDate(instant: Date): IsoDate {
  let year = "";
  let month = "";
  let day = "";
  for (const part of HOTEL_DAY_PARTS.formatToParts(instant)) {
    if (part.type === "year") year = part.value;
    else if (part.type === "month") month = part.value;
    else if (part.type === "day") day = part.value;
  }
  if (year.length === 4 && month.length === 2 && day.length === 2) return `${year}-${month}-${day}`;
  return format(instant, "yyyy-MM-dd", { in: tz(HOTEL_TIME_ZONE) });
}

/** The hotel's today (Europe/Kaliningrad), whatever zone the server or browser is in. */
export function hotelToday(now: Date = new Date()): IsoDate {
  return hotelDate(now);
}

/** The instant of a wall-clock time `H:MM` on a day in the hotel's zone. */
export function hotelInstant(date: IsoDate, time = "00:00"): Date {
  const [year, month, day] = parts(date);
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) throw new RangeError(`Not a time: ${time}`);
  const zoned = new TZDate(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(match[1]),
    Number(match[2]),
    HOTEL_TIME_ZONE,
  );
  return new Date(zoned.getTime());
}

export interface Stay {
  arrival: IsoDate;
  departure: IsoDate;
}

/**
 * The correction of URL dates (search bar, edit-dates; docs/booking-journey.md#query-parameters): a
 * past arrival becomes today; a departure before arrival + 1 day becomes arrival + 1 day.
 */
export function correctStay(stay: Partial<Stay>, today: IsoDate): Stay {
  const arrival = stay.arrival && daysBetween(today, stay.arrival) >= 0 ? stay.arrival : today;
  const earliestDeparture = addDays(arrival, 1);
  const departure =
    stay.departure && daysBetween(earliestDeparture, stay.departure) >= 0
      ? stay.departure
      : earliestDeparture;
  return { arrival, departure };
}

/** The calendar's price list (`starts_at` + `{amount, idx}`) as pairs of dd.MM.yyyy and price. */
export function calendarPrices(
  startsAt: IsoDate,
  calendar: readonly { amount: number; idx: number }[],
): { date: string; price: number }[] {
  return calendar.map((entry) => ({
    date: formatUrlDate(addDays(startsAt, entry.idx)),
    price: entry.amount,
  }));
}
