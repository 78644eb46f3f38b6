/**
 * What the booking check says and the few rules of its pages (docs/booking-journey-check.md): the
 * status names, the look-up and cancellation messages, the edit-dates query, the price of a change
 * and the refund of a cancellation in words. Pure, shared by the routes and the pages.
 */
import {
  addDays,
  correctStay,
  formatUrlDate,
  hasNextDay,
  parseIsoDate,
  parseUrlDate,
  type IsoDate,
} from "@rules/dates";
import type { ChangeableBooking } from "@rules/guest-changes";
import type { RoomGuests } from "@rules/guests";
import { ROOM_CATEGORIES, roomFit } from "@rules/occupancy";
import { dayMonth, hotelDeadline, money, type Words } from "./words";

export const CHECK_PATH = "/booking/check";

/** The engine's statuses as the site shows them (rules/guest-changes.ts lists them for the rule). */
export type ReservationStatus = ChangeableBooking["status"];

/** «Ожидает оплаты», «Подтверждено», «Отменено», «Истекло»; `Awaiting payment` … */
export function statusLabel({ t }: Words, status: ReservationStatus): string {
  return t(`status.${status}`);
}

/** `/booking/check/edit-date?arrival-date=…&departure-date=…` with the booking's own dates. */
export function editDateHref(stay: { arrival: IsoDate; departure: IsoDate }): string {
  const query = new URLSearchParams({
    "arrival-date": formatUrlDate(stay.arrival),
    "departure-date": formatUrlDate(stay.departure),
  });
  return `${CHECK_PATH}/edit-date?${query}`;
}

export type EditDatesQuery = { kind: "invalid" } | { kind: "stay"; arrival: IsoDate; departure: IsoDate };

/**
 * The edit-dates page's query: a date that is there but not dd.MM.yyyy is invalid (→ /error);
 * missing dates are today and tomorrow; a past arrival becomes today and a departure not after
 * the arrival becomes the next day.
 */
export function resolveEditDates(
  query: { arrival?: string | null | undefined; departure?: string | null | undefined },
  today: IsoDate,
): EditDatesQuery {
  const given = (text: string | null | undefined) =>
    text === undefined || text === null || text === "" ? undefined : text;
  const arrivalText = given(query.arrival);
  const departureText = given(query.departure);
  const arrival = parseUrlDate(arrivalText);
  const departure = parseUrlDate(departureText);
  if ((arrivalText !== undefined && !arrival) || (departureText !== undefined && !departure)) {
    return { kind: "invalid" };
  }
  if (arrival && !hasNextDay(arrival)) return { kind: "invalid" };
  return { kind: "stay", ...correctStay({ arrival, departure }, today) };
}

/**
 * What a change means for the guest's money. `paid` is what the booking has had paid so far: of
 * an unpaid booking the whole new price is due, which is «к оплате», not «к доплате».
 */
export function changeOutcome(
  { t, language }: Words,
  quote: { toPay: number; toRefund: number },
  paid: number,
): string {
  if (quote.toPay > 0 && paid === 0) return t("change.toPayFirst", { amount: money(quote.toPay, language) });
  if (quote.toPay > 0) return t("change.toPayMore", { amount: money(quote.toPay, language) });
  if (quote.toRefund > 0) return t("change.refund", { amount: money(quote.toRefund, language) });
  return t("change.even");
}

/**
 * What the guest must know before confirming a change (docs/money.md «Changes»): money the change
 * makes non-refundable, and money it does not give back because it is non-refundable.
 */
export function changeWarnings(
  { t, language }: Words,
  quote: { becomesNonRefundable: number; kept: number },
): string[] {
  const warnings: string[] = [];
  if (quote.becomesNonRefundable > 0) {
    warnings.push(t("change.becomesNonRefundable", { amount: money(quote.becomesNonRefundable, language) }));
  }
  if (quote.kept > 0) warnings.push(t("change.kept", { amount: money(quote.kept, language) }));
  return warnings;
}

/**
 * The booking's cancellation terms in words, from the engine's one deadline (docs/money.md): the
 * booking's `terms` on the booking view, the cancellation quote on the cancel page, so both say the
 * same. The site never derives a deadline from the rooms. Without a deadline nothing paid for the
 * stay is refundable any more, unless a rate has no deadline at all and nothing is kept.
 */
export function cancellationPolicy(
  { t, language }: Words,
  rooms: readonly { refundable: boolean }[],
  terms: {
    freeCancellationUntil: Date | string | null;
    /** What a cancellation now gives back. */
    refund: number;
    /** What the hotel keeps whatever happens. */
    kept: number;
  },
  now: Date = new Date(),
): string {
  const { freeCancellationUntil } = terms;
  if (!freeCancellationUntil) {
    if (rooms.length > 0 && rooms.every((room) => !room.refundable)) return t("terms.nonRefundable");
    if (terms.kept === 0 && terms.refund > 0) return t("terms.free");
    return t("terms.ended");
  }
  const deadline =
    typeof freeCancellationUntil === "string" ? new Date(freeCancellationUntil) : freeCancellationUntil;
  const when = hotelDeadline(deadline, language);
  if (deadline.getTime() > now.getTime()) return t("terms.until", { deadline: when });
  return t("terms.endedOn", { deadline: when });
}

