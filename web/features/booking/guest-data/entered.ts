/**
 * What the guest entered on the data step (guest, times, comment, transfer), in the draft's words:
 * once the engine has created the reservation, `reserve` (transitions.ts) keeps it in the draft,
 * so the payment step and a way back to this form find it.
 */
import { mainGuestFromForm, type GuestForm } from "@rules/guest-form";
import type { DraftTransfer } from "../draft";
import type { EnteredGuestData } from "../transitions";
import { transferFromForm } from "./reservation-input";

export function enteredFromForm(form: GuestForm): EnteredGuestData {
  const transfer = transferFromForm(form);
  const draftTransfer: DraftTransfer | undefined = transfer && {
    type: transfer.type,
    ...(transfer.arrivalFlightNumber ? { arrival_flight_number: transfer.arrivalFlightNumber } : {}),
    ...(transfer.arrivalDate ? { arrival_date: transfer.arrivalDate } : {}),
    ...(transfer.departureFlightNumber ? { departure_flight_number: transfer.departureFlightNumber } : {}),
    ...(transfer.departureDate ? { departure_date: transfer.departureDate } : {}),
    ...(transfer.comment ? { comment: transfer.comment } : {}),
  };
  const comment = form.comment?.trim();
  return {
    guest: mainGuestFromForm(form),
    arrival_time: form.checkInTime,
    departure_time: form.checkOutTime,
    ...(comment ? { comment } : {}),
    ...(draftTransfer ? { transfer: draftTransfer } : {}),
  };
}
