/**
 * Seeds a fresh engine database: the catalogue (room types, rate plans, extras), then prices and
 * inventory for 18 months from the hotel's today. Runs at start when the catalogue is empty, and
 * from `npm run seed:inventory` to extend the price calendar of an existing database.
 */
import { sql } from "drizzle-orm";
import { addDays, type IsoDate } from "../../../rules";
import { inTransaction, type HotelDb } from "../index";
import { ensureInventory } from "../repositories/inventory";
import { extrasCatalogue, nightlyRates, ratePlans, roomTypes } from "../schema";
import { EXTRAS, RATE_PLANS, ROOM_TYPES } from "./catalogue";
import { nightlyRatesFor, seedDates } from "./prices";

export interface SeedResult {
  seeded: boolean;
  nightlyRates: number;
  from?: IsoDate;
  to?: IsoDate;
}

async function insertChunked<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += 1000) await insert(rows.slice(start, start + 1000));
}

/** Seeds the catalogue and 18 months of prices and inventory, unless room types exist already. */
export async function seedWhenEmpty(db: HotelDb, today: IsoDate): Promise<SeedResult> {
  const result = await inTransaction(db, async (tx) => {
    // Two processes starting at once on one PostgreSQL must not both seed.
    await tx.execute(sql`LOCK TABLE hotel.room_types IN EXCLUSIVE MODE`);
    const [existing] = await tx.select({ count: sql<number>`count(*)::int` }).from(roomTypes);
    if ((existing?.count ?? 0) > 0) return { seeded: false, nightlyRates: 0 };

    await tx.insert(roomTypes).values(ROOM_TYPES.map((type, index) => ({ ...type, sortOrder: index + 1 })));
    await tx
      .insert(ratePlans)
      .values(RATE_PLANS.map((plan) => ({ ...plan, includedServices: [...plan.includedServices] })));
    await tx.insert(extrasCatalogue).values(EXTRAS);
    const dates = seedDates(today);
    const rates = ROOM_TYPES.flatMap((type) => nightlyRatesFor(type, dates));
    await insertChunked(rates, (chunk) => tx.insert(nightlyRates).values(chunk));
    const to = addDays(dates.at(-1) ?? today, 1);
    await ensureInventory(tx, { from: today, to, roomTypeIds: ROOM_TYPES.map((type) => type.id) });
    return { seeded: true, nightlyRates: rates.length, from: today, to };
  });
  // Planner statistics for the fresh tables (PGlite has no autovacuum to gather them).
  if (result.seeded)
    await db.execute(sql`ANALYZE hotel.nightly_rates, hotel.inventory, hotel.room_types, hotel.rate_plans`);
  return result;
}

/**
 * Adds prices (from the same seasonal model) and inventory for the nights between the last priced
 * night and 18 months from today; nights that have prices keep them.
 */
export async function extendPriceCalendar(db: HotelDb, today: IsoDate): Promise<SeedResult> {
  const dates = seedDates(today);
  const rates = ROOM_TYPES.flatMap((type) => nightlyRatesFor(type, dates));
  let written = 0;
  await inTransaction(db, async (tx) => {
    await insertChunked(rates, async (chunk) => {
      const inserted = await tx
        .insert(nightlyRates)
        .values(chunk)
        .onConflictDoNothing()
        .returning({ date: nightlyRates.date });
      written += inserted.length;
    });
    const to = addDays(dates.at(-1) ?? today, 1);
    await ensureInventory(tx, { from: today, to, roomTypeIds: ROOM_TYPES.map((type) => type.id) });
  });
  return { seeded: written > 0, nightlyRates: written, from: today, to: addDays(dates.at(-1) ?? today, 1) };
}
