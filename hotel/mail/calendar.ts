/**
 * The stay as an iCalendar event (RFC 5545), attached to the booking's e-mails: from check-in at
 * 14:00 to check-out at 12:00 by the hotel's clock (Europe/Kaliningrad), written as UTC instants
 * so every calendar shows them in its own zone. One UID per booking: a change updates the event,
 * a cancellation removes it. Written in the booking's language, as the e-mail it comes with.
 */
import { createEvent, type EventAttributes } from "ics";
import { CHECK_IN_FROM, CHECK_OUT_UNTIL, hotelInstant } from "../../rules";
import type { MailBooking, MailHotel } from "./data";
import { hotelIn, wordsFor } from "./format";

export function stayCalendar(
  booking: MailBooking,
  hotel: MailHotel,
  options: { canceled?: boolean; sequence?: number } = {},
): string {
  const start = hotelInstant(booking.arrival, CHECK_IN_FROM);
  const end = hotelInstant(booking.departure, CHECK_OUT_UNTIL);
  const checkUrl = new URL("/booking/check", hotel.siteUrl).toString();
  const words = wordsFor(booking);
  const { t } = words;
  const local = hotelIn(hotel, words);
  const event: EventAttributes = {
    uid: `${booking.reference}@booking.hotel`,
    sequence: options.sequence ?? 0,
    method: options.canceled ? "CANCEL" : "PUBLISH",
    status: options.canceled ? "CANCELLED" : "CONFIRMED",
    productId: "hotel/booking",
    title: t("calendar.title", { hotel: local.name, reference: booking.reference }),
    description: t("calendar.description", {
      reference: booking.reference,
      checkIn: CHECK_IN_FROM,
      checkOut: CHECK_OUT_UNTIL,
      phone: hotel.phone,
      url: checkUrl,
    }),
    location: local.address,
    url: checkUrl,
    start: start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: end.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw new Error(`The stay's calendar event could not be built: ${String(error)}`);
  return value;
}
