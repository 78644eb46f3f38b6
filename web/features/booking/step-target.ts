/**
 * Where the booking breadcrumbs' «Выбор номера и тарифа» step leads (docs/booking-journey.md
 * «Breadcrumbs»): the booking is reset to stage 0; without dates or guests the guest goes to
 * /error; with exactly one room chosen by a guest who came from a room page, back to that room
 * page; otherwise to the rate plans with the search.
 */
import type { IsoDate } from "@rules/dates";
import { searchQueryString } from "@rules/search";
import { draftStay, withStage, type BookingDraft } from "./draft";

export type BookingStep = "rates" | "data" | "payment";

export const STEP_TITLES: Record<BookingStep, string> = {
  rates: "Выбор номера и тарифа",
  data: "Данные",
  payment: "Оплата",
};

export function rateStepTarget(
  draft: BookingDraft | undefined,
  today: IsoDate,
): { href: string; draft: BookingDraft | undefined } {
  const stay = draftStay(draft, today);
  if (!draft || !stay) return { href: "/error", draft: draft && withStage(draft, 0) };
  const query = searchQueryString(stay, stay.rooms);
  const reset = withStage(draft, 0);
  if (draft.from_room && stay.rooms.length === 1) {
    return { href: `/rooms/${draft.from_room}?${query}`, draft: { ...reset, from_room: draft.from_room } };
  }
  return { href: `/booking/rate-plans?${query}`, draft: reset };
}
