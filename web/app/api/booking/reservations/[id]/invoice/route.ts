/**
 * The invoice of a reservation (docs/booking-journey-payment.md «Who may pay and see the payment»):
 * - POST creates it for the balance due, paid by `paymentType` (`card`, the default, or `sbp` when
 *   the engine offers it), and answers it with `confirmationUrl`, the payment page the guest is
 *   sent to; the same call again answers the same open invoice.
 * - GET answers the latest invoice, whose `status` the success page polls.
 * Only the booking's guest may: the browser sends the draft's session (`x-session-id`, the session
 * the reservation was made in) and, to read, the `token` the payment's return address brought back
 * (`x-return-token`). Without a valid one: the engine's answer for an unknown booking, 404.
 */
import { z } from "zod";
import type { InvoiceProof } from "@hotel/client";
import { engine, errorResponse, readBody, respond } from "@web/features/booking/server/respond";
import { bodyLimited } from "@web/lib/request-body";

const ReservationId = z.uuid();
const SessionId = z.uuid();
const ReturnToken = z.string().regex(/^[\w-]{43}$/);
const InvoiceBody = z.object({ paymentType: z.enum(["card", "sbp"]).optional() });

type Context = { params: Promise<{ id: string }> };

async function reservationId(context: Context): Promise<string | undefined> {
  const parsed = ReservationId.safeParse((await context.params).id);
  return parsed.success ? parsed.data : undefined;
}

/** The proof the browser sent: the draft's session and, to read, the return address's token. */
function proofOf(request: Request): InvoiceProof {
  const session = SessionId.safeParse(request.headers.get("x-session-id"));
  const token = ReturnToken.safeParse(request.headers.get("x-return-token"));
  return {
    sessionId: session.success ? session.data : undefined,
    returnToken: token.success ? token.data : undefined,
  };
}

const BAD_ID = "Неверный номер брони";
const notFound = () => errorResponse(404, "RESERVATION_NOT_FOUND", "Бронирование не найдено");

export const POST = bodyLimited(async (request: Request, context: Context): Promise<Response> => {
  const id = await reservationId(context);
  if (!id) return errorResponse(400, "VALIDATION_ERROR", BAD_ID);
  const { sessionId } = proofOf(request);
  if (!sessionId) return notFound();
  // A body is optional: without one the guest pays by card.
  let paymentType: "card" | "sbp" = "card";
  if (request.headers.get("content-type")) {
    const body = await readBody(request, InvoiceBody);
    if (!body.ok) return body.response;
    paymentType = body.value.paymentType ?? "card";
  }
  return respond(async () => (await engine()).createInvoice(id, { sessionId }, paymentType));
});

export const GET = bodyLimited(async (request: Request, context: Context): Promise<Response> => {
  const id = await reservationId(context);
  if (!id) return errorResponse(400, "VALIDATION_ERROR", BAD_ID);
  const proof = proofOf(request);
  if (!proof.sessionId && !proof.returnToken) return notFound();
  return respond(async () => (await engine()).invoice(id, proof));
});
