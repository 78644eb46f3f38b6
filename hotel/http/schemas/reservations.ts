/** A new reservation (guest, rooms, transfer, extras) and the reservation as the API shows it. */
import { z } from "@hono/zod-openapi";
import {
  EMAIL_PATTERN,
  FLIGHT_NUMBER_PATTERN,
  isPhone,
  LANGUAGES,
  MAX_ROOMS,
  NAME_PATTERN,
  TIME_PATTERN,
  TRANSFER_TYPES,
} from "../../../rules";
import { INVOICE_STATUSES, RESERVATION_STATUSES } from "../../statuses";
import { Adults, Children, Id, Instant, IsoDate, Rubles, STAY_MESSAGE, staysForward } from "./common";
import { NightlyPrice } from "./rooms";

export const Name = (required: boolean) =>
  z
    .string()
    .trim()
    .max(100)
    .refine((value) => (!required && value === "") || NAME_PATTERN.test(value), "Вводите только буквы");

/** Any country's valid number in E.164 (the rules read it with every country's metadata). */
export const Phone = z
  .string()
  .refine(isPhone, "Введите корректный телефон")
  .openapi({ description: "E.164: плюс и цифры", example: "+79991234567" });
export const Email = z
  .string()
  .trim()
  .max(200)
  .regex(EMAIL_PATTERN, "Введите корректный email")
  .openapi({ example: "guest@example.ru" });
const Time = z.string().regex(TIME_PATTERN, "Время в формате H:MM").openapi({ example: "14:00" });
export const Flight = z
  .string()
  .trim()
  .max(20)
  .regex(FLIGHT_NUMBER_PATTERN, "Введите корректный номер рейса");

export const MainGuest = z.object({
  first_name: Name(true),
  middle_name: Name(false).optional().default(""),
  last_name: Name(true),
  phone: Phone,
  email: Email,
  special_offers_permission: z.boolean(),
  personal_data_permission: z
    .literal(true)
    .openapi({ description: "Согласие на обработку персональных данных" }),
  personal_data_document: z.string().trim().min(1).max(200).optional().openapi({
    description:
      "Версия документа «Согласие на обработку персональных данных», которую гость отметил; хранится с временем согласия",
    example: "personal-data@2026-11-20T10:00:00Z",
  }),
});

export const Choice = z.object({
  adults: Adults,
  children: Children,
  room_type_id: Id,
  rate_id: Id,
});

export const Transfer = z.object({
  type: z
    .enum(TRANSFER_TYPES)
    .openapi({ description: "to — в отель, from — в аэропорт, to-from — туда и обратно" }),
  arrival_flight_number: Flight.optional(),
  arrival_date: z.string().max(30).optional(),
  departure_flight_number: Flight.optional(),
  departure_date: z.string().max(30).optional(),
  comment: z.string().max(1000).optional(),
});

/** Extras asked for by code and quantity (spa procedures of the catalogue). */
export const ExtrasRequest = z
  .array(z.object({ code: z.string().min(1).max(100), quantity: z.number().int().min(1).max(20) }))
  .max(30);

export const ReservationRequest = z
  .object({
    check_in_date: IsoDate,
    check_out_date: IsoDate,
    main_guest: MainGuest,
    choices: z.array(Choice).min(1).max(MAX_ROOMS),
    comment: z.string().max(2000).optional(),
    arrival_time: Time.optional(),
    departure_time: Time.optional(),
    transfer: Transfer.optional().openapi({
      description:
        "Трансфер из аэропорта: в отель (to), из отеля (from) или туда и обратно (to-from); цены — в GET /extras (transfer-to, transfer-from, transfer-to-from)",
    }),
    extras: ExtrasRequest.optional().openapi({
      description: "Дополнительные услуги из каталога (коды услуг СПА)",
    }),
    language: z.enum(LANGUAGES).optional().openapi({
      description: "Язык, на котором гость бронирует: письма гостю и календарь — на нём; по умолчанию ru",
      example: "ru",
    }),
  })
  .refine(staysForward, STAY_MESSAGE)
  .openapi("ReservationRequest");

export const ReservationRoom = z.object({
  idx: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  room_type_id: z.number().int(),
  room_type_title: z.string(),
  rate_id: z.number().int(),
  rate_title: z.string(),
  amount: Rubles("Номер за всё проживание"),
  nightly: z.array(NightlyPrice),
  refundable: z.boolean(),
  free_cancellation_until: Instant.nullable(),
});

