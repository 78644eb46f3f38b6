/**
 * Fiscal receipts (54-FZ) of payments and refunds, built from the booking's own priced lines: one
 * line per room («Проживание: Делюкс, 10.12–12.12.2026»), each spa procedure with its quantity and
 * unit price, and the transfer. Pure: the same receipt goes to whichever provider takes the money
 * (the sandbox keeps it, YooKassa registers it), so the tests check one builder.
 *
 * Money is counted in kopecks as integers, and a part is shared out by the largest-remainder
 * method, so the items of a receipt always add up to the charged amount exactly:
 * - charged the lines' whole total → the lines as they are (quantities and unit prices);
 * - charged a part (a difference after a change, the rest of a balance, a partial refund) → each
 *   line gets its share of the part in proportion to its price, rounded down to the kopeck, and
 *   the kopecks left go to the lines with the largest remainders (the earlier line on a tie); a
 *   shared line is one unit at its share, and a line whose share is nothing is left out.
 */
import type { Receipt, ReceiptItem } from "../../providers/payments/types";

/** Longest item description YooKassa accepts. */
const DESCRIPTION_MAX = 128;

/** The settlement methods of 54-FZ as YooKassa names them. */
export const PAYMENT_MODES = [
  "full_prepayment",
  "partial_prepayment",
  "advance",
  "full_payment",
  "partial_payment",
  "credit",
  "credit_payment",
] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** What every item carries, from configuration (YOOKASSA_VAT_CODE, …_PAYMENT_MODE, …_PAYMENT_SUBJECT). */
export interface ReceiptSettings {
  vatCode: number;
  paymentMode: PaymentMode;
  paymentSubject: string;
}

/** Guests pay for a stay before it begins, for a service, without VAT unless configured. */
export const DEFAULT_RECEIPT_SETTINGS: ReceiptSettings = {
  vatCode: 1,
  paymentMode: "full_prepayment",
  paymentSubject: "service",
};

/** A priced line of a booking: `quantity` units at `unitPrice` whole rubles. */
export interface ReceiptLine {
  description: string;
  quantity: number;
  unitPrice: number;
}

export interface StayForReceipt {
  arrival: string;
  departure: string;
  rooms: readonly { roomTypeTitle: string; amount: number }[];
  extras: readonly { title: string; quantity: number; unitPrice: number }[];
  /** The transfer's title and price; null without one. */
  transfer: { title: string; amount: number } | null;
}

/** 2026-12-10 → «10.12», with the year when asked. */
function shortDate(date: string, withYear: boolean): string {
  const [year, month, day] = date.split("-");
  return withYear ? `${day}.${month}.${year}` : `${day}.${month}`;
}

/** «10.12–12.12.2026»; «28.12.2026–02.01.2027» across a new year. */
export function stayPeriod(arrival: string, departure: string): string {
  const sameYear = arrival.slice(0, 4) === departure.slice(0, 4);
  return `${shortDate(arrival, !sameYear)}–${shortDate(departure, true)}`;
}

/** The booking's priced lines, in the order a guest reads them: rooms, spa, transfer. */
export function stayLines(stay: StayForReceipt): ReceiptLine[] {
  const period = stayPeriod(stay.arrival, stay.departure);
  return [
    ...stay.rooms.map((room) => ({
      description: `Проживание: ${room.roomTypeTitle}, ${period}`,
      quantity: 1,
      unitPrice: room.amount,
    })),
    ...stay.extras.map((extra) => ({
      description: extra.title,
      quantity: extra.quantity,
      unitPrice: extra.unitPrice,
    })),
    ...(stay.transfer
      ? [{ description: stay.transfer.title, quantity: 1, unitPrice: stay.transfer.amount }]
      : []),
  ].filter((line) => line.quantity > 0 && line.unitPrice > 0);
}

function kopecks(rubles: number): number {
  if (!Number.isSafeInteger(rubles)) throw new RangeError(`Money is whole rubles; got ${rubles}`);
  return rubles * 100;
}

function clip(description: string): string {
  const text = description.trim();
  return text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1)}…`;
}

/**
 * `amount` shared out over `totals` in proportion to them, each share an integer, their sum exactly
 * `amount` (largest remainder; ties go to the earlier). Products are taken in BigInt, so large
 * sums in kopecks never lose a digit.
 */
export function shareOut(totals: readonly number[], amount: number): number[] {
  const sum = totals.reduce((a, b) => a + b, 0);
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > sum) {
    throw new RangeError(`Cannot share ${amount} over lines totalling ${sum}`);
  }
  if (amount === sum) return [...totals];
  const whole = BigInt(sum);
  const parts = totals.map((total, index) => {
    if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`Bad line total ${total}`);
    const product = BigInt(total) * BigInt(amount);
    return { index, share: Number(product / whole), remainder: product % whole };
  });
  let left = amount - parts.reduce((a, part) => a + part.share, 0);
  const order = [...parts].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const part of order) {
    if (left === 0) break;
    part.share += 1;
    left -= 1;
  }
  return parts.map((part) => part.share);
}

/** What a receipt's items add up to, kopecks. */
export function receiptTotal(receipt: Receipt): number {
  return receipt.items.reduce((sum, item) => sum + item.quantity * item.unitKopecks, 0);
}

function sharedItems(items: readonly ReceiptItem[], amountKopecks: number): ReceiptItem[] {
  const shares = shareOut(
    items.map((item) => item.quantity * item.unitKopecks),
    amountKopecks,
  );
  return items.flatMap((item, index) => {
    const share = shares[index] ?? 0;
    if (share === 0) return [];
    if (share === item.quantity * item.unitKopecks) return [item];
    return [{ ...item, quantity: 1, unitKopecks: share }];
  });
}

/** The buyer: the e-mail the receipt is sent to, or the phone (digits) without one. */
export function receiptCustomer(contact: { email: string; phone: string }): Receipt["customer"] {
  const email = contact.email.trim();
  if (email) return { email };
  return { phone: contact.phone.replace(/\D/g, "") };
}

/** The receipt of a payment of `amount` rubles for these lines (all of them, or a part). */
export function buildReceipt(input: {
  lines: readonly ReceiptLine[];
  amount: number;
  customer: Receipt["customer"];
  settings: ReceiptSettings;
}): Receipt {
  const items: ReceiptItem[] = input.lines.map((line) => ({
    description: clip(line.description),
    quantity: line.quantity,
    unitKopecks: kopecks(line.unitPrice),
    vatCode: input.settings.vatCode,
    paymentMode: input.settings.paymentMode,
    paymentSubject: input.settings.paymentSubject,
  }));
  const amount = kopecks(input.amount);
  if (amount <= 0) throw new RangeError(`A receipt is for a positive amount; got ${input.amount}`);
  return { customer: input.customer, items: sharedItems(items, amount) };
}

/** The receipt of a refund of `amount` rubles out of a payment with this receipt. */
export function refundReceipt(payment: Receipt, amount: number): Receipt {
  const refund = kopecks(amount);
  if (refund <= 0) throw new RangeError(`A refund is for a positive amount; got ${amount}`);
  return { customer: payment.customer, items: sharedItems(payment.items, refund) };
}
