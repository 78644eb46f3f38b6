/**
 * Rooms per type and night. `taken` counts held and confirmed rooms; holds whose time ran out are
 * released lazily by the next write (`expireLapsedHolds`, which also releases the extra rooms of
 * pending changes), and reads add them back meanwhile, so no background job is needed for the
 * counts to be right.
 */
import { sql } from "drizzle-orm";
import type { Executor, PendingWrite } from "../index";
import type { NightRooms } from "../schema";
import { expiredChangeRooms, type ExpiredChange } from "./changes";
import { lapsedCondition, type LapsedHolds } from "./hold-lapse";

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
 * Marks every lapsed hold — reservations' and pending changes' — as expired (at their `at`) in one
 * statement, and returns the rooms they held, so the caller releases their nights in the same
 * transaction. Concurrent callers never release a hold twice: each UPDATE's row lock makes the
 * second one skip rows the first has already changed.
 */
export async function expireLapsedHolds(
  tx: Executor,
  lapsed: LapsedHolds,
): Promise<{ holds: ExpiredHoldRoom[]; changes: ExpiredChange[] }> {
  const result = await tx.execute<
    | ({ kind: "hold" } & ExpiredHoldRoom)
    | { kind: "change"; reservationId: string; changeId: string; extraNights: NightRooms[] }
  >(sql`
    WITH holds AS (
      UPDATE hotel.reservations
      SET status = 'expired', updated_at = ${lapsed.reservations.at.toISOString()}::timestamptz
      WHERE ${lapsedCondition(sql`status`, sql`hold_expires_at`, lapsed.reservations)}
      RETURNING id, arrival, departure
    ), changes AS (
      UPDATE hotel.reservation_changes
      SET status = 'expired', updated_at = ${lapsed.changes.at.toISOString()}::timestamptz
      WHERE ${lapsedCondition(sql`status`, sql`hold_expires_at`, lapsed.changes)}
      RETURNING id, reservation_id, extra_nights
    )
    SELECT 'hold' AS kind, h.id::text AS "reservationId", rr.room_type_id AS "roomTypeId",
           h.arrival::text AS arrival, h.departure::text AS departure, rr.idx AS idx,
           NULL::text AS "changeId", NULL::jsonb AS "extraNights"
    FROM holds h JOIN hotel.reservation_rooms rr ON rr.reservation_id = h.id
    UNION ALL
    SELECT 'change', c.reservation_id::text, NULL, NULL, NULL, NULL, c.id::text, c.extra_nights
    FROM changes c
    ORDER BY kind DESC, "reservationId", idx, "changeId"`);
  const holds: ExpiredHoldRoom[] = [];
  const changes: ExpiredChange[] = [];
  for (const row of result.rows) {
    if (row.kind === "hold") {
      const { reservationId, roomTypeId, arrival, departure } = row;
      holds.push({ reservationId, roomTypeId, arrival, departure });
    } else {
      const { changeId, reservationId, extraNights } = row;
      changes.push({ changeId, reservationId, extraNights });
    }
  }
  return { holds, changes };
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
    JOIN unnest(
      ${arrayLiteral(keys.map((key) => key.roomTypeId))}::int[],
      ${arrayLiteral(keys.map((key) => key.date))}::date[]
    ) AS k(room_type_id, date)
      ON k.room_type_id = i.room_type_id AND k.date = i.date
    ORDER BY i.room_type_id, i.date
    FOR UPDATE OF i`);
  return result.rows;
}

/**
 * A night's change in a claim: `delta` rooms in all (negative: given back), of which `lapsed` (0 or
 * negative) are the rooms of holds that lapsed, given back whether or not the claim succeeds.
 */
export type NightDelta = InventoryKey & { delta: number; lapsed: number };

/**
 * The nights and their deltas as a table for SQL: four arrays unnested side by side. The planner
 * knows their length from the values (a JSON record set it guesses at 100 rows), so it looks each
 * night up by the primary key instead of reading the whole table.
 */
function nightsTable(deltas: readonly NightDelta[]) {
  return sql`unnest(
    ${arrayLiteral(deltas.map((entry) => entry.roomTypeId))}::int[],
    ${arrayLiteral(deltas.map((entry) => entry.date))}::date[],
    ${arrayLiteral(deltas.map((entry) => entry.delta))}::int[],
    ${arrayLiteral(deltas.map((entry) => entry.lapsed))}::int[])`;
}

/**
 * Numbers or ISO dates as one PostgreSQL array literal (`{1,2,NULL}`), a single parameter: arrays
 * unnested side by side are a table whose length the planner knows (nightsTable).
 */
function arrayLiteral(values: readonly (number | string | null)[]): string {
  return `{${values.map((value) => (value === null ? "NULL" : String(value))).join(",")}}`;
}

/** A night a claim could not take: `left` rooms on sale were free, `delta` were asked for. */
export type Shortage = {
  roomTypeId: number;
  date: string;
  delta: number;
  left: number;
};

/**
 * Claims rooms in one statement: locks the nights' rows in (room type, date) order — so that
 * concurrent claims queue instead of deadlocking — and, only if every night with a positive
 * `delta` has that many rooms on sale free, sets each night's `taken` to its locked count plus
 * `delta`. Returns the nights that had too few; then only the `lapsed` rooms are given back (a
 * caller that goes on after a refusal, hotel/domain/reservations/late-payments.ts, commits the
 * lapse of those holds, so their rooms must be free too). A night without a row has no room. The
 * CHECK on `taken` refuses an oversold night even if this test were wrong.
 *
 * The new counts are computed from the locked rows, not from the rows the statement first read: a
 * night full when the statement began and given back while it waited for the lock would otherwise
 * be written as one room too many, and refused by the CHECK.
 *
 * `alongside`: writes that return nothing (the new booking's parts, say), sent in the same
 * statement to save their round trips; PostgreSQL runs them to completion with it.
 */
export async function claimInventory(
  tx: Executor,
  deltas: readonly NightDelta[],
  alongside: readonly PendingWrite[] = [],
): Promise<Shortage[]> {
  const writes = alongside.map((statement, index) => sql`${sql.raw(`w${index}`)} AS (${statement.getSQL()})`);
  if (deltas.length === 0) {
    if (writes.length > 0) await tx.execute(sql`WITH ${sql.join(writes, sql`, `)} SELECT 1`);
    return [];
  }
  // The writes first, each followed by a comma (none: nothing).
  const result = await tx.execute<Shortage>(sql`
    WITH ${sql.join([...writes, sql``], sql`, `)}
    d AS (
      SELECT * FROM ${nightsTable(deltas)} AS d("roomTypeId", date, delta, lapsed)
    ),
    locked AS MATERIALIZED (
      SELECT i.room_type_id, i.date, ${onSale} AS on_sale, i.taken
      FROM hotel.inventory i JOIN d ON d."roomTypeId" = i.room_type_id AND d.date = i.date
      ORDER BY i.room_type_id, i.date
      FOR UPDATE OF i
    ),
    short AS MATERIALIZED (
      SELECT d."roomTypeId", to_char(d.date, 'YYYY-MM-DD') AS date, d.delta,
             coalesce(l.on_sale - l.taken, 0) AS "left"
      FROM d LEFT JOIN locked l ON l.room_type_id = d."roomTypeId" AND l.date = d.date
      WHERE d.delta > 0 AND coalesce(l.on_sale - l.taken, 0) < d.delta
    ),
    change AS (
      SELECT l.room_type_id, l.date, l.taken,
             CASE WHEN EXISTS (SELECT 1 FROM short) THEN d.lapsed ELSE d.delta END AS delta
      FROM d JOIN locked l ON l.room_type_id = d."roomTypeId" AND l.date = d.date
    ),
    applied AS (
      UPDATE hotel.inventory i SET taken = c.taken + c.delta
      FROM change c
      WHERE i.room_type_id = c.room_type_id AND i.date = c.date AND c.delta <> 0
      RETURNING i.room_type_id
    )
    SELECT "roomTypeId", date, delta, "left" FROM short
    ORDER BY "roomTypeId", date`);
  return result.rows;
}

/** Sets the rooms on sale of the given nights (null — all rooms); the rows must exist. */
export async function setOnSale(
  tx: Executor,
  nights: readonly (InventoryKey & { onSale: number | null })[],
): Promise<void> {
  if (nights.length === 0) return;
  await tx.execute(sql`
    UPDATE hotel.inventory i SET on_sale = d.on_sale
    FROM unnest(
      ${arrayLiteral(nights.map((night) => night.roomTypeId))}::int[],
      ${arrayLiteral(nights.map((night) => night.date))}::date[],
      ${arrayLiteral(nights.map((night) => night.onSale))}::int[]
    ) AS d(room_type_id, date, on_sale)
    WHERE i.room_type_id = d.room_type_id AND i.date = d.date`);
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
