/**
 * The search bar's pure parts (docs/booking-journey-search.md «Search bar»): what «Найти» checks,
 * where it leads, and the one-line summary the phone layout shows.
 */
import { daysBetween, type IsoDate } from "@rules/dates";
import type { RoomGuests } from "@rules/guests";
import { DEFAULT_LANGUAGE, type Language } from "@rules/language";
import { ROOM_CATEGORIES } from "@rules/occupancy";
import { searchQueryString } from "@rules/search";
import { dayMonthShort } from "../format";
import { journeyWords } from "../words";
import { guestsSummary, occupancyNotice } from "./guest-rooms";

export type SearchTarget = "rate-plans" | { roomId: number };

export interface SearchInput {
  arrival?: IsoDate | undefined;
  departure?: IsoDate | undefined;
  rooms: readonly RoomGuests[];
  roomTypeId?: number | undefined;
}

/** What stops «Найти»: «Укажите даты», «Укажите кол-во гостей», or a room that fits no category. */
export function searchProblem(input: SearchInput, language: Language = DEFAULT_LANGUAGE): string | undefined {
  const t = journeyWords(language);
  if (!input.arrival || !input.departure || daysBetween(input.arrival, input.departure) < 1)
    return t("search.dates");
  if (input.rooms.length === 0) return t("search.guests");
  return occupancyNotice(input.rooms, input.roomTypeId, language)?.message;
}

/** The page a search opens: the rate plans, or the room page's rates. */
export function searchHref(
  target: SearchTarget,
  stay: { arrival: IsoDate; departure: IsoDate },
  rooms: readonly RoomGuests[],
): string {
  const query = searchQueryString(stay, rooms);
  return target === "rate-plans" ? `/booking/rate-plans?${query}` : `/rooms/${target.roomId}?${query}#rates`;
}

const MONTHS_SHORT = [
  "янв",
  "фев",
  "мар",
  "апр",
  "мая",
  "июн",
  "июл",
  "авг",
  "сен",
  "окт",
  "ноя",
  "дек",
] as const;

function dayAndMonth(date: IsoDate): { day: number; month: string; year: string } {
  const [year = "", month = "1", day = "1"] = date.split("-");
  return { day: Number(day), month: MONTHS_SHORT[Number(month) - 1] ?? "", year };
}

/** An English day and short month: "12 Dec" → 12, "Dec". */
function dayAndMonthIn(date: IsoDate, language: Language): { day: number; month: string; year: string } {
  if (language === "ru") return dayAndMonth(date);
  const [day = "", month = ""] = dayMonthShort(date, language).split(" ");
  return { day: Number(day), month, year: date.slice(0, 4) };
}

/** «12–14 дек», «30 дек – 2 янв», «Даты не выбраны»; "12–14 Dec", "30 Dec – 2 Jan". */
export function staySummary(
  arrival: IsoDate | undefined,
  departure: IsoDate | undefined,
  language: Language = DEFAULT_LANGUAGE,
): string {
  if (!arrival || !departure) return journeyWords(language)("summary.noDates");
  const from = dayAndMonthIn(arrival, language);
  const to = dayAndMonthIn(departure, language);
  if (from.month === to.month && from.year === to.year) return `${from.day}–${to.day}\u00A0${to.month}`;
  return `${from.day}\u00A0${from.month} – ${to.day}\u00A0${to.month}`;
}

/** «12–14 дек · 2 гостя, 1 номер». */
export function searchSummary(input: SearchInput, language: Language = DEFAULT_LANGUAGE): string {
  return `${staySummary(input.arrival, input.departure, language)} · ${guestsSummary(input.rooms, language)}`;
}

/** The title of a room type for the picker's messages («Villa закрыта на эти даты»). */
export function roomTypeTitle(roomTypeId: number | undefined): string | undefined {
  return ROOM_CATEGORIES.find((category) => category.id === roomTypeId)?.title;
}
