/**
 * The reference model of docs/money.md (money-model.ts) on the page's own examples, and its step
 * generators on their own: most generated lives must pay, change a paid booking and cancel, or
 * the model-based test (hotel/testing/money-lifecycle.ts) would assert little.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../../rules";
import {
  FLEXIBLE_RATE,
  MoneyModel,
  NON_REFUNDABLE_RATE,
  applies,
  deadlineOf,
  nightsOf,
  pricesOf,
  requestedStay,
  sequenceArbitrary,
  type ModelBooking,
  type Stay,
  type Step,
} from "./money-model";

const NOW = Date.parse("2026-11-22T09:00:00Z");
const deluxe = (rateId: number) => ({ roomTypeId: 1, rateId, adults: 2 });
const addOns = new Map([
  ["extra:foot-massage", 1500],
  ["extra:back-body", 4000],
  ["transfer", 6000],
]);

/** Made-up prices: a night 8 200 ₽ non-refundable, 15 % more flexible, a bigger room half as much again. */
function priced(stay: Stay) {
  const rooms = stay.rooms.map((room) => {
    const night = room.rateId === FLEXIBLE_RATE ? 9430 : 8200;
    return Math.round(night * (room.roomTypeId === 2 ? 1.5 : 1)) * nightsOf(stay);
  });
  return pricesOf(stay, rooms, addOns);
}

function paid(model: MoneyModel, stay: Stay): ModelBooking {
  const booking = model.create(stay, priced(stay));
  model.openInvoice(booking);
  model.settle(booking, model.paymentOutcome(booking) === "taken");
  return booking;
}

const stay = (arrival: string, nights: number, rateId: number, extras: string[] = []): Stay => ({
  arrival,
  departure: addDays(arrival, nights),
  rooms: [deluxe(rateId)],
  extras,
  transfer: null,
});

describe("the money model follows docs/money.md's examples", () => {
  it("refunds the difference of a change to the non-refundable rate, then nothing at a cancellation", () => {
    const model = new MoneyModel(NOW);
    const booking = paid(model, stay("2027-02-08", 3, FLEXIBLE_RATE));
    expect(model.net(booking)).toBe(28290);
    const cheaper = stay("2027-02-08", 3, NON_REFUNDABLE_RATE);
    expect(model.change(booking, cheaper, priced(cheaper))).toEqual({
      toPay: 0,
      toRefund: 3690,
      pending: false,
    });
    expect(model.net(booking)).toBe(24600);
    expect(model.cancel(booking, "policy")).toBe(0);
  });

  it("keeps a shortened non-refundable stay's money, and refunds the spa when it is removed", () => {
    const model = new MoneyModel(NOW);
    const booking = paid(model, stay("2027-02-08", 3, NON_REFUNDABLE_RATE, ["foot-massage", "back-body"]));
    const shorter = stay("2027-02-08", 2, NON_REFUNDABLE_RATE, ["foot-massage", "back-body"]);
    expect(model.change(booking, shorter, priced(shorter)).toRefund).toBe(0);
    const noSpa = stay("2027-02-08", 2, NON_REFUNDABLE_RATE);
    expect(model.change(booking, noSpa, priced(noSpa)).toRefund).toBe(5500);
    expect(model.cancelRefund(booking)).toBe(0);
  });

  it("moves the deadline with the stay before it passes, and keeps the money after", () => {
    const model = new MoneyModel(NOW);
    const early = paid(model, stay("2027-03-01", 1, FLEXIBLE_RATE));
    const later = stay("2027-03-08", 1, FLEXIBLE_RATE);
    model.change(early, later, priced(later));
    expect(model.deadline(early)).toBe(Date.parse("2027-03-06T12:00:00Z"));
    model.now = deadlineOf("2027-03-01") + 60_000;
    expect(model.cancelRefund(early)).toBe(9430);

    const late = paid(model, stay("2027-03-02", 1, FLEXIBLE_RATE));
    model.now = deadlineOf("2027-03-02") + 60_000;
    const moved = stay("2027-03-20", 1, FLEXIBLE_RATE);
    model.change(late, moved, priced(moved));
    expect(model.cancelRefund(late)).toBe(0);
  });

  it("uses kept money first when a change costs more, and asks only for the rest", () => {
    const model = new MoneyModel(NOW);
    const booking = paid(model, stay("2027-02-08", 2, NON_REFUNDABLE_RATE));
    const flexible = stay("2027-02-08", 2, FLEXIBLE_RATE);
    const forecast = model.change(booking, flexible, priced(flexible));
    expect(forecast).toEqual({ toPay: 2460, toRefund: 0, pending: true });
    model.openInvoice(booking);
    model.settle(booking, model.paymentOutcome(booking) === "taken");
    // The top-up is refundable, the non-refundable money stays so.
    expect(model.cancelRefund(booking)).toBe(2460);
  });

  it("refunds a late payment in full when the guest has another live booking of the same stay", () => {
    const model = new MoneyModel(NOW);
    const first = model.create(
      stay("2027-02-08", 2, FLEXIBLE_RATE),
      priced(stay("2027-02-08", 2, FLEXIBLE_RATE)),
    );
    model.openInvoice(first);
    model.now += 41 * 60_000;
    paid(model, stay("2027-02-08", 2, FLEXIBLE_RATE));
    expect(model.statusOf(first)).toBe("expired");
    expect(model.paymentOutcome(first)).toBe("refunded");
  });
});

