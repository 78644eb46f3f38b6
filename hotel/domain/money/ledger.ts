/**
 * The booking's money as ledger entries (docs/money.md): reads a booking's parts and accounts,
 * and records what terms.ts decided — entries, refunds per payment with receipts that name the
 * parts refunded, the provider's refund through the outbox, and the booking's paid and refunded
 * totals as sums of the entries.
 */
import type { Executor } from "../../db";
import { extraTitle, insertLedgerEntries, ledgerOf, type LedgerEntryRow } from "../../db/repositories/ledger";
import {
  insertRefund,
  refundedByInvoice,
  succeededInvoicesOf,
  type InvoiceRow,
} from "../../db/repositories/payments";
import {
  extrasOf,
  roomsOf,
  updateReservation,
  type ReservationRow,
} from "../../db/repositories/reservations";
import type { Receipt } from "../../providers/payments/types";
import type { EngineContext } from "../context";
import { enqueueRefund } from "../outbox";
import { buildReceipt, receiptTotal, stayPeriod, type ReceiptLine } from "../payments/receipts";
import { applyEntries, settle, UNAPPLIED, type Account, type Entry, type Part } from "./terms";

export interface StayOfParts {
  arrival: string;
  departure: string;
  rooms: readonly {
    idx: number;
    roomTypeTitle: string;
    amount: number;
    refundable: boolean;
    freeCancellationUntil: Date | null;
  }[];
  extras: readonly { code: string; title: string; quantity: number; unitPrice: number; amount: number }[];
  transfer: { title: string; amount: number } | null;
}

/** The parts of a stay as the policy reads them: each room by its place, each extra, the transfer. */
export function stayParts(stay: StayOfParts): Part[] {
  const period = stayPeriod(stay.arrival, stay.departure);
  return [
    ...stay.rooms.map((room): Part => ({
      key: `room:${room.idx}`,
      title: `Проживание: ${room.roomTypeTitle}, ${period}`,
      quantity: 1,
      unitPrice: room.amount,
      price: room.amount,
      refundable: room.refundable && room.freeCancellationUntil ? room.freeCancellationUntil : "never",
    })),
    ...stay.extras.map((extra): Part => ({
      key: `extra:${extra.code}`,
      title: extra.title,
      quantity: extra.quantity,
      unitPrice: extra.unitPrice,
      price: extra.amount,
      refundable: "always",
    })),
    ...(stay.transfer && stay.transfer.amount > 0
      ? [
          {
            key: "transfer",
            title: stay.transfer.title,
            quantity: 1,
            unitPrice: stay.transfer.amount,
            price: stay.transfer.amount,
            refundable: "always" as const,
          },
        ]
      : []),
  ];
}

/** The transfer's title from the catalogue, as receipts name it. */
export async function transferOf(
  db: Executor,
  reservation: Pick<ReservationRow, "transfer" | "transferAmount">,
): Promise<{ title: string; amount: number } | null> {
  if (!reservation.transfer || reservation.transferAmount <= 0) return null;
  const title = await extraTitle(db, `transfer-${reservation.transfer.type}`);
  return { title: title ?? "Трансфер", amount: reservation.transferAmount };
}

/** The booking's parts as stored now. */
export async function partsOf(db: Executor, reservation: ReservationRow): Promise<Part[]> {
  return stayParts({
    arrival: reservation.arrival,
    departure: reservation.departure,
    rooms: await roomsOf(db, reservation.id),
    extras: await extrasOf(db, reservation.id),
    transfer: await transferOf(db, reservation),
  });
}

export interface Ledger {
  accounts: Account[];
  /** Paid invoices, oldest first. */
  invoices: InvoiceRow[];
  /**
   * Entries that open the ledger of a booking paid before the ledger existed: its net payments
   * shared over its parts as they stand. Written with the first entries recorded; empty otherwise.
   */
  opening: Entry[];
}

function accountsOf(rows: readonly LedgerEntryRow[]): Account[] {
  return applyEntries(
    [],
    rows.map((row) => ({
      kind: row.kind,
      part: row.part,
      invoiceId: row.invoiceId,
      title: row.title,
      held: row.held,
      kept: row.kept,
    })),
  );
}

/** Paid is the sum of charges, refunded the sum of refunds. */
function ledgerTotals(entries: readonly Pick<Entry, "kind" | "held">[]): {
  paid: number;
  refunded: number;
} {
  let paid = 0;
  let refunded = 0;
  for (const entry of entries) {
    if (entry.kind === "charge") paid += entry.held;
    if (entry.kind === "refund") refunded -= entry.held;
  }
  return { paid, refunded };
}

/**
 * The booking's ledger; `parts` are its parts now (for the opening of an older booking).
 * `recording` names a payment being recorded now: never part of an older booking's opening.
 */
