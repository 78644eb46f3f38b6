/** Room types with their rates, the availability search and the price calendar. */
import { z } from "@hono/zod-openapi";
import { CALENDAR_DEFAULT_DAYS, CALENDAR_MAX_DAYS, MAX_ROOMS } from "../../../rules";
import { IdText, IsoDate, Instant, RoomGuests, Rubles, STAY_MESSAGE, staysForward } from "./common";

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

export const NightlyPrice = z.object({ date: IsoDate, amount: Rubles("Цена ночи") });

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
        max_stay: z.number().int().min(1).optional().openapi({
          description:
            "Максимум ночей при заезде в этот день (наибольший среди тарифов, открытых для заезда); нет поля — без ограничения",
        }),
        closed_arrival: z.literal(true).optional().openapi({
          description: "Заезд в этот день закрыт на всех тарифах, которые можно продать",
        }),
        closed_departure: z.literal(true).optional().openapi({
          description: "Выезд в этот день закрыт на всех тарифах с ценой этого дня",
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
          closed_departure: z.literal(true).optional().openapi({
            description: "Выезд в этот день закрыт на всех тарифах с ценой этого дня",
          }),
        }),
      )
      .optional()
      .openapi({ description: "Дни окна без цены и почему их нельзя забронировать" }),
  }),
});
