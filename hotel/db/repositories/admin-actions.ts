/** Who did what and when through the manager endpoints (hotel.manager_actions). */
import { and, desc, eq, like, sql, type SQL } from "drizzle-orm";
import type { Executor } from "../index";
import { managerActions } from "../schema";

export type ManagerActionRow = typeof managerActions.$inferSelect;
export type NewManagerAction = Omit<typeof managerActions.$inferInsert, "id">;

export async function insertManagerAction(db: Executor, row: NewManagerAction): Promise<ManagerActionRow> {
  const [inserted] = await db.insert(managerActions).values(row).returning();
  if (!inserted) throw new Error("Manager action insert returned nothing");
  return inserted;
}

export interface ManagerActionQuery {
  reservationId?: string | undefined;
  guestRequestId?: string | undefined;
  /** An action or its family: `prices` matches prices.set and prices.restore. */
  action?: string | undefined;
  limit: number;
  offset: number;
}

/** Newest first. */
export async function listManagerActions(
  db: Executor,
  query: ManagerActionQuery,
): Promise<{ rows: ManagerActionRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.reservationId) conditions.push(eq(managerActions.reservationId, query.reservationId));
  if (query.guestRequestId) conditions.push(eq(managerActions.guestRequestId, query.guestRequestId));
  if (query.action) {
    const family = like(managerActions.action, `${query.action.replace(/[%_\\]/g, "\\$&")}.%`);
    conditions.push(sql`(${eq(managerActions.action, query.action)} OR ${family})`);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(managerActions)
    .where(where)
    .orderBy(desc(managerActions.at), desc(managerActions.id))
    .limit(query.limit)
    .offset(query.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(managerActions)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

export async function findManagerAction(db: Executor, id: number): Promise<ManagerActionRow | undefined> {
  const [row] = await db.select().from(managerActions).where(eq(managerActions.id, id));
  return row;
}
