/**
 * Pending changes. A change of a paid booking that costs more than was paid does not touch the
 * booking: it is kept aside with the rooms it needs beyond the booking's own held for a hold
 * period, and replaces the booking's dates and rooms only when its difference is paid. Unpaid in
 * time, it simply stops counting (reads ignore it at once, the next write gives its rooms back),
 * so the booking stays what was paid without any background job.
 */
import { formatRubles, type IsoDate } from "../../../rules";
import type { Executor } from "../../db";
import { type ChangeRow } from "../../db/repositories/changes";
import {
  deleteExtras,
  deleteRooms,
  insertExtras,
  roomsOf,
  updateReservation,
  type ReservationRow,
} from "../../db/repositories/reservations";
import type { StoredChangeExtra, StoredChangeRoom } from "../../db/schema";
import { moveRooms, roomDifference } from "./holds";
import { moveTransfer } from "./logistics";
import { changeRooms } from "./pending-change";
import { roomStays, storePricedRooms, type PricedRoom } from "./reservation-parts";

export function storedChangeRooms(rooms: readonly PricedRoom[]): StoredChangeRoom[] {
  return rooms.map((room) => ({
    ...room,
    freeCancellationUntil: room.freeCancellationUntil ? room.freeCancellationUntil.toISOString() : null,
  }));
}

export interface NewStay {
  arrival: IsoDate;
  departure: IsoDate;
  rooms: readonly PricedRoom[];
  /** The extras after the change; absent → they stay as they are. */
  extras?: readonly StoredChangeExtra[] | null | undefined;
}

/** Writes a new stay (dates, rooms, amounts) over the booking's; inventory is the caller's. */
export async function replaceStay(
  tx: Executor,
  reservation: ReservationRow,
  stay: NewStay,
  now: Date,
): Promise<ReservationRow> {
  await deleteRooms(tx, reservation.id);
  await storePricedRooms(tx, reservation.id, stay.rooms);
  const roomsAmount = stay.rooms.reduce((sum, room) => sum + room.amount, 0);
  let extrasAmount = reservation.extrasAmount;
  if (stay.extras) {
    await deleteExtras(tx, reservation.id);
    await insertExtras(tx, reservation.id, stay.extras);
    extrasAmount = stay.extras.reduce((sum, extra) => sum + extra.amount, 0);
  }
  return updateReservation(tx, reservation.id, {
    arrival: stay.arrival,
    departure: stay.departure,
    roomsAmount,
    extrasAmount,
    totalAmount: roomsAmount + extrasAmount + reservation.transferAmount,
    // The transfer follows the new dates (logistics.ts).
    transfer: await moveTransfer(tx, reservation, stay, now),
    updatedAt: now,
  });
}

/**
 * Makes a paid pending change the booking: its extra rooms are already taken, the booking's
 * nights the change does not keep go back on sale.
 */
export async function applyPendingChange(
  tx: Executor,
  reservation: ReservationRow,
  change: ChangeRow,
  now: Date,
): Promise<ReservationRow> {
  const stay = {
    arrival: change.arrival,
    departure: change.departure,
    rooms: changeRooms(change),
    extras: change.extras,
  };
  const { freed } = roomDifference(
    roomStays(reservation, await roomsOf(tx, reservation.id)),
    roomStays(stay, stay.rooms),
  );
  await moveRooms(tx, now, { releaseNights: freed });
  return replaceStay(tx, reservation, stay, now);
}

export function describeChange(
  before: { arrival: IsoDate; departure: IsoDate; totalAmount: number },
  after: { arrival: IsoDate; departure: IsoDate; newTotal: number; toPay: number; toRefund: number },
): string {
  const parts = [];
  if (before.arrival !== after.arrival || before.departure !== after.departure) parts.push("даты");
  parts.push(`сумма ${formatRubles(before.totalAmount)} → ${formatRubles(after.newTotal)}`);
  if (after.toPay > 0) parts.push(`к доплате ${formatRubles(after.toPay)}`);
  if (after.toRefund > 0) parts.push(`к возврату ${formatRubles(after.toRefund)}`);
  return parts.join(", ");
}
