/**
 * The managers' bookings tools for the Studio: a booking's card, cancellation by a manager, notes,
 * e-mails sent again, and the record of who did what. Messages of the checks are Russian: the
 * Studio shows them as they are.
 */
import { z } from "@hono/zod-openapi";
import { Instant } from "./common";
import { OutboxEntry } from "./admin";
import { Cancellation, HistoryResponse } from "./manage";
import { Reservation } from "./reservations";

export const AdminActionsQuery = z.object({
  reservation_id: z.uuid().optional(),
  guest_request_id: z.uuid().optional(),
  action: z
    .string()
    .regex(/^[a-z_.]+$/)
    .max(50)
    .optional()
    .openapi({ description: "Действие или семейство: prices, reservation.cancel, …" }),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export const AdminActionSchema = z
  .object({
    id: z.number().int(),
    at: Instant,
    manager_id: z.string(),
    manager_name: z.string(),
    action: z.string(),
    summary: z.string(),
    reservation_id: z.uuid().nullable(),
    guest_request_id: z.uuid().nullable(),
  })
  .openapi("ManagerAction");

export const AdminActionsResponse = z.object({
  data: z.object({ actions: z.array(AdminActionSchema), total: z.number().int() }),
});

export const BookingCardResponse = z.object({
  data: z.object({
    reservation: Reservation,
    history: HistoryResponse.shape.data.shape.history,
    effects: z
      .array(OutboxEntry)
      .openapi({ description: "Письма, возвраты и отмены платежей по брони (очередь)" }),
    actions: z.array(AdminActionSchema).openapi({ description: "Действия и заметки менеджеров" }),
    cancellation: Cancellation.nullable().openapi({
      description: "Что вернётся при отмене по правилам тарифа сейчас",
    }),
    test_payment: z.boolean().openapi({
      description: "Бронь оплачена тестовым платежом (песочница или тестовый магазин ЮKassa): денег нет",
    }),
    payments: z
      .array(
        z.object({
          amount: z.number().int(),
          method: z.enum(["card", "sbp"]).openapi({ description: "card — картой, sbp — через СБП" }),
          paid_at: Instant.nullable(),
        }),
      )
      .openapi({ description: "Прошедшие платежи брони: сумма, способ, когда" }),
  }),
});

export const AdminCancelRequest = z.object({
  refund: z.enum(["policy", "none"], { error: "Выберите: по правилам тарифа или без возврата" }).openapi({
    description: "policy — вернуть по правилам тарифа, none — отменить без возврата",
  }),
  reason: z.string().trim().max(500, "Причина — не длиннее 500 символов").optional(),
});

export const BookingNoteRequest = z.object({
  text: z.string().trim().min(1, "Напишите текст заметки").max(2000, "Заметка — не длиннее 2000 символов"),
});

export const BookingNoteResponse = z.object({ data: z.object({ action: AdminActionSchema }) });
export const ResendResponse = z.object({ data: z.object({ to: z.string() }) });
