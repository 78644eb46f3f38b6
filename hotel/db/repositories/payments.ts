/** Invoices, refunds and the record of handled payment webhooks. */
import { and, desc, eq, exists, inArray, or, sql } from "drizzle-orm";
import type { Executor } from "../index";
import { invoices, paymentEvents, refunds, reservationEvents, type InvoiceStatus } from "../schema";

export type InvoiceRow = typeof invoices.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

export async function insertInvoice(tx: Executor, row: typeof invoices.$inferInsert): Promise<InvoiceRow> {
  const [inserted] = await tx.insert(invoices).values(row).returning();
  if (!inserted) throw new Error("Invoice insert returned nothing");
  return inserted;
}

export async function openInvoiceOf(db: Executor, reservationId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.reservationId, reservationId), inArray(invoices.status, ["pending", "waiting"])));
  return row;
}

export async function latestInvoiceOf(
  db: Executor,
  reservationId: string,
  statuses?: readonly InvoiceStatus[],
): Promise<InvoiceRow | undefined> {
  const conditions = [eq(invoices.reservationId, reservationId)];
  if (statuses) conditions.push(inArray(invoices.status, [...statuses]));
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(...conditions))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(1);
  return row;
}

export function succeededInvoicesOf(db: Executor, reservationId: string): Promise<InvoiceRow[]> {
  return succeededInvoicesOfMany(db, [reservationId]);
}

/** The succeeded invoices of these reservations, in one query, in `succeededInvoicesOf`'s order. */
export function succeededInvoicesOfMany(
  db: Executor,
  reservationIds: readonly string[],
): Promise<InvoiceRow[]> {
  if (reservationIds.length === 0) return Promise.resolve([]);
  return (
    db
      .select()
      .from(invoices)
      .where(and(inArray(invoices.reservationId, [...reservationIds]), eq(invoices.status, "succeeded")))
      // Newest first, by when it was asked, then paid, then its id: one order, even on a tie.
      .orderBy(desc(invoices.createdAt), desc(invoices.paidAt), desc(invoices.id))
  );
}

export async function findInvoiceByProviderPayment(
  db: Executor,
  paymentProviderId: number,
  providerPaymentId: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.paymentProviderId, paymentProviderId),
        eq(invoices.providerPaymentId, providerPaymentId),
      ),
    );
  return row;
}

export async function lockInvoice(tx: Executor, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for("update");
  return row;
}

export async function updateInvoice(
  tx: Executor,
  id: string,
  patch: Partial<Omit<typeof invoices.$inferInsert, "id">>,
): Promise<InvoiceRow> {
  const [row] = await tx.update(invoices).set(patch).where(eq(invoices.id, id)).returning();
  if (!row) throw new Error(`Invoice ${id} vanished during an update`);
  return row;
}

/** Stores the provider's payment of an invoice once; a concurrent second writer changes nothing. */
export async function attachProviderPayment(
  db: Executor,
  id: string,
  payment: { providerPaymentId: string; confirmationUrl: string; updatedAt: Date },
): Promise<void> {
  await db.update(invoices).set(payment).where(eq(invoices.id, id));
}

export async function insertRefund(tx: Executor, row: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [inserted] = await tx.insert(refunds).values(row).returning();
  if (!inserted) throw new Error("Refund insert returned nothing");
  return inserted;
}

export async function findRefundByProviderRefund(
  db: Executor,
  providerRefundId: string,
): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.providerRefundId, providerRefundId));
  return row;
}

export async function setProviderRefund(db: Executor, id: string, providerRefundId: string): Promise<void> {
  await db.update(refunds).set({ providerRefundId }).where(eq(refunds.id, id));
}

/** Records a webhook event; false when the same event was handled before. */
export async function recordPaymentEvent(
  tx: Executor,
  row: typeof paymentEvents.$inferInsert,
): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values(row)
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return inserted.length > 0;
}

/** The type of the first of `eventIds` recorded for the provider (e.g. a final status), if any. */
export async function recordedPaymentEvent(
  db: Executor,
  paymentProviderId: number,
  eventIds: readonly string[],
): Promise<string | undefined> {
  const [row] = await db
    .select({ type: paymentEvents.type })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.paymentProviderId, paymentProviderId),
        inArray(paymentEvents.eventId, [...eventIds]),
      ),
    )
    .limit(1);
  return row?.type;
}

/** Refunded so far per invoice of a reservation. */
export async function refundedByInvoice(db: Executor, reservationId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ invoiceId: refunds.invoiceId, amount: sql<number>`sum(${refunds.amount})::int` })
    .from(refunds)
    .where(eq(refunds.reservationId, reservationId))
    .groupBy(refunds.invoiceId);
  return new Map(rows.flatMap((row) => (row.invoiceId ? [[row.invoiceId, row.amount] as const] : [])));
}

/** The sandbox's payment ids begin so (providers/payments/sandbox.ts): every one of them is a test. */
export const SANDBOX_PAYMENT_PREFIX = "sbx_";
/** The history event that marks an invoice as paid by a test payment (domain/payments/test-payments.ts). */
export const TEST_PAYMENT_EVENT = "test_payment";

/**
 * The reservation's invoices that a test payment pays, with their statuses: the sandbox's
 * payments, and the others the booking's history marks (YooKassa's test shop).
 */
export async function testInvoicesOf(
  db: Executor,
  reservationId: string,
): Promise<Map<string, InvoiceStatus>> {
  const marked = db
    .select({ one: sql`1` })
    .from(reservationEvents)
    .where(
      and(
        eq(reservationEvents.reservationId, invoices.reservationId),
        eq(reservationEvents.type, TEST_PAYMENT_EVENT),
        sql`${reservationEvents.data}->>'invoice_id' = ${invoices.id}::text`,
      ),
    );
  const rows = await db
    .select({ id: invoices.id, status: invoices.status })
    .from(invoices)
    .where(
      and(
        eq(invoices.reservationId, reservationId),
        or(sql`starts_with(${invoices.providerPaymentId}, ${SANDBOX_PAYMENT_PREFIX})`, exists(marked)),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.status]));
}
