/** Pending changes of reservations and the rooms they hold. No business rules here. */
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../index";
import { reservationChanges, type NightRooms } from "../schema";

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
 * Moves the reservation's pending change to `status` if its hold has not run out at `now` (a hold
 * past its time is left to `expireChanges`), and returns the rooms it held; undefined when there
 * was none.
 */
export async function closeLiveChange(
  tx: Executor,
  reservationId: string,
  now: Date,
  status: "replaced" | "canceled",
): Promise<ChangeRow | undefined> {
  const [row] = await tx
    .update(reservationChanges)
    .set({ status, updatedAt: now })
    .where(
      and(
        eq(reservationChanges.reservationId, reservationId),
        eq(reservationChanges.status, "pending"),
        sql`(${reservationChanges.holdExpiresAt} IS NULL OR ${reservationChanges.holdExpiresAt} > ${now.toISOString()}::timestamptz)`,
      ),
    )
    .returning();
  return row;
}

export type ExpiredChange = { changeId: string; reservationId: string; extraNights: NightRooms[] };

/**
 * Marks every pending change whose hold ran out as expired and returns the rooms it held, so the
 * caller gives them back in the same transaction; the UPDATE's row lock keeps concurrent callers
 * from releasing one twice.
 */
export async function expireChanges(tx: Executor, now: Date): Promise<ExpiredChange[]> {
  const result = await tx.execute<ExpiredChange>(sql`
    UPDATE hotel.reservation_changes
    SET status = 'expired', updated_at = ${now.toISOString()}::timestamptz
    WHERE status = 'pending' AND hold_expires_at <= ${now.toISOString()}::timestamptz
    RETURNING id::text AS "changeId", reservation_id::text AS "reservationId", extra_nights AS "extraNights"`);
  return result.rows;
}

/**
 * Rooms still counted in `taken` for pending changes whose hold ran out (not yet released by a
 * write), per type and night in [from, to), as a SQL fragment with the columns of
 * `expiredHeldRooms`.
 */
export function expiredChangeRooms(now: Date, from: string, to: string) {
  return sql`
    SELECT (x->>'roomTypeId')::int AS room_type_id, (x->>'date')::date AS date,
           sum((x->>'rooms')::int)::int AS rooms
    FROM hotel.reservation_changes c
    CROSS JOIN LATERAL jsonb_array_elements(c.extra_nights) AS x
    WHERE c.status = 'pending' AND c.hold_expires_at <= ${now.toISOString()}::timestamptz
      AND (x->>'date')::date >= ${from}::date AND (x->>'date')::date < ${to}::date
    GROUP BY 1, 2`;
}
