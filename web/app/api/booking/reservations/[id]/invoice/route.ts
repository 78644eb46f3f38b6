/**
 * The invoice of a reservation (docs/booking-journey-payment.md):
 * - POST creates it (provider 1, card) for the balance due and answers it with `confirmationUrl`,
 *   the payment page the guest is sent to; the same call again answers the same open invoice.
 * - GET answers the latest invoice, whose `status` the success page polls.
 */
import { z } from "zod";
import { engine, errorResponse, respond } from "@web/features/booking/server/respond";

const ReservationId = z.uuid();

type Context = { params: Promise<{ id: string }> };

async function reservationId(context: Context): Promise<string | undefined> {
  const parsed = ReservationId.safeParse((await context.params).id);
  return parsed.success ? parsed.data : undefined;
}

const BAD_ID = "Неверный номер брони";

export async function POST(_request: Request, context: Context): Promise<Response> {
  const id = await reservationId(context);
  if (!id) return errorResponse(400, "VALIDATION_ERROR", BAD_ID);
  return respond(async () => (await engine()).createInvoice(id));
}

export async function GET(_request: Request, context: Context): Promise<Response> {
  const id = await reservationId(context);
  if (!id) return errorResponse(400, "VALIDATION_ERROR", BAD_ID);
  return respond(async () => (await engine()).invoice(id));
}
