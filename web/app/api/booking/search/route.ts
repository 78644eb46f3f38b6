/**
 * POST /api/booking/search — availability for a stay and guests per room, from the hotel engine.
 * Body `{ arrival: "YYYY-MM-DD", departure: "YYYY-MM-DD", rooms: [{ adults, children }] }`.
 */
import { z } from "zod";
import { isIsoDate } from "@rules/dates";
import { MAX_ADULTS, MAX_CHILDREN, MAX_ROOMS, MIN_ADULTS } from "@rules/guests";
import { engine, readBody, requestLanguage, respond } from "@web/features/booking/server/respond";
import { bodyLimited } from "@web/lib/request-body";

const isoDate = z.string().refine(isIsoDate, "Дата в формате ГГГГ-ММ-ДД");
const SearchBody = z.object({
  arrival: isoDate,
  departure: isoDate,
  rooms: z
    .array(
      z.object({
        adults: z.number().int().min(MIN_ADULTS).max(MAX_ADULTS),
        children: z.number().int().min(0).max(MAX_CHILDREN),
      }),
    )
    .min(1)
    .max(MAX_ROOMS),
});

export const POST = bodyLimited(async (request: Request): Promise<Response> => {
  const body = await readBody(request, SearchBody);
  if (!body.ok) return body.response;
  return respond(async () => (await engine()).search({ ...body.value, language: requestLanguage(request) }));
});
