/**
 * Money moves that belong to a reservation's transaction but reach outside it: withdrawing a
 * pending invoice, recording a refund, and — after the commit, never inside it (the embedded
 * database runs one transaction at a time) — asking the provider to cancel or refund and sending
 * e-mails.
 */
import { formatRubles } from "../../rules";
import type { Executor } from "../db";
import {
  insertRefund,
  openInvoiceOf,
  refundedByInvoice,
  setProviderRefund,
  succeededInvoicesOf,
  updateInvoice,
} from "../db/repositories/payments";
import {
  findReservation,
  insertEvents,
  updateReservation,
  type ReservationRow,
} from "../db/repositories/reservations";
import type { MailMessage } from "../providers/mail";
import type { EngineContext } from "./context";
import { BookingError } from "./errors";

/** What to do once the transaction committed. */
export interface AfterCommit {
  refunds: { refundId: string; paymentId: string; amount: number; reservationId: string }[];
  cancelPayments: string[];
  mails: MailMessage[];
}

export function afterCommit(): AfterCommit {
  return { refunds: [], cancelPayments: [], mails: [] };
}

export async function runAfterCommit(ctx: EngineContext, actions: AfterCommit): Promise<void> {
  for (const paymentId of actions.cancelPayments) {
    try {
      await ctx.payments.cancelPayment(paymentId);
    } catch (error) {
      ctx.log(`payment ${paymentId}: the provider did not cancel it: ${String(error)}`);
    }
  }
  for (const refund of actions.refunds) {
    try {
      const { refundId } = await ctx.payments.refund({
        paymentId: refund.paymentId,
        amount: refund.amount,
        idempotenceKey: refund.refundId,
      });
      await setProviderRefund(ctx.db, refund.refundId, refundId);
    } catch (error) {
      // The refund is owed and recorded; a manager sees it without a provider id and repeats it.
      ctx.log(`refund ${refund.refundId} of ${refund.amount} ₽: the provider refused: ${String(error)}`);
      await insertEvents(ctx.db, [
        {
          reservationId: refund.reservationId,
          at: ctx.clock.now(),
          type: "refund_failed",
          status: (await findReservation(ctx.db, refund.reservationId))?.status ?? "canceled",
          note: `Возврат ${formatRubles(refund.amount)} не прошёл у платёжного сервиса: нужен повтор вручную`,
        },
      ]);
    }
  }
  for (const mail of actions.mails) {
    try {
      await ctx.mail.send(mail);
    } catch (error) {
      ctx.log(`mail «${mail.subject}» to ${mail.to} failed: ${String(error)}`);
    }
  }
}

/**
 * Records refunds of `amount` against the reservation's paid invoices (newest first) and adds
 * them to its refunded sum; the provider is asked after commit.
 */
export async function recordRefund(
  tx: Executor,
  reservation: ReservationRow,
  amount: number,
  reason: string,
  now: Date,
  actions: AfterCommit,
): Promise<void> {
  if (amount <= 0) return;
  const refunded = await refundedByInvoice(tx, reservation.id);
  let left = amount;
  for (const invoice of await succeededInvoicesOf(tx, reservation.id)) {
    if (left <= 0) break;
    const part = Math.min(left, invoice.amount - (refunded.get(invoice.id) ?? 0));
    if (part <= 0 || !invoice.providerPaymentId) continue;
    const refund = await insertRefund(tx, {
      reservationId: reservation.id,
      invoiceId: invoice.id,
      amount: part,
      reason,
      createdAt: now,
    });
    actions.refunds.push({
      refundId: refund.id,
      paymentId: invoice.providerPaymentId,
      amount: part,
      reservationId: reservation.id,
    });
    left -= part;
  }
  if (left > 0) throw new Error(`Reservation ${reservation.id}: refund of ${amount} exceeds what was paid`);
  await updateReservation(tx, reservation.id, {
    refundedAmount: reservation.refundedAmount + amount,
    updatedAt: now,
  });
}

/** Cancels a pending invoice of the reservation (its payment is canceled after commit). */
export async function cancelPendingInvoice(
  tx: Executor,
  reservationId: string,
  now: Date,
  actions: AfterCommit,
): Promise<void> {
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
  if (open.providerPaymentId) actions.cancelPayments.push(open.providerPaymentId);
}
