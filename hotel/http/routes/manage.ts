/**
 * The guest's own booking (docs/booking-engine.md#the-sites-calls), what the journey needs beyond
 * creating it: look-up by reference + e-mail or phone, the booking view, comment, contact and
 * flight edits, a change of dates or guests, cancellation, and the status history. Everything
 * after the look-up needs the manage token it hands out.
 */
import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  authorizeManage,
  cancelReservation,
  cancellationInfo,
  changeReservation,
  lookUpReservation,
  reservationHistory,
  updateComment,
  updateMainGuest,
} from "../../domain/reservations/manage";
import { updateTransferFlights } from "../../domain/reservations/logistics";
import { normalizeReference } from "../../domain/reservations/reference";
import { getReservation } from "../../domain/reservations/reservations";
import { bookingNames } from "../../domain/availability/localized";
import { BookingError } from "../../domain/errors";
import { speaksLanguage } from "../language";
import { rateLimit, withRetryAfter, type AppEnv } from "../middleware";
import { ManageTokenHeader, apiKeySecurity, errors, jsonBody, ok, okIn, router } from "../openapi";
import { presentCancellation, presentChange, presentReservation } from "../present";
import {
  CancelRequest,
  CancelResponse,
  CancellationResponse,
  ChangeRequest,
  ChangeResponse,
  CommentRequest,
  GuestRequest,
  HistoryResponse,
  LookupRequest,
  LookupResponse,
  TransferFlightsRequest,
} from "../schemas/manage";
import { AcceptLanguageHeader, LanguageQuery } from "../schemas/common";
import { ReservationIdParam, ReservationResponse } from "../schemas/reservations";
import type { RouteDeps } from "./deps";
import { toChoices } from "./reservations";

const manageErrors = () => errors(401, 404, 409, 422);
/** The manage token and the answer's language (Accept-Language; `lang` is LanguageQuery). */
const ManageHeaders = ManageTokenHeader.extend(AcceptLanguageHeader.shape);

