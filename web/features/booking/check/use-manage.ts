"use client";
/**
 * The looked-up booking in the browser: `GET /api/booking/manage` through SWR. The session itself
 * is an httpOnly cookie (docs/booking-journey-check.md «Session»); a 401 means look it up again.
 */
import useSWR, { mutate } from "swr";
import { BookingApiError, SWR_OPTIONS, swrFetcher, type HistoryEntry, type Reservation } from "../api";

export const MANAGE_KEY = "/api/booking/manage";

export interface ManagedBooking {
  reservation: Reservation;
  history: HistoryEntry[];
}

export function useManagedBooking(enabled = true) {
  return useSWR<ManagedBooking, BookingApiError>(enabled ? MANAGE_KEY : null, swrFetcher, {
    ...SWR_OPTIONS,
    shouldRetryOnError: false,
  });
}

/** Fetches the booking again (after a change, a cancellation, a new look-up). */
export async function refreshManagedBooking(): Promise<void> {
  await mutate(MANAGE_KEY);
}

export function isSessionExpired(error: unknown): boolean {
  return error instanceof BookingApiError && error.status === 401;
}
