/**
 * Taking and giving back rooms, inside the caller's transaction. Every write that changes
 * inventory first expires the holds whose time ran out — reservations' and pending changes' — (so
 * correctness never waits for a sweeper), then locks all the nights it touches in one ordered statement, checks that every night
 * it adds a room to has one free, and applies the changes. The CHECK on `inventory` refuses an
 * oversold night even if this check were wrong.
 */
import { formatRubles, stayNights, type IsoDate } from "../../../rules";
import type { Executor, PendingWrite } from "../../db";
import type { ExpiredChange } from "../../db/repositories/changes";
import { cancelPendingInvoicesOf, type HoldLapse, type LapsedHolds } from "../../db/repositories/hold-lapse";
import {
  claimInventory,
  expireLapsedHolds,
  type ExpiredHoldRoom,
  type NightDelta,
} from "../../db/repositories/inventory";
import { findReservation, insertEvents } from "../../db/repositories/reservations";
import type { NightRooms } from "../../db/schema";
import { BookingError } from "../errors";
import { enqueueCancelPayment } from "../outbox";

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

/**
 * The one definition of a lapsed hold: a reservation still `held`, or a change still `pending`,
 * whose hold time has come — at or before `now`; a row without a hold time (a payment under way)
 * never lapses. From that instant its rooms count as free and the booking reads as expired. The
 * repositories build their SQL from this value (hotel/db/repositories/hold-lapse.ts) and
 * `hasLapsed` applies it to a row in memory, so the two cannot disagree.
 */
export function lapsedHolds(now: Date): LapsedHolds {
  return { reservations: { status: "held", at: now }, changes: { status: "pending", at: now } };
}

/** Whether a row read into memory has lapsed: the same test the repositories make in SQL. */
export function hasLapsed(row: { status: string; holdExpiresAt: Date | null }, lapse: HoldLapse): boolean {
  return row.status === lapse.status && row.holdExpiresAt !== null && row.holdExpiresAt <= lapse.at;
}

export function holdExpiry(now: Date, holdMinutes: number): Date {
  return new Date(now.getTime() + holdMinutes * 60_000);
}

/**
 * How far a hold may ever be extended: twice the hold period from when it began. Creating an
 * invoice (or asking for the same change again) extends a hold by another period, but never past
 * this, so rooms cannot be held for ever by repeating those calls.
 */
export function holdLimit(startedAt: Date, holdMinutes: number): Date {
  return holdExpiry(startedAt, 2 * holdMinutes);
}

/**
 * Hours a manager's change that costs more holds its extra rooms for the guest's payment
 * (docs/booking-engine.md «A manager's change that costs more»): the guest learns of it by e-mail,
 * not on the page they are paying on, so a hold period of minutes would lapse before they read it.
 */
export const MANAGER_CHANGE_HOLD_HOURS = 24;

/**
 * The hold of a manager's dearer change: a day for the guest to read the e-mail, and a limit one
 * ordinary hold period later, so a payment begun in the day's last minute still gets its period.
 */
export function managerChangeHold(now: Date, holdMinutes: number): { expiresAt: Date; limit: Date } {
  const expiresAt = holdExpiry(now, MANAGER_CHANGE_HOLD_HOURS * 60);
  return { expiresAt, limit: holdExpiry(expiresAt, holdMinutes) };
}

/**
 * The hold of a change that waits for its difference: a manager's gets a day (`managerChangeHold`);
 * the guest's own a hold period, within the limit of the change it replaces if it replaces one.
 */
export function changeHold(
  now: Date,
  holdMinutes: number,
  byManager: boolean,
  replacedLimit: Date | undefined,
): { expiresAt: Date; limit: Date } {
  if (byManager) return managerChangeHold(now, holdMinutes);
  const limit = replacedLimit ?? holdLimit(now, holdMinutes);
  return { expiresAt: extendedHold(now, holdMinutes, limit), limit };
}

/** A hold extended by another period from `now`, within its limit. */
export function extendedHold(now: Date, holdMinutes: number, limit: Date): Date {
  const extended = holdExpiry(now, holdMinutes);
  return extended < limit ? extended : limit;
}

