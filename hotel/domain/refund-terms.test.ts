import { describe, expect, it } from "vitest";
import {
  cancellationQuote,
  changeQuote,
  priceTerms,
  refundableNow,
  takeRefund,
  termsOfPayment,
  type RefundTerm,
} from "./cancellation";

const deadline = new Date("2027-02-06T12:00:00Z");
const laterDeadline = new Date("2027-02-13T12:00:00Z");
const before = new Date("2027-02-06T11:00:00Z");
const between = new Date("2027-02-07T12:00:00Z");

const never = (amount: number): RefundTerm => ({ amount, refundable: "never" });
const always = (amount: number): RefundTerm => ({ amount, refundable: "always" });
const until = (amount: number, at: Date): RefundTerm => ({ amount, refundable: "until", until: at });

describe("terms of paid money", () => {
  it("states a booking's price by terms: rooms by their rates, extras and the transfer always", () => {
    expect(
      priceTerms({
        rooms: [
          { amount: 16100, refundable: true, freeCancellationUntil: deadline },
          { amount: 14000, refundable: false, freeCancellationUntil: null },
          { amount: 16100, refundable: true, freeCancellationUntil: deadline },
        ],
        extrasAmount: 8000,
        transferAmount: 6000,
      }),
    ).toEqual([never(14000), until(32200, deadline), always(14000)]);
  });

  it("gives a top-up the terms of what it pays for, never those of money paid before", () => {
    // Non-refundable 28 000 ₽ paid, then the same room at the flexible rate: the 4 200 ₽ top-up alone is flexible.
    expect(termsOfPayment([until(32200, deadline)], [never(28000)], 4200)).toEqual([until(4200, deadline)]);
    // Flexible money past its deadline, dates moved later and dearer: only the top-up has the new deadline.
    expect(termsOfPayment([until(25000, laterDeadline)], [until(20100, deadline)], 4900)).toEqual([
      until(4900, laterDeadline),
    ]);
    // A non-refundable room added to a paid flexible booking with a spa visit: the top-up is non-refundable.
    expect(
      termsOfPayment(
        [until(20100, deadline), never(28000), always(8000)],
        [until(20100, deadline), always(8000)],
        28000,
      ),
    ).toEqual([never(28000)]);
    // Dates moved and a non-refundable room added: earlier unmatched money covers the lenient part.
    expect(
      termsOfPayment(
        [until(20100, laterDeadline), never(28000), always(8000)],
        [until(20100, deadline), always(8000)],
        28000,
      ),
    ).toEqual([never(28000)]);
    // The first payment takes the booking's own terms; money beyond the price is refundable always.
    expect(termsOfPayment([never(14000), always(6000)], [], 20000)).toEqual([never(14000), always(6000)]);
    expect(termsOfPayment([never(14000)], [], 15000)).toEqual([never(14000), always(1000)]);
  });

  it("lets go only what each term allows at the moment", () => {
    const terms = [never(28000), until(4200, deadline), always(6000)];
    expect(refundableNow(terms, before)).toBe(10200);
    expect(refundableNow(terms, deadline)).toBe(6000);
    expect(takeRefund(terms, 5000, before)).toEqual({
      taken: 5000,
      left: [never(28000), always(5200)],
    });
    expect(takeRefund(terms, 50000, between)).toEqual({
      taken: 6000,
      left: [never(28000), until(4200, deadline)],
    });
  });

  it("refunds on cancellation the sum of what each payment's own terms allow", () => {
    const changedToFlexible = {
      rooms: [{ amount: 32200, refundable: true, freeCancellationUntil: deadline }],
      extrasAmount: 0,
      transferAmount: 0,
      totalAmount: 32200,
    };
    // The 4 200 ₽ difference was never paid: nothing of the non-refundable 28 000 ₽ comes back.
    expect(
      cancellationQuote({ ...changedToFlexible, netPaid: 28000, payments: [[never(28000)]] }, before),
    ).toEqual({
      refund: 0,
      penalty: 28000,
    });
    // Paid: the top-up alone comes back before its deadline.
    const paid = {
      ...changedToFlexible,
      netPaid: 32200,
      payments: [[never(28000)], [until(4200, deadline)]],
    };
    expect(cancellationQuote(paid, before)).toEqual({ refund: 4200, penalty: 28000 });
    expect(cancellationQuote(paid, between)).toEqual({ refund: 0, penalty: 32200 });
  });

  it("refunds a cheaper change only out of money its own terms let go", () => {
    const movedLater = {
      rooms: [{ amount: 16100, refundable: true, freeCancellationUntil: laterDeadline }],
      extrasAmount: 0,
      transferAmount: 0,
      totalAmount: 32200,
      netPaid: 32200,
      payments: [[until(32200, deadline)]],
    };
    expect(changeQuote(movedLater, 16100, before)).toEqual({ difference: -16100, toPay: 0, toRefund: 16100 });
    // Past the deadline the paid money stays, whatever the new dates' deadline.
    expect(changeQuote(movedLater, 16100, between)).toEqual({ difference: -16100, toPay: 0, toRefund: 0 });
    expect(changeQuote({ ...movedLater, payments: [[never(32200)]] }, 20000, before).toRefund).toBe(0);
  });
});
