/**
 * Picking a stay in the date picker (docs/booking-journey-search.md «Date picking»): pure rules,
 * no React, so the widget and its tests share them.
 *
 * - The first click sets the arrival. A second click on a later day sets the departure only when
 *   every night in between has a price and the stay is at least the arrival day's minimum;
 *   otherwise the click starts a new range on that day, and the picker says why.
 * - A day without a price (closed, sold out, or beyond the engine's calendar) cannot be an
 *   arrival; it can still be the departure day, since nobody stays that night.
 * - A day closed to arrival cannot be an arrival, a day closed to departure cannot be the
 *   departure, and a stay may not be longer than the arrival day's maximum.
 * - Days before the hotel's today are never selectable.
 */
import { daysBetween, MAX_STAY_NIGHTS, parseUrlDate, stayNights, type IsoDate } from "@rules/dates";
import { DEFAULT_LANGUAGE, type Language } from "@rules/language";
import { dayMonth } from "../format";
import { journeyWords } from "../words";

export type UnbookableReason = "closed" | "sold_out";

/** The engine's calendar as the picker reads it, keyed by IsoDate. */
export interface PricedDay {
  price: number;
  minStay: number;
  closedArrival?: boolean | undefined;
  maxStay?: number | undefined;
}

export interface CalendarIndex {
  prices: ReadonlyMap<IsoDate, PricedDay>;
  unavailable: ReadonlyMap<IsoDate, UnbookableReason>;
  /** Days no stay may end on (closed to departure). */
  noDeparture?: ReadonlySet<IsoDate> | undefined;
}

export interface RangeContext {
  today: IsoDate;
  /** Undefined while the calendar loads (or failed): then only past days are refused. */
  calendar?: CalendarIndex | undefined;
  /** The room type the calendar is for («Villa»), on room pages: «Villa закрыта на эти даты». */
  roomTitle?: string | undefined;
  /** The language of the picker's messages; Russian unless told. */
  language?: Language | undefined;
}

export interface StayRange {
  arrival?: IsoDate | undefined;
  departure?: IsoDate | undefined;
}

export interface RangeClick {
  range: StayRange;
  /** Why the click did not give the range the guest may have meant (in the context's language). */
  notice?: string;
}

/** Builds the index from the site route's answer (`PriceCalendar` as JSON). */
export function indexCalendar(calendar: {
  days: readonly (PricedDay & { date: IsoDate; closedDeparture?: boolean | undefined })[];
  unavailable: readonly { date: IsoDate; reason: UnbookableReason; closedDeparture?: boolean | undefined }[];
}): CalendarIndex {
  return {
    prices: new Map(
      calendar.days.map((day) => [
        day.date,
        {
          price: day.price,
          minStay: day.minStay,
          ...(day.closedArrival && { closedArrival: true }),
          ...(day.maxStay !== undefined && { maxStay: day.maxStay }),
        },
      ]),
    ),
    unavailable: new Map(calendar.unavailable.map((day) => [day.date, day.reason])),
    noDeparture: new Set(
      [...calendar.days, ...calendar.unavailable].filter((day) => day.closedDeparture).map((day) => day.date),
    ),
  };
}

const MONTHS_GENITIVE = [
  "января",
  "февраля",
  "марта",
  "апреля",
  "мая",
  "июня",
  "июля",
  "августа",
  "сентября",
  "октября",
  "ноября",
  "декабря",
] as const;

/** «30 декабря» (a no-break space), "30 December". */
export function dayMonthText(date: IsoDate, language: Language = DEFAULT_LANGUAGE): string {
  if (language !== "ru") return dayMonth(date, language);
  const [, month = "01", day = "01"] = date.split("-");
  return `${Number(day)}\u00A0${MONTHS_GENITIVE[Number(month) - 1] ?? ""}`;
}

function words(language: Language | undefined) {
  return journeyWords(language ?? DEFAULT_LANGUAGE);
}

