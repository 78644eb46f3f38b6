/** Manage tokens from look-ups, and stored responses for `Idempotency-Key`. */
import { and, eq, gt, lt } from "drizzle-orm";
import type { Executor } from "../index";
import { idempotencyKeys, manageTokens } from "../schema";

/**
 * Stores a look-up's new manage token and drops the expired ones in the same statement: a
 * look-up is one round trip fewer (on PGlite each costs the database's thread about 0.4 ms,
 * docs/performance.md). An expired token is refused whether or not it was dropped yet.
 */
export async function storeManageToken(
  db: Executor,
  row: typeof manageTokens.$inferInsert,
  now: Date,
): Promise<void> {
  const expired = db
    .$with("expired")
    .as(
      db
        .delete(manageTokens)
        .where(lt(manageTokens.expiresAt, now))
        .returning({ gone: manageTokens.tokenHash }),
    );
  await db.with(expired).insert(manageTokens).values(row);
}

export async function findManageToken(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<{ reservationId: string; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({ reservationId: manageTokens.reservationId, expiresAt: manageTokens.expiresAt })
    .from(manageTokens)
    .where(and(eq(manageTokens.tokenHash, tokenHash), gt(manageTokens.expiresAt, now)));
  return row;
}

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** Claims a key for a request; undefined when the key was claimed before (then look it up). */
export async function claimIdempotencyKey(
  db: Executor,
  row: { key: string; requestHash: string; createdAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ ...row, state: "pending" })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

export async function findIdempotencyKey(db: Executor, key: string): Promise<IdempotencyRow | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  return row;
}

export async function completeIdempotencyKey(
  db: Executor,
  key: string,
  response: { status: number; body: string; language: string | null },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({
      state: "done",
      responseStatus: response.status,
      responseBody: response.body,
      responseLanguage: response.language,
    })
    .where(eq(idempotencyKeys.key, key));
}

export async function releaseIdempotencyKey(db: Executor, key: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.state, "pending")));
}

/** Deletes the records made before `before` (their time to live is over), whatever their state. */
export async function deleteExpiredIdempotencyKeys(db: Executor, before: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}

/** Frees a key whose request never finished (a crash), so a retry can run. */
export async function releaseStaleIdempotencyKey(
  db: Executor,
  key: string,
  claimedBefore: Date,
): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.state, "pending"),
        lt(idempotencyKeys.createdAt, claimedBefore),
      ),
    );
}
