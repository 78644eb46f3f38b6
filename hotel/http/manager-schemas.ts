/**
 * The contract of the managers' calls added for the Studio's tools (prices grid and changes,
 * bookings' actions, requests, the record of who did what); the older manager calls are in
 * schemas.ts. Messages of the checks are Russian: the Studio shows them as they are.
 */
import { z } from "@hono/zod-openapi";
import { MAX_CHANGES_PER_SAVE } from "../domain/prices";
import { GUEST_REQUEST_STATUSES } from "../statuses";
import { Cancellation, HistoryResponse, Id, IsoDate, OutboxEntry, Reservation } from "./schemas";

const Instant = z.string().openapi({ format: "date-time", example: "2026-11-22T10:20:00.000Z" });

const Amount = z
  .number({ error: "Цена — целое число рублей" })
  .int("Цена — целое число рублей")
  .positive("Цена должна быть больше нуля")
  .max(10_000_000, "Цена не больше 10 000 000 ₽")
  .openapi({ description: "Цена ночи, целые рубли" });
const MinStay = z
  .number({ error: "Минимальный срок — число ночей" })
  .int("Минимальный срок — целое число ночей")
  .min(1, "Минимальный срок — от 1 до 30 ночей")
  .max(30, "Минимальный срок — от 1 до 30 ночей");

export const PriceChangeInput = z
  .object({
    from: IsoDate,
    to: IsoDate.openapi({ description: "Включительно" }),
    room_type_ids: z.array(Id).min(1, "Выберите хотя бы одну категорию").optional(),
    rate_ids: z.array(Id).min(1, "Выберите хотя бы один тариф").optional(),
    weekdays: z
      .array(z.number().int().min(1).max(7))
      .min(1, "Выберите хотя бы один день недели")
      .optional()
      .openapi({ description: "1 — понедельник … 7 — воскресенье" }),
    amount: Amount.optional(),
    closed: z.boolean().optional().openapi({ description: "true — закрыть продажи, false — открыть" }),
    min_stay: MinStay.optional(),
  })
  .openapi("PriceChange");

export const PriceChangesRequest = z.object({
  changes: z
    .array(PriceChangeInput)
    .min(1, `Сохраняется от 1 до ${MAX_CHANGES_PER_SAVE} изменений`)
    .max(MAX_CHANGES_PER_SAVE, `Сохраняется от 1 до ${MAX_CHANGES_PER_SAVE} изменений`),
});

const CellValues = z.object({ amount: z.number().int(), closed: z.boolean(), min_stay: z.number().int() });

export const PricePreviewResponse = z.object({
  data: z.object({
    count: z.number().int(),
    cells: z.array(
      z.object({
        room_type_id: z.number().int(),
        rate_id: z.number().int(),
        date: IsoDate,
        before: CellValues.nullable(),
        after: CellValues,
      }),
    ),
  }),
});

export const PriceSaveResponse = z.object({
  data: z.object({
    action_id: z.number().int(),
    updated: z.number().int(),
    previous: z.array(
      z.object({
        room_type_id: z.number().int(),
        rate_id: z.number().int(),
        date: IsoDate,
        amount: z.number().int().nullable().openapi({ description: "null — у ночи не было цены" }),
        closed: z.boolean(),
        min_stay: z.number().int(),
      }),
    ),
  }),
});

export const PriceUndoRequest = z.object({ action_id: Id });
export const PriceUndoResponse = z.object({
  data: z.object({ action_id: z.number().int(), restored: z.number().int() }),
});

export const PriceGridQuery = z.object({ from: IsoDate, to: IsoDate });
export const PriceGridResponse = z.object({
  data: z.object({
    from: IsoDate,
    to: IsoDate,
    today: IsoDate,
    horizon: IsoDate,
    room_types: z.array(z.object({ id: z.number().int(), title: z.string(), total_rooms: z.number().int() })),
    rates: z.array(z.object({ id: z.number().int(), title: z.string(), refundable: z.boolean() })),
    cells: z.array(
      z.object({
        room_type_id: z.number().int(),
        rate_id: z.number().int(),
        date: IsoDate,
        amount: z.number().int(),
        closed: z.boolean(),
        min_stay: z.number().int(),
      }),
    ),
    inventory: z.array(
      z.object({
        room_type_id: z.number().int(),
        date: IsoDate,
        total: z.number().int(),
        free: z.number().int(),
      }),
    ),
    last_change: z
      .object({
        action_id: z.number().int(),
        at: Instant,
        manager_name: z.string(),
        summary: z.string(),
        undone: z.boolean(),
      })
      .nullable(),
  }),
});

export const ManagerActionsQuery = z.object({
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

export const ManagerActionSchema = z
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

export const ManagerActionsResponse = z.object({
  data: z.object({ actions: z.array(ManagerActionSchema), total: z.number().int() }),
});

export const ManagerRoomTypesResponse = z.object({
  data: z.object({
    room_types: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        base_price: z.number().int().openapi({ description: "Самая низкая ночь в продаже с сегодня, ₽" }),
        capacity: z.number().int(),
        total_rooms: z.number().int(),
        rates: z.array(z.object({ id: z.number().int(), title: z.string(), price: z.number().int() })),
      }),
    ),
  }),
});

export const BookingCardResponse = z.object({
  data: z.object({
    reservation: Reservation,
    history: HistoryResponse.shape.data.shape.history,
    effects: z
      .array(OutboxEntry)
      .openapi({ description: "Письма, возвраты и отмены платежей по брони (очередь)" }),
    actions: z.array(ManagerActionSchema).openapi({ description: "Действия и заметки менеджеров" }),
    cancellation: Cancellation.nullable().openapi({
      description: "Что вернётся при отмене по правилам тарифа сейчас",
    }),
  }),
});

export const ManagerCancelRequest = z.object({
  refund: z.enum(["policy", "none"], { error: "Выберите: по правилам тарифа или без возврата" }).openapi({
    description: "policy — вернуть по правилам тарифа, none — отменить без возврата",
  }),
  reason: z.string().trim().max(500, "Причина — не длиннее 500 символов").optional(),
});

export const BookingNoteRequest = z.object({
  text: z.string().trim().min(1, "Напишите текст заметки").max(2000, "Заметка — не длиннее 2000 символов"),
});

export const BookingNoteResponse = z.object({ data: z.object({ action: ManagerActionSchema }) });
export const ResendResponse = z.object({ data: z.object({ to: z.string() }) });

export const ManagerGuestRequest = z
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

export const ManagerGuestRequestsResponse = z.object({
  data: z.object({ requests: z.array(ManagerGuestRequest), total: z.number().int() }),
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

export const ManagerGuestRequestResponse = z.object({ data: z.object({ request: ManagerGuestRequest }) });
