/**
 * Invoices and payments. An invoice asks the provider for the reservation's balance due and sends
 * the guest to the provider's page; its status moves pending → waiting → succeeded, or to
 * canceled. The provider's word arrives by signed webhook (or when the site polls the status) and
 * is applied once: a second delivery changes nothing. Paid → the reservation is confirmed;
 * `waiting` (money on hold, SBP still processing) already secures the rooms.
 *
 * Nothing waits on the provider inside a transaction (the embedded database runs one transaction
 * at a time). The calls that move money back — a refund, withdrawing an open payment — and the
 * e-mails are outbox rows written by the same transaction and delivered after it commits
 * (outbox.ts). Creating a payment and asking its status are direct calls, made after the
 * transaction that stored the invoice has committed; the invoice's id is the provider's
 * idempotence key, so a retried creation gets the same payment.
 */
import { describeError } from "../../platform/describe-error";
import { formatRubles } from "../../rules";
import { inTransaction, type Executor } from "../db";
import { lockChange, pendingChangeOf, updateChange, type ChangeRow } from "../db/repositories/changes";
import {
  attachProviderPayment,
  findInvoiceByProviderPayment,
  findRefundByProviderRefund,
  insertInvoice,
  latestInvoiceOf,
  lockInvoice,
  openInvoiceOf,
  recordedPaymentEvent,
  recordPaymentEvent,
  updateInvoice,
  type InvoiceRow,
} from "../db/repositories/payments";
import {
  extrasOf,
  findReservation,
  insertEvents,
  lockReservation,
  updateReservation,
  type ReservationRow,
} from "../db/repositories/reservations";
import type { InvoiceStatus } from "../db/schema";
import {
  PaymentProviderError,
  WebhookRejected,
  type PaymentProvider,
  type PaymentType,
  type ProviderPayment,
  type ProviderPaymentStatus,
  type Receipt,
  type WebhookEvent,
} from "../providers/payments/types";
import type { EngineConfig, EngineContext } from "./context";
import { returnToken } from "./invoice-access";
import { buildReceipt, receiptCustomer } from "./receipts";
import { mailGuest, mailHotel } from "./booking-mails";
import { afterCommit, cancelPendingInvoice, refundInvoiceInFull } from "./settlement";
import { BookingError } from "./errors";
import { ledgerFor, partsOf, receiptLines, recordEntries, stayParts, transferOf } from "./money/ledger";
import { settle } from "./money/terms";
import { applyPendingChange } from "./changes";
import { changeLive, changeRooms, pendingChangeDetails } from "./pending-change";
import { extendedHold, holdExpiry, holdLimit } from "./holds";
import {
  capturedLate,
  providerMayMove,
  refundLatePayment,
  releaseRefusedPayment,
  securePayment,
} from "./late-payments";
import { balanceDue } from "./reservation-parts";
import { effectiveStatus, notFound } from "./reservations";
import { isTestInvoice, markTestPayment } from "./test-payments";

export interface InvoiceDetails {
  id: string;
  reservationId: string;
  status: InvoiceStatus;
  amount: number;
  paymentProviderId: number;
  paymentType: string;
  confirmationUrl: string | null;
  createdAt: Date;
  paidAt: Date | null;
  /** A test payment pays it: no money moves (test-payments.ts). */
  test: boolean;
}

export interface PaymentVariant {
  paymentProviderId: number;
  paymentType: PaymentType;
  name: string;
  /** Fee in rubles on top of the booking: none. */
  price: number;
  shortDescription: string;
  description: string;
  /** 101 Mastercard, 102 Mir, 103 QR/SBP, 104 multi-colour, 105 generic card, 106 Visa. */
  iconIds: number[];
}

const AFTER_PAYING = "После оплаты вы вернётесь на сайт, а подтверждение придёт на e-mail.";

/** The cards every provider takes, and their icons (Mastercard, «Мир», Visa, a card). */
const CARD = {
  name: "Банковская карта",
  shortDescription: "Visa, Mastercard, «Мир»",
  iconIds: [101, 102, 106, 105],
};

