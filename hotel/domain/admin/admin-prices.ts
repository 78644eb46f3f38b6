/**
 * The managers' prices: the grid they read (room types × rates × dates with price, closure,
 * minimum stay and the rooms left), changes over date ranges made in one transaction with the
 * values they replaced kept, a preview of what a change would do, and the undo of the latest
 * change (docs/studio-tools.md#prices-and-availability).
 *
 * Rules for every change, whatever calls it (the Studio's tool or `PUT /v1/admin/prices`): the
 * range starts no earlier than the hotel's today (PRICE_IN_PAST) and spans at most two years
 * (PRICE_RANGE_INVALID); a price is a positive whole number of rubles, a minimum and a maximum
 * stay 1–30 nights (the HTTP schemas refuse others) and the maximum no shorter than the minimum
 * (PRICE_RANGE_INVALID); a night that has no price yet needs one. Closed to arrival, closed to
 * departure, minimum and maximum stay belong to a rate's night, like the price; the rooms on sale
 * to a category's night: 0 … the category's rooms (PRICE_RANGE_INVALID), never fewer than the
 * rooms already held or sold that night (ON_SALE_BELOW_TAKEN).
 */
import {
  addDays,
  daysBetween,
  daysThrough,
  hotelToday,
  isoWeekday,
  pluralRu,
  ROOMS,
  type IsoDate,
} from "../../../rules";
import { inTransaction, type Executor } from "../../db";
import { MAX_CHANGES_PER_SAVE, MAX_PRICE_RANGE_DAYS } from "../../limits";
import type { RatePlanRow, RoomTypeRow } from "../../db/repositories/catalogue";
import {
  ensureInventory,
  freeRooms,
  lockInventory,
  setOnSale,
  type FreeRooms,
} from "../../db/repositories/inventory";
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
  /** Closed to arrival (CTA). */
  closedArrival?: boolean | undefined;
  /** Closed to departure (CTD). */
  closedDeparture?: boolean | undefined;
  /** Maximum nights for an arrival that day; null removes the limit. */
  maxStay?: number | null | undefined;
  /** Rooms of the category on sale each day (0 … its rooms); per category, whatever the rates. */
  onSale?: number | undefined;
}

export type PriceCell = CellRow;

/** The values of a rate's night that a change sets. */
export type CellValues = Omit<CellRow, "roomTypeId" | "ratePlanId" | "date">;

/** A night's values before and after a change; `before` null when the night had no price. */
export interface CellChange {
  roomTypeId: number;
  ratePlanId: number;
  date: IsoDate;
  before: CellValues | null;
  after: CellValues;
}

/** A category's rooms on sale on a day, before and after a change (null: all its rooms). */
export interface OnSaleChange {
  roomTypeId: number;
  date: IsoDate;
  before: number | null;
  after: number;
}

const RATE_FIELDS = ["amount", "closed", "minStay", "closedArrival", "closedDeparture", "maxStay"] as const;
const touchesRates = (change: PriceChange) => RATE_FIELDS.some((field) => change[field] !== undefined);

