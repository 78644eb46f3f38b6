/**
 * The paid booking as the success page showed it, kept for this tab (session storage): the draft is
 * cleared of the booking once it is paid, so a reload of the success page still shows what was
 * booked, and going back to the payment step finds nothing left to pay.
 */
import { bookingDraftSchema, type BookingDraft } from "../draft-schema";

const KEY = "booking-paid";

export function rememberPaidBooking(draft: BookingDraft): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch (error) {
    console.warn("The paid booking is not kept for a reload", error);
  }
}

export function paidBooking(reservationId: string): BookingDraft | undefined {
  let text: string | null;
  try {
    text = window.sessionStorage.getItem(KEY);
  } catch (error) {
    console.warn("The paid booking cannot be read", error);
    return undefined;
  }
  if (!text) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    console.warn("The kept paid booking is broken", error);
    return undefined;
  }
  const parsed = bookingDraftSchema.safeParse(value);
  return parsed.success && parsed.data.reservationId === reservationId ? parsed.data : undefined;
}