export async function ledgerFor(
  db: Executor,
  reservation: ReservationRow,
  parts: readonly Part[],
  recording?: string,
): Promise<Ledger> {
  const rows = await ledgerOf(db, reservation.id);
  const invoices = (await succeededInvoicesOf(db, reservation.id)).reverse();
  if (rows.length > 0 || reservation.paidAmount <= 0) {
    return { accounts: accountsOf(rows), invoices, opening: [] };
  }
  // Paid before the ledger: each payment's money still held is shared over the parts, in order.
  const refunded = await refundedByInvoice(db, reservation.id);
  const opening: Entry[] = [];
  let accounts: Account[] = [];
  // Only the payments the booking's paid total already counts (not one being recorded now).
  let counted = 0;
  for (const invoice of invoices) {
    if (invoice.id === recording) continue;
    if (counted >= reservation.paidAmount) break;
    counted += invoice.amount;
    const back = Math.min(invoice.amount, refunded.get(invoice.id) ?? 0);
    const net = invoice.amount - back;
    if (back > 0) {
      // What was refunded before the ledger: charged and refunded as money of no part.
      const title = "Возврат до учёта по частям брони";
      opening.push(
        { kind: "charge", part: UNAPPLIED, invoiceId: invoice.id, title, held: back, kept: 0 },
        { kind: "refund", part: UNAPPLIED, invoiceId: invoice.id, title, held: -back, kept: 0 },
      );
    }
    if (net <= 0) continue;
    const { entries } = settle({
      oldParts: parts,
      newParts: parts,
      accounts,
      invoiceOrder: invoices.map((row) => row.id),
      now: new Date(0),
      payment: { invoiceId: invoice.id, amount: net },
      refund: false,
    });
    const charges = entries.filter((entry) => entry.kind === "charge");
    opening.push(...charges);
    accounts = applyEntries(accounts, charges);
  }
  return { accounts, invoices, opening };
}

/** Receipt lines of entries: one line per part, the whole part with its units when it is all of it. */
export function receiptLines(entries: readonly Entry[], parts: readonly Part[], sign: 1 | -1): ReceiptLine[] {
  const byPart = new Map<string, { title: string; amount: number }>();
  for (const entry of entries) {
    const seen = byPart.get(entry.part);
    byPart.set(entry.part, {
      title: seen?.title ?? entry.title,
      amount: (seen?.amount ?? 0) + sign * entry.held,
    });
  }
  return [...byPart].flatMap(([key, line]) => {
    if (line.amount <= 0) return [];
    const part = parts.find((candidate) => candidate.key === key);
    if (part && part.price === line.amount && part.quantity > 1) {
      return [{ description: part.title, quantity: part.quantity, unitPrice: part.unitPrice }];
    }
    return [{ description: line.title, quantity: 1, unitPrice: line.amount }];
  });
}

function refundReceiptOf(
  ctx: EngineContext,
  invoice: InvoiceRow,
  entries: readonly Entry[],
  parts: readonly Part[],
  amount: number,
): Receipt | undefined {
  if (!invoice.receipt) return undefined;
  // Money that paid for nothing of the booking goes back as it was charged.
  if (entries.every((entry) => entry.part === UNAPPLIED) && receiptTotal(invoice.receipt) === amount * 100) {
    return invoice.receipt;
  }
  return buildReceipt({
    lines: receiptLines(entries, parts, -1),
    amount,
    customer: invoice.receipt.customer,
    settings: ctx.config.receipt,
  });
}

/**
 * Writes entries into the booking's ledger (after the opening of an older booking): each payment's
 * refunded parts become one refund of that payment, sent to the provider after commit with a
 * receipt of those parts; the booking's paid and refunded totals become the ledger's sums.
 */
export async function recordEntries(
  ctx: EngineContext,
  tx: Executor,
  reservation: ReservationRow,
  ledger: Ledger,
  entries: readonly Entry[],
  input: { reason: string; now: Date; parts: readonly Part[] },
): Promise<ReservationRow> {
  const all = [...ledger.opening, ...entries];
  if (all.length === 0) return reservation;
  const refundIds = new Map<string, string>();
  const refundsByInvoice = new Map<string, Entry[]>();
  for (const entry of entries) {
    if (entry.kind !== "refund") continue;
    refundsByInvoice.set(entry.invoiceId, [...(refundsByInvoice.get(entry.invoiceId) ?? []), entry]);
  }
  for (const [invoiceId, refunded] of refundsByInvoice) {
    const invoice = ledger.invoices.find((row) => row.id === invoiceId);
    if (!invoice?.providerPaymentId) {
      throw new Error(`Invoice ${invoiceId} was paid without a provider payment to refund`);
    }
    const amount = refunded.reduce((sum, entry) => sum - entry.held, 0);
    const refund = await insertRefund(tx, {
      reservationId: reservation.id,
      invoiceId,
      amount,
      reason: input.reason,
      createdAt: input.now,
    });
    refundIds.set(invoiceId, refund.id);
    const receipt = refundReceiptOf(ctx, invoice, refunded, input.parts, amount);
    await enqueueRefund(tx, input.now, reservation.id, {
      refundId: refund.id,
      paymentId: invoice.providerPaymentId,
      amount,
      ...(receipt ? { receipt } : {}),
    });
  }
  await insertLedgerEntries(
    tx,
    all.map((entry) => ({
      reservationId: reservation.id,
      invoiceId: entry.invoiceId,
      refundId: entry.kind === "refund" ? (refundIds.get(entry.invoiceId) ?? null) : null,
      kind: entry.kind,
      part: entry.part,
      title: entry.title,
      held: entry.held,
      kept: entry.kept,
      at: input.now,
    })),
  );
  const totals = ledgerTotals(await ledgerOf(tx, reservation.id));
  return updateReservation(tx, reservation.id, {
    paidAmount: totals.paid,
    refundedAmount: totals.refunded,
    updatedAt: input.now,
  });
}
