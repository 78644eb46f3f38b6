/**
 * The typed client the site uses for all booking data (server side only: it carries the API key).
 * It calls the hotel API at HOTEL_API_URL with X-Api-Key, checks every answer against the API's
 * own schemas, and returns the site's types (./types). Failures are HotelApiError with the API's
 * code (SOLD_OUT, ARRIVAL_IN_PAST, …) and its Russian message, or its own FETCH_ERROR,
 * TIMEOUT_ERROR and PARSING_ERROR (docs/booking-engine.md#the-client-hotelclient).
 */
import "server-only";
import type { z } from "zod";
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_SIGNATURE_HEADER,
  signClientAddress,
} from "../../platform/client-address";
import { env } from "../../platform/env";
import type { RequestForm, RoomGuests } from "../../rules";
import { addDays, mainGuestFromApi, mainGuestToApi, type IsoDate } from "../../rules";
import {
  CalendarResponse,
  CancelResponse,
  CancellationResponse,
  ChangeResponse,
  ErrorBody,
  ExtrasResponse,
  GuestRequestResponse,
  HistoryResponse,
  InvoiceResponse,
  LookupResponse,
  PaymentVariantsResponse,
  ReservationResponse,
  RoomTypesResponse,
  SearchResponse,
} from "../http/schemas";
import type {
  Availability,
  Cancellation,
  ChangeQuote,
  ExtraOffer,
  HistoryEntry,
  Invoice,
  ManageSession,
  NewReservation,
  PaymentType,
  PaymentVariant,
  PriceCalendar,
  Reservation,
  ReservedRoom,
  RoomType,
} from "./types";

export type * from "./types";

export class HotelApiError extends Error {
  constructor(
    /** The API's error code, or FETCH_ERROR / TIMEOUT_ERROR / PARSING_ERROR. */
    readonly code: string,
    message: string,
    /** HTTP status; 0 when no answer came. */
    readonly status: number,
    readonly details?: unknown,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "HotelApiError";
  }
}

export interface HotelClientOptions {
  /** …/v1 */
  baseUrl: string;
  apiKey: string;
  /**
   * The guest's address, passed on signed with `siteSecret` (HOTEL_SITE_SECRET) so that the
   * engine's rate limits count guests, not the site; without the secret it is not sent.
   */
  clientIp?: string | undefined;
  siteSecret?: string | undefined;
  timeoutMs?: number | undefined;
  fetch?: typeof fetch | undefined;
}

const date = (value: string): Date => new Date(value);
const dateOrNull = (value: string | null): Date | null => (value ? new Date(value) : null);

type ApiReservation = z.infer<typeof ReservationResponse>["data"];
type ApiRoom = ApiReservation["rooms"][number];
type ApiRoomType = z.infer<typeof RoomTypesResponse>["data"]["room_types"][number];

function toRoomTypeBase(type: Omit<ApiRoomType, "rates">) {
  return {
    id: type.id,
    title: type.title,
    shortDescription: type.short_desc,
    basePrice: type.base_price,
    imageUrls: type.image_urls,
    amenityTags: type.amenity_tags,
    order: type.order,
    amenityPages: type.amenity_pages.map((page) => ({
      title: page.title,
      imageUrl: page.image_url,
      amenities: page.amenities.map((amenity) => ({ iconId: amenity.icon_id, title: amenity.title })),
    })),
    capacity: type.capacity,
    totalRooms: type.total_rooms,
  };
}

function toRate(rate: ApiRoomType["rates"][number]) {
  return {
    id: rate.id,
    title: rate.title,
    description: rate.description,
    price: rate.price,
    order: rate.order,
    includedServices: rate.included_services,
    refundable: rate.refundable,
    freeCancellationHours: rate.free_cancellation_hours,
  };
}

