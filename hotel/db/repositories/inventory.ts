/**
 * Rooms per type and night. `taken` counts held and confirmed rooms; holds whose time ran out are
 * released lazily by the next write (`expireHolds`, and `expireChanges` for the extra rooms of
 * pending changes), and reads add them back meanwhile, so no background job is needed for the
 * counts to be right.
 */
import { sql } from "drizzle-orm";
import type { Executor } from "../index";
import { expiredChangeRooms } from "./changes";
import { lapsedCondition, type HoldLapse, type LapsedHolds } from "./hold-lapse";

export type FreeRooms = {
  roomTypeId: number;
  date: string;
  /** The physical count. */
  total: number;
  /** Rooms the managers put on sale (the physical count unless they set fewer). */
  onSale: number;
  /** Rooms on sale not held or sold (never below 0). */
  free: number;
};

/** Rooms on sale of an inventory row `i`, as SQL. */
const onSale = sql`coalesce(i.on_sale, i.total)`;

/**
 * Rooms of lapsed (not yet released) holds per type and night, as a SQL fragment: reservations'
 * holds and the extra rooms of pending changes whose hold ran out.
 */
function expiredHeldRooms(lapsed: LapsedHolds, from: string, to: string) {
  return sql`
    SELECT held.room_type_id, held.date, sum(held.rooms)::int AS rooms
    FROM (
      SELECT rr.room_type_id, night::date AS date, count(*)::int AS rooms
      FROM hotel.reservations r
      JOIN hotel.reservation_rooms rr ON rr.reservation_id = r.id
      CROSS JOIN LATERAL generate_series(r.arrival, r.departure - 1, interval '1 day') AS night
      WHERE ${lapsedCondition(sql`r.status`, sql`r.hold_expires_at`, lapsed.reservations)}
        AND r.departure > ${from}::date AND r.arrival < ${to}::date
      GROUP BY rr.room_type_id, night::date
      UNION ALL
      ${expiredChangeRooms(lapsed.changes, from, to)}
    ) held
    GROUP BY held.room_type_id, held.date`;
}

/**
 * Free rooms per type and night in [from, to), counting the rooms of `lapsed` holds as free; a
 * night without an inventory row is absent.
 */
