/** The ledger of a booking's money (docs/money.md): entries, written and read in order. */
import { asc, eq } from "drizzle-orm";
import type { Executor } from "../index";
import { extrasCatalogue, ledgerEntries } from "../schema";

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type NewLedgerEntry = typeof ledgerEntries.$inferInsert;

export async function insertLedgerEntries(tx: Executor, rows: readonly NewLedgerEntry[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(ledgerEntries).values([...rows]);
}

export function ledgerOf(db: Executor, reservationId: string): Promise<LedgerEntryRow[]> {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.reservationId, reservationId))
    .orderBy(asc(ledgerEntries.id));
}

/** The title of an extra of the catalogue (the transfer's, for a receipt); undefined if unknown. */
export async function extraTitle(db: Executor, code: string): Promise<string | undefined> {
  const [row] = await db
    .select({ title: extrasCatalogue.title })
    .from(extrasCatalogue)
    .where(eq(extrasCatalogue.code, code));
  return row?.title;
}
