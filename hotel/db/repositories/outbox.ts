/**
 * The outbox's rows: written inside the transaction of the change they belong to, claimed by one
 * worker at a time (`FOR UPDATE SKIP LOCKED`, then a claim token and a lease), finished only by
 * the holder of the claim.
 */
import { and, asc, desc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Executor } from "../index";
import { outbox, type OutboxStatus } from "../schema";

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = Pick<
  typeof outbox.$inferInsert,
  "kind" | "payload" | "reservationId" | "nextAttemptAt" | "createdAt"
>;

/** The transactions that wrote outbox rows (wroteOutbox). */
const writers = new WeakSet<Executor>();

export async function insertOutbox(tx: Executor, rows: readonly NewOutboxRow[]): Promise<OutboxRow[]> {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(outbox)
    .values(rows.map((row) => ({ ...row, status: "pending" as const, updatedAt: row.createdAt })))
    .returning();
  writers.add(tx);
  return inserted;
}

/**
 * Whether `tx` (a transaction's handle) wrote outbox rows: a caller that asks before its commit
 * wakes the delivery after it only when there is something to deliver.
 */
export function wroteOutbox(tx: Executor): boolean {
  return writers.has(tx);
}

/** Due: pending and its time has come, or delivering with a lease that ran out (its worker died). */
function due(now: Date) {
  return or(
    and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now)),
    and(eq(outbox.status, "delivering"), lte(outbox.leaseUntil, now)),
  );
}

/**
 * Claims up to `limit` due rows (or only the given ids, when due) for one worker: each gets the
 * worker's token, a lease and one more attempt. Rows another worker is claiming at this moment are
 * skipped, never waited for; the outer condition is checked again on the locked row.
 */
export async function claimDueOutbox(
  db: Executor,
  claim: { now: Date; leaseUntil: Date; token: string; limit: number; ids?: readonly string[] | undefined },
): Promise<OutboxRow[]> {
  const condition = claim.ids ? and(due(claim.now), inArray(outbox.id, [...claim.ids])) : due(claim.now);
  const candidates = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(condition)
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(claim.limit)
    .for("update", { skipLocked: true });
  return db
    .update(outbox)
    .set({
      status: "delivering",
      claimToken: claim.token,
      leaseUntil: claim.leaseUntil,
      attempts: sql`${outbox.attempts} + 1`,
      updatedAt: claim.now,
    })
    .where(and(inArray(outbox.id, candidates), due(claim.now)))
    .returning();
}

/** Ends a claimed row; false when the claim was lost (its lease ran out and another took it). */
export async function finishOutbox(
  db: Executor,
  id: string,
  token: string,
  result:
    | { status: "sent"; at: Date }
    | { status: "pending" | "failed"; at: Date; nextAttemptAt: Date; error: string },
): Promise<boolean> {
  const fields =
    result.status === "sent"
      ? { status: result.status, sentAt: result.at, lastError: null }
      : { status: result.status, nextAttemptAt: result.nextAttemptAt, lastError: result.error };
  const rows = await db
    .update(outbox)
    .set({ ...fields, claimToken: null, leaseUntil: null, updatedAt: result.at })
    .where(and(eq(outbox.id, id), eq(outbox.claimToken, token), eq(outbox.status, "delivering")))
    .returning({ id: outbox.id });
  return rows.length > 0;
}

export async function findOutbox(db: Executor, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}

export async function listOutbox(
  db: Executor,
  query: {
    status?: OutboxStatus | undefined;
    reservationId?: string | undefined;
    limit: number;
    offset: number;
  },
): Promise<{ rows: OutboxRow[]; total: number }> {
  const conditions = [];
  if (query.status) conditions.push(eq(outbox.status, query.status));
  if (query.reservationId) conditions.push(eq(outbox.reservationId, query.reservationId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(query.limit)
    .offset(query.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(outbox)
    .where(where);
  return { rows, total: count?.n ?? 0 };
}

/** A failed row back to pending, due now, with a fresh count of attempts; undefined unless failed. */
export async function requeueFailedOutbox(
  db: Executor,
  id: string,
  now: Date,
): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(outbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: now, updatedAt: now })
    .where(and(eq(outbox.id, id), eq(outbox.status, "failed")))
    .returning();
  return row;
}
