/**
 * Every change the booking journey makes to the guest's draft (docs/booking-journey.md «Draft and
 * stages», «Transitions»): one function per step the guest takes, the draft stored so far in and
 * the draft to store out. Components do not assemble drafts; they hand one of these to
 * `updateDraft` (use-draft.ts), which reads the stored draft, applies it and stores the result.
 *
 * Pure: no React, no storage, no clock and no random numbers (a new session id is passed in). A
 * transition that refuses, or has nothing to change, answers `undefined`: the stored draft stays
 * as it is. Light on purpose: the search bars, the room pages and the spa picker load it with
 * their first scripts, so it imports neither Zod nor the guest form's rules.
 */
import { formatUrlDate, type IsoDate } from "@rules/dates";
import type { RoomGuests } from "@rules/guests";
import type { Reservation } from "./api";
import {
  offerForDraft,
  withStage,
  type BookingDraft,
  type OfferChoice,
  type DraftChoice,
  type DraftExtra,
  type DraftGuest,
  type DraftTransfer,
} from "./draft";
import { changeExtra } from "./guest-data/extras";

interface Stay {
  arrival: IsoDate;
  departure: IsoDate;
}

/** What a new search keeps of the draft before it: the spa procedures and the booking session. */
function kept(stored: BookingDraft | undefined): Pick<BookingDraft, "extras" | "session_id"> {
  return {
    ...(stored?.extras ? { extras: stored.extras } : {}),
    ...(stored?.session_id ? { session_id: stored.session_id } : {}),
  };
}

/**
 * A search (the home form, a search bar, the rate plans opened for a query): the draft at «rates»
 * for these dates and guests. Every choice made before is forgotten; the spa procedures and the
 * session stay.
 */
export function search(
  stored: BookingDraft | undefined,
  stay: Stay,
  rooms: readonly RoomGuests[],
): BookingDraft {
  return {
    stage: "rates",
    arrival_date: formatUrlDate(stay.arrival),
    departure_date: formatUrlDate(stay.departure),
    choices: rooms.map(({ adults, children }) => ({ adults, children })),
    ...kept(stored),
  };
}

/**
 * «Перейти к оформлению» on the rate plans: the draft at «data» with a room type and a rate for
 * every room. Refused (undefined) when no room is chosen or some room lacks its type or rate.
 */
export function chooseRooms(
  stored: BookingDraft | undefined,
  stay: Stay,
  choices: readonly DraftChoice[],
): BookingDraft | undefined {
  if (choices.length === 0 || !choices.every((choice) => choice.room_type && choice.rate)) return undefined;
  return { ...search(stored, stay, choices), stage: "data", choices: [...choices] };
}

/**
 * A rate chosen on a room page (or priced again from its `rrp` on the data step): the draft at
 * «data» with that single room and rate, and `from_room` for the rate step's way back. Refused
 * (undefined) unless the search is for exactly one room.
 */
export function chooseRoomPageRate(
  stored: BookingDraft | undefined,
  stay: Stay,
  rooms: readonly RoomGuests[],
  offer: OfferChoice,
): BookingDraft | undefined {
  const [guests] = rooms;
  if (!guests || rooms.length !== 1) return undefined;
  return {
    ...search(stored, stay, rooms),
    stage: "data",
    from_room: offer.roomType.id,
    choices: [{ adults: guests.adults, children: guests.children, ...offerForDraft(offer) }],
  };
}

/**
 * − or + on a spa procedure (the spa page, the data step): its count changes, never below zero nor
 * above the engine's limit, and at zero it leaves the list. Procedures can be picked before any
 * search: then the draft holds only them, and the first search keeps them.
 */
export function changeExtras(
  stored: BookingDraft | undefined,
  item: Pick<DraftExtra, "code" | "title" | "unit_price">,
  delta: number,
): BookingDraft {
  const base: BookingDraft = stored ?? { stage: "rates", arrival_date: "", departure_date: "", choices: [] };
  const extras = changeExtra(base.extras, item, delta);
  const { extras: _previous, ...rest } = base;
  return extras.length > 0 ? { ...rest, extras } : rest;
}

