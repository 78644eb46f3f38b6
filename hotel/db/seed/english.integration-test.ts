/**
 * Migration 0015 gives a database made before the English texts existed the seed's English
 * (docs/languages.md), only where the Russian text is still the seed's and no English is set.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase, testTargets, type TestDatabase } from "../../../platform/testing/databases";
import { prepareHotel } from "../../hotel";
import { hotelDb, type HotelDb } from "../index";
import { ratePlans, roomTypes } from "../schema";
import { RATE_PLANS, ROOM_TYPES } from "./catalogue";

const MIGRATION = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "../migrations/0015_read_api_languages.sql",
);

/** The migration's statements that fill in the English (its UPDATEs). */
function englishUpdates(): string[] {
  return readFileSync(MIGRATION, "utf8")
    .split("--> statement-breakpoint")
    .map((statement) => statement.replace(/^\s*(--[^\n]*\n\s*)*/, "").trim())
    .filter((statement) => statement.startsWith("UPDATE"));
}

describe.each(testTargets())("the English of migration 0015 on $name", (target) => {
  let database: TestDatabase;
  let db: HotelDb;
  beforeAll(async () => {
    database = await freshDatabase(target);
    await prepareHotel(database.connection, new Date("2026-11-22T09:00:00Z"));
    db = hotelDb(database.connection);
  });
  afterAll(() => database.dispose());

  it("gives an older database the seed's English, but not to a changed Russian text nor over a set English one", async () => {
    // As a database made before 0015 was: no English texts; the hotel has since changed one
    // Russian description and set one English tag list of its own.
    await db.execute(
      sql`UPDATE hotel.room_types SET short_desc_en = NULL, amenity_tags_en = NULL, amenity_pages_en = NULL`,
    );
    await db.execute(sql`UPDATE hotel.rate_plans SET description_en = NULL, included_services_en = NULL`);
    await db.execute(sql`UPDATE hotel.room_types SET short_desc = 'Новое описание' WHERE code = 'suite'`);
    await db.execute(
      sql`UPDATE hotel.room_types SET amenity_tags_en = '["Ours"]'::jsonb WHERE code = 'villa'`,
    );

    const updates = englishUpdates();
    expect(updates).toHaveLength(2);
    for (const statement of updates) await db.execute(sql.raw(statement));

    const types = await db.select().from(roomTypes).orderBy(asc(roomTypes.id));
    expect(
      types.map((type) => ({
        code: type.code,
        shortDescEn: type.shortDescEn,
        amenityTagsEn: type.amenityTagsEn,
        amenityPagesEn: type.amenityPagesEn,
      })),
    ).toEqual(
      ROOM_TYPES.map((seed) => ({
        code: seed.code,
        shortDescEn: seed.code === "suite" ? null : seed.shortDescEn,
        amenityTagsEn: seed.code === "villa" ? ["Ours"] : seed.amenityTagsEn,
        amenityPagesEn: seed.amenityPagesEn,
      })),
    );
    const plans = await db.select().from(ratePlans).orderBy(asc(ratePlans.id));
    expect(plans.map((plan) => [plan.code, plan.descriptionEn, plan.includedServicesEn])).toEqual(
      RATE_PLANS.map((seed) => [seed.code, seed.descriptionEn, seed.includedServicesEn]),
    );
  });
});
