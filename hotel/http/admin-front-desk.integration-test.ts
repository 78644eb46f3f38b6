/**
 * The Studio's «Бронирования» as a front desk, on the engine: the list filtered by arrival,
 * departure and creation dates and status, sorted and paged with the total; the same list as a
 * CSV file for Russian Excel; a manager's change of dates or guests by the guest's own rules and
 * money, with the manager recorded as its author; the card's arrival time, payment method and
 * flights (docs/studio-tools.md#bookings).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testTargets } from "../../platform/testing/databases";
import { formatRubles } from "../../rules";
import {
  ADMIN_KEY,
  asManager,
  bookingBody,
  expectData,
  expectError,
  heldBooking,
  paidByCard,
  guestProof,
  startTestHotel,
  type TestHotel,
} from "../testing/harness";
import { AdminReservationsResponse } from "./schemas/admin";
import { BookingCardResponse } from "./schemas/admin-bookings";
import { ChangeResponse } from "./schemas/manage";

/** RFC 4180 as Excel writes it, with `;`: quoted fields, doubled quotes, CRLF between records. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ";") {
      record.push(field);
      field = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      index += 1;
    } else field += char;
  }
  if (field !== "" || record.length > 0) throw new Error("the file does not end with CRLF");
  return records;
}

describe.each(testTargets())("the front desk on $name", (target) => {
  let t: TestHotel;
  beforeAll(async () => {
    t = await startTestHotel(target);
  });
  afterAll(async () => {
    await t.dispose();
  });

  const admin = asManager(() => t, { id: "p-irina", name: "Ирина Козлова" });

  const book = (overrides: Parameters<typeof bookingBody>[0] = {}) => heldBooking(t, overrides);
  const pay = (reservationId: string) => paidByCard(t, reservationId);

  /** The file as its bytes come (Response.text() would drop the byte-order mark). */
  async function csvFile(query: string) {
    const response = await t.hotel.app.request(`/v1/admin/reservations.csv?${query}`, {
      headers: { "x-api-key": ADMIN_KEY, "x-manager-id": "p-irina" },
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { response, bytes, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes) };
  }

  const list = async (query: string) =>
    expectData(await admin("GET", `/v1/admin/reservations?${query}`), 200, AdminReservationsResponse).data;
  const card = async (id: string) =>
    expectData(await admin("GET", `/v1/admin/reservations/${id}/card`), 200, BookingCardResponse).data;

  const guest = (last_name: string) => ({ ...(bookingBody().main_guest as object), last_name });

  /** Five bookings of June 2027, a minute apart: Белова … Дьяченко, of different lengths. */
  let june: { id: string; last: string; arrival: string; departure: string }[] = [];
  beforeAll(async () => {
    const stays = [
      ["Дьяченко", "2027-06-03", "2027-06-05"],
      ["Антонова", "2027-06-01", "2027-06-08"],
      ["Волкова", "2027-06-05", "2027-06-06"],
      ["Белова", "2027-06-02", "2027-06-04"],
      ["Гусева", "2027-06-04", "2027-06-10"],
    ] as const;
    june = [];
    for (const [last, arrival, departure] of stays) {
      const booked = await book({
        check_in_date: arrival,
        check_out_date: departure,
        main_guest: guest(last),
        comment: last === "Белова" ? 'Поздний заезд; "тихий" номер\nбез перьев' : "",
      });
      june.push({ id: booked.reservation_id, last, arrival, departure });
      t.clock.advanceMinutes(1);
    }
  });
  const JUNE = "arrival_from=2027-06-01&arrival_to=2027-06-30";
  const names = (result: { reservations: { main_guest: { last_name: string } }[] }) =>
    result.reservations.map((booking) => booking.main_guest.last_name);

  it("filters by arrival, departure and creation dates and by status, each range inclusive", async () => {
    expect((await list(JUNE)).total).toBe(5);
    expect(names(await list("arrival_from=2027-06-01&arrival_to=2027-06-02&sort=arrival&order=asc"))).toEqual(
      ["Антонова", "Белова"],
    );
    expect(
      names(await list(`${JUNE}&departure_from=2027-06-05&departure_to=2027-06-06&sort=departure&order=asc`)),
    ).toEqual(["Дьяченко", "Волкова"]);
    // Made today by the hotel's calendar: all of them; up to yesterday, none; from tomorrow, none.
    expect((await list(`${JUNE}&created_from=2026-11-22&created_to=2026-11-22`)).total).toBe(5);
    expect((await list(`${JUNE}&created_to=2026-11-21`)).total).toBe(0);
    expect((await list(`${JUNE}&created_from=2026-11-23`)).total).toBe(0);
    expect((await list(`${JUNE}&status=held`)).total).toBe(5);
    expect((await list(`${JUNE}&status=confirmed`)).total).toBe(0);
  });

  it("sorts by arrival, departure, creation, total and name, both ways", async () => {
    expect(names(await list(`${JUNE}&sort=arrival&order=asc`))).toEqual([
      "Антонова",
      "Белова",
      "Дьяченко",
      "Гусева",
      "Волкова",
    ]);
    expect(names(await list(`${JUNE}&sort=departure&order=desc`))).toEqual([
      "Гусева",
      "Антонова",
      "Волкова",
      "Дьяченко",
      "Белова",
    ]);
    // The default: the newest first.
    expect(names(await list(JUNE))).toEqual(["Гусева", "Белова", "Волкова", "Антонова", "Дьяченко"]);
    expect(names(await list(`${JUNE}&sort=created&order=asc`))).toEqual([
      "Дьяченко",
      "Антонова",
      "Волкова",
      "Белова",
      "Гусева",
    ]);
    expect(names(await list(`${JUNE}&sort=name&order=asc`))).toEqual([
      "Антонова",
      "Белова",
      "Волкова",
      "Гусева",
      "Дьяченко",
    ]);
    const byTotal = (await list(`${JUNE}&sort=total&order=desc`)).reservations.map(
      (booking) => booking.amounts.total,
    );
    expect(byTotal).toEqual([...byTotal].sort((a, b) => b - a));
    expect(byTotal[0]).toBeGreaterThan(byTotal.at(-1) ?? Infinity);
  });

  it("pages through all the results with the total: no booking twice, none left out", async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < 6; offset += 2) {
      const page = await list(`${JUNE}&sort=name&order=desc&limit=2&offset=${offset}`);
      expect(page.total).toBe(5);
      expect(page.reservations.length).toBe(offset < 4 ? 2 : 1);
      seen.push(...names(page));
    }
    expect(seen).toEqual(["Дьяченко", "Гусева", "Волкова", "Белова", "Антонова"]);
    expect((await list(`${JUNE}&limit=2&offset=10`)).reservations).toEqual([]);
  });

  it("refuses a bad query with 400 and the code, in Russian, for the list and the file alike", async () => {
    for (const path of ["/v1/admin/reservations", "/v1/admin/reservations.csv"]) {
      for (const query of [
        "sort=price",
        "order=up",
        "arrival_from=2027-13-01",
        "created_to=вчера",
        "departure_from=2027-06-10&departure_to=2027-06-01",
        "status=paid",
      ]) {
        const error = expectError(await admin("GET", `${path}?${query}`), 400, "VALIDATION_ERROR");
        expect(error.message).toMatch(/[а-я]/i);
      }
    }
    expectError(await admin("GET", "/v1/admin/reservations?limit=0"), 400, "VALIDATION_ERROR");
    expectError(await admin("GET", "/v1/admin/reservations?offset=-1"), 400, "VALIDATION_ERROR");
    const range = expectError(
      await admin("GET", "/v1/admin/reservations?created_from=2026-11-22&created_to=2026-11-01"),
      400,
      "VALIDATION_ERROR",
    );
    expect(range.message).toContain("Конец периода создания раньше его начала");
    expectError(await t.call("GET", "/v1/admin/reservations.csv"), 401, "UNAUTHORIZED");
  });

  it("writes every booking of the filter, in its order, as a CSV file for Russian Excel", async () => {
    const answer = await csvFile(`${JUNE}&sort=arrival&order=asc`);
    expect(answer.response.status).toBe(200);
    expect(answer.response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.response.headers.get("content-disposition")).toBe(
      'attachment; filename="bookings-2026-11-22.csv"',
    );
    // UTF-8's byte-order mark, then the header.
    expect([...answer.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(answer.text.startsWith("\uFEFFНомер брони;Статус;")).toBe(true);
    const [header, ...rows] = parseCsv(answer.text.slice(1));
    expect(header).toEqual([
      "Номер брони",
      "Статус",
      "Гость",
      "Телефон",
      "E-mail",
      "Заезд",
      "Выезд",
      "Ночей",
      "Номера",
      "Гостей",
      "Сумма, ₽",
      "Оплачено, ₽",
      "Возвращено, ₽",
      "К оплате, ₽",
      "Способ оплаты",
      "Время заезда",
      "Трансфер",
      "Комментарий",
      "Создана",
    ]);
    const shown = (await list(`${JUNE}&sort=arrival&order=asc`)).reservations;
    expect(rows.map((row) => row[0])).toEqual(shown.map((booking) => booking.reference));
    const first = Object.fromEntries(header?.map((title, index) => [title, rows[0]?.[index]]) ?? []);
    const booking = shown[0];
    expect(first).toMatchObject({
      Статус: "Ожидает оплаты",
      Гость: "Антонова Анна Сергеевна",
      // A phone starts with «+»: an apostrophe first, so Excel does not take it for a formula.
      Телефон: `'${booking?.main_guest.phone}`,
      Заезд: "01.06.2027",
      Выезд: "08.06.2027",
      Ночей: "7",
      "Сумма, ₽": String(booking?.amounts.total),
      "Оплачено, ₽": "0",
      Создана: "22.11.2026 11:01",
    });
    // A field with the separator, quotes and a line break comes back whole.
    expect(rows[1]?.[17]).toBe('Поздний заезд; "тихий" номер\nбез перьев');
    // All the pages, not the first: 201 rows and more (the file reads the list in pages of 200).
    const all = await csvFile("");
    expect(parseCsv(all.text.slice(1)).length - 1).toBe((await list("")).total);
  });

  it("writes more rows than one page of its reading", async () => {
    // Three nights each (the seeded prices' longest minimum), one arriving every day from
    // 1 September 2027: three rooms taken a night at most.
    const first = Date.UTC(2027, 8, 1);
    const day = (index: number) => new Date(first + index * 86_400_000).toISOString().slice(0, 10);
    for (let index = 0; index < 201; index += 1) {
      await book({ check_in_date: day(index), check_out_date: day(index + 3) });
    }
    const answer = await csvFile(`arrival_from=${day(0)}&arrival_to=${day(200)}`);
    const rows = parseCsv(answer.text.slice(1)).slice(1);
    expect(rows.length).toBe(201);
    expect(new Set(rows.map((row) => row[0])).size).toBe(201);
  }, 120_000);

  /** Two identical paid bookings: one the guest changes, the other the manager. */
  async function twins(arrival: string, departure: string) {
    const pair = [];
    for (const last of ["Гостева", "Менеджерова"]) {
      const booked = await book({
        check_in_date: arrival,
        check_out_date: departure,
        main_guest: guest(last),
      });
      await pay(booked.reservation_id);
      pair.push(booked.reservation_id);
    }
    return pair as [string, string];
  }

  /** The same change, made by the guest on one twin and then by the manager on the other. */
  async function changeBoth(byGuest: string, byManager: string, change: Record<string, unknown>) {
    const guestChange = expectData(
      await t.call("POST", `/v1/reservation/${byGuest}/change`, {
        headers: await guestProof(t, byGuest),
        body: change,
      }),
      200,
      ChangeResponse,
    ).data;
    const managerChange = expectData(
      await admin("POST", `/v1/admin/reservations/${byManager}/change`, change),
      200,
      ChangeResponse,
    ).data;
    return { guestChange, managerChange };
  }

  it("changes dates by the guest's rules: a shorter stay refunds what the guest's own change would", async () => {
    const [byGuest, byManager] = await twins("2027-04-10", "2027-04-14");
    const change = { check_in_date: "2027-04-10", check_out_date: "2027-04-12" };
    const quote = expectData(
      await admin("POST", `/v1/admin/reservations/${byManager}/change/quote`, change),
      200,
      ChangeResponse,
    ).data;
    const { guestChange, managerChange } = await changeBoth(byGuest, byManager, change);
    const money = (data: typeof quote) => ({
      new_total: data.new_total,
      to_pay: data.to_pay,
      to_refund: data.to_refund,
      kept: data.kept,
    });
    expect(money(managerChange)).toEqual(money(guestChange));
    expect(money(quote)).toEqual(money(guestChange));
    expect(managerChange.to_refund).toBeGreaterThan(0);
    expect(managerChange.reservation).toMatchObject({
      check_in_date: "2027-04-10",
      check_out_date: "2027-04-12",
      amounts: guestChange.reservation?.amounts,
    });
    const after = await card(byManager);
    expect(after.reservation.amounts.refunded).toBe(managerChange.to_refund);
    expect(after.effects.filter((effect) => effect.kind === "provider.refund").map((e) => e.amount)).toEqual([
      managerChange.to_refund,
    ]);
    expect(after.actions[0]).toMatchObject({
      action: "reservation.change",
      manager_id: "p-irina",
      manager_name: "Ирина Козлова",
      reservation_id: byManager,
    });
    expect(after.actions[0]?.summary).toContain("к возврату");
    expect(after.history.at(-1)?.note).toMatch(/^Бронь изменена \(менеджер Ирина Козлова\): даты/);
    // The guest's own change has no manager's record.
    expect((await card(byGuest)).actions).toEqual([]);
  });

  it("makes a dearer change of a paid booking wait for the guest's payment, as the guest's would", async () => {
    const [byGuest, byManager] = await twins("2027-04-20", "2027-04-22");
    const change = { check_in_date: "2027-04-20", check_out_date: "2027-04-25" };
    const { guestChange, managerChange } = await changeBoth(byGuest, byManager, change);
    expect(managerChange.to_pay).toBe(guestChange.to_pay);
    expect(managerChange.to_pay).toBeGreaterThan(0);
    const after = await card(byManager);
    // The booking stays as paid; the change waits for its difference.
    expect(after.reservation).toMatchObject({ check_in_date: "2027-04-20", check_out_date: "2027-04-22" });
    expect(after.reservation.pending_change).toMatchObject({
      check_in_date: "2027-04-20",
      check_out_date: "2027-04-25",
      to_pay: managerChange.to_pay,
    });
    expect(after.actions[0]).toMatchObject({ action: "reservation.change", manager_name: "Ирина Козлова" });
    expect(after.actions[0]?.summary).toContain("ждёт доплаты");
    // The guest whose booking the manager changed is told by e-mail what to pay and until when;
    // the guest who made their own change is on the payment step and gets no such e-mail.
    const told = (reference: string) =>
      t.mails.filter((mail) => mail.subject === `Изменение брони ${reference} ждёт доплаты`);
    const managersGuest = after.reservation.reference;
    const ownGuest = (await card(byGuest)).reservation.reference;
    expect(told(ownGuest)).toEqual([]);
    const [mail] = told(managersGuest);
    expect(told(managersGuest)).toHaveLength(1);
    expect(mail?.text).toContain(formatRubles(managerChange.to_pay));
    expect(mail?.text).toMatch(/Оплатите до \d+ \p{L}+ \d{4} г\. в \d\d:\d\d/u);
    expect(mail?.text).toContain("/booking/check");
    // A manager's change holds its rooms for a day, the guest's own for one hold period.
    const held = (id: string) =>
      card(id).then(
        (c) => Date.parse(c.reservation.pending_change?.hold_expires_at ?? "") - t.clock.now().getTime(),
      );
    expect(await held(byManager)).toBe(24 * 60 * 60_000);
    expect(await held(byGuest)).toBe(20 * 60_000);
    // Two hours on, the guest's own unpaid change has lapsed; the manager's still waits.
    t.clock.advanceMinutes(120);
    expect((await card(byGuest)).reservation.pending_change).toBeNull();
    expect((await card(byManager)).reservation.pending_change?.to_pay).toBe(managerChange.to_pay);
    // The guest pays the difference as for a change of their own: the booking moves.
    await pay(byManager);
    const paid = await card(byManager);
    expect(paid.reservation).toMatchObject({
      check_out_date: "2027-04-25",
      pending_change: null,
      amounts: { balance_due: 0 },
    });
  });

  it("gives the engine's refusals of a change in Russian with their codes", async () => {
    const booked = await book({ check_in_date: "2027-05-10", check_out_date: "2027-05-12" });
    const past = expectError(
      await admin("POST", `/v1/admin/reservations/${booked.reservation_id}/change`, {
        check_in_date: "2026-11-01",
        check_out_date: "2026-11-03",
      }),
      422,
      "ARRIVAL_IN_PAST",
    );
    expect(past.message).toMatch(/[а-я]/i);
    expectError(
      await admin("POST", `/v1/admin/reservations/${booked.reservation_id}/change`, {
        check_in_date: "2027-05-12",
        check_out_date: "2027-05-10",
      }),
      400,
      "INVALID_STAY",
    );
    expectError(
      await admin("POST", "/v1/admin/reservations/00000000-0000-4000-8000-000000000000/change", {
        check_in_date: "2027-05-10",
        check_out_date: "2027-05-11",
      }),
      404,
      "RESERVATION_NOT_FOUND",
    );
  });

  it("shows on the card the arrival time, how it was paid and the transfer's flights", async () => {
    const booked = await book({
      check_in_date: "2027-07-01",
      check_out_date: "2027-07-03",
      arrival_time: "13:00",
      transfer: {
        type: "to-from",
        arrival_flight_number: "SU1234",
        arrival_date: "2027-07-01",
        departure_flight_number: "SU1235",
        departure_date: "2027-07-03",
      },
    });
    await pay(booked.reservation_id);
    expect((await card(booked.reservation_id)).payments.map((payment) => payment.method)).toEqual(["card"]);
    // The sandbox takes cards only: an SBP payment as YooKassa's would be recorded.
    await t.hotel.db.execute(
      `UPDATE hotel.invoices SET payment_type = 'sbp' WHERE reservation_id = '${booked.reservation_id}'`,
    );
    const shown = await card(booked.reservation_id);
    expect(shown.reservation.arrival_time).toBe("13:00");
    expect(shown.reservation.transfer).toMatchObject({
      type: "to-from",
      arrival_flight_number: "SU1234",
      departure_flight_number: "SU1235",
    });
    expect(shown.payments).toEqual([
      { amount: shown.reservation.amounts.paid, method: "sbp", paid_at: expect.any(String) },
    ]);
  });
});
