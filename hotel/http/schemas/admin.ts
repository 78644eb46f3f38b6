/**
 * The managers' older calls (/v1/admin/*): the answer of prices by range (its body is one
 * `PriceChange` of admin-prices.ts), a rate's cancellation hours, the
 * bookings list, inventory, guest requests, and the outbox of e-mails and payment effects. The
 * calls added for the Studio's tools are in admin-prices.ts, admin-bookings.ts and
 * admin-requests.ts.
 */
import { z } from "@hono/zod-openapi";
import { OUTBOX_STATUSES, RESERVATION_SORTS, RESERVATION_STATUSES } from "../../statuses";
import { Instant, IsoDate } from "./common";
import { Reservation } from "./reservations";

export const PricesResponse = z.object({ data: z.object({ updated: z.number().int() }) });

export const RatePlanPatch = z.object({
  free_cancellation_hours: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
});

const RANGES = [
  ["arrival_from", "arrival_to", "заезда"],
  ["departure_from", "departure_to", "выезда"],
  ["created_from", "created_to", "создания"],
] as const;

const FilterFields = z.object({
  q: z.string().max(100).optional().openapi({ description: "Номер брони, фамилия, имя, e-mail или телефон" }),
  status: z.enum(RESERVATION_STATUSES, { error: "Статус: held, confirmed, canceled или expired" }).optional(),
  arrival_from: IsoDate.optional().openapi({ description: "Заезд с (включительно)" }),
  arrival_to: IsoDate.optional().openapi({ description: "Заезд по (включительно)" }),
  departure_from: IsoDate.optional().openapi({ description: "Выезд с (включительно)" }),
  departure_to: IsoDate.optional().openapi({ description: "Выезд по (включительно)" }),
  created_from: IsoDate.optional().openapi({ description: "Создана с (день отеля, включительно)" }),
  created_to: IsoDate.optional().openapi({ description: "Создана по (день отеля, включительно)" }),
  sort: z
    .enum(RESERVATION_SORTS, { error: "Сортировка: created, arrival, departure, total или name" })
    .default("created")
    .openapi({
      description: "created — по созданию, arrival, departure, total — по сумме, name — по фамилии",
    }),
  order: z.enum(["asc", "desc"], { error: "Порядок: asc или desc" }).default("desc"),
});

function rangesInOrder(
  query: Partial<Record<(typeof RANGES)[number][0 | 1], string>>,
  context: z.RefinementCtx,
) {
  for (const [from, to, what] of RANGES) {
    const start = query[from];
    const end = query[to];
    if (start && end && start > end) {
      context.addIssue({ code: "custom", path: [to], message: `Конец периода ${what} раньше его начала` });
    }
  }
}

/** The list's filter and order: the same for a page (GET /admin/reservations) and the CSV file. */
export const AdminReservationsFilter = FilterFields.superRefine(rangesInOrder);

export const AdminReservationsQuery = FilterFields.extend({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
}).superRefine(rangesInOrder);

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
