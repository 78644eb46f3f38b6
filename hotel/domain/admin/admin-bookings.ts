/**
 * What a manager does with one booking from the Studio's «Бронирования» (docs/studio-tools.md):
 * read its card (the booking, its history, the e-mails and refunds of the outbox, what managers
 * did, how it was paid), change its dates or guests — by the guest's own change, the same rules
 * and money —, cancel it — by the rate's policy or without a refund —, send the confirmation
 * again (a new outbox row), and leave an internal note the guest never sees. Every action is
 * recorded with who and when, in the action's own transaction.
 */
import { hotelToday } from "../../../rules";
import { inTransaction } from "../../db";
import { findReservation } from "../../db/repositories/reservations";
import { adminActions, recordAction, toAdminAction, type Manager, type AdminAction } from "./audit";
import { mailBooking } from "../mail/booking-mails";
import type { EngineContext } from "../context";
import { BookingError } from "../errors";
import {
  cancelReservation,
  cancellationInfo,
  changeReservation,
  reservationHistory,
  type CancellationInfo,
  type ChangeRequest,
} from "../reservations/manage";
import { enqueueMails, outboxEntries, type OutboxEntry } from "../outbox";
import {
  effectiveStatus,
  getReservation,
  notFound,
  type ReservationDetails,
} from "../reservations/reservations";
import { afterCommit } from "../reservations/settlement";
import { paidByTestPayment } from "../payments/test-payments";
import { paymentsOf, type BookingPayment } from "./booking-payments";

export interface BookingCard {
  reservation: ReservationDetails;
  history: Awaited<ReturnType<typeof reservationHistory>>;
  /** E-mails, refunds and payment cancellations of the booking (the outbox), newest first. */
  effects: OutboxEntry[];
  /** Managers' actions and notes, newest first. */
  actions: AdminAction[];
  /**
   * What a cancellation by the policy would give back now; null when the booking cannot be
   * cancelled (no longer active, or its stay has begun).
   */
  cancellation: CancellationInfo | null;
  /** Money of the booking came from a test payment: the card says «ТЕСТОВАЯ ОПЛАТА». */
  testPayment: boolean;
  /** The booking's succeeded payments: amount, card or SBP, when. */
  payments: BookingPayment[];
}

export async function bookingCard(ctx: EngineContext, reservationId: string): Promise<BookingCard> {
  const reservation = await getReservation(ctx, reservationId);
  const history = await reservationHistory(ctx, reservationId);
  const { entries } = await outboxEntries(ctx, { reservationId, limit: 200, offset: 0 });
  const { actions } = await adminActions(ctx, { reservationId, limit: 200, offset: 0 });
  let cancellation: CancellationInfo | null = null;
  const stayStarted = reservation.arrival < hotelToday(ctx.clock.now());
  if ((reservation.status === "held" || reservation.status === "confirmed") && !stayStarted) {
    cancellation = await cancellationInfo(ctx, reservationId).catch(() => null);
  }
  const testPayment = await paidByTestPayment(ctx.db, reservationId);
  const payments = await paymentsOf(ctx.db, reservationId);
  return { reservation, history, effects: entries, actions, cancellation, testPayment, payments };
}

/**
 * A manager's change of dates or guests: the guest's change (reservations/manage.ts), the same
 * rules and money — a dearer change of a paid booking waits for the guest's payment, a cheaper
 * one refunds by the rate's policy —, recorded with the manager as its author. Without `apply`,
 * only the quote.
 */
export function changeByManager(
  ctx: EngineContext,
  reservationId: string,
  request: ChangeRequest,
  manager: Manager,
  options: { apply: boolean },
) {
  return changeReservation(ctx, reservationId, request, { apply: options.apply, by: manager });
}

export function cancelByManager(
  ctx: EngineContext,
  reservationId: string,
  request: { refund: "policy" | "none"; reason?: string | undefined },
  manager: Manager,
) {
  return cancelReservation(ctx, reservationId, request.reason, {
    by: "manager",
    manager,
    refund: request.refund,
  });
}

/** Sends the guest the booking's confirmation again (a confirmed booking only). */
export async function resendConfirmation(
  ctx: EngineContext,
  reservationId: string,
  manager: Manager,
): Promise<{ to: string }> {
  const now = ctx.clock.now();
  const to = await inTransaction(ctx.db, async (tx) => {
    const row = await findReservation(tx, reservationId);
    if (!row) throw notFound();
    if (effectiveStatus(row, now) !== "confirmed") {
      throw new BookingError(
        "RESERVATION_NOT_ACTIVE",
        "Подтверждение отправляется только по подтверждённой (оплаченной) брони",
        { status: effectiveStatus(row, now) },
      );
    }
    await enqueueMails(tx, now, reservationId, [
      { to: row.email, data: { template: "booking-confirmed", booking: await mailBooking(tx, row, now) } },
    ]);
    await recordAction(tx, now, manager, {
      action: "reservation.resend",
      reservationId,
      summary: `Подтверждение брони ${row.reference} отправлено гостю ещё раз на ${row.email}`,
    });
    return row.email;
  });
  await afterCommit(ctx);
  return { to };
}

/** An internal note on the booking: for managers only, never in the guest's history. */
export async function addBookingNote(
  ctx: EngineContext,
  reservationId: string,
  text: string,
  manager: Manager,
): Promise<AdminAction> {
  const now = ctx.clock.now();
  const row = await findReservation(ctx.db, reservationId);
  if (!row) throw notFound();
  const note = text.trim();
  if (!note) throw new BookingError("VALIDATION_ERROR", "Напишите текст заметки");
  return toAdminAction(
    await recordAction(ctx.db, now, manager, { action: "reservation.note", reservationId, summary: note }),
  );
}
