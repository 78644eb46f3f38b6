/**
 * The payment state machine: an invoice (and its reservation) moves to the provider's status, from
 * a notification (notifications.ts) or a status poll (invoices.ts), once. Paid → the reservation is
 * confirmed; `waiting` (money on hold, SBP still processing) already secures the rooms; an amount
 * other than the invoice's counts for nothing. The refunds this decides and the e-mails are outbox
 * rows written by the same transaction and delivered after it commits (settlement.ts, outbox.ts).
 */
import { formatRubles } from "../../../rules";
import { inTransaction, type Executor } from "../../db";
import { lockChange, updateChange } from "../../db/repositories/changes";
import {
  lockInvoice,
  recordPaymentEvent,
  updateInvoice,
  type InvoiceRow,
} from "../../db/repositories/payments";
import {
  insertEvents,
  lockReservation,
  updateReservation,
  type ReservationRow,
} from "../../db/repositories/reservations";
import type { InvoiceStatus } from "../../db/schema";
import type { ProviderPayment, ProviderPaymentStatus } from "../../providers/payments/types";
import type { EngineContext } from "../context";
import { mailGuest, mailHotel } from "../mail/booking-mails";
import { afterCommit, refundInvoiceInFull } from "../reservations/settlement";
import { BookingError } from "../errors";
import { ledgerFor, partsOf, recordEntries } from "../money/ledger";
import { settle } from "../money/terms";
import { applyPendingChange } from "../reservations/changes";
import { holdExpiry } from "../reservations/holds";
import {
  capturedLate,
  refundLatePayment,
  releaseRefusedPayment,
  securePayment,
} from "../reservations/late-payments";
import { notFound } from "../reservations/reservations";
import { markTestPayment } from "./test-payments";

export function invoiceStatusOf(status: ProviderPaymentStatus): InvoiceStatus {
  switch (status) {
    case "pending":
      return "pending";
    case "waiting_for_capture":
      return "waiting";
    case "succeeded":
      return "succeeded";
    case "canceled":
      return "canceled";
  }
}

/** Moves an invoice (and its reservation) to the provider's status; terminal states never move. */
export async function applyPaymentStatus(
  ctx: EngineContext,
  invoiceId: string,
  payment: ProviderPayment,
  event?: { eventId: string; type: string },
): Promise<{ duplicate: boolean; status: InvoiceStatus }> {
  const now = ctx.clock.now();
  const outcome = await inTransaction(ctx.db, async (tx) => {
    if (event) {
      const fresh = await recordPaymentEvent(tx, {
        paymentProviderId: ctx.payments.id,
        eventId: event.eventId,
        providerPaymentId: payment.id,
        type: event.type,
        receivedAt: now,
      });
      if (!fresh) {
        const current = await lockInvoice(tx, invoiceId);
        return { duplicate: true, status: current?.status ?? "pending" };
      }
    }
    const invoice = await lockInvoice(tx, invoiceId);
    if (!invoice) throw new BookingError("INVOICE_NOT_FOUND", "Счёт не найден");
    const target = invoiceStatusOf(payment.status);
    // A capture of an invoice withdrawn only because its hold lapsed is a late payment of that
    // hold (late-payments.ts), not the payment of a withdrawn invoice.
    const open =
      invoice.status === "pending" ||
      invoice.status === "waiting" ||
      (await capturedLate(tx, invoice, target));
    const takesMoney = target === "succeeded" || target === "waiting";
    // Money of a test payment is no money: its booking says so wherever it is read.
    if (takesMoney && payment.test) await markTestPayment(tx, invoice, now);
    if (takesMoney && (open || invoice.status === "canceled") && !sameAmount(payment, invoice)) {
      await onAmountMismatch(ctx, tx, invoice, payment, now);
      return { duplicate: false, status: "amount_mismatch" as const };
    }
    if (!open && invoice.status === "canceled" && target === "succeeded") {
      // The guest paid an invoice the hotel had already withdrawn (the booking changed or was
      // canceled meanwhile): the money is taken in and given back in full.
      const reservation = await lockReservation(tx, invoice.reservationId);
      if (!reservation) throw notFound();
      await updateInvoice(tx, invoice.id, { status: "succeeded", paidAt: now, updatedAt: now });
      const paid = { ...reservation, paidAmount: reservation.paidAmount + invoice.amount };
      await updateReservation(tx, reservation.id, { paidAmount: paid.paidAmount, updatedAt: now });
      await insertEvents(tx, [
        {
          reservationId: reservation.id,
          at: now,
          type: "paid_withdrawn_invoice",
          status: reservation.status,
          note: `Оплачен уже отменённый счёт на ${formatRubles(invoice.amount)}: деньги возвращаются`,
        },
      ]);
      // The booking as it was before this payment: the ledger counts the payment itself.
      await refundInvoiceInFull(
        ctx,
        tx,
        reservation,
        invoice,
        "Оплата отменённого счёта",
        {
          code: "canceledInvoice",
        },
        now,
      );
      return { duplicate: false, status: "succeeded" as const };
    }
    if (!open || target === invoice.status || target === "pending") {
      return { duplicate: false, status: invoice.status };
    }
    const reservation = await lockReservation(tx, invoice.reservationId);
    if (!reservation) throw notFound();
    await updateInvoice(tx, invoice.id, {
      status: target,
      updatedAt: now,
      ...(target === "succeeded" ? { paidAt: now } : {}),
    });
    if (target === "waiting") await onWaiting(tx, reservation, invoice, now);
    if (target === "succeeded") await onSucceeded(ctx, tx, reservation, invoice, now);
    if (target === "canceled") await onCanceled(ctx, tx, reservation, invoice, now);
    return { duplicate: false, status: target };
  });
  await afterCommit(ctx);
  return outcome;
}

