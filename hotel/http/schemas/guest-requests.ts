/** The «Оставить заявку» form's request to the hotel. */
import { z } from "@hono/zod-openapi";
import { Instant } from "./common";

export const GuestRequestBody = z
  .object({
    first_name: z.string().max(100),
    last_name: z.string().max(100),
    middle_name: z.string().max(100).optional(),
    phone: z.string().max(40),
    email: z.string().max(200),
    comment: z.string().optional(),
    personal_data_permission: z.boolean(),
    personal_data_document: z.string().trim().min(1).max(200).optional().openapi({
      description: "Версия документа «Согласие на обработку персональных данных», которую гость отметил",
    }),
    special_offers_permission: z
      .boolean()
      .optional()
      .openapi({ description: "Согласие получать специальные предложения; по умолчанию нет" }),
    source: z.string().max(300).optional().openapi({ description: "Страница, с которой отправлена заявка" }),
  })
  .openapi("GuestRequest");

export const GuestRequestResponse = z.object({
  data: z.object({ request_id: z.uuid(), created_at: Instant, mailed: z.boolean() }),
});
