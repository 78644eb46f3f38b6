/**
 * Nightly price rows as exact cells (room type × rate × date → amount, closed, minimum stay, closed to
 * arrival and departure, maximum stay), for
 * the managers' price grid: read a range, write given values, remove rows that did not exist
 * before a change that is undone.
 */
import { and, asc, eq, gte, lte, or, sql, type SQL } from "drizzle-orm";
import type { Executor } from "../index";
import { nightlyRates } from "../schema";

export interface CellKey {
  roomTypeId: number;
  ratePlanId: number;
  date: string;
}

export interface CellRow extends CellKey {
  amount: number;
  closed: boolean;
  minStay: number;
  closedArrival: boolean;
  closedDeparture: boolean;
  maxStay: number | null;
}

/** Every price row with a date in [from, to] (inclusive), by type, rate and date. */
export function cellsBetween(db: Executor, range: { from: string; to: string }): Promise<CellRow[]> {
  return db
    .select({
      roomTypeId: nightlyRates.roomTypeId,
      ratePlanId: nightlyRates.ratePlanId,
      date: nightlyRates.date,
      amount: nightlyRates.amount,
      closed: nightlyRates.closed,
      minStay: nightlyRates.minStay,
      closedArrival: nightlyRates.closedArrival,
      closedDeparture: nightlyRates.closedDeparture,
      maxStay: nightlyRates.maxStay,
    })
    .from(nightlyRates)
    .where(and(gte(nightlyRates.date, range.from), lte(nightlyRates.date, range.to)))
    .orderBy(asc(nightlyRates.roomTypeId), asc(nightlyRates.ratePlanId), asc(nightlyRates.date));
}

/** Writes each cell's values as given (creating missing rows). */
export async function writeCells(db: Executor, cells: readonly CellRow[]): Promise<number> {
  let written = 0;
  for (let start = 0; start < cells.length; start += 1000) {
    const result = await db
      .insert(nightlyRates)
      .values(cells.slice(start, start + 1000).map((cell) => ({ ...cell })))
      .onConflictDoUpdate({
        target: [nightlyRates.roomTypeId, nightlyRates.ratePlanId, nightlyRates.date],
        set: {
          amount: sql`excluded.amount`,
          closed: sql`excluded.closed`,
          minStay: sql`excluded.min_stay`,
          closedArrival: sql`excluded.closed_arrival`,
          closedDeparture: sql`excluded.closed_departure`,
          maxStay: sql`excluded.max_stay`,
        },
      })
      .returning({ date: nightlyRates.date });
    written += result.length;
  }
  return written;
}

/** Removes the rows of the given cells. */
export async function deleteCells(db: Executor, keys: readonly CellKey[]): Promise<number> {
  let deleted = 0;
  for (let start = 0; start < keys.length; start += 500) {
    const conditions: SQL[] = keys.slice(start, start + 500).flatMap((key) => {
      const condition = and(
        eq(nightlyRates.roomTypeId, key.roomTypeId),
        eq(nightlyRates.ratePlanId, key.ratePlanId),
        eq(nightlyRates.date, key.date),
      );
      return condition ? [condition] : [];
    });
    const result = await db
      .delete(nightlyRates)
      .where(or(...conditions))
      .returning({ date: nightlyRates.date });
    deleted += result.length;
  }
  return deleted;
}
