/**
 * What the engine stores for an e-mail (an outbox row's payload): the template's name and the
 * facts it shows, as they were when the change committed — never the rendered text, so a
 * template may be improved while its e-mails wait. Dates are `YYYY-MM-DD`, instants ISO strings,
 * money integer rubles.
 */
import type { Language } from "../../rules";
import type { TransferDetails } from "../transfer";

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

/** The booking's transfer as the e-mails show it (dates as the guest wrote them). */
export type MailTransfer = TransferDetails;

/** The booking as the e-mail shows it. */
export interface MailBooking {
  /**
   * The language the booking was made in: the guest's e-mails are written in it (room, rate and
   * extra names too); absent in e-mails stored before bookings recorded it, which are Russian.
   */
  language?: Language | undefined;
  /** The language the guest booked in, for the hotel's notices, which are Russian whatever it is. */
  guestLanguage?: Language | undefined;
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
  /** The transfer's flights; absent in e-mails stored before they carried it. */
  transfer?: MailTransfer | null | undefined;
  /** The guest's comment; absent in e-mails stored before they carried it. */
  comment?: string | undefined;
  total: number;
  paid: number;
  refunded: number;
  balanceDue: number;
  /**
   * Money of the booking came from a test payment (hotel/domain/payments/test-payments.ts): every e-mail
   * says «ТЕСТОВАЯ ОПЛАТА». Absent in e-mails stored before it was told.
   */
  testPayment?: boolean | undefined;
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

/** What a change did, as the guest's and the hotel's e-mails about it show it. */
export interface MailChange {
  from: { arrival: string; departure: string; total: number };
  toPay: number;
  toRefund: number;
}

/**
 * A manager's change that costs more and waits for the guest's payment: what the booking becomes,
 * what is left to pay, and until when (docs/booking-engine.md «A manager's change that costs more»).
 */
export interface MailPendingChange {
  to: { arrival: string; departure: string; total: number };
  /** Each room's guests after the change. */
  guests: { adults: number; children: number }[];
  toPay: number;
  /** ISO instant: unpaid by then, the change lapses and the booking stays as it is. */
  payUntil: string;
}

/** Money a notice to the hotel reports: what this event moved, and what the hotel now keeps. */
export interface HotelMoney {
  /** Paid by the guest with this event. */
  paid: number;
  /** Given back to the guest with this event. */
  refunded: number;
  /** Money the booking holds beyond its price that is not given back (non-refundable). */
  kept: number;
}

/** Who cancelled, for the hotel's notice: the guest, or a manager by name. */
export interface MailCanceledBy {
  by: "guest" | "manager";
  manager?: string | undefined;
  reason?: string | undefined;
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
      change: MailChange;
    }
  | { template: "booking-change-pending"; booking: MailBooking; change: MailPendingChange }
  | { template: "booking-canceled"; booking: MailBooking; refund: number }
  | {
      template: "refund";
      booking: MailBooking;
      amount: number;
      /** Why, in Russian; the e-mail says `why` in the booking's language when it is there. */
      reason: string;
      why?: RefundWhy | undefined;
    }
  | { template: "hotel-new-booking"; booking: MailBooking; money?: HotelMoney | undefined }
  | { template: "hotel-booking-changed"; booking: MailBooking; change: MailChange; money: HotelMoney }
  | {
      template: "hotel-booking-canceled";
      booking: MailBooking;
      canceledBy: MailCanceledBy;
      money: HotelMoney;
    }
  | { template: "hotel-transfer-updated"; booking: MailBooking }
  | { template: "hotel-guest-request"; request: MailGuestRequest };

export type MailTemplate = MailData["template"];

/**
 * Why a whole payment comes back outside a change or cancellation: a late payment for a stay the
 * guest has booked again (`twin` is that booking's reference), for rooms sold meanwhile, for a
 * hold that lapsed, for a change that no longer applies, for a booking cancelled meanwhile, or for
 * an invoice that was cancelled.
 */
export type RefundWhy =
  | { code: "duplicate"; twin: string }
  | { code: "soldOut" }
  | { code: "late" }
  | { code: "lateChange" }
  | { code: "canceled" }
  | { code: "canceledInvoice" };

/** What every e-mail shows of the hotel, from the engine's configuration. */
export interface MailHotel {
  name: string;
  /** The name and the address in English e-mails. */
  nameEn: string;
  phone: string;
  email: string;
  address: string;
  addressEn: string;
  /** The site's public base URL: the booking check is at /booking/check. */
  siteUrl: string;
}