/** The model alone through a generated life (made-up prices); what it did, by kind. */
function dryRun(steps: readonly Step[]): Set<string> {
  const model = new MoneyModel(NOW);
  const did = new Set<string>();
  for (const step of steps) {
    if (!applies(model, step)) continue;
    if (step.kind === "advance") {
      model.now += step.minutes * 60_000;
      continue;
    }
    const wanted = requestedStay(model, step);
    if (step.kind === "create") {
      model.create(wanted as Stay, priced(wanted as Stay));
      continue;
    }
    const booking = model.target(step.k) as ModelBooking;
    if (step.kind === "to-deadline") {
      const paidFlexible = model.statusOf(booking) === "confirmed" && model.deadline(booking) !== null;
      model.now = deadlineOf(booking.stay.arrival) + step.minutes * 60_000;
      if (paidFlexible && step.minutes > 0) did.add("deadline passed");
    } else if (step.kind === "invoice" || step.kind === "pay") {
      model.openInvoice(booking);
      const lapse = model.holdOfInvoice(booking);
      if (step.kind === "pay" && step.mode === "late" && lapse !== null) model.now = lapse + 60_000;
      if (step.kind === "pay" && booking.invoice && !booking.invoice.settled) {
        const outcome = model.paymentOutcome(booking);
        model.settle(booking, outcome !== "refunded");
        did.add(outcome === "refunded" ? "payment refunded" : "paid");
        if (step.mode === "late" && lapse !== null) did.add("paid late");
      }
    } else if (step.kind === "cancel") {
      if (model.cancelRefusals(booking).length === 0) {
        const confirmed = model.statusOf(booking) === "confirmed";
        model.cancel(booking, step.by === "manager-none" ? "none" : "policy");
        did.add(confirmed ? "cancelled a paid booking" : "cancelled");
      }
    } else if (wanted && model.changeRefusals(booking, wanted).length === 0) {
      const confirmed = model.statusOf(booking) === "confirmed";
      const forecast = model.change(booking, wanted, priced(wanted));
      if (confirmed) did.add(forecast.pending ? "pending change" : "changed a paid booking");
      if (forecast.toRefund > 0) did.add("refunded at a change");
    }
  }
  return did;
}

describe("the generated lives are meaningful", () => {
  it("pay, change paid bookings and cancel in a good share of sequences", () => {
    const sequences = fc.sample(sequenceArbitrary({ extrasChange: true }), { numRuns: 500, seed: 42 });
    const counts = new Map<string, number>();
    for (const steps of sequences) {
      expect(steps[0]?.kind).toBe("create");
      expect(steps.length).toBeGreaterThanOrEqual(2);
      expect(steps.length).toBeLessThanOrEqual(8);
      for (const kind of dryRun(steps)) counts.set(kind, (counts.get(kind) ?? 0) + 1);
    }
    const seen = JSON.stringify(Object.fromEntries(counts));
    const share = (...kinds: string[]) =>
      kinds.reduce((sum, kind) => sum + (counts.get(kind) ?? 0), 0) / sequences.length;
    expect(share("paid"), seen).toBeGreaterThan(0.6);
    expect(share("changed a paid booking", "pending change"), seen).toBeGreaterThan(0.25);
    expect(share("cancelled a paid booking"), seen).toBeGreaterThan(0.1);
    expect(share("refunded at a change"), seen).toBeGreaterThan(0.05);
    expect(share("paid late"), seen).toBeGreaterThan(0.02);
    expect(share("payment refunded"), seen).toBeGreaterThan(0.005);
    expect(share("deadline passed"), seen).toBeGreaterThan(0.05);
  });
});
