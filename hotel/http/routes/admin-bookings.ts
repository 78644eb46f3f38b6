/**
 * The Studio's «Бронирования» tool: a booking's card (the booking, its history, its e-mails and
 * refunds, managers' actions and notes, what a cancellation would give back), and the actions the
 * engine allows a manager: cancel by the policy or without a refund, send the confirmation again,
 * an internal note, a change of dates or guests (the guest's change, with the manager as its
 * author), and the list as a CSV file. The list itself is GET /v1/admin/reservations.
 */
import { createRoute, z } from "@hono/zod-openapi";
import type { AdminAction } from "../../domain/admin/audit";
import {
  addBookingNote,
  bookingCard,
  cancelByManager,
  changeByManager,
  resendConfirmation,
} from "../../domain/admin/admin-bookings";
import { bookingsCsv } from "../../domain/admin/bookings-export";
import { managerOf } from "../admin-identity";
import {
  BookingCardResponse,
  BookingNoteRequest,
  BookingNoteResponse,
  AdminCancelRequest,
  ResendResponse,
} from "../schemas/admin-bookings";
import { adminKeySecurity, errors, jsonBody, ok, router } from "../openapi";
import { presentCancellation, presentChange, presentReservation } from "../present";
import { AdminReservationsFilter } from "../schemas/admin";
import { CancelResponse, ChangeRequest, ChangeResponse } from "../schemas/manage";
import { ReservationIdParam } from "../schemas/reservations";
import { presentEntry, reservationFilter } from "./admin";
import { toChoices } from "./reservations";
import type { RouteDeps } from "./deps";

export function presentAction(action: AdminAction) {
  return {
    id: action.id,
    at: action.at.toISOString(),
    manager_id: action.manager.id,
    manager_name: action.manager.name,
    action: action.action,
    summary: action.summary,
    reservation_id: action.reservationId,
    guest_request_id: action.guestRequestId,
  };
}