/**
 * How the guest can pay with the provider in use: YooKassa offers a card and SBP as two choices;
 * the sandbox takes cards only, so it offers the card alone and says so — no SBP, no QR icon
 * (docs/booking-journey-payment.md#payment-step-bookingpayment).
 */
export function paymentVariants(provider: Pick<PaymentProvider, "id" | "paymentTypes">): PaymentVariant[] {
  if (!provider.paymentTypes.includes("sbp")) {
    return [
      {
        paymentProviderId: provider.id,
        paymentType: "card",
        ...CARD,
        price: 0,
        description: `Оплата картой на защищённой странице платёжного сервиса. Данные карты не передаются отелю. ${AFTER_PAYING}`,
      },
    ];
  }
  return provider.paymentTypes.map((type) =>
    type === "card"
      ? {
          paymentProviderId: provider.id,
          paymentType: "card",
          ...CARD,
          price: 0,
          description: `Оплата на защищённой странице ЮKassa. Данные карты не передаются отелю. ${AFTER_PAYING}`,
        }
      : {
          paymentProviderId: provider.id,
          paymentType: "sbp",
          name: "СБП",
          price: 0,
          shortDescription: "Система быстрых платежей: по QR-коду или в приложении банка",
          description: `На странице ЮKassa отсканируйте QR-код камерой телефона или выберите свой банк и подтвердите оплату в его приложении. ${AFTER_PAYING}`,
          iconIds: [103],
        },
  );
}

/**
 * The receipt of what an invoice charges: the parts of the booking its money will pay for, as the
 * ledger will share it (a pending change's parts when it pays the change's difference).
 */
async function invoiceReceipt(
  ctx: EngineContext,
  tx: Executor,
  reservation: ReservationRow,
  change: ChangeRow | undefined,
  amount: number,
): Promise<Receipt> {
  const oldParts = await partsOf(tx, reservation);
  const parts = change
    ? stayParts({
        arrival: change.arrival,
        departure: change.departure,
        rooms: changeRooms(change),
        extras: change.extras ?? (await extrasOf(tx, reservation.id)),
        transfer: await transferOf(tx, reservation),
      })
    : oldParts;
  const ledger = await ledgerFor(tx, reservation, oldParts);
  const { entries } = settle({
    oldParts,
    newParts: parts,
    accounts: ledger.accounts,
    invoiceOrder: ledger.invoices.map((row) => row.id),
    now: ctx.clock.now(),
    payment: { invoiceId: "new", amount },
  });
  const charges = entries.filter((entry) => entry.kind === "charge" && entry.invoiceId === "new");
  return buildReceipt({
    lines: receiptLines(charges, parts, 1),
    amount,
    customer: receiptCustomer(reservation),
    settings: ctx.config.receipt,
  });
}

async function invoiceDetails(db: Executor, row: InvoiceRow): Promise<InvoiceDetails> {
  return {
    id: row.id,
    reservationId: row.reservationId,
    status: row.status,
    amount: row.amount,
    paymentProviderId: row.paymentProviderId,
    paymentType: row.paymentType,
    confirmationUrl: row.confirmationUrl,
    createdAt: row.createdAt,
    paidAt: row.paidAt,
    test: await isTestInvoice(db, row),
  };
}

/**
 * Creates the invoice for the balance due (or for the difference of a pending change), or returns
 * the open one for the same amount (so a retried call pays once). A held reservation or pending
 * change keeps its rooms for another hold period from here while the guest is on the payment
 * page, but never past twice the hold period from when the hold began.
 */
