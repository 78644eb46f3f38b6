/**
 * Lapsed holds and late payments (docs/booking-engine.md, «Lapsed holds and late payments»).
 *
 * - A hold that lapses has its open (pending) payment withdrawn: by the next write that releases
 *   it (holds.ts, `withdrawLapsedPayments`), and by the engine's worker, which sweeps lapsed holds
 *   in bounded batches (`sweepLapsedHolds`). The sandbox's pay page refuses a lapsed hold's payment
 *   at once, sweep or not (`payPageState`).
 * - A payment that the provider still reports after the lapse (a capture, or money held) is a late
 *   payment: it takes the rooms back only when they are free and the guest holds no other live
 *   booking of the same stay — the same e-mail (any case) or phone digits, the same arrival and
 *   departure, confirmed or held in time — nor the session holds the same request again; otherwise
 *   captured money is refunded in full and money held is released, recorded in the booking's
 *   history and e-mailed. A guest is never charged twice for one stay, and taking the rooms back
 *   never meets the session's unique index (`reservations_session_request`).
 *
 * Everything here runs inside the caller's transaction except the sweep, which is its own; calls
 * to the provider are outbox rows, delivered after the commit.
 */
import type { RefundWhy } from "../../mail/data";
import { formatRubles } from "../../../rules";
import { inTransaction, type Executor } from "../../db";
import { pendingChangeOf, updateChange, type ChangeRow } from "../../db/repositories/changes";
import { lockLapsedInvoices } from "../../db/repositories/hold-lapse";
import { findInvoiceByProviderPayment, type InvoiceRow } from "../../db/repositories/payments";
import {
  eventsOf,
  findLiveTwin,
  findReservation,
  hasInvoiceEvent,
  insertEvents,
  lockKeys,
  roomsOf,
  type ReservationRow,
} from "../../db/repositories/reservations";
import type { InvoiceStatus, ReservationStatus } from "../../db/schema";
import { changeLive, pendingChangeDetails } from "./pending-change";
import type { EngineContext } from "../context";
import { BookingError } from "../errors";
import { hasLapsed, lapsedHolds, moveRooms, PAYMENT_WITHDRAWN, withdrawLapsedPayments } from "./holds";
import { enqueueCancelPayment } from "../outbox";
import { roomStays } from "./reservation-parts";
import { effectiveStatus } from "./reservations";
import { afterCommit, refundInvoiceInFull } from "./settlement";

/** Whether a payment may keep its rooms, and why not. */
export type Securing =
  | { secured: true }
  | { secured: false; why: "inactive" | "sold_out" }
  | { secured: false; why: "duplicate"; twin: ReservationRow };

/** Lapsed holds' payments withdrawn per sweep at most; the rest wait for the next tick. */
const SWEEP_BATCH = 100;

/**
 * One sweep of the worker: withdraws the pending payments of up to `limit` lapsed holds (and of
 * holds already released whose payment is still open), in one transaction, and hands the
 * provider's cancellations to the outbox. Returns how many were withdrawn.
 */
export async function sweepLapsedHolds(
  ctx: EngineContext,
  options: { limit?: number } = {},
): Promise<number> {
  const now = ctx.clock.now();
  const withdrawn = await inTransaction(ctx.db, async (tx) => {
    const lapsed = await lockLapsedInvoices(tx, lapsedHolds(now), options.limit ?? SWEEP_BATCH);
    return withdrawLapsedPayments(tx, now, {
      reservationIds: lapsed.flatMap((row) => (row.changeId ? [] : [row.reservationId])),
      changeIds: lapsed.flatMap((row) => (row.changeId ? [row.changeId] : [])),
    });
  });
  if (withdrawn > 0) await afterCommit(ctx);
  return withdrawn;
}

/** Whether the invoice was withdrawn only because its hold lapsed (not by a change or cancellation). */
async function withdrawnForLapse(db: Executor, invoice: InvoiceRow): Promise<boolean> {
  if (invoice.status !== "canceled") return false;
  return hasInvoiceEvent(db, invoice.reservationId, PAYMENT_WITHDRAWN, invoice.id);
}

/** The booking's status once a refused late payment is recorded: a lapsed hold is expired by then. */
function statusAfterRefusal(reservation: ReservationRow, invoice: InvoiceRow): ReservationStatus {
  return invoice.changeId || reservation.status === "canceled" ? reservation.status : "expired";
}

/**
 * Whether money taken (`succeeded`) or held (`waiting`) for this canceled invoice is a late payment
 * of its hold, decided by `securePayment` like an open invoice's, rather than the payment of an
 * invoice the hotel withdrew (refunded in full). Money held is taken up only for a booking's own
 * invoice: a withdrawn change's invoice may have been followed by another open one, and the
 * booking can have one open invoice at a time.
 */
export async function capturedLate(
  tx: Executor,
  invoice: InvoiceRow,
  target: InvoiceStatus,
): Promise<boolean> {
  if (target !== "succeeded" && !(target === "waiting" && !invoice.changeId)) return false;
  return withdrawnForLapse(tx, invoice);
}

