/**
 * The counts behind the hold limits (hotel/domain/reservations/hold-limits.ts): a guest's unpaid holds still
 * live, and a booking's fresh change holds. What «live» means comes from the domain (`HoldLapse`).
 */
import { and, countDistinct, eq, gte, notInArray, or, sql } from "drizzle-orm";
import type { Executor } from "../index";
import { reservationChanges, reservations } from "../schema";
import { lapsedCondition, type HoldLapse } from "./hold-lapse";

export interface UnpaidHolds {
  client: number;
  email: number;
  phone: number;
  /** Holds matching by any of the three. */
  byAny: number;
}

/**
 * The unpaid holds, not lapsed at `lapse.at`, made from the client's address, or with the e-mail
 * (any case) or the phone digits; `except` are left out (the holds a new one replaces).
 */
export async function countUnpaidHolds(
  tx: Executor,
  owner: { client: string | null; email: string; phoneDigits: string },
  lapse: HoldLapse,
  except: readonly string[],
): Promise<UnpaidHolds> {
  const byClient = owner.client ? sql`${reservations.holdClient} = ${owner.client}` : sql`false`;
  const byEmail = sql`lower(${reservations.email}) = ${owner.email}`;
  const byPhone = sql`${reservations.phoneDigits} = ${owner.phoneDigits}`;
  const [row] = await tx
    .select({
      client: sql<number>`count(*) FILTER (WHERE ${byClient})`.mapWith(Number),
      email: sql<number>`count(*) FILTER (WHERE ${byEmail})`.mapWith(Number),
      phone: sql<number>`count(*) FILTER (WHERE ${byPhone})`.mapWith(Number),
      byAny: sql<number>`count(*)`.mapWith(Number),
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.status, lapse.status as "held"),
        sql`NOT ${lapsedCondition(sql`${reservations.status}`, sql`${reservations.holdExpiresAt}`, lapse)}`,
        or(byClient, byEmail, byPhone),
        except.length > 0 ? notInArray(reservations.id, [...except]) : undefined,
      ),
    );
  return row ?? { client: 0, email: 0, phone: 0, byAny: 0 };
}

/**
 * How many times since `since` a pending change of the booking took a fresh hold that was not
 * paid: changes asked again while one was live share its hold limit, so each distinct limit is one
 * hold, and a hold whose change was paid (applied) is not counted. Only the guest's own changes
 * count: a manager's (`by_manager`) is the hotel's decision, not the guest's asking.
 */
export async function countChangeHoldsSince(
  tx: Executor,
  reservationId: string,
  since: Date,
): Promise<number> {
  const paid = tx
    .select({ holdLimit: reservationChanges.holdLimit })
    .from(reservationChanges)
    .where(
      and(eq(reservationChanges.reservationId, reservationId), eq(reservationChanges.status, "applied")),
    );
  const [row] = await tx
    .select({ holds: countDistinct(reservationChanges.holdLimit) })
    .from(reservationChanges)
    .where(
      and(
        eq(reservationChanges.reservationId, reservationId),
        eq(reservationChanges.byManager, false),
        gte(reservationChanges.createdAt, since),
        notInArray(reservationChanges.holdLimit, paid),
      ),
    );
  return row?.holds ?? 0;
}
