/** Pending changes of reservations and the rooms they hold. No business rules here. */
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../index";
import { reservationChanges, type NightRooms } from "../schema";
import { lapsedCondition, type HoldLapse } from "./hold-lapse";

export type ChangeRow = typeof reservationChanges.$inferSelect;
export type NewChange = typeof reservationChanges.$inferInsert;

export async function insertChange(tx: Executor, row: NewChange): Promise<ChangeRow> {
  const [inserted] = await tx.insert(reservationChanges).values(row).returning();
  if (!inserted) throw new Error("Change insert returned nothing");
  return inserted;
}

/** The reservation's change in status `pending` (its hold may have run out), if any. */
export async function pendingChangeOf(db: Executor, reservationId: string): Promise<ChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(reservationChanges)
    .where(
      and(eq(reservationChanges.reservationId, reservationId), eq(reservationChanges.status, "pending")),
    );
  return row;
}

export async function lockChange(tx: Executor, id: string): Promise<ChangeRow | undefined> {
  const [row] = await tx.select().from(reservationChanges).where(eq(reservationChanges.id, id)).for("update");
  return row;
}

export async function updateChange(
  tx: Executor,
  id: string,
  patch: Partial<Omit<NewChange, "id">>,
): Promise<ChangeRow> {
  const [row] = await tx
    .update(reservationChanges)
    .set(patch)
    .where(eq(reservationChanges.id, id))
    .returning();
  if (!row) throw new Error(`Change ${id} vanished during an update`);
  return row;
}

/**
 * Moves the reservation's change that still holds its rooms (in `lapse.status`, not lapsed; a
 * lapsed one is left to `expireLapsedHolds` in inventory.ts) to `status` at `lapse.at`, and returns it; undefined when
 * there was none.
 */
export async function closeLiveChange(
  tx: Executor,
  reservationId: string,
  lapse: HoldLapse,
  status: "replaced" | "canceled",
): Promise<ChangeRow | undefined> {
  const lapsed = lapsedCondition(
    sql`${reservationChanges.status}`,
    sql`${reservationChanges.holdExpiresAt}`,
    lapse,
  );
  const [row] = await tx
    .update(reservationChanges)
    .set({ status, updatedAt: lapse.at })
    .where(
      and(
        eq(reservationChanges.reservationId, reservationId),
        sql`${reservationChanges.status} = ${lapse.status}`,
        sql`NOT ${lapsed}`,
      ),
    )
    .returning();
  return row;
}

export type ExpiredChange = { changeId: string; reservationId: string; extraNights: NightRooms[] };

/**
 * Rooms still counted in `taken` for `lapse`d changes (not yet released by a write), per type and
 * night in [from, to), as a SQL fragment with the columns of `expiredHeldRooms`.
 */
export function expiredChangeRooms(lapse: HoldLapse, from: string, to: string) {
  return sql`
    SELECT (x->>'roomTypeId')::int AS room_type_id, (x->>'date')::date AS date,
           sum((x->>'rooms')::int)::int AS rooms
    FROM hotel.reservation_changes c
    CROSS JOIN LATERAL jsonb_array_elements(c.extra_nights) AS x
    WHERE ${lapsedCondition(sql`c.status`, sql`c.hold_expires_at`, lapse)}
      AND (x->>'date')::date >= ${from}::date AND (x->>'date')::date < ${to}::date
    GROUP BY 1, 2`;
}
