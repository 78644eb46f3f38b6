/**
 * Money that never leaks: paid money keeps the terms it was paid under, a dearer change holds its
 * extra rooms only until the difference is paid, holds cannot be pushed forward for ever, a
 * cancelled booking owes nothing, and a payment of another amount than the invoice's is not
 * taken as paid.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testTargets } from "../../platform/testing/databases";
import {
  bookingBody,
  expectData,
  expectError,
  startTestHotel,
  type TestHotel,
  guestProof,
} from "../testing/harness";
import {
  CancelResponse,
  CancellationResponse,
  ChangeResponse,
  HistoryResponse,
  LookupResponse,
} from "./schemas/manage";
import { InvoiceResponse } from "./schemas/payments";
import { ReservationResponse } from "./schemas/reservations";
import { SearchResponse } from "./schemas/rooms";

const NON_REFUNDABLE = 1;
const FLEXIBLE = 2;
const DELUXE = 1;

describe.each(testTargets())("money policy on $name", (target) => {
  let t: TestHotel;
  beforeAll(async () => {
    t = await startTestHotel(target);
  });
  afterAll(async () => {
    await t.dispose();
  });

  const as = (token: string) => ({ "x-manage-token": token });

  async function book(arrival: string, departure: string, rateId: number) {
    return expectData(
      await t.call("POST", "/v1/reservation", {
        body: bookingBody({
          check_in_date: arrival,
          check_out_date: departure,
          choices: [{ adults: 2, children: 0, room_type_id: DELUXE, rate_id: rateId }],
        }),
      }),
      201,
      ReservationResponse,
    ).data;
  }

  async function invoice(reservationId: string, status = 201) {
    return expectData(
      await t.call("POST", `/v1/reservation/${reservationId}/invoice`, {
        headers: await guestProof(t, reservationId),
        body: { payment_provider_id: 1, payment_type: "card" },
      }),
      status,
      InvoiceResponse,
    ).data;
  }

  const paymentIdOf = (url: string | null | undefined) => url?.split("/").at(-1) ?? "";

  /** Bills what is due and has the sandbox's bank accept it (as its pay page does for the success card). */
  async function pay(reservationId: string) {
    const bill = await invoice(reservationId);
    expect((await t.hotel.sandbox.settle(paymentIdOf(bill.confirmation_url), "succeeded"))?.status).toBe(
      "succeeded",
    );
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
    return expectData(
      await t.call("POST", `/v1/reservation/${reservationId}/change`, { headers: as(manageToken), body }),
      200,
      ChangeResponse,
    ).data;
  }

  async function cancel(reservationId: string, manageToken: string) {
    return expectData(
      await t.call("POST", `/v1/reservation/${reservationId}/cancel`, { headers: as(manageToken), body: {} }),
      200,
      CancelResponse,
    ).data;
  }

  async function history(reservationId: string, manageToken: string) {
    return expectData(
      await t.call("GET", `/v1/reservation/${reservationId}/history`, { headers: as(manageToken) }),
      200,
      HistoryResponse,
    ).data.history;
  }

  describe("paid money keeps the terms it was paid under", () => {
    it("refunds nothing of a non-refundable payment after a change to the flexible rate left unpaid", async () => {
      // Two winter weeknights of a Делюкс: 14 000 ₽ a night non-refundable, 16 100 ₽ flexible.
      const booked = await book("2027-02-08", "2027-02-10", NON_REFUNDABLE);
      expect(booked.amounts.total).toBe(28000);
      await pay(booked.reservation_id);
      const manage = await token(booked.reference);

      const changed = await change(booked.reservation_id, manage, {
        choices: [{ adults: 2, children: 0, room_type_id: DELUXE, rate_id: FLEXIBLE }],
      });
      expect(changed).toMatchObject({ old_total: 28000, new_total: 32200, to_pay: 4200, to_refund: 0 });

      const terms = expectData(
        await t.call("GET", `/v1/reservation/${booked.reservation_id}/cancellation`, {
          headers: as(manage),
        }),
        200,
        CancellationResponse,
      ).data;
      expect(terms).toMatchObject({ refund: 0, penalty: 28000, paid: 28000 });
      const canceled = await cancel(booked.reservation_id, manage);
      expect(canceled.cancellation).toMatchObject({ refund: 0, penalty: 28000 });
      expect(canceled.reservation.amounts).toMatchObject({ paid: 28000, refunded: 0, balance_due: 0 });
      expect(await t.count("refunds", `reservation_id = '${booked.reservation_id}'`)).toBe(0);
    });

    it("refunds only the flexible top-up when the difference of that change was paid", async () => {
      const booked = await book("2027-02-15", "2027-02-17", NON_REFUNDABLE);
      await pay(booked.reservation_id);
      const manage = await token(booked.reference);
      await change(booked.reservation_id, manage, {
        choices: [{ adults: 2, children: 0, room_type_id: DELUXE, rate_id: FLEXIBLE }],
      });
      const topUp = await pay(booked.reservation_id);
      expect(topUp.amount).toBe(4200);

      const paid = await view(booked.reservation_id, manage);
      expect(paid.status).toBe("confirmed");
      expect(paid.rooms[0]?.rate_id).toBe(FLEXIBLE);
      expect(paid.amounts).toMatchObject({ total: 32200, paid: 32200, balance_due: 0 });
      expect(paid.pending_change).toBeNull();

      const canceled = await cancel(booked.reservation_id, manage);
      expect(canceled.cancellation).toMatchObject({ refund: 4200, penalty: 28000 });
      expect(canceled.reservation.amounts).toMatchObject({ paid: 32200, refunded: 4200, balance_due: 0 });
    });

    it("keeps the passed deadline of a flexible payment when the dates move later", async () => {
      const booked = await book("2027-03-01", "2027-03-02", FLEXIBLE);
      await pay(booked.reservation_id);
      // An hour past the deadline (48 hours before 14:00 on 1 March, hotel time).
      t.clock.set("2027-02-27T13:00:00Z");
      const manage = await token(booked.reference);
      const changed = await change(booked.reservation_id, manage, {
        check_in_date: "2027-03-08",
        check_out_date: "2027-03-09",
      });
      expect(changed).toMatchObject({
        difference: 0,
        to_pay: 0,
        to_refund: 0,
        becomes_non_refundable: booked.amounts.total,
        free_cancellation_until: null,
      });
      expect(changed.reservation?.check_in_date).toBe("2027-03-08");
      // The money became the hotel's at the passed deadline: no deadline is shown any more.
      expect(changed.reservation?.terms).toEqual({
        free_cancellation_until: null,
        refund_if_cancelled: 0,
        non_refundable: booked.amounts.total,
      });

      const terms = expectData(
        await t.call("GET", `/v1/reservation/${booked.reservation_id}/cancellation`, {
          headers: as(manage),
        }),
        200,
        CancellationResponse,
      ).data;
      expect(terms).toEqual({
        refund: 0,
        penalty: booked.amounts.total,
        paid: booked.amounts.total,
        free_cancellation_until: null,
      });
      const canceled = await cancel(booked.reservation_id, manage);
      expect(canceled.cancellation.refund).toBe(0);
    });

    it("gives back the difference of a cheaper change only from money its own terms let go", async () => {
      const booked = await book("2027-03-15", "2027-03-18", FLEXIBLE);
      await pay(booked.reservation_id);
      const manage = await token(booked.reference);
      const shorter = await change(booked.reservation_id, manage, { check_out_date: "2027-03-16" });
      expect(shorter).toMatchObject({ to_pay: 0, to_refund: booked.amounts.total - shorter.new_total });
      expect(shorter.reservation?.amounts).toMatchObject({ balance_due: 0 });
      // Past the first deadline, a move to later dates still keeps the money under it.
      t.clock.set("2027-03-13T13:00:00Z");
      const late = await token(booked.reference);
      await change(booked.reservation_id, late, {
        check_in_date: "2027-03-22",
        check_out_date: "2027-03-23",
      });
      expect((await cancel(booked.reservation_id, late)).cancellation.refund).toBe(0);
    });
  });

  describe("a dearer change holds its extra rooms until the difference is paid", () => {
    it("keeps the paid booking, holds the extra nights, and reverts when the hold runs out", async () => {
      const booked = await book("2027-01-11", "2027-01-12", FLEXIBLE);
      await pay(booked.reservation_id);
      const manage = await token(booked.reference);
      const fiveRooms = Array.from({ length: 5 }, () => ({
        adults: 2,
        children: 0,
        room_type_id: DELUXE,
        rate_id: FLEXIBLE,
      }));
      const changed = await change(booked.reservation_id, manage, {
        check_out_date: "2027-02-10",
        choices: fiveRooms,
      });
      expect(changed.to_pay).toBe(changed.new_total - booked.amounts.total);
      expect(changed.to_pay).toBeGreaterThan(1_000_000);

      const pending = changed.reservation;
      expect(pending?.status).toBe("confirmed");
      expect(pending?.check_out_date).toBe("2027-01-12");
      expect(pending?.amounts).toMatchObject({ total: booked.amounts.total, balance_due: 0 });
      expect(pending?.pending_change).toMatchObject({
        check_in_date: "2027-01-11",
        check_out_date: "2027-02-10",
        total: changed.new_total,
        to_pay: changed.to_pay,
        hold_expires_at: "2026-11-22T09:20:00.000Z",
      });
      expect(pending?.pending_change?.rooms).toHaveLength(5);
      // The paid night keeps its room, the extra rooms and nights are held for the change.
      expect(await t.takenRooms(DELUXE, "2027-01-11")).toBe(5);
      expect(await t.takenRooms(DELUXE, "2027-01-20")).toBe(5);
      expect((await invoice(booked.reservation_id)).amount).toBe(changed.to_pay);

      t.clock.advanceMinutes(21);
      const reverted = await view(booked.reservation_id, manage);
      expect(reverted.status).toBe("confirmed");
      expect(reverted.pending_change).toBeNull();
      expect(reverted.check_out_date).toBe("2027-01-12");
      expect(reverted.amounts).toMatchObject({ total: booked.amounts.total, paid: booked.amounts.total });
      // Reads count the expired change's rooms as free at once, before any write releases them.
      const search = expectData(
        await t.call("POST", "/v1/rooms", {
          body: {
            check_in_date: "2027-01-20",
            check_out_date: "2027-01-21",
            layout: [{ adults: 2, children: 0 }],
          },
        }),
        200,
        SearchResponse,
      ).data;
      const deluxe = search.choices[0]?.room_types.find((type) => type.id === DELUXE);
      expect(deluxe?.available_rooms).toBe(30);
      // The next write gives them back for good.
      await book("2027-01-25", "2027-01-26", FLEXIBLE);
      expect(await t.takenRooms(DELUXE, "2027-01-11")).toBe(1);
      expect(await t.takenRooms(DELUXE, "2027-01-20")).toBe(0);
      const types = (await history(booked.reservation_id, manage)).map((event) => event.type);
      expect(types).toContain("change_pending");
      expect(types).toContain("change_expired");
      // The forgotten invoice of the change is withdrawn: paying it now is refunded in full.
      const cancellation = await cancel(booked.reservation_id, manage);
      expect(cancellation.cancellation.refund).toBe(booked.amounts.total);
    });

    it("applies the change once its difference is paid: old nights back on sale, new ones kept", async () => {
      const booked = await book("2027-01-18", "2027-01-19", FLEXIBLE);
      await pay(booked.reservation_id);
      const manage = await token(booked.reference);
      const changed = await change(booked.reservation_id, manage, {
        check_in_date: "2027-01-19",
        check_out_date: "2027-01-21",
      });
      expect(changed.to_pay).toBe(changed.new_total - booked.amounts.total);
      expect(await t.takenRooms(DELUXE, "2027-01-18")).toBe(1);
      expect(await t.takenRooms(DELUXE, "2027-01-19")).toBe(1);
      expect(await t.takenRooms(DELUXE, "2027-01-20")).toBe(1);
      t.clock.advanceMinutes(10);
      await pay(booked.reservation_id);
      const applied = await view(booked.reservation_id, manage);
      expect(applied).toMatchObject({ status: "confirmed", check_in_date: "2027-01-19", nights: 2 });
      expect(applied.amounts).toMatchObject({ total: changed.new_total, balance_due: 0 });
      expect(applied.pending_change).toBeNull();
      expect(await t.takenRooms(DELUXE, "2027-01-18")).toBe(0);
      expect(await t.takenRooms(DELUXE, "2027-01-19")).toBe(1);
      expect(await t.takenRooms(DELUXE, "2027-01-20")).toBe(1);
      // Nothing lingers: the hold of the applied change never releases the new nights later.
      t.clock.advanceMinutes(60);
      await book("2027-01-26", "2027-01-27", FLEXIBLE);
      expect(await t.takenRooms(DELUXE, "2027-01-20")).toBe(1);
    });

    it("releases a pending change's rooms when the booking is cancelled", async () => {
      const booked = await book("2027-01-04", "2027-01-05", FLEXIBLE);
      await pay(booked.reservation_id);
      const manage = await token(booked.reference);
      await change(booked.reservation_id, manage, { check_out_date: "2027-01-07" });
      expect(await t.takenRooms(DELUXE, "2027-01-06")).toBe(1);
      const canceled = await cancel(booked.reservation_id, manage);
      expect(canceled.cancellation.refund).toBe(booked.amounts.total);
      expect(canceled.reservation.pending_change).toBeNull();
      expect(await t.takenRooms(DELUXE, "2027-01-04")).toBe(0);
      expect(await t.takenRooms(DELUXE, "2027-01-06")).toBe(0);
    });
  });

  describe("holds cannot be pushed forward for ever", () => {
    it("caps a held booking's hold at twice the hold period from its creation", async () => {
      const booked = await book("2027-04-05", "2027-04-06", FLEXIBLE);
      expect(booked.hold_expires_at).toBe("2026-11-22T09:20:00.000Z");
      const manage = await token(booked.reference);
      for (const minutes of [15, 15, 9]) {
        t.clock.advanceMinutes(minutes);
        const changed = await change(booked.reservation_id, manage, {});
        expect(Date.parse(changed.reservation?.hold_expires_at ?? "")).toBeLessThanOrEqual(
          Date.parse("2026-11-22T09:40:00.000Z"),
        );
        await invoice(booked.reservation_id);
        const held = await view(booked.reservation_id, manage);
        expect(Date.parse(held.hold_expires_at ?? "")).toBeLessThanOrEqual(
          Date.parse("2026-11-22T09:40:00.000Z"),
        );
      }
      t.clock.set("2026-11-22T09:40:00Z");
      expect((await view(booked.reservation_id, manage)).status).toBe("expired");
      expectError(
        await t.call("POST", `/v1/reservation/${booked.reservation_id}/change`, {
          headers: as(manage),
          body: {},
        }),
        409,
        "HOLD_EXPIRED",
      );
      await book("2027-04-19", "2027-04-20", FLEXIBLE);
      expect(await t.takenRooms(DELUXE, "2027-04-05")).toBe(0);
    });

    it("caps a pending change's hold the same way, however often the change is asked again", async () => {
      const booked = await book("2027-04-12", "2027-04-13", FLEXIBLE);
      await pay(booked.reservation_id);
      const manage = await token(booked.reference);
      const first = await change(booked.reservation_id, manage, { check_out_date: "2027-04-14" });
      expect(first.reservation?.pending_change?.hold_expires_at).toBe("2026-11-22T09:20:00.000Z");
      for (const minutes of [15, 15, 9]) {
        t.clock.advanceMinutes(minutes);
        const again = await change(booked.reservation_id, manage, { check_out_date: "2027-04-14" });
        await invoice(booked.reservation_id);
        const seen = await view(booked.reservation_id, manage);
        for (const hold of [
          again.reservation?.pending_change?.hold_expires_at,
          seen.pending_change?.hold_expires_at,
        ]) {
          expect(Date.parse(hold ?? "")).toBeLessThanOrEqual(Date.parse("2026-11-22T09:40:00.000Z"));
        }
      }
      t.clock.set("2026-11-22T09:40:00Z");
      expect((await view(booked.reservation_id, manage)).pending_change).toBeNull();
      await book("2027-04-26", "2027-04-27", FLEXIBLE);
      expect(await t.takenRooms(DELUXE, "2027-04-13")).toBe(0);
      expect(await t.takenRooms(DELUXE, "2027-04-12")).toBe(1);
    });
  });

  describe("what a booking owes", () => {
    it("owes nothing once cancelled, paid and refunded or never paid", async () => {
      const paid = await book("2027-05-11", "2027-05-12", FLEXIBLE);
      await pay(paid.reservation_id);
      const refunded = await cancel(paid.reservation_id, await token(paid.reference));
      expect(refunded.reservation.status).toBe("canceled");
      expect(refunded.reservation.amounts).toMatchObject({
        paid: paid.amounts.total,
        refunded: paid.amounts.total,
        balance_due: 0,
      });

      const unpaid = await book("2027-05-11", "2027-05-12", NON_REFUNDABLE);
      const released = await cancel(unpaid.reservation_id, await token(unpaid.reference));
      expect(released.reservation.amounts).toMatchObject({ paid: 0, balance_due: 0 });

      const expired = await book("2027-05-12", "2027-05-13", FLEXIBLE);
      const manage = await token(expired.reference);
      t.clock.advanceMinutes(21);
      const gone = await view(expired.reservation_id, manage);
      expect(gone).toMatchObject({ status: "expired" });
      expect(gone.amounts.balance_due).toBe(0);
    });
  });

  describe("the provider's amount is checked against the invoice's", () => {
    it("does not take a payment of another amount as paid, and leaves it for a manager", async () => {
      const booked = await book("2027-05-17", "2027-05-18", FLEXIBLE);
      const bill = await invoice(booked.reservation_id);
      const paymentId = paymentIdOf(bill.confirmation_url);
      // The bank captured less than the invoice asked for.
      await t.hotel.db.execute(
        sql`UPDATE hotel.sandbox_payments SET amount = amount - 1000 WHERE id = ${paymentId}`,
      );
      await t.hotel.sandbox.settle(paymentId, "succeeded");

      const seen = expectData(
        await t.call("GET", `/v1/reservation/${booked.reservation_id}/invoice`, {
          headers: await guestProof(t, booked.reservation_id),
        }),
        200,
        InvoiceResponse,
      ).data;
      expect(seen).toMatchObject({ status: "amount_mismatch", amount: booked.amounts.total });
      const manage = await token(booked.reference);
      const reservation = await view(booked.reservation_id, manage);
      expect(reservation.status).toBe("held");
      expect(reservation.payment_status).toBe("amount_mismatch");
      expect(reservation.amounts).toMatchObject({ paid: 0, balance_due: booked.amounts.total });
      const events = await history(booked.reservation_id, manage);
      expect(events.map((event) => event.type)).toContain("payment_amount_mismatch");
      expect(events.find((event) => event.type === "payment_amount_mismatch")?.note).toContain("₽");
      expect(t.mails.filter((mail) => mail.subject.includes(booked.reference))).toHaveLength(0);

      // The status poll, asked again, changes nothing.
      const again = expectData(
        await t.call("GET", `/v1/reservation/${booked.reservation_id}/invoice`, {
          headers: await guestProof(t, booked.reservation_id),
        }),
        200,
        InvoiceResponse,
      ).data;
      expect(again.status).toBe("amount_mismatch");
      const admin = await t.call("GET", `/v1/admin/reservations/${booked.reservation_id}`, { key: "admin" });
      expect(admin.status).toBe(200);
      expect(admin.text).toContain("amount_mismatch");
    });

    it("secures no rooms with a held payment of another amount: the hold runs again", async () => {
      const booked = await book("2027-05-24", "2027-05-25", FLEXIBLE);
      const bill = await invoice(booked.reservation_id);
      const paymentId = paymentIdOf(bill.confirmation_url);
      await t.hotel.db.execute(
        sql`UPDATE hotel.sandbox_payments SET amount = amount + 500 WHERE id = ${paymentId}`,
      );
      t.clock.advanceMinutes(5);
      await t.hotel.sandbox.settle(paymentId, "waiting_for_capture");
      const manage = await token(booked.reference);
      const reservation = await view(booked.reservation_id, manage);
      expect(reservation).toMatchObject({ status: "held", payment_status: "amount_mismatch" });
      expect(reservation.hold_expires_at).not.toBeNull();
      t.clock.advanceMinutes(21);
      expect((await view(booked.reservation_id, manage)).status).toBe("expired");
    });
  });

  describe("a booking's money through its life (docs/money.md)", () => {
    type Receipt = { items: { description: string; quantity: number; unitKopecks: number }[] };
    async function refundReceipts(paymentId: string): Promise<Receipt[]> {
      const result = await t.hotel.db.execute(
        sql`SELECT refunds FROM hotel.sandbox_payments WHERE id = ${paymentId}`,
      );
      const row = result.rows[0] as { refunds: { receipt: Receipt | null }[] } | undefined;
      return (row?.refunds ?? []).flatMap((refund) => (refund.receipt ? [refund.receipt] : []));
    }

    it("keeps a stricter rate's money after a change: warned before, refunded only the difference, nothing at the cancellation", async () => {
      const booked = await book("2027-06-07", "2027-06-10", FLEXIBLE);
      const bill = await pay(booked.reservation_id);
      const manage = await token(booked.reference);
      const strict = { choices: [{ adults: 2, children: 0, room_type_id: DELUXE, rate_id: NON_REFUNDABLE }] };
      const quote = expectData(
        await t.call("POST", `/v1/reservation/${booked.reservation_id}/change/quote`, {
          headers: as(manage),
          body: strict,
        }),
        200,
        ChangeResponse,
      ).data;
      const difference = booked.amounts.total - quote.new_total;
      expect(difference).toBeGreaterThan(0);
      expect(quote).toMatchObject({
        to_pay: 0,
        to_refund: difference,
        becomes_non_refundable: quote.new_total,
        free_cancellation_until: null,
      });
      const changed = await change(booked.reservation_id, manage, strict);
      expect(changed).toMatchObject({ to_refund: difference, becomes_non_refundable: quote.new_total });
      expect(changed.reservation?.terms).toEqual({
        free_cancellation_until: null,
        refund_if_cancelled: 0,
        non_refundable: quote.new_total,
      });
      const canceled = await cancel(booked.reservation_id, manage);
      expect(canceled.cancellation).toMatchObject({ refund: 0, penalty: quote.new_total });
      expect(canceled.reservation.amounts).toMatchObject({
        paid: booked.amounts.total,
        refunded: difference,
      });
      // The one refund's receipt names the room's stay, not a slice of the payment.
      const receipts = await refundReceipts(paymentIdOf(bill.confirmation_url));
      expect(receipts).toHaveLength(1);
      expect(receipts[0]?.items.map((item) => item.description)).toEqual([
        expect.stringMatching(/^Проживание: /),
      ]);
    });

    it("moves the deadline with a later stay: the view, the cancel page and the refund agree", async () => {
      const booked = await book("2027-06-14", "2027-06-16", FLEXIBLE);
      await pay(booked.reservation_id);
      const manage = await token(booked.reference);
      const changed = await change(booked.reservation_id, manage, {
        check_in_date: "2027-06-21",
        check_out_date: "2027-06-23",
      });
      const deadline = "2027-06-19T12:00:00.000Z";
      expect(changed.free_cancellation_until).toBe(deadline);
      // The later nights cost more: the change is made when its difference is paid.
      expect(changed.to_pay).toBeGreaterThan(0);
      expect(changed.reservation?.terms.free_cancellation_until).toBe("2027-06-12T12:00:00.000Z");
      await pay(booked.reservation_id);
      expect((await view(booked.reservation_id, manage)).terms.free_cancellation_until).toBe(deadline);
      // Between the old deadline (12 June) and the new one.
      t.clock.set("2027-06-15T10:00:00Z");
      const again = await token(booked.reference);
      expect((await view(booked.reservation_id, again)).terms.free_cancellation_until).toBe(deadline);
      const quote = expectData(
        await t.call("GET", `/v1/reservation/${booked.reservation_id}/cancellation`, { headers: as(again) }),
        200,
        CancellationResponse,
      ).data;
      expect(quote.free_cancellation_until).toBe(deadline);
      expect(quote.refund).toBe(changed.new_total);
      const canceled = await cancel(booked.reservation_id, again);
      expect(canceled.cancellation.refund).toBe(quote.refund);
    });

    it("moves the deadline with an earlier stay: the new, earlier deadline is applied", async () => {
      const booked = await book("2027-07-12", "2027-07-14", FLEXIBLE);
      await pay(booked.reservation_id);
      const manage = await token(booked.reference);
      const changed = await change(booked.reservation_id, manage, {
        check_in_date: "2027-07-05",
        check_out_date: "2027-07-07",
      });
      expect(changed.reservation?.terms.free_cancellation_until).toBe("2027-07-03T12:00:00.000Z");
      // After the new deadline, before the old one (10 July).
      t.clock.set("2027-07-04T10:00:00Z");
      const canceled = await cancel(booked.reservation_id, await token(booked.reference));
      expect(canceled.cancellation.refund).toBe(0);
    });

    it("shortens a non-refundable stay with spa: nothing back; removing the spa gives back the spa, with its receipt", async () => {
      const booked = expectData(
        await t.call("POST", "/v1/reservation", {
          body: bookingBody({
            check_in_date: "2027-06-28",
            check_out_date: "2027-07-01",
            choices: [{ adults: 2, children: 0, room_type_id: DELUXE, rate_id: NON_REFUNDABLE }],
            extras: [{ code: "foot-massage", quantity: 2 }],
          }),
        }),
        201,
        ReservationResponse,
      ).data;
      const spa = booked.amounts.extras;
      expect(spa).toBe(3000);
      const bill = await pay(booked.reservation_id);
      const manage = await token(booked.reference);
      const shorter = await change(booked.reservation_id, manage, { check_out_date: "2027-06-30" });
      expect(shorter).toMatchObject({ to_pay: 0, to_refund: 0 });
      expect(shorter.kept).toBe(booked.amounts.rooms - (shorter.reservation?.amounts.rooms ?? 0));
      expect(shorter.reservation?.extras).toHaveLength(1);

      const noSpa = await change(booked.reservation_id, manage, { extras: [] });
      expect(noSpa).toMatchObject({ to_pay: 0, to_refund: spa, extras: [] });
      expect(noSpa.reservation?.amounts).toMatchObject({ extras: 0, refunded: spa });
      const receipts = await refundReceipts(paymentIdOf(bill.confirmation_url));
      expect(
        receipts.map((receipt) =>
          receipt.items.map((item) => [item.description, item.quantity, item.unitKopecks]),
        ),
      ).toEqual([[["Массаж стоп", 2, 150_000]]]);
      // The non-refundable nights stay the hotel's at the cancellation.
      expect((await cancel(booked.reservation_id, manage)).cancellation.refund).toBe(0);
    });

    it("shows the same paid and refunded sums in the managers' list and card, as sums of the ledger", async () => {
      const booked = await book("2027-08-02", "2027-08-04", FLEXIBLE);
      await pay(booked.reservation_id);
      await cancel(booked.reservation_id, await token(booked.reference));
      const card = await t.call("GET", `/v1/admin/reservations/${booked.reservation_id}`, { key: "admin" });
      const list = await t.call("GET", `/v1/admin/reservations?q=${booked.reference}`, { key: "admin" });
      const amounts = `"paid":${booked.amounts.total},"refunded":${booked.amounts.total}`;
      expect(card.text).toContain(amounts);
      expect(list.text).toContain(amounts);
      const sums = await t.hotel.db.execute(
        sql`SELECT coalesce(sum(held) FILTER (WHERE kind = 'charge'), 0)::int AS paid,
                   coalesce(-sum(held) FILTER (WHERE kind = 'refund'), 0)::int AS refunded
              FROM hotel.ledger_entries WHERE reservation_id = ${booked.reservation_id}`,
      );
      expect(sums.rows[0]).toEqual({ paid: booked.amounts.total, refunded: booked.amounts.total });
    });
  });
});
