/**
 * Availability search, room types and the price calendar (docs/booking-engine.md#the-sites-calls).
 */
import { createRoute } from "@hono/zod-openapi";
import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import {
  priceCalendar,
  roomTypesWithRates,
  searchAvailability,
} from "../../domain/availability/availability";
import { speaksLanguage } from "../language";
import { rateLimit } from "../middleware";
import { apiKeySecurity, errors, jsonBody, ok, okIn, router } from "../openapi";
import { presentRoomType, presentSearch } from "../present";
import { AcceptLanguageHeader, LanguageQuery } from "../schemas/common";
import {
  CalendarQuery,
  CalendarResponse,
  RoomTypesResponse,
  SearchRequest,
  SearchResponse,
} from "../schemas/rooms";
import type { RouteDeps } from "./deps";

/**
 * The JSON text of each answer object, made once: the calendar and the search hand out the same
 * object again while the cache of the sellable inventory is current
 * (docs/booking-engine.md#cache-of-the-sellable-inventory), so a repeated answer is sent without
 * presenting and serialising it again. Keyed weakly: an answer dropped by the cache drops its text.
 * The cache keeps a search's answer per language (docs/languages.md#the-read-api), so each text is
 * one language's: a Russian and an English answer to the same stay are two objects.
 */
const answerTexts = new WeakMap<object, string>();

/** `c.json(render())` with the text kept per `answer`: the same bytes and headers as c.json sends. */
function jsonOnce<T>(c: Context, answer: object, render: () => T) {
  let text = answerTexts.get(answer);
  if (text === undefined) {
    text = JSON.stringify(render());
    answerTexts.set(answer, text);
  }
  return c.body(text, 200, { "content-type": "application/json" }) as unknown as TypedResponse<
    JSONParsed<T>,
    200,
    "json"
  >;
}

export function roomRoutes({ engine, limiter }: RouteDeps) {
  const read = rateLimit(limiter, "read");
  const speaks = speaksLanguage();
  return router()
    .openapi(
      createRoute({
        method: "post",
        path: "/rooms",
        tags: ["Номера"],
        operationId: "searchRooms",
        summary: "Поиск свободных номеров",
        description:
          "Для каждого запрошенного номера (layout) — подходящие по вместимости и свободные на все ночи типы номеров с тарифами и ценой за всё проживание. Гости, которые не помещаются ни в один тип, — ошибка 422 OCCUPANCY_EXCEEDED с предложением добавить номер. Названия, описания, оснащение и условия тарифов — на языке lang или Accept-Language (ru или en).",
        security: apiKeySecurity,
        middleware: [read, speaks],
        request: { query: LanguageQuery, headers: AcceptLanguageHeader, body: jsonBody(SearchRequest) },
        responses: { 200: okIn(SearchResponse, "Варианты по каждому номеру"), ...errors(422) },
      }),
      async (c) => {
        const body = c.req.valid("json");
        const result = await searchAvailability(engine, {
          arrival: body.check_in_date,
          departure: body.check_out_date,
          layout: body.layout,
          language: c.get("language"),
        });
        return jsonOnce(c, result, () => ({ data: presentSearch(result) }));
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/rooms/types",
        tags: ["Номера"],
        operationId: "listRoomTypes",
        summary: "Типы номеров",
        description:
          "Шесть категорий с описаниями, фото, оснащением, тарифами и ценой «от» за ночь. Тексты — на языке lang или Accept-Language (ru или en).",
        security: apiKeySecurity,
        middleware: [read, speaks],
        request: { query: LanguageQuery, headers: AcceptLanguageHeader },
        responses: { 200: okIn(RoomTypesResponse, "Типы номеров"), ...errors() },
      }),
      async (c) => {
        const types = await roomTypesWithRates(engine, c.get("language"));
        return c.json({ data: { room_types: types.map(presentRoomType) } }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/rooms/calendar",
        tags: ["Номера"],
        operationId: "getCalendar",
        summary: "Календарь цен",
        description:
          "Самая низкая цена ночи на каждый день, когда есть что продать, и минимум ночей при заезде в этот день (min_stay, когда больше 1), максимум (max_stay), закрытый заезд (closed_arrival) и выезд (closed_departure); закрытые и распроданные дни в calendar пропущены и перечислены в unavailable с причиной. idx — смещение в днях от starts_at.",
        security: apiKeySecurity,
        middleware: [read],
        request: { query: CalendarQuery },
        responses: { 200: ok(CalendarResponse, "Цены по дням"), ...errors(404) },
      }),
      async (c) => {
        const query = c.req.valid("query");
        const calendar = await priceCalendar(engine, {
          startsAt: query.starts_at,
          days: query.days,
          roomTypeId: query.room_type_id,
        });
        return jsonOnce(c, calendar, () => ({
          data: {
            starts_at: calendar.startsAt,
            calendar: calendar.calendar.map(
              ({ amount, idx, minStay, closedArrival, closedDeparture, maxStay }) => ({
                amount,
                idx,
                ...(minStay > 1 && { min_stay: minStay }),
                ...(closedArrival && { closed_arrival: true as const }),
                ...(closedDeparture && { closed_departure: true as const }),
                ...(maxStay !== null && { max_stay: maxStay }),
              }),
            ),
            unavailable: calendar.unavailable.map(({ idx, reason, closedDeparture }) => ({
              idx,
              reason,
              ...(closedDeparture && { closed_departure: true as const }),
            })),
          },
        }));
      },
    );
}
