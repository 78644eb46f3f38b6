/**
 * The booking draft: what the guest has chosen so far, kept in the browser's local storage under
 * `booking-draft` (docs/booking-journey.md «Draft and stages»). It is a convenience for the guest,
 * never trusted by the server: prices and availability always come from the hotel engine again.
 *
 * Stages: 0 room and rate choice, 1 guest data, 2 payment.
 * - Setting stage 0 keeps only the search (dates and guests per room) and forgets every choice.
 * - Setting stage 1 keeps dates and choices, and clears times, guest, comment and reservation.
 * - Setting stage 2 keeps everything.
 * Guards decide where a page sends a guest whose draft is incomplete or in the past.
 *
 * Pure: no `window`; `use-draft.ts` binds it to local storage. The stored record's schema is in
 * `draft-schema.ts`, which pages load after hydration.
 */
import { formatUrlDate, parseUrlDate, type IsoDate } from "@rules/dates";
import { isValidLayout, type RoomGuests } from "@rules/guests";
import { searchQueryString } from "@rules/search";
import type { BookingDraft } from "./draft-schema";

export type { BookingDraft } from "./draft-schema";

export const BOOKING_DRAFT_KEY = "booking-draft";

export type BookingStage = 0 | 1 | 2;

export type DraftChoice = BookingDraft["choices"][number];
export type DraftGuest = NonNullable<BookingDraft["guest"]>;
export type DraftExtra = NonNullable<BookingDraft["extras"]>[number];
export type DraftTransfer = NonNullable<BookingDraft["transfer"]>;
export type DraftReservedRoom = NonNullable<BookingDraft["rooms"]>[number];

/** What the draft keeps of a created reservation (the engine's answer as JSON carries it). */
export interface ReservationForDraft {
  id: string;
  reference: string;
  holdExpiresAt: string | null;
  amounts: { total: number; transfer: number };
  rooms: {
    roomTypeTitle: string;
    rateTitle: string;
    adults: number;
    children: number;
    amount: number;
    refundable: boolean;
    freeCancellationUntil: string | null;
  }[];
}

/**
 * The draft at stage 2 with the created reservation: its id, reference, hold, total, rooms and the
 * transfer's price.
 */
export function draftWithReservation(draft: BookingDraft, reservation: ReservationForDraft): BookingDraft {
  return {
    ...draft,
    stage: 2,
    reservationId: reservation.id,
    reference: reservation.reference,
    total: reservation.amounts.total,
    ...(reservation.amounts.transfer > 0 ? { transfer_price: reservation.amounts.transfer } : {}),
    ...(reservation.holdExpiresAt ? { hold_expires_at: reservation.holdExpiresAt } : {}),
    rooms: reservation.rooms.map((room) => ({
      room_type_title: room.roomTypeTitle,
      rate_title: room.rateTitle,
      adults: room.adults,
      children: room.children,
      amount: room.amount,
      refundable: room.refundable,
      free_cancellation_until: room.freeCancellationUntil,
    })),
  };
}

/** A fresh stage-0 draft for a search. */
export function searchDraft(
  stay: { arrival: IsoDate; departure: IsoDate },
  rooms: readonly RoomGuests[],
  keep: Pick<BookingDraft, "extras" | "session_id"> = {},
): BookingDraft {
  return {
    stage: 0,
    arrival_date: formatUrlDate(stay.arrival),
    departure_date: formatUrlDate(stay.departure),
    choices: rooms.map(({ adults, children }) => ({ adults, children })),
    ...(keep.extras ? { extras: keep.extras } : {}),
    ...(keep.session_id ? { session_id: keep.session_id } : {}),
  };
}

/**
 * The draft at a stage, by the rules of the stages. Stage 0 keeps the search and the guest's
 * spa extras (picked on another page, they are not a booking yet) and the session id.
 */
