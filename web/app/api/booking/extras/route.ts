/**
 * GET /api/booking/extras — the engine's extras (spa procedures, the airport transfer) with the
 * prices a reservation is charged, for the booking summary before the reservation exists.
 */
import { engine, requestLanguage, respond } from "@web/features/booking/server/respond";
import { bodyLimited } from "@web/lib/request-body";

export const GET = bodyLimited(async (request: Request): Promise<Response> => {
  return respond(async () => (await engine()).extras({ language: requestLanguage(request) }));
});
