/**
 * Logistics follow the stay, and the hotel is told (docs/money.md): a change of dates moves the
 * transfer and asks the guest for the flight, `PUT /v1/reservation/{id}/transfer` gives it, and
 * the hotel's address gets an e-mail of every paid booking, change, cancellation and flight.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testTargets } from "../../platform/testing/databases";
import { formatRubles } from "../../rules";
import type { MailMessage } from "../providers/mail";
import {
  asManager,
  bookingBody,
  expectData,
  expectError,
  startTestHotel,
  type TestHotel,
  guestProof,
} from "../testing/harness";
import { ChangeResponse, HistoryResponse, LookupResponse } from "./schemas/manage";
import { InvoiceResponse } from "./schemas/payments";
import { ReservationResponse } from "./schemas/reservations";

const HOTEL = "info@example.ru";
const GUEST = "Anna.Ivanova@example.ru";

describe.each(testTargets())("logistics and the hotel's e-mails on $name", (target) => {
  let t: TestHotel;
  beforeAll(async () => {
    t = await startTestHotel(target);
  });
  afterAll(async () => {
    await t.dispose();
  });

  const manager = asManager(() => t, { id: "p-olga", name: "Ольга Смирнова" });

  /** A booking with a transfer both ways, its flights, an extra, an arrival time and a comment. */
  async function book(arrival: string, departure: string, transfer?: Record<string, unknown>) {
    return expectData(
      await t.call("POST", "/v1/reservation", {
        body: bookingBody({
          check_in_date: arrival,
          check_out_date: departure,
          arrival_time: "13:00",
          comment: "Приедем с собакой",
          extras: [{ code: "foot-massage", quantity: 2 }],
          transfer: transfer ?? {
            type: "to-from",
            arrival_flight_number: "SU1234",
            arrival_date: arrival,
            departure_flight_number: "SU1235",
            departure_date: departure,
            comment: "Детское кресло",
          },
        }),
      }),
      201,
      ReservationResponse,
    ).data;
  }

  async function pay(reservationId: string) {
    const invoice = expectData(
      await t.call("POST", `/v1/reservation/${reservationId}/invoice`, {
        headers: await guestProof(t, reservationId),
        body: { payment_provider_id: 1, payment_type: "card" },
      }),
      201,
      InvoiceResponse,
    ).data;
    const paymentId = invoice.confirmation_url?.split("/").at(-1) ?? "";
    expect((await t.hotel.sandbox.settle(paymentId, "succeeded"))?.status).toBe("succeeded");
    return invoice.amount;
  }

  async function token(reference: string) {
    return expectData(
      await t.call("POST", "/v1/reservation/lookup", { body: { reference, contact: GUEST } }),
      200,
      LookupResponse,
    ).data.manage_token;
  }

  async function change(id: string, manage: string, body: Record<string, unknown>) {
    return expectData(
      await t.call("POST", `/v1/reservation/${id}/change`, { body, headers: { "x-manage-token": manage } }),
      200,
      ChangeResponse,
    ).data;
  }

  const putTransfer = (id: string, manage: string | undefined, body: unknown) =>
    t.call("PUT", `/v1/reservation/${id}/transfer`, {
      body,
      headers: manage ? { "x-manage-token": manage } : {},
    });

  async function view(id: string, manage: string) {
    return expectData(
      await t.call("GET", `/v1/reservation/${id}`, { headers: { "x-manage-token": manage } }),
      200,
      ReservationResponse,
    ).data;
  }

  async function history(id: string, manage: string) {
    return expectData(
      await t.call("GET", `/v1/reservation/${id}/history`, { headers: { "x-manage-token": manage } }),
      200,
      HistoryResponse,
    ).data.history;
  }

  /** The e-mails sent since `from` to `to`. */
  const mailsTo = (to: string, from: number): MailMessage[] =>
    t.mails.slice(from).filter((mail) => mail.to === to);

  /** The kinds of a booking's outbox rows to the hotel, in alphabetical order (rows of one instant). */
  async function hotelRows(reservationId: string) {
    const rows = await t.hotel.db.execute<{ kind: string }>(
      `SELECT kind FROM hotel.outbox WHERE reservation_id = '${reservationId}' AND payload->>'to' = '${HOTEL}' ORDER BY kind`,
    );
    return rows.rows.map((row) => row.kind);
  }

  it("tells the hotel of a paid booking with the guest, arrival time, rooms, transfer's flights, extras, comment and money", async () => {
    const booked = await book("2027-01-11", "2027-01-13");
    const before = t.mails.length;
    const paid = await pay(booked.reservation_id);
    const [mail, ...more] = mailsTo(HOTEL, before);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`Новая оплаченная бронь ${booked.reference}`);
    expect(mail?.replyTo).toBe(GUEST);
    for (const line of [
      `Бронь ${booked.reference}`,
      "Гость: Иванова Анна Сергеевна",
      "Телефон: +7 999 123 45 67",
      `E-mail: ${GUEST}`,
      "Даты: 11 января 2027 г. — 13 января 2027 г., 2 ночи",
      "Время приезда: 13:00",
      "Делюкс, тариф «Оптимальный, с завтраком», 2 взрослых",
      `Трансфер из аэропорта в отель и обратно — ${formatRubles(12000)}`,
      "Прилёт: рейс SU1234, 11 января 2027 г.",
      "Вылет: рейс SU1235, 13 января 2027 г.",
      "Комментарий к трансферу: Детское кресло",
      `Массаж стоп × 2 — ${formatRubles(3000)}`,
      "Приедем с собакой",
      `Сейчас: оплачено ${formatRubles(paid)}`,
    ]) {
      expect(mail?.text).toContain(line);
    }
    expect(mail?.text).not.toContain("Рейс нужно уточнить");
    expect(await hotelRows(booked.reservation_id)).toEqual(["mail.hotel-new-booking"]);
    // An unpaid hold is not the hotel's news.
    const held = await book("2027-01-18", "2027-01-20");
    expect(await hotelRows(held.reservation_id)).toEqual([]);
  });

  it("moves the transfer with a change of dates made at once, asks the guest for the flights, and tells the hotel", async () => {
    const booked = await book("2027-02-01", "2027-02-04");
    await pay(booked.reservation_id);
    const manage = await token(booked.reference);
    const before = t.mails.length;
    // One night instead of three, a day later: cheaper, so made at once.
    const result = await change(booked.reservation_id, manage, {
      check_in_date: "2027-02-02",
      check_out_date: "2027-02-03",
    });
    expect(result.to_pay).toBe(0);
    expect(result.reservation?.transfer).toMatchObject({
      arrival_flight_number: "SU1234",
      arrival_date: "2027-02-02",
      departure_flight_number: "SU1235",
      departure_date: "2027-02-03",
      flight_to_confirm: true,
    });
    expect((await view(booked.reservation_id, manage)).transfer?.flight_to_confirm).toBe(true);
    const moved = (await history(booked.reservation_id, manage)).find(
      (event) => event.type === "transfer_moved",
    );
    expect(moved?.note).toContain("Рейс нужно уточнить");
    // Dates as a manager reads them, not the stored ISO form.
    expect(moved?.note).toContain("прилёт SU1234, 02.02.2027");

    const guest = mailsTo(GUEST, before).find((mail) => mail.subject.includes("изменено"));
    expect(guest?.text).toContain("Уточните номер рейса на новую дату");
    const [hotel, ...more] = mailsTo(HOTEL, before);
    expect(more).toEqual([]);
    expect(hotel?.subject).toBe(`Изменение брони ${booked.reference}`);
    expect(hotel?.text).toContain("Было: 1 февраля 2027 г. — 4 февраля 2027 г.");
    expect(hotel?.text).toContain("Стало: 2 февраля 2027 г. — 3 февраля 2027 г., 1 ночь");
    expect(hotel?.text).toContain("Прилёт: рейс SU1234, 2 февраля 2027 г.");
    expect(hotel?.text).toContain("Вылет: рейс SU1235, 3 февраля 2027 г.");
    expect(hotel?.text).toContain("Рейс нужно уточнить");
    expect(hotel?.text).toContain("Время приезда: 13:00");
    if (result.to_refund > 0)
      expect(hotel?.text).toContain(`возвращено гостю ${formatRubles(result.to_refund)}`);
    expect(await hotelRows(booked.reservation_id)).toEqual([
      "mail.hotel-booking-changed",
      "mail.hotel-new-booking",
    ]);
  });

  it("moves only the leg whose day moved, and leaves a transfer without a flight unmarked", async () => {
    const booked = await book("2027-02-15", "2027-02-18", {
      type: "to",
      arrival_date: "2027-02-15",
    });
    await pay(booked.reservation_id);
    const manage = await token(booked.reference);
    const shorter = await change(booked.reservation_id, manage, { check_out_date: "2027-02-16" });
    expect(shorter.reservation?.transfer).toMatchObject({
      arrival_date: "2027-02-15",
      flight_to_confirm: false,
    });
    const later = await change(booked.reservation_id, manage, {
      check_in_date: "2027-02-16",
      check_out_date: "2027-02-17",
    });
    if (later.to_pay > 0) {
      // A dearer night waits for its difference: the transfer moves when it is paid.
      expect((await view(booked.reservation_id, manage)).transfer?.arrival_date).toBe("2027-02-15");
      await pay(booked.reservation_id);
    }
    expect((await view(booked.reservation_id, manage)).transfer).toMatchObject({
      type: "to",
      arrival_date: "2027-02-16",
      flight_to_confirm: false,
    });
  });

  it("moves the transfer of a change that waits for its difference when the difference is paid", async () => {
    const booked = await book("2027-03-01", "2027-03-03");
    await pay(booked.reservation_id);
    const manage = await token(booked.reference);
    // Three nights, two days later: dearer, so it waits for the difference.
    const result = await change(booked.reservation_id, manage, {
      check_in_date: "2027-03-03",
      check_out_date: "2027-03-06",
    });
    expect(result.to_pay).toBeGreaterThan(0);
    const waiting = await view(booked.reservation_id, manage);
    expect(waiting.transfer).toMatchObject({ arrival_date: "2027-03-01", flight_to_confirm: false });
    const before = t.mails.length;
    expect(await hotelRows(booked.reservation_id)).toEqual(["mail.hotel-new-booking"]);

    const paid = await pay(booked.reservation_id);
    expect((await view(booked.reservation_id, manage)).transfer).toMatchObject({
      arrival_date: "2027-03-03",
      departure_date: "2027-03-06",
      flight_to_confirm: true,
    });
    const [hotel, ...more] = mailsTo(HOTEL, before);
    expect(more).toEqual([]);
    expect(hotel?.subject).toBe(`Изменение брони ${booked.reference}`);
    expect(hotel?.text).toContain("Было: 1 марта 2027 г. — 3 марта 2027 г.");
    expect(hotel?.text).toContain("Стало: 3 марта 2027 г. — 6 марта 2027 г., 3 ночи");
    expect(hotel?.text).toContain(`Сейчас: оплачено ${formatRubles(paid)}`);
    expect(hotel?.text).toContain("Рейс нужно уточнить");
    const guest = mailsTo(GUEST, before).find((mail) => mail.subject.includes("изменено"));
    expect(guest?.text).toContain("Уточните номер рейса на новую дату");
  });

  it("takes the guest's new flights, clears the mark, writes the history and tells the hotel", async () => {
    const booked = await book("2027-04-05", "2027-04-08");
    await pay(booked.reservation_id);
    const manage = await token(booked.reference);
    await change(booked.reservation_id, manage, {
      check_in_date: "2027-04-06",
      check_out_date: "2027-04-07",
    });
    const before = t.mails.length;
    const updated = expectData(
      await putTransfer(booked.reservation_id, manage, {
        arrival_flight_number: "SU1240",
        arrival_date: "2027-04-05",
        departure_flight_number: " DP502 ",
      }),
      200,
      ReservationResponse,
    ).data;
    expect(updated.transfer).toMatchObject({
      type: "to-from",
      arrival_flight_number: "SU1240",
      arrival_date: "2027-04-05",
      departure_flight_number: "DP502",
      departure_date: "2027-04-07",
      comment: "Детское кресло",
      flight_to_confirm: false,
    });
    expect((await view(booked.reservation_id, manage)).transfer?.flight_to_confirm).toBe(false);
    const event = (await history(booked.reservation_id, manage)).at(-1);
    expect(event?.type).toBe("transfer_changed");
    expect(event?.note).toContain("SU1240");
    const [hotel, ...more] = mailsTo(HOTEL, before);
    expect(more).toEqual([]);
    expect(hotel?.subject).toBe(`Гость уточнил рейс: бронь ${booked.reference}`);
    expect(hotel?.text).toContain("Прилёт: рейс SU1240, 5 апреля 2027 г.");
    expect(hotel?.text).toContain("Вылет: рейс DP502, 7 апреля 2027 г.");
    expect(hotel?.text).not.toContain("Рейс нужно уточнить");
    expect(mailsTo(GUEST, before)).toEqual([]);
  });

  it("refuses bad flights with a code and changes nothing", async () => {
    const booked = await book("2027-05-10", "2027-05-12", { type: "to", arrival_flight_number: "SU1234" });
    const manage = await token(booked.reference);
    const id = booked.reservation_id;
    expectError(
      await putTransfer(id, undefined, { arrival_flight_number: "SU1" }),
      401,
      "MANAGE_TOKEN_INVALID",
    );
    expectError(await putTransfer(id, manage, {}), 400, "VALIDATION_ERROR");
    expectError(
      await putTransfer(id, manage, { arrival_flight_number: "SU 12-34" }),
      400,
      "VALIDATION_ERROR",
    );
    expectError(await putTransfer(id, manage, { arrival_date: "10.05.2027" }), 400, "VALIDATION_ERROR");
    const outside = expectError(
      await putTransfer(id, manage, { arrival_date: "2027-05-14" }),
      422,
      "TRANSFER_DATE_OUTSIDE_STAY",
    );
    expect(outside.message).toContain("09.05.2027");
    expectError(
      await putTransfer(id, manage, { departure_flight_number: "SU1235" }),
      422,
      "TRANSFER_NOT_BOOKED",
    );
    expect((await view(id, manage)).transfer).toMatchObject({ arrival_flight_number: "SU1234" });
    // An unpaid hold may give its flight; the hotel hears of it with the paid booking.
    const held = expectData(
      await putTransfer(id, manage, { arrival_flight_number: "SU1236", arrival_date: "2027-05-09" }),
      200,
      ReservationResponse,
    ).data;
    expect(held.transfer).toMatchObject({ arrival_flight_number: "SU1236", arrival_date: "2027-05-09" });
    expect(await hotelRows(id)).toEqual([]);

    const plain = expectData(
      await t.call("POST", "/v1/reservation", {
        body: bookingBody({ check_in_date: "2027-05-10", check_out_date: "2027-05-12" }),
      }),
      201,
      ReservationResponse,
    ).data;
    expectError(
      await putTransfer(plain.reservation_id, await token(plain.reference), {
        arrival_flight_number: "SU1234",
      }),
      422,
      "TRANSFER_NOT_BOOKED",
    );
    await t.call("POST", `/v1/reservation/${id}/cancel`, { body: {}, headers: { "x-manage-token": manage } });
    expectError(
      await putTransfer(id, manage, { arrival_flight_number: "SU1234" }),
      409,
      "RESERVATION_NOT_ACTIVE",
    );
  });

  it("tells the hotel of a cancellation by the guest and by a manager, with who, the refund and what is kept", async () => {
    const byGuest = await book("2027-06-07", "2027-06-09");
    await pay(byGuest.reservation_id);
    let before = t.mails.length;
    const cancelled = await t.call("POST", `/v1/reservation/${byGuest.reservation_id}/cancel`, {
      body: { reason: "Планы изменились" },
      headers: { "x-manage-token": await token(byGuest.reference) },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    let [hotel, ...more] = mailsTo(HOTEL, before);
    expect(more).toEqual([]);
    expect(hotel?.subject).toBe(`Отмена брони ${byGuest.reference}`);
    expect(hotel?.text).toContain("Гость на сайте");
    expect(hotel?.text).toContain("Причина: Планы изменились");
    expect(hotel?.text).toContain("Вылет: рейс SU1235, 9 июня 2027 г.");
    // A flexible rate months ahead: everything comes back.
    expect(hotel?.text).toContain(`возвращено гостю ${formatRubles(byGuest.amounts.total)}`);
    expect(hotel?.text).not.toContain("остаётся у отеля");

    const byManager = await book("2027-06-14", "2027-06-16");
    await pay(byManager.reservation_id);
    before = t.mails.length;
    const response = await manager("POST", `/v1/admin/reservations/${byManager.reservation_id}/cancel`, {
      refund: "none",
      reason: "Гость не приедет",
    });
    expect(response.status, response.text).toBe(200);
    [hotel, ...more] = mailsTo(HOTEL, before);
    expect(more).toEqual([]);
    expect(hotel?.subject).toBe(`Отмена брони ${byManager.reference}`);
    expect(hotel?.text).toContain("Менеджер: Ольга Смирнова");
    expect(hotel?.text).toContain("Причина: Гость не приедет");
    expect(hotel?.text).toContain(
      `остаётся у отеля (не возвращается) ${formatRubles(byManager.amounts.total)}`,
    );
    expect(await hotelRows(byManager.reservation_id)).toEqual([
      "mail.hotel-booking-canceled",
      "mail.hotel-new-booking",
    ]);
  });
});
