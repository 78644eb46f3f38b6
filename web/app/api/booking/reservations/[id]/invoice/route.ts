/**
 * The invoice of a reservation (docs/booking-journey-payment.md):
 * - POST creates it for the balance due, paid by `paymentType` (`card`, the default, or `sbp` when
 *   the engine offers it), and answers it with `confirmationUrl`, the payment page the guest is
 *   sent to; the same call again answers the same open invoice.
 * - GET answers the latest invoice, whose `status` the success page polls.
 */
import { z } from "zod";
import { engine, errorResponse, readBody, respond } from "@web/features/booking/server/respond";
import { bodyLimited } from "@web/lib/request-body";

const ReservationId = z.uuid();
const InvoiceBody = z.object({ paymentType: z.enum(["card", "sbp"]).optional() });

type Context = { params: Promise<{ id: string }> };

async function reservationId(context: Context): Promise<string | undefined> {
  const parsed = ReservationId.safeParse((await context.params).id);
  return parsed.success ? parsed.data : undefined;
}

const BAD_ID = "Неверный номер брони";

export const POST = bodyLimited(async (request: Request, context: Context): Promise<Response> => {
  const id = await reservationId(context);
  if (!id) return errorResponse(400, "VALIDATION_ERROR", BAD_ID);
  // A body is optional: without one the guest pays by card.
  let paymentType: "card" | "sbp" = "card";
  if (request.headers.get("content-type")) {
    const body = await readBody(request, InvoiceBody);
    if (!body.ok) return body.response;
    paymentType = body.value.paymentType ?? "card";
  }
  return respond(async () => (await engine()).createInvoice(id, paymentType));
});

export const GET = bodyLimited(async (_request: Request, context: Context): Promise<Response> => {
  const id = await reservationId(context);
  if (!id) return errorResponse(400, "VALIDATION_ERROR", BAD_ID);
  return respond(async () => (await engine()).invoice(id));
});
