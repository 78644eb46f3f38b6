/**
 * The Studio's «Бронирования» on the engine: finding bookings by any part of the guest's name,
 * e-mail or phone in any writing; a booking's card with its history, e-mails and managers'
 * actions; cancellation by a manager by the policy or without a refund; the confirmation sent
 * again; internal notes the guest never sees — each recorded with who and when.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testTargets } from "../../platform/testing/databases";
import { formatRubles } from "../../rules/money";
import {
  asManager,
  bookingBody,
  expectData,
  expectError,
  heldBooking,
  paidByCard,
  startTestHotel,
  type TestHotel,
} from "../testing/harness";
import {
  BookingCardResponse,
  BookingNoteResponse,
  AdminActionsResponse,
  ResendResponse,
} from "./schemas/admin-bookings";
import { AdminReservationsResponse } from "./schemas/admin";
import { CancelResponse, HistoryResponse, LookupResponse } from "./schemas/manage";

describe.each(testTargets())("managers' bookings on $name", (target) => {
  let t: TestHotel;
  beforeAll(async () => {
    t = await startTestHotel(target);
  });
  afterAll(async () => {
    await t.dispose();
  });

  const admin = asManager(() => t, { id: "p-olga", name: "Ольга Смирнова" });

  const book = (overrides: Parameters<typeof bookingBody>[0] = {}) => heldBooking(t, overrides);
  const pay = (reservationId: string) => paidByCard(t, reservationId);

  const card = async (id: string) =>
    expectData(await admin("GET", `/v1/admin/reservations/${id}/card`), 200, BookingCardResponse).data;

  it("finds a booking by the guest's full name in any order, by the middle name, e-mail or phone in any writing", async () => {
    const booked = await book({
      check_in_date: "2027-03-01",
      check_out_date: "2027-03-02",
      main_guest: { ...(bookingBody().main_guest as object), last_name: "Кузнецова", phone: "+79005554433" },
    });
    for (const q of [
      "Кузнецова Анна",
      "анна кузнецова",
      "Сергеевна",
      "ANNA.IVANOVA@",
      "8 (900) 555-44-33",
      booked.reference,
    ]) {
      const { data } = expectData(
        await admin("GET", `/v1/admin/reservations?q=${encodeURIComponent(q)}`),
        200,
        AdminReservationsResponse,
      );
      expect(
        data.reservations.map((reservation) => reservation.reservation_id),
        q,
      ).toContain(booked.reservation_id);
    }
    const { data } = expectData(
      await admin("GET", `/v1/admin/reservations?q=${encodeURIComponent("Кузнецова Мария")}`),
      200,
      AdminReservationsResponse,
    );
    expect(data.total).toBe(0);
  });

  it("shows a paid booking's card: history, the e-mails it sent and what a cancellation would give back", async () => {
    const booked = await book({ check_in_date: "2027-03-08", check_out_date: "2027-03-10" });
    await pay(booked.reservation_id);
    const data = await card(booked.reservation_id);
    expect(data.reservation.status).toBe("confirmed");
    expect(data.history.map((event) => event.type)).toEqual(expect.arrayContaining(["created", "paid"]));
    expect(data.effects.map((effect) => [effect.kind, effect.status, effect.target])).toEqual(
      expect.arrayContaining([
        ["mail.booking-confirmed", "sent", "Anna.Ivanova@example.ru"],
        ["mail.payment-received", "sent", "Anna.Ivanova@example.ru"],
      ]),
    );
    // Flexible rate, months before its deadline: everything comes back.
    expect(data.cancellation).toMatchObject({ refund: data.reservation.amounts.paid, penalty: 0 });
    expectError(
      await admin("GET", "/v1/admin/reservations/00000000-0000-4000-8000-000000000000/card"),
      404,
      "RESERVATION_NOT_FOUND",
    );
  });

  it("cancels a paid booking by the policy: the refund is made, the guest is told, and who did it is recorded", async () => {
    const booked = await book({ check_in_date: "2027-03-15", check_out_date: "2027-03-17" });
    await pay(booked.reservation_id);
    const paid = (await card(booked.reservation_id)).reservation.amounts.paid;
    const mails = t.mails.length;
    const result = expectData(
      await admin("POST", `/v1/admin/reservations/${booked.reservation_id}/cancel`, {
        refund: "policy",
        reason: "Гость попросил по телефону",
      }),
      200,
      CancelResponse,
    ).data;
    expect(result.cancellation.refund).toBe(paid);
    expect(result.reservation.status).toBe("canceled");
    expect(result.reservation.amounts.refunded).toBe(paid);
    // The guest's notice, and the hotel's with who cancelled (hotel/http/logistics.integration-test.ts).
    expect(t.mails.slice(mails).map((mail) => [mail.to, mail.subject])).toEqual([
      ["Anna.Ivanova@example.ru", expect.stringContaining("отмен")],
      ["info@example.ru", `Отмена брони ${booked.reference}`],
    ]);
    const after = await card(booked.reservation_id);
    expect(after.cancellation).toBeNull();
    expect(after.history.at(-1)?.note).toBe(
      `Бронь отменена отелем: Гость попросил по телефону. К возврату ${formatRubles(paid)}`,
    );
    expect(after.actions[0]).toMatchObject({
      action: "reservation.cancel",
      manager_id: "p-olga",
      manager_name: "Ольга Смирнова",
      reservation_id: booked.reservation_id,
    });
    expect(after.effects.map((effect) => effect.kind)).toContain("provider.refund");
    // The guest's booking check shows it cancelled with the refund.
    const lookup = expectData(
      await t.call("POST", "/v1/reservation/lookup", {
        body: { reference: booked.reference, contact: "+79991234567" },
      }),
      200,
      LookupResponse,
    ).data;
    expect(lookup.reservation).toMatchObject({ status: "canceled", amounts: { refunded: paid } });
    expectError(
      await admin("POST", `/v1/admin/reservations/${booked.reservation_id}/cancel`, { refund: "policy" }),
      409,
      "RESERVATION_NOT_ACTIVE",
    );
  });

  it("cancels without a refund when the manager decides so, and says what the policy would have given", async () => {
    const booked = await book({ check_in_date: "2027-03-22", check_out_date: "2027-03-23" });
    await pay(booked.reservation_id);
    const paid = (await card(booked.reservation_id)).reservation.amounts.paid;
    const result = expectData(
      await admin("POST", `/v1/admin/reservations/${booked.reservation_id}/cancel`, { refund: "none" }),
      200,
      CancelResponse,
    ).data;
    expect(result.cancellation).toMatchObject({ refund: 0, penalty: paid });
    expect(result.reservation.amounts.refunded).toBe(0);
    const after = await card(booked.reservation_id);
    expect(after.effects.map((effect) => effect.kind)).not.toContain("provider.refund");
    expect(after.actions[0]?.summary).toBe(
      `Бронь ${booked.reference} отменена; без возврата (по правилам тарифа вернулось бы ${formatRubles(paid)})`,
    );
    expectError(
      await admin("POST", `/v1/admin/reservations/${booked.reservation_id}/cancel`, { refund: "all" }),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("sends the confirmation again as a new e-mail, only for a confirmed booking", async () => {
    const held = await book({ check_in_date: "2027-03-29", check_out_date: "2027-03-30" });
    expectError(
      await admin("POST", `/v1/admin/reservations/${held.reservation_id}/resend-confirmation`),
      409,
      "RESERVATION_NOT_ACTIVE",
    );
    await pay(held.reservation_id);
    const before = (await card(held.reservation_id)).effects.filter(
      (effect) => effect.kind === "mail.booking-confirmed",
    );
    expect(
      expectData(
        await admin("POST", `/v1/admin/reservations/${held.reservation_id}/resend-confirmation`),
        200,
        ResendResponse,
      ).data,
    ).toEqual({ to: "Anna.Ivanova@example.ru" });
    const after = await card(held.reservation_id);
    expect(after.effects.filter((effect) => effect.kind === "mail.booking-confirmed")).toHaveLength(
      before.length + 1,
    );
    expect(t.mails.at(-1)?.to).toBe("Anna.Ivanova@example.ru");
    expect(after.actions[0]).toMatchObject({ action: "reservation.resend", manager_name: "Ольга Смирнова" });
  });

  it("keeps internal notes for managers: in the card, never in the guest's history", async () => {
    const booked = await book({ check_in_date: "2027-04-05", check_out_date: "2027-04-06" });
    const note = expectData(
      await admin("POST", `/v1/admin/reservations/${booked.reservation_id}/notes`, {
        text: "  Просит номер у лифта  ",
      }),
      200,
      BookingNoteResponse,
    ).data.action;
    expect(note).toMatchObject({
      action: "reservation.note",
      summary: "Просит номер у лифта",
      manager_id: "p-olga",
    });
    expect((await card(booked.reservation_id)).actions[0]?.summary).toBe("Просит номер у лифта");
    const session = expectData(
      await t.call("POST", "/v1/reservation/lookup", {
        body: { reference: booked.reference, contact: "anna.ivanova@example.ru" },
      }),
      200,
      LookupResponse,
    ).data;
    const history = expectData(
      await t.call("GET", `/v1/reservation/${booked.reservation_id}/history`, {
        headers: { "x-manage-token": session.manage_token },
      }),
      200,
      HistoryResponse,
    ).data.history;
    expect(JSON.stringify(history)).not.toContain("лифта");
    expectError(
      await admin("POST", `/v1/admin/reservations/${booked.reservation_id}/notes`, { text: "   " }),
      400,
      "VALIDATION_ERROR",
    );
    const log = expectData(
      await admin("GET", `/v1/admin/actions?reservation_id=${booked.reservation_id}`),
      200,
      AdminActionsResponse,
    ).data;
    expect(log.total).toBe(1);
  });

  it("offers no cancellation once the stay has begun, and says so to the manager (last: it moves the clock)", async () => {
    const booked = await book({ check_in_date: "2026-11-24", check_out_date: "2026-11-27" });
    await pay(booked.reservation_id);
    expect((await card(booked.reservation_id)).cancellation).not.toBeNull();
    t.clock.advanceMinutes(3 * 24 * 60);
    expect((await card(booked.reservation_id)).cancellation).toBeNull();
    const refused = expectError(
      await admin("POST", `/v1/admin/reservations/${booked.reservation_id}/cancel`, { refund: "policy" }),
      422,
      "STAY_STARTED",
    );
    expect(refused.message).toBe("Проживание уже началось: такую бронь отменить нельзя");
    expect((await card(booked.reservation_id)).reservation.status).toBe("confirmed");
  });
});
