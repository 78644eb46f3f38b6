import { describe, expect, it } from "vitest";
import { cancellationQuote, changeQuote, freeCancellationUntil, refundablePart } from "./cancellation";

const deadline = new Date("2026-11-29T12:00:00Z");
const before = new Date("2026-11-29T11:59:59Z");
const after = new Date("2026-11-29T12:00:00Z");

const flexible = { amount: 32200, refundable: true, freeCancellationUntil: deadline };
const nonRefundable = { amount: 28000, refundable: false, freeCancellationUntil: null };

describe("cancellation policy", () => {
  it("sets the free-cancellation deadline 48 hours before check-in at 14:00 hotel time", () => {
    expect(freeCancellationUntil("2026-12-01", 48)?.toISOString()).toBe("2026-11-29T12:00:00.000Z");
    // Summer has no daylight saving in Kaliningrad either: still UTC+2.
    expect(freeCancellationUntil("2027-07-01", 72)?.toISOString()).toBe("2027-06-28T12:00:00.000Z");
    expect(freeCancellationUntil("2026-12-01", null)).toBeNull();
  });

  it("refunds a paid flexible room in full until the deadline, and nothing from the deadline on", () => {
    const booking = {
      rooms: [flexible],
      extrasAmount: 0,
      transferAmount: 0,
      totalAmount: 32200,
      netPaid: 32200,
    };
    expect(cancellationQuote(booking, before)).toEqual({ refund: 32200, penalty: 0 });
    expect(cancellationQuote(booking, after)).toEqual({ refund: 0, penalty: 32200 });
  });

  it("never refunds a non-refundable room, but returns extras and the transfer", () => {
    const booking = {
      rooms: [nonRefundable],
      extrasAmount: 8000,
      transferAmount: 6000,
      totalAmount: 42000,
      netPaid: 42000,
    };
    expect(refundablePart(booking, before)).toBe(14000);
    expect(cancellationQuote(booking, before)).toEqual({ refund: 14000, penalty: 28000 });
  });

  it("keeps nothing of an unpaid hold", () => {
    const booking = {
      rooms: [nonRefundable],
      extrasAmount: 0,
      transferAmount: 0,
      totalAmount: 28000,
      netPaid: 0,
    };
    expect(cancellationQuote(booking, after)).toEqual({ refund: 0, penalty: 0 });
  });

  it("charges the difference of a dearer change and refunds a cheaper one only where refundable", () => {
    const paidFlexible = {
      rooms: [flexible],
      extrasAmount: 0,
      transferAmount: 0,
      totalAmount: 32200,
      netPaid: 32200,
    };
    expect(changeQuote(paidFlexible, 46200, before)).toEqual({
      difference: 14000,
      toPay: 14000,
      toRefund: 0,
    });
    expect(changeQuote(paidFlexible, 16100, before)).toEqual({
      difference: -16100,
      toPay: 0,
      toRefund: 16100,
    });
    expect(changeQuote(paidFlexible, 16100, after)).toEqual({ difference: -16100, toPay: 0, toRefund: 0 });
    const paidNonRefundable = {
      rooms: [nonRefundable],
      extrasAmount: 0,
      transferAmount: 0,
      totalAmount: 28000,
      netPaid: 28000,
    };
    expect(changeQuote(paidNonRefundable, 14000, before)).toEqual({
      difference: -14000,
      toPay: 0,
      toRefund: 0,
    });
    const unpaid = { ...paidFlexible, netPaid: 0 };
    expect(changeQuote(unpaid, 16100, before)).toEqual({ difference: -16100, toPay: 16100, toRefund: 0 });
  });
});