export function withStage(draft: BookingDraft, stage: BookingStage): BookingDraft {
  if (stage === 2) return { ...draft, stage };
  if (stage === 1) {
    const {
      arrival_time: _arrivalTime,
      departure_time: _departureTime,
      guest: _guest,
      comment: _comment,
      reservationId: _reservationId,
      reference: _reference,
      hold_expires_at: _hold,
      total: _total,
      transfer_price: _transferPrice,
      rooms: _rooms,
      ...kept
    } = draft;
    return { ...kept, stage };
  }
  return {
    stage: 0,
    arrival_date: draft.arrival_date,
    departure_date: draft.departure_date,
    choices: draft.choices.map(({ adults, children }) => ({ adults, children })),
    ...(draft.extras ? { extras: draft.extras } : {}),
    ...(draft.session_id ? { session_id: draft.session_id } : {}),
  };
}

export interface DraftStay {
  arrival: IsoDate;
  departure: IsoDate;
  rooms: RoomGuests[];
}

/** The draft's stay and guests when they are valid and the arrival is not before `today`. */
export function draftStay(draft: BookingDraft | undefined, today: IsoDate): DraftStay | undefined {
  if (!draft) return undefined;
  const arrival = parseUrlDate(draft.arrival_date);
  const departure = parseUrlDate(draft.departure_date);
  const rooms = draft.choices.map(({ adults, children }) => ({ adults, children }));
  if (!arrival || !departure || departure <= arrival || arrival < today) return undefined;
  if (!isValidLayout(rooms)) return undefined;
  return { arrival, departure, rooms };
}

/** Every room of the draft has a room type and a rate. */
export function choicesComplete(draft: BookingDraft): boolean {
  return draft.choices.length > 0 && draft.choices.every((choice) => choice.room_type && choice.rate);
}

export const RATE_PLANS_PATH = "/booking/rate-plans";
export const DATA_PATH = "/booking/data";
export const PAYMENT_PATH = "/booking/payment";

/** /booking/rate-plans with the draft's search when it is valid and not past, else bare. */
export function ratePlansHref(draft: BookingDraft | undefined, today: IsoDate): string {
  const stay = draftStay(draft, today);
  return stay ? `${RATE_PLANS_PATH}?${searchQueryString(stay, stay.rooms)}` : RATE_PLANS_PATH;
}

export type GuardResult =
  | { ok: true; draft: BookingDraft }
  /** Store `draft` (reset to stage 0 when it was reset) and go to `redirect`. */
  | { ok: false; redirect: string; draft: BookingDraft | undefined };

/** Stage 0: always the rate plans page, with the stored search when it is usable. */
export function guardStage0(draft: BookingDraft | undefined, today: IsoDate): GuardResult {
  return { ok: false, redirect: ratePlansHref(draft, today), draft: draft && withStage(draft, 0) };
}

/**
 * Stage 1 (/booking/data): dates and every room's choice must be there and the arrival not past;
 * otherwise the draft goes back to stage 0 and the guest to the rate plans.
 */
export function guardStage1(draft: BookingDraft | undefined, today: IsoDate): GuardResult {
  if (!draft || !draftStay(draft, today) || !choicesComplete(draft)) {
    const reset = draft && withStage(draft, 0);
    return { ok: false, redirect: ratePlansHref(reset, today), draft: reset };
  }
  return { ok: true, draft };
}

/**
 * Stage 2 (/booking/payment): as stage 1, plus guest, times and the reservation; otherwise reset
 * to stage 0 and the rate plans.
 */
export function guardStage2(draft: BookingDraft | undefined, today: IsoDate): GuardResult {
  const first = guardStage1(draft, today);
  if (!first.ok) return first;
  const complete = first.draft;
  if (!complete.guest || !complete.arrival_time || !complete.departure_time || !complete.reservationId) {
    const reset = withStage(complete, 0);
    return { ok: false, redirect: ratePlansHref(reset, today), draft: reset };
  }
  return { ok: true, draft: complete };
}
