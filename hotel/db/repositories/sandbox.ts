/** The sandbox acquirer's ledger of payments. */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../index";
import { sandboxPayments, type SandboxRefund, type StoredReceipt } from "../schema";

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;
export type SandboxStatus = SandboxPaymentRow["status"];

/** Inserts a payment unless one exists for the idempotence key; returns the stored one either way. */
export async function upsertSandboxPayment(
  db: Executor,
  row: typeof sandboxPayments.$inferInsert,
): Promise<SandboxPaymentRow> {
  await db
    .insert(sandboxPayments)
    .values(row)
    .onConflictDoNothing({ target: sandboxPayments.idempotenceKey });
  const [stored] = await db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.idempotenceKey, row.idempotenceKey));
  if (!stored) throw new Error("Sandbox payment vanished after insert");
  return stored;
}

export async function findSandboxPayment(db: Executor, id: string): Promise<SandboxPaymentRow | undefined> {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
  return row;
}

/** What a move may record besides the status (the card's last digits, a deferred capture). */
export type SandboxMoveFields = Partial<Pick<SandboxPaymentRow, "cardLast4" | "succeedAfter">>;

/** Moves a payment from one of `from` to `to`; undefined when it was in another state. */
export async function moveSandboxPayment(
  db: Executor,
  id: string,
  from: readonly SandboxStatus[],
  to: SandboxStatus,
  now: Date,
  fields: SandboxMoveFields = {},
): Promise<SandboxPaymentRow | undefined> {
  const [row] = await db
    .update(sandboxPayments)
    .set({ ...fields, status: to, updatedAt: now })
    .where(and(eq(sandboxPayments.id, id), inArray(sandboxPayments.status, [...from])))
    .returning();
  return row;
}

/**
 * Refunds part of a succeeded payment once per idempotence key, keeping the refund's receipt: a
 * key already used refunds nothing more and answers the payment as it is (`replayed`); undefined
 * when the payment cannot give that much back.
 */
export async function refundSandboxPayment(
  db: Executor,
  id: string,
  amount: number,
  key: string,
  receipt: StoredReceipt | null,
  now: Date,
): Promise<{ row: SandboxPaymentRow; replayed: boolean } | undefined> {
  const refund: SandboxRefund = { key, amount, receipt, at: now.toISOString() };
  const [row] = await db
    .update(sandboxPayments)
    .set({
      refundedAmount: sql`${sandboxPayments.refundedAmount} + ${amount}`,
      refundKeys: sql`${sandboxPayments.refundKeys} || ${JSON.stringify([key])}::jsonb`,
      refunds: sql`${sandboxPayments.refunds} || ${JSON.stringify([refund])}::jsonb`,
      updatedAt: now,
    })
    .where(
      and(
        eq(sandboxPayments.id, id),
        eq(sandboxPayments.status, "succeeded"),
        sql`${sandboxPayments.refundedAmount} + ${amount} <= ${sandboxPayments.amount}`,
        sql`NOT ${sandboxPayments.refundKeys} @> ${JSON.stringify([key])}::jsonb`,
      ),
    )
    .returning();
  if (row) return { row, replayed: false };
  const [done] = await db
    .select()
    .from(sandboxPayments)
    .where(
      and(eq(sandboxPayments.id, id), sql`${sandboxPayments.refundKeys} @> ${JSON.stringify([key])}::jsonb`),
    );
  return done ? { row: done, replayed: true } : undefined;
}

/** The payment a refund (by its idempotence key) was made from. */
export async function findSandboxPaymentOfRefund(
  db: Executor,
  key: string,
): Promise<SandboxPaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxPayments)
    .where(sql`${sandboxPayments.refundKeys} @> ${JSON.stringify([key])}::jsonb`);
  return row;
}
