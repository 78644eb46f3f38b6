/**
 * What the engine stores for an e-mail (an outbox row's payload): the template's name and the
 * facts it shows, as they were when the change committed — never the rendered text, so a
 * template may be improved while its e-mails wait. Dates are `YYYY-MM-DD`, instants ISO strings,
 * money integer rubles.
 */

export interface MailRoom {
  roomType: string;
  ratePlan: string;
  adults: number;
  children: number;
  amount: number;
  refundable: boolean;
  /** Free cancellation until this instant; null for a non-refundable rate. */
  freeCancellationUntil: string | null;
}

/** The booking as the e-mail shows it. */
export interface MailBooking {
  reference: string;
  firstName: string;
  /** Surname, name and patronymic, for the hotel's own notice. */
  fullName: string;
  email: string;
  phone: string;
  arrival: string;
  departure: string;
  nights: number;
  /** The guest's expected arrival and departure times, when given. */
  arrivalTime: string | null;
  departureTime: string | null;
  rooms: MailRoom[];
  extras: { title: string; quantity: number; amount: number }[];
  transferAmount: number;
  total: number;
  paid: number;
  refunded: number;
  balanceDue: number;
}

/** A request of the site's «Оставить заявку» form, as the hotel's copy of it shows it. */
export interface MailGuestRequest {
  /** Surname, name and patronymic. */
  fullName: string;
  phone: string;
  email: string;
  comment: string;
  /** The site's page it was sent from (e.g. `/car`); empty when unknown. */
  source: string;
  /** When the guest sent it (ISO instant). */
  sentAt: string;
}

export type MailData =
  | { template: "booking-confirmed"; booking: MailBooking }
  | {
      template: "payment-received";
      booking: MailBooking;
      payment: { amount: number; paidAt: string; purpose: "booking" | "change" };
    }
  | {
      template: "booking-changed";
      booking: MailBooking;
      change: {
        from: { arrival: string; departure: string; total: number };
        toPay: number;
        toRefund: number;
      };
    }
  | { template: "booking-canceled"; booking: MailBooking; refund: number }
  | { template: "refund"; booking: MailBooking; amount: number; reason: string }
  | { template: "hotel-new-booking"; booking: MailBooking }
  | { template: "hotel-guest-request"; request: MailGuestRequest };

export type MailTemplate = MailData["template"];

/** What every e-mail shows of the hotel, from the engine's configuration. */
export interface MailHotel {
  name: string;
  phone: string;
  email: string;
  address: string;
  /** The site's public base URL: the booking check is at /booking/check. */
  siteUrl: string;
}