function toRoom(room: ApiRoom): ReservedRoom {
  return {
    idx: room.idx,
    adults: room.adults,
    children: room.children,
    roomTypeId: room.room_type_id,
    roomTypeTitle: room.room_type_title,
    rateId: room.rate_id,
    rateTitle: room.rate_title,
    amount: room.amount,
    nightly: room.nightly,
    refundable: room.refundable,
    freeCancellationUntil: dateOrNull(room.free_cancellation_until),
  };
}

function toReservation(api: ApiReservation): Reservation {
  return {
    id: api.reservation_id,
    reference: api.reference,
    status: api.status,
    holdExpiresAt: dateOrNull(api.hold_expires_at),
    arrival: api.check_in_date,
    departure: api.check_out_date,
    nights: api.nights,
    mainGuest: mainGuestFromApi(api.main_guest),
    rooms: api.rooms.map(toRoom),
    extras: api.extras.map((extra) => ({
      code: extra.code,
      title: extra.title,
      unitPrice: extra.unit_price,
      quantity: extra.quantity,
      amount: extra.amount,
    })),
    transfer: api.transfer && {
      type: api.transfer.type,
      arrivalFlightNumber: api.transfer.arrival_flight_number,
      arrivalDate: api.transfer.arrival_date,
      departureFlightNumber: api.transfer.departure_flight_number,
      departureDate: api.transfer.departure_date,
      comment: api.transfer.comment,
      price: api.transfer.price,
    },
    comment: api.comment,
    arrivalTime: api.arrival_time,
    departureTime: api.departure_time,
    amounts: {
      rooms: api.amounts.rooms,
      extras: api.amounts.extras,
      transfer: api.amounts.transfer,
      total: api.amounts.total,
      paid: api.amounts.paid,
      refunded: api.amounts.refunded,
      balanceDue: api.amounts.balance_due,
    },
    paymentStatus: api.payment_status,
    createdAt: date(api.created_at),
    updatedAt: date(api.updated_at),
  };
}

function toPaymentVariant(
  api: z.infer<typeof PaymentVariantsResponse>["data"]["payment_variants"][number],
): PaymentVariant {
  return {
    paymentProviderId: api.payment_provider_id,
    paymentType: api.payment_type,
    name: api.name,
    price: api.price,
    shortDescription: api.short_description,
    description: api.description,
    iconIds: api.icon_ids,
  };
}

function toInvoice(api: z.infer<typeof InvoiceResponse>["data"]): Invoice {
  return {
    id: api.invoice_id,
    reservationId: api.reservation_id,
    status: api.status,
    amount: api.amount,
    confirmationUrl: api.confirmation_url,
    createdAt: date(api.created_at),
    paidAt: dateOrNull(api.paid_at),
  };
}

function toChange(api: z.infer<typeof ChangeResponse>["data"]): ChangeQuote {
  return {
    arrival: api.check_in_date,
    departure: api.check_out_date,
    rooms: api.rooms.map(toRoom),
    oldTotal: api.old_total,
    newTotal: api.new_total,
    difference: api.difference,
    toPay: api.to_pay,
    toRefund: api.to_refund,
    reservation: api.reservation && toReservation(api.reservation),
  };
}

function toCancellation(api: z.infer<typeof CancellationResponse>["data"]): Cancellation {
  return {
    refund: api.refund,
    penalty: api.penalty,
    paid: api.paid,
    freeCancellationUntil: dateOrNull(api.free_cancellation_until),
  };
}

interface CallOptions {
  body?: unknown;
  headers?: Record<string, string | undefined>;
}