/** «С 30 декабря — минимум 3 ночи». */
export function minStayText(arrival: IsoDate, minStay: number, language?: Language): string {
  const t = words(language);
  return t("range.minStay", {
    day: dayMonthText(arrival, language),
    nights: t("nights", { count: minStay }),
  });
}

/** «С 30 декабря — максимум 7 ночей». */
export function maxStayText(arrival: IsoDate, maxStay: number, language?: Language): string {
  const t = words(language);
  return t("range.maxStay", {
    day: dayMonthText(arrival, language),
    nights: t("nights", { count: maxStay }),
  });
}

/** «30 декабря заезда нет». */
export function noArrivalText(date: IsoDate, language?: Language): string {
  return words(language)("range.noArrival", { day: dayMonthText(date, language) });
}

/** «30 декабря выезда нет». */
export function noDepartureText(date: IsoDate, language?: Language): string {
  return words(language)("range.noDeparture", { day: dayMonthText(date, language) });
}

/** Why a night cannot be booked, as the guest reads it. */
export function unbookableText(date: IsoDate, context: RangeContext): string {
  const t = words(context.language);
  const reason = context.calendar?.unavailable.get(date);
  if (reason === "sold_out") return t("range.soldOut", { day: dayMonthText(date, context.language) });
  if (context.roomTitle) return t("range.roomClosed", { room: context.roomTitle });
  return t("range.closed", { day: dayMonthText(date, context.language) });
}

export type DayStatus =
  | { kind: "past" }
  | { kind: "loading" }
  | ({ kind: "priced" } & PricedDay)
  | { kind: "unbookable"; reason: UnbookableReason };

export function dayStatus(date: IsoDate, context: RangeContext): DayStatus {
  if (daysBetween(context.today, date) < 0) return { kind: "past" };
  if (!context.calendar) return { kind: "loading" };
  const priced = context.calendar.prices.get(date);
  if (priced) return { kind: "priced", ...priced };
  // A day the engine did not list at all is beyond its calendar: nothing is on sale yet.
  return { kind: "unbookable", reason: context.calendar.unavailable.get(date) ?? "closed" };
}

/** Whether a stay may begin on this day. */
export function canStartRange(date: IsoDate, context: RangeContext): boolean {
  const status = dayStatus(date, context);
  return (status.kind === "priced" && !status.closedArrival) || status.kind === "loading";
}

/** Whether the night can be sold to a stay that is already under way (a closed arrival aside). */
function nightBookable(date: IsoDate, context: RangeContext): boolean {
  const status = dayStatus(date, context);
  return status.kind === "priced" || status.kind === "loading";
}

/** The first night of the stay without a price, if any. */
export function firstUnbookableNight(
  arrival: IsoDate,
  departure: IsoDate,
  context: RangeContext,
): IsoDate | undefined {
  return stayNights(arrival, departure).find((night) => !nightBookable(night, context));
}

/**
 * Why arrival → departure cannot be booked, or undefined when it can (as far as the calendar
 * knows: rooms for the guests' layout are the search's answer).
 */
export function stayProblem(arrival: IsoDate, departure: IsoDate, context: RangeContext): string | undefined {
  const count = daysBetween(arrival, departure);
  const t = words(context.language);
  if (count < 1) return t("range.departureFirst");
  const status = dayStatus(arrival, context);
  if (status.kind === "priced" && status.closedArrival) return noArrivalText(arrival, context.language);
  if (!canStartRange(arrival, context)) return unbookableText(arrival, context);
  const blocked = firstUnbookableNight(arrival, departure, context);
  if (blocked) return unbookableText(blocked, context);
  if (context.calendar?.noDeparture?.has(departure)) return noDepartureText(departure, context.language);
  if (status.kind === "priced" && count < status.minStay)
    return minStayText(arrival, status.minStay, context.language);
  if (status.kind === "priced" && status.maxStay !== undefined && count > status.maxStay)
    return maxStayText(arrival, status.maxStay, context.language);
  if (count > MAX_STAY_NIGHTS) return t("range.tooLong", { count: MAX_STAY_NIGHTS });
  return undefined;
}

