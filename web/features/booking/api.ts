/**
 * The browser's side of the site's booking routes (`/api/booking/…`): typed fetchers for SWR and
 * for actions. Shapes are the hotel client's own types (`hotel/client/types.ts`) as JSON carries
 * them (instants become ISO strings), so nothing is restated here.
 */
import type * as Hotel from "@hotel/client/types";

/** A type as it arrives through JSON: Date → string, recursively. */
export type Json<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Json<U>[]
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T;

export type Availability = Json<Hotel.Availability>;
export type RoomTypeOffer = Json<Hotel.RoomTypeOffer>;
export type RateOffer = Json<Hotel.RateOffer>;
export type PriceCalendar = Json<Hotel.PriceCalendar>;
export type Reservation = Json<Hotel.Reservation>;
export type ReservationSummary = Json<Hotel.ReservationSummary>;
export type Invoice = Json<Hotel.Invoice>;
export type ChangeQuote = Json<Hotel.ChangeQuote>;
export type Cancellation = Json<Hotel.Cancellation>;
export type HistoryEntry = Json<Hotel.HistoryEntry>;

export class BookingApiError extends Error {
  constructor(
    /** The engine's code (SOLD_OUT, HOLD_EXPIRED, RATE_LIMITED, …) or FETCH_ERROR when offline. */
    readonly code: string,
    /** Russian, for the guest. */
    message: string,
    readonly status: number,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "BookingApiError";
  }
}

/**
 * The draft's session as the invoice routes take it: the session a reservation was made in proves
 * the reservation is this guest's (docs/booking-journey-payment.md «Who may pay and see the payment»).
 */
export function sessionHeader(sessionId: string | undefined): Record<string, string> {
  return sessionId ? { "x-session-id": sessionId } : {};
}

/** The header the booking calls name their page's language in; the routes read it (requestLanguage). */
export const PAGE_LANGUAGE_HEADER = "x-page-language";

const OFFLINE = "Нет связи с сайтом. Проверьте интернет и попробуйте ещё раз.";

/** Calls a site booking route; returns `data` or throws BookingApiError with a Russian message. */
export async function bookingApi<T>(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: {
        accept: "application/json",
        // The page's language (its <html lang>): the engine's names and notes come back in it.
        [PAGE_LANGUAGE_HEADER]: document.documentElement.lang,
        ...(init.body === undefined ? {} : { "content-type": "application/json" }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: "same-origin",
    });
  } catch {
    throw new BookingApiError("FETCH_ERROR", OFFLINE, 0);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new BookingApiError(
      "PARSING_ERROR",
      "Сайт ответил с ошибкой. Попробуйте ещё раз.",
      response.status,
    );
  }
  const record = (json ?? {}) as { data?: T; error?: { code?: string; message?: string; details?: unknown } };
  if (!response.ok || record.error) {
    throw new BookingApiError(
      record.error?.code ?? String(response.status),
      record.error?.message ?? "Сайт ответил с ошибкой. Попробуйте ещё раз.",
      response.status,
      record.error?.details,
    );
  }
  return record.data as T;
}

/** How the guest can pay: asked by the payment step, and ahead of it when the guest data is sent. */
export const PAYMENT_VARIANTS_PATH = "/api/booking/payment-variants";

/** SWR's fetcher for GET routes. */
export const swrFetcher = <T>(path: string): Promise<T> => bookingApi<T>(path);

/**
 * SWR options of the journey: data is kept 60 s after its last use (the journey's cache,
 * docs/booking-journey.md#keys-stay-on-the-server) and not refetched on every focus.
 */
export const SWR_OPTIONS = { dedupingInterval: 60_000, revalidateOnFocus: false } as const;
