/**
 * Renders a stored e-mail (template name + data) into its subject, HTML and plain text — both
 * parts from the same React Email template — and the stay's calendar event where the e-mail is
 * about the stay's dates.
 */
import { render } from "@react-email/render";
// @react-email/render loads react-dom/server on its first render. Loaded here instead, beside the
// templates' React: in `npm start`, Next.js sets NODE_ENV=production after the engine's modules
// load, and a production react-dom/server rendering development React elements fails
// («dispatcher.getOwner is not a function»).
import "react-dom/server";
import type { ReactElement } from "react";
import type { MailAttachment } from "../providers/mail";
import { stayCalendar } from "./calendar";
import type { MailBooking, MailData, MailHotel } from "./data";
import { BookingCanceled, bookingCanceledSubject } from "./templates/booking-canceled";
import { BookingChangePending, bookingChangePendingSubject } from "./templates/booking-change-pending";
import { BookingChanged, bookingChangedSubject } from "./templates/booking-changed";
import { BookingConfirmed, bookingConfirmedSubject } from "./templates/booking-confirmed";
import { HotelBookingCanceled, hotelBookingCanceledSubject } from "./templates/hotel-booking-canceled";
import { HotelBookingChanged, hotelBookingChangedSubject } from "./templates/hotel-booking-changed";
import { HotelGuestRequest, hotelGuestRequestSubject } from "./templates/hotel-guest-request";
import { HotelNewBooking, hotelNewBookingSubject } from "./templates/hotel-new-booking";
import { HotelTransferUpdated, hotelTransferUpdatedSubject } from "./templates/hotel-transfer-updated";
import { wordsFor } from "./format";
import { PaymentReceived, paymentReceivedSubject } from "./templates/payment-received";
import { Refund, refundSubject } from "./templates/refund";

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
}

// Headings keep their case in the text part, and links read «text (address)».
const textOptions = {
  plainText: true as const,
  htmlToTextOptions: {
    selectors: [
      { selector: "h1", options: { uppercase: false } },
      { selector: "a", options: { linkBrackets: ["(", ")"] as [string, string] } },
    ],
  },
};

function calendarFile(booking: MailBooking, content: string, method: "PUBLISH" | "CANCEL"): MailAttachment {
  return {
    filename: wordsFor(booking).t("calendar.file"),
    content,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}

function parts(
  data: MailData,
  hotel: MailHotel,
  sequence: number,
): { subject: string; element: ReactElement; attachments: MailAttachment[] } {
  if (data.template === "hotel-guest-request") {
    return {
      subject: hotelGuestRequestSubject(data.request),
      element: <HotelGuestRequest request={data.request} hotel={hotel} />,
      attachments: [],
    };
  }
  const { booking } = data;
  switch (data.template) {
    case "booking-confirmed":
      return {
        subject: bookingConfirmedSubject(booking),
        element: <BookingConfirmed booking={booking} hotel={hotel} />,
        attachments: [calendarFile(booking, stayCalendar(booking, hotel), "PUBLISH")],
      };
    case "payment-received":
      return {
        subject: paymentReceivedSubject(booking),
        element: <PaymentReceived booking={booking} payment={data.payment} hotel={hotel} />,
        attachments: [],
      };
    case "booking-changed":
      return {
        subject: bookingChangedSubject(booking),
        element: <BookingChanged booking={booking} change={data.change} hotel={hotel} />,
        attachments: [calendarFile(booking, stayCalendar(booking, hotel, { sequence }), "PUBLISH")],
      };
    case "booking-change-pending":
      // No calendar file: the stay in the guest's calendar changes only once the change is paid.
      return {
        subject: bookingChangePendingSubject(booking),
        element: <BookingChangePending booking={booking} change={data.change} hotel={hotel} />,
        attachments: [],
      };
    case "booking-canceled":
      return {
        subject: bookingCanceledSubject(booking),
        element: <BookingCanceled booking={booking} refund={data.refund} hotel={hotel} />,
        attachments: [
          calendarFile(booking, stayCalendar(booking, hotel, { canceled: true, sequence }), "CANCEL"),
        ],
      };
    case "refund":
      return {
        subject: refundSubject(booking),
        element: (
          <Refund booking={booking} amount={data.amount} reason={data.reason} why={data.why} hotel={hotel} />
        ),
        attachments: [],
      };
    case "hotel-new-booking":
      return {
        subject: hotelNewBookingSubject(booking),
        element: <HotelNewBooking booking={booking} money={data.money} hotel={hotel} />,
        attachments: [],
      };
    case "hotel-booking-changed":
      return {
        subject: hotelBookingChangedSubject(booking),
        element: (
          <HotelBookingChanged booking={booking} change={data.change} money={data.money} hotel={hotel} />
        ),
        attachments: [],
      };
    case "hotel-booking-canceled":
      return {
        subject: hotelBookingCanceledSubject(booking),
        element: (
          <HotelBookingCanceled
            booking={booking}
            canceledBy={data.canceledBy}
            money={data.money}
            hotel={hotel}
          />
        ),
        attachments: [],
      };
    case "hotel-transfer-updated":
      return {
        subject: hotelTransferUpdatedSubject(booking),
        element: <HotelTransferUpdated booking={booking} hotel={hotel} />,
        attachments: [],
      };
  }
}

/**
 * `at`: when the change behind the e-mail was made; it orders the calendar event's versions, so a
 * later change (or the cancellation) replaces the event an earlier e-mail put into the calendar.
 */
export async function renderMail(data: MailData, hotel: MailHotel, at: Date): Promise<RenderedMail> {
  const { subject, element, attachments } = parts(data, hotel, Math.floor(at.getTime() / 1000));
  const [html, text] = await Promise.all([render(element), render(element, textOptions)]);
  return { subject, html, text, attachments };
}
