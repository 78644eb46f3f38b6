/**
 * What the success page shows as booked, and where it comes from (docs/booking-journey-payment.md
 * «Success page»). The engine's booking comes first: the summary the return address's token (or
 * the draft's session) reads, in any browser, as the engine has it now (after a change's
 * difference is paid: the new dates, rooms, total); the booking of the guest's booking-check
 * session when it is this one (it also has the guest's name and e-mail). Only when the engine
 * could not be asked, the draft of the booking just paid, or what this tab kept of it for a
 * reload — but only for the same payment: what the tab kept of an earlier payment is an older stay.
 */
import { formatUrlDate } from "@rules/dates";
import type { Reservation, ReservationSummary } from "../api";
import type { BookingDraft, DraftGuest } from "../draft";
import { withReservation } from "../transitions";

/** The engine's summary in the draft's shape (with the guest when the page knows them). */
export function bookedFromSummary(summary: ReservationSummary, guest?: DraftGuest): BookingDraft {
  const booked: BookingDraft = {
    stage: "payment",
    arrival_date: formatUrlDate(summary.arrival),
    departure_date: formatUrlDate(summary.departure),
    choices: summary.rooms.map((room) => ({ adults: room.adults, children: room.children })),
    ...(guest ? { guest } : {}),
    ...(summary.transfer ? { transfer: { type: summary.transfer.type } } : {}),
  };
  const extras = summary.extras.map(({ code, title, quantity, unitPrice }) => ({
    code,
    title,
    quantity,
    unit_price: unitPrice,
  }));
  return withReservation(extras.length > 0 ? { ...booked, extras } : booked, summary);
}

/** The engine's booking in the draft's shape, so the journey's recap shows it as it shows a draft. */
export function bookedFromReservation(reservation: Reservation): BookingDraft {
  const { mainGuest } = reservation;
  return bookedFromSummary(reservation, {
    first_name: mainGuest.firstName,
    middle_name: mainGuest.middleName,
    last_name: mainGuest.lastName,
    phone: mainGuest.phone,
    email: mainGuest.email,
    special_offers_permission: mainGuest.specialOffersPermission,
    personal_data_permission: mainGuest.personalDataPermission,
  });
}

/** The sources of what was booked, best first; undefined when none is the booking just paid. */
export function bookedToShow(sources: {
  reservationId: string;
  /** The engine's booking of the check session, whichever booking that session is about. */
  engine: Reservation | undefined;
  /** The engine's summary of this booking (undefined when it could not be read). */
  summary?: ReservationSummary | undefined;
  /** The draft as it was when the payment was confirmed. */
  draft: BookingDraft | undefined;
  /** What this tab kept for a reload: the booking and the invoice that paid it. */
  kept: { booking: BookingDraft; invoiceId: string } | undefined;
  /** The invoice just paid. */
  invoiceId: string | undefined;
}): BookingDraft | undefined {
  const { reservationId, engine, summary, draft, kept, invoiceId } = sources;
  if (engine?.id === reservationId) return bookedFromReservation(engine);
  const ownDraft = draft?.reservationId === reservationId ? draft : undefined;
  if (summary?.id === reservationId) return bookedFromSummary(summary, ownDraft?.guest);
  if (ownDraft) return ownDraft;
  if (kept && kept.booking.reservationId === reservationId && invoiceId && kept.invoiceId === invoiceId)
    return kept.booking;
  return undefined;
}
