/**
 * The site's own types for booking data, as the hotel API client returns them. Each is derived
 * from the API's contract (hotel/http/schemas/): the response's Zod schema, its keys in camelCase
 * (`Answer`, ./case). Where the site deliberately reads a field otherwise, an `Override` on top
 * says so: instants become Date, `check_in_date`/`check_out_date` are `arrival`/`departure`
 * (stay dates, `YYYY-MM-DD`), a few ids and names are shorter, and what the site never shows is
 * left out. Money is integer rubles, as on the wire.
 */
import type { z } from "zod";
import type { IsoDate, MainGuestFields } from "../../rules";
import type { ExtraItem } from "../http/schemas/extras";
import type {
  Cancellation as CancellationSchema,
  ChangeResponse,
  HistoryResponse,
  LookupResponse,
  TransferFlightsRequest,
} from "../http/schemas/manage";
import type { Invoice as InvoiceSchema, PaymentVariantsResponse } from "../http/schemas/payments";
import type {
  Reservation as ReservationSchema,
  ReservationRequest,
  ReservationRoom,
  ReservationSummary as ReservationSummarySchema,
} from "../http/schemas/reservations";
import type {
  CalendarResponse,
  RateOffer as RateOfferSchema,
  RoomType as RoomTypeSchema,
  RoomTypeOffer as RoomTypeOfferSchema,
  SearchResponse,
} from "../http/schemas/rooms";
import type { Answer } from "./call";
import type { Camel } from "./case";

/** `T` with the fields of `U` in place of its own, and the fields named by `Drop` left out. */
type Override<T, U, Drop extends keyof T = never> = Omit<T, keyof U | Drop> & U;

/** `short_desc` reads `shortDescription` on the site. */
type WithShortDescription<T extends { shortDesc: string }> = Override<
  T,
  { shortDescription: string },
  "shortDesc"
>;

export type RoomType = WithShortDescription<Answer<typeof RoomTypeSchema>>;

export type RateOffer = Override<Answer<typeof RateOfferSchema>, { freeCancellationUntil: Date | null }>;

export type RoomTypeOffer = Override<
  WithShortDescription<Answer<typeof RoomTypeOfferSchema>>,
  { rates: RateOffer[] }
>;

type SearchAnswer = Answer<typeof SearchResponse>["data"];
export type Availability = Override<
  SearchAnswer,
  {
    arrival: IsoDate;
    departure: IsoDate;
    choices: Override<SearchAnswer["choices"][number], { roomTypes: RoomTypeOffer[] }>[];
  },
  "checkInDate" | "checkOutDate"
>;

type CalendarAnswer = Answer<typeof CalendarResponse>["data"];
/** The calendar by date rather than by the wire's offset (`idx`) from `startsAt`. */
export interface PriceCalendar {
  startsAt: IsoDate;
  /**
   * The lowest nightly price of each day that can be booked, and the smallest minimum stay (in
   * nights) of an arrival that day; `closedArrival`/`closedDeparture` when no rate lets a stay
   * arrive or depart that day, `maxStay` the longest stay an arrival that day may have.
   */
  days: {
    date: IsoDate;
    price: number;
    minStay: number;
    closedArrival?: boolean;
    closedDeparture?: boolean;
    maxStay?: number;
  }[];
  /** Days of the window that cannot be booked: sales closed (or no price), or no free room. */
  unavailable: {
    date: IsoDate;
    reason: NonNullable<CalendarAnswer["unavailable"]>[number]["reason"];
    closedDeparture?: boolean;
  }[];
}

/** An extra of the engine's catalogue, at the price a reservation is charged. */
export type ExtraOffer = Answer<typeof ExtraItem>;

export type ReservedRoom = Override<Answer<typeof ReservationRoom>, { freeCancellationUntil: Date | null }>;