/**
 * The session the reservation is created in (`x-session-id`): `id` for a draft without one; a draft
 * that has one keeps it (nothing to change).
 */
export function withSession(draft: BookingDraft, id: string): BookingDraft | undefined {
  return draft.session_id ? undefined : { ...draft, session_id: id };
}

/** A new session after the engine said the old one's hold is gone: the next try is a new hold. */
export function newSession(draft: BookingDraft, id: string): BookingDraft {
  return { ...draft, session_id: id };
}

/**
 * What the draft keeps of a created reservation, as the engine's answer carries it (the client's
 * types, derived from the contract); the booking's summary carries the same.
 */
export type ReservationForDraft = Pick<Reservation, "id" | "reference" | "holdExpiresAt"> & {
  amounts: Pick<Reservation["amounts"], "total" | "transfer">;
  rooms: Pick<
    Reservation["rooms"][number],
    "roomTypeTitle" | "rateTitle" | "adults" | "children" | "amount" | "refundable" | "freeCancellationUntil"
  >[];
};

/**
 * The draft at «payment» with the reservation: its id, reference, hold, total, rooms and the
 * transfer's price. The success page shows an engine's booking in the same shape.
 */
export function withReservation(draft: BookingDraft, reservation: ReservationForDraft): BookingDraft {
  return {
    ...draft,
    stage: "payment",
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

/** What the guest entered on the data step, in the draft's words (guest-data/entered.ts). */
export interface EnteredGuestData {
  guest: DraftGuest;
  arrival_time: string;
  departure_time: string;
  comment?: string | undefined;
  transfer?: DraftTransfer | undefined;
}

/**
 * The engine created the reservation: the draft at «payment» with it, and with what the guest
 * entered (guest, times, comment, transfer), so the payment step and a way back to the form find
 * it; the extras take the engine's prices (none left: none kept).
 */
export function reserve(
  draft: BookingDraft,
  entered: EnteredGuestData,
  reservation: ReservationForDraft & {
    extras: readonly Pick<Reservation["extras"][number], "code" | "title" | "quantity" | "unitPrice">[];
  },
): BookingDraft {
  const { transfer: _transfer, extras: _extras, ...rest } = withReservation(draft, reservation);
  return {
    ...rest,
    guest: entered.guest,
    arrival_time: entered.arrival_time,
    departure_time: entered.departure_time,
    ...(entered.comment ? { comment: entered.comment } : {}),
    ...(entered.transfer ? { transfer: entered.transfer } : {}),
    ...(reservation.extras.length > 0
      ? {
          extras: reservation.extras.map(({ code, title, quantity, unitPrice }) => ({
            code,
            title,
            quantity,
            unit_price: unitPrice,
          })),
        }
      : {}),
  };
}

/**
 * Back to the choice of room and rate (the menu's «Бронирование», «Выбрать другой номер» after a
 * room sold out, «Забронировать заново» after the hold ran out, a guard that refused the draft):
 * the draft at «rates», keeping only the search, the spa procedures and the session.
 */
export function startOver(draft: BookingDraft): BookingDraft {
  return withStage(draft, "rates");
}

/** As `startOver`, for the rate step's way back to the room page the rate was chosen on. */
export function backToRoomPage(draft: BookingDraft): BookingDraft {
  const reset = startOver(draft);
  return draft.from_room ? { ...reset, from_room: draft.from_room } : reset;
}

/**
 * The guest cancelled a booking on the booking check: when it is the draft's, the draft starts
 * over (the payment step would otherwise still offer it); another booking changes nothing.
 */
export function forgetCanceled(
  draft: BookingDraft | undefined,
  reservationId: string,
): BookingDraft | undefined {
  return draft?.reservationId === reservationId ? startOver(draft) : undefined;
}

/**
 * The draft's booking is paid: the search (dates, guests) stays for a new booking; the paid
 * rooms, the extras and the session go, so a new booking is a new reservation. Another booking's
 * payment changes nothing.
 */
export function paid(draft: BookingDraft | undefined, reservationId: string): BookingDraft | undefined {
  if (draft?.reservationId !== reservationId) return undefined;
  const { extras: _extras, session_id: _session, ...search } = startOver(draft);
  return search;
}
