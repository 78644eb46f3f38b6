/**
 * The pieces every resource's schemas share: stay dates, instants, money, ids, guests per room,
 * the stay check and the error envelope.
 *
 * The hotel API's contract is the folder hotel/http/schemas/, one file per resource: every
 * request and response body as a Zod schema, from which the OpenAPI document (/v1/openapi.json,
 * /v1/docs) is generated and which the typed client (hotel/client) parses responses with and
 * derives its types from. Field names are the contract's, snake_case as the site's calls name
 * them (docs/booking-engine.md#the-sites-calls). Money is integer rubles; stay dates are
 * `YYYY-MM-DD`; instants are ISO 8601 with a zone.
 */
import { z } from "@hono/zod-openapi";
import { LANGUAGES, MAX_ADULTS, MAX_CHILDREN, MIN_ADULTS, MIN_CHILDREN, parseIsoDate } from "../../../rules";
import { ERROR_CODES } from "../../domain/errors";

export const IsoDate = z
  .string()
  .refine((value) => parseIsoDate(value) !== undefined, "Дата должна быть в формате YYYY-MM-DD")
  .openapi({ format: "date", example: "2026-12-01" });

export const Instant = z.string().openapi({ format: "date-time", example: "2026-11-22T10:20:00.000Z" });
export const Rubles = (description: string) =>
  z
    .number()
    .int()
    .openapi({ description: `${description}. Целые рубли.`, example: 14000 });

export const Adults = z
  .number()
  .int()
  .min(MIN_ADULTS)
  .max(MAX_ADULTS)
  .openapi({ description: "Взрослые, 1–10" });
export const Children = z
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

export function staysForward<T extends { check_in_date: string; check_out_date: string }>(value: T): boolean {
  return value.check_out_date > value.check_in_date;
}
export const STAY_MESSAGE = {
  message: "Дата выезда должна быть позже даты заезда",
  path: ["check_out_date"],
};

/**
 * `?lang=` of the routes that answer in the guest's language (docs/languages.md#the-read-api;
 * hotel/http/language.ts): it wins over Accept-Language.
 */
export const LanguageQuery = z.object({
  lang: z.enum(LANGUAGES, { error: "Язык ответа: ru или en" }).optional().openapi({
    description:
      "Язык текстов ответа: ru или en; важнее заголовка Accept-Language. Без обоих — ru. Где английского текста нет — русский. Другое значение — 400 VALIDATION_ERROR",
    example: "en",
  }),
});

/** `Accept-Language` of the same routes, read when `lang` is not given. */
export const AcceptLanguageHeader = z.object({
  "accept-language": z.string().optional().openapi({
    description:
      "Язык текстов ответа, если нет параметра lang: ru или en по весу q (en-GB — английский, * — любой); ни один не подходит — ru",
    example: "en-GB,en;q=0.9",
  }),
});

export const ErrorBody = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES).openapi({ description: "Стабильный код ошибки" }),
      message: z.string().openapi({ description: "Сообщение по-русски, его можно показать гостю" }),
      details: z.unknown().optional().openapi({ description: "Подробности для клиента API" }),
    }),
  })
  .openapi("Error");
