/**
 * Money moves that belong to a reservation's transaction but reach outside it: withdrawing a
 * pending invoice and recording a refund (out of each payment's money as far as its own terms let
 * it go). The provider is asked to cancel or refund through outbox rows written in the same
 * transaction, delivered after the commit (outbox.ts), never inside it: the embedded database runs
 * one transaction at a time, and a commit that fails must ask the provider for nothing.
 */
import type { Executor } from "../db";
import {
  insertRefund,
  openInvoiceOf,
  refundedByInvoice,
  succeededInvoicesOf,
  updateInvoice,
  type InvoiceRow,
} from "../db/repositories/payments";
import { roomsOf, updateReservation, type ReservationRow } from "../db/repositories/reservations";
import type { StoredRefundTerm } from "../db/schema";
import { mailGuest } from "./booking-mails";
import { priceTerms, takeRefund, termsOfPayment, type RefundTerm } from "./cancellation";
import type { EngineContext } from "./context";
import { BookingError } from "./errors";
import { enqueueCancelPayment, enqueueRefund } from "./outbox";
import { refundReceipt } from "./receipts";
import { describeError } from "../../platform/describe-error";

/** After a transaction that wrote outbox rows commits: hands them to delivery. */
export async function afterCommit(ctx: EngineContext): Promise<void> {
  try {
    await ctx.outbox.committed();
  } catch (error) {
    // The change is committed and its rows are kept: the worker delivers them later.
    ctx.log(`outbox: delivery after commit failed: ${describeError(error, { stack: false })}`);
  }
}

export function termsFromStored(terms: readonly StoredRefundTerm[]): RefundTerm[] {
  return terms.flatMap((term): RefundTerm[] => {
    if (term.refundable === "until") {
      return term.until ? [{ amount: term.amount, refundable: "until", until: new Date(term.until) }] : [];
    }
    return [{ amount: term.amount, refundable: term.refundable }];
  });
}

export function storedTerms(terms: readonly RefundTerm[]): StoredRefundTerm[] {
  return terms.map((term) =>
    term.refundable === "until"
      ? { amount: term.amount, refundable: "until", until: term.until.toISOString() }
      : { amount: term.amount, refundable: term.refundable },
  );
}

/** The booking's price by terms, from its stored rooms and add-ons. */
export async function bookingPriceTerms(tx: Executor, reservation: ReservationRow): Promise<RefundTerm[]> {
  return priceTerms({
    rooms: await roomsOf(tx, reservation.id),
    extrasAmount: reservation.extrasAmount,
    transferAmount: reservation.transferAmount,
  });
}

export interface PaidMoney {
  invoice: InvoiceRow;
  /** What of this payment is still held, under its own terms. */
  terms: RefundTerm[];
}

/**
 * Each paid invoice of the reservation, oldest first, with the terms of its money still held. A
 * payment made before terms were recorded takes the booking's present terms as they fall to it.
 */
export async function paidMoney(tx: Executor, reservation: ReservationRow): Promise<PaidMoney[]> {
  const invoices = (await succeededInvoicesOf(tx, reservation.id)).reverse();
  const refunded = await refundedByInvoice(tx, reservation.id);
  let price: RefundTerm[] | undefined;
  const earlier: RefundTerm[] = [];
  const paid: PaidMoney[] = [];
  for (const invoice of invoices) {
    let terms: RefundTerm[];
    if (invoice.refundTerms) {
      terms = termsFromStored(invoice.refundTerms);
    } else {
      price ??= await bookingPriceTerms(tx, reservation);
      terms = termsOfPayment(price, earlier, invoice.amount - (refunded.get(invoice.id) ?? 0));
    }
    earlier.push(...terms);
    paid.push({ invoice, terms });
  }
  return paid;
}

/**
 * Gives back `amount` out of the money that the payments' own terms let go now, newest payment
 * first, recording a refund per invoice (the provider is asked after commit) and what stays of
 * each payment's terms. The amount was computed from the same terms, so it always fits.
 */
export async function refundByTerms(
  tx: Executor,
  reservation: ReservationRow,
  amount: number,
  reason: string,
  now: Date,
): Promise<void> {
  if (amount <= 0) return;
  let left = amount;
  for (const { invoice, terms } of (await paidMoney(tx, reservation)).reverse()) {
    if (left <= 0) break;
    const { taken, left: kept } = takeRefund(terms, left, now);
    if (taken <= 0) continue;
    await refundInvoicePart(tx, reservation, invoice, taken, reason, now);
    await updateInvoice(tx, invoice.id, { refundTerms: storedTerms(kept), updatedAt: now });
    left -= taken;
  }
  if (left > 0)
    throw new Error(`Reservation ${reservation.id}: refund of ${amount} exceeds what its terms allow`);
  await updateReservation(tx, reservation.id, {
    refundedAmount: reservation.refundedAmount + amount,
    updatedAt: now,
  });
}

/**
 * Gives back all of one paid invoice (paid after its booking or invoice stopped counting), and
 * tells the guest why: `reason` is read in the e-mail after «по брони …:».
 */
export async function refundInvoiceInFull(
  ctx: EngineContext,
  tx: Executor,
  reservation: ReservationRow,
  invoice: InvoiceRow,
  reason: string,
  now: Date,
): Promise<void> {
  const amount = invoice.amount - ((await refundedByInvoice(tx, reservation.id)).get(invoice.id) ?? 0);
  await updateInvoice(tx, invoice.id, { refundTerms: [], updatedAt: now });
  if (amount <= 0) return;
  await refundInvoicePart(tx, reservation, invoice, amount, reason, now);
  await updateReservation(tx, reservation.id, {
    refundedAmount: reservation.refundedAmount + amount,
    updatedAt: now,
  });
  await mailGuest(ctx, tx, reservation.id, now, [
    { template: "refund", amount, reason: reason.charAt(0).toLowerCase() + reason.slice(1) },
  ]);
}

async function refundInvoicePart(
  tx: Executor,
  reservation: ReservationRow,
  invoice: InvoiceRow,
  amount: number,
  reason: string,
  now: Date,
): Promise<void> {
  if (!invoice.providerPaymentId) {
    throw new Error(`Invoice ${invoice.id} was paid without a provider payment to refund`);
  }
  const refund = await insertRefund(tx, {
    reservationId: reservation.id,
    invoiceId: invoice.id,
    amount,
    reason,
    createdAt: now,
  });
  await enqueueRefund(tx, now, reservation.id, {
    refundId: refund.id,
    paymentId: invoice.providerPaymentId,
    amount,
    ...(invoice.receipt ? { receipt: refundReceipt(invoice.receipt, amount) } : {}),
  });
}

/** Cancels a pending invoice of the reservation (its payment is canceled after commit). */
export async function cancelPendingInvoice(tx: Executor, reservationId: string, now: Date): Promise<void> {
  const open = await openInvoiceOf(tx, reservationId);
  if (!open) return;
  if (open.status === "waiting") {
    throw new BookingError(
      "PAYMENT_IN_PROGRESS",
      "Платёж по брони ещё обрабатывается: повторите через минуту",
      {
        invoice_id: open.id,
      },
    );
  }
  await updateInvoice(tx, open.id, { status: "canceled", updatedAt: now });
  if (open.providerPaymentId) await enqueueCancelPayment(tx, now, reservationId, open.providerPaymentId);
}
