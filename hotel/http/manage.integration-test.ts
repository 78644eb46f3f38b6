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

describe.each(testTargets())("managing a booking on $name", (target) => {
  let t: TestHotel;
  beforeAll(async () => {
    t = await startTestHotel(target);
  });
  afterAll(async () => {
    await t.dispose();
  });

  async function book(overrides: Parameters<typeof bookingBody>[0]) {
    return expectData(
      await t.call("POST", "/v1/reservation", { body: bookingBody(overrides) }),
      201,
      ReservationResponse,
    ).data;
  }

  async function pay(reservationId: string, amount?: number) {
    const invoice = expectData(
      await t.call("POST", `/v1/reservation/${reservationId}/invoice`, {
        headers: await guestProof(t, reservationId),
        body: { payment_provider_id: 1, payment_type: "card" },
      }),
      201,
      InvoiceResponse,
    ).data;
    if (amount !== undefined) expect(invoice.amount).toBe(amount);
    const paymentId = invoice.confirmation_url?.split("/").at(-1) ?? "";
    // The bank's answer, as the sandbox's pay page gives it for its success card.
    expect((await t.hotel.sandbox.settle(paymentId, "succeeded"))?.status).toBe("succeeded");
  }

  async function lookUp(reference: string, contact: string) {
    return expectData(
      await t.call("POST", "/v1/reservation/lookup", { body: { reference, contact } }),
      200,
      LookupResponse,
    ).data;
  }

  const as = (token: string) => ({ "x-manage-token": token });

  describe("look-up", () => {
    it("finds a booking by reference and the guest's e-mail or phone, however written", async () => {
      const booked = await book({ check_in_date: "2027-04-05", check_out_date: "2027-04-07" });
      for (const contact of [
        "anna.ivanova@EXAMPLE.ru",
        " Anna.Ivanova@example.ru ",
        "+7 (999) 123-45-67",
        "89991234567",
        "8 (999) 123-45-67",
        "999 123 45 67",
      ]) {
        const found = await lookUp(booked.reference.toLowerCase(), contact);
        expect(found.reservation.reservation_id).toBe(booked.reservation_id);
        expect(found.manage_token.length).toBeGreaterThan(30);
        expect(found.expires_at).toBe("2026-11-22T10:00:00.000Z");
      }
    });

    it("gives the same 404 for a wrong reference and for a wrong contact", async () => {
      const booked = await book({ check_in_date: "2027-04-12", check_out_date: "2027-04-13" });
      const wrongContact = expectError(
        await t.call("POST", "/v1/reservation/lookup", {
          body: { reference: booked.reference, contact: "other@example.ru" },
        }),
        404,
        "RESERVATION_NOT_FOUND",
      );
      const wrongReference = expectError(
        await t.call("POST", "/v1/reservation/lookup", {
          body: { reference: "ZZZZ2222", contact: "anna.ivanova@example.ru" },
        }),
        404,
        "RESERVATION_NOT_FOUND",
      );
      expect(wrongContact).toEqual(wrongReference);
      expectError(
        await t.call("POST", "/v1/reservation/lookup", { body: { reference: booked.reference } }),
        400,
        "VALIDATION_ERROR",
      );
    });

    it("needs the manage token of this very booking for everything after", async () => {
      const one = await book({ check_in_date: "2027-04-19", check_out_date: "2027-04-20" });
      const two = await book({ check_in_date: "2027-04-19", check_out_date: "2027-04-20" });
      const session = await lookUp(one.reference, "+79991234567");
      expectError(await t.call("GET", `/v1/reservation/${one.reservation_id}`), 401, "MANAGE_TOKEN_INVALID");
      expectError(
        await t.call("GET", `/v1/reservation/${two.reservation_id}`, { headers: as(session.manage_token) }),
        401,
        "MANAGE_TOKEN_INVALID",
      );
      const view = expectData(
        await t.call("GET", `/v1/reservation/${one.reservation_id}`, { headers: as(session.manage_token) }),
        200,
        ReservationResponse,
      );
      expect(view.data.reference).toBe(one.reference);
      t.clock.advanceMinutes(61);
      expectError(
        await t.call("GET", `/v1/reservation/${one.reservation_id}`, { headers: as(session.manage_token) }),
        401,
        "MANAGE_TOKEN_INVALID",
      );
      // The next look-up stores its token and drops the expired ones in the same statement.
      const expired = await t.count("manage_tokens", `expires_at < '${t.clock.now().toISOString()}'`);
      expect(expired).toBeGreaterThan(0);
      const again = await lookUp(one.reference, "+79991234567");
      expect(await t.count("manage_tokens", `expires_at < '${t.clock.now().toISOString()}'`)).toBe(0);
      expect(await t.count("manage_tokens")).toBeGreaterThan(0);
      expectData(
        await t.call("GET", `/v1/reservation/${one.reservation_id}`, { headers: as(again.manage_token) }),
        200,
        ReservationResponse,
      );
    });
  });

  it("edits the comment and the guest's contacts, and keeps the history", async () => {
    const booked = await book({ check_in_date: "2027-04-26", check_out_date: "2027-04-27" });
    const { manage_token: token } = await lookUp(booked.reference, "anna.ivanova@example.ru");
    const commented = expectData(
      await t.call("PATCH", `/v1/reservation/${booked.reservation_id}/comment`, {
        headers: as(token),
        body: { comment: "Номер повыше, пожалуйста" },
      }),
      200,
      ReservationResponse,
    );
    expect(commented.data.comment).toBe("Номер повыше, пожалуйста");

    const guest = expectData(
      await t.call("PATCH", `/v1/reservation/${booked.reservation_id}/guest`, {
        headers: as(token),
        body: { first_name: "John", last_name: "Smith", phone: "+442079460958", email: "john@example.uk" },
      }),
      200,
      ReservationResponse,
    );
    expect(guest.data.main_guest).toMatchObject({
      first_name: "John",
      middle_name: "",
      phone: "+442079460958",
    });
    // Digits that are no country's number are refused: a British number one digit short.
    expectError(
      await t.call("PATCH", `/v1/reservation/${booked.reservation_id}/guest`, {
        headers: as(token),
        body: { first_name: "John", last_name: "Smith", phone: "+4420794609", email: "john@example.uk" },
      }),
      400,
      "VALIDATION_ERROR",
    );
    expectError(
      await t.call("PATCH", `/v1/reservation/${booked.reservation_id}/guest`, {
        headers: as(token),
        body: { first_name: "John2", last_name: "Smith", phone: "123", email: "john@example" },
      }),
      400,
      "VALIDATION_ERROR",
    );

    // The look-up now goes by the new contacts, the phone written the British way too.
    await lookUp(booked.reference, "+44 20 7946 0958");
    await lookUp(booked.reference, "020 7946 0958");

    const history = expectData(
      await t.call("GET", `/v1/reservation/${booked.reservation_id}/history`, { headers: as(token) }),
      200,
      HistoryResponse,
    );
    expect(history.data.history.map((event) => [event.type, event.status])).toEqual([
      ["created", "held"],
      ["comment_changed", "held"],
      ["guest_changed", "held"],
    ]);
  });

  describe("change of dates or guests", () => {
    it("quotes and applies new dates with re-pricing and states the difference to pay", async () => {
      const booked = await book({ check_in_date: "2027-05-17", check_out_date: "2027-05-18" });
      await pay(booked.reservation_id);
      const { manage_token: token } = await lookUp(booked.reference, "anna.ivanova@example.ru");
      const change = { check_in_date: "2027-05-21", check_out_date: "2027-05-23" };
      const quote = expectData(
        await t.call("POST", `/v1/reservation/${booked.reservation_id}/change/quote`, {
          headers: as(token),
          body: change,
        }),
        200,
        ChangeResponse,
      ).data;
      // May (125 %), flexible (+15 %): Monday 17 May 20 100; Friday and Saturday 21–22 May 23 100 each.
      expect(quote).toMatchObject({
        old_total: 20100,
        new_total: 46200,
        difference: 26100,
        to_pay: 26100,
        to_refund: 0,
      });
      expect(quote.reservation).toBeUndefined();
      expect(await t.takenRooms(1, "2027-05-21")).toBe(0);

      const applied = expectData(
        await t.call("POST", `/v1/reservation/${booked.reservation_id}/change`, {
          headers: as(token),
          body: change,
        }),
        200,
        ChangeResponse,
      ).data;
      // Dearer than what was paid: the booking stays as paid, the change waits for its difference
      // with the new nights held (the paid night too, until the change is paid).
      expect(applied.reservation?.check_in_date).toBe("2027-05-17");
      expect(applied.reservation?.amounts).toMatchObject({ total: 20100, paid: 20100, balance_due: 0 });
      expect(applied.reservation?.status).toBe("confirmed");
      expect(applied.reservation?.pending_change).toMatchObject({
        check_in_date: "2027-05-21",
        total: 46200,
        to_pay: 26100,
      });
      expect(await t.takenRooms(1, "2027-05-17")).toBe(1);
      expect(await t.takenRooms(1, "2027-05-21")).toBe(1);
      expect(await t.takenRooms(1, "2027-05-22")).toBe(1);
      // The difference is paid through a new invoice; then the change is made.
      await pay(booked.reservation_id, 26100);
      const paid = expectData(
        await t.call("GET", `/v1/reservation/${booked.reservation_id}`, { headers: as(token) }),
        200,
        ReservationResponse,
      ).data;
      expect(paid.check_in_date).toBe("2027-05-21");
      expect(paid.amounts).toMatchObject({ total: 46200, paid: 46200, balance_due: 0 });
      expect(paid.pending_change).toBeNull();
      expect(await t.takenRooms(1, "2027-05-17")).toBe(0);
      expect(await t.takenRooms(1, "2027-05-21")).toBe(1);
    });

    it("refunds the difference of a cheaper change before the free-cancellation deadline", async () => {
      const booked = await book({ check_in_date: "2027-05-24", check_out_date: "2027-05-27" });
      await pay(booked.reservation_id);
      const { manage_token: token } = await lookUp(booked.reference, "anna.ivanova@example.ru");
      const applied = expectData(
        await t.call("POST", `/v1/reservation/${booked.reservation_id}/change`, {
          headers: as(token),
          body: { check_out_date: "2027-05-25" },
        }),
        200,
        ChangeResponse,
      ).data;
      expect(applied).toMatchObject({ old_total: 60300, new_total: 20100, to_pay: 0, to_refund: 40200 });
      expect(applied.reservation?.amounts).toMatchObject({ paid: 60300, refunded: 40200, balance_due: 0 });
    });

    it("refunds nothing when a non-refundable booking becomes cheaper", async () => {
      const booked = await book({
        check_in_date: "2027-05-31",
        check_out_date: "2027-06-02",
        choices: [{ adults: 2, children: 0, room_type_id: 1, rate_id: 1 }],
      });
      await pay(booked.reservation_id);
      const { manage_token: token } = await lookUp(booked.reference, "anna.ivanova@example.ru");
      const quote = expectData(
        await t.call("POST", `/v1/reservation/${booked.reservation_id}/change/quote`, {
          headers: as(token),
          body: { check_out_date: "2027-06-01" },
        }),
        200,
        ChangeResponse,
      ).data;
      expect(quote.difference).toBeLessThan(0);
      expect(quote.to_refund).toBe(0);
    });

    it("changes guests and room type, checks availability and capacity", async () => {
      const booked = await book({ check_in_date: "2027-06-07", check_out_date: "2027-06-08" });
      const { manage_token: token } = await lookUp(booked.reference, "anna.ivanova@example.ru");
      const path = `/v1/reservation/${booked.reservation_id}/change`;
      expectError(
        await t.call("POST", path, {
          headers: as(token),
          body: { choices: [{ adults: 3, children: 0, room_type_id: 1, rate_id: 2 }] },
        }),
        422,
        "OCCUPANCY_EXCEEDED",
      );
      // Take the only Villa night with another booking: the change to the Villa is sold out.
      await book({
        check_in_date: "2027-06-07",
        check_out_date: "2027-06-08",
        choices: [{ adults: 1, children: 0, room_type_id: 6, rate_id: 2 }],
      });
      expectError(
        await t.call("POST", path, {
          headers: as(token),
          body: { choices: [{ adults: 3, children: 0, room_type_id: 6, rate_id: 2 }] },
        }),
        409,
        "SOLD_OUT",
      );
      expect(await t.takenRooms(1, "2027-06-07")).toBe(1);
      const changed = expectData(
        await t.call("POST", path, {
          headers: as(token),
          body: { choices: [{ adults: 3, children: 0, room_type_id: 2, rate_id: 2 }] },
        }),
        200,
        ChangeResponse,
      ).data;
      expect(changed.rooms[0]).toMatchObject({ room_type_id: 2, adults: 3 });
      expect(await t.takenRooms(1, "2027-06-07")).toBe(0);
      expect(await t.takenRooms(2, "2027-06-07")).toBe(1);
      expectError(
        await t.call("POST", path, { headers: as(token), body: { check_in_date: "2026-11-01" } }),
        422,
        "ARRIVAL_IN_PAST",
      );
    });
  });

  describe("cancellation", () => {
    it("is free before the deadline of the flexible rate: the rooms are released and the payment refunded", async () => {
      const booked = await book({ check_in_date: "2027-06-14", check_out_date: "2027-06-15" });
      await pay(booked.reservation_id);
      const { manage_token: token } = await lookUp(booked.reference, "anna.ivanova@example.ru");
      const terms = expectData(
        await t.call("GET", `/v1/reservation/${booked.reservation_id}/cancellation`, { headers: as(token) }),
        200,
        CancellationResponse,
      ).data;
      expect(terms).toEqual({
        refund: booked.amounts.total,
        penalty: 0,
        paid: booked.amounts.total,
        free_cancellation_until: "2027-06-12T12:00:00.000Z",
      });
      const result = expectData(
        await t.call("POST", `/v1/reservation/${booked.reservation_id}/cancel`, {
          headers: as(token),
          body: { reason: "Изменились планы" },
        }),
        200,
        CancelResponse,
      ).data;
      expect(result.cancellation.refund).toBe(booked.amounts.total);
      expect(result.reservation.status).toBe("canceled");
      expect(result.reservation.amounts.refunded).toBe(booked.amounts.total);
      expect(await t.takenRooms(1, "2027-06-14")).toBe(0);
      expectError(
        await t.call("POST", `/v1/reservation/${booked.reservation_id}/cancel`, {
          headers: as(token),
          body: {},
        }),
        409,
        "RESERVATION_NOT_ACTIVE",
      );
      const history = expectData(
        await t.call("GET", `/v1/reservation/${booked.reservation_id}/history`, { headers: as(token) }),
        200,
        HistoryResponse,
      );
      expect(history.data.history.map((event) => event.type)).toEqual([
        "created",
        "invoice_created",
        "paid",
        "canceled",
      ]);
      expect(history.data.history.at(-1)?.note).toContain("Изменились планы");
    });

    it("refunds nothing after the deadline, and nothing for the non-refundable rate", async () => {
      const flexible = await book({ check_in_date: "2027-06-21", check_out_date: "2027-06-22" });
      await pay(flexible.reservation_id);
      const nonRefundable = await book({
        check_in_date: "2027-06-21",
        check_out_date: "2027-06-22",
        choices: [{ adults: 2, children: 0, room_type_id: 1, rate_id: 1 }],
        transfer: { type: "to" },
      });
      await pay(nonRefundable.reservation_id);

      // 47 hours before check-in: past the 48-hour deadline.
      t.clock.set("2027-06-19T13:00:00Z");
      const flexibleToken = (await lookUp(flexible.reference, "anna.ivanova@example.ru")).manage_token;
      const late = expectData(
        await t.call("POST", `/v1/reservation/${flexible.reservation_id}/cancel`, {
          headers: as(flexibleToken),
          body: {},
        }),
        200,
        CancelResponse,
      ).data;
      expect(late.cancellation).toMatchObject({ refund: 0, penalty: flexible.amounts.total });

      const nonRefundableToken = (await lookUp(nonRefundable.reference, "anna.ivanova@example.ru"))
        .manage_token;
      const kept = expectData(
        await t.call("POST", `/v1/reservation/${nonRefundable.reservation_id}/cancel`, {
          headers: as(nonRefundableToken),
          body: {},
        }),
        200,
        CancelResponse,
      ).data;
      // The room is not refunded; the transfer, not yet provided, is.
      expect(kept.cancellation).toMatchObject({ refund: 6000, penalty: nonRefundable.amounts.total - 6000 });
    });

    it("cancels an unpaid hold with nothing to refund, and refuses once the stay has begun", async () => {
      const held = await book({ check_in_date: "2026-11-23", check_out_date: "2026-11-25" });
      await pay(held.reservation_id);
      t.clock.set("2026-11-24T09:00:00Z");
      const { manage_token: token } = await lookUp(held.reference, "anna.ivanova@example.ru");
      expectError(
        await t.call("POST", `/v1/reservation/${held.reservation_id}/cancel`, {
          headers: as(token),
          body: {},
        }),
        422,
        "STAY_STARTED",
      );
      t.clock.set("2026-11-22T09:00:00Z");

      const unpaid = await book({ check_in_date: "2027-06-28", check_out_date: "2027-06-29" });
      const unpaidToken = (await lookUp(unpaid.reference, "anna.ivanova@example.ru")).manage_token;
      const result = expectData(
        await t.call("POST", `/v1/reservation/${unpaid.reservation_id}/cancel`, {
          headers: as(unpaidToken),
          body: {},
        }),
        200,
        CancelResponse,
      ).data;
      expect(result.cancellation).toMatchObject({ refund: 0, penalty: 0, paid: 0 });
      expect(await t.takenRooms(1, "2027-06-28")).toBe(0);
    });
  });
});
