import { mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testTargets } from "../../platform/testing/databases";
import { createMailProvider } from "../providers/mail";
import { bookingBody, expectData, expectError, startTestHotel, type TestHotel } from "../testing/harness";
import { AdminReservationsResponse, InventoryResponse, PricesResponse } from "./schemas/admin";
import { GuestRequestResponse } from "./schemas/guest-requests";
import { AdminGuestRequestsResponse } from "./schemas/admin-requests";
import { ReservationResponse } from "./schemas/reservations";
import { CalendarResponse, SearchResponse } from "./schemas/rooms";

describe.each(testTargets())("manager endpoints and guest requests on $name", (target) => {
  let t: TestHotel;
  const mailDir = mkdtempSync(path.join(tmpdir(), "hotel-mail-"));
  beforeAll(async () => {
    // The real mail provider without SMTP: .eml files in DATA_DIR/mail.
    t = await startTestHotel(target, {
      mail: createMailProvider({ from: "Отель <info@example.ru>", dataDir: mailDir }),
      hotelMailTo: "frontdesk@example.ru",
    });
  });
  afterAll(async () => {
    await t.dispose();
  });

  const prices = (body: unknown, key: "admin" | "api" = "admin") =>
    t.call("PUT", "/v1/admin/prices", { body, key });

  it("keeps manager endpoints behind the admin key", async () => {
    expectError(await t.call("GET", "/v1/admin/reservations"), 401, "UNAUTHORIZED");
    expectError(await t.call("GET", "/v1/admin/reservations", { key: "none" }), 401, "UNAUTHORIZED");
    expectError(
      await prices({ from: "2027-07-05", to: "2027-07-05", amount: 1 }, "api"),
      401,
      "UNAUTHORIZED",
    );
  });

  it("sets prices for a date range, category, rate and weekdays; the search and calendar follow", async () => {
    const result = expectData(
      await prices({
        from: "2027-07-05",
        to: "2027-07-11",
        room_type_ids: [1],
        rate_ids: [1],
        weekdays: [1, 2],
        amount: 9900,
      }),
      200,
      PricesResponse,
    );
    expect(result.data.updated).toBe(2);
    const { data } = expectData(
      await t.call("POST", "/v1/rooms", {
        body: {
          check_in_date: "2027-07-05",
          check_out_date: "2027-07-08",
          layout: [{ adults: 1, children: 0 }],
        },
      }),
      200,
      SearchResponse,
    );
    const deluxe = data.choices[0]?.room_types.find((type) => type.id === 1);
    // July: 160 % of 14 000 = 22 400 on Wednesday; Monday and Tuesday now 9 900.
    expect(deluxe?.rates[0]?.nightly.map((night) => night.amount)).toEqual([9900, 9900, 22400]);
    expect(deluxe?.rates[0]?.price).toBe(42200);
    const calendar = expectData(
      await t.call("GET", "/v1/rooms/calendar?starts_at=2027-07-05&days=3"),
      200,
      CalendarResponse,
    );
    expect(calendar.data.calendar).toEqual([
      { amount: 9900, idx: 0 },
      { amount: 9900, idx: 1 },
      { amount: 22400, idx: 2 },
    ]);
  });

  it("closes a date for everything: the calendar leaves it out and a booking over it is refused", async () => {
    expectData(await prices({ from: "2027-07-14", to: "2027-07-14", closed: true }), 200, PricesResponse);
    const calendar = expectData(
      await t.call("GET", "/v1/rooms/calendar?starts_at=2027-07-13&days=3"),
      200,
      CalendarResponse,
    );
    expect(calendar.data.calendar.map((entry) => entry.idx)).toEqual([0, 2]);
    expectError(
      await t.call("POST", "/v1/reservation", {
        body: bookingBody({ check_in_date: "2027-07-13", check_out_date: "2027-07-15" }),
      }),
      422,
      "RATE_CLOSED",
    );
    expectData(await prices({ from: "2027-07-14", to: "2027-07-14", closed: false }), 200, PricesResponse);
    expect(
      (
        await t.call("POST", "/v1/reservation", {
          body: bookingBody({ check_in_date: "2027-07-13", check_out_date: "2027-07-15" }),
        })
      ).status,
    ).toBe(201);
  });

  it("sets a minimum stay, prices nights beyond the seeded calendar, and refuses bad ranges", async () => {
    expectData(await prices({ from: "2027-07-19", to: "2027-07-19", min_stay: 4 }), 200, PricesResponse);
    expectError(
      await t.call("POST", "/v1/reservation", {
        body: bookingBody({ check_in_date: "2027-07-19", check_out_date: "2027-07-21" }),
      }),
      422,
      "MIN_STAY",
    );
    // After the 18 seeded months: without a price first, then sold once priced.
    const beyond = { check_in_date: "2028-06-01", check_out_date: "2028-06-02" };
    expectError(await t.call("POST", "/v1/reservation", { body: bookingBody(beyond) }), 422, "RATE_CLOSED");
    expectError(
      await prices({ from: "2028-06-01", to: "2028-06-01", closed: false }),
      422,
      "PRICE_RANGE_INVALID",
    );
    expectData(await prices({ from: "2028-06-01", to: "2028-06-01", amount: 30000 }), 200, PricesResponse);
    expect((await t.call("POST", "/v1/reservation", { body: bookingBody(beyond) })).status).toBe(201);

    expectError(
      await prices({ from: "2027-07-20", to: "2027-07-19", amount: 100 }),
      422,
      "PRICE_RANGE_INVALID",
    );
    expectError(await prices({ from: "2027-07-20", to: "2027-07-21" }), 422, "PRICE_RANGE_INVALID");
    expectError(await prices({ from: "2027-07-20", to: "2027-07-21", amount: -5 }), 400, "VALIDATION_ERROR");
    expectError(
      await prices({ from: "2027-07-20", to: "2027-07-21", amount: 100, room_type_ids: [9] }),
      404,
      "ROOM_TYPE_NOT_FOUND",
    );
  });

  it("changes a rate's free-cancellation deadline for new bookings", async () => {
    const patched = await t.call("PATCH", "/v1/admin/rate-plans/2", {
      key: "admin",
      body: { free_cancellation_hours: 72 },
    });
    expect(patched.status).toBe(200);
    const { data } = expectData(
      await t.call("POST", "/v1/reservation", {
        body: bookingBody({ check_in_date: "2027-07-26", check_out_date: "2027-07-27" }),
      }),
      201,
      ReservationResponse,
    );
    expect(data.rooms[0]?.free_cancellation_until).toBe("2027-07-23T12:00:00.000Z");
    expectError(
      await t.call("PATCH", "/v1/admin/rate-plans/1", {
        key: "admin",
        body: { free_cancellation_hours: 24 },
      }),
      422,
      "PRICE_RANGE_INVALID",
    );
    await t.call("PATCH", "/v1/admin/rate-plans/2", { key: "admin", body: { free_cancellation_hours: 48 } });
  });

  it("finds reservations by reference, e-mail, phone or name, and by status and arrival", async () => {
    const { data: booked } = expectData(
      await t.call("POST", "/v1/reservation", {
        body: bookingBody({
          check_in_date: "2027-08-02",
          check_out_date: "2027-08-03",
          main_guest: {
            ...(bookingBody().main_guest as object),
            last_name: "Соколова",
            phone: "+79005554433",
          },
        }),
      }),
      201,
      ReservationResponse,
    );
    // The phone in any writing a manager may type: the trunk «8» means +7 as when it was stored.
    const queries = [
      booked.reference,
      "соколова",
      "5554433",
      "anna.ivanova@",
      "8 900 555-44-33",
      "+7 (900) 555-44-33",
      // Partial, as a manager types it from the start: «8 900 555» is +7 900 555…
      "8 900 555",
    ];
    for (const q of queries) {
      const { data } = expectData(
        await t.call("GET", `/v1/admin/reservations?q=${encodeURIComponent(q)}`, { key: "admin" }),
        200,
        AdminReservationsResponse,
      );
      expect(data.reservations.map((reservation) => reservation.reservation_id)).toContain(
        booked.reservation_id,
      );
    }
    const byArrival = expectData(
      await t.call(
        "GET",
        "/v1/admin/reservations?arrival_from=2027-08-02&arrival_to=2027-08-02&status=held",
        { key: "admin" },
      ),
      200,
      AdminReservationsResponse,
    );
    expect(byArrival.data.total).toBe(1);
    expectError(
      await t.call("GET", "/v1/admin/reservations?status=lost", { key: "admin" }),
      400,
      "VALIDATION_ERROR",
    );
    const inventory = expectData(
      await t.call("GET", "/v1/admin/inventory?from=2027-08-02&to=2027-08-02", { key: "admin" }),
      200,
      InventoryResponse,
    );
    expect(inventory.data.inventory.find((row) => row.room_type_id === 1)).toEqual({
      room_type_id: 1,
      date: "2027-08-02",
      total: 30,
      on_sale: 30,
      free: 29,
    });
  });

  describe("guest requests («Оставить заявку»)", () => {
    const valid = {
      first_name: "Пётр",
      last_name: "Смирнов",
      phone: "+79000000000",
      email: "petr@example.ru",
      comment: "Хочу арендовать Geely Atlas на выходные",
      personal_data_permission: true,
      source: "/car",
    };

    it("stores the request with the consent time and e-mails it to the hotel", async () => {
      const { data } = expectData(
        await t.call("POST", "/v1/guest-requests", { body: valid }),
        201,
        GuestRequestResponse,
      );
      expect(data.mailed).toBe(true);
      const stored = expectData(
        await t.call("GET", "/v1/admin/guest-requests", { key: "admin" }),
        200,
        AdminGuestRequestsResponse,
      );
      expect(stored.data.requests[0]).toMatchObject({
        request_id: data.request_id,
        first_name: "Пётр",
        source: "/car",
        personal_data_permission: true,
        consent_at: "2026-11-22T09:00:00.000Z",
        mail_status: "sent",
      });
      const files = readdirSync(path.join(mailDir, "mail"));
      expect(files).toHaveLength(1);
      const eml = readFileSync(path.join(mailDir, "mail", files[0] ?? ""), "utf8");
      expect(eml).toContain("To: frontdesk@example.ru");
      expect(eml).toContain("Reply-To: petr@example.ru");
    });

    it("refuses a request that the site's form would refuse, naming the API's fields, and stores nothing", async () => {
      const before = await t.count("guest_requests");
      const cases: [Record<string, unknown>, string, string][] = [
        [{ first_name: "" }, "json.first_name", "Обязательное поле"],
        [{ phone: "12345" }, "json.phone", "Введите корректный телефон"],
        [{ email: "petr@" }, "json.email", "Введите корректный email"],
        [
          { personal_data_permission: false },
          "json.personal_data_permission",
          "Подтвердите согласие на обработку персональных данных",
        ],
        [{ comment: "я".repeat(1001) }, "json.comment", "Не более 1000 символов"],
      ];
      for (const [override, field, message] of cases) {
        const error = expectError(
          await t.call("POST", "/v1/guest-requests", { body: { ...valid, ...override } }),
          400,
          "VALIDATION_ERROR",
        );
        expect(error.details).toEqual({ issues: [expect.objectContaining({ path: field, message })] });
      }
      expectError(
        await t.call("POST", "/v1/guest-requests", { body: { ...valid, last_name: 5 } }),
        400,
        "VALIDATION_ERROR",
      );
      expect(await t.count("guest_requests")).toBe(before);
    });
  });
});
