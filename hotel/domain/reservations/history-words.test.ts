import { describe, expect, it } from "vitest";
import { englishNote } from "./history-words";

const CYRILLIC = /[\u0400-\u04FF]/;

describe("a booking's history in English", () => {
  it.each([
    [{ type: "created", data: { total: 28000 } }, "Booking made; the rooms are held until it is paid"],
    [{ type: "paid", data: { invoice_id: "x", amount: 28000 } }, "Paid ₽28,000"],
    [
      { type: "invoice_created", data: { amount: 1500, change_id: "c" } },
      "Invoice for the change’s difference: ₽1,500",
    ],
    [{ type: "invoice_created", data: { amount: 28000 } }, "Invoice for ₽28,000"],
    [
      { type: "canceled", data: { refund: 0, penalty: 14000 } },
      "The booking was cancelled; nothing is refunded",
    ],
    [
      { type: "canceled", data: { refund: 32200, penalty: 0 } },
      "The booking was cancelled; ₽32,200 is to be refunded",
    ],
    [
      {
        type: "changed",
        data: { from: {}, to: { arrival: "2026-12-02", departure: "2026-12-05", total: 45000 }, to_pay: 0 },
      },
      "The booking was changed: 2 December 2026 – 5 December 2026, ₽45,000",
    ],
    [
      {
        type: "changed",
        data: { to: { arrival: "2026-12-02", departure: "2026-12-05", total: 1 }, by: { manager_id: "m" } },
      },
      "The hotel changed the booking: 2 December 2026 – 5 December 2026, ₽1",
    ],
    [
      { type: "changed", data: { change_id: "c", arrival: "2026-12-02", departure: "2026-12-04" } },
      "The difference was paid; the booking was changed to 2 December 2026 – 4 December 2026",
    ],
    [
      {
        type: "change_pending",
        data: { to: { arrival: "2026-12-02", departure: "2026-12-04" }, to_pay: 3000 },
      },
      "A change to 2 December 2026 – 4 December 2026 awaits payment of ₽3,000; the rooms are held until it is paid",
    ],
    [
      { type: "paid_duplicate", data: { amount: 28000, duplicate_reference: "K7M4Q2XZ" } },
      "A payment of ₽28,000 arrived after the booking had lapsed, and you already have booking K7M4Q2XZ for the same dates; the money is being refunded so that you are not charged twice",
    ],
    [
      { type: "transfer_moved", data: { after: { flightToConfirm: true } } },
      "The transfer was moved to the new dates; please confirm the flight number",
    ],
    [{ type: "transfer_moved", data: { after: {} } }, "The transfer was moved to the new dates"],
    [{ type: "outbox_retry", data: { kind: "mail.booking-confirmed" } }, "The hotel sent an e-mail again"],
    [
      { type: "test_payment", data: { invoice_id: "x" } },
      "TEST PAYMENT: the payment service is in test mode; no money was charged",
    ],
    [{ type: "refund_succeeded", data: { amount: 100.5 } }, "The payment service refunded ₽100.5"],
    [{ type: "a_type_from_later", data: null }, "The booking was updated"],
    [{ type: "paid", data: null }, "Paid —"],
  ])("%j → %s", (event, note) => {
    expect(englishNote(event)).toBe(note);
  });

  it("has no Russian word for any type, with its data or without", () => {
    const types = [
      "created",
      "replaced",
      "hold_expired",
      "change_expired",
      "payment_withdrawn",
      "hold_retaken",
      "payment_duplicate",
      "payment_refused",
      "paid_duplicate",
      "paid_too_late",
      "paid_withdrawn_invoice",
      "comment_changed",
      "guest_changed",
      "change_pending",
      "changed",
      "canceled",
      "transfer_moved",
      "transfer_changed",
      "invoice_created",
      "payment_waiting",
      "paid",
      "payment_canceled",
      "payment_amount_mismatch",
      "refund_succeeded",
      "refund_canceled",
      "refund_failed",
      "payment_cancel_failed",
      "mail_failed",
      "outbox_retry",
      "test_payment",
    ];
    for (const type of types) {
      for (const data of [null, {}, { amount: 5000, change_id: "c", refund: 10, to: {} }]) {
        const note = englishNote({ type, data });
        expect(note, type).not.toMatch(CYRILLIC);
        expect(note, type).not.toBe("The booking was updated");
      }
    }
  });
});
