/**
 * What was booked and what it costs (docs/booking-journey-payment.md «Success page»): the engine's
 * summary of the reservation — reference, dates, rooms with rates and guests, extras, transfer,
 * amounts and status, nothing of the guest's own — for the success page and for paying again
 * after a decline, in a browser that kept nothing. The proof is the invoice's: the draft's session
 * (`x-session-id`) or the return address's `token` (`x-return-token`); without one, 404.
 */
import { engine, requestLanguage, respond } from "@web/features/booking/server/respond";
import {
  badReservationId,
  proofOf,
  reservationId,
  reservationNotFound,
  type ReservationContext,
} from "@web/features/booking/server/reservation-proof";
import { bodyLimited } from "@web/lib/request-body";

export const GET = bodyLimited(async (request: Request, context: ReservationContext): Promise<Response> => {
  const id = await reservationId(context);
  if (!id) return badReservationId();
  const proof = proofOf(request);
  if (!proof.sessionId && !proof.returnToken) return reservationNotFound();
  return respond(async () =>
    (await engine()).reservationSummary(id, proof, { language: requestLanguage(request) }),
  );
});
