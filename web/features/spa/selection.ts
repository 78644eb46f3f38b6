/**
 * The spa picker's selection (docs/site.md#spa-picker): per procedure a count and a unit price, the
 * number in its price text. The counts are the booking draft's extras, changed by `changeExtra`
 * (web/features/booking/guest-data/extras.ts: never below zero, at zero not selected); this module
 * reads them for the picker and its summary. Pure, so the page and its tests share it.
 */
import { priceFromText } from "@rules/money";

export interface SpaItem {
  /** The procedure's id (its /services/{id}). */
  key: string;
  title: string;
  /** As shown: «4 000 ₽», «от 25 000 ₽ с человека». */
  priceText: string;
  /** «30 мин». */
  time: string;
}

export type SpaSelection = Readonly<Record<string, number>>;

export interface SummaryLine {
  key: string;
  title: string;
  count: number;
  unitPrice: number;
  /** unitPrice × count */
  price: number;
}

export function countOf(selection: SpaSelection, key: string): number {
  return selection[key] ?? 0;
}

/** The summary's lines in the picker's order, each with its unit price read from the price text. */
export function summaryLines(selection: SpaSelection, items: readonly SpaItem[]): SummaryLine[] {
  return items.flatMap((item) => {
    const count = countOf(selection, item.key);
    if (count === 0) return [];
    const unitPrice = priceFromText(item.priceText) ?? 0;
    return [{ key: item.key, title: item.title, count, unitPrice, price: unitPrice * count }];
  });
}

export function summaryTotal(lines: readonly SummaryLine[]): number {
  return lines.reduce((sum, line) => sum + line.price, 0);
}

/**
 * The summary as text for the request's comment: «Массаж лица × 2 — 8 000 ₽», then «Итого: …» (the
 * total's word in the page's language).
 */
export function summaryText(
  lines: readonly SummaryLine[],
  format: (amount: number) => string,
  totalWord: string,
): string {
  if (lines.length === 0) return "";
  const body = lines.map((line) => `${line.title} × ${line.count} — ${format(line.price)}`).join("\n");
  return `${body}\n${totalWord}: ${format(summaryTotal(lines))}`;
}
