/**
 * The transfer's flight for the booking's new dates («Уточните рейс» of the booking view,
 * docs/booking-journey-check.md «Booking view»): the engine stores it and stops asking.
 */
import { transferBody } from "@web/features/booking/check/schemas";
import { manageRespond } from "@web/features/booking/check/server/session";
import { readBody, requestLanguage } from "@web/features/booking/server/respond";
import { bodyLimited } from "@web/lib/request-body";

export const PUT = bodyLimited(async (request: Request): Promise<Response> => {
  const body = await readBody(request, transferBody);
  if (!body.ok) return body.response;
  return manageRespond((hotel, { reservationId, token }) =>
    hotel.updateTransfer(reservationId, token, body.value, { language: requestLanguage(request) }),
  );
});
