/** The «Оставить заявку» modal's endpoint: checked with the site's own form schema (rules/). */
import { createRoute } from "@hono/zod-openapi";
import { requestFormSchema } from "../../../rules";
import { submitGuestRequest } from "../../domain/requests/guest-requests";
import { validationError } from "../errors";
import { rateLimit } from "../middleware";
import { apiKeySecurity, errors, jsonBody, ok, router } from "../openapi";
import { GuestRequestBody, GuestRequestResponse } from "../schemas/guest-requests";
import type { RouteDeps } from "./deps";

// The form's camelCase fields ↔ the API's snake_case ones, so errors name the field the client sent.
const API_FIELD: Record<string, string> = {
  firstName: "first_name",
  lastName: "last_name",
  middleName: "middle_name",
  phone: "phone",
  email: "email",
  comment: "comment",
  consent: "personal_data_permission",
  specialOffers: "special_offers_permission",
};

export function guestRequestRoutes({ engine, limiter }: RouteDeps) {
  return router().openapi(
    createRoute({
      method: "post",
      path: "/guest-requests",
      tags: ["Заявки"],
      operationId: "createGuestRequest",
      summary: "Заявка «Оставить заявку»",
      description:
        "Имя*, фамилия*, отчество, телефон* (+7 и 10 цифр), e-mail*, комментарий до 1000 символов и согласие на обработку персональных данных (обязательно). Заявка сохраняется со временем согласия и уходит письмом в отель (HOTEL_MAIL_TO).",
      security: apiKeySecurity,
      middleware: [rateLimit(limiter, "write")],
      request: { body: jsonBody(GuestRequestBody) },
      responses: { 201: ok(GuestRequestResponse, "Заявка принята"), ...errors() },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const parsed = requestFormSchema.safeParse({
        firstName: body.first_name,
        lastName: body.last_name,
        middleName: body.middle_name,
        phone: body.phone,
        email: body.email,
        comment: body.comment,
        consent: body.personal_data_permission,
        specialOffers: body.special_offers_permission,
      });
      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => ({
          ...issue,
          path: issue.path.map((part) => API_FIELD[String(part)] ?? part),
        }));
        throw validationError({ issues }, ["json"]);
      }
      const result = await submitGuestRequest(engine, parsed.data, {
        source: body.source,
        consentDocument: body.personal_data_document,
      });
      return c.json(
        {
          data: { request_id: result.id, created_at: result.createdAt.toISOString(), mailed: result.mailed },
        },
        201,
      );
    },
  );
}
