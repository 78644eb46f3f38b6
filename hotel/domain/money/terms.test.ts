import { describe, expect, it } from "vitest";
import {
  applyEntries,
  cancellation,
  cancellationTerms,
  heldBy,
  settle,
  type Account,
  type Part,
} from "./terms";

const deadline = new Date("2027-04-17T12:00:00Z");
const laterDeadline = new Date("2027-04-24T12:00:00Z");
const before = new Date("2027-04-10T09:00:00Z");
const between = new Date("2027-04-20T09:00:00Z");

const room = (price: number, refundable: Part["refundable"], idx = 0): Part => ({
  key: `room:${idx}`,
  title: `Проживание: Делюкс, комната ${idx + 1}`,
  quantity: 1,
  unitPrice: price,
  price,
  refundable,
});
const spa = (quantity: number): Part => ({
  key: "extra:massage",
  title: "Массаж",
  quantity,
  unitPrice: 4_000,
  price: 4_000 * quantity,
  refundable: "always",
});

/** Pays a booking in full at `now` with invoice `inv-1` and returns its accounts. */
function paid(parts: Part[], now: Date): Account[] {
  const total = parts.reduce((sum, part) => sum + part.price, 0);
  const { entries, toPay } = settle({
    oldParts: parts,
    newParts: parts,
    accounts: [],
    invoiceOrder: ["inv-1"],
    now,
    payment: { invoiceId: "inv-1", amount: total },
  });
  expect(toPay).toBe(0);
  return applyEntries([], entries);
}

