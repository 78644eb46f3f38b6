/**
 * Manager endpoints, behind the admin key: prices and closures, rate deadlines, reservations,
 * inventory, requests, and the outbox (side effects that failed, and their retry).
 */
import { createRoute, z } from "@hono/zod-openapi";
import {
  findReservations,
  inventoryReport,
  setFreeCancellationHours,
  setPrices,
  type ReservationFilter,
} from "../../domain/admin/admin";
import { reservationHistory } from "../../domain/reservations/manage";
import { outboxEntries, retryOutbox, type OutboxEntry as Entry } from "../../domain/outbox";
import { getReservation } from "../../domain/reservations/reservations";
import { managerOf } from "../admin-identity";
import { adminKeySecurity, errors, jsonBody, ok, router } from "../openapi";
import { PriceChangeInput } from "../schemas/admin-prices";
import { toChange } from "../price-change";
import { presentReservation } from "../present";
import {
  type AdminReservationsFilter,
  AdminReservationsQuery,
  AdminReservationsResponse,
  InventoryQuery,
  InventoryResponse,
  OutboxEntryResponse,
  OutboxIdParam,
  OutboxListResponse,
  OutboxQuery,
  PricesResponse,
  RatePlanPatch,
} from "../schemas/admin";
import { IdText } from "../schemas/common";
import { HistoryResponse } from "../schemas/manage";
import { Reservation, ReservationIdParam } from "../schemas/reservations";
import type { RouteDeps } from "./deps";

export function presentEntry(entry: Entry) {
  return {
    id: entry.id,
    kind: entry.kind,
    status: entry.status,
    reservation_id: entry.reservationId,
    attempts: entry.attempts,
    next_attempt_at: entry.nextAttemptAt.toISOString(),
    last_error: entry.lastError,
    target: entry.target,
    amount: entry.amount,
    created_at: entry.createdAt.toISOString(),
    updated_at: entry.updatedAt.toISOString(),
    sent_at: entry.sentAt ? entry.sentAt.toISOString() : null,
  };
}

/** The list's filter and order as the query gave them (the page and the CSV file read the same). */
export function reservationFilter(query: z.infer<typeof AdminReservationsFilter>): ReservationFilter {
  return {
    text: query.q,
    status: query.status,
    arrivalFrom: query.arrival_from,
    arrivalTo: query.arrival_to,
    departureFrom: query.departure_from,
    departureTo: query.departure_to,
    createdFrom: query.created_from,
    createdTo: query.created_to,
    sort: query.sort,
    order: query.order,
  };
}

