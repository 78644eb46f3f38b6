/** Cancels the booking; answers the refund and the cancelled booking. */
import { cancelBody } from "@web/features/booking/check/schemas";
import { manageRespond } from "@web/features/booking/check/server/session";
import { readBody, requestLanguage } from "@web/features/booking/server/respond";
import { bodyLimited } from "@web/lib/request-body";

export const POST = bodyLimited(async (request: Request): Promise<Response> => {
  const body = await readBody(request, cancelBody);
  if (!body.ok) return body.response;
  return manageRespond((hotel, { reservationId, token }) =>
    hotel.cancel(reservationId, token, body.value.reason, { language: requestLanguage(request) }),
  );
});
