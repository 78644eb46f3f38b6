/**
 * Which e-mails a booking's changes send, written as outbox rows by the change's own transaction:
 * the facts are taken from the booking as that transaction leaves it, so the e-mail says what
 * was committed, whenever it is delivered.
 */
import { nights } from "../../rules";
import type { Executor } from "../db";
import { aggregateOf, findReservation, type ReservationRow } from "../db/repositories/reservations";
import type { MailBooking, MailData } from "../mail/data";
import type { EngineContext } from "./context";
import { enqueueMails, type MailEffect } from "./outbox";
import { balanceDue } from "./reservations";

export async function mailBooking(tx: Executor, row: ReservationRow): Promise<MailBooking> {
  const { rooms, extras } = await aggregateOf(tx, row);
  return {
    reference: row.reference,
    firstName: row.firstName,
    fullName: `${row.lastName} ${row.firstName} ${row.middleName}`.trim(),
    email: row.email,
    phone: row.phone,
    arrival: row.arrival,
    departure: row.departure,
    nights: nights(row.arrival, row.departure),
    arrivalTime: row.arrivalTime,
    departureTime: row.departureTime,
    rooms: rooms.map((room) => ({
      roomType: room.roomTypeTitle,
      ratePlan: room.ratePlanTitle,
      adults: room.adults,
      children: room.children,
      amount: room.amount,
      refundable: room.refundable,
      freeCancellationUntil: room.freeCancellationUntil ? room.freeCancellationUntil.toISOString() : null,
    })),
    extras: extras.map((extra) => ({ title: extra.title, quantity: extra.quantity, amount: extra.amount })),
    transferAmount: row.transferAmount,
    total: row.totalAmount,
    paid: row.paidAmount,
    refunded: row.refundedAmount,
    balanceDue: balanceDue(row),
  };
}

type GuestMail = MailData extends infer Data
  ? Data extends MailData
    ? Omit<Data, "booking">
    : never
  : never;

/**
 * Writes the guest's e-mails about the booking as it now stands in `tx` (read again, so the
 * caller's copy may be stale); a booking confirmed for the first time also notifies the hotel.
 */
export async function mailGuest(
  ctx: EngineContext,
  tx: Executor,
  reservationId: string,
  now: Date,
  mails: readonly GuestMail[],
): Promise<void> {
  const row = await findReservation(tx, reservationId);
  if (!row || mails.length === 0) return;
  const booking = await mailBooking(tx, row);
  const effects: MailEffect[] = mails.map((mail) => ({
    to: row.email,
    data: { ...mail, booking } as MailData,
  }));
  if (mails.some((mail) => mail.template === "booking-confirmed")) {
    effects.push({
      to: ctx.config.hotelMailTo,
      replyTo: row.email,
      data: { template: "hotel-new-booking", booking },
    });
  }
  await enqueueMails(tx, now, reservationId, effects);
}