/** Whether the provider took exactly the invoice's amount, in rubles. */
function sameAmount(payment: ProviderPayment, invoice: InvoiceRow): boolean {
  return (payment.currency ?? "RUB") === "RUB" && payment.amount === invoice.amount;
}

/** The provider's amount as a manager reads it: «15 400 ₽», or «15400.50 RUB» when not whole rubles. */
function providerAmountText(payment: ProviderPayment): string {
  const currency = payment.currency ?? "RUB";
  if (currency === "RUB" && Number.isSafeInteger(payment.amount)) return formatRubles(payment.amount);
  return `${payment.amount.toFixed(2)} ${currency}`;
}

/**
 * The provider took another amount than the invoice asked for: nothing is counted as paid and no
 * rooms are secured by it (a hold it had made firm runs again); the invoice shows `amount_mismatch` for a manager to settle with the
 * guest (refund, or charge the rest).
 */
async function onAmountMismatch(
  ctx: EngineContext,
  tx: Executor,
  invoice: InvoiceRow,
  payment: ProviderPayment,
  now: Date,
): Promise<void> {
  const reservation = await lockReservation(tx, invoice.reservationId);
  if (!reservation) throw notFound();
  await updateInvoice(tx, invoice.id, { status: "amount_mismatch", updatedAt: now });
  if (invoice.status === "waiting") await reopenHold(ctx, tx, reservation, invoice, now);
  await insertEvents(tx, [
    {
      reservationId: reservation.id,
      at: now,
      type: "payment_amount_mismatch",
      status: reservation.status,
      note:
        `Платёжный сервис сообщил о платеже на ${providerAmountText(payment)} по счёту на ` +
        `${formatRubles(invoice.amount)}: оплата не засчитана, нужна проверка менеджером`,
      data: {
        invoice_id: invoice.id,
        invoice_amount: invoice.amount,
        provider_amount: payment.amount,
        provider_currency: payment.currency ?? "RUB",
        provider_status: payment.status,
      },
    },
  ]);
}

async function onWaiting(
  tx: Executor,
  reservation: ReservationRow,
  invoice: InvoiceRow,
  now: Date,
): Promise<void> {
  const change = invoice.changeId ? await lockChange(tx, invoice.changeId) : undefined;
  // A payment after its hold lapsed keeps the rooms only by the rules of late-payments.ts.
  const secured = await securePayment(tx, reservation, invoice, change, now);
  if (!secured.secured) {
    await releaseRefusedPayment(tx, reservation, invoice, secured, now);
    return;
  }
  const status = reservation.status === "confirmed" ? "confirmed" : "held";
  if (!invoice.changeId) {
    await updateReservation(tx, reservation.id, { status, holdExpiresAt: null, updatedAt: now });
  }
  await insertEvents(tx, [
    {
      reservationId: reservation.id,
      at: now,
      type: "payment_waiting",
      status,
      note: invoice.changeId
        ? "Доплата принята в обработку: номера изменения закреплены за гостем"
        : "Платёж принят в обработку: номера закреплены за гостем",
      data: { invoice_id: invoice.id },
    },
  ]);
}