export const Reservation = z
  .object({
    reservation_id: z.uuid(),
    reference: z.string().openapi({ description: "Номер брони для гостя", example: "K7M4Q2XZ" }),
    status: z.enum(RESERVATION_STATUSES).openapi({
      description: "held — номера удерживаются до оплаты; confirmed; canceled; expired — не оплачена вовремя",
    }),
    hold_expires_at: Instant.nullable(),
    check_in_date: IsoDate,
    check_out_date: IsoDate,
    nights: z.number().int(),
    main_guest: z.object({
      first_name: z.string(),
      middle_name: z.string(),
      last_name: z.string(),
      phone: z.string(),
      email: z.string(),
      special_offers_permission: z.boolean(),
      personal_data_permission: z.boolean(),
      personal_data_document: z.string().nullable(),
    }),
    consent_at: Instant,
    language: z.enum(LANGUAGES).openapi({ description: "Язык брони: на нём гостю пишут письма" }),
    rooms: z.array(ReservationRoom),
    extras: z.array(
      z.object({
        code: z.string(),
        title: z.string(),
        unit_price: Rubles("Цена за единицу"),
        quantity: z.number().int(),
        amount: Rubles("Сумма"),
      }),
    ),
    transfer: Transfer.extend({
      price: Rubles("Цена трансфера"),
      flight_to_confirm: z.boolean().openapi({
        description:
          "true — даты брони изменились и трансфер перенесён вместе с ними: гостю нужно уточнить рейс на новую дату (PUT /v1/reservation/{id}/transfer)",
      }),
    }).nullable(),
    comment: z.string(),
    arrival_time: z.string().nullable(),
    departure_time: z.string().nullable(),
    amounts: z.object({
      rooms: Rubles("Номера"),
      extras: Rubles("Услуги"),
      transfer: Rubles("Трансфер"),
      total: Rubles("Итого"),
      paid: Rubles("Оплачено"),
      refunded: Rubles("Возвращено"),
      balance_due: Rubles("К оплате"),
    }),
    payment_status: z.enum(INVOICE_STATUSES).nullable().openapi({
      description:
        "Последний счёт; amount_mismatch — платёжный сервис сообщил другую сумму, оплата не засчитана (разбирает менеджер)",
    }),
    terms: z
      .object({
        free_cancellation_until: Instant.nullable().openapi({
          description:
            "Единственный срок бесплатной отмены брони сейчас (по текущим датам и тарифам); null — бесплатной отмены нет",
        }),
        refund_if_cancelled: Rubles("Вернётся гостю при отмене сейчас"),
        non_refundable: Rubles("Невозвратные деньги брони: остаются у отеля при любой отмене"),
      })
      .openapi({ description: "Условия отмены брони, как движок применит их сейчас (docs/money.md)" }),
    pending_change: z
      .object({
        check_in_date: IsoDate,
        check_out_date: IsoDate,
        rooms: z.array(ReservationRoom),
        total: Rubles("Стоимость брони после изменения"),
        to_pay: Rubles("Доплата, после которой изменение вступит в силу"),
        hold_expires_at: Instant.nullable().openapi({
          description: "До какого момента номера изменения удерживаются; null — доплата обрабатывается",
        }),
      })
      .nullable()
      .openapi({
        description:
          "Изменение, которое ждёт доплаты: до оплаты бронь остаётся прежней; не оплачено вовремя — отменяется само",
      }),
    created_at: Instant,
    updated_at: Instant,
  })
  .openapi("Reservation");

export const ReservationResponse = z.object({ data: Reservation });

/**
 * What the success page shows of a booking (GET /v1/reservation/{id}/summary): what was booked and
 * what it costs, with nothing of the guest's own (no name, phone, e-mail, comment, flights), since
 * the return address that opens it stays in the browser's history.
 */
export const ReservationSummary = Reservation.pick({
  reservation_id: true,
  reference: true,
  status: true,
  hold_expires_at: true,
  check_in_date: true,
  check_out_date: true,
  nights: true,
  rooms: true,
  extras: true,
  amounts: true,
  payment_status: true,
})
  .extend({
    transfer: z
      .object({ type: Transfer.shape.type, price: Rubles("Цена трансфера") })
      .nullable()
      .openapi({ description: "Трансфер: направление и цена (без рейсов)" }),
  })
  .openapi("ReservationSummary");

export const ReservationSummaryResponse = z.object({ data: ReservationSummary });

export const ReservationIdParam = z.object({
  id: z.uuid({ error: "Идентификатор брони — UUID" }).openapi({ param: { name: "id", in: "path" } }),
});
