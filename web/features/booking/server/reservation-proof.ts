/**
 * The proof a browser sends that a reservation is its guest's (docs/booking-journey-payment.md «Who
 * may pay and see the payment»): the draft's session (`x-session-id`) and the `token` the payment's
 * return address brought back (`x-return-token`). Malformed values are no proof; the engine checks
 * the rest.
 */
import { z } from "zod";
import type { InvoiceProof } from "@hotel/client";
import { errorResponse } from "./respond";

const ReservationId = z.uuid();
const SessionId = z.uuid();
const ReturnToken = z.string().regex(/^[\w-]{43}$/);

export type ReservationContext = { params: Promise<{ id: string }> };

/** The route's reservation id, when it is a UUID. */
export async function reservationId(context: ReservationContext): Promise<string | undefined> {
  const parsed = ReservationId.safeParse((await context.params).id);
  return parsed.success ? parsed.data : undefined;
}

export function proofOf(request: Request): InvoiceProof {
  const session = SessionId.safeParse(request.headers.get("x-session-id"));
  const token = ReturnToken.safeParse(request.headers.get("x-return-token"));
  return {
    sessionId: session.success ? session.data : undefined,
    returnToken: token.success ? token.data : undefined,
  };
}

export const badReservationId = () => errorResponse(400, "VALIDATION_ERROR", "Неверный номер брони");
export const reservationNotFound = () =>
  errorResponse(404, "RESERVATION_NOT_FOUND", "Бронирование не найдено");