export function adminBookingRoutes({ engine }: RouteDeps) {
  return router()
    .openapi(
      createRoute({
        method: "get",
        path: "/admin/reservations/{id}/card",
        tags: ["Менеджер"],
        operationId: "getReservationCard",
        summary: "Карточка брони",
        description:
          "Бронь, её история, письма и возвраты (очередь), действия и заметки менеджеров, сколько вернётся при отмене по правилам сейчас.",
        security: adminKeySecurity,
        request: { params: ReservationIdParam },
        responses: { 200: ok(BookingCardResponse, "Карточка"), ...errors(404) },
      }),
      async (c) => {
        const card = await bookingCard(engine, c.req.valid("param").id);
        return c.json(
          {
            data: {
              reservation: presentReservation(card.reservation),
              history: card.history.map((event) => ({ ...event, at: event.at.toISOString() })),
              effects: card.effects.map(presentEntry),
              actions: card.actions.map(presentAction),
              cancellation: card.cancellation && presentCancellation(card.cancellation),
              test_payment: card.testPayment,
              payments: card.payments.map((payment) => ({
                amount: payment.amount,
                method: payment.method,
                paid_at: payment.paidAt ? payment.paidAt.toISOString() : null,
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
        path: "/admin/reservations/{id}/cancel",
        tags: ["Менеджер"],
        operationId: "managerCancelReservation",
        summary: "Отменить бронь (менеджер)",
        description:
          "refund=policy — с возвратом по правилам тарифа (как отмена гостем), refund=none — без возврата. Гость получает письмо об отмене, в истории брони и в журнале — кто и когда.",
        security: adminKeySecurity,
        request: { params: ReservationIdParam, body: jsonBody(AdminCancelRequest) },
        responses: { 200: ok(CancelResponse, "Отменено"), ...errors(404, 409, 422) },
      }),
      async (c) => {
        const body = c.req.valid("json");
        const result = await cancelByManager(engine, c.req.valid("param").id, body, managerOf(c));
        return c.json(
          {
            data: {
              cancellation: presentCancellation(result.cancellation),
              reservation: presentReservation(result.reservation),
            },
          },
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/admin/reservations/{id}/resend-confirmation",
        tags: ["Менеджер"],
        operationId: "resendConfirmation",
        summary: "Отправить подтверждение ещё раз",
        description: "Новое письмо-подтверждение гостю через очередь писем; только для подтверждённой брони.",
        security: adminKeySecurity,
        request: { params: ReservationIdParam },
        responses: { 200: ok(ResendResponse, "Поставлено в очередь"), ...errors(404, 409) },
      }),
      async (c) =>
        c.json({ data: await resendConfirmation(engine, c.req.valid("param").id, managerOf(c)) }, 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/admin/reservations/{id}/notes",
        tags: ["Менеджер"],
        operationId: "addReservationNote",
        summary: "Внутренняя заметка к брони",
        description: "Видна только менеджерам (в карточке брони), не гостю.",
        security: adminKeySecurity,
        request: { params: ReservationIdParam, body: jsonBody(BookingNoteRequest) },
        responses: { 200: ok(BookingNoteResponse, "Заметка"), ...errors(404) },
      }),
      async (c) => {
        const action = await addBookingNote(
          engine,
          c.req.valid("param").id,
          c.req.valid("json").text,
          managerOf(c),
        );
        return c.json({ data: { action: presentAction(action) } }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/admin/reservations/{id}/change/quote",
        tags: ["Менеджер"],
        operationId: "managerQuoteReservationChange",
        summary: "Рассчитать изменение дат или гостей (менеджер)",
        description:
          "Как расчёт гостя (POST /v1/reservation/{id}/change/quote): ничего не меняет, считает новую цену и разницу по тем же правилам.",
        security: adminKeySecurity,
        request: { params: ReservationIdParam, body: jsonBody(ChangeRequest) },
        responses: { 200: ok(ChangeResponse, "Расчёт"), ...errors(404, 409, 422) },
      }),
      async (c) => {
        const { change } = await changeByManager(
          engine,
          c.req.valid("param").id,
          changeOf(c.req.valid("json")),
          managerOf(c),
          { apply: false },
        );
        return c.json({ data: presentChange(change, undefined) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/admin/reservations/{id}/change",
        tags: ["Менеджер"],
        operationId: "managerChangeReservation",
        summary: "Изменить даты или гостей (менеджер)",
        description:
          "Изменение гостя (POST /v1/reservation/{id}/change) по тем же правилам и деньгам, автор — менеджер (журнал действий, история брони). Дороже оплаченного — изменение ждёт доплаты гостя (pending_change брони), дешевле — возврат по правилам тарифа сразу.",
        security: adminKeySecurity,
        request: { params: ReservationIdParam, body: jsonBody(ChangeRequest) },
        responses: { 200: ok(ChangeResponse, "Изменённая бронь и разница"), ...errors(404, 409, 422) },
      }),
      async (c) => {
        const { change, reservation } = await changeByManager(
          engine,
          c.req.valid("param").id,
          changeOf(c.req.valid("json")),
          managerOf(c),
          { apply: true },
        );
        return c.json({ data: presentChange(change, reservation) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/admin/reservations.csv",
        tags: ["Менеджер"],
        operationId: "exportReservationsCsv",
        summary: "Брони в CSV для Excel",
        description:
          "Все брони по тем же фильтрам и сортировке, что GET /v1/admin/reservations (все страницы): UTF-8 с BOM, разделитель «;», заголовки по-русски, суммы в рублях, даты ДД.ММ.ГГГГ.",
        security: adminKeySecurity,
        request: { query: AdminReservationsFilter },
        responses: {
          200: {
            description: "Файл CSV (Content-Disposition: attachment)",
            content: { "text/csv": { schema: z.string() } },
          },
          ...errors(),
        },
      }),
      async (c) => {
        const file = await bookingsCsv(engine, reservationFilter(c.req.valid("query")));
        return c.body(file.csv, 200, {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": `attachment; filename="${file.fileName}"`,
          "cache-control": "no-store",
        });
      },
    );
}

function changeOf(body: z.infer<typeof ChangeRequest>) {
  return {
    arrival: body.check_in_date,
    departure: body.check_out_date,
    choices: body.choices && toChoices(body.choices),
    extras: body.extras,
  };
}
