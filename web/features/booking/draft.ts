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
 * Pure: no `window`; `use-draft.ts` binds it to local storage.
 */
// zod/mini: the same checks in a tree-shakable build, so pages that only read the draft (the
// home form) do not pay for the whole of Zod.
import * as z from "zod/mini";
import { formatUrlDate, parseUrlDate, type IsoDate } from "@rules/dates";
import { isValidLayout, type RoomGuests } from "@rules/guests";
import { searchQueryString } from "@rules/search";

export const BOOKING_DRAFT_KEY = "booking-draft";

export type BookingStage = 0 | 1 | 2;

const roomTypeShape = z.object({ id: z.int().check(z.positive()), title: z.string(), seating: z.number() });
const rateShape = z.object({ id: z.int().check(z.positive()), title: z.string(), price: z.number() });

const choiceShape = z.object({
  adults: z.int(),
  children: z.int(),
  room_type: z.optional(roomTypeShape),
  rate: z.optional(rateShape),
});

const guestShape = z.object({
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  email: z.string(),
  special_offers_permission: z.boolean(),
  personal_data_permission: z.boolean(),
});

/**
 * A room of the created reservation as the engine priced it, with its cancellation terms: the
 * payment step states the real free-cancellation deadline from here, the success page what was
 * booked (docs/booking-journey-payment.md).
 */
const reservedRoomShape = z.object({
  room_type_title: z.string(),
  rate_title: z.string(),
  adults: z.int(),
  children: z.int(),
  amount: z.number(),
  refundable: z.boolean(),
  /** ISO instant; null when the rate has no free cancellation. */
  free_cancellation_until: z.nullable(z.string()),
});

const extraShape = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(100)),
  title: z.string(),
  quantity: z.int().check(z.minimum(1), z.maximum(99)),
  unit_price: z.int().check(z.minimum(0)),
});

const transferShape = z.object({
  type: z.enum(["to", "from", "to-from"]),
  arrival_flight_number: z.optional(z.string()),
  arrival_date: z.optional(z.string()),
  departure_flight_number: z.optional(z.string()),
  departure_date: z.optional(z.string()),
  comment: z.optional(z.string()),
});

/** The stored record. Field names follow the spec's draft (snake_case, dates dd.MM.yyyy). */
export const bookingDraftSchema = z.object({
  stage: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  arrival_date: z.string(),
  departure_date: z.string(),
  choices: z.array(choiceShape),
  arrival_time: z.optional(z.string()),
  departure_time: z.optional(z.string()),
  guest: z.optional(guestShape),
  comment: z.optional(z.string()),
  reservationId: z.optional(z.string()),
  /** The reference the guest sees (8 characters), once the reservation exists. */
  reference: z.optional(z.string()),
  /** When the reservation's hold ends (ISO instant), for the summary's countdown. */
  hold_expires_at: z.optional(z.string()),
  /** The engine's total for the reservation, once it exists. */
  total: z.optional(z.number()),
  /** Spa procedures picked on /services/spa, carried into the reservation. */
  extras: z.optional(z.array(extraShape)),
  transfer: z.optional(transferShape),
  /** `x-session-id` of the create-reservation call: one guest, one hold. */
  session_id: z.optional(z.string()),
  /** The room page the guest chose a rate on (`rrp`), for the rate step's way back. */
  from_room: z.optional(z.int().check(z.positive())),
  /** The reservation's rooms, once it exists (`draftWithReservation`). */
  rooms: z.optional(z.array(reservedRoomShape)),
});

export type BookingDraft = z.infer<typeof bookingDraftSchema>;
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
  amounts: { total: number };
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

/** The draft at stage 2 with the created reservation: its id, reference, hold, total and rooms. */
export function draftWithReservation(draft: BookingDraft, reservation: ReservationForDraft): BookingDraft {
  return {
    ...draft,
    stage: 2,
    reservationId: reservation.id,
    reference: reservation.reference,
    total: reservation.amounts.total,
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

/** Reads a stored draft; a missing, broken or foreign record gives undefined. */
export function parseDraft(text: string | null | undefined): BookingDraft | undefined {
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = bookingDraftSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
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