const valuesOf = (row: CellRow): CellValues => ({
  amount: row.amount,
  closed: row.closed,
  minStay: row.minStay,
  closedArrival: row.closedArrival,
  closedDeparture: row.closedDeparture,
  maxStay: row.maxStay,
});

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
  if (!touchesRates(change) && change.onSale === undefined) {
    throw new BookingError(
      "PRICE_RANGE_INVALID",
      "Укажите цену, закрытие продаж, ограничения заезда и выезда, срок проживания или номера в продаже",
    );
  }
  if (change.minStay !== undefined && change.maxStay && change.maxStay < change.minStay) {
    throw new BookingError("PRICE_RANGE_INVALID", "Максимальный срок меньше минимального", {
      min_stay: change.minStay,
      max_stay: change.maxStay,
    });
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
  if (change.onSale !== undefined) {
    const over = catalogue.types.find(
      (type) => roomTypeIds.includes(type.id) && (change.onSale ?? 0) > type.totalRooms,
    );
    if (over || change.onSale < 0 || !Number.isInteger(change.onSale)) {
      throw new BookingError(
        "PRICE_RANGE_INVALID",
        over
          ? `В категории «${over.title}» ${over.totalRooms} ${pluralRu(over.totalRooms, ROOMS)}: в продаже может быть от 0 до ${over.totalRooms}`
          : "Номеров в продаже — целое число от 0",
        { room_type_id: over?.id, on_sale: change.onSale, total_rooms: over?.totalRooms },
      );
    }
  }
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
    if (!touchesRates(change)) continue;
    for (const roomTypeId of roomTypeIds) {
      for (const ratePlanId of ratePlanIds) {
        for (const date of dates) {
          const key = cellKey(roomTypeId, ratePlanId, date);
          const row = stored.get(key);
          const before = row ? valuesOf(row) : null;
          const current = planned.get(key)?.after ?? before;
          const amount = change.amount ?? current?.amount;
          if (amount === undefined) {
            throw new BookingError("PRICE_RANGE_INVALID", "Для дат без цены укажите цену", {
              room_type_id: roomTypeId,
              rate_id: ratePlanId,
              date,
            });
          }
          const after: CellValues = {
            amount,
            closed: change.closed ?? current?.closed ?? false,
            minStay: change.minStay ?? current?.minStay ?? 1,
            closedArrival: change.closedArrival ?? current?.closedArrival ?? false,
            closedDeparture: change.closedDeparture ?? current?.closedDeparture ?? false,
            maxStay: change.maxStay !== undefined ? change.maxStay : (current?.maxStay ?? null),
          };
          if (after.maxStay !== null && after.maxStay < after.minStay) {
            throw new BookingError(
              "PRICE_RANGE_INVALID",
              `Максимальный срок (${after.maxStay}) меньше минимального (${after.minStay})`,
              {
                room_type_id: roomTypeId,
                rate_id: ratePlanId,
                date,
                min_stay: after.minStay,
                max_stay: after.maxStay,
              },
            );
          }
          planned.set(key, { roomTypeId, ratePlanId, date, before, after });
        }
      }
    }
  }
  return [...planned.values()];
}

const sameValues = (a: CellValues | null, b: CellValues | null) =>
  a === b ||
  (!!a &&
    !!b &&
    a.amount === b.amount &&
    a.closed === b.closed &&
    a.minStay === b.minStay &&
    a.closedArrival === b.closedArrival &&
    a.closedDeparture === b.closedDeparture &&
    a.maxStay === b.maxStay);

/**
 * What the changes do to the categories' rooms on sale (only days that change), checked against
 * the rooms held or sold: the rows must exist (ensureInventory) and, in a save, be locked.
 */
