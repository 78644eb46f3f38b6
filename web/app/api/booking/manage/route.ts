/**
 * The booking the guest looked up (docs/booking-journey-check.md): GET answers it with its history,
 * DELETE forgets the session («Найти другое бронирование»).
 */
import { forgetManageSession, manageRespond } from "@web/features/booking/check/server/session";
import { requestLanguage } from "@web/features/booking/server/respond";
import { bodyLimited } from "@web/lib/request-body";

export const GET = bodyLimited(async (request: Request): Promise<Response> => {
  const language = requestLanguage(request);
  return manageRespond(async (hotel, { reservationId, token }) => {
    const [reservation, history] = await Promise.all([
      hotel.reservation(reservationId, token, { language }),
      hotel.history(reservationId, token, { language }),
    ]);
    return { reservation, history };
  });
});

export const DELETE = bodyLimited(async (): Promise<Response> => {
  await forgetManageSession();
  return Response.json({ data: { forgotten: true } }, { headers: { "cache-control": "no-store" } });
});
