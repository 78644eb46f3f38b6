/**
 * A booking's priced rooms and parts, and what the guest still owes: what the reservations, the
 * changes, the settlement and the e-mails all read. A leaf of the domain (it imports storage and
 * the money rules, never another booking module), so that none of them needs reservations.ts for
 * it and the domain has no import cycle (docs/architecture.md, «The module graph»).
 */
import type { IsoDate } from "../../../rules";
import type { Executor } from "../../db";
import { roomsInsert, type ReservationRow } from "../../db/repositories/reservations";
import type { ReservationStatus } from "../../db/schema";
import type { RoomStay } from "./holds";
import { stayParts } from "../money/ledger";
import type { Part } from "../money/terms";
import type { PricedExtra } from "../prices/booking-price";

export interface PricedRoom {
  idx: number;
  adults: number;
  children: number;
  roomTypeId: number;
  roomTypeTitle: string;
  ratePlanId: number;
  ratePlanTitle: string;
  amount: number;
  nightly: { date: IsoDate; amount: number }[];
  refundable: boolean;
  freeCancellationUntil: Date | null;
}

/** Stores a booking's priced rooms as its rows (titles stay in the catalogue). */
export async function storePricedRooms(
  tx: Executor,
  reservationId: string,
  rooms: readonly PricedRoom[],
): Promise<void> {
  const statement = pricedRoomsInsert(tx, reservationId, rooms);
  if (statement) await statement;
}

/** storePricedRooms as a statement not yet run, for a caller that sends it along with another. */
export function pricedRoomsInsert(tx: Executor, reservationId: string, rooms: readonly PricedRoom[]) {
  return roomsInsert(
    tx,
    reservationId,
    rooms.map((room) => ({
      idx: room.idx,
      roomTypeId: room.roomTypeId,
      ratePlanId: room.ratePlanId,
      adults: room.adults,
      children: room.children,
      amount: room.amount,
      nightly: room.nightly,
      refundable: room.refundable,
      freeCancellationUntil: room.freeCancellationUntil,
    })),
  );
}

/** What the guest still owes: nothing once the booking is cancelled or its hold ran out. */
export function balanceDue(row: ReservationRow, status: ReservationStatus = row.status): number {
  if (status === "canceled" || status === "expired") return 0;
  return Math.max(0, row.totalAmount - (row.paidAmount - row.refundedAmount));
}

/** The parts of a booking as stored (rows) or as just priced: the fields read here are the same. */
export interface ReservationParts {
  reservation: ReservationRow;
  rooms: readonly PricedRoom[];
  extras: readonly PricedExtra[];
}

/**
 * The parts of a booking (money/terms.ts) from its rows already read. The transfer's title is only
 * for receipts, which are built from `partsOf`; the terms do not read it.
 */
export function aggregateParts({ reservation: row, rooms, extras }: ReservationParts): Part[] {
  return stayParts({
    arrival: row.arrival,
    departure: row.departure,
    rooms,
    extras,
    transfer: row.transferAmount > 0 ? { title: "Трансфер", amount: row.transferAmount } : null,
  });
}

export function roomStays(
  stay: { arrival: IsoDate; departure: IsoDate },
  rooms: readonly { roomTypeId: number }[],
): RoomStay[] {
  return rooms.map((room) => ({
    roomTypeId: room.roomTypeId,
    arrival: stay.arrival,
    departure: stay.departure,
  }));
}