async function planOnSale(
  db: Executor,
  resolved: readonly ResolvedChange[],
  now: Date,
): Promise<OnSaleChange[]> {
  const withOnSale = resolved.filter((item) => item.change.onSale !== undefined);
  if (withOnSale.length === 0) return [];
  const from = withOnSale.reduce(
    (min, item) => (item.change.from < min ? item.change.from : min),
    "9999-12-31",
  );
  const to = withOnSale.reduce((max, item) => (item.change.to > max ? item.change.to : max), "0000-01-01");
  const rows = new Map(
    (await freeRooms(db, { from, to: addDays(to, 1), lapsed: lapsedHolds(now) })).map((row) => [
      `${row.roomTypeId}:${row.date}`,
      row,
    ]),
  );
  const planned = new Map<string, OnSaleChange & { taken: number; total: number }>();
  for (const { change, roomTypeIds, dates } of withOnSale) {
    for (const roomTypeId of roomTypeIds) {
      for (const date of dates) {
        const key = `${roomTypeId}:${date}`;
        const row = rows.get(key);
        const taken = row ? row.onSale - row.free : 0;
        const before = row && row.onSale !== row.total ? row.onSale : null;
        planned.set(key, {
          roomTypeId,
          date,
          before: planned.get(key)?.before ?? before,
          after: change.onSale ?? 0,
          taken: Math.max(taken, 0),
          total: row?.total ?? change.onSale ?? 0,
        });
      }
    }
  }
  const changes: OnSaleChange[] = [];
  for (const item of planned.values()) {
    if (item.after < item.taken) {
      throw new BookingError(
        "ON_SALE_BELOW_TAKEN",
        `${item.date} уже занято ${item.taken} ${pluralRu(item.taken, ROOMS)}: в продаже не может быть меньше`,
        { room_type_id: item.roomTypeId, date: item.date, taken: item.taken, on_sale: item.after },
      );
    }
    if (item.after > item.total) {
      throw new BookingError("PRICE_RANGE_INVALID", `В продаже может быть от 0 до ${item.total} номеров`, {
        room_type_id: item.roomTypeId,
        date: item.date,
        on_sale: item.after,
        total_rooms: item.total,
      });
    }
    if ((item.before ?? item.total) !== item.after)
      changes.push({ roomTypeId: item.roomTypeId, date: item.date, before: item.before, after: item.after });
  }
  return changes;
}

/** A night's values as an older change recorded them (before CTA, CTD and maximum stay). */
const withDefaults = (
  values: Partial<CellValues> & Pick<CellValues, "amount" | "closed" | "minStay">,
): CellValues => ({
  amount: values.amount,
  closed: values.closed,
  minStay: values.minStay,
  closedArrival: values.closedArrival ?? false,
  closedDeparture: values.closedDeparture ?? false,
  maxStay: values.maxStay ?? null,
});

async function resolveAll(ctx: EngineContext, changes: readonly PriceChange[]): Promise<ResolvedChange[]> {
  if (changes.length === 0 || changes.length > MAX_CHANGES_PER_SAVE) {
    throw new BookingError("PRICE_RANGE_INVALID", `Сохраняется от 1 до ${MAX_CHANGES_PER_SAVE} изменений`);
  }
  const today = hotelToday(ctx.clock.now());
  const catalogue = await ctx.catalogue.load();
  return changes.map((change) => resolveChange(change, today, catalogue));
}

/**
 * What saving the changes would do, night by night, without saving (only nights and days that
 * change).
 */
export async function previewPriceChanges(
  ctx: EngineContext,
  changes: readonly PriceChange[],
): Promise<{ cells: CellChange[]; onSale: OnSaleChange[] }> {
  const resolved = await resolveAll(ctx, changes);
  return {
    cells: (await planChanges(ctx.db, resolved)).filter((cell) => !sameValues(cell.before, cell.after)),
    onSale: await planOnSale(ctx.db, resolved, ctx.clock.now()),
  };
}

export interface SavedPriceChange {
  actionId: number;
  /** Nights whose values changed. */
  updated: number;
  /** The values those nights had before (`amount` null: the night had no price). */
  previous: (Omit<CellValues, "amount"> & {
    roomTypeId: number;
    ratePlanId: number;
    date: IsoDate;
    amount: number | null;
  })[];
  /** The rooms on sale those days had before (null: all the category's rooms). */
  previousOnSale: { roomTypeId: number; date: IsoDate; onSale: number | null }[];
}

function describeChange(change: PriceChange): string {
  const parts: string[] = [];
  if (change.amount !== undefined) parts.push(`цена ${change.amount} ₽`);
  if (change.closed !== undefined) parts.push(change.closed ? "продажи закрыты" : "продажи открыты");
  if (change.minStay !== undefined) parts.push(`минимум ${change.minStay} ноч.`);
  if (change.maxStay !== undefined)
    parts.push(change.maxStay === null ? "без максимума ночей" : `максимум ${change.maxStay} ноч.`);
  if (change.closedArrival !== undefined) parts.push(change.closedArrival ? "заезд закрыт" : "заезд открыт");
  if (change.closedDeparture !== undefined)
    parts.push(change.closedDeparture ? "выезд закрыт" : "выезд открыт");
  if (change.onSale !== undefined) parts.push(`в продаже ${change.onSale} ${pluralRu(change.onSale, ROOMS)}`);
  return `${change.from}…${change.to}: ${parts.join(", ")}`;
}

