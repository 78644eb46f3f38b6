/**
 * Look-up by reference and e-mail or phone (docs/booking-journey-check.md «Look-up»). The engine's
 * manage token goes into the httpOnly cookie; the browser gets the booking only.
 */
import { HotelApiError } from "@hotel/client";
import { lookupBody } from "@web/features/booking/check/schemas";
import { keepManageSession } from "@web/features/booking/check/server/session";
import { lookupContact } from "@web/features/booking/check/session-cookie";
import {
  engine,
  engineFailure,
  errorResponse,
  readBody,
  requestLanguage,
} from "@web/features/booking/server/respond";
import { bodyLimited } from "@web/lib/request-body";
import { check } from "@web/messages/check";

/** The route answers in Russian; the check pages tell it by its code in the page's language. */
const NOT_FOUND_MESSAGE = check.ru.errors.RESERVATION_NOT_FOUND;

export const POST = bodyLimited(async (request: Request): Promise<Response> => {
  const body = await readBody(request, lookupBody);
  if (!body.ok) return body.response;
  try {
    const session = await (
      await engine()
    ).lookUp(
      {
        reference: body.value.reference.toUpperCase(),
        contact: lookupContact(body.value.contact),
      },
      { language: requestLanguage(request) },
    );
    await keepManageSession(request, {
      reservationId: session.reservation.id,
      token: session.token,
      expiresAt: session.expiresAt,
    });
    return Response.json({ data: session.reservation }, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    if (error instanceof HotelApiError && error.code === "RESERVATION_NOT_FOUND") {
      return errorResponse(404, error.code, NOT_FOUND_MESSAGE);
    }
    return engineFailure(error);
  }
});
