/** Room types, rate plans, nightly prices and the extras catalogue. */
import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Executor } from "../index";
import { extrasCatalogue, nightlyRates, ratePlans, roomTypes } from "../schema";

export type RoomTypeRow = typeof roomTypes.$inferSelect;
export type RatePlanRow = typeof ratePlans.$inferSelect;
export type ExtraRow = typeof extrasCatalogue.$inferSelect;
export type NightlyRateRow = typeof nightlyRates.$inferSelect;

export function listRoomTypes(db: Executor): Promise<RoomTypeRow[]> {
  return db.select().from(roomTypes).orderBy(asc(roomTypes.sortOrder), asc(roomTypes.id));
}

export function listRatePlans(db: Executor): Promise<RatePlanRow[]> {
  return db.select().from(ratePlans).orderBy(asc(ratePlans.sortOrder), asc(ratePlans.id));
}

export async function updateRatePlan(
  db: Executor,
  id: number,
  patch: { freeCancellationHours: number },
): Promise<RatePlanRow | undefined> {
  const [row] = await db.update(ratePlans).set(patch).where(eq(ratePlans.id, id)).returning();
  return row;
}

export function listExtras(db: Executor): Promise<ExtraRow[]> {
  return db
    .select()
    .from(extrasCatalogue)
    .where(eq(extrasCatalogue.active, true))
    .orderBy(asc(extrasCatalogue.code));
}

/** Nightly rows of the given room types in [from, to). */
export function nightlyRatesBetween(
  db: Executor,
  query: { from: string; to: string; roomTypeIds?: readonly number[] },
): Promise<NightlyRateRow[]> {
  const conditions = [gte(nightlyRates.date, query.from), lt(nightlyRates.date, query.to)];
  if (query.roomTypeIds) conditions.push(inArray(nightlyRates.roomTypeId, [...query.roomTypeIds]));
  return db
    .select()
    .from(nightlyRates)
    .where(and(...conditions))
    .orderBy(asc(nightlyRates.roomTypeId), asc(nightlyRates.ratePlanId), asc(nightlyRates.date));
}

/** The lowest open nightly price from a date on, per room type and rate plan. */
export async function lowestPrices(
  db: Executor,
  from: string,
): Promise<{ roomTypeId: number; ratePlanId: number; amount: number }[]> {
  return db
    .select({
      roomTypeId: nightlyRates.roomTypeId,
      ratePlanId: nightlyRates.ratePlanId,
      amount: sql<number>`min(${nightlyRates.amount})::int`,
    })
    .from(nightlyRates)
    .where(and(gte(nightlyRates.date, from), eq(nightlyRates.closed, false)))
    .groupBy(nightlyRates.roomTypeId, nightlyRates.ratePlanId);
}

export interface RateChange {
  roomTypeIds: readonly number[];
  ratePlanIds: readonly number[];
  dates: readonly string[];
  amount?: number | undefined;
  closed?: boolean | undefined;
  minStay?: number | undefined;
}

/**
 * Sets prices, closures and minimum stays for every (room type, rate plan, date) given. With an
 * amount, missing nights are created; without one, only existing nights change (the caller checks
 * that they all exist).
 */
export async function upsertNightlyRates(db: Executor, change: RateChange): Promise<number> {
  const patch: Partial<Pick<NightlyRateRow, "amount" | "closed" | "minStay">> = {};
  if (change.amount !== undefined) patch.amount = change.amount;
  if (change.closed !== undefined) patch.closed = change.closed;
  if (change.minStay !== undefined) patch.minStay = change.minStay;
  if (change.amount === undefined) {
    const updated = await db
      .update(nightlyRates)
      .set(patch)
      .where(
        and(
          inArray(nightlyRates.roomTypeId, [...change.roomTypeIds]),
          inArray(nightlyRates.ratePlanId, [...change.ratePlanIds]),
          inArray(nightlyRates.date, [...change.dates]),
        ),
      )
      .returning({ date: nightlyRates.date });
    return updated.length;
  }
  const amount = change.amount;
  const rows = change.roomTypeIds.flatMap((roomTypeId) =>
    change.ratePlanIds.flatMap((ratePlanId) =>
      change.dates.map((date) => ({
        roomTypeId,
        ratePlanId,
        date,
        amount,
        closed: change.closed ?? false,
        minStay: change.minStay ?? 1,
      })),
    ),
  );
  let written = 0;
  for (let start = 0; start < rows.length; start += 1000) {
    const result = await db
      .insert(nightlyRates)
      .values(rows.slice(start, start + 1000))
      .onConflictDoUpdate({
        target: [nightlyRates.roomTypeId, nightlyRates.ratePlanId, nightlyRates.date],
        set: patch,
      })
      .returning({ date: nightlyRates.date });
    written += result.length;
  }
  return written;
}

/** Which of the given (room type, rate plan, date) triples have no price row yet. */
export async function countMissingNightlyRates(db: Executor, change: RateChange): Promise<number> {
  const existing = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(nightlyRates)
    .where(
      and(
        inArray(nightlyRates.roomTypeId, [...change.roomTypeIds]),
        inArray(nightlyRates.ratePlanId, [...change.ratePlanIds]),
        inArray(nightlyRates.date, [...change.dates]),
      ),
    );
  return (
    change.roomTypeIds.length * change.ratePlanIds.length * change.dates.length - (existing[0]?.count ?? 0)
  );
}
