/**
 * The Studio's «Бронирования» tool: a booking's card (the booking, its history, its e-mails and
 * refunds, managers' actions and notes, what a cancellation would give back), and the actions the
 * engine allows a manager: cancel by the policy or without a refund, send the confirmation again,
 * an internal note. The list itself is GET /v1/admin/reservations.
 */
import { createRoute } from "@hono/zod-openapi";
import type { AdminAction } from "../../domain/admin/audit";
import {
  addBookingNote,
  bookingCard,
  cancelByManager,
  resendConfirmation,
} from "../../domain/admin/admin-bookings";
import { managerOf } from "../admin-identity";
import {
  BookingCardResponse,
  BookingNoteRequest,
  BookingNoteResponse,
  AdminCancelRequest,
  ResendResponse,
} from "../schemas/admin-bookings";
import { adminKeySecurity, errors, jsonBody, ok, router } from "../openapi";
import { presentCancellation, presentReservation } from "../present";
import { CancelResponse } from "../schemas/manage";
import { ReservationIdParam } from "../schemas/reservations";
import { presentEntry } from "./admin";
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
    );
}
