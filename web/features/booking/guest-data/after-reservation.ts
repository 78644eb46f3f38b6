/**
 * The draft once the engine has created the reservation: stage 2 with the reservation (id,
 * reference, hold, total, rooms), and what the guest entered (guest, times, comment, transfer),
 * so the payment step and a way back to this form find it; the extras take the engine's prices.
 */
import { mainGuestFromForm, type GuestForm } from "@rules/guest-form";
import type { Reservation } from "../api";
import { draftWithReservation, type BookingDraft, type DraftTransfer } from "../draft";
import { transferFromForm } from "./reservation-input";

export function draftAfterReservation(
  draft: BookingDraft,
  form: GuestForm,
  reservation: Reservation,
): BookingDraft {
  const transfer = transferFromForm(form);
  const draftTransfer: DraftTransfer | undefined = transfer && {
    type: transfer.type,
    ...(transfer.arrivalFlightNumber ? { arrival_flight_number: transfer.arrivalFlightNumber } : {}),
    ...(transfer.arrivalDate ? { arrival_date: transfer.arrivalDate } : {}),
    ...(transfer.departureFlightNumber ? { departure_flight_number: transfer.departureFlightNumber } : {}),
    ...(transfer.departureDate ? { departure_date: transfer.departureDate } : {}),
    ...(transfer.comment ? { comment: transfer.comment } : {}),
  };
  const { transfer: _previous, extras: _extras, ...rest } = draftWithReservation(draft, reservation);
  const comment = form.comment?.trim();
  return {
    ...rest,
    guest: mainGuestFromForm(form),
    arrival_time: form.checkInTime,
    departure_time: form.checkOutTime,
    ...(comment ? { comment } : {}),
    ...(draftTransfer ? { transfer: draftTransfer } : {}),
    ...(reservation.extras.length > 0
      ? {
          extras: reservation.extras.map((extra) => ({
            code: extra.code,
            title: extra.title,
            quantity: extra.quantity,
            unit_price: extra.unitPrice,
          })),
        }
      : {}),
  };
}