async function onSucceeded(
  ctx: EngineContext,
  tx: Executor,
  reservation: ReservationRow,
  invoice: InvoiceRow,
  now: Date,
): Promise<void> {
  const paid = { ...reservation, paidAmount: reservation.paidAmount + invoice.amount };
  await updateReservation(tx, reservation.id, { paidAmount: paid.paidAmount, updatedAt: now });
  const change = invoice.changeId ? await lockChange(tx, invoice.changeId) : undefined;
  // A payment after its hold lapsed keeps the rooms only by the rules of late-payments.ts;
  // otherwise it is refunded in full.
  const secured = await securePayment(tx, reservation, invoice, change, now);
  if (!secured.secured) {
    // The ledger takes the booking as it was before this payment (as below), and counts it itself.
    await refundLatePayment(ctx, tx, reservation, invoice, secured, now);
    return;
  }
  let booking = paid;
  // The payment is shared over what it pays for (docs/money.md): the parts as they were, and as
  // they are once a pending change it pays for is made.
  const oldParts = await partsOf(tx, reservation);
  const ledger = await ledgerFor(tx, reservation, oldParts, invoice.id);
  if (change) {
    booking = await applyPendingChange(tx, paid, change, now);
    await updateChange(tx, change.id, { status: "applied", holdExpiresAt: null, updatedAt: now });
    await insertEvents(tx, [
      {
        reservationId: reservation.id,
        at: now,
        type: "changed",
        status: "confirmed",
        note: "Доплата получена: бронь изменена",
        data: { change_id: change.id, arrival: change.arrival, departure: change.departure },
      },
    ]);
  }
  const parts = change ? await partsOf(tx, booking) : oldParts;
  if (!ledger.invoices.some((row) => row.id === invoice.id)) ledger.invoices.push(invoice);
  const settlement = settle({
    oldParts,
    newParts: parts,
    accounts: ledger.accounts,
    invoiceOrder: ledger.invoices.map((row) => row.id),
    now,
    payment: { invoiceId: invoice.id, amount: invoice.amount },
    // Paid within its hold, a change keeps the old terms as its quote stated them; paid after its
    // hold lapsed, the old terms are those of the moment of payment (docs/money.md «Changes»,
    // step 3). A hold the engine paused for a payment under way (none) counts to its limit.
    oldTermsAt: change && paidWithinHold(change, now) ? change.createdAt : undefined,
  });
  await recordEntries(ctx, tx, booking, ledger, settlement.entries, {
    reason: "Изменение брони",
    now,
    parts,
  });
  await updateReservation(tx, reservation.id, { status: "confirmed", holdExpiresAt: null, updatedAt: now });
  await insertEvents(tx, [
    {
      reservationId: reservation.id,
      at: now,
      type: "paid",
      status: "confirmed",
      note: `Оплачено ${formatRubles(invoice.amount)}`,
      data: { invoice_id: invoice.id, amount: invoice.amount },
    },
  ]);
  // Every payment gets its receipt; the first one confirms the booking, a change's one makes it.
  await mailGuest(ctx, tx, reservation.id, now, [
    ...(reservation.status !== "confirmed" ? [{ template: "booking-confirmed" as const }] : []),
    ...(change
      ? [
          {
            template: "booking-changed" as const,
            change: {
              from: {
                arrival: reservation.arrival,
                departure: reservation.departure,
                total: reservation.totalAmount,
              },
              toPay: invoice.amount,
              toRefund: 0,
            },
          },
        ]
      : []),
    {
      template: "payment-received" as const,
      payment: { amount: invoice.amount, paidAt: now.toISOString(), purpose: change ? "change" : "booking" },
    },
  ]);
  await mailHotel(ctx, tx, reservation.id, now, {
    kind: "paid",
    amount: invoice.amount,
    before: reservation,
    change: Boolean(change),
  });
}

async function onCanceled(
  ctx: EngineContext,
  tx: Executor,
  reservation: ReservationRow,
  invoice: InvoiceRow,
  now: Date,
): Promise<void> {
  await reopenHold(ctx, tx, reservation, invoice, now);
  await insertEvents(tx, [
    {
      reservationId: reservation.id,
      at: now,
      type: "payment_canceled",
      status: reservation.status,
      note: "Платёж не прошёл",
      data: { invoice_id: invoice.id },
    },
  ]);
}

/**
 * A hold secured by a payment in `waiting` that then failed (or was not what the invoice asked)
 * gets a fresh hold period to pay again, so it cannot keep its rooms for ever.
 */
async function reopenHold(
  ctx: EngineContext,
  tx: Executor,
  reservation: ReservationRow,
  invoice: InvoiceRow,
  now: Date,
): Promise<void> {
  const change = invoice.changeId ? await lockChange(tx, invoice.changeId) : undefined;
  if (change) {
    if (change.status === "pending" && change.holdExpiresAt === null) {
      await updateChange(tx, change.id, {
        holdExpiresAt: holdExpiry(now, ctx.config.holdMinutes),
        updatedAt: now,
      });
    }
  } else if (reservation.status === "held" && reservation.holdExpiresAt === null) {
    await updateReservation(tx, reservation.id, {
      holdExpiresAt: holdExpiry(now, ctx.config.holdMinutes),
      updatedAt: now,
    });
  }
}

/** Whether a pending change's payment came within its hold, as the change stood before the payment. */
function paidWithinHold(change: { holdExpiresAt: Date | null; holdLimit: Date }, now: Date): boolean {
  return change.holdExpiresAt === null
    ? now.getTime() <= change.holdLimit.getTime()
    : now.getTime() < change.holdExpiresAt.getTime();
}
