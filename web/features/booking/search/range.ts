/**
 * Picking a stay in the date picker (docs/booking-journey-search.md «Date picking»): pure rules,
 * no React, so the widget and its tests share them.
 *
 * - The first click sets the arrival. A second click on a later day sets the departure only when
 *   every night in between has a price and the stay is at least the arrival day's minimum;
 *   otherwise the click starts a new range on that day, and the picker says why.
 * - A day without a price (closed, sold out, or beyond the engine's calendar) cannot be an
 *   arrival; it can still be the departure day, since nobody stays that night.
 * - Days before the hotel's today are never selectable.
 */
import { daysBetween, MAX_STAY_NIGHTS, parseUrlDate, stayNights, type IsoDate } from "@rules/dates";
import { countText, NIGHTS, pluralRu } from "@rules/plural";

export type UnbookableReason = "closed" | "sold_out";

/** The engine's calendar as the picker reads it, keyed by IsoDate. */
export interface CalendarIndex {
  prices: ReadonlyMap<IsoDate, { price: number; minStay: number }>;
  unavailable: ReadonlyMap<IsoDate, UnbookableReason>;
}

export interface RangeContext {
  today: IsoDate;
  /** Undefined while the calendar loads (or failed): then only past days are refused. */
  calendar?: CalendarIndex | undefined;
  /** The room type the calendar is for («Villa»), on room pages: «Villa закрыта на эти даты». */
  roomTitle?: string | undefined;
}

export interface StayRange {
  arrival?: IsoDate | undefined;
  departure?: IsoDate | undefined;
}

export interface RangeClick {
  range: StayRange;
  /** Why the click did not give the range the guest may have meant (Russian, for the guest). */
  notice?: string;
}

/** Builds the index from the site route's answer (`PriceCalendar` as JSON). */
export function indexCalendar(calendar: {
  days: readonly { date: IsoDate; price: number; minStay: number }[];
  unavailable: readonly { date: IsoDate; reason: UnbookableReason }[];
}): CalendarIndex {
  return {
    prices: new Map(calendar.days.map((day) => [day.date, { price: day.price, minStay: day.minStay }])),
    unavailable: new Map(calendar.unavailable.map((day) => [day.date, day.reason])),
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

/** «30 декабря». */
export function dayMonthText(date: IsoDate): string {
  const [, month = "01", day = "01"] = date.split("-");
  return `${Number(day)}\u00A0${MONTHS_GENITIVE[Number(month) - 1] ?? ""}`;
}

/** «С 30 декабря — минимум 3 ночи». */
export function minStayText(arrival: IsoDate, minStay: number): string {
  return `С ${dayMonthText(arrival)} — минимум ${countText(minStay, NIGHTS)}`;
}

/** Why a night cannot be booked, as the guest reads it. */
export function unbookableText(date: IsoDate, context: RangeContext): string {
  const reason = context.calendar?.unavailable.get(date);
  if (reason === "sold_out") return `${dayMonthText(date)} нет свободных номеров`;
  if (context.roomTitle) return `${context.roomTitle} закрыта на эти даты`;
  return `${dayMonthText(date)} бронирование закрыто`;
}

export type DayStatus =
  | { kind: "past" }
  | { kind: "loading" }
  | { kind: "priced"; price: number; minStay: number }
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
  return status.kind === "priced" || status.kind === "loading";
}

/** The first night of the stay without a price, if any. */
export function firstUnbookableNight(
  arrival: IsoDate,
  departure: IsoDate,
  context: RangeContext,
): IsoDate | undefined {
  return stayNights(arrival, departure).find((night) => !canStartRange(night, context));
}

/**
 * Why arrival → departure cannot be booked, or undefined when it can (as far as the calendar
 * knows: rooms for the guests' layout are the search's answer).
 */
export function stayProblem(arrival: IsoDate, departure: IsoDate, context: RangeContext): string | undefined {
  const count = daysBetween(arrival, departure);
  if (count < 1) return "Дата выезда должна быть позже даты заезда";
  if (!canStartRange(arrival, context)) return unbookableText(arrival, context);
  const blocked = firstUnbookableNight(arrival, departure, context);
  if (blocked) return unbookableText(blocked, context);
  const status = dayStatus(arrival, context);
  if (status.kind === "priced" && count < status.minStay) return minStayText(arrival, status.minStay);
  if (count > MAX_STAY_NIGHTS)
    return `Не больше ${MAX_STAY_NIGHTS} ${pluralRu(MAX_STAY_NIGHTS, NIGHTS)} за одно бронирование`;
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
  return { range, notice: unbookableText(date, context) };
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
    return { range, notice: "Дата заезда не может быть в прошлом" };
  }
  if (!canStartRange(arrival, context)) return { range, notice: unbookableText(arrival, context) };
  if (range.departure !== undefined && !stayProblem(arrival, range.departure, context)) {
    return { range: { arrival, departure: range.departure } };
  }
  return { range: { arrival } };
}

/** A typed departure: the same rules as a second click. */
export function typeDeparture(range: StayRange, departure: IsoDate, context: RangeContext): RangeClick {
  if (range.arrival === undefined) return { range, notice: "Сначала укажите дату заезда" };
  const problem = stayProblem(range.arrival, departure, context);
  if (problem) return { range: { arrival: range.arrival }, notice: problem };
  return { range: { arrival: range.arrival, departure } };
}
