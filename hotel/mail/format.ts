/** Russian words and dates of the e-mails: stay dates as calendar days, deadlines in the hotel's zone. */
import { ADULTS, CHILDREN, HOTEL_TIME_ZONE, NIGHTS, pluralRu, type RussianForms } from "../../rules";

const dayFormat = new Intl.DateTimeFormat("ru-RU", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

const instantFormat = new Intl.DateTimeFormat("ru-RU", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: HOTEL_TIME_ZONE,
});

/** `2026-12-01` → «1 декабря 2026 г.» (a calendar day, whatever the machine's zone). */
export function longDate(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
}

/** An instant as the hotel's clock shows it: «29 ноября 2026 г. в 14:00». */
export function hotelDateTime(instant: string): string {
  const parts = instantFormat.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("day")} ${part("month")} ${part("year")} г. в ${part("hour")}:${part("minute")}`;
}

/** «2 ночи» (an ordinary space: plain-text e-mail clients wrap where they like). */
function counted(count: number, forms: RussianForms): string {
  return `${count} ${pluralRu(count, forms)}`;
}

export function nightsText(nights: number): string {
  return counted(nights, NIGHTS);
}

export function guestsText(adults: number, children: number): string {
  const grown = counted(adults, ADULTS);
  if (children === 0) return grown;
  return `${grown}, ${counted(children, CHILDREN)}`;
}
