/**
 * The Studio's «Цены и наличие» tool: the grid of a month (prices, closures, minimum stays, rooms
 * left), a preview of changes, their save in one transaction with the values they replaced, the
 * undo of the latest, and the record of who changed what (docs/studio-tools.md).
 */
import { createRoute } from "@hono/zod-openapi";
import { adminActions } from "../../domain/admin/audit";
import { roomTypesWithRates } from "../../domain/availability/availability";
import {
  applyPriceChanges,
  previewPriceChanges,
  priceGrid,
  undoPriceChange,
  type CellValues,
} from "../../domain/admin/admin-prices";
import { toChange } from "../price-change";
import { managerOf } from "../admin-identity";
import { presentAction } from "./admin-bookings";
import { AdminActionsQuery, AdminActionsResponse } from "../schemas/admin-bookings";
import {
  AdminRoomTypesResponse,
  PriceChangesRequest,
  PriceGridQuery,
  PriceGridResponse,
  PricePreviewResponse,
  PriceSaveResponse,
  PriceUndoRequest,
  PriceUndoResponse,
} from "../schemas/admin-prices";
import { adminKeySecurity, errors, jsonBody, ok, router } from "../openapi";
import type { RouteDeps } from "./deps";

const values = (cell: CellValues) => ({
  amount: cell.amount,
  closed: cell.closed,
  min_stay: cell.minStay,
  closed_arrival: cell.closedArrival,
  closed_departure: cell.closedDeparture,
  max_stay: cell.maxStay,
});

