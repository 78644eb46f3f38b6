/**
 * Reservations: creation at the guest-data step (docs/booking-engine.md#the-sites-calls). What the
 * guest does with a booking afterwards (look-up, changes, cancellation) is routes/manage.ts; its
 * invoices are routes/payments.ts.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { mainGuestFromApi } from "../../../rules";
import {
  createReservation,
  type ReservationRequest as DomainRequest,
} from "../../domain/reservations/reservations";
import { bookingNames } from "../../domain/availability/localized";
import { speaksLanguage } from "../language";
import { rateLimit } from "../middleware";
import { apiKeySecurity, errors, jsonBody, okIn, router } from "../openapi";
import { presentReservation } from "../present";
import { AcceptLanguageHeader, LanguageQuery } from "../schemas/common";
import { ReservationRequest, ReservationResponse } from "../schemas/reservations";
import type { RouteDeps } from "./deps";

const SessionHeader = z
  .object({
    "x-session-id": z.string().min(1).max(200).optional().openapi({
      description: "Сессия гостя: повтор того же запроса в той же сессии вернёт первую бронь",
    }),
  })
  .extend(AcceptLanguageHeader.shape);

function toDomainRequest(body: z.infer<typeof ReservationRequest>): DomainRequest {
  return {
    arrival: body.check_in_date,
    departure: body.check_out_date,
    mainGuest: mainGuestFromApi(body.main_guest),
    choices: toChoices(body.choices),
    comment: body.comment,
    arrivalTime: body.arrival_time,
    departureTime: body.departure_time,
    transfer: body.transfer && {
      type: body.transfer.type,
      arrivalFlightNumber: body.transfer.arrival_flight_number,
      arrivalDate: body.transfer.arrival_date,
      departureFlightNumber: body.transfer.departure_flight_number,
      departureDate: body.transfer.departure_date,
      comment: body.transfer.comment,
    },
    extras: body.extras,
    language: body.language,
  };
}

/** The rooms chosen, as the domain names them: here and in a change of the booking (routes/manage.ts). */
export function toChoices(
  choices: { adults: number; children: number; room_type_id: number; rate_id: number }[],
) {
  return choices.map((choice) => ({
    adults: choice.adults,
    children: choice.children,
    roomTypeId: choice.room_type_id,
    rateId: choice.rate_id,
  }));
}

export function reservationRoutes({ engine, limiter }: RouteDeps) {
  const write = rateLimit(limiter, "write");

  return router().openapi(
    createRoute({
      method: "post",
      path: "/reservation",
      tags: ["Бронирование"],
      operationId: "createReservation",
      summary: "Создать бронь",
      description:
        "Бронь удерживает номера до оплаты (HOLD_MINUTES, по умолчанию 20 минут). Сумма считается на сервере: цены ночей выбранных тарифов, услуги и трансфер по каталогу (цены — в GET /extras). С x-session-id повтор того же тела вернёт первую бронь (200), а прежняя неоплаченная бронь этой сессии освобождается. language в теле — язык брони (письма, страница оплаты); названия номеров, тарифов и услуг в ответе — на языке lang или Accept-Language (ru или en). Лимиты удержания: не больше HOLD_MAX_ROOM_NIGHTS номеро-ночей (по умолчанию 70) в одной неоплаченной брони (HOLD_TOO_LARGE, 422) и не больше HOLD_LIMIT_PER_GUEST неоплаченных броней (по умолчанию 2) на адрес (IPv6 — на /64), e-mail или телефон (HOLD_LIMIT, 409); брони, которые запрос заменяет, не считаются.",
      security: apiKeySecurity,
      middleware: [write, speaksLanguage()],
      request: { query: LanguageQuery, headers: SessionHeader, body: jsonBody(ReservationRequest) },
      responses: {
        201: okIn(ReservationResponse, "Бронь создана; data.reservation_id — её идентификатор"),
        200: okIn(ReservationResponse, "Повтор запроса той же сессии: первая бронь"),
        ...errors(404, 409, 422),
      },
    }),
    async (c) => {
      const { reservation, replayed } = await createReservation(
        engine,
        toDomainRequest(c.req.valid("json")),
        { sessionId: c.req.valid("header")["x-session-id"], client: c.get("address") },
      );
      const names = await bookingNames(engine, c.get("language"));
      return c.json({ data: presentReservation(reservation, names) }, replayed ? 200 : 201);
    },
  );
}