export function manageRoutes({ engine, limiter }: RouteDeps) {
  const read = rateLimit(limiter, "read");
  const write = rateLimit(limiter, "write");
  const manage = async (c: Context<AppEnv>, id: string) =>
    authorizeManage(engine, id, c.req.header("x-manage-token"));
  const speaks = speaksLanguage();
  /** The names of a booking's rooms and extras in the answer's language. */
  const names = (c: Context<AppEnv>) => bookingNames(engine, c.get("language"));

  return router()
    .openapi(
      createRoute({
        method: "post",
        path: "/reservation/lookup",
        tags: ["Управление бронью"],
        operationId: "lookupReservation",
        summary: "Найти бронь",
        description:
          "По номеру брони и e-mail или телефону гостя. Неверный номер и неверный контакт дают одинаковый ответ 404, так что перебирать номера бессмысленно. Попытки ограничены: 10 за 10 минут с адреса (IPv6 — с сети /64), 5 неверных за час с адреса по одному номеру брони и всего 1, когда у номера за час набралось 30 неверных попыток с любых адресов; адрес без неверных попыток по номеру не ограничивается чужими. Возвращает бронь и токен управления (X-Manage-Token).",
        security: apiKeySecurity,
        middleware: [rateLimit(limiter, "lookup"), speaks],
        request: { query: LanguageQuery, headers: AcceptLanguageHeader, body: jsonBody(LookupRequest) },
        responses: { 200: okIn(LookupResponse, "Бронь и токен"), ...errors(404) },
      }),
      async (c) => {
        const body = c.req.valid("json");
        const attempt = await withRetryAfter(c, () =>
          limiter.checkLookup(normalizeReference(body.reference), c.get("client")),
        );
        const found = await lookUpReservation(engine, body).catch(async (error: unknown) => {
          if (error instanceof BookingError && error.code === "RESERVATION_NOT_FOUND") await attempt.failed();
          throw error;
        });
        return c.json(
          {
            data: {
              manage_token: found.token,
              expires_at: found.expiresAt.toISOString(),
              reservation: presentReservation(found.reservation, await names(c)),
            },
          },
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/reservation/{id}",
        tags: ["Управление бронью"],
        operationId: "getReservation",
        summary: "Бронь",
        description: "Названия номеров, тарифов и услуг — на языке lang или Accept-Language (ru или en).",
        security: apiKeySecurity,
        middleware: [read, speaks],
        request: { params: ReservationIdParam, query: LanguageQuery, headers: ManageHeaders },
        responses: { 200: okIn(ReservationResponse, "Бронь"), ...manageErrors() },
      }),
      async (c) => {
        const { id } = c.req.valid("param");
        await manage(c, id);
        return c.json({ data: presentReservation(await getReservation(engine, id), await names(c)) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/reservation/{id}/history",
        tags: ["Управление бронью"],
        operationId: "getReservationHistory",
        summary: "История статусов брони",
        description:
          "note — на языке lang или Accept-Language: по-русски — как событие записано, по-английски — по его типу и данным.",
        security: apiKeySecurity,
        middleware: [read, speaks],
        request: { params: ReservationIdParam, query: LanguageQuery, headers: ManageHeaders },
        responses: { 200: okIn(HistoryResponse, "События по порядку"), ...manageErrors() },
      }),
      async (c) => {
        const { id } = c.req.valid("param");
        await manage(c, id);
        const history = await reservationHistory(engine, id, c.get("language"));
        return c.json(
          { data: { history: history.map((event) => ({ ...event, at: event.at.toISOString() })) } },
          200,
        );
      },
    )
    .openapi(
      createRoute({
        method: "patch",
        path: "/reservation/{id}/comment",
        tags: ["Управление бронью"],
        operationId: "updateReservationComment",
        summary: "Изменить комментарий",
        security: apiKeySecurity,
        middleware: [write, speaks],
        request: {
          params: ReservationIdParam,
          query: LanguageQuery,
          headers: ManageHeaders,
          body: jsonBody(CommentRequest),
        },
        responses: { 200: okIn(ReservationResponse, "Бронь"), ...manageErrors() },
      }),
      async (c) => {
        const { id } = c.req.valid("param");
        await manage(c, id);
        const reservation = await updateComment(engine, id, c.req.valid("json").comment);
        return c.json({ data: presentReservation(reservation, await names(c)) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "patch",
        path: "/reservation/{id}/guest",
        tags: ["Управление бронью"],
        operationId: "updateReservationGuest",
        summary: "Изменить данные гостя",
        description: "Имя, фамилия, отчество (необязательно), телефон (E.164, номер любой страны) и e-mail.",
        security: apiKeySecurity,
        middleware: [write, speaks],
        request: {
          params: ReservationIdParam,
          query: LanguageQuery,
          headers: ManageHeaders,
          body: jsonBody(GuestRequest),
        },
        responses: { 200: okIn(ReservationResponse, "Бронь"), ...manageErrors() },
      }),
      async (c) => {
        const { id } = c.req.valid("param");
        await manage(c, id);
        const body = c.req.valid("json");
        const reservation = await updateMainGuest(engine, id, {
          firstName: body.first_name,
          middleName: body.middle_name,
          lastName: body.last_name,
          phone: body.phone,
          email: body.email,
        });
        return c.json({ data: presentReservation(reservation, await names(c)) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "put",
        path: "/reservation/{id}/transfer",
        tags: ["Управление бронью"],
        operationId: "updateReservationTransfer",
        summary: "Уточнить рейсы трансфера",
        description:
          "Рейс и дата прилёта и/или вылета для заказанного трансфера (поля, которых нет в запросе, остаются прежними). Даты — в пределах проживания, на день раньше заезда или позже выезда. Снимает отметку transfer.flight_to_confirm, которую ставит перенос дат брони; отель получает письмо. Трансфера нет в брони или нет этого направления — 422 TRANSFER_NOT_BOOKED, дата вне проживания — 422 TRANSFER_DATE_OUTSIDE_STAY.",
        security: apiKeySecurity,
        middleware: [write, speaks],
        request: {
          params: ReservationIdParam,
          query: LanguageQuery,
          headers: ManageHeaders,
          body: jsonBody(TransferFlightsRequest),
        },
        responses: { 200: okIn(ReservationResponse, "Бронь с уточнённым трансфером"), ...manageErrors() },
      }),
      async (c) => {
        const { id } = c.req.valid("param");
        await manage(c, id);
        const body = c.req.valid("json");
        const reservation = await updateTransferFlights(engine, id, {
          arrivalFlightNumber: body.arrival_flight_number,
          arrivalDate: body.arrival_date,
          departureFlightNumber: body.departure_flight_number,
          departureDate: body.departure_date,
          comment: body.comment,
        });
        return c.json({ data: presentReservation(reservation, await names(c)) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/reservation/{id}/change/quote",
        tags: ["Управление бронью"],
        operationId: "quoteReservationChange",
        summary: "Рассчитать изменение дат или гостей",
        description:
          "Ничего не меняет: проверяет наличие (свои номера брони считаются свободными), считает новую цену по текущим ценам и разницу: доплату или возврат по правилам тарифа.",
        security: apiKeySecurity,
        middleware: [read, speaks],
        request: {
          params: ReservationIdParam,
          query: LanguageQuery,
          headers: ManageHeaders,
          body: jsonBody(ChangeRequest),
        },
        responses: { 200: okIn(ChangeResponse, "Расчёт"), ...manageErrors() },
      }),
      async (c) => {
        const { id } = c.req.valid("param");
        await manage(c, id);
        const body = c.req.valid("json");
        const { change } = await changeReservation(
          engine,
          id,
          {
            arrival: body.check_in_date,
            departure: body.check_out_date,
            choices: body.choices && toChoices(body.choices),
            extras: body.extras,
          },
          { apply: false },
        );
        return c.json({ data: presentChange(change, undefined, await names(c)) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/reservation/{id}/change",
        tags: ["Управление бронью"],
        operationId: "changeReservation",
        summary: "Изменить даты или гостей",
        description:
          "Меняет бронь, если номера есть. Доплату гость вносит через POST /v1/reservation/{id}/invoice (счёт на остаток), возврат оформляется сразу.",
        security: apiKeySecurity,
        middleware: [write, speaks],
        request: {
          params: ReservationIdParam,
          query: LanguageQuery,
          headers: ManageHeaders,
          body: jsonBody(ChangeRequest),
        },
        responses: { 200: okIn(ChangeResponse, "Изменённая бронь и разница"), ...manageErrors() },
      }),
      async (c) => {
        const { id } = c.req.valid("param");
        await manage(c, id);
        const body = c.req.valid("json");
        const { change, reservation } = await changeReservation(
          engine,
          id,
          {
            arrival: body.check_in_date,
            departure: body.check_out_date,
            choices: body.choices && toChoices(body.choices),
            extras: body.extras,
          },
          { apply: true },
        );
        return c.json({ data: presentChange(change, reservation, await names(c)) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/reservation/{id}/cancellation",
        tags: ["Управление бронью"],
        operationId: "getCancellationTerms",
        summary: "Условия отмены сейчас",
        description:
          "Сколько вернётся и сколько удержится при отмене в этот момент, и до какого момента отмена бесплатна.",
        security: apiKeySecurity,
        middleware: [read],
        request: { params: ReservationIdParam, headers: ManageTokenHeader },
        responses: { 200: ok(CancellationResponse, "Условия"), ...manageErrors() },
      }),
      async (c) => {
        const { id } = c.req.valid("param");
        await manage(c, id);
        return c.json({ data: presentCancellation(await cancellationInfo(engine, id)) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/reservation/{id}/cancel",
        tags: ["Управление бронью"],
        operationId: "cancelReservation",
        summary: "Отменить бронь",
        description:
          "По правилам тарифа: «Оптимальный» — бесплатно до срока (по умолчанию за 48 часов до заезда в 14:00), позже и «Невозвратный» — без возврата. Услуги и трансфер возвращаются полностью.",
        security: apiKeySecurity,
        middleware: [write, speaks],
        request: {
          params: ReservationIdParam,
          query: LanguageQuery,
          headers: ManageHeaders,
          body: jsonBody(CancelRequest),
        },
        responses: { 200: okIn(CancelResponse, "Отменённая бронь и возврат"), ...manageErrors() },
      }),
      async (c) => {
        const { id } = c.req.valid("param");
        await manage(c, id);
        const result = await cancelReservation(engine, id, c.req.valid("json").reason);
        return c.json(
          {
            data: {
              cancellation: presentCancellation(result.cancellation),
              reservation: presentReservation(result.reservation, await names(c)),
            },
          },
          200,
        );
      },
    );
}
