/**
 * The engine's database handle: its Drizzle schema over the platform's one connection, its own
 * migrations (table `drizzle.hotel_migrations`), and transactions that retry when PostgreSQL
 * reports a deadlock or a serialization failure.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { SQLWrapper } from "drizzle-orm";
import { drizzleFor, migrate, type Connection, type Database } from "../../platform/database";
import * as schema from "./schema";

export { schema };
export type HotelDb = Database<typeof schema>;
/** A handle usable inside or outside a transaction. */
export type Executor = HotelDb;
/**
 * A write built but not yet run (a repository's `…Insert`), for a repository function that sends
 * it in the same round trip as its own statement (claimInventory's `alongside`).
 */
export type PendingWrite = SQLWrapper;

export const HOTEL_MIGRATIONS = {
  folder: path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations"),
  table: "hotel_migrations",
};

export function hotelDb(connection: Connection): HotelDb {
  return drizzleFor(connection, schema);
}

export async function migrateHotel(connection: Connection): Promise<void> {
  await migrate(connection, HOTEL_MIGRATIONS);
}

/** The SQLSTATE of a database error, looking through Drizzle's wrapper. */
export function sqlState(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current === "object" && "code" in current && typeof current.code === "string") {
      if (/^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    }
    current =
      typeof current === "object" && current !== null && "cause" in current ? current.cause : undefined;
  }
  return undefined;
}

/** The constraint a database error names, if any (23505 unique, 23514 check). */
export function violatedConstraint(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current === "object" && "constraint" in current && typeof current.constraint === "string") {
      return current.constraint;
    }
    current =
      typeof current === "object" && current !== null && "cause" in current ? current.cause : undefined;
  }
  return undefined;
}

const RETRYABLE = new Set(["40001", "40P01"]);

/**
 * Runs `work` in a READ COMMITTED transaction. Row locks taken in a fixed order make deadlocks
 * unlikely; when PostgreSQL still picks this transaction as a deadlock victim, it runs again.
 */
export async function inTransaction<T>(db: HotelDb, work: (tx: Executor) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => work(tx));
    } catch (error) {
      if (attempt >= 3 || !RETRYABLE.has(sqlState(error) ?? "")) throw error;
    }
  }
}
