/** Requests from the «Оставить заявку» modal. */
import { desc, eq } from "drizzle-orm";
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

export async function setGuestRequestMail(
  db: Executor,
  id: string,
  mail: { mailStatus: "sent" | "failed"; mailError: string | null },
): Promise<void> {
  await db.update(guestRequests).set(mail).where(eq(guestRequests.id, id));
}

export function listGuestRequests(db: Executor, limit: number, offset: number): Promise<GuestRequestRow[]> {
  return db.select().from(guestRequests).orderBy(desc(guestRequests.createdAt)).limit(limit).offset(offset);
}
