/**
 * The managers' older calls (/v1/admin/*): prices by range, a rate's cancellation hours, the
 * bookings list, inventory, guest requests, and the outbox of e-mails and payment effects. The
 * calls added for the Studio's tools are in admin-prices.ts, admin-bookings.ts and
 * admin-requests.ts.
 */
import { z } from "@hono/zod-openapi";
import { OUTBOX_STATUSES, RESERVATION_STATUSES } from "../../statuses";
import { Id, Instant, IsoDate } from "./common";
import { Reservation } from "./reservations";

export const PricesRequest = z
  .object({
    from: IsoDate,
    to: IsoDate.openapi({ description: "Включительно" }),
    room_type_ids: z.array(Id).min(1).optional(),
    rate_ids: z.array(Id).min(1).optional(),
    weekdays: z
      .array(z.number().int().min(1).max(7))
      .min(1)
      .optional()
      .openapi({ description: "1 — понедельник" }),
    amount: z
      .number()
      .int()
      .positive()
      .max(10_000_000)
      .optional()
      .openapi({ description: "Цена ночи, целые рубли" }),
    closed: z.boolean().optional().openapi({ description: "true — закрыть продажи, false — открыть" }),
    min_stay: z.number().int().min(1).max(30).optional(),
  })
  .openapi("PricesRequest");

export const PricesResponse = z.object({ data: z.object({ updated: z.number().int() }) });

export const RatePlanPatch = z.object({
  free_cancellation_hours: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
});

export const AdminReservationsQuery = z.object({
  q: z.string().max(100).optional().openapi({ description: "Номер брони, фамилия, имя, e-mail или телефон" }),
  status: z.enum(RESERVATION_STATUSES).optional(),
  arrival_from: IsoDate.optional(),
  arrival_to: IsoDate.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export const AdminReservationsResponse = z.object({
  data: z.object({ reservations: z.array(Reservation), total: z.number().int() }),
});

export const InventoryQuery = z.object({ from: IsoDate, to: IsoDate });
/** One room type's rooms on one night: how many it has and how many are free. */
export const InventoryDay = z.object({
  room_type_id: z.number().int(),
  date: IsoDate,
  total: z.number().int().openapi({ description: "Номеров категории" }),
  on_sale: z
    .number()
    .int()
    .openapi({ description: "Номеров в продаже (менеджер может выставить меньше total)" }),
  free: z.number().int().openapi({ description: "Свободно из тех, что в продаже" }),
});
export const InventoryResponse = z.object({ data: z.object({ inventory: z.array(InventoryDay) }) });

// ── Outbox ───────────────────────────────────────────────────────────────────
export const OutboxQuery = z.object({
  status: z.enum(OUTBOX_STATUSES).optional().openapi({ description: "failed — доставка не удалась" }),
  reservation_id: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export const OutboxEntry = z
  .object({
    id: z.uuid(),
    kind: z.string().openapi({
      description: "provider.refund, provider.cancel_payment или mail.<шаблон> (mail.booking-confirmed, …)",
    }),
    status: z.enum(OUTBOX_STATUSES),
    reservation_id: z.uuid().nullable(),
    attempts: z.number().int(),
    next_attempt_at: Instant,
    last_error: z.string().nullable(),
    target: z.string().nullable().openapi({ description: "Адрес письма или платёж у платёжного сервиса" }),
    amount: z.number().int().nullable().openapi({ description: "Сумма возврата, ₽" }),
    created_at: Instant,
    updated_at: Instant,
    sent_at: Instant.nullable(),
  })
  .openapi("OutboxEntry");

export const OutboxListResponse = z.object({
  data: z.object({ entries: z.array(OutboxEntry), total: z.number().int() }),
});

export const OutboxEntryResponse = z.object({ data: z.object({ entry: OutboxEntry }) });

export const OutboxIdParam = z.object({
  id: z.uuid({ error: "Идентификатор записи — UUID" }).openapi({ param: { name: "id", in: "path" } }),
});
