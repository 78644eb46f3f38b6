/**
 * What a manager does (through the admin key; a Studio tool will use it): set prices, closures and
 * minimum stays over a date range, and find reservations.
 */
import { addDays, daysBetween, isoWeekday, stayNights, type IsoDate } from "../../rules";
import { inTransaction } from "../db";
import { countMissingNightlyRates, updateRatePlan, upsertNightlyRates } from "../db/repositories/catalogue";
import { listGuestRequests, type GuestRequestRow } from "../db/repositories/guest-requests";
import { ensureInventory, freeRooms } from "../db/repositories/inventory";
import { searchReservations, type ReservationSearch } from "../db/repositories/reservations";
import type { EngineContext } from "./context";
import { BookingError } from "./errors";
import { loadDetails, type ReservationDetails } from "./reservations";

export const MAX_PRICE_RANGE_DAYS = 731;

export interface PriceChange {
  from: IsoDate;
  /** Inclusive. */
  to: IsoDate;
  roomTypeIds?: number[] | undefined;
  rateIds?: number[] | undefined;
  /** ISO weekdays (1 Monday … 7 Sunday) to change; absent → every day. */
  weekdays?: number[] | undefined;
  amount?: number | undefined;
  closed?: boolean | undefined;
  minStay?: number | undefined;
}

export async function setPrices(ctx: EngineContext, change: PriceChange): Promise<{ updated: number }> {
  const days = daysBetween(change.from, change.to) + 1;
  if (days < 1 || days > MAX_PRICE_RANGE_DAYS) {
    throw new BookingError("PRICE_RANGE_INVALID", `Диапазон дат — от 1 до ${MAX_PRICE_RANGE_DAYS} дней`, {
      from: change.from,
      to: change.to,
    });
  }
  if (change.amount === undefined && change.closed === undefined && change.minStay === undefined) {
    throw new BookingError("PRICE_RANGE_INVALID", "Укажите цену, закрытие продаж или минимальный срок");
  }
  const { types, plans } = await ctx.catalogue.load();
  const roomTypeIds = change.roomTypeIds ?? types.map((type) => type.id);
  const ratePlanIds = change.rateIds ?? plans.map((plan) => plan.id);
  const unknownType = roomTypeIds.find((id) => !types.some((type) => type.id === id));
  if (unknownType !== undefined) {
    throw new BookingError("ROOM_TYPE_NOT_FOUND", "Такой категории номеров нет", {
      room_type_id: unknownType,
    });
  }
  const unknownRate = ratePlanIds.find((id) => !plans.some((plan) => plan.id === id));
  if (unknownRate !== undefined)
    throw new BookingError("RATE_NOT_FOUND", "Такого тарифа нет", { rate_id: unknownRate });
  const dates = stayNights(change.from, addDays(change.to, 1)).filter(
    (date) => !change.weekdays || change.weekdays.includes(isoWeekday(date)),
  );
  return inTransaction(ctx.db, async (tx) => {
    const request = {
      roomTypeIds,
      ratePlanIds,
      dates,
      amount: change.amount,
      closed: change.closed,
      minStay: change.minStay,
    };
    if (change.amount === undefined && (await countMissingNightlyRates(tx, request)) > 0) {
      throw new BookingError("PRICE_RANGE_INVALID", "Для дат без цены укажите цену", {
        from: change.from,
        to: change.to,
      });
    }
    await ensureInventory(tx, { from: change.from, to: addDays(change.to, 1), roomTypeIds });
    return { updated: await upsertNightlyRates(tx, request) };
  });
}

export async function setFreeCancellationHours(
  ctx: EngineContext,
  rateId: number,
  hours: number,
): Promise<void> {
  const { plans } = await ctx.catalogue.load();
  const plan = plans.find((candidate) => candidate.id === rateId);
  if (!plan) throw new BookingError("RATE_NOT_FOUND", "Такого тарифа нет", { rate_id: rateId });
  if (!plan.refundable) {
    throw new BookingError("PRICE_RANGE_INVALID", "Невозвратный тариф не отменяется бесплатно", {
      rate_id: rateId,
    });
  }
  await updateRatePlan(ctx.db, rateId, { freeCancellationHours: hours });
  ctx.catalogue.invalidate();
}

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
): Promise<{ roomTypeId: number; date: string; total: number; free: number }[]> {
  return freeRooms(ctx.db, { from: range.from, to: addDays(range.to, 1), now: ctx.clock.now() });
}

export function guestRequests(ctx: EngineContext, limit: number, offset: number): Promise<GuestRequestRow[]> {
  return listGuestRequests(ctx.db, limit, offset);
}
