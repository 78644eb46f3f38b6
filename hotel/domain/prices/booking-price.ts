/**
 * Prices of a stay, computed on the server from stored nightly prices: a room costs the sum of its
 * rate's prices over the nights; a night that is closed or has no price cannot be sold; an
 * arrival date may be closed to arrival (CTA) and require a minimum and a maximum stay, and a
 * departure date may be closed to departure (CTD, read from the departure date's own row). Extras and the transfer are priced from the catalogue.
 * All amounts are integer rubles.
 */
import { stayNights, type IsoDate } from "../../../rules";

export interface NightlyRateRow {
  date: IsoDate;
  amount: number;
  closed: boolean;
  minStay: number;
  closedArrival?: boolean | undefined;
  closedDeparture?: boolean | undefined;
  maxStay?: number | null | undefined;
}

export type StayPrice =
  | { ok: true; amount: number; nightly: { date: IsoDate; amount: number }[] }
  | { ok: false; reason: "closed"; date: IsoDate }
  | { ok: false; reason: "closed_arrival"; date: IsoDate }
  | { ok: false; reason: "closed_departure"; date: IsoDate }
  | { ok: false; reason: "min_stay"; minStay: number }
  | { ok: false; reason: "max_stay"; maxStay: number };

/**
 * The price of one room at one rate for the stay, from that rate's nightly rows — the nights and,
 * for its closed-to-departure mark, the departure date's row (absent: departure allowed).
 */
export function priceStay(rows: readonly NightlyRateRow[], arrival: IsoDate, departure: IsoDate): StayPrice {
  const byDate = new Map(rows.map((row) => [row.date, row]));
  const nightly: { date: IsoDate; amount: number }[] = [];
  const dates = stayNights(arrival, departure);
  for (const date of dates) {
    const row = byDate.get(date);
    if (!row || row.closed) return { ok: false, reason: "closed", date };
    nightly.push({ date, amount: row.amount });
  }
  const first = byDate.get(arrival);
  if (first?.closedArrival) return { ok: false, reason: "closed_arrival", date: arrival };
  if (byDate.get(departure)?.closedDeparture)
    return { ok: false, reason: "closed_departure", date: departure };
  const minStay = first?.minStay ?? 1;
  if (dates.length < minStay) return { ok: false, reason: "min_stay", minStay };
  const maxStay = first?.maxStay;
  if (maxStay && dates.length > maxStay) return { ok: false, reason: "max_stay", maxStay };
  return { ok: true, amount: nightly.reduce((sum, night) => sum + night.amount, 0), nightly };
}

export interface CatalogueExtra {
  code: string;
  title: string;
  price: number;
}

export interface PricedExtra {
  code: string;
  title: string;
  unitPrice: number;
  quantity: number;
  amount: number;
}

export function priceExtras(
  requested: readonly { code: string; quantity: number }[],
  catalogue: ReadonlyMap<string, CatalogueExtra>,
): { extras: PricedExtra[]; unknown: string[] } {
  const quantities = new Map<string, number>();
  for (const item of requested) quantities.set(item.code, (quantities.get(item.code) ?? 0) + item.quantity);
  const extras: PricedExtra[] = [];
  const unknown: string[] = [];
  for (const [code, quantity] of quantities) {
    const entry = catalogue.get(code);
    if (!entry) {
      unknown.push(code);
      continue;
    }
    extras.push({
      code,
      title: entry.title,
      unitPrice: entry.price,
      quantity,
      amount: entry.price * quantity,
    });
  }
  return { extras, unknown };
}

export interface Totals {
  rooms: number;
  extras: number;
  transfer: number;
  total: number;
}

export function totals(
  roomAmounts: readonly number[],
  extras: readonly PricedExtra[],
  transfer: number,
): Totals {
  const rooms = roomAmounts.reduce((sum, amount) => sum + amount, 0);
  const extrasAmount = extras.reduce((sum, extra) => sum + extra.amount, 0);
  return { rooms, extras: extrasAmount, transfer, total: rooms + extrasAmount + transfer };
}