/**
 * Whether the status poll should still ask the provider about this invoice: an open one, or one
 * withdrawn for its lapse, whose payment the provider may yet capture (when its notification is lost,
 * the poll is what notices the money).
 */
export async function providerMayMove(db: Executor, invoice: InvoiceRow): Promise<boolean> {
  if (!invoice.providerPaymentId) return false;
  if (invoice.status === "pending" || invoice.status === "waiting") return true;
  return withdrawnForLapse(db, invoice);
}

/**
 * Whether the payment of `invoice` (moving to waiting or succeeded) keeps or gets its rooms: a
 * confirmed booking, or a hold still in time, keeps them; a hold that lapsed (released or not)
 * takes them back only when the guest has no live booking of the same stay and they are free; a
 * change's difference keeps its change's rooms, or takes an expired change's back when free.
 * Taking the rooms back after a lapse is written into the booking's history.
 */
export async function securePayment(
  tx: Executor,
  reservation: ReservationRow,
  invoice: InvoiceRow,
  change: ChangeRow | undefined,
  now: Date,
): Promise<Securing> {
  if (invoice.changeId) return changeSecured(tx, reservation, invoice, change, now);
  if (reservation.status === "confirmed") return { secured: true };
  if (reservation.status === "canceled") return { secured: false, why: "inactive" };
  if (reservation.status === "held" && !hasLapsed(reservation, lapsedHolds(now).reservations)) {
    return { secured: true };
  }
  // A late payment. Late payments of the same guest and stay are decided one after the other, so
  // two of them cannot both see no other booking.
  await lockKeys(tx, [
    `late-stay|${reservation.arrival}|${reservation.departure}|email|${reservation.email.toLowerCase()}`,
    ...(reservation.phoneDigits
      ? [`late-stay|${reservation.arrival}|${reservation.departure}|phone|${reservation.phoneDigits}`]
      : []),
  ]);
  // Every lapsed hold is released first (this one too, when no write has yet): what still holds
  // rooms after it is live.
  await moveRooms(tx, now, {});
  const twin = await findLiveTwin(tx, reservation, lapsedHolds(now).reservations);
  if (twin) return { secured: false, why: "duplicate", twin };
  if (!(await retake(tx, now, { take: roomStays(reservation, await roomsOf(tx, reservation.id)) }))) {
    return { secured: false, why: "sold_out" };
  }
  await insertEvents(tx, [
    {
      reservationId: reservation.id,
      at: now,
      type: "hold_retaken",
      status: "held",
      note: "Оплата пришла после окончания брони: номера ещё были свободны и снова закреплены за гостем",
      data: { invoice_id: invoice.id },
    },
  ]);
  return { secured: true };
}

/** Takes rooms back in the caller's transaction; false when they were sold meanwhile. */
async function retake(tx: Executor, now: Date, rooms: Parameters<typeof moveRooms>[2]): Promise<boolean> {
  try {
    await moveRooms(tx, now, rooms);
    return true;
  } catch (error) {
    if (error instanceof BookingError && error.code === "SOLD_OUT") return false;
    throw error;
  }
}

/**
 * Whether the pending change an invoice pays still has its extra rooms: a pending row keeps them
 * in `taken` until a write expires it; an expired one takes them back if they are still free and
 * no other change replaced it. Its hold is then firm (null) until the payment ends.
 */
async function changeSecured(
  tx: Executor,
  reservation: ReservationRow,
  invoice: InvoiceRow,
  change: ChangeRow | undefined,
  now: Date,
): Promise<Securing> {
  if (!change || reservation.status !== "confirmed") return { secured: false, why: "inactive" };
  if (change.status === "expired") {
    if (await pendingChangeOf(tx, reservation.id)) return { secured: false, why: "inactive" };
    // A lapsed change is taken up only over the very booking it was asked for: changed since (or
    // paid or refunded since), the payment no longer fits what is owed and goes back whole.
    const changedSince = (await eventsOf(tx, reservation.id)).some(
      (event) => event.type === "changed" && event.at.getTime() > change.createdAt.getTime(),
    );
    if (changedSince || pendingChangeDetails(change, reservation).toPay !== invoice.amount) {
      return { secured: false, why: "inactive" };
    }
    if (!(await retake(tx, now, { takeNights: change.extraNights })))
      return { secured: false, why: "sold_out" };
  } else if (change.status !== "pending") {
    return { secured: false, why: "inactive" };
  }
  await updateChange(tx, change.id, { status: "pending", holdExpiresAt: null, updatedAt: now });
  return { secured: true };
}

/**
 * Money held (`waiting`) for a payment that cannot keep its rooms: the provider is asked to let
 * it go (no charge), and the booking's history says why.
 */
