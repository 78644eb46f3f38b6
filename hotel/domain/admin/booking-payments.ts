/**
 * How a booking was paid, as its payments recorded it: by card or through SBP (the invoice's
 * payment type, which the guest chose on the payment page). For the Studio's booking card and the
 * bookings CSV file.
 */
import type { Executor } from "../../db";
import { succeededInvoicesOf } from "../../db/repositories/payments";

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

/** The ways the booking was paid, each once, in the order first used. */
export async function paymentMethodsOf(db: Executor, reservationId: string): Promise<PaymentMethod[]> {
  return [...new Set((await paymentsOf(db, reservationId)).map((payment) => payment.method))];
}
