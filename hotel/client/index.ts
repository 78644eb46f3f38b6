/**
 * The typed client the site uses for all booking data (server side only: it carries the API key).
 * It calls the hotel API at HOTEL_API_URL with X-Api-Key, checks every answer against the API's
 * own schemas, and returns the site's types (./types). Failures are HotelApiError with the API's
 * code (SOLD_OUT, ARRIVAL_IN_PAST, …) and its Russian message, or its own FETCH_ERROR,
 * TIMEOUT_ERROR and PARSING_ERROR (docs/booking-engine.md#the-client-hotelclient).
 *
 * One module per resource, each given the shared call (./call): rooms and search, extras,
 * reservations, payments and invoices, the guest's manage pages, guest requests.
 */
import "server-only";
import { env } from "../../platform/env";
import { createCall, HotelApiError, type HotelClientOptions } from "./call";
import { extraCalls } from "./extras";
import { guestRequestCalls } from "./guest-requests";
import { manageCalls } from "./manage";
import { paymentCalls } from "./payments";
import { reservationCalls } from "./reservations";
import { roomCalls } from "./rooms";

export type * from "./types";
export { HotelApiError, type HotelClientOptions } from "./call";

export function createHotelClient(options: HotelClientOptions) {
  const call = createCall(options);
  return {
    ...roomCalls(call),
    ...extraCalls(call),
    ...reservationCalls(call),
    ...paymentCalls(call),
    ...manageCalls(call),
    ...guestRequestCalls(call),
  };
}

export type HotelClient = ReturnType<typeof createHotelClient>;

/**
 * The client for this process's configuration: HOTEL_API_URL and HOTEL_API_KEY (which `npm start`
 * fills in for the embedded API). Pass the guest's IP for fair rate limits, and the origin they
 * asked for, where a payment returns them when SITE_URL is not set.
 */
export function hotelClient(
  options: {
    clientIp?: string | undefined;
    clientOrigin?: string | undefined;
    fetch?: typeof fetch | undefined;
  } = {},
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
    clientOrigin: options.clientOrigin,
    siteSecret: config.HOTEL_SITE_SECRET,
    fetch: options.fetch,
  });
}