export async function releaseRefusedPayment(
  tx: Executor,
  reservation: ReservationRow,
  invoice: InvoiceRow,
  refusal: Exclude<Securing, { secured: true }>,
  now: Date,
): Promise<void> {
  if (invoice.providerPaymentId) {
    await enqueueCancelPayment(tx, now, reservation.id, invoice.providerPaymentId);
  }
  await insertEvents(tx, [
    {
      reservationId: reservation.id,
      at: now,
      type: refusal.why === "duplicate" ? "payment_duplicate" : "payment_refused",
      status: statusAfterRefusal(reservation, invoice),
      note:
        refusal.why === "duplicate"
          ? `Платёж пришёл после окончания брони, а у гостя уже есть бронь ${refusal.twin.reference} на те же даты: платёж отменён, деньги не списываются`
          : refusal.why === "sold_out"
            ? "Платёж пришёл, когда номера уже были проданы: платёж отменён"
            : "Платёж пришёл, когда бронь уже не действовала: платёж отменён",
      data: {
        invoice_id: invoice.id,
        ...(refusal.why === "duplicate" ? { duplicate_of: refusal.twin.id } : {}),
      },
    },
  ]);
}

/**
 * A captured payment that cannot keep its rooms is given back in full at once (refundInvoiceInFull:
 * the refund goes to the provider after the commit and the guest gets the refund e-mail), and the
 * booking's history says why: `paid_duplicate` when the guest already has the stay booked,
 * `paid_too_late` when the rooms were sold or the booking or change no longer counts.
 * `paid` is the booking with this payment already counted as paid.
 */
const SOLD_OUT: RefundWhy = { code: "soldOut" };
const LATE: RefundWhy = { code: "late" };
const LATE_CHANGE: RefundWhy = { code: "lateChange" };
const CANCELED: RefundWhy = { code: "canceled" };

export async function refundLatePayment(
  ctx: EngineContext,
  tx: Executor,
  paid: ReservationRow,
  invoice: InvoiceRow,
  refusal: Exclude<Securing, { secured: true }>,
  now: Date,
): Promise<void> {
  const amount = formatRubles(invoice.amount);
  const event: { type: string; note: string; reason: string; why: RefundWhy } =
    refusal.why === "duplicate"
      ? {
          type: "paid_duplicate",
          note: `Оплата ${amount} пришла после окончания брони, а у гостя уже есть действующая бронь ${refusal.twin.reference} на те же даты: деньги возвращаются, чтобы не списать дважды`,
          reason: `Оплата пришла после окончания брони, а на те же даты у вас уже есть бронь ${refusal.twin.reference}, поэтому второй раз мы деньги не списываем`,
          why: { code: "duplicate", twin: refusal.twin.reference },
        }
      : {
          type: "paid_too_late",
          note: invoice.changeId
            ? `Доплата ${amount} пришла, когда изменение уже не действовало: деньги возвращаются`
            : refusal.why === "sold_out"
              ? `Оплата ${amount} пришла после окончания брони, когда номера уже были проданы: деньги возвращаются`
              : `Оплата ${amount} пришла, когда бронь уже не действовала: деньги возвращаются`,
          reason:
            refusal.why === "sold_out" && !invoice.changeId
              ? "Оплата пришла после окончания брони, когда номера уже были заняты"
              : "Оплата после окончания брони",
          why: invoice.changeId
            ? LATE_CHANGE
            : refusal.why === "sold_out"
              ? SOLD_OUT
              : paid.status === "canceled"
                ? CANCELED
                : LATE,
        };
  await insertEvents(tx, [
    {
      reservationId: paid.id,
      at: now,
      type: event.type,
      status: statusAfterRefusal(paid, invoice),
      note: event.note,
      data: {
        invoice_id: invoice.id,
        amount: invoice.amount,
        ...(refusal.why === "duplicate"
          ? { duplicate_of: refusal.twin.id, duplicate_reference: refusal.twin.reference }
          : {}),
      },
    },
  ]);
  await refundInvoiceInFull(ctx, tx, paid, invoice, event.reason, event.why, now);
}

/**
 * What the sandbox's pay page may do with a provider payment, by the engine's state now: `open`
 * (take the card), `lapsed` (the hold or change it pays has lapsed or the booking was cancelled:
 * «Срок оплаты истёк», even before the sweep or a write released it) or `withdrawn` (the invoice
 * no longer counts: another one replaced it). A payment the engine does not know is `open`: the
 * page then shows the provider's own state.
 */
export async function payPageState(
  ctx: EngineContext,
  providerPaymentId: string,
): Promise<"open" | "lapsed" | "withdrawn"> {
  const invoice = await findInvoiceByProviderPayment(ctx.db, ctx.payments.id, providerPaymentId);
  if (!invoice) return "open";
  const reservation = await findReservation(ctx.db, invoice.reservationId);
  if (!reservation) return "open";
  const now = ctx.clock.now();
  const status = effectiveStatus(reservation, now);
  let live = status === "held" || status === "confirmed";
  if (live && invoice.changeId) {
    const change = await pendingChangeOf(ctx.db, reservation.id);
    live = change?.id === invoice.changeId && changeLive(change, now);
  }
  if (!live) return "lapsed";
  return invoice.status === "canceled" ? "withdrawn" : "open";
}
