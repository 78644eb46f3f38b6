/**
 * The stay as an iCalendar event (RFC 5545), attached to the booking's e-mails: from check-in at
 * 14:00 to check-out at 12:00 by the hotel's clock (Europe/Kaliningrad), written as UTC instants
 * so every calendar shows them in its own zone. One UID per booking: a change updates the event,
 * a cancellation removes it.
 */
import { createEvent, type EventAttributes } from "ics";
import { CHECK_IN_FROM, CHECK_OUT_UNTIL, hotelInstant } from "../../rules";
import type { MailBooking, MailHotel } from "./data";

export function stayCalendar(
  booking: MailBooking,
  hotel: MailHotel,
  options: { canceled?: boolean; sequence?: number } = {},
): string {
  const start = hotelInstant(booking.arrival, CHECK_IN_FROM);
  const end = hotelInstant(booking.departure, CHECK_OUT_UNTIL);
  const checkUrl = new URL("/booking/check", hotel.siteUrl).toString();
  const event: EventAttributes = {
    uid: `${booking.reference}@booking.hotel`,
    sequence: options.sequence ?? 0,
    method: options.canceled ? "CANCEL" : "PUBLISH",
    status: options.canceled ? "CANCELLED" : "CONFIRMED",
    productId: "hotel/booking",
    title: `${hotel.name}: проживание, бронь ${booking.reference}`,
    description:
      `Бронь ${booking.reference}. Заезд с ${CHECK_IN_FROM}, выезд до ${CHECK_OUT_UNTIL} (время отеля). ` +
      `Телефон отеля: ${hotel.phone}. Проверить бронь: ${checkUrl}`,
    location: hotel.address,
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
