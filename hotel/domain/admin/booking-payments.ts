/**
 * How a booking was paid, as its payments recorded it: by card or through SBP (the invoice's
 * payment type, which the guest chose on the payment page). For the Studio's booking card and the
 * bookings CSV file.
 */
import type { Executor } from "../../db";
import { succeededInvoicesOf, succeededInvoicesOfMany } from "../../db/repositories/payments";

export type PaymentMethod = "card" | "sbp";

export interface BookingPayment {
  amount: number;
  method: PaymentMethod;
  paidAt: Date | null;
}

const methodOf = (paymentType: string): PaymentMethod => (paymentType === "sbp" ? "sbp" : "card");

/** The booking's succeeded payments, the first first. */
export async function paymentsOf(db: Executor, reservationId: string): Promise<BookingPayment[]> {
  const invoices = await succeededInvoicesOf(db, reservationId);
  return invoices.reverse().map((invoice) => ({
    amount: invoice.amount,
    method: methodOf(invoice.paymentType),
    paidAt: invoice.paidAt,
  }));
}

/**
 * The ways each booking was paid, each once, in the order first used, in one query (the CSV
 * file); a booking not paid has none.
 */
export async function paymentMethodsOfMany(
  db: Executor,
  reservationIds: readonly string[],
): Promise<Map<string, PaymentMethod[]>> {
  const methods = new Map<string, Set<PaymentMethod>>();
  // Oldest first, so each booking's methods come in the order first used.
  for (const invoice of (await succeededInvoicesOfMany(db, reservationIds)).reverse()) {
    const seen = methods.get(invoice.reservationId) ?? new Set<PaymentMethod>();
    seen.add(methodOf(invoice.paymentType));
    methods.set(invoice.reservationId, seen);
  }
  return new Map([...methods].map(([id, set]) => [id, [...set]]));
}
