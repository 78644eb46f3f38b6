/**
 * The sandbox acquirer's test cards and the check of its card form (docs/booking-engine.md,
 * «Payments»). The hosted pay page lists these cards, the form is checked here, and tests import
 * the same numbers, so a card's outcome is written down once.
 */
import { hotelToday } from "../../../rules";

/** What the sandbox's bank does with a payment. */
export type SandboxOutcome = "succeeded" | "waiting_for_capture" | "canceled";

export interface TestCard {
  /** Digits only. */
  number: string;
  /** What the sandbox's bank does with a payment by this card. */
  outcome: SandboxOutcome;
}

/** The bank holds the money first; the sandbox captures it this long after the card was entered. */
export const SANDBOX_CAPTURE_DELAY_MS = 3000;

export const TEST_CARDS = {
  success: { number: "4242424242424242", outcome: "succeeded" },
  declined: { number: "4000000000000002", outcome: "canceled" },
  waiting: { number: "2200000000000004", outcome: "waiting_for_capture" },
} as const satisfies Record<string, TestCard>;

export type TestCardName = keyof typeof TEST_CARDS;

/** What is wrong with a field of the card form; the pay page says it in the payment's language. */
export type CardError =
  | "numberMissing"
  | "numberInvalid"
  | "notTestCard"
  | "expiryInvalid"
  | "expired"
  | "cvcInvalid"
  | "holderTooLong";

export type CardField = "number" | "expiry" | "cvc" | "holder";

export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}

export type CardCheck =
  | { ok: true; outcome: SandboxOutcome; last4: string }
  | { ok: false; errors: Partial<Record<CardField, CardError>> };

/** The Luhn checksum every real card number satisfies; it catches a mistyped digit. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** «4242 4242 4242 4242» for the list of test cards. */
export function groupCardNumber(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/**
 * The expiry as a guest types it: «12/30», «12 / 30», «12-30», «12.30», «1230» (the digits
 * alone, as phones' numeric keyboards give them), «1/30», «12/2030». Undefined for anything else.
 */
export function parseExpiry(expiry: string): { month: number; year: number } | undefined {
  const text = expiry.replace(/\s/g, "");
  const match = /^(\d{2})(\d{2})$/.exec(text) ?? /^(\d{1,2})[/.-](\d{2}|20\d{2})$/.exec(text);
  if (!match) return undefined;
  const month = Number(match[1]);
  const yearDigits = match[2] ?? "";
  if (month < 1 || month > 12) return undefined;
  return { month, year: yearDigits.length === 4 ? Number(yearDigits) : 2000 + Number(yearDigits) };
}

/**
 * A card is valid through the last day of its month; the month is compared with the hotel's
 * today, as the hotel's bank would.
 */
function expiryError(expiry: string, now: Date): CardError | undefined {
  const parsed = parseExpiry(expiry);
  if (!parsed) return "expiryInvalid";
  const { month, year } = parsed;
  const [todayYear, todayMonth] = hotelToday(now).split("-").map(Number);
  if (todayYear === undefined || todayMonth === undefined) throw new RangeError("hotelToday gave no date");
  if (year * 12 + month < todayYear * 12 + todayMonth) return "expired";
  return undefined;
}

/** Checks the pay page's form and tells which test card (hence which outcome) it is. */
export function checkCardForm(form: CardForm, now: Date): CardCheck {
  const errors: Partial<Record<CardField, CardError>> = {};
  const digits = form.number.replace(/[\s-]/g, "");
  let outcome: SandboxOutcome | undefined;
  if (digits === "") errors.number = "numberMissing";
  else if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) errors.number = "numberInvalid";
  else {
    outcome = Object.values(TEST_CARDS).find((card) => card.number === digits)?.outcome;
    if (!outcome) errors.number = "notTestCard";
  }
  const expired = expiryError(form.expiry, now);
  if (expired) errors.expiry = expired;
  if (!/^\d{3}$/.test(form.cvc.trim())) errors.cvc = "cvcInvalid";
  if (form.holder.trim().length > 100) errors.holder = "holderTooLong";
  if (!outcome || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, outcome, last4: digits.slice(-4) };
}
