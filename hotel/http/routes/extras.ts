/**
 * The catalogue of extras (spa procedures and the airport transfer) with the prices the engine
 * charges, so the site can show a booking's extras at those prices before the reservation exists.
 */
import { createRoute } from "@hono/zod-openapi";
import { extraTitle } from "../../domain/availability/localized";
import { speaksLanguage } from "../language";
import { rateLimit } from "../middleware";
import { apiKeySecurity, errors, okIn, router } from "../openapi";
import { AcceptLanguageHeader, LanguageQuery } from "../schemas/common";
import { ExtrasResponse } from "../schemas/extras";
import type { RouteDeps } from "./deps";

export function extraRoutes({ engine, limiter }: RouteDeps) {
  return router().openapi(
    createRoute({
      method: "get",
      path: "/extras",
      tags: ["Услуги"],
      operationId: "listExtras",
      summary: "Дополнительные услуги",
      description:
        "Процедуры СПА и трансфер из аэропорта с ценами, по которым их посчитает бронирование (POST /reservation, extras и transfer). Названия — на языке lang или Accept-Language (ru или en).",
      security: apiKeySecurity,
      middleware: [rateLimit(limiter, "read"), speaksLanguage()],
      request: { query: LanguageQuery, headers: AcceptLanguageHeader },
      responses: { 200: okIn(ExtrasResponse, "Услуги каталога"), ...errors() },
    }),
    async (c) => {
      const { extras } = await engine.catalogue.load();
      const language = c.get("language");
      return c.json(
        {
          data: {
            extras: extras.map((extra) => ({
              code: extra.code,
              kind: extra.kind,
              title: extraTitle(extra, language),
              price: extra.price,
              duration_minutes: extra.durationMinutes,
            })),
          },
        },
        200,
      );
    },
  );
}