export async function freeRooms(
  db: Executor,
  query: { from: string; to: string; lapsed: LapsedHolds; roomTypeIds?: readonly number[] },
): Promise<FreeRooms[]> {
  const typeFilter =
    query.roomTypeIds && query.roomTypeIds.length > 0
      ? sql`AND i.room_type_id IN (${sql.join(
          query.roomTypeIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
  const result = await db.execute<FreeRooms>(sql`
    SELECT i.room_type_id AS "roomTypeId", i.date::text AS date, i.total, ${onSale} AS "onSale",
           greatest(${onSale} - i.taken + coalesce(e.rooms, 0), 0)::int AS free
    FROM hotel.inventory i
    LEFT JOIN (${expiredHeldRooms(query.lapsed, query.from, query.to)}) e
      ON e.room_type_id = i.room_type_id AND e.date = i.date
    WHERE i.date >= ${query.from}::date AND i.date < ${query.to}::date ${typeFilter}
    ORDER BY i.room_type_id, i.date`);
  return result.rows;
}

/** A day of the calendar: see calendarDays. */
export type CalendarDay = {
  date: string;
  amount: number | null;
  minStay: number | null;
  open: boolean;
  /** Every rate that can be sold that day is closed to arrival. */
  closedArrival: boolean;
  /** Every priced rate of that day is closed to departure (a departure needs no free room). */
  closedDeparture: boolean;
  /** The longest maximum stay for an arrival that day among the rates open to arrival; null — none. */
  maxStay: number | null;
};

/**
 * Every day in [from, to) with what the calendar needs: the lowest open nightly price among room
 * types with a free room that night (`amount`, null when nothing can be sold), the smallest
 * minimum stay for an arrival that day among those same rates (`minStay`), and whether any rate
 * of the (filtered) types is open that day at all (`open`: false means closed or never priced);
 * and the restrictions of CalendarDay.
 */
export async function calendarDays(
  db: Executor,
  query: { from: string; to: string; lapsed: LapsedHolds; roomTypeId?: number | undefined },
): Promise<CalendarDay[]> {
  const typeFilter = query.roomTypeId === undefined ? sql`` : sql`AND n.room_type_id = ${query.roomTypeId}`;
  const result = await db.execute<{
    date: string;
    amount: number | null;
    minStay: number | null;
    open: boolean | null;
    closedArrival: boolean | null;
    closedDeparture: boolean | null;
    maxStay: number | null;
    unlimited: boolean | null;
  }>(sql`
    SELECT d.day::date::text AS date,
           (min(n.amount) FILTER (WHERE sellable))::int AS amount,
           (min(n.min_stay) FILTER (WHERE sellable))::int AS "minStay",
           bool_or(NOT n.closed) AS open,
           bool_and(n.closed_arrival) FILTER (WHERE sellable) AS "closedArrival",
           bool_and(n.closed_departure) AS "closedDeparture",
           (max(n.max_stay) FILTER (WHERE sellable AND NOT n.closed_arrival))::int AS "maxStay",
           bool_or(n.max_stay IS NULL) FILTER (WHERE sellable AND NOT n.closed_arrival) AS unlimited
    FROM generate_series(${query.from}::date, ${query.to}::date - 1, interval '1 day') AS d(day)
    LEFT JOIN hotel.nightly_rates n ON n.date = d.day::date ${typeFilter}
    LEFT JOIN hotel.inventory i ON i.room_type_id = n.room_type_id AND i.date = n.date
    LEFT JOIN (${expiredHeldRooms(query.lapsed, query.from, query.to)}) e
      ON e.room_type_id = i.room_type_id AND e.date = i.date
    CROSS JOIN LATERAL (
      SELECT coalesce(NOT n.closed AND ${onSale} - i.taken + coalesce(e.rooms, 0) > 0, false) AS sellable
    ) s
    GROUP BY d.day
    ORDER BY d.day`);
  return result.rows.map(({ unlimited, ...row }) => ({
    ...row,
    open: row.open === true,
    closedArrival: row.closedArrival === true,
    closedDeparture: row.closedDeparture === true,
    maxStay: unlimited === false ? row.maxStay : null,
  }));
}

export type ExpiredHoldRoom = {
  reservationId: string;
  roomTypeId: number;
  arrival: string;
  departure: string;
};

/**
 * Marks every `lapse`d hold as expired (at `lapse.at`) and returns its rooms, so the caller
 * releases their nights in the same transaction. Concurrent callers never release a hold twice:
 * the UPDATE's row lock makes the second one skip rows the first has already changed.
 */
export async function expireHolds(tx: Executor, lapse: HoldLapse): Promise<ExpiredHoldRoom[]> {
  const result = await tx.execute<ExpiredHoldRoom>(sql`
    WITH expired AS (
      UPDATE hotel.reservations
      SET status = 'expired', updated_at = ${lapse.at.toISOString()}::timestamptz
      WHERE ${lapsedCondition(sql`status`, sql`hold_expires_at`, lapse)}
      RETURNING id, arrival, departure
    )
    SELECT e.id::text AS "reservationId", rr.room_type_id AS "roomTypeId",
           e.arrival::text AS arrival, e.departure::text AS departure
    FROM expired e JOIN hotel.reservation_rooms rr ON rr.reservation_id = e.id
    ORDER BY e.id, rr.idx`);
  return result.rows;
}

export type InventoryRow = {
  roomTypeId: number;
  date: string;
  total: number;
  /** Rooms on sale (the physical count unless the managers set fewer). */
  onSale: number;
  taken: number;
};

export interface InventoryKey {
  roomTypeId: number;
  date: string;
}

/**
 * Locks the inventory rows of the given nights, always in (room type, date) order so that
 * concurrent reservations queue instead of deadlocking, and returns their current counts.
 */
export async function lockInventory(tx: Executor, keys: readonly InventoryKey[]): Promise<InventoryRow[]> {
  if (keys.length === 0) return [];
  const result = await tx.execute<InventoryRow>(sql`
    SELECT i.room_type_id AS "roomTypeId", i.date::text AS date, i.total, ${onSale} AS "onSale", i.taken
    FROM hotel.inventory i
    JOIN jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) AS k("roomTypeId" int, date date)
      ON k."roomTypeId" = i.room_type_id AND k.date = i.date
    ORDER BY i.room_type_id, i.date
    FOR UPDATE OF i`);
  return result.rows;
}

/** Adds `delta` to `taken` of each night; the CHECK refuses any result below 0 or above total. */
export async function applyInventoryDeltas(
  tx: Executor,
  deltas: readonly (InventoryKey & { delta: number })[],
): Promise<void> {
  const changes = deltas.filter((entry) => entry.delta !== 0);
  if (changes.length === 0) return;
  await tx.execute(sql`
    UPDATE hotel.inventory i SET taken = i.taken + d.delta
    FROM jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) AS d("roomTypeId" int, date date, delta int)
    WHERE i.room_type_id = d."roomTypeId" AND i.date = d.date`);
}

/** Sets the rooms on sale of the given nights (null — all rooms); the rows must exist. */
export async function setOnSale(
  tx: Executor,
  nights: readonly (InventoryKey & { onSale: number | null })[],
): Promise<void> {
  if (nights.length === 0) return;
  await tx.execute(sql`
    UPDATE hotel.inventory i SET on_sale = d."onSale"
    FROM jsonb_to_recordset(${JSON.stringify(nights)}::jsonb) AS d("roomTypeId" int, date date, "onSale" int)
    WHERE i.room_type_id = d."roomTypeId" AND i.date = d.date`);
}

/** Creates missing inventory rows (a night gets the room type's count of rooms). */
export async function ensureInventory(
  db: Executor,
  range: { from: string; to: string; roomTypeIds: readonly number[] },
): Promise<void> {
  if (range.roomTypeIds.length === 0) return;
  await db.execute(sql`
    INSERT INTO hotel.inventory (room_type_id, date, total, taken)
    SELECT rt.id, night::date, rt.total_rooms, 0
    FROM hotel.room_types rt
    CROSS JOIN generate_series(${range.from}::date, ${range.to}::date - 1, interval '1 day') AS night
    WHERE rt.id IN (${sql.join(
      range.roomTypeIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    ON CONFLICT DO NOTHING`);
}
