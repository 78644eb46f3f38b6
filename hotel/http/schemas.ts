/**
 * The hotel API's contract: every request and response body as a Zod schema, from which the
 * OpenAPI document (/v1/openapi.json, /v1/docs) is generated and which the typed client
 * (hotel/client) parses responses with. Field names are the contract's, snake_case as the site's
 * calls name them (docs/booking-engine.md#the-sites-calls).
 * Money is integer rubles; stay dates are `YYYY-MM-DD`; instants are ISO 8601 with a zone.
 */
import { z } from "@hono/zod-openapi";
import {
  EMAIL_PATTERN,
  FLIGHT_NUMBER_PATTERN,
  MAX_ADULTS,
  MAX_CHILDREN,
  MAX_ROOMS,
  MIN_ADULTS,
  MIN_CHILDREN,
  NAME_PATTERN,
  TIME_PATTERN,
  TRANSFER_TYPES,
  parseIsoDate,
} from "../../rules";
import { CALENDAR_DEFAULT_DAYS, CALENDAR_MAX_DAYS } from "../domain/availability";
import { INVOICE_STATUSES, OUTBOX_STATUSES, RESERVATION_STATUSES } from "../statuses";
import { ERROR_CODES } from "../domain/errors";
import { PAYMENT_TYPES } from "../providers/payments/types";

export const IsoDate = z
  .string()
  .refine((value) => parseIsoDate(value) !== undefined, "Дата должна быть в формате YYYY-MM-DD")
  .openapi({ format: "date", example: "2026-12-01" });

const Instant = z.string().openapi({ format: "date-time", example: "2026-11-22T10:20:00.000Z" });
const Rubles = (description: string) =>
  z
    .number()
    .int()
    .openapi({ description: `${description}. Целые рубли.`, example: 14000 });

const Adults = z.number().int().min(MIN_ADULTS).max(MAX_ADULTS).openapi({ description: "Взрослые, 1–10" });
const Children = z
  .number()
  .int()
  .min(MIN_CHILDREN)
  .max(MAX_CHILDREN)
  .openapi({ description: "Дети до 14 лет, 0–10" });

/** Largest value of PostgreSQL's `integer`, the type of every id and count the engine stores. */
const INT32_MAX = 2_147_483_647;
const ID_MESSAGE = "Идентификатор — целое число от 1 до 2147483647";
/** An id in a request body: a positive 32-bit integer, so the database never sees one it cannot hold. */
export const Id = z.number().int(ID_MESSAGE).positive(ID_MESSAGE).max(INT32_MAX, ID_MESSAGE);
/** The same id in a path or a query string. */
export const IdText = z.coerce.number().int(ID_MESSAGE).positive(ID_MESSAGE).max(INT32_MAX, ID_MESSAGE);

export const RoomGuests = z.object({ adults: Adults, children: Children });

function staysForward<T extends { check_in_date: string; check_out_date: string }>(value: T): boolean {
  return value.check_out_date > value.check_in_date;
}
const STAY_MESSAGE = { message: "Дата выезда должна быть позже даты заезда", path: ["check_out_date"] };

// ── Errors ───────────────────────────────────────────────────────────────────
export const ErrorBody = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES).openapi({ description: "Стабильный код ошибки" }),
      message: z.string().openapi({ description: "Сообщение по-русски, его можно показать гостю" }),
      details: z.unknown().optional().openapi({ description: "Подробности для клиента API" }),
    }),
  })
  .openapi("Error");

// ── Rooms ────────────────────────────────────────────────────────────────────
export const AmenityPage = z
  .object({
    title: z.string(),
    image_url: z.string(),
    amenities: z.array(z.object({ icon_id: z.number().int(), title: z.string() })),
  })
  .openapi("AmenityPage");

const IncludedService = z.object({ title: z.string() });

export const Rate = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    price: Rubles("Цена: в списке типов — самая низкая цена ночи; в поиске — за всё проживание"),
    order: z.number().int(),
    included_services: z.array(IncludedService),
    refundable: z.boolean(),
    free_cancellation_hours: z.number().int().nullable().openapi({
      description: "Бесплатная отмена за столько часов до заезда (14:00); null — невозвратный",
    }),
  })
  .openapi("Rate");

const RoomTypeBase = {
  id: z.number().int().openapi({ description: "1–6 в порядке категорий" }),
  title: z.string(),
  short_desc: z.string(),
  base_price: Rubles("Цена за ночь «от»: самая низкая цена ночи"),
  image_urls: z.array(z.string()),
  amenity_tags: z.array(z.string()),
  order: z.number().int(),
  amenity_pages: z.array(AmenityPage),
  capacity: z.number().int().openapi({ description: "Мест в номере; ещё один ребёнок до 7 лет — без места" }),
  total_rooms: z.number().int(),
};

