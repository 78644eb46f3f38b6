/**
 * The managers' prices: the grid they read (room types × rates × dates with price, closure,
 * minimum stay and the rooms left), changes over date ranges made in one transaction with the
 * values they replaced kept, a preview of what a change would do, and the undo of the latest
 * change (docs/studio-tools.md#prices-and-availability).
 *
 * Rules for every change, whatever calls it (the Studio's tool or `PUT /v1/admin/prices`): the
 * range starts no earlier than the hotel's today (PRICE_IN_PAST) and spans at most two years
 * (PRICE_RANGE_INVALID); a price is a positive whole number of rubles and a minimum stay 1–30
 * nights (the HTTP schemas refuse others); a night that has no price yet needs one.
 */
import { addDays, daysBetween, daysThrough, hotelToday, isoWeekday, type IsoDate } from "../../../rules";
import { inTransaction, type Executor } from "../../db";
import { MAX_CHANGES_PER_SAVE, MAX_PRICE_RANGE_DAYS } from "../../limits";
import type { RatePlanRow, RoomTypeRow } from "../../db/repositories/catalogue";
import { ensureInventory, freeRooms } from "../../db/repositories/inventory";
import { findAdminAction, listAdminActions } from "../../db/repositories/admin-actions";
import { cellsBetween, deleteCells, writeCells, type CellRow } from "../../db/repositories/price-cells";
import { recordAction, type Manager } from "./audit";
import type { EngineContext } from "../context";
import { BookingError } from "../errors";
import { lapsedHolds } from "../reservations/holds";

/** How far ahead the grid reads: 18 months from the hotel's today. */
export const PRICE_HORIZON_MONTHS = 18;
/** The grid reads at most this many days at a time (a month and a bit). */
export const MAX_GRID_DAYS = 62;

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

export type PriceCell = CellRow;

/** A night's values before and after a change; `before` null when the night had no price. */
export interface CellChange {
  roomTypeId: number;
  ratePlanId: number;
  date: IsoDate;
  before: { amount: number; closed: boolean; minStay: number } | null;
  after: { amount: number; closed: boolean; minStay: number };
}

/** The date `months` calendar months after `date`, clamped to the month's last day. */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

interface ResolvedChange {
  change: PriceChange;
  roomTypeIds: number[];
  ratePlanIds: number[];
  dates: IsoDate[];
}

/** Checks a change against the rules and the catalogue and lists the nights it touches. */
export function resolveChange(
  change: PriceChange,
  today: IsoDate,
  catalogue: { types: readonly RoomTypeRow[]; plans: readonly RatePlanRow[] },
): ResolvedChange {
  const days = daysBetween(change.from, change.to) + 1;
  if (days < 1) {
    throw new BookingError("PRICE_RANGE_INVALID", "Дата окончания раньше даты начала", {
      from: change.from,
      to: change.to,
    });
  }
  if (days > MAX_PRICE_RANGE_DAYS) {
    throw new BookingError(
      "PRICE_RANGE_INVALID",
      `Диапазон дат длиннее двух лет (${days} дней, можно до ${MAX_PRICE_RANGE_DAYS})`,
      { from: change.from, to: change.to, days },
    );
  }
  if (change.from < today) {
    throw new BookingError("PRICE_IN_PAST", "Нельзя менять цены и продажи прошедших дней", {
      from: change.from,
      today,
    });
  }
  if (change.amount === undefined && change.closed === undefined && change.minStay === undefined) {
    throw new BookingError("PRICE_RANGE_INVALID", "Укажите цену, закрытие продаж или минимальный срок");
  }
  const roomTypeIds = change.roomTypeIds ?? catalogue.types.map((type) => type.id);
  const ratePlanIds = change.rateIds ?? catalogue.plans.map((plan) => plan.id);
  const unknownType = roomTypeIds.find((id) => !catalogue.types.some((type) => type.id === id));
  if (unknownType !== undefined) {
    throw new BookingError("ROOM_TYPE_NOT_FOUND", "Такой категории номеров нет", {
      room_type_id: unknownType,
    });
  }
  const unknownRate = ratePlanIds.find((id) => !catalogue.plans.some((plan) => plan.id === id));
  if (unknownRate !== undefined)
    throw new BookingError("RATE_NOT_FOUND", "Такого тарифа нет", { rate_id: unknownRate });
  const dates = daysThrough(change.from, change.to).filter(
    (date) => !change.weekdays || change.weekdays.includes(isoWeekday(date)),
  );
  if (dates.length === 0) {
    throw new BookingError("PRICE_RANGE_INVALID", "В выбранном диапазоне нет выбранных дней недели", {
      from: change.from,
      to: change.to,
      weekdays: change.weekdays,
    });
  }
  return { change, roomTypeIds, ratePlanIds, dates };
}

