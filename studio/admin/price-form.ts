/**
 * The price tool's form as a change for the engine, checked first in the browser with the
 * engine's own rules (hotel/domain/admin/admin-prices.ts), so a manager reads what is wrong before asking.
 */
import type { z } from "zod";
import { MAX_CHANGES_PER_SAVE, MAX_PRICE_RANGE_DAYS } from "../../hotel/limits";
import { daysBetween, type IsoDate } from "../../rules/dates";
import { formatRubles } from "../../rules/money";
import { countText, ROOMS } from "../../rules/plural";
import { PriceChangeInput } from "./contract";
import { formatDate } from "./format";

export const WEEKDAYS = ["Пн", "Вт", "Ср", "Чт", "Пт", "Сб", "Вс"];

type ChangeInput = z.input<typeof PriceChangeInput>;
/** The contract's change of a range, always naming its types and rates (the engine reads none as all). */
export type Change = ChangeInput & Required<Pick<ChangeInput, "room_type_ids" | "rate_ids">>;

export interface Form {
  from: string;
  to: string;
  weekdays: number[];
  roomTypeIds: number[];
  rateIds: number[];
  price: string;
  sale: "keep" | "close" | "open";
  minStay: string;
  /** Maximum nights for an arrival; «0» lifts the limit. */
  maxStay: string;
  /** Closed to arrival (CTA). */
  arrival: "keep" | "close" | "open";
  /** Closed to departure (CTD). */
  departure: "keep" | "close" | "open";
  /** Rooms of each chosen category on sale (whatever the rates). */
  onSale: string;
}

/** Changes saved at once: the engine's own limit, stated once in hotel/limits.ts. */
export const MAX_QUEUED_CHANGES = MAX_CHANGES_PER_SAVE;

/** The form as a change for the engine, or what is wrong with it (in Russian). */
export function formChange(
  form: Form,
  today: IsoDate,
  roomTypes: readonly { id: number; title: string; total_rooms: number }[] = [],
): { change: Change } | { error: string } {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.from) || !/^\d{4}-\d{2}-\d{2}$/.test(form.to)) {
    return { error: "Укажите даты «С» и «По»" };
  }
  if (form.to < form.from) return { error: "Дата «По» раньше даты «С»" };
  if (form.from < today) return { error: "Нельзя менять цены и продажи прошедших дней" };
  if (daysBetween(form.from, form.to) + 1 > MAX_PRICE_RANGE_DAYS)
    return { error: "Диапазон дат — не длиннее двух лет" };
  if (form.roomTypeIds.length === 0) return { error: "Выберите хотя бы одну категорию" };
  if (form.rateIds.length === 0) return { error: "Выберите хотя бы один тариф" };
  if (form.weekdays.length === 0) return { error: "Выберите хотя бы один день недели" };
  const change: Change = {
    from: form.from,
    to: form.to,
    room_type_ids: form.roomTypeIds,
    rate_ids: form.rateIds,
    ...(form.weekdays.length < 7 ? { weekdays: form.weekdays } : {}),
  };
  if (form.price.trim() !== "") {
    const amount = Number(form.price.replace(/\s/g, ""));
    if (!Number.isInteger(amount) || amount <= 0) return { error: "Цена — целое число рублей больше нуля" };
    change.amount = amount;
  }
  if (form.sale !== "keep") change.closed = form.sale === "close";
  if (form.minStay.trim() !== "") {
    const nights = Number(form.minStay);
    // The contract's own bounds (a whole number, 1–30), with the Studio's message.
    if (!PriceChangeInput.shape.min_stay.safeParse(nights).success)
      return { error: "Минимальный срок — от 1 до 30 ночей" };
    change.min_stay = nights;
  }
  if (form.maxStay.trim() !== "") {
    const nights = Number(form.maxStay);
    if (nights === 0) change.max_stay = null;
    else if (!PriceChangeInput.shape.max_stay.safeParse(nights).success)
      return { error: "Максимальный срок — от 1 до 30 ночей (0 — без ограничения)" };
    else change.max_stay = nights;
  }
  if (
    typeof change.max_stay === "number" &&
    change.min_stay !== undefined &&
    change.max_stay < change.min_stay
  )
    return { error: "Максимальный срок меньше минимального" };
  if (form.arrival !== "keep") change.closed_arrival = form.arrival === "close";
  if (form.departure !== "keep") change.closed_departure = form.departure === "close";
  if (form.onSale.trim() !== "") {
    const rooms = Number(form.onSale);
    if (!Number.isInteger(rooms) || rooms < 0) return { error: "Номеров в продаже — целое число от 0" };
    const over = roomTypes.find((type) => form.roomTypeIds.includes(type.id) && rooms > type.total_rooms);
    if (over)
      return {
        error: `В категории «${over.title}» ${countText(over.total_rooms, ROOMS)}: в продаже может быть от 0 до ${over.total_rooms}`,
      };
    change.on_sale = rooms;
  }
  if (
    change.amount === undefined &&
    change.closed === undefined &&
    change.min_stay === undefined &&
    change.max_stay === undefined &&
    change.closed_arrival === undefined &&
    change.closed_departure === undefined &&
    change.on_sale === undefined
  ) {
    return { error: "Укажите цену, закрытие или открытие продаж, или минимальный срок" };
  }
  return { change };
}

export function describeChange(
  change: Change,
  grid: { room_types: { id: number; title: string }[]; rates: { id: number; title: string }[] } | undefined,
): string {
  const types =
    grid && change.room_type_ids.length < grid.room_types.length
      ? grid.room_types
          .filter((type) => change.room_type_ids.includes(type.id))
          .map((type) => type.title)
          .join(", ")
      : "все категории";
  const rates =
    grid && change.rate_ids.length < grid.rates.length
      ? grid.rates
          .filter((rate) => change.rate_ids.includes(rate.id))
          .map((rate) => rate.title)
          .join(", ")
      : "все тарифы";
  const what = [
    change.amount !== undefined ? `цена ${formatRubles(change.amount)}` : "",
    change.closed === undefined ? "" : change.closed ? "закрыть продажи" : "открыть продажи",
    change.min_stay !== undefined ? `минимум ${change.min_stay} ноч.` : "",
    change.max_stay === undefined
      ? ""
      : change.max_stay === null
        ? "без максимума ночей"
        : `максимум ${change.max_stay} ноч.`,
    change.closed_arrival === undefined ? "" : change.closed_arrival ? "закрыть заезд" : "открыть заезд",
    change.closed_departure === undefined ? "" : change.closed_departure ? "закрыть выезд" : "открыть выезд",
    change.on_sale !== undefined ? `в продаже ${change.on_sale} ном.` : "",
  ].filter(Boolean);
  const days = change.weekdays ? ` (${change.weekdays.map((day) => WEEKDAYS[day - 1]).join(", ")})` : "";
  return `${formatDate(change.from)} — ${formatDate(change.to)}${days}; ${types}; ${rates}: ${what.join(", ")}`;
}
