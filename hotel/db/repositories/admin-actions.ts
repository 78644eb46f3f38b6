/** Who did what and when through the manager endpoints (hotel.manager_actions). */
import { and, desc, eq, like, sql, type SQL } from "drizzle-orm";
import type { Executor } from "../index";
import { adminActions } from "../schema";

export type AdminActionRow = typeof adminActions.$inferSelect;
export type NewAdminAction = Omit<typeof adminActions.$inferInsert, "id">;

export async function insertAdminAction(db: Executor, row: NewAdminAction): Promise<AdminActionRow> {
  const [inserted] = await db.insert(adminActions).values(row).returning();
  if (!inserted) throw new Error("Manager action insert returned nothing");
  return inserted;
}

export interface AdminActionQuery {
  reservationId?: string | undefined;
  guestRequestId?: string | undefined;
  /** An action or its family: `prices` matches prices.set and prices.restore. */
  action?: string | undefined;
  limit: number;
  offset: number;
}

/** Newest first. */
export async function listAdminActions(
  db: Executor,
  query: AdminActionQuery,
): Promise<{ rows: AdminActionRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.reservationId) conditions.push(eq(adminActions.reservationId, query.reservationId));
  if (query.guestRequestId) conditions.push(eq(adminActions.guestRequestId, query.guestRequestId));
  if (query.action) {
    const family = like(adminActions.action, `${query.action.replace(/[%_\\]/g, "\\$&")}.%`);
    conditions.push(sql`(${eq(adminActions.action, query.action)} OR ${family})`);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(adminActions)
    .where(where)
    .orderBy(desc(adminActions.at), desc(adminActions.id))
    .limit(query.limit)
    .offset(query.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(adminActions)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

export async function findAdminAction(db: Executor, id: number): Promise<AdminActionRow | undefined> {
  const [row] = await db.select().from(adminActions).where(eq(adminActions.id, id));
  return row;
}
