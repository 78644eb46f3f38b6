/**
 * How content values read on the page: prices with Russian money formatting (rules/money.ts),
 * opening hours, minutes, car specifications. Pure, so the pages and their tests share them.
 */
import { formatRubles } from "@rules/money";
import { HOURS, pluralRu } from "@rules/plural";
import { priceUnitTitle } from "@schemas/lib/constants";
import { typograph } from "@web/lib/typography";
import type { HoursText, PriceText } from "./types";

export interface PriceLineInput {
  title?: string | null;
  amount?: number | null;
  isFrom?: boolean | null;
  unit?: string | null;
  minQuantity?: number | null;
  note?: string | null;
}

/** «от 4 000 ₽ в час», «60 000 ₽ за двоих», «Бесплатно» for zero. */
export function priceText(line: PriceLineInput): PriceText | undefined {
  if (typeof line.amount !== "number" || !Number.isSafeInteger(line.amount)) return undefined;
  const amount =
    line.amount === 0 ? "Бесплатно" : `${line.isFrom ? "от\u00A0" : ""}${formatRubles(line.amount)}`;
  const unit = line.amount === 0 ? "" : priceUnitTitle(line.unit);
  const minimum = line.minQuantity
    ? `, минимум ${line.minQuantity}\u00A0${unitWord(line.unit, line.minQuantity)}`
    : "";
  return {
    ...(line.title ? { title: typograph(line.title) } : {}),
    text: `${amount}${unit ? `\u00A0${unit}` : ""}${minimum}`,
    ...(line.note ? { note: typograph(line.note) } : {}),
  };
}

function unitWord(unit: string | null | undefined, count: number): string {
  return unit === "perHour" ? pluralRu(count, HOURS) : "шт.";
}

export interface HoursLineInput {
  label?: string | null;
  from?: string | null;
  to?: string | null;
  note?: string | null;
}

export function hoursText(line: HoursLineInput): HoursText | undefined {
  if (!line.label || !line.from || !line.to) return undefined;
  return { label: line.label, time: `${line.from}–${line.to}`, ...(line.note ? { note: line.note } : {}) };
}

/** «30 мин», «2 ч», «1 ч 10 мин». */
export function durationText(minutes: number | null | undefined): string {
  if (!minutes || minutes <= 0) return "";
  if (minutes < 60) return `${minutes}\u00A0мин`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours}\u00A0ч` : `${hours}\u00A0ч ${rest}\u00A0мин`;
}

export interface TransferTariffInput {
  destination?: string | null;
  price?: number | null;
  nightPrice?: number | null;
  note?: string | null;
}

/**
 * A line of the transfer table: the destination and its price, «днём 4 000 ₽, ночью 7 000 ₽»
 * when the night has its own price (the casino). Undefined without a destination or a price.
 */
export function transferTariffLine(
  tariff: TransferTariffInput,
): { destination: string; price: string; note?: string } | undefined {
  if (!tariff.destination || typeof tariff.price !== "number" || !Number.isSafeInteger(tariff.price))
    return undefined;
  const night = tariff.nightPrice;
  const price =
    typeof night === "number" && Number.isSafeInteger(night) && night !== tariff.price
      ? `днём ${formatRubles(tariff.price)}, ночью ${formatRubles(night)}`
      : formatRubles(tariff.price);
  return { destination: tariff.destination, price, ...(tariff.note ? { note: tariff.note } : {}) };
}

/** A spa procedure's price as the picker shows it: «4 000 ₽», «25 000 ₽ с человека». */
export function spaPriceText(price: number | null | undefined, unit: string | null | undefined): string {
  if (typeof price !== "number") return "";
  const unitTitle = unit && unit !== "perProcedure" ? `\u00A0${priceUnitTitle(unit)}` : "";
  return `${formatRubles(price)}${unitTitle}`;
}

/**
 * «Ресторан» for one restaurant, «Рестораны» for more: the menu link and the heading of
 * /restaurant follow the count, so a manager who adds a second restaurant need not rename them.
 * A label that is neither word (a manager's own) stands as written.
 */
export function restaurantsLabel(label: string, count: number): string {
  const word = label.trim().toLocaleLowerCase("ru");
  if (word !== "ресторан" && word !== "рестораны") return label;
  return count > 1 ? "Рестораны" : "Ресторан";
}
