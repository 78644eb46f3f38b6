/** Room types, rate plans, nightly prices and the extras catalogue. */
import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Executor } from "../index";
import { extrasCatalogue, inventory, nightlyRates, ratePlans, roomTypes } from "../schema";

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

/**
 * The lowest sellable nightly price from a date on, per room type and rate plan: open nights
 * with a room not taken (a lapsed hold still counts as taken here until the next write releases
 * it, which can only make the figure a night more cautious).
 */
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
    .innerJoin(
      inventory,
      and(eq(inventory.roomTypeId, nightlyRates.roomTypeId), eq(inventory.date, nightlyRates.date)),
    )
    .where(
      and(
        gte(nightlyRates.date, from),
        eq(nightlyRates.closed, false),
        sql`${inventory.taken} < coalesce(${inventory.onSale}, ${inventory.total})`,
      ),
    )
    .groupBy(nightlyRates.roomTypeId, nightlyRates.ratePlanId);
}

/** The catalogue's English titles, where one is set: the e-mails of a booking made in English. */
export interface EnglishTitles {
  roomTypes: Map<number, string>;
  ratePlans: Map<number, string>;
  extras: Map<string, string>;
}

export async function englishTitles(db: Executor): Promise<EnglishTitles> {
  const rows = await db.execute<{ kind: string; key: string; title: string }>(sql`
    SELECT 'room' AS kind, id::text AS key, title_en AS title FROM ${roomTypes} WHERE title_en IS NOT NULL
    UNION ALL
    SELECT 'rate', id::text, title_en FROM ${ratePlans} WHERE title_en IS NOT NULL
    UNION ALL
    SELECT 'extra', code, title_en FROM ${extrasCatalogue} WHERE title_en IS NOT NULL`);
  const titles: EnglishTitles = { roomTypes: new Map(), ratePlans: new Map(), extras: new Map() };
  for (const row of rows.rows) {
    if (row.kind === "room") titles.roomTypes.set(Number(row.key), row.title);
    else if (row.kind === "rate") titles.ratePlans.set(Number(row.key), row.title);
    else titles.extras.set(row.key, row.title);
  }
  return titles;
}
