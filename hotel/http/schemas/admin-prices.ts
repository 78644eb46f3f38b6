/**
 * The managers' price tools for the Studio: the grid, a set of changes previewed, saved and
 * undone, and the room types with their lowest prices. Messages of the checks are Russian: the
 * Studio shows them as they are.
 */
import { z } from "@hono/zod-openapi";
import { MAX_CHANGES_PER_SAVE } from "../../limits";
import { InventoryDay } from "./admin";
import { Id, Instant, IsoDate } from "./common";
import { Rate, RoomType } from "./rooms";

const Amount = z
  .number({ error: "Цена — целое число рублей" })
  .int("Цена — целое число рублей")
  .positive("Цена должна быть больше нуля")
  .max(10_000_000, "Цена не больше 10 000 000 ₽")
  .openapi({ description: "Цена ночи, целые рубли" });
const MinStay = z
  .number({ error: "Минимальный срок — число ночей" })
  .int("Минимальный срок — целое число ночей")
  .min(1, "Минимальный срок — от 1 до 30 ночей")
  .max(30, "Минимальный срок — от 1 до 30 ночей");
const MaxStay = z
  .number({ error: "Максимальный срок — число ночей" })
  .int("Максимальный срок — целое число ночей")
  .min(1, "Максимальный срок — от 1 до 30 ночей")
  .max(30, "Максимальный срок — от 1 до 30 ночей");
const OnSale = z
  .number({ error: "Номеров в продаже — целое число" })
  .int("Номеров в продаже — целое число")
  .min(0, "Номеров в продаже — от 0")
  .max(10_000, "Номеров в продаже — не больше, чем номеров в категории");

export const PriceChangeInput = z
  .object({
    from: IsoDate,
    to: IsoDate.openapi({ description: "Включительно" }),
    room_type_ids: z.array(Id).min(1, "Выберите хотя бы одну категорию").optional(),
    rate_ids: z.array(Id).min(1, "Выберите хотя бы один тариф").optional(),
    weekdays: z
      .array(z.number().int().min(1).max(7))
      .min(1, "Выберите хотя бы один день недели")
      .optional()
      .openapi({ description: "1 — понедельник … 7 — воскресенье" }),
    amount: Amount.optional(),
    closed: z.boolean().optional().openapi({ description: "true — закрыть продажи, false — открыть" }),
    min_stay: MinStay.optional(),
    max_stay: MaxStay.nullable()
      .optional()
      .openapi({ description: "Максимум ночей при заезде в этот день; null — снять ограничение" }),
    closed_arrival: z
      .boolean()
      .optional()
      .openapi({ description: "true — закрыть заезд (CTA), false — открыть" }),
    closed_departure: z
      .boolean()
      .optional()
      .openapi({ description: "true — закрыть выезд (CTD), false — открыть" }),
    on_sale: OnSale.optional().openapi({
      description: "Номеров категории в продаже на каждый день (0 … номеров категории); на все тарифы сразу",
    }),
  })
  .openapi("PriceChange");

export const PriceChangesRequest = z.object({
  changes: z
    .array(PriceChangeInput)
    .min(1, `Сохраняется от 1 до ${MAX_CHANGES_PER_SAVE} изменений`)
    .max(MAX_CHANGES_PER_SAVE, `Сохраняется от 1 до ${MAX_CHANGES_PER_SAVE} изменений`),
});

const Restrictions = {
  closed_arrival: z.boolean(),
  closed_departure: z.boolean(),
  max_stay: z.number().int().nullable(),
};
const CellValues = z.object({
  amount: z.number().int(),
  closed: z.boolean(),
  min_stay: z.number().int(),
  ...Restrictions,
});

export const PricePreviewResponse = z.object({
  data: z.object({
    count: z.number().int(),
    on_sale: z.array(
      z.object({
        room_type_id: z.number().int(),
        date: IsoDate,
        before: z.number().int().nullable().openapi({ description: "null — все номера категории" }),
        after: z.number().int(),
      }),
    ),
    cells: z.array(
      z.object({
        room_type_id: z.number().int(),
        rate_id: z.number().int(),
        date: IsoDate,
        before: CellValues.nullable(),
        after: CellValues,
      }),
    ),
  }),
});

export const PriceSaveResponse = z.object({
  data: z.object({
    action_id: z.number().int(),
    updated: z.number().int(),
    previous: z.array(
      z.object({
        room_type_id: z.number().int(),
        rate_id: z.number().int(),
        date: IsoDate,
        amount: z.number().int().nullable().openapi({ description: "null — у ночи не было цены" }),
        closed: z.boolean(),
        min_stay: z.number().int(),
        ...Restrictions,
      }),
    ),
    previous_on_sale: z.array(
      z.object({
        room_type_id: z.number().int(),
        date: IsoDate,
        on_sale: z.number().int().nullable().openapi({ description: "null — все номера категории" }),
      }),
    ),
  }),
});

export const PriceUndoRequest = z.object({ action_id: Id });
export const PriceUndoResponse = z.object({
  data: z.object({ action_id: z.number().int(), restored: z.number().int() }),
});

export const PriceGridQuery = z.object({ from: IsoDate, to: IsoDate });
export const PriceGridResponse = z.object({
  data: z.object({
    from: IsoDate,
    to: IsoDate,
    today: IsoDate,
    horizon: IsoDate,
    room_types: z.array(RoomType.pick({ id: true, title: true, total_rooms: true })),
    rates: z.array(Rate.pick({ id: true, title: true, refundable: true })),
    cells: z.array(
      z.object({
        room_type_id: z.number().int(),
        rate_id: z.number().int(),
        date: IsoDate,
        amount: z.number().int(),
        closed: z.boolean(),
        min_stay: z.number().int(),
        ...Restrictions,
      }),
    ),
    inventory: z.array(InventoryDay),
    history: z
      .array(
        z.object({
          action_id: z.number().int(),
          at: Instant,
          manager_name: z.string().openapi({ description: "Кто сохранил" }),
          undo: z.boolean().openapi({ description: "true — отмена изменения" }),
          summary: z.string(),
          room_types: z.array(z.string()).openapi({ description: "Категории; пусто — все" }),
          rates: z
            .array(z.string())
            .openapi({ description: "Тарифы; пусто — все, «—» — только номера в продаже" }),
        }),
      )
      .openapi({ description: "Журнал: последние изменения цен и продаж, новые первыми" }),
    last_change: z
      .object({
        action_id: z.number().int(),
        at: Instant,
        manager_id: z.string().openapi({ description: "Кто сохранил: id пользователя Studio" }),
        manager_name: z.string(),
        summary: z.string(),
        undone: z.boolean(),
      })
      .nullable(),
  }),
});

export const AdminRoomTypesResponse = z.object({
  data: z.object({
    room_types: z.array(
      RoomType.pick({ id: true, title: true, base_price: true, capacity: true, total_rooms: true }).extend({
        rates: z.array(Rate.pick({ id: true, title: true, price: true })),
      }),
    ),
  }),
});
