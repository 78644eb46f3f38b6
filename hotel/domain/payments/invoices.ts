/**
 * Invoices: what the guest may pay with, the invoice for the balance due (or a pending change's
 * difference), and the reservation's current invoice. An invoice asks the provider for the money
 * and sends the guest to the provider's page; its status moves pending → waiting → succeeded, or
 * to canceled, by the payment state machine (states.ts).
 *
 * Nothing waits on the provider inside a transaction (the embedded database runs one transaction
 * at a time). Creating a payment and asking its status are direct calls to the provider, made
 * after the transaction that stored the invoice has committed; the invoice's id is the provider's
 * idempotence key, so a retried creation gets the same payment. Withdrawing an open invoice's
 * payment is an outbox row written by the same transaction (settlement.ts, outbox.ts).
 */
import { describeError } from "../../../platform/describe-error";
import { DEFAULT_LANGUAGE, formatRubles, type Language } from "../../../rules";
import { inTransaction, type Executor } from "../../db";
import { pendingChangeOf, updateChange, type ChangeRow } from "../../db/repositories/changes";
import {
  attachProviderPayment,
  insertInvoice,
  latestInvoiceOf,
  openInvoiceOf,
  type InvoiceRow,
} from "../../db/repositories/payments";
import {
  extrasOf,
  findReservation,
  insertEvents,
  lockReservation,
  updateReservation,
  type ReservationRow,
} from "../../db/repositories/reservations";
import type { InvoiceStatus } from "../../db/schema";
import {
  PaymentProviderError,
  type PaymentProvider,
  type PaymentType,
  type ProviderPayment,
  type Receipt,
} from "../../providers/payments/types";
import type { EngineConfig, EngineContext } from "../context";
import { variantWords } from "./variant-words";
import { returnToken } from "./invoice-access";
import { buildReceipt, receiptCustomer } from "./receipts";
import { afterCommit, cancelPendingInvoice } from "../reservations/settlement";
import { BookingError } from "../errors";
import { ledgerFor, partsOf, receiptLines, stayParts, transferOf } from "../money/ledger";
import { settle } from "../money/terms";
import { changeLive, changeRooms, pendingChangeDetails } from "../reservations/pending-change";
import { extendedHold, holdLimit } from "../reservations/holds";
import { providerMayMove } from "../reservations/late-payments";
import { balanceDue } from "../reservations/reservation-parts";
import { effectiveStatus, notFound } from "../reservations/reservations";
import { isTestInvoice } from "./test-payments";
import { applyPaymentStatus, invoiceStatusOf } from "./states";

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

/** The icons of the cards every provider takes (Mastercard, «Мир», Visa, a card). */
const CARD_ICONS = [101, 102, 106, 105];

/**
 * How the guest can pay with the provider in use, in `language` (./variant-words.ts): YooKassa
 * offers a card and SBP as two choices; the sandbox takes cards only, so it offers the card alone
 * and says so — no SBP, no QR icon (docs/booking-journey-payment.md#payment-step-bookingpayment).
 */
export function paymentVariants(
  provider: Pick<PaymentProvider, "id" | "paymentTypes">,
  language: Language = DEFAULT_LANGUAGE,
): PaymentVariant[] {
  const t = variantWords(language);
  const card = (description: string): PaymentVariant => ({
    paymentProviderId: provider.id,
    paymentType: "card",
    name: t("card.name"),
    shortDescription: t("card.shortDescription"),
    iconIds: CARD_ICONS,
    price: 0,
    description,
  });
  if (!provider.paymentTypes.includes("sbp")) return [card(t("card.sandbox"))];
  return provider.paymentTypes.map((type) =>
    type === "card"
      ? card(t("card.yookassa"))
      : {
          paymentProviderId: provider.id,
          paymentType: "sbp",
          name: t("sbp.name"),
          price: 0,
          shortDescription: t("sbp.shortDescription"),
          description: t("sbp.description"),
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
  const { invoice, created, reservation } = await inTransaction(ctx.db, async (tx) => {
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
      return { invoice: open, created: false, reservation };
    if (open && input.keepOpenPayment) {
      throw new BookingError(
        "PAYMENT_IN_PROGRESS",
        "Оплата этой брони уже начата: завершите её на странице оплаты или подождите несколько минут",
      );
    }
    if (open) await cancelPendingInvoice(tx, reservationId, now);
    if (due <= 0) {
      const paid = await latestInvoiceOf(tx, reservationId, ["succeeded"]);
      if (paid) return { invoice: paid, created: false, reservation };
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
    return { invoice: row, created: true, reservation };
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
      description:
        reservation.language === "en"
          ? `Booking ${reservation.reference}`
          : `Бронирование ${reservation.reference}`,
      language: reservation.language,
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
