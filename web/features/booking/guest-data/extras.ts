/**
 * The spa procedures of a booking (the draft's `extras`): a count per procedure that never goes
 * below zero, and at zero the procedure leaves the list. The spa picker and the data step share it
 * (through `changeExtras` in transitions.ts). Light: no Zod, no guest form.
 */
import type { DraftExtra } from "../draft";

/** The most of one extra a booking takes (the engine's limit). */
export const MAX_EXTRA_QUANTITY = 20;

/** The extras after pressing − or + on one of them (added at the end when new). */
export function changeExtra(
  extras: readonly DraftExtra[] | undefined,
  item: Pick<DraftExtra, "code" | "title" | "unit_price">,
  delta: number,
): DraftExtra[] {
  const list = extras ?? [];
  const current = list.find((extra) => extra.code === item.code);
  const quantity = Math.min(MAX_EXTRA_QUANTITY, Math.max(0, (current?.quantity ?? 0) + delta));
  if (quantity === 0) return list.filter((extra) => extra.code !== item.code);
  if (current) return list.map((extra) => (extra.code === item.code ? { ...extra, quantity } : extra));
  return [...list, { code: item.code, title: item.title, unit_price: item.unit_price, quantity }];
}

export function extraCount(extras: readonly DraftExtra[] | undefined, code: string): number {
  return extras?.find((extra) => extra.code === code)?.quantity ?? 0;
}

/** The spa picker's selection (procedure key → count) of the draft's extras. */
export function selectionOfExtras(extras: readonly DraftExtra[] | undefined): Record<string, number> {
  return Object.fromEntries((extras ?? []).map((extra) => [extra.code, extra.quantity]));
}