export async function createInvoice(
  ctx: EngineContext,
  reservationId: string,
  input: {
    paymentProviderId: number;
    paymentType: PaymentType;
    /** The origin the guest asked for, as the site vouched for it: the way back without SITE_URL. */
    guestOrigin?: string | undefined;
    /**
     * The caller proved only the return address's token (invoice-access.ts): an open payment that
     * this call would withdraw is refused (409 PAYMENT_IN_PROGRESS) instead.
     */
    keepOpenPayment?: boolean | undefined;
  },
): Promise<{ invoice: InvoiceDetails; created: boolean }> {
  const now = ctx.clock.now();
  if (input.paymentProviderId !== ctx.payments.id || !ctx.payments.paymentTypes.includes(input.paymentType)) {
    throw new BookingError(
      "PAYMENT_TYPE_UNAVAILABLE",
      input.paymentType === "sbp"
        ? "Оплата через СБП сейчас недоступна: оплатите банковской картой"
        : "Этот способ оплаты сейчас недоступен",
      { payment_provider_id: input.paymentProviderId, payment_type: input.paymentType },
    );
  }
  const { invoice, created, reference } = await inTransaction(ctx.db, async (tx) => {
    const reservation = await lockReservation(tx, reservationId);
    if (!reservation) throw notFound();
    const status = effectiveStatus(reservation, now);
    if (status === "expired") {
      throw new BookingError(
        "HOLD_EXPIRED",
        "Время на оплату истекло: номера освобождены. Забронируйте заново",
        {
          hold_expired_at: reservation.holdExpiresAt,
        },
      );
    }
    if (status === "canceled") throw new BookingError("RESERVATION_NOT_ACTIVE", "Бронирование отменено");
    // A change waiting for its difference is what is billed; otherwise the booking's balance.
    const pendingChange = await pendingChangeOf(tx, reservationId);
    const change = pendingChange && changeLive(pendingChange, now) ? pendingChange : undefined;
    const due = change ? pendingChangeDetails(change, reservation).toPay : balanceDue(reservation);
    const open = await openInvoiceOf(tx, reservationId);
    // The same open invoice for the same amount and way of paying: a retried call pays once. A
    // guest who goes back and picks the other way gets a new invoice (the old one is withdrawn).
    if (
      open &&
      open.amount === due &&
      open.changeId === (change?.id ?? null) &&
      open.paymentType === input.paymentType
    )
      return { invoice: open, created: false, reference: reservation.reference };
    if (open && input.keepOpenPayment) {
      throw new BookingError(
        "PAYMENT_IN_PROGRESS",
        "Оплата этой брони уже начата: завершите её на странице оплаты или подождите несколько минут",
      );
    }
    if (open) await cancelPendingInvoice(tx, reservationId, now);
    if (due <= 0) {
      const paid = await latestInvoiceOf(tx, reservationId, ["succeeded"]);
      if (paid) return { invoice: paid, created: false, reference: reservation.reference };
      throw new BookingError("NOTHING_TO_PAY", "По брони нечего оплачивать");
    }
    // The guest gets another hold period on the payment page, but never past the hold's limit.
    if (change?.holdExpiresAt) {
      const extended = extendedHold(now, ctx.config.holdMinutes, change.holdLimit);
      if (extended > change.holdExpiresAt) {
        await updateChange(tx, change.id, { holdExpiresAt: extended, updatedAt: now });
      }
    } else if (reservation.status === "held" && reservation.holdExpiresAt) {
      const limit = holdLimit(reservation.createdAt, ctx.config.holdMinutes);
      const extended = extendedHold(now, ctx.config.holdMinutes, limit);
      if (extended > reservation.holdExpiresAt) {
        await updateReservation(tx, reservationId, { holdExpiresAt: extended, updatedAt: now });
      }
    }
    const row = await insertInvoice(tx, {
      reservationId,
      changeId: change?.id ?? null,
      paymentProviderId: input.paymentProviderId,
      paymentType: input.paymentType,
      amount: due,
      status: "pending",
      receipt: await invoiceReceipt(ctx, tx, reservation, change, due),
      createdAt: now,
      updatedAt: now,
    });
    await insertEvents(tx, [
      {
        reservationId,
        at: now,
        type: "invoice_created",
        status: reservation.status,
        note: change ? `Счёт на доплату за изменение: ${formatRubles(due)}` : `Счёт на ${formatRubles(due)}`,
        data: { invoice_id: row.id, amount: due, ...(change ? { change_id: change.id } : {}) },
      },
    ]);
    return { invoice: row, created: true, reference: reservation.reference };
  });
  await afterCommit(ctx);
  if (invoice.providerPaymentId || invoice.status !== "pending")
    return { invoice: await invoiceDetails(ctx.db, invoice), created };

  // The invoice id is the provider's idempotence key: concurrent or retried calls get one payment.
  let payment: ProviderPayment;
  try {
    if (!invoice.receipt) throw new Error(`Invoice ${invoice.id} has no receipt`);
    payment = await ctx.payments.createPayment({
      amount: invoice.amount,
      description: `Бронирование ${reference}`,
      paymentType: invoice.paymentType === "sbp" ? "sbp" : "card",
      returnUrl: returnUrl(ctx.config, reservationId, input.guestOrigin),
      metadata: { invoice_id: invoice.id, reservation_id: reservationId },
      idempotenceKey: invoice.id,
      receipt: invoice.receipt,
    });
  } catch (error) {
    ctx.log(
      `invoice ${invoice.id}: the payment provider failed: ${describeError(error, { stack: false })}`,
      "error",
    );
    throw new BookingError("PAYMENT_PROVIDER_ERROR", "Платёжный сервис не ответил. Попробуйте ещё раз");
  }
  await attachProviderPayment(ctx.db, invoice.id, {
    providerPaymentId: payment.id,
    confirmationUrl: payment.confirmationUrl,
    updatedAt: now,
  });
  return {
    invoice: await invoiceDetails(ctx.db, {
      ...invoice,
      providerPaymentId: payment.id,
      confirmationUrl: payment.confirmationUrl,
    }),
    created,
  };
}

