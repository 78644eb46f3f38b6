/**
 * The Studio's «Заявки»: the requests of the site's «Оставить заявку» modal, with their status
 * (new, in progress, done) and the managers' note; every change is recorded with who and when
 * (GET /v1/admin/actions?guest_request_id=…).
 */
import { createRoute } from "@hono/zod-openapi";
import { guestRequests, updateGuestRequestByManager } from "../../domain/requests/guest-requests";
import { managerOf } from "../admin-identity";
import {
  GuestRequestIdParam,
  GuestRequestPatch,
  GuestRequestsQuery,
  AdminGuestRequestResponse,
  AdminGuestRequestsResponse,
} from "../schemas/admin-requests";
import { adminKeySecurity, errors, jsonBody, ok, router } from "../openapi";
import type { RouteDeps } from "./deps";

type GuestRequestRow = Awaited<ReturnType<typeof guestRequests>>["rows"][number];

function presentRequest(row: GuestRequestRow) {
  return {
    request_id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    middle_name: row.middleName,
    phone: row.phone,
    email: row.email,
    comment: row.comment,
    source: row.source,
    personal_data_permission: row.personalDataPermission,
    consent_at: row.consentAt.toISOString(),
    personal_data_document: row.consentDocument,
    special_offers_permission: row.specialOffersPermission,
    mail_status: row.mailStatus,
    status: row.status,
    note: row.note,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt ? row.updatedAt.toISOString() : null,
  };
}

export function adminRequestRoutes({ engine }: RouteDeps) {
  return router()
    .openapi(
      createRoute({
        method: "get",
        path: "/admin/guest-requests",
        tags: ["Менеджер"],
        operationId: "listGuestRequests",
        summary: "Заявки гостей",
        description: "Заявки из формы «Оставить заявку», новые сначала; status — только в этом статусе.",
        security: adminKeySecurity,
        request: { query: GuestRequestsQuery },
        responses: { 200: ok(AdminGuestRequestsResponse, "Заявки, новые сначала"), ...errors() },
      }),
      async (c) => {
        const { rows, total } = await guestRequests(engine, c.req.valid("query"));
        return c.json({ data: { requests: rows.map(presentRequest), total } }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "patch",
        path: "/admin/guest-requests/{id}",
        tags: ["Менеджер"],
        operationId: "updateGuestRequest",
        summary: "Статус и заметка заявки",
        security: adminKeySecurity,
        request: { params: GuestRequestIdParam, body: jsonBody(GuestRequestPatch) },
        responses: { 200: ok(AdminGuestRequestResponse, "Заявка"), ...errors(404) },
      }),
      async (c) => {
        const row = await updateGuestRequestByManager(
          engine,
          c.req.valid("param").id,
          c.req.valid("json"),
          managerOf(c),
        );
        return c.json({ data: { request: presentRequest(row) } }, 200);
      },
    );
}