export const RoomType = z.object({ ...RoomTypeBase, rates: z.array(Rate) }).openapi("RoomType");
export const RoomTypesResponse = z.object({ data: z.object({ room_types: z.array(RoomType) }) });

export const SearchRequest = z
  .object({
    check_in_date: IsoDate,
    check_out_date: IsoDate,
    layout: z
      .array(RoomGuests)
      .min(1)
      .max(MAX_ROOMS)
      .openapi({ description: "Гости по номерам, 1–5 номеров" }),
  })
  .refine(staysForward, STAY_MESSAGE)
  .openapi("SearchRequest");

const NightlyPrice = z.object({ date: IsoDate, amount: Rubles("Цена ночи") });

export const RateOffer = Rate.extend({
  price: Rubles("Цена за всё проживание в одном номере"),
  nightly: z.array(NightlyPrice),
  free_cancellation_until: Instant.nullable().openapi({ description: "До какого момента отмена бесплатна" }),
}).openapi("RateOffer");

export const RoomTypeOffer = z
  .object({
    ...RoomTypeBase,
    base_price: Rubles("Самая низкая цена ночи за даты проживания"),
    rates: z.array(RateOffer),
    available_rooms: z
      .number()
      .int()
      .openapi({ description: "Сколько номеров этого типа свободно на все ночи" }),
    child_without_bed: z.boolean().openapi({
      description: "Гости помещаются, только если один ребёнок до 7 лет без отдельного места",
    }),
  })
  .openapi("RoomTypeOffer");

export const SearchResponse = z.object({
  data: z.object({
    check_in_date: IsoDate,
    check_out_date: IsoDate,
    nights: z.number().int(),
    choices: z.array(
      z.object({
        idx: z.number().int().openapi({ description: "Номер комнаты в запросе, с 0" }),
        adults: z.number().int(),
        children: z.number().int(),
        room_types: z.array(RoomTypeOffer),
      }),
    ),
  }),
});

export const CalendarQuery = z.object({
  starts_at: IsoDate.optional().openapi({ description: "Первый день; по умолчанию сегодня в отеле" }),
  days: z.coerce
    .number()
    .int()
    .min(1)
    .max(CALENDAR_MAX_DAYS)
    .optional()
    .openapi({ description: `Сколько дней, по умолчанию ${CALENDAR_DEFAULT_DAYS}` }),
  room_type_id: IdText.optional(),
});

export const CalendarResponse = z.object({
  data: z.object({
    starts_at: IsoDate,
    calendar: z.array(
      z.object({
        amount: Rubles("Самая низкая цена ночи этого дня"),
        idx: z.number().int().openapi({ description: "Смещение в днях от starts_at" }),
        min_stay: z.number().int().min(2).optional().openapi({
          description:
            "Минимум ночей при заезде в этот день (наименьший среди тарифов, которые можно продать); нет поля — 1",
        }),
      }),
    ),
    unavailable: z
      .array(
        z.object({
          idx: z.number().int().openapi({ description: "Смещение в днях от starts_at" }),
          reason: z.enum(["closed", "sold_out"]).openapi({
            description: "closed — продажи закрыты или цены нет; sold_out — свободных номеров нет",
          }),
        }),
      )
      .optional()
      .openapi({ description: "Дни окна без цены и почему их нельзя забронировать" }),
  }),
});

// ── Extras ───────────────────────────────────────────────────────────────────
export const ExtraItem = z
  .object({
    code: z.string().openapi({ example: "facial-massage" }),
    kind: z.enum(["spa", "transfer"]),
    title: z.string(),
    price: Rubles("Цена за единицу"),
    duration_minutes: z.number().int().nullable(),
  })
  .openapi("Extra");

export const ExtrasResponse = z.object({ data: z.object({ extras: z.array(ExtraItem) }) });

// ── Reservations ─────────────────────────────────────────────────────────────
const Name = (required: boolean) =>
  z
    .string()
    .trim()
    .max(100)
    .refine((value) => (!required && value === "") || NAME_PATTERN.test(value), "Вводите только буквы");

export const Phone = z
  .string()
  .regex(/^\+\d{10,15}$/, "Телефон: плюс и 10–15 цифр")
  .openapi({ example: "+79991234567" });
export const Email = z
  .string()
  .trim()
  .max(200)
  .regex(EMAIL_PATTERN, "Введите корректный email")
  .openapi({ example: "guest@example.ru" });
