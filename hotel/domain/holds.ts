/**
 * Taking and giving back rooms, inside the caller's transaction. Every write that changes
 * inventory first expires the holds whose time ran out (so correctness never waits for a
 * sweeper), then locks all the nights it touches in one ordered statement, checks that every night
 * it adds a room to has one free, and applies the changes. The CHECK on `inventory` refuses an
 * oversold night even if this check were wrong.
 */
import { stayNights, type IsoDate } from "../../rules";
import type { Executor } from "../db";
import {
  applyInventoryDeltas,
  expireHolds,
  lockInventory,
  type ExpiredHoldRoom,
} from "../db/repositories/inventory";
import { insertEvents } from "../db/repositories/reservations";
import { BookingError } from "./errors";

export interface RoomStay {
  roomTypeId: number;
  arrival: IsoDate;
  departure: IsoDate;
}

function key(roomTypeId: number, date: string): string {
  return `${roomTypeId}|${date}`;
}

function addNights(deltas: Map<string, number>, rooms: readonly RoomStay[], sign: 1 | -1): void {
  for (const room of rooms) {
    for (const date of stayNights(room.arrival, room.departure)) {
      const entry = key(room.roomTypeId, date);
      deltas.set(entry, (deltas.get(entry) ?? 0) + sign);
    }
  }
}

export function holdExpiry(now: Date, holdMinutes: number): Date {
  return new Date(now.getTime() + holdMinutes * 60_000);
}

/**
 * Gives back the nights of `release` and takes those of `take` (a change does both at once, so
 * its own rooms count as free for it). Throws SOLD_OUT, naming the first full night, when a night
 * of `take` has no room left.
 */
export async function moveRooms(
  tx: Executor,
  now: Date,
  change: { release?: readonly RoomStay[]; take?: readonly RoomStay[] },
): Promise<void> {
  const expired = await expireHolds(tx, now);
  const deltas = new Map<string, number>();
  addNights(
    deltas,
    expired.map((room) => ({
      roomTypeId: room.roomTypeId,
      arrival: room.arrival,
      departure: room.departure,
    })),
    -1,
  );
  addNights(deltas, change.release ?? [], -1);
  addNights(deltas, change.take ?? [], 1);

  const entries = [...deltas].map(([entry, delta]) => {
    const [roomTypeId, date] = entry.split("|");
    return { roomTypeId: Number(roomTypeId), date: date ?? "", delta };
  });
  const rows = await lockInventory(tx, entries);
  const byKey = new Map(rows.map((row) => [key(row.roomTypeId, row.date), row]));
  for (const entry of entries) {
    if (entry.delta <= 0) continue;
    const row = byKey.get(key(entry.roomTypeId, entry.date));
    const left = row ? row.total - row.taken : 0;
    if (left < entry.delta) {
      throw new BookingError("SOLD_OUT", "На эти даты свободных номеров этой категории не осталось", {
        room_type_id: entry.roomTypeId,
        date: entry.date,
        available: Math.max(0, left),
        requested: entry.delta,
      });
    }
  }
  await applyInventoryDeltas(tx, entries);
  await recordExpiredHolds(tx, now, expired);
}

async function recordExpiredHolds(
  tx: Executor,
  now: Date,
  expired: readonly ExpiredHoldRoom[],
): Promise<void> {
  const ids = [...new Set(expired.map((room) => room.reservationId))];
  await insertEvents(
    tx,
    ids.map((reservationId) => ({
      reservationId,
      at: now,
      type: "hold_expired",
      status: "expired" as const,
      note: "Бронь не оплачена вовремя: номера освобождены",
    })),
  );
}
