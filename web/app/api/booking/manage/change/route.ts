/**
 * Makes a change of dates or guests. When it costs more than was paid, the engine keeps the new
 * rooms until the difference is paid (`POST …/invoice`).
 */
import { changeBody } from "@web/features/booking/check/schemas";
import { manageRespond } from "@web/features/booking/check/server/session";
import { readBody, requestLanguage } from "@web/features/booking/server/respond";
import { bodyLimited } from "@web/lib/request-body";

export const POST = bodyLimited(async (request: Request): Promise<Response> => {
  const body = await readBody(request, changeBody);
  if (!body.ok) return body.response;
  return manageRespond((hotel, { reservationId, token }) =>
    hotel.change(reservationId, token, body.value, { language: requestLanguage(request) }),
  );
});
