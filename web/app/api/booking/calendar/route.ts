/**
 * GET /api/booking/calendar?starts_at=YYYY-MM-DD&days=N&room_type_id=N — the engine's price
 * calendar for the date picker: per bookable day its lowest nightly price and the arrival's
 * minimum stay, and the days that cannot be booked with the reason. A manager's change of prices
 * or sale in the Studio must show at once, so browsers and proxies ask again every time
 * (`no-cache`); within one page the journey's SWR still shares one answer.
 */
import { z } from "zod";
import { isIsoDate } from "@rules/dates";
import { engine, engineFailure, errorResponse } from "@web/features/booking/server/respond";
import { bodyLimited } from "@web/lib/request-body";

const CalendarQuery = z.object({
  starts_at: z.string().refine(isIsoDate, "Дата в формате ГГГГ-ММ-ДД").optional(),
  days: z.coerce.number().int().min(1).max(550).optional(),
  room_type_id: z.coerce.number().int().positive().optional(),
});

export const GET = bodyLimited(async (request: Request): Promise<Response> => {
  const params = new URL(request.url).searchParams;
  const parsed = CalendarQuery.safeParse({
    starts_at: params.get("starts_at") ?? undefined,
    days: params.get("days") ?? undefined,
    room_type_id: params.get("room_type_id") ?? undefined,
  });
  if (!parsed.success) {
    return errorResponse(400, "VALIDATION_ERROR", "Проверьте параметры календаря", parsed.error.issues);
  }
  try {
    const calendar = await (
      await engine()
    ).calendar({
      ...(parsed.data.starts_at ? { startsAt: parsed.data.starts_at } : {}),
      ...(parsed.data.days ? { days: parsed.data.days } : {}),
      ...(parsed.data.room_type_id ? { roomTypeId: parsed.data.room_type_id } : {}),
    });
    return Response.json({ data: calendar }, { headers: { "cache-control": "no-cache" } });
  } catch (error) {
    return engineFailure(error);
  }
});