export function createHotelClient(options: HotelClientOptions) {
  const base = options.baseUrl.replace(/\/$/, "");
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call<T extends z.ZodType>(
    method: string,
    path: string,
    schema: T,
    init: CallOptions = {},
  ): Promise<z.infer<T>> {
    const headers: Record<string, string> = { "x-api-key": options.apiKey, accept: "application/json" };
    if (options.clientIp && options.siteSecret) {
      headers[CLIENT_ADDRESS_HEADER] = options.clientIp;
      headers[CLIENT_SIGNATURE_HEADER] = signClientAddress(options.siteSecret, options.clientIp);
    }
    for (const [name, value] of Object.entries(init.headers ?? {}))
      if (value !== undefined) headers[name] = value;
    if (init.body !== undefined) headers["content-type"] = "application/json";
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
        cache: "no-store",
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === "TimeoutError";
      throw new HotelApiError(
        timedOut ? "TIMEOUT_ERROR" : "FETCH_ERROR",
        timedOut ? "Система бронирования не ответила вовремя" : "Система бронирования недоступна",
        0,
        undefined,
        { cause: error },
      );
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      throw new HotelApiError(
        "PARSING_ERROR",
        "Система бронирования ответила не JSON",
        response.status,
        undefined,
        {
          cause: error,
        },
      );
    }
    if (!response.ok) {
      const failure = ErrorBody.safeParse(json);
      if (failure.success) {
        const { code, message, details } = failure.data.error;
        throw new HotelApiError(code, message, response.status, details);
      }
      throw new HotelApiError(
        String(response.status),
        `Ошибка системы бронирования (${response.status})`,
        response.status,
        json,
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new HotelApiError(
        "PARSING_ERROR",
        "Ответ системы бронирования не по формату",
        response.status,
        parsed.error.issues,
      );
    }
    return parsed.data;
  }

  const manage = (token: string) => ({ "x-manage-token": token });

  return {
    async roomTypes(): Promise<RoomType[]> {
      const { data } = await call("GET", "/rooms/types", RoomTypesResponse);
      return data.room_types.map((type) => ({ ...toRoomTypeBase(type), rates: type.rates.map(toRate) }));
    },

    async calendar(
      query: { startsAt?: IsoDate; days?: number; roomTypeId?: number } = {},
    ): Promise<PriceCalendar> {
      const params = new URLSearchParams();
      if (query.startsAt) params.set("starts_at", query.startsAt);
      if (query.days) params.set("days", String(query.days));
      if (query.roomTypeId) params.set("room_type_id", String(query.roomTypeId));
      const suffix = params.size > 0 ? `?${params}` : "";
      const { data } = await call("GET", `/rooms/calendar${suffix}`, CalendarResponse);
      return {
        startsAt: data.starts_at,
        days: data.calendar.map((entry) => ({
          date: addDays(data.starts_at, entry.idx),
          price: entry.amount,
          minStay: entry.min_stay ?? 1,
        })),
        // An engine without the list (older versions) says nothing about the other days.
        unavailable: (data.unavailable ?? []).map((entry) => ({
          date: addDays(data.starts_at, entry.idx),
          reason: entry.reason,
        })),
      };
    },

    async search(query: {
      arrival: IsoDate;
      departure: IsoDate;
      rooms: readonly RoomGuests[];
    }): Promise<Availability> {
      const { data } = await call("POST", "/rooms", SearchResponse, {
        body: { check_in_date: query.arrival, check_out_date: query.departure, layout: query.rooms },
      });
      return {
        arrival: data.check_in_date,
        departure: data.check_out_date,
        nights: data.nights,
        choices: data.choices.map((choice) => ({
          idx: choice.idx,
          adults: choice.adults,
          children: choice.children,
          roomTypes: choice.room_types.map((type) => ({
            ...toRoomTypeBase(type),
            rates: type.rates.map((rate) => ({
              ...toRate(rate),
              nightly: rate.nightly,
              freeCancellationUntil: dateOrNull(rate.free_cancellation_until),
            })),
            availableRooms: type.available_rooms,
            childWithoutBed: type.child_without_bed,
          })),
        })),
      };
    },

    /** The extras the engine sells (spa procedures, the airport transfer) at the prices it charges. */
    async extras(): Promise<ExtraOffer[]> {
      const { data } = await call("GET", "/extras", ExtrasResponse);
      return data.extras.map((extra) => ({
        code: extra.code,
        kind: extra.kind,
        title: extra.title,
        price: extra.price,
        durationMinutes: extra.duration_minutes,
      }));
    },

    /** Creates the reservation (rooms held until paid). The same session and body return the first one. */
    async createReservation(
      input: NewReservation,
      meta: { sessionId?: string; idempotencyKey?: string } = {},
    ): Promise<Reservation> {
      const { data } = await call("POST", "/reservation", ReservationResponse, {
        headers: { "x-session-id": meta.sessionId, "idempotency-key": meta.idempotencyKey },
        body: {
          check_in_date: input.arrival,
          check_out_date: input.departure,
          main_guest: mainGuestToApi(input.mainGuest),
          choices: input.choices.map((choice) => ({
            adults: choice.adults,
            children: choice.children,
            room_type_id: choice.roomTypeId,
            rate_id: choice.rateId,
          })),
          comment: input.comment,
          arrival_time: input.arrivalTime,
          departure_time: input.departureTime,
          transfer: input.transfer && {
            type: input.transfer.type,
            arrival_flight_number: input.transfer.arrivalFlightNumber,
            arrival_date: input.transfer.arrivalDate,
            departure_flight_number: input.transfer.departureFlightNumber,
            departure_date: input.transfer.departureDate,
            comment: input.transfer.comment,
          },
          extras: input.extras,
        },
      });
      return toReservation(data);
    },

    async paymentVariants(): Promise<PaymentVariant[]> {
      const { data } = await call("GET", "/payment/variants", PaymentVariantsResponse);
      return data.payment_variants.map(toPaymentVariant);
    },

    /**
     * The variants together with the payment mode: `testMode` is true while the engine's built-in
     * sandbox takes the payments (no money is charged; the site says so).
     */
    async paymentMode(): Promise<{ variants: PaymentVariant[]; testMode: boolean }> {
      const { data } = await call("GET", "/payment/variants", PaymentVariantsResponse);
      return { variants: data.payment_variants.map(toPaymentVariant), testMode: data.test_mode };
    },

    /** The invoice for the balance due, paid by card or SBP; send the guest to `confirmationUrl`. */
    async createInvoice(reservationId: string, paymentType: PaymentType = "card"): Promise<Invoice> {
      const { data } = await call(
        "POST",
        `/reservation/${encodeURIComponent(reservationId)}/invoice`,
        InvoiceResponse,
        {
          body: { payment_provider_id: 1, payment_type: paymentType },
        },
      );
      return toInvoice(data);
    },

    async invoice(reservationId: string): Promise<Invoice> {
      const { data } = await call(
        "GET",
        `/reservation/${encodeURIComponent(reservationId)}/invoice`,
        InvoiceResponse,
      );
      return toInvoice(data);
    },

    /** Booking check: reference plus the guest's e-mail or phone. RESERVATION_NOT_FOUND when either is wrong. */
    async lookUp(query: { reference: string; contact: string }): Promise<ManageSession> {
      const { data } = await call("POST", "/reservation/lookup", LookupResponse, { body: query });
      return {
        token: data.manage_token,
        expiresAt: date(data.expires_at),
        reservation: toReservation(data.reservation),
      };
    },

    async reservation(id: string, token: string): Promise<Reservation> {
      const { data } = await call("GET", `/reservation/${encodeURIComponent(id)}`, ReservationResponse, {
        headers: manage(token),
      });
      return toReservation(data);
    },

    async history(id: string, token: string): Promise<HistoryEntry[]> {
      const { data } = await call("GET", `/reservation/${encodeURIComponent(id)}/history`, HistoryResponse, {
        headers: manage(token),
      });
      return data.history.map((entry) => ({ ...entry, at: date(entry.at) }));
    },

    async updateComment(id: string, token: string, comment: string): Promise<Reservation> {
      const { data } = await call(
        "PATCH",
        `/reservation/${encodeURIComponent(id)}/comment`,
        ReservationResponse,
        {
          headers: manage(token),
          body: { comment },
        },
      );
      return toReservation(data);
    },

    async updateGuest(
      id: string,
      token: string,
      guest: { firstName: string; middleName?: string; lastName: string; phone: string; email: string },
    ): Promise<Reservation> {
      const { data } = await call(
        "PATCH",
        `/reservation/${encodeURIComponent(id)}/guest`,
        ReservationResponse,
        {
          headers: manage(token),
          body: {
            first_name: guest.firstName,
            middle_name: guest.middleName ?? "",
            last_name: guest.lastName,
            phone: guest.phone,
            email: guest.email,
          },
        },
      );
      return toReservation(data);
    },

    /** Prices a change of dates and/or rooms without making it. */
    async quoteChange(id: string, token: string, change: ChangeInput): Promise<ChangeQuote> {
      const { data } = await call(
        "POST",
        `/reservation/${encodeURIComponent(id)}/change/quote`,
        ChangeResponse,
        {
          headers: manage(token),
          body: changeBody(change),
        },
      );
      return toChange(data);
    },

    async change(id: string, token: string, change: ChangeInput): Promise<ChangeQuote> {
      const { data } = await call("POST", `/reservation/${encodeURIComponent(id)}/change`, ChangeResponse, {
        headers: manage(token),
        body: changeBody(change),
      });
      return toChange(data);
    },

    async cancellation(id: string, token: string): Promise<Cancellation> {
      const { data } = await call(
        "GET",
        `/reservation/${encodeURIComponent(id)}/cancellation`,
        CancellationResponse,
        {
          headers: manage(token),
        },
      );
      return toCancellation(data);
    },

    async cancel(
      id: string,
      token: string,
      reason?: string,
    ): Promise<{ cancellation: Cancellation; reservation: Reservation }> {
      const { data } = await call("POST", `/reservation/${encodeURIComponent(id)}/cancel`, CancelResponse, {
        headers: manage(token),
        body: { reason },
      });
      return {
        cancellation: toCancellation(data.cancellation),
        reservation: toReservation(data.reservation),
      };
    },

    /** The «Оставить заявку» modal; `source` is the page it was sent from. */
    async submitRequest(form: RequestForm, source?: string): Promise<{ id: string; createdAt: Date }> {
      const { data } = await call("POST", "/guest-requests", GuestRequestResponse, {
        body: {
          first_name: form.firstName,
          last_name: form.lastName,
          middle_name: form.middleName,
          phone: form.phone,
          email: form.email,
          comment: form.comment,
          personal_data_permission: form.consent,
          source,
        },
      });
      return { id: data.request_id, createdAt: date(data.created_at) };
    },
  };
}