/**
 * Rooms per type and night that going from `before` to `after` adds (`extra`) and gives back
 * (`freed`); a night both have is in neither.
 */
export function roomDifference(
  before: readonly RoomStay[],
  after: readonly RoomStay[],
): { extra: NightRooms[]; freed: NightRooms[] } {
  const deltas = new Map<string, number>();
  addNights(deltas, before, -1);
  addNights(deltas, after, 1);
  const extra: NightRooms[] = [];
  const freed: NightRooms[] = [];
  for (const [entry, delta] of [...deltas].sort(([a], [b]) => a.localeCompare(b))) {
    const [roomTypeId, date] = entry.split("|");
    const night = { roomTypeId: Number(roomTypeId), date: date ?? "" };
    if (delta > 0) extra.push({ ...night, rooms: delta });
    if (delta < 0) freed.push({ ...night, rooms: -delta });
  }
  return { extra, freed };
}

function addNightRooms(deltas: Map<string, number>, nights: readonly NightRooms[], sign: 1 | -1): void {
  for (const night of nights) {
    const entry = key(night.roomTypeId, night.date);
    deltas.set(entry, (deltas.get(entry) ?? 0) + sign * night.rooms);
  }
}

/** What a move of rooms changes per type and night, ready to be claimed (`applyMove`). */
export interface PreparedMove {
  /** Per type and night: the change in all, and the part of it that gives lapsed holds' rooms back. */
  entries: NightDelta[];
}

/**
 * Gives back the nights of `release` and takes those of `take` (a change does both at once, so
 * its own rooms count as free for it), or single nights (`releaseNights`, `takeNights`). Throws
 * SOLD_OUT, naming the first full night, when a night taken has no room left.
 */
export async function moveRooms(
  tx: Executor,
  now: Date,
  change: Parameters<typeof prepareMove>[2],
): Promise<void> {
  await applyMove(tx, await prepareMove(tx, now, change));
}

/**
 * The first half of moveRooms, which locks no inventory: releases every lapsed hold and pending
 * change (recording why, and withdrawing their open payments: withdrawLapsedPayments) and works
 * out the change per type and night. A caller with more to write
 * does it between this and applyMove, so the nights' rows stay locked only for the claim and the
 * commit (createReservation).
 */
export async function prepareMove(
  tx: Executor,
  now: Date,
  change: {
    release?: readonly RoomStay[];
    take?: readonly RoomStay[];
    releaseNights?: readonly NightRooms[];
    takeNights?: readonly NightRooms[];
  },
): Promise<PreparedMove> {
  const { holds: expired, changes: expiredChanges } = await expireLapsedHolds(tx, lapsedHolds(now));
  // The lapsed holds' rooms, given back even when the caller's own claim is refused.
  const lapsed = new Map<string, number>();
  addNights(
    lapsed,
    expired.map((room) => ({
      roomTypeId: room.roomTypeId,
      arrival: room.arrival,
      departure: room.departure,
    })),
    -1,
  );
  for (const expiredChange of expiredChanges) addNightRooms(lapsed, expiredChange.extraNights, -1);
  const deltas = new Map(lapsed);
  addNights(deltas, change.release ?? [], -1);
  addNightRooms(deltas, change.releaseNights ?? [], -1);
  addNights(deltas, change.take ?? [], 1);
  addNightRooms(deltas, change.takeNights ?? [], 1);
  await recordExpiredHolds(tx, now, expired);
  await recordExpiredChanges(tx, now, expiredChanges);
  await withdrawLapsedPayments(tx, now, {
    reservationIds: [...new Set(expired.map((room) => room.reservationId))],
    changeIds: expiredChanges.map((expiredChange) => expiredChange.changeId),
  });

  const entries = [...deltas].map(([entry, delta]) => {
    const [roomTypeId, date] = entry.split("|");
    return { roomTypeId: Number(roomTypeId), date: date ?? "", delta, lapsed: lapsed.get(entry) ?? 0 };
  });
  return { entries };
}