/**
 * The site's success page with the reservation and its return token, so the page knows the booking
 * and may read its payment without anything kept in the browser (invoice-access.ts): on
 * SITE_URL, or without one on the origin the guest asked for — the default localhost would lose a
 * guest who came by another address (docs/booking-engine.md «Where the payment returns the guest»).
 */
function returnUrl(config: EngineConfig, reservationId: string, guestOrigin: string | undefined): string {
  const base =
    config.returnToGuestOrigin && guestOrigin
      ? new URL("/booking/success", guestOrigin).toString()
      : config.paymentReturnUrl;
  const url = new URL(base);
  url.searchParams.set("reservation", reservationId);
  url.searchParams.set("token", returnToken(config.returnTokenKey, reservationId));
  return url.toString();
}

/**
 * The reservation's latest invoice. While it is pending or waiting, the provider is asked for the
 * payment's status too, so the success page sees the truth even when a webhook is late.
 */
export async function currentInvoice(ctx: EngineContext, reservationId: string): Promise<InvoiceDetails> {
  const reservation = await findReservation(ctx.db, reservationId);
  if (!reservation) throw notFound();
  let invoice = await latestInvoiceOf(ctx.db, reservationId);
  if (!invoice) throw new BookingError("INVOICE_NOT_FOUND", "Счёт по этой брони ещё не выставлен");
  if (invoice.providerPaymentId && (await providerMayMove(ctx.db, invoice))) {
    let payment: ProviderPayment | undefined;
    try {
      payment = await ctx.payments.getPayment(invoice.providerPaymentId);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      // The provider is out of reach: the stored status stands, and the next poll or its webhook decides.
      ctx.log(
        `invoice ${invoice.id}: the payment could not be read from the provider: ${error.message}`,
        "warn",
      );
    }
    if (payment && invoiceStatusOf(payment.status) !== invoice.status) {
      await applyPaymentStatus(ctx, invoice.id, payment);
      invoice = (await latestInvoiceOf(ctx.db, reservationId)) ?? invoice;
    }
  }
  return invoiceDetails(ctx.db, invoice);
}

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
      await refundInvoiceInFull(ctx, tx, reservation, invoice, "Оплата отменённого счёта", now);
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
    // Paid within its hold, a change keeps the old terms as its quote stated them.
    oldTermsAt: change && now.getTime() <= change.holdLimit.getTime() ? change.createdAt : undefined,
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
