/**
 * The seeded price calendar: nightly prices for 18 months from the home page's "from" prices, with
 * a Baltic-coast season (a summer peak, shoulder months, the New Year and May holidays) and dearer
 * Friday and Saturday nights. The "from" price is the lowest night of each category (a weekday in
 * the low season) and the non-refundable rate's; the flexible rate costs 15 % more. A few nights
 * are closed (maintenance), and some arrivals need a minimum stay.
 */
import { addDays, isoWeekday, type IsoDate } from "../../../rules";
import {
  FLEXIBLE_MARKUP_PERCENT,
  FLEXIBLE_RATE_ID,
  NON_REFUNDABLE_RATE_ID,
  type RoomTypeSeed,
} from "./catalogue";

export const SEED_MONTHS = 18;

export interface NightlyRateSeed {
  roomTypeId: number;
  ratePlanId: number;
  date: IsoDate;
  amount: number;
  closed: boolean;
  minStay: number;
}

function monthDay(date: IsoDate): { month: number; day: number } {
  return { month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) };
}

/** Season factor in per cent of the "from" price. */
export function seasonPercent(date: IsoDate): number {
  const { month, day } = monthDay(date);
  if ((month === 12 && day >= 28) || (month === 1 && day <= 8)) return 150;
  if (month === 5 && day <= 10) return 140;
  if (month === 5) return 125;
  if (month === 6 && day < 15) return 135;
  if ((month === 6 && day >= 15) || month === 7 || month === 8) return 160;
  if (month === 9) return 130;
  if (month === 4 || month === 10) return 110;
  return 100;
}

/** Friday and Saturday nights cost 15 % more. */
export function weekendPercent(date: IsoDate): number {
  const weekday = isoWeekday(date);
  return weekday === 5 || weekday === 6 ? 115 : 100;
}

function roundToHundred(value: number): number {
  return Math.round(value / 100) * 100;
}

export function nonRefundablePrice(basePrice: number, date: IsoDate): number {
  return roundToHundred((basePrice * seasonPercent(date) * weekendPercent(date)) / 10_000);
}

export function flexiblePrice(nonRefundable: number): number {
  return roundToHundred((nonRefundable * (100 + FLEXIBLE_MARKUP_PERCENT)) / 100);
}

/** Maintenance: the Villa from 2 to 15 February, the Представительский люкс from 16 to 20 March. */
export function isClosed(roomTypeId: number, date: IsoDate): boolean {
  const { month, day } = monthDay(date);
  if (roomTypeId === 6 && month === 2 && day >= 2 && day <= 15) return true;
  if (roomTypeId === 5 && month === 3 && day >= 16 && day <= 20) return true;
  return false;
}

/** Minimum nights for arrivals on a date: 3 over New Year, 2 on summer weekends and the May holidays. */
export function minimumStay(date: IsoDate): number {
  const { month, day } = monthDay(date);
  if (month === 12 && day >= 30) return 3;
  if (month === 5 && day <= 9) return 2;
  const weekday = isoWeekday(date);
  if ((month === 7 || month === 8) && (weekday === 5 || weekday === 6)) return 2;
  return 1;
}

/** The dates seeded from `start`: 18 months ahead. */
export function seedDates(start: IsoDate, months = SEED_MONTHS): IsoDate[] {
  const [year, month, day] = start.split("-").map(Number) as [number, number, number];
  const endMonthIndex = month - 1 + months;
  const end = new Date(Date.UTC(year + Math.floor(endMonthIndex / 12), endMonthIndex % 12, day));
  const endIso = end.toISOString().slice(0, 10);
  const dates: IsoDate[] = [];
  for (let date = start; date < endIso; date = addDays(date, 1)) dates.push(date);
  return dates;
}

export function nightlyRatesFor(roomType: RoomTypeSeed, dates: readonly IsoDate[]): NightlyRateSeed[] {
  return dates.flatMap((date) => {
    const nonRefundable = nonRefundablePrice(roomType.basePrice, date);
    const common = {
      roomTypeId: roomType.id,
      date,
      closed: isClosed(roomType.id, date),
      minStay: minimumStay(date),
    };
    return [
      { ...common, ratePlanId: NON_REFUNDABLE_RATE_ID, amount: nonRefundable },
      { ...common, ratePlanId: FLEXIBLE_RATE_ID, amount: flexiblePrice(nonRefundable) },
    ];
  });
}
