/**
 * What the engine can sell, read in one piece for the engine's cache of it, and the version that
 * tells whether a copy is still current (table `hotel.sellable_version`, bumped by the deferred
 * triggers of migration 0007 in the same transaction as every write that changes prices, rooms,
 * holds, room types or rate plans; docs/booking-engine.md#cache-of-the-sellable-inventory).
 * No business rules here: which holds have lapsed is the caller's value.
 */
import { sql } from "drizzle-orm";
import type { HotelDb, Executor } from "../index";
import {
  listRatePlans,
  listRoomTypes,
  type NightlyRateRow,
  type RatePlanRow,
  type RoomTypeRow,
} from "./catalogue";
import type { LapsedHolds } from "./hold-lapse";
import { freeRooms, type FreeRooms } from "./inventory";

/** The current version: the sum over the slots, one tiny read. */
export async function sellableVersion(db: Executor): Promise<bigint> {
  const result = await db.execute<{ version: string | null }>(
    sql`SELECT sum(version)::text AS version FROM hotel.sellable_version`,
  );
  return BigInt(result.rows[0]?.version ?? "0");
}

export interface SellableRows {
  /** The version these rows are at: they were read in the same snapshot of the database. */
  version: bigint;
  types: RoomTypeRow[];
  plans: RatePlanRow[];
  /** Nightly prices in [from, to), ordered by room type, rate plan and date. */
  rates: NightlyRateRow[];
  /** Free rooms per type and night in [from, to), lapsed holds counted free, ordered by type and date. */
  free: FreeRooms[];
  /**
   * The earliest hold time after `lapsed` among holds and pending changes that still count (in ms,
   * rounded down), when the first of them lapses and the free counts change without a write;
   * null when none is waiting.
   */
  nextLapseMs: number | null;
}

/**
 * Everything the calendar and the search read for [from, to), with its version, in one
 * REPEATABLE READ transaction: the rows are exactly the state that version names.
 */
export function loadSellable(
  db: HotelDb,
  query: { from: string; to: string; lapsed: LapsedHolds },
): Promise<SellableRows> {
  return db.transaction(
    async (tx) => {
      const version = await sellableVersion(tx);
      const types = await listRoomTypes(tx);
      const plans = await listRatePlans(tx);
      const rates = await ratesAsJson(tx, query.from, query.to);
      const free = await freeRooms(tx, query);
      const next = await tx.execute<{ at: number | null }>(sql`
        SELECT floor(extract(epoch FROM min(t)) * 1000)::float8 AS at FROM (
          SELECT min(hold_expires_at) AS t FROM hotel.reservations
          WHERE status = ${query.lapsed.reservations.status}
            AND hold_expires_at > ${query.lapsed.reservations.at.toISOString()}::timestamptz
          UNION ALL
          SELECT min(hold_expires_at) FROM hotel.reservation_changes
          WHERE status = ${query.lapsed.changes.status}
            AND hold_expires_at > ${query.lapsed.changes.at.toISOString()}::timestamptz
        ) holds`);
      const at = next.rows[0]?.at;
      return {
        version,
        types,
        plans,
        rates,
        free,
        nextLapseMs: at === null || at === undefined ? null : Number(at),
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** Nightly rows as one JSON text: a few thousand rows decode far faster than as result rows. */
async function ratesAsJson(tx: Executor, from: string, to: string): Promise<NightlyRateRow[]> {
  const result = await tx.execute<{ rows: string }>(sql`
    SELECT coalesce(json_agg(json_build_array(room_type_id, rate_plan_id, date::text, amount, closed, min_stay,
                                              closed_arrival, closed_departure, max_stay)
                             ORDER BY room_type_id, rate_plan_id, date), '[]')::text AS rows
    FROM hotel.nightly_rates
    WHERE date >= ${from}::date AND date < ${to}::date`);
  const rows = JSON.parse(result.rows[0]?.rows ?? "[]") as [
    number,
    number,
    string,
    number,
    boolean,
    number,
    boolean,
    boolean,
    number | null,
  ][];
  return rows.map(
    ([roomTypeId, ratePlanId, date, amount, closed, minStay, closedArrival, closedDeparture, maxStay]) => ({
      roomTypeId,
      ratePlanId,
      date,
      amount,
      closed,
      minStay,
      closedArrival,
      closedDeparture,
      maxStay,
    }),
  );
}
