/**
 * POST /api/booking/reservations — creates the reservation of the data step (rooms held until
 * paid). The guest form is checked with the same schema as in the browser, then mapped to the
 * engine's reservation; the draft's session id goes as `x-session-id`, so a double click or a
 * guest going back and forth never holds two sets of rooms
 * (docs/booking-journey-guest-data.md «Creating the reservation»). The personal-data consent goes
 * with the version of its document, read from the content.
 */
// The guest may give any country's phone: the check reads it with every country's metadata.
import "@rules/phone-world";
import { newReservation, reservationRequestSchema } from "@web/features/booking/guest-data/reservation-input";
import { personalDataConsentVersion } from "@web/features/content/site";
import { engine, readBody, respond } from "@web/features/booking/server/respond";
import { bodyLimited } from "@web/lib/request-body";

export const POST = bodyLimited(async (request: Request): Promise<Response> => {
  const body = await readBody(request, reservationRequestSchema);
  if (!body.ok) return body.response;
  return respond(async () => {
    // The consent is stored with the version of the document the checkbox linked to.
    const consentDocument = await personalDataConsentVersion().catch(() => undefined);
    return (await engine()).createReservation(newReservation(body.value, consentDocument), {
      sessionId: body.value.sessionId,
    });
  }, 201);
});
