/**
 * The site's own types for booking data, as the hotel API client returns them: camelCase, instants
 * as Date, stay dates as `YYYY-MM-DD` strings, money as integer rubles.
 */
import type { BookingAmounts, IsoDate } from "../../rules";

export interface IncludedService {
  title: string;
}

export interface AmenityPage {
  title: string;
  imageUrl: string;
  amenities: { iconId: number; title: string }[];
}

export interface Rate {
  id: number;
  title: string;
  description: string;
  /** Room types list: the lowest nightly price; search: the whole stay. */
  price: number;
  order: number;
  includedServices: IncludedService[];
  refundable: boolean;
  freeCancellationHours: number | null;
}

export interface RoomType {
  id: number;
  title: string;
  shortDescription: string;
  /** «От … ₽/сутки». */
  basePrice: number;
  imageUrls: string[];
  amenityTags: string[];
  order: number;
  amenityPages: AmenityPage[];
  capacity: number;
  totalRooms: number;
  rates: Rate[];
}

export interface RateOffer extends Rate {
  nightly: { date: IsoDate; amount: number }[];
  freeCancellationUntil: Date | null;
}

export interface RoomTypeOffer extends Omit<RoomType, "rates"> {
  rates: RateOffer[];
  availableRooms: number;
  childWithoutBed: boolean;
}

export interface Availability {
  arrival: IsoDate;
  departure: IsoDate;
  nights: number;
  choices: { idx: number; adults: number; children: number; roomTypes: RoomTypeOffer[] }[];
}

export interface PriceCalendar {
  startsAt: IsoDate;
  /**
   * The lowest nightly price of each day that can be booked, and the smallest minimum stay (in
   * nights) of an arrival that day.
   */
  days: { date: IsoDate; price: number; minStay: number }[];
  /** Days of the window that cannot be booked: sales closed (or no price), or no free room. */
  unavailable: { date: IsoDate; reason: "closed" | "sold_out" }[];
}

/** An extra of the engine's catalogue, at the price a reservation is charged. */
export interface ExtraOffer {
  code: string;
  kind: "spa" | "transfer";
  title: string;
  price: number;
  durationMinutes: number | null;
}

export type ReservationStatus = "held" | "confirmed" | "canceled" | "expired";
/** `amount_mismatch`: the provider reported another amount; not counted as paid, a manager settles it. */
export type PaymentStatus = "pending" | "waiting" | "succeeded" | "canceled" | "amount_mismatch";

export interface MainGuest {
  firstName: string;
  middleName: string;
  lastName: string;
  /** Plus and digits only. */
  phone: string;
  email: string;
  specialOffersPermission: boolean;
  personalDataPermission: boolean;
}

export interface Transfer {
  type: "to" | "from" | "to-from";
  arrivalFlightNumber?: string | undefined;
  arrivalDate?: string | undefined;
  departureFlightNumber?: string | undefined;
  departureDate?: string | undefined;
  comment?: string | undefined;
}

export interface ReservedRoom {
  idx: number;
  adults: number;
  children: number;
  roomTypeId: number;
  roomTypeTitle: string;
  rateId: number;
  rateTitle: string;
  amount: number;
  nightly: { date: IsoDate; amount: number }[];
  refundable: boolean;
  freeCancellationUntil: Date | null;
}

export interface Reservation {
  id: string;
  /** The reference the guest sees and looks the booking up with. */
  reference: string;
  status: ReservationStatus;
  holdExpiresAt: Date | null;
  arrival: IsoDate;
  departure: IsoDate;
  nights: number;
  mainGuest: MainGuest;
  rooms: ReservedRoom[];
  extras: { code: string; title: string; unitPrice: number; quantity: number; amount: number }[];
  transfer: (Transfer & { price: number }) | null;
  comment: string;
  arrivalTime: string | null;
  departureTime: string | null;
  amounts: BookingAmounts;
  paymentStatus: PaymentStatus | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewReservation {
  arrival: IsoDate;
  departure: IsoDate;
  mainGuest: MainGuest;
  choices: { adults: number; children: number; roomTypeId: number; rateId: number }[];
  comment?: string | undefined;
  arrivalTime?: string | undefined;
  departureTime?: string | undefined;
  transfer?: Transfer | undefined;
  extras?: { code: string; quantity: number }[] | undefined;
}

/** card — a bank card; sbp — the Faster Payments System (СБП). */
export type PaymentType = "card" | "sbp";

export interface PaymentVariant {
  paymentProviderId: number;
  paymentType: PaymentType;
  name: string;
  price: number;
  shortDescription: string;
  description: string;
  iconIds: number[];
}

export interface Invoice {
  id: string;
  reservationId: string;
  status: PaymentStatus;
  amount: number;
  confirmationUrl: string | null;
  createdAt: Date;
  paidAt: Date | null;
}

export interface ManageSession {
  /** Send with every call about this booking; valid for an hour. */
  token: string;
  expiresAt: Date;
  reservation: Reservation;
}

export interface ChangeQuote {
  arrival: IsoDate;
  departure: IsoDate;
  rooms: ReservedRoom[];
  oldTotal: number;
  newTotal: number;
  difference: number;
  toPay: number;
  toRefund: number;
  /** Present once the change is made. */
  reservation?: Reservation | undefined;
}

export interface Cancellation {
  refund: number;
  penalty: number;
  paid: number;
  freeCancellationUntil: Date | null;
}

export interface HistoryEntry {
  at: Date;
  type: string;
  status: ReservationStatus;
  note: string;
}