export function adminRoutes({ engine }: RouteDeps) {
  return router()
    .openapi(
      createRoute({
        method: "put",
        path: "/admin/prices",
        tags: ["Менеджер"],
        operationId: "setPrices",
        summary: "Цены, продажи и ограничения на даты (одно изменение)",
        description:
          "Одно изменение, как в POST /admin/prices/changes: для диапазона дат (to включительно), выбранных категорий и тарифов (по умолчанию все), по дням недели (по умолчанию все): цена ночи (целые рубли), closed — закрыть или открыть продажи, min_stay и max_stay — минимум и максимум ночей при заезде в этот день, closed_arrival и closed_departure — закрыть заезд или выезд, on_sale — номеров категории в продаже. Несколько изменений одной транзакцией и с номером для отмены — POST /admin/prices/changes.",
        security: adminKeySecurity,
        request: { body: jsonBody(PriceChangeInput) },
        responses: { 200: ok(PricesResponse, "Сколько записей цен изменено"), ...errors(404, 422) },
      }),
      async (c) => {
        const body = c.req.valid("json");
        const result = await setPrices(engine, toChange(body), managerOf(c));
        return c.json({ data: result }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "patch",
        path: "/admin/rate-plans/{id}",
        tags: ["Менеджер"],
        operationId: "setRatePlanDeadline",
        summary: "Срок бесплатной отмены тарифа",
        description: "За сколько часов до заезда (14:00) отмена бесплатна для новых броней.",
        security: adminKeySecurity,
        request: {
          params: z.object({ id: IdText }),
          body: jsonBody(RatePlanPatch),
        },
        responses: {
          200: ok(z.object({ data: z.object({ updated: z.boolean() }) }), "Изменено"),
          ...errors(404, 422),
        },
      }),
      async (c) => {
        await setFreeCancellationHours(
          engine,
          c.req.valid("param").id,
          c.req.valid("json").free_cancellation_hours,
          managerOf(c),
        );
        return c.json({ data: { updated: true } }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/admin/reservations",
        tags: ["Менеджер"],
        operationId: "searchReservations",
        summary: "Поиск броней",
        description:
          "Фильтры: текст, статус, даты заезда, выезда и создания (включительно); сортировка sort (created, arrival, departure, total, name) и order (asc, desc); страница — limit и offset, total — сколько найдено всего. Неверный параметр — 400 VALIDATION_ERROR.",
        security: adminKeySecurity,
        request: { query: AdminReservationsQuery },
        responses: {
          200: ok(
            AdminReservationsResponse,
            "Страница броней в заданном порядке (по умолчанию новые сначала)",
          ),
          ...errors(),
        },
      }),
      async (c) => {
        const query = c.req.valid("query");
        const result = await findReservations(engine, {
          ...reservationFilter(query),
          limit: query.limit,
          offset: query.offset,
        });
        return c.json(
          {
            data: {
              reservations: result.reservations.map((reservation) => presentReservation(reservation)),
              total: result.total,
            },
          },
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/admin/reservations/{id}",
        tags: ["Менеджер"],
        operationId: "getReservationWithHistory",
        summary: "Бронь с историей",
        security: adminKeySecurity,
        request: { params: ReservationIdParam },
        responses: {
          200: ok(
            z.object({
              data: z.object({ reservation: Reservation, history: HistoryResponse.shape.data.shape.history }),
            }),
            "Бронь",
          ),
          ...errors(404),
        },
      }),
      async (c) => {
        const { id } = c.req.valid("param");
        const reservation = await getReservation(engine, id);
        const history = await reservationHistory(engine, id);
        return c.json(
          {
            data: {
              reservation: presentReservation(reservation),
              history: history.map((event) => ({ ...event, at: event.at.toISOString() })),
            },
          },
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/admin/inventory",
        tags: ["Менеджер"],
        operationId: "getInventory",
        summary: "Свободные номера по дням",
        security: adminKeySecurity,
        request: { query: InventoryQuery },
        responses: { 200: ok(InventoryResponse, "По категориям и датам"), ...errors(422) },
      }),
      async (c) => {
        const query = c.req.valid("query");
        const rows = await inventoryReport(engine, { from: query.from, to: query.to });
        return c.json(
          {
            data: {
              inventory: rows.map((row) => ({
                room_type_id: row.roomTypeId,
                date: row.date,
                total: row.total,
                on_sale: row.onSale,
                free: row.free,
              })),
            },
          },
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/admin/outbox",
        tags: ["Менеджер"],
        operationId: "listOutbox",
        summary: "Очередь побочных действий: возвраты, отмены платежей, письма",
        description:
          "Каждое действие после изменения брони (запрос к платёжному сервису, письмо) — запись очереди, которую доставляет фоновый обработчик с повторами. status=failed — записи, попытки которых кончились: их видно и в истории брони, их можно повторить.",
        security: adminKeySecurity,
        request: { query: OutboxQuery },
        responses: { 200: ok(OutboxListResponse, "Записи, новые сначала"), ...errors() },
      }),
      async (c) => {
        const query = c.req.valid("query");
        const { entries, total } = await outboxEntries(engine, {
          status: query.status,
          reservationId: query.reservation_id,
          limit: query.limit,
          offset: query.offset,
        });
        return c.json({ data: { entries: entries.map(presentEntry), total } }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/admin/outbox/{id}/retry",
        tags: ["Менеджер"],
        operationId: "retryOutboxRow",
        summary: "Повторить неудавшееся действие",
        description:
          "Запись со статусом failed снова ставится в очередь с новым счётом попыток, и доставка начинается сразу. Возврат повторяется с тем же ключом идемпотентности: платёжный сервис не вернёт деньги дважды.",
        security: adminKeySecurity,
        request: { params: OutboxIdParam },
        responses: { 200: ok(OutboxEntryResponse, "Запись после попытки"), ...errors(404, 409) },
      }),
      async (c) => {
        const entry = await retryOutbox(engine, c.req.valid("param").id);
        return c.json({ data: { entry: presentEntry(entry) } }, 200);
      },
    );
}
