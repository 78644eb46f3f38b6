/**
 * How the booking check writes its money, days, deadlines and counts in the page's language
 * (docs/languages.md «The site's catalogue»), and which of the catalogue's messages tells the guest
 * an engine's failure or a history entry, by its code. Russian is exactly what the pages always
 * wrote: its dates come from the journey's Russian formatters (../format.ts), its money from
 * `formatRubles`; English writes `₽12,000`, `15 December` and `29 November 2026 at 14:00`, as the
 * guest's e-mails do. Pure: the pages pass `useTranslations("check")` (or `getTranslations`), the
 * tests `createTranslator`.
 *
 * A language-aware copy of the journey's formatters, kept here while the journey (../format.ts) is
 * Russian-only; to be folded together with its English once it speaks it.
 */
import { HOTEL_TIME_ZONE, nights as nightsBetween, type IsoDate } from "@rules/dates";
import type { RoomGuests } from "@rules/guests";
import type { Language } from "@rules/language";
import { formatMoney } from "@rules/money";
import type { MessageKeys, NestedKeyOf } from "use-intl";
import type { SiteMessages } from "@web/messages";
import { dayMonth as dayMonthRu, hotelDeadline as hotelDeadlineRu } from "../format";

type CheckMessages = SiteMessages["check"];
export type CheckKey = MessageKeys<CheckMessages, NestedKeyOf<CheckMessages>>;

/** The `check` namespace's translator, as `useTranslations("check")` and `getTranslations` give it. */
export type CheckT = (key: CheckKey, values?: Record<string, string | number>) => string;

/** What a page needs to write a sentence: the translator and the page's language. */
export interface Words {
  t: CheckT;
  language: Language;
}

/** `14 000 ₽`; `₽14,000`. */
export function money(amount: number, language: Language): string {
  return formatMoney(amount, language);
}

/** The price difference with its sign: «+6 000 ₽», «−3 000 ₽», «0 ₽»; `+₽6,000`. */
export function signedMoney(amount: number, language: Language): string {
  if (amount > 0) return `+${formatMoney(amount, language)}`;
  return formatMoney(amount, language);
}

const english: { day?: Intl.DateTimeFormat; deadline?: Intl.DateTimeFormat } = {};

/** «12 декабря»; `12 December`. */
export function dayMonth(date: IsoDate, language: Language): string {
  if (language === "ru") return dayMonthRu(date);
  english.day ??= new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", timeZone: "UTC" });
  return english.day.format(new Date(`${date}T00:00:00Z`));
}

/** «10 декабря, 14:00»; `10 December 2026 at 14:00`: an instant in the hotel's zone. */
export function hotelDeadline(instant: Date | string, language: Language): string {
  if (language === "ru") return hotelDeadlineRu(instant);
  english.deadline ??= new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: HOTEL_TIME_ZONE,
  });
  const parts = english.deadline.formatToParts(typeof instant === "string" ? new Date(instant) : instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("day")} ${part("month")} ${part("year")} at ${part("hour")}:${part("minute")}`;
}

/** «12 декабря — 15 декабря, 3 ночи»; `12 December – 15 December, 3 nights`. */
export function stayText({ t, language }: Words, arrival: IsoDate, departure: IsoDate): string {
  return t("counts.stay", {
    arrival: dayMonth(arrival, language),
    departure: dayMonth(departure, language),
    nights: t("counts.nights", { count: nightsBetween(arrival, departure) }),
  });
}

/** «2 взрослых, 1 ребёнок»; `2 adults, 1 child`. */
export function roomGuestsText({ t }: Words, room: RoomGuests): string {
  const adults = t("counts.adults", { count: room.adults });
  if (room.children === 0) return adults;
  return t("counts.guests", { adults, children: t("counts.children", { count: room.children }) });
}

/** A failure as the browser has it from a site route (`BookingApiError`), or anything thrown. */
interface Failure {
  code?: string;
  message?: string;
  status?: number;
  details?: unknown;
}

/** The engine's codes this catalogue tells in the guest's language. */
const ENGINE_CODES = [
  "MANAGE_SESSION_EXPIRED",
  "RESERVATION_NOT_FOUND",
  "VALIDATION_ERROR",
  "RATE_LIMITED",
  "SOLD_OUT",
  "HOLD_EXPIRED",
  "RESERVATION_NOT_ACTIVE",
  "STAY_STARTED",
  "INVALID_STAY",
  "ARRIVAL_IN_PAST",
  "RATE_CLOSED",
  "CLOSED_TO_ARRIVAL",
  "CLOSED_TO_DEPARTURE",
  "OCCUPANCY_EXCEEDED",
  "PAYMENT_IN_PROGRESS",
  "CHANGE_HOLD_LIMIT",
  "NOTHING_TO_PAY",
  "TRANSFER_NOT_BOOKED",
  "TRANSFER_DATE_OUTSIDE_STAY",
  "PAYMENT_PROVIDER_ERROR",
] as const;

/** Codes whose message counts nights, with the detail of the engine's error that holds the count. */
const COUNTED: Record<string, string> = {
  MIN_STAY: "min_stay",
  MAX_STAY: "max_stay",
  STAY_TOO_LONG: "max_nights",
};

function detail(details: unknown, name: string): number | undefined {
  if (typeof details !== "object" || details === null) return undefined;
  const value = (details as Record<string, unknown>)[name];
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/**
 * The guest's message for a failed call of the check pages. Russian is the route's own message,
 * as the pages always showed it (the engine's, which may name the stay's limits). English is the
 * catalogue's, by the code: the engine's codes the check pages meet, the site's own (the session,
 * no connection, a broken answer), and a general message for any other.
 */
export function failureText({ t, language }: Words, failure: Failure | undefined): string {
  if (language === "ru" && failure?.message) return failure.message;
  const code = failure?.code;
  const status = failure?.status ?? 0;
  if (code === "FETCH_ERROR" && status === 0) return t("errors.offline");
  if (code === "PARSING_ERROR" && status < 500) return t("errors.badAnswer");
  if (code && code in COUNTED) {
    const count = detail(failure?.details, COUNTED[code]!);
    if (count !== undefined)
      return t(`errors.${code as "MIN_STAY" | "MAX_STAY" | "STAY_TOO_LONG"}`, { count });
  }
  if (code && (ENGINE_CODES as readonly string[]).includes(code) && status < 500) {
    return t(`errors.${code as (typeof ENGINE_CODES)[number]}`);
  }
  if (status >= 500 || code === "FETCH_ERROR" || code === "TIMEOUT_ERROR") return t("errors.unavailable");
  return t("errors.generic");
}

const HISTORY_TYPES = [
  "created",
  "invoice_created",
  "paid",
  "payment_waiting",
  "payment_canceled",
  "changed",
  "change_pending",
  "change_expired",
  "guest_changed",
  "comment_changed",
  "transfer_changed",
  "transfer_moved",
  "hold_expired",
  "hold_retaken",
  "canceled",
  "refund_succeeded",
  "refund_canceled",
] as const;

/** A history entry: Russian the engine's own note, English the catalogue's name of its type. */
export function historyText({ t, language }: Words, entry: { type: string; note: string }): string {
  if (language === "ru") return entry.note;
  const type = (HISTORY_TYPES as readonly string[]).includes(entry.type)
    ? (entry.type as (typeof HISTORY_TYPES)[number])
    : "other";
  return t(`history.${type}`);
}