const cellKey = (roomTypeId: number, ratePlanId: number, date: string) =>
  `${roomTypeId}:${ratePlanId}:${date}`;

/**
 * What the changes do, in order, to the nights they touch: the values before (as stored) and
 * after. A night without a price that a change would only close or limit is refused.
 */
async function planChanges(db: Executor, resolved: readonly ResolvedChange[]): Promise<CellChange[]> {
  const from = resolved.reduce(
    (min, item) => (item.change.from < min ? item.change.from : min),
    "9999-12-31",
  );
  const to = resolved.reduce((max, item) => (item.change.to > max ? item.change.to : max), "0000-01-01");
  const stored = new Map<string, CellRow>();
  for (const row of await cellsBetween(db, { from, to }))
    stored.set(cellKey(row.roomTypeId, row.ratePlanId, row.date), row);
  const planned = new Map<string, CellChange>();
  for (const { change, roomTypeIds, ratePlanIds, dates } of resolved) {
    for (const roomTypeId of roomTypeIds) {
      for (const ratePlanId of ratePlanIds) {
        for (const date of dates) {
          const key = cellKey(roomTypeId, ratePlanId, date);
          const row = stored.get(key);
          const before = row ? { amount: row.amount, closed: row.closed, minStay: row.minStay } : null;
          const current = planned.get(key)?.after ?? before;
          const amount = change.amount ?? current?.amount;
          if (amount === undefined) {
            throw new BookingError("PRICE_RANGE_INVALID", "Для дат без цены укажите цену", {
              room_type_id: roomTypeId,
              rate_id: ratePlanId,
              date,
            });
          }
          planned.set(key, {
            roomTypeId,
            ratePlanId,
            date,
            before,
            after: {
              amount,
              closed: change.closed ?? current?.closed ?? false,
              minStay: change.minStay ?? current?.minStay ?? 1,
            },
          });
        }
      }
    }
  }
  return [...planned.values()];
}

const sameValues = (a: CellChange["before"], b: CellChange["before"]) =>
  a === b || (!!a && !!b && a.amount === b.amount && a.closed === b.closed && a.minStay === b.minStay);

async function resolveAll(ctx: EngineContext, changes: readonly PriceChange[]): Promise<ResolvedChange[]> {
  if (changes.length === 0 || changes.length > MAX_CHANGES_PER_SAVE) {
    throw new BookingError("PRICE_RANGE_INVALID", `Сохраняется от 1 до ${MAX_CHANGES_PER_SAVE} изменений`);
  }
  const today = hotelToday(ctx.clock.now());
  const catalogue = await ctx.catalogue.load();
  return changes.map((change) => resolveChange(change, today, catalogue));
}

/** What saving the changes would do, night by night, without saving (only nights that change). */
export async function previewPriceChanges(
  ctx: EngineContext,
  changes: readonly PriceChange[],
): Promise<CellChange[]> {
  const resolved = await resolveAll(ctx, changes);
  return (await planChanges(ctx.db, resolved)).filter((cell) => !sameValues(cell.before, cell.after));
}

