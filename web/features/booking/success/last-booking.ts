/**
 * The paid booking as the success page showed it, kept for this tab (session storage) with the
 * invoice that paid it: the draft is cleared of the booking once it is paid, so a reload of the
 * success page still shows what was booked, and going back to the payment step finds nothing left
 * to pay. A later payment of the same booking (the difference of a change) is another invoice, so
 * what is kept here is not taken for the changed stay (./engine-booking.ts).
 */
import { bookingDraftSchema, type BookingDraft } from "../draft-schema";

const KEY = "booking-paid";

interface KeptBooking {
  booking: BookingDraft;
  invoiceId: string;
}

export function rememberPaidBooking(kept: KeptBooking): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(kept));
  } catch (error) {
    console.warn("The paid booking is not kept for a reload", error);
  }
}

export function paidBooking(): KeptBooking | undefined {
  let text: string | null;
  try {
    text = window.sessionStorage.getItem(KEY);
  } catch (error) {
    console.warn("The paid booking cannot be read", error);
    return undefined;
  }
  if (!text) return undefined;
  let value: { booking?: unknown; invoiceId?: unknown };
  try {
    value = (JSON.parse(text) ?? {}) as { booking?: unknown; invoiceId?: unknown };
  } catch (error) {
    console.warn("The kept paid booking is broken", error);
    return undefined;
  }
  const booking = bookingDraftSchema.safeParse(value.booking);
  return booking.success && typeof value.invoiceId === "string"
    ? { booking: booking.data, invoiceId: value.invoiceId }
    : undefined;
}
