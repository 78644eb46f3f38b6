/**
 * Cancellation policy. A flexible («Оптимальный») room cancels free until its deadline: by default
 * 48 hours before check-in at 14:00 hotel time, unless a manager set other hours on the rate. A
 * non-refundable room, or a flexible one after its deadline, is not refunded. Extras and the
 * transfer are not yet provided before arrival and are refunded in full. The same rule decides
 * what a change of dates or guests gives back.
 */
import { CHECK_IN_FROM, hotelInstant, type IsoDate } from "../../rules";

export function freeCancellationUntil(arrival: IsoDate, freeCancellationHours: number | null): Date | null {
  if (freeCancellationHours === null) return null;
  return new Date(hotelInstant(arrival, CHECK_IN_FROM).getTime() - freeCancellationHours * 3_600_000);
}

export interface PolicyRoom {
  amount: number;
  refundable: boolean;
  freeCancellationUntil: Date | null;
}

export interface PolicyBooking {
  rooms: readonly PolicyRoom[];
  extrasAmount: number;
  transferAmount: number;
  totalAmount: number;
  /** Paid minus refunded so far. */
  netPaid: number;
}

/** What of the booking's price could be given back at `now`. */
export function refundablePart(booking: PolicyBooking, now: Date): number {
  const rooms = booking.rooms.reduce(
    (sum, room) =>
      sum +
      (room.refundable && room.freeCancellationUntil && now < room.freeCancellationUntil ? room.amount : 0),
    0,
  );
  return rooms + booking.extrasAmount + booking.transferAmount;
}

export interface CancellationQuote {
  refund: number;
  /** What the hotel keeps of what was paid. */
  penalty: number;
}

export function cancellationQuote(booking: PolicyBooking, now: Date): CancellationQuote {
  const nonRefundable = booking.totalAmount - refundablePart(booking, now);
  const refund = Math.max(0, booking.netPaid - nonRefundable);
  return { refund, penalty: booking.netPaid - refund };
}

export interface ChangeQuote {
  difference: number;
  toPay: number;
  toRefund: number;
}

/**
 * Money of a change: the guest pays what the new price exceeds what was paid; what was paid beyond
 * the new price comes back only as far as the old booking was refundable now.
 */
export function changeQuote(booking: PolicyBooking, newTotal: number, now: Date): ChangeQuote {
  const nonRefundable = booking.totalAmount - refundablePart(booking, now);
  const kept = Math.min(booking.netPaid, Math.max(newTotal, nonRefundable));
  return {
    difference: newTotal - booking.totalAmount,
    toPay: Math.max(0, newTotal - booking.netPaid),
    toRefund: booking.netPaid - kept,
  };
}
