/**
 * The Studio's «Заявки» on the engine: the requests of the site's modal with their status and
 * the managers' note, filtered by status, each change recorded with who and when.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testTargets } from "../../platform/testing/databases";
import { asManager, expectData, expectError, startTestHotel, type TestHotel } from "../testing/harness";
import { AdminActionsResponse } from "./schemas/admin-bookings";
import { AdminGuestRequestResponse, AdminGuestRequestsResponse } from "./schemas/admin-requests";
import { GuestRequestResponse } from "./schemas/guest-requests";

describe.each(testTargets())("managers' guest requests on $name", (target) => {
  let t: TestHotel;
  beforeAll(async () => {
    t = await startTestHotel(target);
  });
  afterAll(async () => {
    await t.dispose();
  });

  const admin = asManager(() => t, { id: "p-ira", name: "Ирина Волкова" });
  const send = async (firstName: string) =>
    expectData(
      await t.call("POST", "/v1/guest-requests", {
        body: {
          first_name: firstName,
          last_name: "Смирнов",
          phone: "+79000000000",
          email: "petr@example.ru",
          comment: "Хочу арендовать автомобиль",
          personal_data_permission: true,
          source: "/car",
        },
      }),
      201,
      GuestRequestResponse,
    ).data.request_id;
  const list = async (query = "") =>
    expectData(await admin("GET", `/v1/admin/guest-requests${query}`), 200, AdminGuestRequestsResponse).data;

  it("lists new requests first, each new until a manager takes it", async () => {
    const first = await send("Пётр");
    t.clock.advanceMinutes(1);
    const second = await send("Павел");
    const { requests, total } = await list();
    expect(total).toBe(2);
    expect(requests.map((request) => [request.request_id, request.status, request.note])).toEqual([
      [second, "new", ""],
      [first, "new", ""],
    ]);
    expect(requests[0]).toMatchObject({ first_name: "Павел", source: "/car", updated_at: null });
  });

  it("moves a request along with a note, filters by status, and records who and when", async () => {
    const id = await send("Олег");
    const taken = expectData(
      await admin("PATCH", `/v1/admin/guest-requests/${id}`, {
        status: "in_progress",
        note: "Перезвонить в 15:00",
      }),
      200,
      AdminGuestRequestResponse,
    ).data.request;
    expect(taken).toMatchObject({ status: "in_progress", note: "Перезвонить в 15:00" });
    expect(taken.updated_at).not.toBeNull();
    expect((await list("?status=in_progress")).requests.map((request) => request.request_id)).toEqual([id]);
    expectData(
      await admin("PATCH", `/v1/admin/guest-requests/${id}`, { status: "done" }),
      200,
      AdminGuestRequestResponse,
    );
    const log = expectData(
      await admin("GET", `/v1/admin/actions?guest_request_id=${id}`),
      200,
      AdminActionsResponse,
    ).data.actions;
    expect(log.map((action) => [action.action, action.manager_name, action.summary])).toEqual([
      ["guest_request.update", "Ирина Волкова", "Заявка Смирнов Олег: статус: в работе → готово"],
      [
        "guest_request.update",
        "Ирина Волкова",
        "Заявка Смирнов Олег: статус: новая → в работе; заметка: Перезвонить в 15:00",
      ],
    ]);
  });

  it("refuses an unknown request, status or an empty change, and changes nothing", async () => {
    const id = await send("Илья");
    const actions = await t.count("manager_actions");
    expectError(
      await admin("PATCH", "/v1/admin/guest-requests/00000000-0000-4000-8000-000000000000", {
        status: "done",
      }),
      404,
      "GUEST_REQUEST_NOT_FOUND",
    );
    expectError(
      await admin("PATCH", `/v1/admin/guest-requests/${id}`, { status: "lost" }),
      400,
      "VALIDATION_ERROR",
    );
    expectError(await admin("PATCH", `/v1/admin/guest-requests/${id}`, {}), 400, "VALIDATION_ERROR");
    expectError(await admin("GET", "/v1/admin/guest-requests?status=lost"), 400, "VALIDATION_ERROR");
    expect(await t.count("manager_actions")).toBe(actions);
    expect(await t.count("guest_requests", `id = '${id}' AND status = 'new'`)).toBe(1);
  });
});