/** «24 600 ₽ не возвращаются при отмене»: the booking's money the hotel keeps whatever happens. */
export function keptText({ t, language }: Words, kept: number): string | undefined {
  return kept > 0 ? t("terms.kept", { amount: money(kept, language) }) : undefined;
}

/** What a cancellation now does with the money. */
export function refundText(
  { t, language }: Words,
  cancellation: { refund: number; penalty: number; paid: number },
): string {
  if (cancellation.paid === 0) return t("cancel.notPaid");
  if (cancellation.refund >= cancellation.paid)
    return t("cancel.fullRefund", { amount: money(cancellation.refund, language) });
  if (cancellation.refund === 0) return t("cancel.noRefund", { amount: money(cancellation.paid, language) });
  return t("cancel.partRefund", {
    refund: money(cancellation.refund, language),
    paid: money(cancellation.paid, language),
    penalty: money(cancellation.penalty, language),
  });
}

/** The room category's places (2 or 3), 3 for an unknown category. */
export function categoryCapacity(roomTypeId: number): number {
  return ROOM_CATEGORIES.find((category) => category.id === roomTypeId)?.capacity ?? 3;
}

/**
 * Whether one more adult or child fits a room of that category (the occupancy rules: places plus
 * one child under 7 without a separate bed; at most 10 of each), and whether one fewer is allowed.
 */
export function canStep(
  room: RoomGuests,
  roomTypeId: number,
  field: "adults" | "children",
  delta: 1 | -1,
): boolean {
  const next = { ...room, [field]: room[field] + delta };
  const min = field === "adults" ? 1 : 0;
  if (next[field] < min || next[field] > 10) return false;
  return delta < 0 || roomFit(categoryCapacity(roomTypeId), next).fits;
}

/** Whether the guests of the rooms differ from the booking's. */
export function guestsChanged(before: readonly RoomGuests[], after: readonly RoomGuests[]): boolean {
  return (
    before.length !== after.length ||
    before.some(
      (room, index) => room.adults !== after[index]?.adults || room.children !== after[index]?.children,
    )
  );
}

/** «+7 (916) 123-45-67» for a Russian number kept as plus and digits; other numbers as kept. */
export function displayPhone(phone: string): string {
  const match = /^\+7(\d{10})$/.exec(phone);
  if (!match?.[1]) return phone;
  const d = match[1];
  return `+7 (${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8, 10)}`;
}

/** What the guest is told once the booking is cancelled. */
export function canceledText({ t, language }: Words, refund: number, paid: number): string {
  if (refund > 0) return t("cancel.refunded", { amount: money(refund, language) });
  if (paid === 0) return t("cancel.wasNotPaid");
  return t("cancel.notRefunded");
}

export type TransferLeg = "arrival" | "departure";

interface TransferFlightsShown {
  type: "to" | "from" | "to-from";
  arrivalFlightNumber?: string | undefined;
  arrivalDate?: string | undefined;
  departureFlightNumber?: string | undefined;
  departureDate?: string | undefined;
}

/** A transfer's date as the engine keeps it (`YYYY-MM-DD`, or `dd.MM.yyyy` of older bookings). */
export function transferDate(text: string | undefined): IsoDate | undefined {
  const trimmed = text?.trim();
  return parseIsoDate(trimmed) ?? parseUrlDate(trimmed);
}

/**
 * The legs of a transfer, each with its flight and day in words: «Прилёт: рейс SU1234, 15 марта».
 * A transfer to the hotel has the arrival leg, one from the hotel the departure leg, both ways both.
 */
export function transferLegs(
  { t, language }: Words,
  transfer: TransferFlightsShown,
): { leg: TransferLeg; title: string; flight: string | undefined; date: string | undefined; text: string }[] {
  const legs: TransferLeg[] =
    transfer.type === "to"
      ? ["arrival"]
      : transfer.type === "from"
        ? ["departure"]
        : ["arrival", "departure"];
  return legs.map((leg) => {
    const flight = (
      leg === "arrival" ? transfer.arrivalFlightNumber : transfer.departureFlightNumber
    )?.trim();
    const date = (leg === "arrival" ? transfer.arrivalDate : transfer.departureDate)?.trim();
    const day = transferDate(date);
    const when = day ? dayMonth(day, language) : date;
    const title = t(leg === "arrival" ? "transfer.arrival" : "transfer.departure");
    const details = [flight ? t("transfer.flight", { flight }) : undefined, when].filter(Boolean).join(", ");
    return {
      leg,
      title,
      flight: flight || undefined,
      date: date || undefined,
      text: t("transfer.leg", { title, details: details || t("transfer.noFlight") }),
    };
  });
}

/** The transfer's name by its type, as the journey's summary names it. */
export function transferTitle({ t }: Words, type: TransferFlightsShown["type"]): string {
  return t(type === "to" ? "transfer.to" : type === "from" ? "transfer.from" : "transfer.toFrom");
}

/** The days a flight of the transfer may fall on: a day before arrival to a day after departure. */
export function flightDateRange(stay: { arrival: IsoDate; departure: IsoDate }): {
  min: IsoDate;
  max: IsoDate;
} {
  return { min: addDays(stay.arrival, -1), max: addDays(stay.departure, 1) };
}
