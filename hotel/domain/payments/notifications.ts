/**
 * The provider's notifications (webhooks) of payments and refunds. A notification is read only for
 * what it names; what is acted on is what the provider says about that payment or refund when
 * asked back, by a direct call made outside any transaction. A payment's status then goes through
 * the state machine (states.ts), once: a second delivery changes nothing.
 */
import { formatRubles } from "../../../rules";
import { inTransaction } from "../../db";
import {
  findInvoiceByProviderPayment,
  findRefundByProviderRefund,
  recordedPaymentEvent,
  recordPaymentEvent,
  type InvoiceRow,
} from "../../db/repositories/payments";
import { insertEvents, lockReservation } from "../../db/repositories/reservations";
import { PaymentProviderError, WebhookRejected, type WebhookEvent } from "../../providers/payments/types";
import type { EngineContext } from "../context";
import { BookingError } from "../errors";
import { notFound } from "../reservations/reservations";
import { applyPaymentStatus } from "./states";

function readWebhook(ctx: EngineContext, rawBody: string, headers: Headers): WebhookEvent {
  try {
    return ctx.payments.parseWebhook(rawBody, headers);
  } catch (error) {
    if (!(error instanceof WebhookRejected)) throw error;
    throw error.reason === "signature"
      ? new BookingError("INVALID_SIGNATURE", error.message)
      : new BookingError("VALIDATION_ERROR", error.message, error.details);
  }
}

/** Asks the provider; its failure is the API's 502, so the provider delivers the webhook again. */
async function askProvider<T>(ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      throw new BookingError("PAYMENT_PROVIDER_ERROR", "Платёжный сервис не ответил. Попробуйте ещё раз");
    }
    throw error;
  }
}

/** The answer to a notification about nothing of ours: 200, so the provider stops delivering it. */
const IGNORED = { duplicate: false, status: "ignored" } as const;

/** A provider's payment or refund status after which nothing can change. */
const FINAL_STATUSES = ["succeeded", "canceled"] as const;

/**
 * Whether the provider's payment of `invoice` can still move: not when the invoice has taken its
 * final state, nor when the payment's own final status was already received. Only such a payment
 * is worth asking the provider about.
 */
async function paymentMayMove(ctx: EngineContext, invoice: InvoiceRow, paymentId: string): Promise<boolean> {
  if (invoice.status === "succeeded" || invoice.status === "amount_mismatch") return false;
  const ended = FINAL_STATUSES.map((status) => `${paymentId}.${status}`);
  return (await recordedPaymentEvent(ctx.db, ctx.payments.id, ended)) === undefined;
}

/**
 * A webhook of the provider named `provider` (the route it came to): read for what it names, and
 * acted on from what the provider itself says about that payment or refund now, never from the
 * body. What it names is looked up here first: a payment or refund that is not ours, or whose end
 * we already know, is answered without calling the provider, so forged notifications cost one
 * look-up and never a call made with the shop's credentials. The status read back is what makes
 * an event a repeat, so a delivery whose body lies (says succeeded while the payment is pending)
 * neither acts nor blocks the true one that follows.
 */
export async function handlePaymentWebhook(
  ctx: EngineContext,
  provider: string,
  rawBody: string,
  headers: Headers,
): Promise<{ duplicate: boolean; status: string }> {
  if (ctx.payments.name !== provider) {
    throw new BookingError("NOT_FOUND", "Этот платёжный сервис сейчас не используется");
  }
  const event = readWebhook(ctx, rawBody, headers);
  if (event.object === "refund") return handleRefundWebhook(ctx, event.refundId, event.paymentId);
  const invoice = await findInvoiceByProviderPayment(ctx.db, ctx.payments.id, event.paymentId);
  if (!invoice) return IGNORED;
  if (!(await paymentMayMove(ctx, invoice, event.paymentId)))
    return { duplicate: true, status: invoice.status };
  const payment = await askProvider(() => ctx.payments.getPayment(event.paymentId));
  if (!payment) return IGNORED;
  return applyPaymentStatus(ctx, invoice.id, payment, {
    eventId: `${payment.id}.${payment.status}`,
    type: `payment.${payment.status}`,
  });
}

/**
 * A refund's notification: the refund read back from the provider goes into the booking's history
 * once (made, or refused by the bank for a manager to settle). It is ours when we made it, or when
 * the payment it names is one of ours (a refund made in the provider's own dashboard, or ours
 * before its id was stored); anything else, and a refund whose end is already recorded, is
 * answered without asking the provider.
 */
async function handleRefundWebhook(
  ctx: EngineContext,
  refundId: string,
  namedPaymentId: string | undefined,
): Promise<{ duplicate: boolean; status: string }> {
  const ours = await findRefundByProviderRefund(ctx.db, refundId);
  const invoice =
    ours || !namedPaymentId
      ? undefined
      : await findInvoiceByProviderPayment(ctx.db, ctx.payments.id, namedPaymentId);
  const reservationId = ours?.reservationId ?? invoice?.reservationId;
  if (!reservationId) return IGNORED;
  const ended = FINAL_STATUSES.map((status) => `refund:${refundId}.${status}`);
  const endedAs = await recordedPaymentEvent(ctx.db, ctx.payments.id, ended);
  if (endedAs) return { duplicate: true, status: endedAs.replace(/^refund\./, "") };
  const refund = await askProvider(() => ctx.payments.getRefund(refundId));
  // The provider's refund must be the one looked up: of the payment the notification named.
  if (!refund || (!ours && refund.paymentId !== namedPaymentId)) return IGNORED;
  if (refund.status === "pending") return { duplicate: false, status: refund.status };
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (tx) => {
    const fresh = await recordPaymentEvent(tx, {
      paymentProviderId: ctx.payments.id,
      eventId: `refund:${refund.id}.${refund.status}`,
      providerPaymentId: refund.paymentId,
      type: `refund.${refund.status}`,
      receivedAt: now,
    });
    if (!fresh) return { duplicate: true, status: refund.status };
    const reservation = await lockReservation(tx, reservationId);
    if (!reservation) throw notFound();
    const amount = Number.isInteger(refund.amount) ? formatRubles(refund.amount) : `${refund.amount} ₽`;
    await insertEvents(tx, [
      refund.status === "succeeded"
        ? {
            reservationId,
            at: now,
            type: "refund_succeeded",
            status: reservation.status,
            note: `Платёжный сервис вернул гостю ${amount}`,
            data: { provider_refund_id: refund.id, refund_id: ours?.id ?? null, amount: refund.amount },
          }
        : {
            reservationId,
            at: now,
            type: "refund_canceled",
            status: reservation.status,
            note: `Платёжный сервис отказал в возврате ${amount}: нужна проверка менеджером`,
            data: { provider_refund_id: refund.id, refund_id: ours?.id ?? null, amount: refund.amount },
          },
    ]);
    return { duplicate: false, status: refund.status };
  });
}
