/**
 * What the success page shows as booked, and where it comes from (docs/booking-journey-payment.md
 * «Success page»). The engine's booking comes first: a guest who pays the difference of a change
 * from the booking check holds its session, so the page shows the stay as the engine has it now
 * (new dates, rooms, total). Without that session the draft of the booking just paid is shown, or
 * what this tab kept of it for a reload, but only for the same payment: what the tab kept of an
 * earlier payment is an older stay.
 */
import { formatUrlDate } from "@rules/dates";
import type { Reservation } from "../api";
import { draftWithReservation, type BookingDraft } from "../draft";

/** The engine's booking in the draft's shape, so the journey's recap shows it as it shows a draft. */
export function bookedFromReservation(reservation: Reservation): BookingDraft {
  const { mainGuest, transfer } = reservation;
  const booked: BookingDraft = {
    stage: 2,
    arrival_date: formatUrlDate(reservation.arrival),
    departure_date: formatUrlDate(reservation.departure),
    choices: reservation.rooms.map((room) => ({ adults: room.adults, children: room.children })),
    guest: {
      first_name: mainGuest.firstName,
      middle_name: mainGuest.middleName,
      last_name: mainGuest.lastName,
      phone: mainGuest.phone,
      email: mainGuest.email,
      special_offers_permission: mainGuest.specialOffersPermission,
      personal_data_permission: mainGuest.personalDataPermission,
    },
    ...(transfer ? { transfer: { type: transfer.type } } : {}),
  };
  const extras = reservation.extras.map(({ code, title, quantity, unitPrice }) => ({
    code,
    title,
    quantity,
    unit_price: unitPrice,
  }));
  return draftWithReservation(extras.length > 0 ? { ...booked, extras } : booked, reservation);
}

/** The sources of what was booked, best first; undefined when none is the booking just paid. */
export function bookedToShow(sources: {
  reservationId: string;
  /** The engine's booking of the check session, whichever booking that session is about. */
  engine: Reservation | undefined;
  /** The draft as it was when the payment was confirmed. */
  draft: BookingDraft | undefined;
  /** What this tab kept for a reload: the booking and the invoice that paid it. */
  kept: { booking: BookingDraft; invoiceId: string } | undefined;
  /** The invoice just paid. */
  invoiceId: string | undefined;
}): BookingDraft | undefined {
  const { reservationId, engine, draft, kept, invoiceId } = sources;
  if (engine?.id === reservationId) return bookedFromReservation(engine);
  if (draft?.reservationId === reservationId) return draft;
  if (kept && kept.booking.reservationId === reservationId && invoiceId && kept.invoiceId === invoiceId)
    return kept.booking;
  return undefined;
}
