/**
 * The price tool's months: `YYYY-MM`, the dates a month's grid asks for (the current month from the
 * hotel's today, past nights cannot be changed) and the days it shows.
 */
import { addDays, daysBetween, type IsoDate } from "../../../rules/dates";

export const monthOf = (date: IsoDate): string => date.slice(0, 7);

const firstOf = (month: string): IsoDate => `${month}-01`;

function lastOf(month: string): IsoDate {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const day = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, "0")}`;
}

export function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const date = new Date(Date.UTC(year, m - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

/** The nights of `month` the grid asks for: from `today` in today's month, else the whole month. */
export function monthRange(month: string, today: IsoDate): { from: IsoDate; to: IsoDate } {
  return { from: monthOf(today) === month ? today : firstOf(month), to: lastOf(month) };
}

/** Every date from `from` to `to`, both included. */
export function datesFrom(from: IsoDate, to: IsoDate): IsoDate[] {
  return Array.from({ length: daysBetween(from, to) + 1 }, (_, index) => addDays(from, index));
}

/** Every month from `first` to `last` (`YYYY-MM`), both included. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  for (let month = first; month <= last && months.length < 240; month = shiftMonth(month, 1))
    months.push(month);
  return months;
}
