/**
 * Cancellation policy. A flexible («Оптимальный») room cancels free until its deadline: by default
 * 48 hours before check-in at 14:00 hotel time, unless a manager set other hours on the rate. A
 * non-refundable room, or a flexible one after its deadline, is not refunded. Extras and the
 * transfer are not yet provided before arrival and are refunded in full.
 *
 * Money already paid keeps the terms it was paid under: each payment records which part of its
 * money is refundable always, never, or until an instant (`RefundTerm`), and what a cancellation
 * or a cheaper change gives back is the sum over payments of what their own terms allow now. A
 * change re-prices the booking but never rewrites those terms, so it can neither turn
 * non-refundable money refundable nor move a passed deadline later; money not yet paid counts
 * for nothing.
 */
import { CHECK_IN_FROM, hotelInstant, type IsoDate } from "../../rules";

export function freeCancellationUntil(arrival: IsoDate, freeCancellationHours: number | null): Date | null {
  if (freeCancellationHours === null) return null;
  return new Date(hotelInstant(arrival, CHECK_IN_FROM).getTime() - freeCancellationHours * 3_600_000);
}

/** A part of a price or of a payment and when it may be given back. */
export type RefundTerm =
  | { amount: number; refundable: "always" }
  | { amount: number; refundable: "never" }
  | { amount: number; refundable: "until"; until: Date };

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
  /**
   * The money still held of each payment with its own terms (together `netPaid`). Absent: the
   * net paid was paid at once under the booking's present terms.
   */
  payments?: readonly (readonly RefundTerm[])[] | undefined;
}

/** The terms of each part of a booking's price: its rooms by their rates, extras and transfer always. */
export function priceTerms(
  booking: Pick<PolicyBooking, "rooms" | "extrasAmount" | "transferAmount">,
): RefundTerm[] {
  const rooms = booking.rooms.map((room): RefundTerm =>
    room.refundable && room.freeCancellationUntil
      ? { amount: room.amount, refundable: "until", until: room.freeCancellationUntil }
      : { amount: room.amount, refundable: "never" },
  );
  const addOns = booking.extrasAmount + booking.transferAmount;
  return merge([...rooms, ...(addOns > 0 ? [{ amount: addOns, refundable: "always" as const }] : [])]);
}

function termKey(term: RefundTerm): string {
  return term.refundable === "until" ? `until:${term.until.getTime()}` : term.refundable;
}

/** Strictest first: never, then the earliest deadline, …, then always. */
function strictness(term: RefundTerm): number {
  if (term.refundable === "never") return Number.NEGATIVE_INFINITY;
  if (term.refundable === "always") return Number.POSITIVE_INFINITY;
  return term.until.getTime();
}

/** One entry per distinct term, strictest first, no empty ones. */
function merge(terms: readonly RefundTerm[]): RefundTerm[] {
  const byKey = new Map<string, RefundTerm>();
  for (const term of terms) {
    if (term.amount <= 0) continue;
    const key = termKey(term);
    const seen = byKey.get(key);
    byKey.set(key, seen ? { ...seen, amount: seen.amount + term.amount } : { ...term });
  }
  return [...byKey.values()].sort((a, b) => strictness(a) - strictness(b));
}

function withAmount(term: RefundTerm, amount: number): RefundTerm {
  return { ...term, amount };
}

function refundableAt(term: RefundTerm, now: Date): boolean {
  return term.refundable === "always" || (term.refundable === "until" && now < term.until);
}

/** What of these terms' money may be given back at `now`. */
export function refundableNow(terms: readonly RefundTerm[], now: Date): number {
  return terms.reduce((sum, term) => sum + (refundableAt(term, now) ? term.amount : 0), 0);
}

/**
 * The terms a new payment of `amount` is taken under. The parts of the booking's price that
 * earlier payments' terms match exactly are theirs; earlier money without a match (the booking
 * changed since) covers the most lenient of the rest; the new money covers what is left, strictest
 * first. So a top-up is never more refundable than the parts of the booking it actually pays for,
 * and money beyond the price (it should not happen) is refundable always.
 */
