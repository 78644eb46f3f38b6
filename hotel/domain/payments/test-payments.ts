/**
 * Test payments: the sandbox's test cards, or YooKassa's test shop (its payments say `test`), move
 * no money. Such a payment still confirms its booking, so that a demonstration works end to end;
 * everyone who reads about that booking — the guest's and the hotel's e-mails, the Studio's card,
 * the success page — is told «ТЕСТОВАЯ ОПЛАТА», so that nobody takes it for a paid stay
 * (docs/booking-engine.md «Test payments»).
 *
 * Where it is kept: the sandbox's payments by their id (`sbx_…`), YooKassa's test payments by a
 * `test_payment` event in the booking's history, written when the payment takes the money.
 */
import { TEST_PAYMENT_LABEL } from "../../../rules";
import type { Executor } from "../../db";
import { TEST_PAYMENT_EVENT, testInvoicesOf, type InvoiceRow } from "../../db/repositories/payments";
import { findReservation, insertEvents } from "../../db/repositories/reservations";
import type { InvoiceStatus } from "../../db/schema";

/** The statuses of an invoice whose payment took (test) money. */
const TOOK_MONEY: readonly InvoiceStatus[] = ["waiting", "succeeded", "amount_mismatch"];

/** Records in the booking's history that a test payment pays `invoice`; once per invoice. */
export async function markTestPayment(tx: Executor, invoice: InvoiceRow, now: Date): Promise<void> {
  if ((await testInvoicesOf(tx, invoice.reservationId)).has(invoice.id)) return;
  const reservation = await findReservation(tx, invoice.reservationId);
  if (!reservation) return;
  await insertEvents(tx, [
    {
      reservationId: reservation.id,
      at: now,
      type: TEST_PAYMENT_EVENT,
      status: reservation.status,
      note: `${TEST_PAYMENT_LABEL}: платёжный сервис в тестовом режиме, деньги не списаны`,
      data: { invoice_id: invoice.id },
    },
  ]);
}

/** Whether a test payment pays this invoice. */
export async function isTestInvoice(
  db: Executor,
  invoice: Pick<InvoiceRow, "id" | "reservationId">,
): Promise<boolean> {
  return (await testInvoicesOf(db, invoice.reservationId)).has(invoice.id);
}

/** Whether any money of the booking came from a test payment. */
export async function paidByTestPayment(db: Executor, reservationId: string): Promise<boolean> {
  const tests = await testInvoicesOf(db, reservationId);
  return [...tests.values()].some((status) => TOOK_MONEY.includes(status));
}