/**
 * Sets the rooms on sale the changes ask for, with the days' inventory rows locked (as a hold
 * locks them) so that no hold slips in between the check and the write.
 */
async function saveOnSale(
  tx: Executor,
  resolved: readonly ResolvedChange[],
  now: Date,
): Promise<OnSaleChange[]> {
  const keys = resolved.flatMap(({ change, roomTypeIds, dates }) =>
    change.onSale === undefined
      ? []
      : roomTypeIds.flatMap((roomTypeId) => dates.map((date) => ({ roomTypeId, date }))),
  );
  if (keys.length === 0) return [];
  const dates = keys.map((key) => key.date).sort();
  await ensureInventory(tx, {
    from: dates[0] as IsoDate,
    to: addDays(dates[dates.length - 1] as IsoDate, 1),
    roomTypeIds: [...new Set(keys.map((key) => key.roomTypeId))],
  });
  await lockInventory(tx, keys);
  const onSale = await planOnSale(tx, resolved, now);
  await setOnSale(
    tx,
    onSale.map((day) => ({ roomTypeId: day.roomTypeId, date: day.date, onSale: day.after })),
  );
  return onSale;
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
    const onSale = await saveOnSale(tx, resolved, now);
    const previous = cells.map((cell) => ({
      roomTypeId: cell.roomTypeId,
      ratePlanId: cell.ratePlanId,
      date: cell.date,
      amount: cell.before?.amount ?? null,
      closed: cell.before?.closed ?? false,
      minStay: cell.before?.minStay ?? 1,
      closedArrival: cell.before?.closedArrival ?? false,
      closedDeparture: cell.before?.closedDeparture ?? false,
      maxStay: cell.before?.maxStay ?? null,
    }));
    const action = await recordAction(tx, now, manager, {
      action: "prices.set",
      summary: `Цены и продажи: ${changes.map(describeChange).join("; ")} (ночей изменено: ${cells.length + onSale.length})`,
      details: { changes, cells, onSale },
    });
    return {
      actionId: action.id,
      updated: cells.length + onSale.length,
      previous,
      previousOnSale: onSale.map((day) => ({
        roomTypeId: day.roomTypeId,
        date: day.date,
        onSale: day.before,
      })),
    };
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
    const onSale = (action.details.onSale ?? []) as OnSaleChange[];
    if (onSale.length > 0) {
      const dates = onSale.map((day) => day.date).sort();
      const stored = new Map(
        (
          await freeRooms(tx, {
            from: dates[0] as string,
            to: addDays(dates[dates.length - 1] as IsoDate, 1),
            lapsed: lapsedHolds(now),
          })
        ).map((row) => [`${row.roomTypeId}:${row.date}`, row]),
      );
      const moved = onSale.find((day) => stored.get(`${day.roomTypeId}:${day.date}`)?.onSale !== day.after);
      if (moved) {
        throw new BookingError(
          "UNDO_UNAVAILABLE",
          "Номера в продаже на эти даты уже изменены: отмена невозможна",
          {
            action_id: actionId,
            date: moved.date,
          },
        );
      }
      await lockInventory(tx, onSale);
      await setOnSale(
        tx,
        onSale.map((day) => ({ roomTypeId: day.roomTypeId, date: day.date, onSale: day.before })),
      );
    }
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
        return !sameValues(row ? valuesOf(row) : null, withDefaults(cell.after));
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
            ? [
                {
                  roomTypeId: cell.roomTypeId,
                  ratePlanId: cell.ratePlanId,
                  date: cell.date,
                  ...withDefaults(cell.before),
                },
              ]
            : [],
        ),
      );
      const created = cells.filter((cell) => !cell.before);
      if (created.length > 0) await deleteCells(tx, created);
    }
    const restore = await recordAction(tx, now, manager, {
      action: "prices.restore",
      summary: `Отмена изменения цен №${action.id} (ночей возвращено: ${cells.length + onSale.length})`,
      details: { undoes: action.id },
    });
    return { actionId: restore.id, restored: cells.length + onSale.length };
  });
}