describe("money terms (docs/money.md)", () => {
  it("keeps a change to a stricter rate's money: 7 600 back at the change, nothing at the cancellation", () => {
    const flexible = [room(32_200, deadline)];
    const accounts = paid(flexible, before);
    const change = settle({
      oldParts: flexible,
      newParts: [room(24_600, "never")],
      accounts,
      invoiceOrder: ["inv-1"],
      now: before,
    });
    expect(change).toMatchObject({ toPay: 0, toRefund: 7_600, becomesNonRefundable: 24_600 });
    const after = applyEntries(accounts, change.entries);
    expect(heldBy(after)).toBe(24_600);
    expect(cancellation([room(24_600, "never")], after, ["inv-1"], before, true).refund).toBe(0);
  });

  it("never makes non-refundable money refundable again by a change to a looser rate", () => {
    const strict = [room(24_600, "never")];
    const accounts = paid(strict, before);
    const looser = [room(32_200, deadline)];
    const change = settle({
      oldParts: strict,
      newParts: looser,
      accounts,
      invoiceOrder: ["inv-1"],
      now: before,
    });
    expect(change.toPay).toBe(7_600);
    const top = settle({
      oldParts: strict,
      newParts: looser,
      accounts,
      invoiceOrder: ["inv-1", "inv-2"],
      now: before,
      payment: { invoiceId: "inv-2", amount: 7_600 },
    });
    const after = applyEntries(accounts, top.entries);
    // Only the top-up, paid under the flexible rate, comes back.
    expect(cancellationTerms(looser, after, before)).toMatchObject({
      refundIfCancelled: 7_600,
      nonRefundable: 24_600,
    });
  });

  it("refunds nothing when a non-refundable stay is shortened, and keeps the spa's money for the spa", () => {
    const parts = [room(24_600, "never"), spa(2)];
    const accounts = paid(parts, before);
    const shorter = [room(16_400, "never"), spa(2)];
    const change = settle({
      oldParts: parts,
      newParts: shorter,
      accounts,
      invoiceOrder: ["inv-1"],
      now: before,
    });
    expect(change).toMatchObject({ toPay: 0, toRefund: 0, kept: 8_200 });
    const after = applyEntries(accounts, change.entries);
    // Removing the spa later gives back exactly its price.
    const noSpa = settle({
      oldParts: shorter,
      newParts: [room(16_400, "never")],
      accounts: after,
      invoiceOrder: ["inv-1"],
      now: before,
    });
    expect(noSpa.toRefund).toBe(8_000);
  });

  it("uses the hotel's kept money first when a later change costs more", () => {
    const parts = [room(24_600, "never")];
    const shorter = [room(16_400, "never")];
    const accounts = applyEntries(
      paid(parts, before),
      settle({
        oldParts: parts,
        newParts: shorter,
        accounts: paid(parts, before),
        invoiceOrder: ["inv-1"],
        now: before,
      }).entries,
    );
    const longer = settle({
      oldParts: shorter,
      newParts: parts,
      accounts,
      invoiceOrder: ["inv-1"],
      now: before,
    });
    expect(longer.toPay).toBe(0);
  });

  it("moves the deadline with the stay: later dates before the deadline → the later deadline everywhere", () => {
    const parts = [room(32_200, deadline)];
    const accounts = paid(parts, before);
    const moved = [room(32_200, laterDeadline)];
    const change = settle({
      oldParts: parts,
      newParts: moved,
      accounts,
      invoiceOrder: ["inv-1"],
      now: before,
    });
    const after = applyEntries(accounts, change.entries);
    expect(cancellationTerms(moved, after, before).freeCancellationUntil).toEqual(laterDeadline);
    // Between the old and the new deadline the guest still gets the room's money back.
    expect(cancellation(moved, after, ["inv-1"], between, true).refund).toBe(32_200);
  });

  it("keeps money whose deadline passed, even when the stay then moves to later dates", () => {
    const parts = [room(32_200, deadline)];
    const accounts = paid(parts, before);
    const moved = [room(32_200, laterDeadline)];
    const change = settle({
      oldParts: parts,
      newParts: moved,
      accounts,
      invoiceOrder: ["inv-1"],
      now: between,
    });
    expect(change.becomesNonRefundable).toBe(32_200);
    const after = applyEntries(accounts, change.entries);
    expect(cancellationTerms(moved, after, between)).toMatchObject({
      refundIfCancelled: 0,
      freeCancellationUntil: null,
    });
  });

  it("moves an earlier stay's deadline earlier", () => {
    const parts = [room(32_200, laterDeadline)];
    const accounts = paid(parts, before);
    const earlier = [room(32_200, deadline)];
    const after = applyEntries(
      accounts,
      settle({ oldParts: parts, newParts: earlier, accounts, invoiceOrder: ["inv-1"], now: before }).entries,
    );
    expect(cancellationTerms(earlier, after, before).freeCancellationUntil).toEqual(deadline);
    expect(cancellation(earlier, after, ["inv-1"], between, true).refund).toBe(0);
  });

  it("does not refund a removed non-refundable room out of a flexible room's money", () => {
    const parts = [room(10_000, deadline, 0), room(8_000, "never", 1)];
    const accounts = paid(parts, before);
    const change = settle({
      oldParts: parts,
      newParts: [room(10_000, deadline, 0)],
      accounts,
      invoiceOrder: ["inv-1"],
      now: before,
    });
    expect(change).toMatchObject({ toRefund: 0, kept: 8_000 });
  });

  it("a part that costs less gives up its refundable money first: removing a non-refundable room refunds the flexible difference a shifted room no longer needs", () => {
    // Three non-refundable rooms paid; room 2 moved to the flexible rate and its 2 100 paid; then
    // room 1 removed. Rooms go by their place, so room 2 (flexible, 16 100) is now room 1 and
    // room 3 (non-refundable, 14 000) room 2: room 1 lacks 2 100, room 2 holds 2 100 more than it
    // costs, all of it refundable, and the removed room's 14 000 is non-refundable. The shortfall
    // takes the non-refundable money and the refundable 2 100 goes back; taking room 2's
    // non-refundable money instead locked the 2 100 under a non-refundable rate.
    const three = [room(14_000, "never", 0), room(14_000, "never", 1), room(14_000, "never", 2)];
    let accounts = paid(three, before);
    const upgraded = [room(14_000, "never", 0), room(16_100, deadline, 1), room(14_000, "never", 2)];
    const change = settle({
      oldParts: three,
      newParts: upgraded,
      accounts,
      invoiceOrder: ["inv-1", "inv-2"],
      now: before,
      payment: { invoiceId: "inv-2", amount: 2_100 },
    });
    expect(change).toMatchObject({ toPay: 0, toRefund: 0 });
    accounts = applyEntries(accounts, change.entries);

    const removed = settle({
      oldParts: upgraded,
      newParts: [room(16_100, deadline, 0), room(14_000, "never", 1)],
      accounts,
      invoiceOrder: ["inv-1", "inv-2"],
      now: before,
    });
    expect(removed).toMatchObject({ toPay: 0, toRefund: 2_100, kept: 11_900 });
    const after = applyEntries(accounts, removed.entries);
    expect(heldBy(after, "room:0")).toBe(16_100);
    expect(heldBy(after, "room:1")).toBe(14_000);
    expect(
      removed.entries.filter((entry) => entry.kind === "refund").map((entry) => entry.invoiceId),
    ).toEqual(["inv-2"]);
  });

  it("shares a payment over the parts it pays for, exactly", () => {
    const parts = [room(10_000, deadline, 0), spa(1)];
    const { entries } = settle({
      oldParts: parts,
      newParts: parts,
      accounts: [],
      invoiceOrder: ["inv-1"],
      now: before,
      payment: { invoiceId: "inv-1", amount: 14_000 },
    });
    expect(
      entries.filter((entry) => entry.kind === "charge").map((entry) => [entry.part, entry.held]),
    ).toEqual([
      ["room:0", 10_000],
      ["extra:massage", 4_000],
    ]);
  });

  it("before any payment states the flexible rooms' deadline, and nothing to refund", () => {
    expect(cancellationTerms([room(10_000, deadline), room(8_000, "never", 1)], [], before)).toEqual({
      freeCancellationUntil: deadline,
      refundIfCancelled: 0,
      nonRefundable: 0,
    });
  });
});
