/**
 * Which holds have lapsed, as the domain defines it (`lapsedHolds` in hotel/domain/reservations/holds.ts) and
 * hands it to the repositories. Storage only turns the value into SQL conditions; it never decides
 * what «lapsed» means, so the SQL and the domain's own check cannot drift apart.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Executor } from "../index";

export interface HoldLapse {
  /** The status a row is in while it holds rooms. */
  readonly status: string;
  /** A hold whose time is at or before this instant has lapsed; a row without a time never does. */
  readonly at: Date;
}

/** The lapse of reservations' holds and of pending changes' holds, at one instant. */
export interface LapsedHolds {
  readonly reservations: HoldLapse;
  readonly changes: HoldLapse;
}

/**
 * `lapse` as a condition on a table's status and hold-time columns: true or false, never NULL
 * (the status is NOT NULL, and a NULL time makes `IS NOT NULL` false). Written so that the
 * planner can use the tables' partial indexes of holds (`… WHERE status = 'held' AND
 * hold_expires_at IS NOT NULL`, on the time): a `coalesce` around the comparison kept it from them,
 * and every booking's expiry read the whole table.
 */
export function lapsedCondition(status: SQL, holdExpiresAt: SQL, lapse: HoldLapse): SQL {
  return sql`(${status} = ${lapse.status} AND ${holdExpiresAt} IS NOT NULL AND ${holdExpiresAt} <= ${lapse.at.toISOString()}::timestamptz)`;
}

/** A pending invoice whose hold has lapsed, with what it pays for. */
export type LapsedInvoice = {
  invoiceId: string;
  reservationId: string;
  /** The change whose difference it pays; null when it pays the booking's own balance. */
  changeId: string | null;
};

/**
 * Up to `limit` pending invoices whose hold has lapsed or was already released — a booking's
 * own invoice whose reservation is `lapse`d or `expired`, or a change's whose change is — locked
 * with their reservations for the rest of the transaction. Rows another transaction holds are
 * skipped (the next sweep takes them), so a sweep never waits for a payment being recorded.
 */
export async function lockLapsedInvoices(
  tx: Executor,
  lapse: LapsedHolds,
  limit: number,
): Promise<LapsedInvoice[]> {
  const result = await tx.execute<LapsedInvoice>(sql`
    SELECT i.id::text AS "invoiceId", i.reservation_id::text AS "reservationId",
           i.change_id::text AS "changeId"
    FROM hotel.invoices i
    JOIN hotel.reservations r ON r.id = i.reservation_id
    LEFT JOIN hotel.reservation_changes c ON c.id = i.change_id
    WHERE i.status = 'pending'
      AND CASE WHEN i.change_id IS NULL
        THEN r.status = 'expired' OR ${lapsedCondition(sql`r.status`, sql`r.hold_expires_at`, lapse.reservations)}
        ELSE c.status = 'expired' OR ${lapsedCondition(sql`c.status`, sql`c.hold_expires_at`, lapse.changes)}
      END
    ORDER BY i.created_at, i.id
    LIMIT ${limit}
    FOR UPDATE OF i, r SKIP LOCKED`);
  return result.rows;
}

/** An invoice just canceled, with what its withdrawal at the provider needs. */
export type CanceledInvoice = LapsedInvoice & {
  amount: number;
  providerPaymentId: string | null;
};

/**
 * Cancels the pending invoices of the given reservations' own balance and of the given changes
 * (at `at`), and returns them; invoices in any other status stay as they are.
 */
export async function cancelPendingInvoicesOf(
  tx: Executor,
  of: { reservationIds: readonly string[]; changeIds: readonly string[] },
  at: Date,
): Promise<CanceledInvoice[]> {
  if (of.reservationIds.length === 0 && of.changeIds.length === 0) return [];
  const ids = (values: readonly string[]) =>
    sql.join(
      values.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
  const ofReservations =
    of.reservationIds.length > 0
      ? sql`(change_id IS NULL AND reservation_id IN (${ids(of.reservationIds)}))`
      : sql`false`;
  const ofChanges = of.changeIds.length > 0 ? sql`change_id IN (${ids(of.changeIds)})` : sql`false`;
  const result = await tx.execute<CanceledInvoice>(sql`
    UPDATE hotel.invoices
    SET status = 'canceled', updated_at = ${at.toISOString()}::timestamptz
    WHERE status = 'pending' AND (${ofReservations} OR ${ofChanges})
    RETURNING id::text AS "invoiceId", reservation_id::text AS "reservationId",
              change_id::text AS "changeId", amount, provider_payment_id AS "providerPaymentId"`);
  return result.rows;
}
