/** What cancelling now would refund (refund, penalty, paid, free-cancellation deadline). */
import { manageRespond } from "@web/features/booking/check/server/session";
import { bodyLimited } from "@web/lib/request-body";

export const GET = bodyLimited(async (): Promise<Response> => {
  return manageRespond((hotel, { reservationId, token }) => hotel.cancellation(reservationId, token));
});
