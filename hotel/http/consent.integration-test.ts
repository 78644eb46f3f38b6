/**
 * The guest's consents as stored (docs/booking-engine.md «Personal data (152-FZ)»): the special
 * offers as the guest answered, the personal-data consent with the version of its document and
 * the time — for a booking and for a request of the site's modal.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testTargets } from "../../platform/testing/databases";
import {
  asManager,
  bookingBody,
  expectData,
  expectError,
  startTestHotel,
  type TestHotel,
} from "../testing/harness";
import { GuestRequestResponse } from "./schemas/guest-requests";
import { AdminGuestRequestsResponse } from "./schemas/admin-requests";
import { ReservationResponse } from "./schemas/reservations";

const VERSION = "/documents/personal-data@2026-11-20T10:00:00Z";

describe.each(testTargets())("consents on $name", (target) => {
  let t: TestHotel;
  beforeAll(async () => {
    t = await startTestHotel(target);
  });
  afterAll(async () => {
    await t.dispose();
  });

  const guest = (extra: Record<string, unknown>) => ({
    first_name: "Анна",
    last_name: "Иванова",
    phone: "+79991234567",
    email: "anna@example.ru",
    personal_data_permission: true,
    ...extra,
  });

  it("keeps a booking's special offers as answered and the consent's document with its time", async () => {
    const declined = expectData(
      await t.call("POST", "/v1/reservation", {
        body: bookingBody({
          main_guest: guest({ special_offers_permission: false, personal_data_document: VERSION }),
        }),
      }),
      201,
      ReservationResponse,
    ).data;
    expect(declined.main_guest).toMatchObject({
      special_offers_permission: false,
      personal_data_permission: true,
      personal_data_document: VERSION,
    });
    expect(declined.consent_at).toBe("2026-11-22T09:00:00.000Z");
    const rows = await t.hotel.db.execute<{ consent_document: string; special_offers_permission: boolean }>(
      `SELECT consent_document, special_offers_permission FROM hotel.reservations WHERE id = '${declined.reservation_id}'`,
    );
    expect(rows.rows[0]).toEqual({ consent_document: VERSION, special_offers_permission: false });

    // An API client that does not name the document still books; the version is then unknown.
    const unnamed = expectData(
      await t.call("POST", "/v1/reservation", {
        body: bookingBody({
          check_in_date: "2026-12-10",
          check_out_date: "2026-12-12",
          main_guest: guest({ special_offers_permission: true }),
        }),
      }),
      201,
      ReservationResponse,
    ).data;
    expect(unnamed.main_guest).toMatchObject({
      special_offers_permission: true,
      personal_data_document: null,
    });
  });

  it("refuses a booking without the personal-data consent", async () => {
    expectError(
      await t.call("POST", "/v1/reservation", {
        body: bookingBody({
          main_guest: guest({ special_offers_permission: false, personal_data_permission: false }),
        }),
      }),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("keeps a request's special offers (unticked unless asked) and the consent's document", async () => {
    const send = async (body: Record<string, unknown>) =>
      expectData(
        await t.call("POST", "/v1/guest-requests", {
          body: { ...guest({}), comment: "Хочу арендовать автомобиль", source: "/car", ...body },
        }),
        201,
        GuestRequestResponse,
      ).data.request_id;
    const asked = await send({ special_offers_permission: true, personal_data_document: VERSION });
    const silent = await send({});
    const admin = asManager(() => t, { id: "p-ira", name: "Ирина Волкова" });
    const listed = expectData(await admin("GET", "/v1/admin/guest-requests"), 200, AdminGuestRequestsResponse)
      .data.requests;
    expect(listed.find((request) => request.request_id === asked)).toMatchObject({
      special_offers_permission: true,
      personal_data_document: VERSION,
    });
    expect(listed.find((request) => request.request_id === silent)).toMatchObject({
      special_offers_permission: false,
      personal_data_document: null,
    });
  });
});
