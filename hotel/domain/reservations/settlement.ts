/**
 * Money moves that belong to a reservation's transaction but reach outside it: withdrawing a
 * pending invoice and giving back a payment that paid for nothing (the ledger, money/ledger.ts,
 * records every other refund). The provider is asked to cancel or refund through outbox rows written in the same
 * transaction, delivered after the commit (outbox.ts), never inside it: the embedded database runs
 * one transaction at a time, and a commit that fails must ask the provider for nothing.
 */
import type { RefundWhy } from "../../mail/data";
import type { Executor } from "../../db";
import {
  openInvoiceOf,
  refundedByInvoice,
  updateInvoice,
  type InvoiceRow,
} from "../../db/repositories/payments";
import type { ReservationRow } from "../../db/repositories/reservations";
import { mailGuest } from "../mail/booking-mails";
import type { EngineContext } from "../context";
import { BookingError } from "../errors";
import { ledgerFor, partsOf, recordEntries } from "../money/ledger";
import { UNAPPLIED } from "../money/terms";
import { enqueueCancelPayment } from "../outbox";
import { describeError } from "../../../platform/describe-error";

/** After a transaction that wrote outbox rows commits: hands them to delivery. */
export async function afterCommit(ctx: EngineContext): Promise<void> {
  try {
    await ctx.outbox.committed();
  } catch (error) {
    // The change is committed and its rows are kept: the worker delivers them later.
    ctx.log(`outbox: delivery after commit failed: ${describeError(error, { stack: false })}`, "error");
  }
}

/**
 * Gives back all of one paid invoice (paid after its booking or invoice stopped counting): its
 * money paid for nothing of the booking, so the ledger charges and refunds it as such, and the
 * refund's receipt is the payment's own. The guest is told why: `reason` is read in the e-mail
 * after «по брони …:», and `why` says it in an English booking's e-mail.
 */
export async function refundInvoiceInFull(
  ctx: EngineContext,
  tx: Executor,
  reservation: ReservationRow,
  invoice: InvoiceRow,
  reason: string,
  why: RefundWhy,
  now: Date,
): Promise<void> {
  const parts = await partsOf(tx, reservation);
  const ledger = await ledgerFor(tx, reservation, parts, invoice.id);
  if (!ledger.invoices.some((row) => row.id === invoice.id)) ledger.invoices.push(invoice);
  // Whatever of it the ledger already counts for the booking's parts goes back from them, the
  // rest as money that paid for nothing.
  const charged = ledger.accounts.filter((account) => account.invoiceId === invoice.id && account.held > 0);
  const refunded = (await refundedByInvoice(tx, reservation.id)).get(invoice.id) ?? 0;
  const fromParts = charged.reduce((sum, account) => sum + account.held, 0);
  const unapplied = Math.max(0, invoice.amount - refunded - fromParts);
  const amount = fromParts + unapplied;
  if (amount <= 0) return;
  const title = "Оплата, не пошедшая в бронь";
  await recordEntries(
    ctx,
    tx,
    reservation,
    ledger,
    [
      ...charged.map((account) => ({
        kind: "refund" as const,
        part: account.part,
        invoiceId: invoice.id,
        title: account.title,
        held: -account.held,
        kept: -account.kept,
      })),
      ...(unapplied > 0
        ? [
            {
              kind: "charge" as const,
              part: UNAPPLIED,
              invoiceId: invoice.id,
              title,
              held: unapplied,
              kept: 0,
            },
            {
              kind: "refund" as const,
              part: UNAPPLIED,
              invoiceId: invoice.id,
              title,
              held: -unapplied,
              kept: 0,
            },
          ]
        : []),
    ],
    { reason, now, parts },
  );
  await mailGuest(ctx, tx, reservation.id, now, [
    { template: "refund", amount, reason: reason.charAt(0).toLowerCase() + reason.slice(1), why },
  ]);
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
