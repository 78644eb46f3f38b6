/**
 * The guest's own booking after the look-up: the manage token, comment and contact edits, a
 * change of dates or rooms (quoted or made), cancellation and the booking's history.
 */
import { z } from "@hono/zod-openapi";
import { MAX_ROOMS } from "../../../rules";
import { RESERVATION_STATUSES } from "../../statuses";
import { Instant, IsoDate, Rubles } from "./common";
import {
  Choice,
  Email,
  ExtrasRequest,
  Flight,
  Name,
  Phone,
  Reservation,
  ReservationRoom,
} from "./reservations";

export const LookupRequest = z
  .object({
    reference: z.string().trim().min(4).max(20).openapi({ example: "K7M4Q2XZ" }),
    contact: z.string().trim().min(5).max(200).openapi({ description: "E-mail или телефон гостя" }),
  })
  .openapi("LookupRequest");

export const LookupResponse = z.object({
  data: z.object({
    manage_token: z.string().openapi({ description: "Передавайте в заголовке X-Manage-Token" }),
    expires_at: Instant,
    reservation: Reservation,
  }),
});

export const CommentRequest = z.object({ comment: z.string().max(2000) });

export const GuestRequest = z.object({
  first_name: Name(true),
  middle_name: Name(false).optional().default(""),
  last_name: Name(true),
  phone: Phone,
  email: Email,
});

export const TransferFlightsRequest = z
  .object({
    arrival_flight_number: Flight.optional(),
    arrival_date: IsoDate.optional().openapi({
      description: "Дата прилёта: от дня до заезда до дня после выезда",
    }),
    departure_flight_number: Flight.optional(),
    departure_date: IsoDate.optional().openapi({
      description: "Дата вылета: от дня до заезда до дня после выезда",
    }),
    comment: z.string().max(1000).optional(),
  })
  .refine(
    (body) =>
      [body.arrival_flight_number, body.arrival_date, body.departure_flight_number, body.departure_date].some(
        (value) => value !== undefined,
      ),
    "Укажите рейс или дату прилёта или вылета",
  )
  .openapi("TransferFlightsRequest");

export const ChangeRequest = z
  .object({
    check_in_date: IsoDate.optional(),
    check_out_date: IsoDate.optional(),
    choices: z.array(Choice).min(1).max(MAX_ROOMS).optional(),
    extras: ExtrasRequest.optional().openapi({
      description:
        "Услуги после изменения (все, с количеством); пустой список — убрать все; без поля — как сейчас",
    }),
  })
  .openapi("ChangeRequest");

export const ChangeResponse = z.object({
  data: z.object({
    check_in_date: IsoDate,
    check_out_date: IsoDate,
    rooms: z.array(ReservationRoom),
    old_total: Rubles("Было"),
    new_total: Rubles("Станет"),
    difference: Rubles("Разница (может быть меньше нуля)"),
    to_pay: Rubles("Доплата"),
    to_refund: Rubles("Возврат"),
    kept: Rubles("Невозвратные деньги сверх новой стоимости: остаются у отеля, не возвращаются"),
    becomes_non_refundable: Rubles(
      "Сколько уже оплаченных денег станет невозвратным после изменения (более строгий тариф, прошедший срок)",
    ),
    free_cancellation_until: Instant.nullable().openapi({
      description: "Срок бесплатной отмены после изменения",
    }),
    extras: z.array(
      z.object({
        code: z.string(),
        title: z.string(),
        unit_price: z.number().int(),
        quantity: z.number().int(),
        amount: z.number().int(),
      }),
    ),
    reservation: Reservation.optional().openapi({ description: "Бронь после изменения (нет в расчёте)" }),
  }),
});

export const Cancellation = z.object({
  refund: Rubles("Вернётся гостю"),
  penalty: Rubles("Удерживается"),
  paid: Rubles("Оплачено на сейчас"),
  free_cancellation_until: Instant.nullable(),
});

export const CancellationResponse = z.object({ data: Cancellation });
export const CancelRequest = z.object({ reason: z.string().max(500).optional() });
export const CancelResponse = z.object({
  data: z.object({ cancellation: Cancellation, reservation: Reservation }),
});

export const HistoryResponse = z.object({
  data: z.object({
    history: z.array(
      z.object({ at: Instant, type: z.string(), status: z.enum(RESERVATION_STATUSES), note: z.string() }),
    ),
  }),
});
