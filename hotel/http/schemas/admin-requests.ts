/** The managers' guest requests: the list, one request, its status and note. */
import { z } from "@hono/zod-openapi";
import { GUEST_REQUEST_STATUSES } from "../../statuses";
import { Instant } from "./common";

export const AdminGuestRequest = z
  .object({
    request_id: z.uuid(),
    first_name: z.string(),
    last_name: z.string(),
    middle_name: z.string(),
    phone: z.string(),
    email: z.string(),
    comment: z.string(),
    source: z.string().openapi({ description: "Страница сайта, с которой отправлена заявка" }),
    personal_data_permission: z.boolean(),
    consent_at: Instant,
    personal_data_document: z.string().nullable().openapi({ description: "Версия документа согласия" }),
    special_offers_permission: z.boolean(),
    mail_status: z.string(),
    status: z
      .enum(GUEST_REQUEST_STATUSES)
      .openapi({ description: "new — новая, in_progress — в работе, done — готово" }),
    note: z.string().openapi({ description: "Внутренняя заметка менеджеров" }),
    created_at: Instant,
    updated_at: Instant.nullable(),
  })
  .openapi("ManagerGuestRequest");

export const GuestRequestsQuery = z.object({
  status: z.enum(GUEST_REQUEST_STATUSES, { error: "Статус: new, in_progress или done" }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export const AdminGuestRequestsResponse = z.object({
  data: z.object({ requests: z.array(AdminGuestRequest), total: z.number().int() }),
});

export const GuestRequestIdParam = z.object({
  id: z.uuid({ error: "Идентификатор заявки — UUID" }).openapi({ param: { name: "id", in: "path" } }),
});

export const GuestRequestPatch = z
  .object({
    status: z.enum(GUEST_REQUEST_STATUSES, { error: "Статус: new, in_progress или done" }).optional(),
    note: z.string().max(2000, "Заметка — не длиннее 2000 символов").optional(),
  })
  .refine((patch) => patch.status !== undefined || patch.note !== undefined, "Укажите статус или заметку");

export const AdminGuestRequestResponse = z.object({ data: z.object({ request: AdminGuestRequest }) });
