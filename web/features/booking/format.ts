/**
 * How the journey writes stays, guests and deadlines, in the guest's language (Russian unless
 * told): «12 декабря — 15 декабря, 3 ночи», "12 December – 15 December, 3 nights". Words come from
 * the catalogue (`journeyFormat`, ./words.ts); instants are shown in the hotel's zone
 * (Europe/Kaliningrad), whatever the browser's or server's zone is.
 */
import { HOTEL_TIME_ZONE, nights as nightsBetween, type IsoDate } from "@rules/dates";
import type { RoomGuests } from "@rules/guests";
import { DEFAULT_LANGUAGE, type Language } from "@rules/language";
import { INTL_LOCALES, journeyWords } from "./words";

/**
 * A formatter made on its first use, not when the module loads: the browser's first date formatter
 * loads its locale data (tens of milliseconds on a phone), which would otherwise land in the
 * hydration of every booking page.
 */
function lazyFormat(options: Intl.DateTimeFormatOptions): (language: Language) => Intl.DateTimeFormat {
  const made = new Map<Language, Intl.DateTimeFormat>();
  return (language) => {
    let format = made.get(language);
    if (!format) {
      format = new Intl.DateTimeFormat(INTL_LOCALES[language], options);
      made.set(language, format);
    }
    return format;
  };
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

/** «12 декабря», "12 December". */
export function dayMonth(date: IsoDate, language: Language = DEFAULT_LANGUAGE): string {
  return DAY_MONTH(language).format(utcDay(date));
}

/** «12 дек.», "12 Dec". */
export function dayMonthShort(date: IsoDate, language: Language = DEFAULT_LANGUAGE): string {
  return DAY_MONTH_SHORT(language).format(utcDay(date));
}

/** «3 ночи», "3 nights". */
export function nightsText(count: number, language: Language = DEFAULT_LANGUAGE): string {
  return journeyWords(language)("nights", { count });
}

/** «12 декабря — 15 декабря, 3 ночи», "12 December – 15 December, 3 nights". */
export function stayText(
  arrival: IsoDate,
  departure: IsoDate,
  language: Language = DEFAULT_LANGUAGE,
): string {
  return journeyWords(language)("stay", {
    arrival: dayMonth(arrival, language),
    departure: dayMonth(departure, language),
    nights: nightsText(nightsBetween(arrival, departure), language),
  });
}

/** «2 взрослых, 1 ребёнок», "2 adults, 1 child". */
export function roomGuestsText(room: RoomGuests, language: Language = DEFAULT_LANGUAGE): string {
  const t = journeyWords(language);
  const adults = t("adults", { count: room.adults });
  if (room.children === 0) return adults;
  return t("roomGuests", { adults, children: t("children", { count: room.children }) });
}

/** «10 декабря» and «14:00» of an instant, in the hotel's zone. */
function deadlineParts(instant: Date | string, language: Language): { day: string; time: string } {
  const parts = DEADLINE(language).formatToParts(typeof instant === "string" ? new Date(instant) : instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? "";
  return { day: `${part("day")} ${part("month")}`, time: `${part("hour")}:${part("minute")}` };
}

/** «10 декабря, 14:00», "10 December, 14:00" in the hotel's zone. */
export function hotelDeadline(instant: Date | string, language: Language = DEFAULT_LANGUAGE): string {
  return journeyWords(language)("deadline", deadlineParts(instant, language));
}

/** «12 декабря 14:00», "12 December, 14:00" in the hotel's zone (the payment step's note). */
export function deadlineText(instant: Date | string, language: Language = DEFAULT_LANGUAGE): string {
  return journeyWords(language)("deadlineShort", deadlineParts(instant, language));
}

/** The cancellation terms of a rate, with its real deadline for this stay. */
export function cancellationTerms(
  rate: {
    refundable: boolean;
    freeCancellationUntil: Date | string | null;
  },
  language: Language = DEFAULT_LANGUAGE,
): string {
  const t = journeyWords(language);
  if (!rate.refundable) return t("terms.nonRefundable");
  if (!rate.freeCancellationUntil) return t("terms.free");
  return t("terms.freeUntil", { deadline: hotelDeadline(rate.freeCancellationUntil, language) });
}