export interface ChangeInput {
  arrival?: IsoDate | undefined;
  departure?: IsoDate | undefined;
  rooms?: { adults: number; children: number; roomTypeId: number; rateId: number }[] | undefined;
}

function changeBody(change: ChangeInput) {
  return {
    check_in_date: change.arrival,
    check_out_date: change.departure,
    choices: change.rooms?.map((room) => ({
      adults: room.adults,
      children: room.children,
      room_type_id: room.roomTypeId,
      rate_id: room.rateId,
    })),
  };
}

export type HotelClient = ReturnType<typeof createHotelClient>;

/**
 * The client for this process's configuration: HOTEL_API_URL and HOTEL_API_KEY (which `npm start`
 * fills in for the embedded API). Pass the guest's IP for fair rate limits.
 */
export function hotelClient(
  options: { clientIp?: string | undefined; fetch?: typeof fetch | undefined } = {},
): HotelClient {
  const config = env();
  if (!config.HOTEL_API_URL || !config.HOTEL_API_KEY) {
    throw new HotelApiError(
      "FETCH_ERROR",
      "Не настроен адрес или ключ системы бронирования (HOTEL_API_URL, HOTEL_API_KEY)",
      0,
    );
  }
  return createHotelClient({
    baseUrl: config.HOTEL_API_URL,
    apiKey: config.HOTEL_API_KEY,
    clientIp: options.clientIp,
    siteSecret: config.HOTEL_SITE_SECRET,
    fetch: options.fetch,
  });
}