/** How many of the latest price changes the grid's change log shows. */
export const PRICE_HISTORY_LINES = 20;

export interface PriceHistoryEntry {
  actionId: number;
  at: Date;
  /** The manager's name the engine recorded with the change. */
  managerName: string;
  undo: boolean;
  summary: string;
  /** The categories the change touched (titles); empty — all of them. */
  roomTypes: string[];
  /** The rates it touched (titles); empty — all of them (or none: rooms on sale only). */
  rates: string[];
}

/** Titles of the ids a change named; empty when it named none or all of them. */
function titlesOf(ids: readonly number[], rows: readonly { id: number; title: string }[]): string[] {
  const named = rows.filter((row) => ids.includes(row.id));
  return named.length === rows.length ? [] : named.map((row) => row.title);
}

function historyOf(
  actions: readonly {
    id: number;
    action: string;
    at: Date;
    managerName: string;
    summary: string;
    details: Record<string, unknown>;
  }[],
  catalogue: { types: readonly RoomTypeRow[]; plans: readonly RatePlanRow[] },
): PriceHistoryEntry[] {
  const byId = new Map(actions.map((action) => [action.id, action]));
  return actions.map((action) => {
    const source = action.action === "prices.restore" ? byId.get(Number(action.details.undoes)) : action;
    const changes = (source?.details.changes ?? []) as PriceChange[];
    const typeIds = new Set<number>();
    const rateIds = new Set<number>();
    for (const change of changes) {
      for (const id of change.roomTypeIds ?? catalogue.types.map((type) => type.id)) typeIds.add(id);
      if (touchesRates(change))
        for (const id of change.rateIds ?? catalogue.plans.map((plan) => plan.id)) rateIds.add(id);
    }
    return {
      actionId: action.id,
      at: action.at,
      managerName: action.managerName,
      undo: action.action === "prices.restore",
      summary: action.summary,
      roomTypes: titlesOf([...typeIds], catalogue.types),
      rates: rateIds.size === 0 ? ["—"] : titlesOf([...rateIds], catalogue.plans),
    };
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
  inventory: FreeRooms[];
  /** The latest price changes and undos, newest first, with who made them and for what. */
  history: PriceHistoryEntry[];
  /**
   * The latest price change, which the Studio may offer to undo — asking first when its manager
   * is not the one who undoes it.
   */
  lastChange: {
    actionId: number;
    at: Date;
    managerId: string;
    managerName: string;
    summary: string;
    undone: boolean;
  } | null;
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
  const actions = (
    await listAdminActions(ctx.db, { action: "prices", limit: PRICE_HISTORY_LINES, offset: 0 })
  ).rows;
  const latest = actions[0];
  return {
    from: range.from,
    to: range.to,
    today,
    horizon,
    roomTypes: types.map((type) => ({ id: type.id, title: type.title, totalRooms: type.totalRooms })),
    rates: plans.map((plan) => ({ id: plan.id, title: plan.title, refundable: plan.refundable })),
    cells,
    inventory,
    history: historyOf(actions, { types, plans }),
    lastChange: latest
      ? {
          actionId: latest.action === "prices.set" ? latest.id : Number(latest.details.undoes ?? latest.id),
          at: latest.at,
          managerId: latest.managerId,
          managerName: latest.managerName,
          summary: latest.summary,
          undone: latest.action === "prices.restore",
        }
      : null,
  };
}