export interface SavedPriceChange {
  actionId: number;
  /** Nights whose values changed. */
  updated: number;
  /** The values those nights had before (`amount` null: the night had no price). */
  previous: {
    roomTypeId: number;
    ratePlanId: number;
    date: IsoDate;
    amount: number | null;
    closed: boolean;
    minStay: number;
  }[];
}

function describeChange(change: PriceChange): string {
  const parts: string[] = [];
  if (change.amount !== undefined) parts.push(`цена ${change.amount} ₽`);
  if (change.closed !== undefined) parts.push(change.closed ? "продажи закрыты" : "продажи открыты");
  if (change.minStay !== undefined) parts.push(`минимум ${change.minStay} ноч.`);
  return `${change.from}…${change.to}: ${parts.join(", ")}`;
}

/**
 * Saves the changes in one transaction (all or nothing), records who made them with the values
 * they replaced, and returns those values: the Studio's undo.
 */
export async function applyPriceChanges(
  ctx: EngineContext,
  changes: readonly PriceChange[],
  manager: Manager,
): Promise<SavedPriceChange> {
  const resolved = await resolveAll(ctx, changes);
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (tx) => {
    const cells = (await planChanges(tx, resolved)).filter((cell) => !sameValues(cell.before, cell.after));
    if (cells.length > 0) {
      const dates = cells.map((cell) => cell.date).sort();
      await ensureInventory(tx, {
        from: dates[0] as IsoDate,
        to: addDays(dates[dates.length - 1] as IsoDate, 1),
        roomTypeIds: [...new Set(cells.map((cell) => cell.roomTypeId))],
      });
      await writeCells(
        tx,
        cells.map((cell) => ({
          roomTypeId: cell.roomTypeId,
          ratePlanId: cell.ratePlanId,
          date: cell.date,
          ...cell.after,
        })),
      );
    }
    const previous = cells.map((cell) => ({
      roomTypeId: cell.roomTypeId,
      ratePlanId: cell.ratePlanId,
      date: cell.date,
      amount: cell.before?.amount ?? null,
      closed: cell.before?.closed ?? false,
      minStay: cell.before?.minStay ?? 1,
    }));
    const action = await recordAction(tx, now, manager, {
      action: "prices.set",
      summary: `Цены и продажи: ${changes.map(describeChange).join("; ")} (ночей изменено: ${cells.length})`,
      details: { changes, cells },
    });
    return { actionId: action.id, updated: cells.length, previous };
  });
}

/**
 * Undoes a saved change: puts back the values its nights had (removing the prices it created).
 * Only the latest price change can be undone, and only while its nights still hold what it
 * wrote; otherwise UNDO_UNAVAILABLE and nothing changes.
 */
