/**
 * The invoice of a reservation (docs/booking-journey-payment.md «Who may pay and see the payment»):
 * - POST creates it for the balance due, paid by `paymentType` (`card`, the default, or `sbp` when
 *   the engine offers it), and answers it with `confirmationUrl`, the payment page the guest is
 *   sent to; the same call again answers the same open invoice.
 * - GET answers the latest invoice, whose `status` the success page polls.
 * Only the booking's guest may: the browser sends the draft's session (`x-session-id`, the session
 * the reservation was made in) and/or the `token` the payment's return address brought back
 * (`x-return-token`: it reads, and pays again after a decline without withdrawing an open
 * payment). Without a valid one: the engine's answer for an unknown booking, 404.
 */
import { z } from "zod";
import { engine, readBody, respond } from "@web/features/booking/server/respond";
import {
  badReservationId,
  proofOf,
  reservationId,
  reservationNotFound,
  type ReservationContext,
} from "@web/features/booking/server/reservation-proof";
import { bodyLimited } from "@web/lib/request-body";

const InvoiceBody = z.object({ paymentType: z.enum(["card", "sbp"]).optional() });

export const POST = bodyLimited(async (request: Request, context: ReservationContext): Promise<Response> => {
  const id = await reservationId(context);
  if (!id) return badReservationId();
  const proof = proofOf(request);
  if (!proof.sessionId && !proof.returnToken) return reservationNotFound();
  // A body is optional: without one the guest pays by card.
  let paymentType: "card" | "sbp" = "card";
  if (request.headers.get("content-type")) {
    const body = await readBody(request, InvoiceBody);
    if (!body.ok) return body.response;
    paymentType = body.value.paymentType ?? "card";
  }
  return respond(async () => (await engine()).createInvoice(id, proof, paymentType));
});

export const GET = bodyLimited(async (request: Request, context: ReservationContext): Promise<Response> => {
  const id = await reservationId(context);
  if (!id) return badReservationId();
  const proof = proofOf(request);
  if (!proof.sessionId && !proof.returnToken) return reservationNotFound();
  return respond(async () => (await engine()).invoice(id, proof));
});
