/** Russian words and dates of the e-mails: stay dates as calendar days, deadlines in the hotel's zone. */
import { HOTEL_TIME_ZONE } from "../../rules";

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

/** Russian plural: plural(5, ["ночь", "ночи", "ночей"]) → «ночей». */
export function plural(count: number, forms: readonly [string, string, string]): string {
  const tens = count % 100;
  const ones = count % 10;
  if (tens >= 11 && tens <= 14) return forms[2];
  if (ones === 1) return forms[0];
  if (ones >= 2 && ones <= 4) return forms[1];
  return forms[2];
}

export function nightsText(nights: number): string {
  return `${nights} ${plural(nights, ["ночь", "ночи", "ночей"])}`;
}

export function guestsText(adults: number, children: number): string {
  const grown = `${adults} ${plural(adults, ["взрослый", "взрослых", "взрослых"])}`;
  if (children === 0) return grown;
  return `${grown}, ${children} ${plural(children, ["ребёнок", "ребёнка", "детей"])}`;
}
