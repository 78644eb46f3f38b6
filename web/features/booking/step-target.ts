/**
 * Where the booking breadcrumbs' «Выбор номера и тарифа» step leads (docs/booking-journey.md
 * «Breadcrumbs»): the booking starts over at «rates»; without dates or guests the guest goes to
 * /error; with exactly one room chosen by a guest who came from a room page, back to that room
 * page; otherwise to the rate plans with the search.
 */
import type { IsoDate } from "@rules/dates";
import { searchQueryString } from "@rules/search";
import { draftStay, type BookingDraft } from "./draft";
import { backToRoomPage, startOver } from "./transitions";

export function rateStepTarget(
  draft: BookingDraft | undefined,
  today: IsoDate,
): { href: string; draft: BookingDraft | undefined } {
  const stay = draftStay(draft, today);
  if (!draft || !stay) return { href: "/error", draft: draft && startOver(draft) };
  const query = searchQueryString(stay, stay.rooms);
  if (draft.from_room && stay.rooms.length === 1) {
    return { href: `/rooms/${draft.from_room}?${query}`, draft: backToRoomPage(draft) };
  }
  return { href: `/booking/rate-plans?${query}`, draft: startOver(draft) };
}
