/**
 * What an outside review of the money found, kept as regressions (docs/money.md): late and
 * withdrawn payments refunded whole, older bookings without a ledger, moves of money between
 * parts, a change paid within its hold, and lapsed changes paid after the booking moved on.
 */
import { sql, type SQL } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { testTargets } from "../../platform/testing/databases";
import {
  asManager,
  bookingBody,
  expectData,
  expectError,
  startTestHotel,
  type TestHotel,
  guestProof,
} from "../testing/harness";
import { drainOutbox } from "../domain/outbox";
import { CancelResponse, ChangeResponse, HistoryResponse, LookupResponse } from "./schemas/manage";
import { InvoiceResponse } from "./schemas/payments";
import { ReservationResponse } from "./schemas/reservations";

const NON_REFUNDABLE = 1;
const FLEXIBLE = 2;
const DELUXE = 1;

describe.each(testTargets())("money review regressions on $name", (target) => {
  let t: TestHotel;
  beforeAll(async () => {
    t = await startTestHotel(target, { outboxDelivery: "manual" });
  });
  afterAll(async () => {
    await t.dispose();
  });
  afterEach(async () => {
    await drainOutbox(t.hotel.engine);
  });
  const as = (token: string) => ({ "x-manage-token": token });
  async function book(
    arrival: string,
    departure: string,
    rateId: number,
    extra: Record<string, unknown> = {},
  ) {
    return expectData(
      await t.call("POST", "/v1/reservation", {
        body: bookingBody({
          check_in_date: arrival,
          check_out_date: departure,
          choices: [{ adults: 2, children: 0, room_type_id: DELUXE, rate_id: rateId }],
          ...extra,
        }),
      }),
      201,
      ReservationResponse,
    ).data;
  }
  async function invoice(reservationId: string) {
    const bill = expectData(
      await t.call("POST", `/v1/reservation/${reservationId}/invoice`, {
        headers: await guestProof(t, reservationId),
        body: { payment_provider_id: 1, payment_type: "card" },
      }),
      201,
      InvoiceResponse,
    ).data;
    return { ...bill, paymentId: bill.confirmation_url?.split("/").at(-1) ?? "" };
  }
  async function pay(reservationId: string) {
    const bill = await invoice(reservationId);
    expect((await t.hotel.sandbox.settle(bill.paymentId, "succeeded"))?.status).toBe("succeeded");
    await drainOutbox(t.hotel.engine);
    return bill;
  }
  async function token(reference: string) {
    return expectData(
      await t.call("POST", "/v1/reservation/lookup", {
        body: { reference, contact: "anna.ivanova@example.ru" },
      }),
      200,
      LookupResponse,
    ).data.manage_token;
  }
  async function view(reservationId: string, manageToken: string) {
    return expectData(
      await t.call("GET", `/v1/reservation/${reservationId}`, { headers: as(manageToken) }),
      200,
      ReservationResponse,
    ).data;
  }
  async function change(reservationId: string, manageToken: string, body: Record<string, unknown>) {
    const result = await t.call("POST", `/v1/reservation/${reservationId}/change`, {
      headers: as(manageToken),
      body,
    });
    return expectData(result, 200, ChangeResponse).data;
  }
  async function cancel(reservationId: string, manageToken: string) {
    return expectData(
      await t.call("POST", `/v1/reservation/${reservationId}/cancel`, { headers: as(manageToken), body: {} }),
      200,
      CancelResponse,
    ).data;
  }
  const refundsOf = async (id: string) =>
    (
      await t.hotel.db.execute(
        sql`SELECT coalesce(sum(amount),0)::int AS sum, count(*)::int AS n FROM hotel.refunds WHERE reservation_id = ${id}`,
      )
    ).rows[0];
  /** A query's rows `(invoice_id, sum)` as the sum for a given payment (0 when it has none). */
  const sumsByInvoice = async (query: SQL) => {
    const rows = (await t.hotel.db.execute<{ invoice_id: string; sum: number }>(query)).rows;
    return (bill: { invoice_id: string }) => rows.find((row) => row.invoice_id === bill.invoice_id)?.sum ?? 0;
  };
  const makeLegacy = async (id: string) => {
    await t.hotel.db.execute(sql`DELETE FROM hotel.ledger_entries WHERE reservation_id = ${id}`);
  };
  const takenOn = async (dates: string[]) => {
    const taken: number[] = [];
    for (const date of dates) taken.push(await t.takenRooms(DELUXE, date));
    return taken;
  };

  it("R1 held booking: a withdrawn invoice (hold changed) captured anyway is refunded in full", async () => {
    const booked = await book("2027-09-06", "2027-09-07", FLEXIBLE);
    const first = await invoice(booked.reservation_id);
    const manage = await token(booked.reference);
    // The hold is changed (made at once): the first invoice is withdrawn.
    await change(booked.reservation_id, manage, { check_out_date: "2027-09-08" });
    expect((await t.hotel.sandbox.settle(first.paymentId, "succeeded"))?.status).toBe("succeeded");
    expect(await refundsOf(booked.reservation_id)).toEqual({ sum: first.amount, n: 1 });
    // The captured money went back: the changed hold is still wholly due.
    const seen = await view(booked.reservation_id, manage);
    expect(seen.status).toBe("held");
    expect(seen.amounts).toMatchObject({
      paid: first.amount,
      refunded: first.amount,
      balance_due: seen.amounts.total,
    });
    // The hold then lapses: nothing is refunded a second time.
    t.clock.advanceMinutes(45);
    const later = await view(booked.reservation_id, manage);
    expect(later.status).toBe("expired");
    expect(later.amounts).toMatchObject({ paid: first.amount, refunded: first.amount, balance_due: 0 });
    expect(await refundsOf(booked.reservation_id)).toEqual({ sum: first.amount, n: 1 });
  });

  it("R2 lapsed hold paid late when the guest already re-booked is refunded in full", async () => {
    const booked = await book("2027-09-13", "2027-09-14", FLEXIBLE);
    const first = await invoice(booked.reservation_id);
    t.clock.advanceMinutes(45);
    const again = await book("2027-09-13", "2027-09-14", FLEXIBLE);
    expect(again.reservation_id).not.toBe(booked.reservation_id);
    expect((await t.hotel.sandbox.settle(first.paymentId, "succeeded"))?.status).toBe("succeeded");
    await drainOutbox(t.hotel.engine);
    expect(await refundsOf(booked.reservation_id)).toEqual({ sum: first.amount, n: 1 });
    const seen = await view(booked.reservation_id, await token(booked.reference));
    expect(seen.status).toBe("expired");
    expect(seen.amounts).toMatchObject({ paid: first.amount, refunded: first.amount, balance_due: 0 });
    // Only the new booking holds the room, and the manager sees why the money went back.
    expect(await t.takenRooms(DELUXE, "2027-09-13")).toBe(1);
    const history = expectData(
      await t.call("GET", `/v1/admin/reservations/${booked.reservation_id}`, { key: "admin" }),
      200,
      HistoryResponse,
    ).data.history;
    expect(history.map((entry) => entry.type)).toContain("paid_duplicate");
  });

  it("R3 legacy booking: a replaced pending change's invoice captured anyway is refunded in full", async () => {
    const booked = await book("2027-09-20", "2027-09-21", NON_REFUNDABLE);
    const paid = await pay(booked.reservation_id);
    await makeLegacy(booked.reservation_id);
    t.clock.advanceMinutes(1);
    const manage = await token(booked.reference);
    const first = await change(booked.reservation_id, manage, { check_out_date: "2027-09-22" });
    expect(first.to_pay).toBeGreaterThan(0);
    const bill = await invoice(booked.reservation_id);
    expect(bill.amount).toBe(first.to_pay);
    // Asked again: the first change is replaced and its invoice withdrawn.
    await change(booked.reservation_id, manage, { check_out_date: "2027-09-23" });
    expect((await t.hotel.sandbox.settle(bill.paymentId, "succeeded"))?.status).toBe("succeeded");
    expect(await refundsOf(booked.reservation_id)).toEqual({ sum: bill.amount, n: 1 });
    // The stay is as it was; the booking's own (non-refundable) money is all it holds.
    const seen = await view(booked.reservation_id, manage);
    expect(seen.check_out_date).toBe("2027-09-21");
    expect(seen.amounts).toMatchObject({
      total: paid.amount,
      paid: paid.amount + bill.amount,
      refunded: bill.amount,
      balance_due: 0,
    });
    expect(seen.terms).toMatchObject({ refund_if_cancelled: 0, non_refundable: paid.amount });
    const canceled = await cancel(booked.reservation_id, manage);
    expect(canceled.cancellation).toMatchObject({ refund: 0, penalty: paid.amount });
    expect(await refundsOf(booked.reservation_id)).toEqual({ sum: bill.amount, n: 1 });
  });

  it("R4 legacy booking: view terms agree with the cancellation", async () => {
    const booked = await book("2027-10-04", "2027-10-06", FLEXIBLE);
    await pay(booked.reservation_id);
    await makeLegacy(booked.reservation_id);
    const manage = await token(booked.reference);
    const seen = await view(booked.reservation_id, manage);
    expect(seen.terms).toMatchObject({ refund_if_cancelled: booked.amounts.total, non_refundable: 0 });
    const canceled = await cancel(booked.reservation_id, manage);
    expect(canceled.cancellation).toMatchObject({
      refund: seen.terms.refund_if_cancelled,
      penalty: seen.terms.non_refundable,
      free_cancellation_until: seen.terms.free_cancellation_until,
    });
    expect(await refundsOf(booked.reservation_id)).toEqual({ sum: booked.amounts.total, n: 1 });
  });

  it("R5 a change with the same extra twice merges it; bad quantities and unknown codes are refused", async () => {
    const booked = await book("2027-10-11", "2027-10-12", FLEXIBLE);
    await pay(booked.reservation_id);
    const manage = await token(booked.reference);
    const merged = await change(booked.reservation_id, manage, {
      extras: [
        { code: "foot-massage", quantity: 1 },
        { code: "foot-massage", quantity: 1 },
      ],
    });
    expect(merged.extras).toEqual([expect.objectContaining({ code: "foot-massage", quantity: 2 })]);
    expect(merged.new_total - merged.old_total).toBe(
      merged.extras.reduce((sum, extra) => sum + extra.amount, 0),
    );
    const refused: [Record<string, unknown>[], number, string][] = [
      [[{ code: "foot-massage", quantity: 0 }], 400, "VALIDATION_ERROR"],
      [[{ code: "foot-massage", quantity: -1 }], 400, "VALIDATION_ERROR"],
      [[{ code: "nope", quantity: 1 }], 404, "EXTRA_NOT_FOUND"],
    ];
    for (const [extras, status, code] of refused) {
      const quote = await t.call("POST", `/v1/reservation/${booked.reservation_id}/change/quote`, {
        headers: as(manage),
        body: { extras },
      });
      expectError(quote, status, code);
    }
  });

  it("R7 a change adding two extras paid from a part held by two payments refunds no more than was paid", async () => {
    const booked = await book("2027-10-25", "2027-10-28", FLEXIBLE);
    const inv1 = await pay(booked.reservation_id);
    const manage = await token(booked.reference);
    t.clock.advanceMinutes(1);
    const longer = await change(booked.reservation_id, manage, { check_out_date: "2027-10-29" });
    const inv2 = await pay(booked.reservation_id);
    expect(inv2.amount).toBe(longer.to_pay);
    // The room, held by both payments, shrinks; its money moves into two extras.
    const changed = await change(booked.reservation_id, manage, {
      check_out_date: "2027-10-26",
      extras: [
        { code: "kannabis", quantity: 1 },
        { code: "laminariya", quantity: 1 },
      ],
    });
    expect(changed.to_pay).toBe(0);
    expect(changed.to_refund).toBe(inv1.amount + inv2.amount - changed.new_total);
    const held = await sumsByInvoice(
      sql`SELECT invoice_id, sum(held)::int AS sum FROM hotel.ledger_entries WHERE reservation_id = ${booked.reservation_id} GROUP BY 1`,
    );
    expect(held(inv1)).toBeLessThanOrEqual(inv1.amount);
    expect(held(inv2)).toBeLessThanOrEqual(inv2.amount);
    expect(held(inv1) + held(inv2)).toBe(changed.new_total);
    // Cancelled before the deadline: everything goes back, each payment exactly what it paid.
    const canceled = await cancel(booked.reservation_id, manage);
    expect(canceled.cancellation.refund).toBe(changed.new_total);
    expect(canceled.reservation.amounts).toMatchObject({
      paid: inv1.amount + inv2.amount,
      refunded: inv1.amount + inv2.amount,
    });
    const refunded = await sumsByInvoice(
      sql`SELECT invoice_id, sum(amount)::int AS sum FROM hotel.refunds WHERE reservation_id = ${booked.reservation_id} GROUP BY 1`,
    );
    expect([refunded(inv1), refunded(inv2)]).toEqual([inv1.amount, inv2.amount]);
    expect((await refundsOf(booked.reservation_id))?.sum).toBe(inv1.amount + inv2.amount);
  });

  it("R8 concurrent: a pending change's payment and a cheaper change at once", async () => {
    const booked = await book("2027-11-01", "2027-11-03", FLEXIBLE);
    const first = await pay(booked.reservation_id);
    t.clock.advanceMinutes(1);
    const manage = await token(booked.reference);
    await change(booked.reservation_id, manage, { check_out_date: "2027-11-05" });
    const bill = await invoice(booked.reservation_id);
    const [settled, cheaper] = await Promise.all([
      t.hotel.sandbox.settle(bill.paymentId, "succeeded"),
      t.call("POST", `/v1/reservation/${booked.reservation_id}/change`, {
        headers: as(manage),
        body: { check_out_date: "2027-11-02" },
      }),
    ]);
    await drainOutbox(t.hotel.engine);
    expect(settled?.status).toBe("succeeded");
    expect(cheaper.status, cheaper.text).toBe(200);
    // The cheaper stay stands, whichever came first; both payments count and the rest went back.
    const seen = await view(booked.reservation_id, manage);
    expect(seen.check_out_date).toBe("2027-11-02");
    expect(seen.amounts.paid).toBe(first.amount + bill.amount);
    expect(seen.amounts.paid - seen.amounts.refunded).toBe(seen.amounts.total);
    expect(seen.amounts.balance_due).toBe(0);
    expect((await refundsOf(booked.reservation_id))?.sum).toBe(seen.amounts.refunded);
  });

  it("R9 legacy booking: cheaper change then a dearer paid change add up", async () => {
    const booked = await book("2027-11-08", "2027-11-11", FLEXIBLE, {
      extras: [{ code: "foot-massage", quantity: 3 }],
    });
    const first = await pay(booked.reservation_id);
    await makeLegacy(booked.reservation_id);
    t.clock.advanceMinutes(1);
    const manage = await token(booked.reference);
    const shorter = await change(booked.reservation_id, manage, {
      check_out_date: "2027-11-10",
      extras: [{ code: "foot-massage", quantity: 1 }],
    });
    expect(shorter.to_refund).toBe(first.amount - shorter.new_total);
    const shortened = await view(booked.reservation_id, manage);
    expect(shortened.amounts.paid - shortened.amounts.refunded).toBe(shorter.new_total);
    expect(await refundsOf(booked.reservation_id)).toEqual({ sum: shorter.to_refund, n: 1 });
    t.clock.advanceMinutes(1);
    const longer = await change(booked.reservation_id, manage, { check_out_date: "2027-11-12" });
    const second = await pay(booked.reservation_id);
    expect(second.amount).toBe(longer.to_pay);
    const seen = await view(booked.reservation_id, manage);
    expect(seen.amounts).toMatchObject({
      total: longer.new_total,
      paid: first.amount + second.amount,
      refunded: shorter.to_refund,
      balance_due: 0,
    });
    expect(seen.amounts.paid - seen.amounts.refunded).toBe(seen.amounts.total);
    // Flexible and before the deadline: all of it is refundable.
    expect(seen.terms).toMatchObject({ refund_if_cancelled: seen.amounts.total, non_refundable: 0 });
  });

  it("R10 manager cancels without refund: nothing goes back, extras included", async () => {
    const booked = await book("2027-11-15", "2027-11-16", FLEXIBLE, {
      extras: [{ code: "foot-massage", quantity: 1 }],
    });
    expect(booked.amounts.extras).toBeGreaterThan(0);
    await pay(booked.reservation_id);
    const admin = asManager(() => t, { id: "p-olga", name: "Ольга Смирнова" });
    const canceled = expectData(
      await admin("POST", `/v1/admin/reservations/${booked.reservation_id}/cancel`, {
        refund: "none",
        reason: "no-show",
      }),
      200,
      CancelResponse,
    ).data;
    expect(canceled.cancellation).toMatchObject({ refund: 0, penalty: booked.amounts.total });
    expect(canceled.reservation.status).toBe("canceled");
    expect(canceled.reservation.amounts).toMatchObject({ paid: booked.amounts.total, refunded: 0 });
    await drainOutbox(t.hotel.engine);
    expect(await refundsOf(booked.reservation_id)).toEqual({ sum: 0, n: 0 });
  });

  it("R12 a pending change paid after the old deadline passed within its hold", async () => {
    const booked = await book("2026-11-24", "2026-11-25", FLEXIBLE);
    await pay(booked.reservation_id);
    // Asked five minutes before the old deadline (2026-11-22 12:00 UTC), paid five minutes after.
    t.clock.set("2026-11-22T11:55:00Z");
    const manage = await token(booked.reference);
    const later = await change(booked.reservation_id, manage, {
      check_in_date: "2026-12-08",
      check_out_date: "2026-12-10",
    });
    expect(later.becomes_non_refundable).toBe(0);
    t.clock.set("2026-11-22T12:05:00Z");
    await pay(booked.reservation_id);
    const seen = await view(booked.reservation_id, manage);
    expect(seen.check_in_date).toBe("2026-12-08");
    expect(seen.amounts).toMatchObject({ total: later.new_total, paid: later.new_total, refunded: 0 });
    expect(seen.terms).toEqual({
      free_cancellation_until: later.free_cancellation_until,
      refund_if_cancelled: later.new_total,
      non_refundable: later.becomes_non_refundable,
    });
  });

  it("R13 a lapsed pending change's payment lands after a newer change was paid", async () => {
    const booked = await book("2027-12-06", "2027-12-07", FLEXIBLE);
    const paid = await pay(booked.reservation_id);
    const manage = await token(booked.reference);
    t.clock.advanceMinutes(1);
    const first = await change(booked.reservation_id, manage, { check_out_date: "2027-12-09" });
    const billA = await invoice(booked.reservation_id);
    expect(billA.amount).toBe(first.to_pay);
    t.clock.advanceMinutes(45);
    // A write releases the lapsed change and withdraws its payment.
    await book("2027-12-20", "2027-12-21", FLEXIBLE);
    const second = await change(booked.reservation_id, manage, {
      check_in_date: "2027-12-13",
      check_out_date: "2027-12-15",
    });
    t.clock.advanceMinutes(1);
    const billB = await invoice(booked.reservation_id);
    expect(billB.amount).toBe(second.to_pay);
    expect((await t.hotel.sandbox.settle(billB.paymentId, "succeeded"))?.status).toBe("succeeded");
    const mid = await view(booked.reservation_id, manage);
    expect(mid.check_in_date).toBe("2027-12-13");
    expect(mid.amounts).toMatchObject({ paid: paid.amount + billB.amount, refunded: 0, balance_due: 0 });
    // The lapsed change's payment lands late: the newer stay stands and the payment goes back whole.
    expect((await t.hotel.sandbox.settle(billA.paymentId, "succeeded"))?.status).toBe("succeeded");
    await drainOutbox(t.hotel.engine);
    const seen = await view(booked.reservation_id, manage);
    expect([seen.check_in_date, seen.check_out_date]).toEqual(["2027-12-13", "2027-12-15"]);
    expect(seen.amounts).toMatchObject({
      total: second.new_total,
      paid: paid.amount + billB.amount + billA.amount,
      refunded: billA.amount,
      balance_due: 0,
    });
    expect(seen.amounts.paid - seen.amounts.refunded).toBe(seen.amounts.total);
    expect(await refundsOf(booked.reservation_id)).toEqual({ sum: billA.amount, n: 1 });
    expect(await takenOn(["2027-12-06", "2027-12-07", "2027-12-08", "2027-12-13", "2027-12-14"])).toEqual([
      0, 0, 0, 1, 1,
    ]);
  });

  it("R6 a lapsed pending change paid after a later immediate change", async () => {
    const booked = await book("2027-10-18", "2027-10-20", FLEXIBLE);
    const paid = await pay(booked.reservation_id);
    const manage = await token(booked.reference);
    const longer = await change(booked.reservation_id, manage, { check_out_date: "2027-10-22" });
    const bill = await invoice(booked.reservation_id);
    expect(bill.amount).toBe(longer.to_pay);
    t.clock.advanceMinutes(45);
    // A write releases the lapsed change and withdraws its payment.
    await book("2027-12-01", "2027-12-02", FLEXIBLE);
    // The guest now shortens the stay to one night: refunded at once.
    const shorter = await change(booked.reservation_id, manage, { check_out_date: "2027-10-19" });
    expect(shorter.to_refund).toBe(paid.amount - shorter.new_total);
    // The old change's payment lands late.
    expect((await t.hotel.sandbox.settle(bill.paymentId, "succeeded"))?.status).toBe("succeeded");
    // The stay the guest changed to stands; the late payment went back whole.
    const seen = await view(booked.reservation_id, manage);
    expect(seen.check_out_date).toBe("2027-10-19");
    expect(seen.amounts).toMatchObject({
      total: shorter.new_total,
      paid: paid.amount + bill.amount,
      refunded: shorter.to_refund + bill.amount,
      balance_due: 0,
    });
    expect(seen.amounts.paid - seen.amounts.refunded).toBe(seen.amounts.total);
    expect(await refundsOf(booked.reservation_id)).toEqual({ sum: shorter.to_refund + bill.amount, n: 2 });
    expect(await takenOn(["2027-10-18", "2027-10-19", "2027-10-20", "2027-10-21"])).toEqual([1, 0, 0, 0]);
  });
});