export function adminPriceRoutes({ engine }: RouteDeps) {
  return router()
    .openapi(
      createRoute({
        method: "get",
        path: "/admin/room-types",
        tags: ["Менеджер"],
        operationId: "listRoomTypeFacts",
        summary: "Категории: цена «от», вместимость, номера",
        description:
          "Что сайт показывает из системы бронирования: самая низкая ночь в продаже с сегодня (base_price, «от … ₽»), вместимость и число номеров; Studio показывает это на карточке категории только для чтения.",
        security: adminKeySecurity,
        responses: { 200: ok(AdminRoomTypesResponse, "Категории"), ...errors() },
      }),
      async (c) => {
        const types = await roomTypesWithRates(engine);
        return c.json(
          {
            data: {
              room_types: types.map((type) => ({
                id: type.id,
                title: type.title,
                base_price: type.basePrice,
                capacity: type.capacity,
                total_rooms: type.totalRooms,
                rates: type.rates.map((rate) => ({ id: rate.id, title: rate.title, price: rate.price })),
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
        path: "/admin/price-grid",
        tags: ["Менеджер"],
        operationId: "getPriceGrid",
        summary: "Сетка цен и наличия",
        description:
          "Для дат from…to (включительно, до 62 дней, не дальше 18 месяцев от сегодня): цена, закрытие и минимальный срок каждой ночи по категориям и тарифам, свободные номера, последнее изменение цен.",
        security: adminKeySecurity,
        request: { query: PriceGridQuery },
        responses: { 200: ok(PriceGridResponse, "Сетка"), ...errors(422) },
      }),
      async (c) => {
        const grid = await priceGrid(engine, c.req.valid("query"));
        return c.json(
          {
            data: {
              from: grid.from,
              to: grid.to,
              today: grid.today,
              horizon: grid.horizon,
              room_types: grid.roomTypes.map((type) => ({
                id: type.id,
                title: type.title,
                total_rooms: type.totalRooms,
              })),
              rates: grid.rates,
              cells: grid.cells.map((cell) => ({
                room_type_id: cell.roomTypeId,
                rate_id: cell.ratePlanId,
                date: cell.date,
                ...values(cell),
              })),
              inventory: grid.inventory.map((row) => ({
                room_type_id: row.roomTypeId,
                date: row.date,
                total: row.total,
                on_sale: row.onSale,
                free: row.free,
              })),
              history: grid.history.map((entry) => ({
                action_id: entry.actionId,
                at: entry.at.toISOString(),
                manager_name: entry.managerName,
                undo: entry.undo,
                summary: entry.summary,
                room_types: entry.roomTypes,
                rates: entry.rates,
              })),
              last_change: grid.lastChange && {
                action_id: grid.lastChange.actionId,
                at: grid.lastChange.at.toISOString(),
                manager_id: grid.lastChange.managerId,
                manager_name: grid.lastChange.managerName,
                summary: grid.lastChange.summary,
                undone: grid.lastChange.undone,
              },
            },
          },
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/admin/prices/preview",
        tags: ["Менеджер"],
        operationId: "previewPriceChanges",
        summary: "Что изменится (без сохранения)",
        description: "Ночи, которые изменятся, со значениями до и после. Ничего не сохраняет.",
        security: adminKeySecurity,
        request: { body: jsonBody(PriceChangesRequest) },
        responses: { 200: ok(PricePreviewResponse, "Изменения по ночам"), ...errors(404, 422) },
      }),
      async (c) => {
        const { cells, onSale } = await previewPriceChanges(
          engine,
          c.req.valid("json").changes.map(toChange),
        );
        return c.json(
          {
            data: {
              count: cells.length + onSale.length,
              on_sale: onSale.map((day) => ({
                room_type_id: day.roomTypeId,
                date: day.date,
                before: day.before,
                after: day.after,
              })),
              cells: cells.map((cell) => ({
                room_type_id: cell.roomTypeId,
                rate_id: cell.ratePlanId,
                date: cell.date,
                before: cell.before && values(cell.before),
                after: values(cell.after),
              })),
            },
          },
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/admin/prices/changes",
        tags: ["Менеджер"],
        operationId: "savePriceChanges",
        summary: "Сохранить изменения цен и продаж",
        description:
          "Все изменения — одной транзакцией: либо все, либо ничего. Записывается, кто и когда; в ответе — прежние значения изменённых ночей и номер изменения для отмены.",
        security: adminKeySecurity,
        request: { body: jsonBody(PriceChangesRequest) },
        responses: { 200: ok(PriceSaveResponse, "Сохранено"), ...errors(404, 422) },
      }),
      async (c) => {
        const saved = await applyPriceChanges(
          engine,
          c.req.valid("json").changes.map(toChange),
          managerOf(c),
        );
        return c.json(
          {
            data: {
              action_id: saved.actionId,
              updated: saved.updated,
              previous: saved.previous.map((cell) => ({
                room_type_id: cell.roomTypeId,
                rate_id: cell.ratePlanId,
                date: cell.date,
                amount: cell.amount,
                closed: cell.closed,
                min_stay: cell.minStay,
                closed_arrival: cell.closedArrival,
                closed_departure: cell.closedDeparture,
                max_stay: cell.maxStay,
              })),
              previous_on_sale: saved.previousOnSale.map((day) => ({
                room_type_id: day.roomTypeId,
                date: day.date,
                on_sale: day.onSale,
              })),
            },
          },
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/admin/prices/undo",
        tags: ["Менеджер"],
        operationId: "undoPriceChange",
        summary: "Отменить последнее изменение цен",
        description:
          "Возвращает прежние значения ночей изменения action_id. Можно только для последнего изменения и пока его ночи не меняли иначе (409 UNDO_UNAVAILABLE).",
        security: adminKeySecurity,
        request: { body: jsonBody(PriceUndoRequest) },
        responses: { 200: ok(PriceUndoResponse, "Отменено"), ...errors(409) },
      }),
      async (c) => {
        const undone = await undoPriceChange(engine, c.req.valid("json").action_id, managerOf(c));
        return c.json({ data: { action_id: undone.actionId, restored: undone.restored } }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/admin/actions",
        tags: ["Менеджер"],
        operationId: "listManagerActions",
        summary: "Кто, что и когда менял",
        description: "Действия менеджеров, новые сначала; по брони, заявке или виду действия.",
        security: adminKeySecurity,
        request: { query: AdminActionsQuery },
        responses: { 200: ok(AdminActionsResponse, "Действия"), ...errors() },
      }),
      async (c) => {
        const query = c.req.valid("query");
        const { actions, total } = await adminActions(engine, {
          reservationId: query.reservation_id,
          guestRequestId: query.guest_request_id,
          action: query.action,
          limit: query.limit,
          offset: query.offset,
        });
        return c.json(
          {
            data: {
              actions: actions.map(presentAction),
              total,
            },
          },
          200,
        );
      },
    );
}