/**
 * The second half: in one statement, locks the nights' rows in order, checks that every night
 * taken has a room and applies the change (hotel/db/repositories/inventory.ts, claimInventory).
 * Throws SOLD_OUT, naming the first full night; the lapsed holds' rooms are given back all the
 * same, for a caller that goes on after it. `alongside`: the caller's writes that return nothing,
 * sent in the same statement (createReservation's new booking's parts).
 */
export async function applyMove(
  tx: Executor,
  move: PreparedMove,
  alongside: readonly PendingWrite[] = [],
): Promise<void> {
  const { entries } = move;
  const shortages = await claimInventory(tx, entries, alongside);
  if (shortages.length === 0) return;
  // Rooms on sale, not the physical count: a manager's limit is never oversold. The first full
  // night in the order of the stay; any shortage refuses, even one no entry matched.
  const short = new Map(shortages.map((night) => [key(night.roomTypeId, night.date), night]));
  const entry = entries.find((candidate) => short.has(key(candidate.roomTypeId, candidate.date)));
  const night = (entry && short.get(key(entry.roomTypeId, entry.date))) ?? shortages[0];
  throw new BookingError("SOLD_OUT", "На эти даты свободных номеров этой категории не осталось", {
    room_type_id: night?.roomTypeId,
    date: night?.date,
    available: Math.max(0, night?.left ?? 0),
    requested: night?.delta,
  });
}

async function recordExpiredChanges(
  tx: Executor,
  now: Date,
  expired: readonly ExpiredChange[],
): Promise<void> {
  for (const change of expired) {
    const reservation = await findReservation(tx, change.reservationId);
    if (!reservation) continue;
    await insertEvents(tx, [
      {
        reservationId: change.reservationId,
        at: now,
        type: "change_expired",
        status: reservation.status,
        note: "Доплата за изменение не поступила вовремя: бронь осталась прежней, номера изменения освобождены",
        data: { change_id: change.changeId },
      },
    ]);
  }
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

/** The event of a withdrawal for a lapsed hold: a late payment is recognised by it (late-payments.ts). */
export const PAYMENT_WITHDRAWN = "payment_withdrawn";

/**
 * Withdraws the pending payments of holds that lapsed — the booking's own invoice of each
 * reservation, the difference's invoice of each change — in the caller's transaction: the invoice
 * is canceled, the provider is asked to cancel the payment after the commit (outbox), and the
 * booking's history says so (`payment_withdrawn`, cause «hold_lapsed»: a capture that still lands
 * is then a late payment, hotel/domain/reservations/late-payments.ts). A payment under way
 * (`waiting`) made its hold firm, so it never lapses and is never withdrawn here. Returns how many
 * were withdrawn.
 */
export async function withdrawLapsedPayments(
  tx: Executor,
  now: Date,
  of: { reservationIds: readonly string[]; changeIds: readonly string[] },
): Promise<number> {
  const canceled = await cancelPendingInvoicesOf(tx, of, now);
  for (const invoice of canceled) {
    if (invoice.providerPaymentId) {
      await enqueueCancelPayment(tx, now, invoice.reservationId, invoice.providerPaymentId);
    }
    // A booking whose hold lapsed reads as expired; a change's booking keeps its own status.
    const status = invoice.changeId
      ? ((await findReservation(tx, invoice.reservationId))?.status ?? "confirmed")
      : ("expired" as const);
    await insertEvents(tx, [
      {
        reservationId: invoice.reservationId,
        at: now,
        type: PAYMENT_WITHDRAWN,
        status,
        note: invoice.changeId
          ? `Срок доплаты за изменение истёк: платёж на ${formatRubles(invoice.amount)} отозван у платёжного сервиса`
          : `Срок оплаты истёк: платёж на ${formatRubles(invoice.amount)} отозван у платёжного сервиса`,
        data: {
          invoice_id: invoice.invoiceId,
          cause: "hold_lapsed",
          ...(invoice.changeId ? { change_id: invoice.changeId } : {}),
        },
      },
    ]);
  }
  return canceled.length;
}
