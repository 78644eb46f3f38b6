/** What cancelling now would refund (refund, penalty, paid, free-cancellation deadline). */
import { manageRespond } from "@web/features/booking/check/server/session";

export async function GET(): Promise<Response> {
  return manageRespond((hotel, { reservationId, token }) => hotel.cancellation(reservationId, token));
}
