/**
 * What a manager does through the admin key (the older calls beside the Studio's tools): set
 * prices, closures and minimum stays over a date range, a rate's cancellation terms, and find
 * reservations.
 */
import { addDays, type IsoDate } from "../../../rules";
import { inTransaction } from "../../db";
import { updateRatePlan } from "../../db/repositories/catalogue";
import { freeRooms, type FreeRooms } from "../../db/repositories/inventory";
import {
  searchReservations,
  type ReservationFilter,
  type ReservationSearch,
} from "../../db/repositories/reservations";
import { recordAction, type Manager } from "./audit";
import type { EngineContext } from "../context";
import { BookingError } from "../errors";
import { lapsedHolds } from "../reservations/holds";
import { applyPriceChanges, type PriceChange } from "./admin-prices";
import { loadDetails, type ReservationDetails } from "../reservations/reservations";

/**
 * `PUT /v1/admin/prices`: one change over a date range, by the rules of
 * hotel/domain/admin/admin-prices.ts.
 */
export async function setPrices(
  ctx: EngineContext,
  change: PriceChange,
  manager: Manager,
): Promise<{ updated: number }> {
  const saved = await applyPriceChanges(ctx, [change], manager);
  return { updated: saved.updated };
}

export async function setFreeCancellationHours(
  ctx: EngineContext,
  rateId: number,
  hours: number,
  manager: Manager,
): Promise<void> {
  const { plans } = await ctx.catalogue.load();
  const plan = plans.find((candidate) => candidate.id === rateId);
  if (!plan) throw new BookingError("RATE_NOT_FOUND", "Такого тарифа нет", { rate_id: rateId });
  if (!plan.refundable) {
    throw new BookingError("PRICE_RANGE_INVALID", "Невозвратный тариф не отменяется бесплатно", {
      rate_id: rateId,
    });
  }
  await inTransaction(ctx.db, async (tx) => {
    await updateRatePlan(tx, rateId, { freeCancellationHours: hours });
    await recordAction(tx, ctx.clock.now(), manager, {
      action: "rate_plan.update",
      summary: `Тариф «${plan.title}»: бесплатная отмена за ${hours} ч до заезда (было ${plan.freeCancellationHours ?? "—"})`,
      details: { rate_id: rateId, before: plan.freeCancellationHours, after: hours },
    });
  });
  ctx.catalogue.invalidate();
}

export type { ReservationFilter };

export async function findReservations(
  ctx: EngineContext,
  search: ReservationSearch,
): Promise<{ reservations: ReservationDetails[]; total: number }> {
  const { rows, total } = await searchReservations(ctx.db, search);
  const now = ctx.clock.now();
  const reservations: ReservationDetails[] = [];
  for (const row of rows) reservations.push(await loadDetails(ctx.db, row, now));
  return { reservations, total };
}

export async function inventoryReport(
  ctx: EngineContext,
  range: { from: IsoDate; to: IsoDate },
): Promise<FreeRooms[]> {
  return freeRooms(ctx.db, {
    from: range.from,
    to: addDays(range.to, 1),
    lapsed: lapsedHolds(ctx.clock.now()),
  });
}