export function termsOfPayment(
  price: readonly RefundTerm[],
  earlier: readonly RefundTerm[],
  amount: number,
): RefundTerm[] {
  const paid = new Map(merge(earlier).map((term) => [termKey(term), term.amount]));
  let unmatched = 0;
  const rest: RefundTerm[] = [];
  const priced = new Set<string>();
  for (const term of merge(price)) {
    const key = termKey(term);
    priced.add(key);
    const covered = paid.get(key) ?? 0;
    if (covered > term.amount) unmatched += covered - term.amount;
    else if (covered < term.amount) rest.push(withAmount(term, term.amount - covered));
  }
  for (const [key, covered] of paid) if (!priced.has(key)) unmatched += covered;

  // Earlier unmatched money takes the most lenient parts (from the end of the strictest-first list).
  for (let index = rest.length - 1; index >= 0 && unmatched > 0; index--) {
    const term = rest[index];
    if (!term) continue;
    const taken = Math.min(term.amount, unmatched);
    rest[index] = withAmount(term, term.amount - taken);
    unmatched -= taken;
  }
  const terms: RefundTerm[] = [];
  let left = amount;
  for (const term of rest) {
    if (left <= 0) break;
    const taken = Math.min(term.amount, left);
    if (taken > 0) terms.push(withAmount(term, taken));
    left -= taken;
  }
  if (left > 0) terms.push({ amount: left, refundable: "always" });
  return merge(terms);
}

/**
 * Takes up to `amount` out of the money these terms let go now, soonest deadline first (so what
 * stays keeps the most lasting terms); returns what was taken and the terms of what is left.
 */
export function takeRefund(
  terms: readonly RefundTerm[],
  amount: number,
  now: Date,
): { taken: number; left: RefundTerm[] } {
  let wanted = Math.max(0, amount);
  const left = merge(terms);
  for (let index = 0; index < left.length && wanted > 0; index++) {
    const term = left[index];
    if (!term || !refundableAt(term, now)) continue;
    const taken = Math.min(term.amount, wanted);
    left[index] = withAmount(term, term.amount - taken);
    wanted -= taken;
  }
  return { taken: Math.max(0, amount) - wanted, left: merge(left) };
}

/** The money of each payment still held, with its terms. */
export function paymentsOf(booking: PolicyBooking): readonly (readonly RefundTerm[])[] {
  if (booking.payments) return booking.payments;
  if (booking.netPaid <= 0) return [];
  return [termsOfPayment(priceTerms(booking), [], booking.netPaid)];
}

/** What of the booking's price could be given back at `now`. */
export function refundablePart(booking: PolicyBooking, now: Date): number {
  return refundableNow(priceTerms(booking), now);
}

export interface CancellationQuote {
  refund: number;
  /** What the hotel keeps of what was paid. */
  penalty: number;
}

/** A cancellation gives back, of each payment, what that payment's own terms allow now. */
export function cancellationQuote(booking: PolicyBooking, now: Date): CancellationQuote {
  const allowed = paymentsOf(booking).reduce((sum, terms) => sum + refundableNow(terms, now), 0);
  const refund = Math.min(Math.max(0, booking.netPaid), allowed);
  return { refund, penalty: booking.netPaid - refund };
}

export interface ChangeQuote {
  difference: number;
  toPay: number;
  toRefund: number;
}

/**
 * Money of a change: the guest pays what the new price exceeds what was paid; what was paid beyond
 * the new price comes back only as far as the payments' own terms let it go now.
 */
export function changeQuote(booking: PolicyBooking, newTotal: number, now: Date): ChangeQuote {
  const allowed = paymentsOf(booking).reduce((sum, terms) => sum + refundableNow(terms, now), 0);
  return {
    difference: newTotal - booking.totalAmount,
    toPay: Math.max(0, newTotal - booking.netPaid),
    toRefund: Math.min(Math.max(0, booking.netPaid - newTotal), allowed),
  };
}
