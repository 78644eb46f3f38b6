/**
 * Which e-mails a booking's changes send, written as outbox rows by the change's own transaction:
 * the facts are taken from the booking as that transaction leaves it, so the e-mail says what
 * was committed, whenever it is delivered.
 */
import { nights, type IsoDate, type Language } from "../../../rules";
import type { Executor } from "../../db";
import { englishTitles } from "../../db/repositories/catalogue";
import { aggregateOf, findReservation, type ReservationRow } from "../../db/repositories/reservations";
import type { ReservationStatus } from "../../db/schema";
import type { MailBooking, MailData } from "../../mail/data";
import type { Manager } from "../admin/audit";
import type { EngineContext } from "../context";
import { enqueueMails, type MailEffect } from "../outbox";
import { ledgerFor } from "../money/ledger";
import { roomDeadlines } from "../money/terms";
import { aggregateParts, balanceDue } from "../reservations/reservation-parts";
import { paidByTestPayment } from "../payments/test-payments";

/**
 * The booking as an e-mail shows it, in `language`: the booking's own for the guest's e-mails
 * (room, rate and extra names from the catalogue's English titles where it is English, the
 * Russian ones where none is set), Russian for the hotel's notices.
 */
export async function mailBooking(
  tx: Executor,
  row: ReservationRow,
  now: Date,
  language: Language = row.language,
): Promise<MailBooking> {
  const aggregate = await aggregateOf(tx, row);
  const { rooms, extras } = aggregate;
  const english = language === "en" ? await englishTitles(tx) : undefined;
  // A room's deadline is told only while its money still cancels free (docs/money.md).
  const parts = aggregateParts(aggregate);
  const deadlines = roomDeadlines(parts, (await ledgerFor(tx, row, parts)).accounts, now);
  return {
    language,
    guestLanguage: row.language,
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
      roomType: english?.roomTypes.get(room.roomTypeId) ?? room.roomTypeTitle,
      ratePlan: english?.ratePlans.get(room.ratePlanId) ?? room.ratePlanTitle,
      adults: room.adults,
      children: room.children,
      amount: room.amount,
      refundable: room.refundable,
      freeCancellationUntil: deadlines.get(`room:${room.idx}`)?.toISOString() ?? null,
    })),
    extras: extras.map((extra) => ({
      title: english?.extras.get(extra.code) ?? extra.title,
      quantity: extra.quantity,
      amount: extra.amount,
    })),
    transferAmount: row.transferAmount,
    transfer: row.transfer,
    comment: row.comment,
    total: row.totalAmount,
    paid: row.paidAmount,
    refunded: row.refundedAmount,
    balanceDue: balanceDue(row),
    testPayment: await paidByTestPayment(tx, row.id),
  };
}

type GuestMail = MailData extends infer Data
  ? Data extends MailData
    ? Omit<Data, "booking">
    : never
  : never;

/**
 * Writes the guest's e-mails about the booking as it now stands in `tx` (read again, so the
 * caller's copy may be stale). The hotel's notices are `mailHotel`'s.
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
  const booking = await mailBooking(tx, row, now);
  const effects: MailEffect[] = mails.map((mail) => ({
    to: row.email,
    data: { ...mail, booking } as MailData,
  }));
  await enqueueMails(tx, now, reservationId, effects);
}

/** The booking as it was before the event (the caller's row from before it fits). */
interface BookingBefore {
  status: ReservationStatus;
  arrival: IsoDate;
  departure: IsoDate;
  totalAmount: number;
}

/**
 * What the hotel is told of (docs/money.md#the-hotel-is-told):
 * - `paid`: a payment succeeded — the booking's first (a new paid booking) or the difference of a
 *   pending change (`change`: the change took effect); `before` is the booking before the payment;
 * - `changed`: a change of a paid booking was made at once, with what it refunded;
 * - `canceled`: a paid booking was cancelled, by the guest or a manager, with the refund;
 * - `transfer`: the guest gave the transfer's flights.
 */
type HotelEvent =
  | { kind: "paid"; amount: number; before: BookingBefore; change: boolean }
  | { kind: "changed"; before: BookingBefore; refund: number }
  | {
      kind: "canceled";
      by: { by: "guest" } | { by: "manager"; manager: Manager };
      reason?: string | undefined;
      refund: number;
    }
  | { kind: "transfer" };

/** Money the booking holds beyond its price that is not given back: the hotel keeps it. */
function keptBeyondPrice(booking: MailBooking): number {
  return Math.max(0, booking.paid - booking.refunded - booking.total);
}

/** The hotel's e-mail of an event, or undefined when the hotel need not hear of it. */
function hotelMail(event: HotelEvent, booking: MailBooking): MailData | undefined {
  const from = (before: BookingBefore) => ({
    arrival: before.arrival,
    departure: before.departure,
    total: before.totalAmount,
  });
  switch (event.kind) {
    case "paid":
      if (event.change) {
        return {
          template: "hotel-booking-changed",
          booking,
          change: { from: from(event.before), toPay: event.amount, toRefund: 0 },
          money: { paid: event.amount, refunded: 0, kept: keptBeyondPrice(booking) },
        };
      }
      // A further payment of a booking already confirmed (not a change) is not news to the hotel.
      if (event.before.status === "confirmed") return undefined;
      return { template: "hotel-new-booking", booking, money: { paid: event.amount, refunded: 0, kept: 0 } };
    case "changed":
      return {
        template: "hotel-booking-changed",
        booking,
        change: { from: from(event.before), toPay: 0, toRefund: event.refund },
        money: { paid: 0, refunded: event.refund, kept: keptBeyondPrice(booking) },
      };
    case "canceled":
      return {
        template: "hotel-booking-canceled",
        booking,
        canceledBy: {
          by: event.by.by,
          ...(event.by.by === "manager" ? { manager: event.by.manager.name } : {}),
          ...(event.reason ? { reason: event.reason } : {}),
        },
        // Whatever the booking still holds after the refund is the hotel's.
        money: { paid: 0, refunded: event.refund, kept: Math.max(0, booking.paid - booking.refunded) },
      };
    case "transfer":
      return { template: "hotel-transfer-updated", booking };
  }
}

/**
 * Writes the hotel's notice of `event` about the booking as it now stands in `tx`, to the hotel's
 * address (HOTEL_MAIL_TO); replying to it answers the guest.
 */
export async function mailHotel(
  ctx: EngineContext,
  tx: Executor,
  reservationId: string,
  now: Date,
  event: HotelEvent,
): Promise<void> {
  const row = await findReservation(tx, reservationId);
  if (!row) return;
  const data = hotelMail(event, await mailBooking(tx, row, now, "ru"));
  if (!data) return;
  await enqueueMails(tx, now, reservationId, [{ to: ctx.config.hotelMailTo, replyTo: row.email, data }]);
}
