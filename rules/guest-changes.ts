/**
 * Whether a guest may still change or cancel a booking themselves (docs/booking-journey-check.md,
 * «The booking view»): while it is held in time or confirmed, and until the stay begins — the
 * arrival not before the hotel's today. After that only the hotel's staff change it. The engine
 * refuses with the reason (`HOLD_EXPIRED`, `RESERVATION_NOT_ACTIVE`, `STAY_STARTED`); the site
 * shows or hides «Изменить даты», «Изменить гостей» and «Отменить бронирование» by the same rule.
 */
import type { IsoDate } from "./dates";

/**
 * A booking as both sides read it: `status` is the effective one (a held booking whose hold ran
 * out is `expired`). The literals are the engine's statuses; a status added there and not here
 * fails to compile at the callers.
 */
export interface ChangeableBooking {
  status: "held" | "confirmed" | "canceled" | "expired";
  arrival: IsoDate;
}

export type GuestChangeRefusal = "expired" | "canceled" | "stay-started";

/** Why the guest may no longer change the booking, or `undefined` when they may. */
export function guestChangeRefusal(
  booking: ChangeableBooking,
  today: IsoDate,
): GuestChangeRefusal | undefined {
  if (booking.status === "expired") return "expired";
  if (booking.status === "canceled") return "canceled";
  if (booking.arrival < today) return "stay-started";
  return undefined;
}

export function canGuestChange(booking: ChangeableBooking, today: IsoDate): boolean {
  return guestChangeRefusal(booking, today) === undefined;
}
