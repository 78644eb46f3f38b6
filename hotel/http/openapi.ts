/** Small helpers that keep route definitions short and their documentation complete. */
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { ZodType } from "zod";
import { LANGUAGES } from "../../rules";
import { validationError } from "./errors";
import type { AppEnv } from "./middleware";
import { ErrorBody } from "./schemas/common";

export function router(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    // Every failed validation (body, query, path, headers) becomes the API's 400 envelope.
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error, [result.target]);
    },
  });
}

export function jsonBody<T extends ZodType>(schema: T, description?: string) {
  return { required: true, description, content: { "application/json": { schema } } } as const;
}

export function ok<T extends ZodType>(schema: T, description: string) {
  return { description, content: { "application/json": { schema } } } as const;
}

/** The headers of an answer in the guest's language (language.ts). */
const LanguageHeaders = z.object({
  "Content-Language": z.enum(LANGUAGES).openapi({ description: "На каком языке тексты ответа: ru или en" }),
  Vary: z.string().openapi({
    description: "Accept-Language: ответ зависит от этого заголовка",
    example: "Accept-Language",
  }),
});

/** `ok` of a route that answers in the guest's language: with Content-Language and Vary. */
export function okIn<T extends ZodType>(schema: T, description: string) {
  return { description, headers: LanguageHeaders, content: { "application/json": { schema } } } as const;
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: "Запрос не прошёл проверку (VALIDATION_ERROR, INVALID_STAY)",
  401: "Нет ключа или ключ неверный",
  403: "Запрос не с того адреса (WEBHOOK_SENDER_REFUSED)",
  404: "Не найдено",
  409: "Конфликт: номеров не осталось, бронь не действует, платёж в обработке",
  413: "Тело запроса слишком большое",
  422: "Нарушено правило отеля: прошедшая дата, закрытая дата, минимальный срок, вместимость…",
  429: "Слишком много запросов; в заголовке Retry-After — сколько секунд подождать",
};

/** Documented error responses of a route (always with 400, 401, 429 and 500). */
export function errors(...statuses: number[]) {
  const all = [...new Set([400, 401, 429, ...statuses])].sort();
  const entries = all.map((status) => [
    status,
    {
      description: ERROR_DESCRIPTIONS[status] ?? "Ошибка",
      content: { "application/json": { schema: ErrorBody } },
    },
  ]);
  entries.push([
    500,
    { description: "Внутренняя ошибка", content: { "application/json": { schema: ErrorBody } } },
  ]);
  return Object.fromEntries(entries) as Record<
    number,
    { description: string; content: { "application/json": { schema: typeof ErrorBody } } }
  >;
}

export const apiKeySecurity = [{ ApiKey: [] }];
export const adminKeySecurity = [{ AdminKey: [] }];

export const ManageTokenHeader = z.object({
  "x-manage-token": z.string().min(1).max(200).optional().openapi({
    description: "Токен из ответа поиска брони (POST /v1/reservation/lookup)",
  }),
});
