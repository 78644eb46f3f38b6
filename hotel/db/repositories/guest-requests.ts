/** Requests from the «Оставить заявку» modal. */
import { desc, eq, sql } from "drizzle-orm";
import type { Executor } from "../index";
import { guestRequests } from "../schema";

export type GuestRequestRow = typeof guestRequests.$inferSelect;

export async function insertGuestRequest(
  db: Executor,
  row: typeof guestRequests.$inferInsert,
): Promise<GuestRequestRow> {
  const [inserted] = await db.insert(guestRequests).values(row).returning();
  if (!inserted) throw new Error("Guest request insert returned nothing");
  return inserted;
}

/** The e-mail's state as the outbox leaves it: pending (with the last refusal, if any), sent or failed. */
export async function setGuestRequestMail(
  db: Executor,
  id: string,
  mail: Pick<GuestRequestRow, "mailStatus" | "mailError">,
): Promise<void> {
  await db.update(guestRequests).set(mail).where(eq(guestRequests.id, id));
}

export async function findGuestRequest(db: Executor, id: string): Promise<GuestRequestRow | undefined> {
  const [row] = await db.select().from(guestRequests).where(eq(guestRequests.id, id));
  return row;
}

/** Newest first; with a status, only those. */
export async function listGuestRequests(
  db: Executor,
  query: { limit: number; offset: number; status?: GuestRequestRow["status"] | undefined },
): Promise<{ rows: GuestRequestRow[]; total: number }> {
  const where = query.status ? eq(guestRequests.status, query.status) : undefined;
  const rows = await db
    .select()
    .from(guestRequests)
    .where(where)
    .orderBy(desc(guestRequests.createdAt))
    .limit(query.limit)
    .offset(query.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(guestRequests)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

export async function lockGuestRequest(db: Executor, id: string): Promise<GuestRequestRow | undefined> {
  const [row] = await db.select().from(guestRequests).where(eq(guestRequests.id, id)).for("update");
  return row;
}

export async function updateGuestRequest(
  db: Executor,
  id: string,
  patch: Partial<Pick<GuestRequestRow, "status" | "note">> & { updatedAt: Date },
): Promise<GuestRequestRow> {
  const [row] = await db.update(guestRequests).set(patch).where(eq(guestRequests.id, id)).returning();
  if (!row) throw new Error(`Guest request ${id} vanished while updated`);
  return row;
}
