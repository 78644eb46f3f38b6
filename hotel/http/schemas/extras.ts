/** The extras the engine sells: spa procedures and the airport transfer. */
import { z } from "@hono/zod-openapi";
import { Rubles } from "./common";

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