export type Reservation = Override<
  Answer<typeof ReservationSchema>,
  {
    /** The wire's `reservation_id`. */
    id: string;
    arrival: IsoDate;
    departure: IsoDate;
    holdExpiresAt: Date | null;
    rooms: ReservedRoom[];
    createdAt: Date;
    updatedAt: Date;
    /** A change that waits for its difference to be paid (the booking stays as it is until then). */
    pendingChange: PendingChange | null;
  },
  // The site does not show the consent's time.
  "reservationId" | "checkInDate" | "checkOutDate" | "consentAt"
>;

type ApiPendingChange = NonNullable<Answer<typeof ReservationSchema>["pendingChange"]>;

export type PendingChange = Override<
  ApiPendingChange,
  { arrival: IsoDate; departure: IsoDate; rooms: ReservedRoom[]; holdExpiresAt: Date | null },
  "checkInDate" | "checkOutDate"
>;

/**
 * What was booked, as the return address's token may read it (`reservationSummary`): no guest's
 * name or contacts, no comment, no flights.
 */
export type ReservationSummary = Override<
  Answer<typeof ReservationSummarySchema>,
  { id: string; arrival: IsoDate; departure: IsoDate; holdExpiresAt: Date | null; rooms: ReservedRoom[] },
  "reservationId" | "checkInDate" | "checkOutDate"
>;

/** `amount_mismatch`: the provider reported another amount; not counted as paid, a manager settles it. */
export type PaymentStatus = NonNullable<Reservation["paymentStatus"]>;
/** Plus and digits only in `phone`. */
export type MainGuest = MainGuestFields;

export type NewReservation = Override<
  Camel<z.input<typeof ReservationRequest>>,
  { arrival: IsoDate; departure: IsoDate; mainGuest: MainGuest },
  "checkInDate" | "checkOutDate"
>;

export type PaymentVariant = Answer<typeof PaymentVariantsResponse>["data"]["paymentVariants"][number];
/** card — a bank card; sbp — the Faster Payments System (СБП). */
export type PaymentType = PaymentVariant["paymentType"];

export type Invoice = Override<
  Answer<typeof InvoiceSchema>,
  {
    /** The wire's `invoice_id`. */
    id: string;
    createdAt: Date;
    paidAt: Date | null;
  },
  // The site pays with the one provider, in the way it asked for.
  "invoiceId" | "paymentProviderId" | "paymentType"
>;

export type ManageSession = Override<
  Answer<typeof LookupResponse>["data"],
  {
    /** The wire's `manage_token`: send it with every call about this booking; valid for an hour. */
    token: string;
    expiresAt: Date;
    reservation: Reservation;
  },
  "manageToken"
>;

export type ChangeQuote = Override<
  Answer<typeof ChangeResponse>["data"],
  {
    arrival: IsoDate;
    departure: IsoDate;
    rooms: ReservedRoom[];
    /** Present once the change is made. */
    reservation?: Reservation | undefined;
  },
  "checkInDate" | "checkOutDate"
>;

export type Cancellation = Override<
  Answer<typeof CancellationSchema>,
  { freeCancellationUntil: Date | null }
>;

/** The transfer's flights the guest gives (`updateTransfer`); dates `YYYY-MM-DD`. */
export type TransferFlights = Camel<z.input<typeof TransferFlightsRequest>>;

export type HistoryEntry = Override<Answer<typeof HistoryResponse>["data"]["history"][number], { at: Date }>;

/**
 * Proof that the caller is the booking's guest, for its invoice (docs/booking-engine.md «Who may
 * see and make an invoice»): the session the booking was made in, a manage token of its look-up,
 * or the `token` of the payment's return address (which reads, and pays again only where no open
 * payment is withdrawn). Any one valid is enough; the engine answers RESERVATION_NOT_FOUND without one.
 */
export interface InvoiceProof {
  sessionId?: string | undefined;
  manageToken?: string | undefined;
  returnToken?: string | undefined;
}