/** What a click on a day does to the range. */
export function clickDay(range: StayRange, date: IsoDate, context: RangeContext): RangeClick {
  if (dayStatus(date, context).kind === "past") return { range };
  const choosingDeparture = range.arrival !== undefined && range.departure === undefined;
  if (choosingDeparture && range.arrival !== undefined && daysBetween(range.arrival, date) > 0) {
    const problem = stayProblem(range.arrival, date, context);
    if (!problem) return { range: { arrival: range.arrival, departure: date } };
    if (canStartRange(date, context)) return { range: { arrival: date }, notice: problem };
    // A day that cannot start a stay either: keep the arrival and say why the stay fails.
    return { range: { arrival: range.arrival }, notice: problem };
  }
  if (canStartRange(date, context)) return { range: { arrival: date } };
  return { range, notice: whyNoArrival(date, context) };
}

/** Why a stay cannot begin on this day, as the guest reads it. */
export function whyNoArrival(date: IsoDate, context: RangeContext): string {
  const status = dayStatus(date, context);
  return status.kind === "priced" && status.closedArrival
    ? noArrivalText(date, context.language)
    : unbookableText(date, context);
}

/**
 * Whether a day is refused outright in the calendar: past days, and days without a price unless
 * they can end the stay being picked (the first priceless day after the arrival).
 */
export function isDayDisabled(date: IsoDate, range: StayRange, context: RangeContext): boolean {
  const status = dayStatus(date, context);
  if (status.kind === "past") return true;
  if (status.kind !== "unbookable") return false;
  if (range.arrival === undefined || range.departure !== undefined) return true;
  if (daysBetween(range.arrival, date) < 1) return true;
  return firstUnbookableNight(range.arrival, date, context) !== undefined;
}

/** The range the pointer previews while the departure is being chosen. */
export function previewRange(
  range: StayRange,
  hovered: IsoDate | undefined,
  context: RangeContext,
): { from: IsoDate; to: IsoDate; problem?: string } | undefined {
  if (!hovered || range.arrival === undefined || range.departure !== undefined) return undefined;
  if (daysBetween(range.arrival, hovered) < 1) return undefined;
  const problem = stayProblem(range.arrival, hovered, context);
  return problem ? { from: range.arrival, to: hovered, problem } : { from: range.arrival, to: hovered };
}

const INPUT_PATTERN = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/;

/** What the guest typed into a date input (`dd/MM/yyyy`, also `d/M/yyyy` or with dots) → IsoDate. */
export function parseCalendarInput(text: string): IsoDate | undefined {
  const match = INPUT_PATTERN.exec(text.trim());
  if (!match) return undefined;
  const [, day = "", month = "", year = ""] = match;
  return parseUrlDate(`${day.padStart(2, "0")}.${month.padStart(2, "0")}.${year}`);
}

/** A typed arrival: kept with the departure when the stay still works, else alone. */
export function typeArrival(range: StayRange, arrival: IsoDate, context: RangeContext): RangeClick {
  if (dayStatus(arrival, context).kind === "past") {
    return { range, notice: words(context.language)("range.pastArrival") };
  }
  if (!canStartRange(arrival, context)) return { range, notice: unbookableText(arrival, context) };
  if (range.departure !== undefined && !stayProblem(arrival, range.departure, context)) {
    return { range: { arrival, departure: range.departure } };
  }
  return { range: { arrival } };
}

/** A typed departure: the same rules as a second click. */
export function typeDeparture(range: StayRange, departure: IsoDate, context: RangeContext): RangeClick {
  if (range.arrival === undefined) return { range, notice: words(context.language)("range.arrivalFirst") };
  const problem = stayProblem(range.arrival, departure, context);
  if (problem) return { range: { arrival: range.arrival }, notice: problem };
  return { range: { arrival: range.arrival, departure } };
}
