/**
 * Which holds have lapsed, as the domain defines it (`lapsedHolds` in hotel/domain/holds.ts) and
 * hands it to the repositories. Storage only turns the value into SQL conditions; it never decides
 * what «lapsed» means, so the SQL and the domain's own check cannot drift apart.
 */
import { sql, type SQL } from "drizzle-orm";

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

/** `lapse` as a condition on a table's status and hold-time columns: true or false, never NULL. */
export function lapsedCondition(status: SQL, holdExpiresAt: SQL, lapse: HoldLapse): SQL {
  return sql`(${status} = ${lapse.status} AND coalesce(${holdExpiresAt} <= ${lapse.at.toISOString()}::timestamptz, false))`;
}
