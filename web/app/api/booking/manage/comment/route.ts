/** The booking's comment, edited in the booking view. */
import { commentBody } from "@web/features/booking/check/schemas";
import { manageRespond } from "@web/features/booking/check/server/session";
import { readBody, requestLanguage } from "@web/features/booking/server/respond";
import { bodyLimited } from "@web/lib/request-body";

export const PATCH = bodyLimited(async (request: Request): Promise<Response> => {
  const body = await readBody(request, commentBody);
  if (!body.ok) return body.response;
  return manageRespond((hotel, { reservationId, token }) =>
    hotel.updateComment(reservationId, token, body.value.comment.trim(), {
      language: requestLanguage(request),
    }),
  );
});
