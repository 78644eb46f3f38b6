/**
 * The booking draft: what the guest has chosen so far, kept in the browser's local storage under
 * `booking-draft` (docs/booking-journey.md «Draft and stages»). It is a convenience for the guest,
 * never trusted by the server: prices and availability always come from the hotel engine again.
 *
 * Stages, named as the journey's steps: «rates» (room and rate), «data» (guest data), «payment».
 * - At «rates» the draft keeps only the search (dates and guests per room) and forgets every choice.
 * - At «data» it keeps dates and choices, and clears times, guest, comment and reservation.
 * - At «payment» it keeps everything.
 * Guards decide where a page sends a guest whose draft is incomplete or in the past. The guest's
 * steps that change the draft are `transitions.ts`.
 *
 * Pure: no `window`; `use-draft.ts` binds it to local storage. The stored record's schema is in
 * `draft-schema.ts`, which pages load after hydration.
 */
import { parseUrlDate, type IsoDate } from "@rules/dates";
import { isValidLayout, type RoomGuests } from "@rules/guests";
import { searchQueryString } from "@rules/search";
import type { RateOffer, RoomTypeOffer } from "./api";
import type { BookingDraft } from "./draft-schema";

export type { BookingDraft } from "./draft-schema";

export const BOOKING_DRAFT_KEY = "booking-draft";

/** The journey's stages, in order; the breadcrumbs name the same steps (step-target.ts). */
export const BOOKING_STAGES = ["rates", "data", "payment"] as const;
export type BookingStage = (typeof BOOKING_STAGES)[number];

/** The draft has got as far as `stage` (or further). */
export function reachedStage(draft: BookingDraft, stage: BookingStage): boolean {
  return BOOKING_STAGES.indexOf(draft.stage) >= BOOKING_STAGES.indexOf(stage);
}

export type DraftChoice = BookingDraft["choices"][number];
export type DraftGuest = NonNullable<BookingDraft["guest"]>;
export type DraftExtra = NonNullable<BookingDraft["extras"]>[number];
export type DraftTransfer = NonNullable<BookingDraft["transfer"]>;
export type DraftReservedRoom = NonNullable<BookingDraft["rooms"]>[number];

/** A room type and rate of the engine's search, as far as the draft keeps them. */
export interface OfferChoice {
  roomType: Pick<RoomTypeOffer, "id" | "title" | "capacity">;
  rate: Pick<RateOffer, "id" | "title" | "price">;
}

/**
 * The draft's record of a chosen room type and rate: the offer's id, title and price, and its
 * capacity as `seating` (the name drafts already stored carry).
 */
export function offerForDraft({
  roomType,
  rate,
}: OfferChoice): Required<Pick<DraftChoice, "room_type" | "rate">> {
  return {
    room_type: { id: roomType.id, title: roomType.title, seating: roomType.capacity },
    rate: { id: rate.id, title: rate.title, price: rate.price },
  };
}

/**
 * The draft at a stage, by the rules of the stages. «rates» keeps the search and the guest's
 * spa extras (picked on another page, they are not a booking yet) and the session id.
 */
export function withStage(draft: BookingDraft, stage: BookingStage): BookingDraft {
  if (stage === "payment") return { ...draft, stage };
  if (stage === "data") {
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
    stage: "rates",
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
  /** Store `draft` (reset to «rates» when it was reset) and go to `redirect`. */
  | { ok: false; redirect: string; draft: BookingDraft | undefined };

/** «rates» (/booking): always the rate plans page, with the stored search when it is usable. */
export function guardRates(draft: BookingDraft | undefined, today: IsoDate): GuardResult {
  return { ok: false, redirect: ratePlansHref(draft, today), draft: draft && withStage(draft, "rates") };
}

/**
 * «data» (/booking/data): dates and every room's choice must be there and the arrival not past;
 * otherwise the draft goes back to «rates» and the guest to the rate plans.
 */
export function guardData(draft: BookingDraft | undefined, today: IsoDate): GuardResult {
  if (!draft || !draftStay(draft, today) || !choicesComplete(draft)) {
    const reset = draft && withStage(draft, "rates");
    return { ok: false, redirect: ratePlansHref(reset, today), draft: reset };
  }
  return { ok: true, draft };
}

/**
 * «payment» (/booking/payment): as «data», plus guest, times and the reservation; otherwise reset
 * to «rates» and the rate plans.
 */
export function guardPayment(draft: BookingDraft | undefined, today: IsoDate): GuardResult {
  const first = guardData(draft, today);
  if (!first.ok) return first;
  const complete = first.draft;
  if (!complete.guest || !complete.arrival_time || !complete.departure_time || !complete.reservationId) {
    const reset = withStage(complete, "rates");
    return { ok: false, redirect: ratePlansHref(reset, today), draft: reset };
  }
  return { ok: true, draft: complete };
}
