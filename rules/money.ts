/**
 * Money is whole rubles, as integers, everywhere: the API's amounts, the engine's prices and
 * totals, the site's figures. Formatting follows Russian typography: thousands separated by a
 * narrow no-break space (U+202F) and a no-break space (U+00A0) before the ruble sign; in English,
 * `formatMoney`.
 */
import type { Language } from "./language";

export const THOUSANDS_SEPARATOR = "\u202F";
export const CURRENCY_SEPARATOR = "\u00A0";
const MINUS = "\u2212";

/**
 * A booking's money, as the engine computes it and the site shows it: what its rooms, extras and
 * transfer cost, the total, what was paid and refunded, and what is still due (integer rubles).
 */
export interface BookingAmounts {
  rooms: number;
  extras: number;
  transfer: number;
  total: number;
  paid: number;
  refunded: number;
  balanceDue: number;
}

/**
 * The airport transfer add-on's directions. Its prices are the engine's catalogue's (extras
 * `transfer-to`, `transfer-from`, `transfer-to-from`; docs/booking-engine.md#extras), never a constant.
 */
export type TransferType = "to" | "from" | "to-from";
export const TRANSFER_TYPES = ["to", "from", "to-from"] as const satisfies readonly TransferType[];

export class MoneyError extends Error {
  readonly code = "MONEY_NOT_INTEGER";
  constructor(value: number) {
    super(`Money is whole rubles; got ${value}`);
    this.name = "MoneyError";
  }
}

function groupThousands(value: number, separator = THOUSANDS_SEPARATOR): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** 14000 → `14 000 ₽`; −1500 → `−1 500 ₽`. */
export function formatRubles(amount: number): string {
  if (!Number.isSafeInteger(amount)) throw new MoneyError(amount);
  const sign = amount < 0 ? MINUS : "";
  return `${sign}${groupThousands(Math.abs(amount))}${CURRENCY_SEPARATOR}₽`;
}

/**
 * An amount in the guest's language: Russian `14 000 ₽`; English `₽14,000` (the sign before the
 * number and a comma between thousands, as English prices are written; still roubles).
 */
export function formatMoney(amount: number, language: Language): string {
  if (language === "ru") return formatRubles(amount);
  if (!Number.isSafeInteger(amount)) throw new MoneyError(amount);
  const sign = amount < 0 ? MINUS : "";
  return `${sign}₽${groupThousands(Math.abs(amount), ",")}`;
}

/** The home page's starting price: `От 14 000 ₽/сутки`; in English `From ₽14,000/night`. */
export function formatFromPerNight(amount: number, language: Language = "ru"): string {
  if (language === "ru") return `От ${formatRubles(amount)}/сутки`;
  return `From ${formatMoney(amount, language)}/night`;
}

/**
 * The unit price of a service extra: the number in its price text (`от 4 000 ₽` → 4000), read from
 * its digits; undefined when the text has none.
 */
export function priceFromText(text: string): number | undefined {
  const digits = text.replace(/\D/g, "");
  return digits === "" ? undefined : Number(digits);
}

/**
 * What the guest's and the hotel's e-mails, the Studio's booking card and the success page say of
 * a booking paid by a test payment (the sandbox, or YooKassa's test shop): no money moved.
 */
export const TEST_PAYMENT_LABEL = "ТЕСТОВАЯ ОПЛАТА";
/** `TEST_PAYMENT_LABEL` in each language. */
export const TEST_PAYMENT_LABELS: Record<Language, string> = { ru: TEST_PAYMENT_LABEL, en: "TEST PAYMENT" };
