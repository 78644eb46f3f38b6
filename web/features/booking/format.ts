/**
 * How the journey writes stays, guests and deadlines in Russian. Instants are shown in the hotel's
 * zone (Europe/Kaliningrad), whatever the browser's or server's zone is.
 */
import { HOTEL_TIME_ZONE, nights as nightsBetween, type IsoDate } from "@rules/dates";
import type { RoomGuests } from "@rules/guests";
import { ADULTS, CHILDREN, countText, NIGHTS } from "@rules/plural";

/**
 * A formatter made on its first use, not when the module loads: the browser's first date formatter
 * loads its locale data (tens of milliseconds on a phone), which would otherwise land in the
 * hydration of every booking page.
 */
function lazyFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat("ru-RU", options));
}

const DAY_MONTH = lazyFormat({ day: "numeric", month: "long", timeZone: "UTC" });
const DAY_MONTH_SHORT = lazyFormat({ day: "numeric", month: "short", timeZone: "UTC" });
const DEADLINE = lazyFormat({
  day: "numeric",
  month: "long",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: HOTEL_TIME_ZONE,
});

function utcDay(date: IsoDate): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** «12 декабря». */
export function dayMonth(date: IsoDate): string {
  return DAY_MONTH().format(utcDay(date));
}

/** «12 дек.». */
export function dayMonthShort(date: IsoDate): string {
  return DAY_MONTH_SHORT().format(utcDay(date));
}

/** «3 ночи». */
export function nightsText(count: number): string {
  return countText(count, NIGHTS);
}

/** «12 декабря — 15 декабря, 3 ночи». */
export function stayText(arrival: IsoDate, departure: IsoDate): string {
  return `${dayMonth(arrival)} — ${dayMonth(departure)}, ${nightsText(nightsBetween(arrival, departure))}`;
}

/** «2 взрослых, 1 ребёнок». */
export function roomGuestsText(room: RoomGuests): string {
  const adults = countText(room.adults, ADULTS);
  if (room.children === 0) return adults;
  return `${adults}, ${countText(room.children, CHILDREN)}`;
}

/** «10 декабря» and «14:00» of an instant, in the hotel's zone. */
function deadlineParts(instant: Date | string): { day: string; time: string } {
  const parts = DEADLINE().formatToParts(typeof instant === "string" ? new Date(instant) : instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? "";
  return { day: `${part("day")} ${part("month")}`, time: `${part("hour")}:${part("minute")}` };
}

/** «10 декабря, 14:00» in the hotel's zone. */
export function hotelDeadline(instant: Date | string): string {
  const { day, time } = deadlineParts(instant);
  return `${day}, ${time}`;
}

/** «12 декабря 14:00» in the hotel's zone (the payment step's note). */
export function deadlineText(instant: Date | string): string {
  const { day, time } = deadlineParts(instant);
  return `${day} ${time}`;
}

/** The cancellation terms of a rate, with its real deadline for this stay. */
export function cancellationTerms(rate: {
  refundable: boolean;
  freeCancellationUntil: Date | string | null;
}): string {
  if (!rate.refundable) return "Без возврата: при отмене оплата не возвращается";
  if (!rate.freeCancellationUntil) return "Бесплатная отмена";
  return `Бесплатная отмена до ${hotelDeadline(rate.freeCancellationUntil)} (время отеля)`;
}
