/**
 * A pending change as the booking shows it: whether it still holds its rooms, its rooms, what is
 * left to pay. A leaf of the domain (storage and holds only), so that reservations.ts can show a
 * change without importing changes.ts, which writes them through logistics.ts and so imports
 * reservations.ts (docs/architecture.md, «The module graph»).
 */
import type { IsoDate } from "../../../rules";
import type { ChangeRow } from "../../db/repositories/changes";
import type { ReservationRow } from "../../db/repositories/reservations";
import { hasLapsed, lapsedHolds } from "./holds";
import type { PricedRoom } from "./reservation-parts";

export interface PendingChange {
  id: string;
  arrival: IsoDate;
  departure: IsoDate;
  rooms: PricedRoom[];
  total: number;
  /** What is still to pay for the change to be made. */
  toPay: number;
  /** Until when its extra rooms are held; null while a payment of the difference is processing. */
  holdExpiresAt: Date | null;
}

/** Whether a change still holds its rooms at `now`: pending, and its hold has not lapsed. */
export function changeLive(change: ChangeRow, now: Date): boolean {
  const lapse = lapsedHolds(now).changes;
  return change.status === lapse.status && !hasLapsed(change, lapse);
}

export function changeRooms(change: ChangeRow): PricedRoom[] {
  return change.rooms.map((room) => ({
    ...room,
    freeCancellationUntil: room.freeCancellationUntil ? new Date(room.freeCancellationUntil) : null,
  }));
}

export function pendingChangeDetails(change: ChangeRow, reservation: ReservationRow): PendingChange {
  return {
    id: change.id,
    arrival: change.arrival,
    departure: change.departure,
    rooms: changeRooms(change),
    total: change.totalAmount,
    toPay: Math.max(0, change.totalAmount - (reservation.paidAmount - reservation.refundedAmount)),
    holdExpiresAt: change.holdExpiresAt,
  };
}
