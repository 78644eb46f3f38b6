/**
 * The catalogue of extras (spa procedures and the airport transfer) with the prices the engine
 * charges, so the site can show a booking's extras at those prices before the reservation exists.
 */
import { createRoute } from "@hono/zod-openapi";
import { rateLimit } from "../middleware";
import { apiKeySecurity, errors, ok, router } from "../openapi";
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
        "Процедуры СПА и трансфер из аэропорта с ценами, по которым их посчитает бронирование (POST /reservation, extras и transfer).",
      security: apiKeySecurity,
      middleware: [rateLimit(limiter, "read")],
      responses: { 200: ok(ExtrasResponse, "Услуги каталога"), ...errors() },
    }),
    async (c) => {
      const { extras } = await engine.catalogue.load();
      return c.json(
        {
          data: {
            extras: extras.map((extra) => ({
              code: extra.code,
              kind: extra.kind,
              title: extra.title,
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