export async function undoPriceChange(
  ctx: EngineContext,
  actionId: number,
  manager: Manager,
): Promise<{ actionId: number; restored: number }> {
  const now = ctx.clock.now();
  return inTransaction(ctx.db, async (tx) => {
    const action = await findAdminAction(tx, actionId);
    if (!action || action.action !== "prices.set") {
      throw new BookingError("UNDO_UNAVAILABLE", "Такого изменения цен нет", { action_id: actionId });
    }
    const latest = (await listAdminActions(tx, { action: "prices", limit: 1, offset: 0 })).rows[0];
    if (latest?.id !== action.id) {
      throw new BookingError(
        "UNDO_UNAVAILABLE",
        "Отменить можно только последнее изменение цен: после него цены уже меняли",
        { action_id: actionId, latest_action_id: latest?.id },
      );
    }
    const cells = (action.details.cells ?? []) as CellChange[];
    if (cells.length > 0) {
      const dates = cells.map((cell) => cell.date).sort();
      const stored = new Map<string, CellRow>();
      for (const row of await cellsBetween(tx, {
        from: dates[0] as string,
        to: dates[dates.length - 1] as string,
      }))
        stored.set(cellKey(row.roomTypeId, row.ratePlanId, row.date), row);
      const moved = cells.find((cell) => {
        const row = stored.get(cellKey(cell.roomTypeId, cell.ratePlanId, cell.date));
        return !sameValues(
          row ? { amount: row.amount, closed: row.closed, minStay: row.minStay } : null,
          cell.after,
        );
      });
      if (moved) {
        throw new BookingError(
          "UNDO_UNAVAILABLE",
          "Цены этих дат уже изменены по-другому: отмена невозможна",
          {
            action_id: actionId,
            date: moved.date,
          },
        );
      }
      await writeCells(
        tx,
        cells.flatMap((cell) =>
          cell.before
            ? [{ roomTypeId: cell.roomTypeId, ratePlanId: cell.ratePlanId, date: cell.date, ...cell.before }]
            : [],
        ),
      );
      const created = cells.filter((cell) => !cell.before);
      if (created.length > 0) await deleteCells(tx, created);
    }
    const restore = await recordAction(tx, now, manager, {
      action: "prices.restore",
      summary: `Отмена изменения цен №${action.id} (ночей возвращено: ${cells.length})`,
      details: { undoes: action.id },
    });
    return { actionId: restore.id, restored: cells.length };
  });
}

export interface PriceGrid {
  from: IsoDate;
  to: IsoDate;
  today: IsoDate;
  /** The last day the grid reads (18 months from today). */
  horizon: IsoDate;
  roomTypes: { id: number; title: string; totalRooms: number }[];
  rates: { id: number; title: string; refundable: boolean }[];
  cells: PriceCell[];
  inventory: { roomTypeId: number; date: string; total: number; free: number }[];
  /** The latest price change, which the Studio may offer to undo. */
  lastChange: { actionId: number; at: Date; managerName: string; summary: string; undone: boolean } | null;
}

/** The grid for [from, to] (inclusive): prices, closures, minimum stays and rooms left per night. */
export async function priceGrid(
  ctx: EngineContext,
  range: { from: IsoDate; to: IsoDate },
): Promise<PriceGrid> {
  const now = ctx.clock.now();
  const today = hotelToday(now);
  const horizon = addMonths(today, PRICE_HORIZON_MONTHS);
  const days = daysBetween(range.from, range.to) + 1;
  if (days < 1 || days > MAX_GRID_DAYS) {
    throw new BookingError("PRICE_RANGE_INVALID", `Сетка цен показывает от 1 до ${MAX_GRID_DAYS} дней`, {
      from: range.from,
      to: range.to,
    });
  }
  if (range.from > horizon) {
    throw new BookingError("PRICE_RANGE_INVALID", "Сетка цен показывает до 18 месяцев вперёд", {
      from: range.from,
      horizon,
    });
  }
  const { types, plans } = await ctx.catalogue.load();
  const cells = await cellsBetween(ctx.db, range);
  const inventory = await freeRooms(ctx.db, {
    from: range.from,
    to: addDays(range.to, 1),
    lapsed: lapsedHolds(now),
  });
  const latest = (await listAdminActions(ctx.db, { action: "prices", limit: 1, offset: 0 })).rows[0];
  return {
    from: range.from,
    to: range.to,
    today,
    horizon,
    roomTypes: types.map((type) => ({ id: type.id, title: type.title, totalRooms: type.totalRooms })),
    rates: plans.map((plan) => ({ id: plan.id, title: plan.title, refundable: plan.refundable })),
    cells,
    inventory,
    lastChange: latest
      ? {
          actionId: latest.action === "prices.set" ? latest.id : Number(latest.details.undoes ?? latest.id),
          at: latest.at,
          managerName: latest.managerName,
          summary: latest.summary,
          undone: latest.action === "prices.restore",
        }
      : null,
  };
}