const Time = z.string().regex(TIME_PATTERN, "Время в формате H:MM").openapi({ example: "14:00" });
const Flight = z.string().trim().max(20).regex(FLIGHT_NUMBER_PATTERN, "Введите корректный номер рейса");

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
      description: "Трансфер из аэропорта: 6 000 ₽ в одну сторону, 12 000 ₽ в обе",
    }),
    extras: z
      .array(z.object({ code: z.string().min(1).max(100), quantity: z.number().int().min(1).max(20) }))
      .max(30)
      .optional()
      .openapi({ description: "Дополнительные услуги из каталога (коды услуг СПА)" }),
  })
  .refine(staysForward, STAY_MESSAGE)
  .openapi("ReservationRequest");

const ReservationRoom = z.object({
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
    }),
    consent_at: Instant,
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
    transfer: Transfer.extend({ price: Rubles("Цена трансфера") }).nullable(),
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
  phone: z.string().regex(/^\+?\d{10,15}$/, "Введите корректный телефон"),
  email: Email,
});

export const ChangeRequest = z
  .object({
    check_in_date: IsoDate.optional(),
    check_out_date: IsoDate.optional(),
    choices: z.array(Choice).min(1).max(MAX_ROOMS).optional(),
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

// ── Payments ─────────────────────────────────────────────────────────────────
export const PaymentVariantsResponse = z.object({
  data: z.object({
    payment_variants: z.array(
      z.object({
        payment_provider_id: z.number().int(),
        payment_type: z.enum(PAYMENT_TYPES).openapi({ description: "card — банковская карта, sbp — СБП" }),
        name: z.string(),
        price: Rubles("Комиссия сверх суммы брони"),
        short_description: z.string(),
        description: z.string(),
        icon_ids: z.array(z.number().int()).openapi({
          description: "101 Mastercard, 102 Мир, 103 QR/СБП, 104 многоцветная, 105 карта, 106 Visa",
        }),
      }),
    ),
    test_mode: z.boolean().openapi({
      description:
        "Тестовый режим: платежи принимает встроенная песочница, деньги не списываются (тестовые карты — на её странице оплаты)",
    }),
  }),
});

export const InvoiceRequest = z
  .object({
    payment_provider_id: z.literal(1),
    payment_type: z.enum(PAYMENT_TYPES).openapi({
      description:
        "card — банковская карта; sbp — СБП (если способ есть в /payment/variants, иначе 422 PAYMENT_TYPE_UNAVAILABLE)",
    }),
  })
  .openapi("InvoiceRequest");

export const Invoice = z
  .object({
    invoice_id: z.uuid(),
    reservation_id: z.uuid(),
    status: z.enum(INVOICE_STATUSES).openapi({
      description: "pending → waiting (деньги заблокированы, бронь закреплена) → succeeded; или canceled",
    }),
    amount: Rubles("Сумма счёта"),
    payment_provider_id: z.number().int(),
    payment_type: z.string(),
    confirmation_url: z.string().nullable().openapi({ description: "Страница оплаты, куда отправить гостя" }),
    created_at: Instant,
    paid_at: Instant.nullable(),
  })
  .openapi("Invoice");

export const InvoiceResponse = z.object({ data: Invoice });

// ── Guest requests ───────────────────────────────────────────────────────────
export const GuestRequestBody = z
  .object({
    first_name: z.string().max(100),
    last_name: z.string().max(100),
    middle_name: z.string().max(100).optional(),
    phone: z.string().max(40),
    email: z.string().max(200),
    comment: z.string().optional(),
    personal_data_permission: z.boolean(),
    source: z.string().max(300).optional().openapi({ description: "Страница, с которой отправлена заявка" }),
  })
  .openapi("GuestRequest");

export const GuestRequestResponse = z.object({
  data: z.object({ request_id: z.uuid(), created_at: Instant, mailed: z.boolean() }),
});

// ── Admin ────────────────────────────────────────────────────────────────────
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
export const InventoryResponse = z.object({
  data: z.object({
    inventory: z.array(
      z.object({
        room_type_id: z.number().int(),
        date: IsoDate,
        total: z.number().int(),
        free: z.number().int(),
      }),
    ),
  }),
});

export const GuestRequestsResponse = z.object({
  data: z.object({
    requests: z.array(
      z.object({
        request_id: z.uuid(),
        first_name: z.string(),
        last_name: z.string(),
        middle_name: z.string(),
        phone: z.string(),
        email: z.string(),
        comment: z.string(),
        source: z.string(),
        personal_data_permission: z.boolean(),
        consent_at: Instant,
        mail_status: z.string(),
        created_at: Instant,
      }),
    ),
  }),
});

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

export const ReservationIdParam = z.object({
  id: z.uuid({ error: "Идентификатор брони — UUID" }).openapi({ param: { name: "id", in: "path" } }),
});
