/**
 * The words and dates of the e-mails in a language (docs/languages.md): stay dates as calendar
 * days, deadlines in the hotel's zone, counts by the language's plural rules, money as
 * `formatMoney` writes it. `mailWords(language)` serves a guest's e-mail; the Russian functions
 * below serve the hotel's own notices, which stay Russian.
 */
import { createTranslator } from "use-intl/core";
import { DEFAULT_LANGUAGE, formatMoney, HOTEL_TIME_ZONE, type Language } from "../../rules";
import type { MailBooking, MailHotel } from "./data";
import { MAIL_MESSAGES, type MailMessages } from "./messages";

const LOCALES: Record<Language, string> = { ru: "ru-RU", en: "en-GB" };

function translator(language: Language) {
  return createTranslator<MailMessages>({ locale: language, messages: MAIL_MESSAGES[language] });
}

export type MailTranslator = ReturnType<typeof translator>;

export interface MailWords {
  language: Language;
  t: MailTranslator;
  money(amount: number): string;
  /** `2026-12-01` → «1 декабря 2026 г.», "1 December 2026" (a calendar day, whatever the machine's zone). */
  longDate(date: string): string;
  /** An instant as the hotel's clock shows it: «29 ноября 2026 г. в 14:00», "29 November 2026 at 14:00". */
  hotelDateTime(instant: string): string;
  /** «2 ночи», "2 nights" (an ordinary space: plain-text e-mail clients wrap where they like). */
  nights(count: number): string;
  /** «2 взрослых, 1 ребёнок», "2 adults, 1 child". */
  guests(adults: number, children: number): string;
}

const cache = new Map<Language, MailWords>();

export function mailWords(language: Language): MailWords {
  const known = cache.get(language);
  if (known) return known;
  const locale = LOCALES[language];
  const t = translator(language);
  const day = new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  const instant = new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: HOTEL_TIME_ZONE,
  });
  const words: MailWords = {
    language,
    t,
    money: (amount) => formatMoney(amount, language),
    longDate: (date) => day.format(new Date(`${date}T00:00:00Z`)),
    hotelDateTime(at) {
      const parts = instant.formatToParts(new Date(at));
      const part = (type: Intl.DateTimeFormatPartTypes) =>
        parts.find((entry) => entry.type === type)?.value ?? "";
      return t("stay.at", {
        date: `${part("day")} ${part("month")} ${part("year")}`,
        time: `${part("hour")}:${part("minute")}`,
      });
    },
    nights: (count) => t("stay.nights", { count }),
    guests(adults, children) {
      const grown = t("stay.adults", { count: adults });
      return children === 0 ? grown : `${grown}, ${t("stay.children", { count: children })}`;
    },
  };
  cache.set(language, words);
  return words;
}

/** The words of a guest's e-mail about `booking`: in the language it was made in. */
export function wordsFor(booking: MailBooking): MailWords {
  return mailWords(booking.language ?? DEFAULT_LANGUAGE);
}

/** The hotel's name and address in the e-mail's language. */
export function hotelIn(hotel: MailHotel, words: MailWords): { name: string; address: string } {
  return words.language === "en"
    ? { name: hotel.nameEn, address: hotel.addressEn }
    : { name: hotel.name, address: hotel.address };
}

const russian = mailWords("ru");

/** `2026-12-01` → «1 декабря 2026 г.» (the hotel's notices). */
export const longDate = (date: string): string => russian.longDate(date);
/** «29 ноября 2026 г. в 14:00» (the hotel's notices). */
export const hotelDateTime = (instant: string): string => russian.hotelDateTime(instant);
/** «2 ночи» (the hotel's notices). */
export const nightsText = (nights: number): string => russian.nights(nights);
/** «2 взрослых, 1 ребёнок» (the hotel's notices). */
export const guestsText = (adults: number, children: number): string => russian.guests(adults, children);
