/**
 * Paying the difference after a change: the invoice for the balance due, whose `confirmationUrl` is
 * the payment page the guest is sent to. Only for the booking of a live session: its manage token
 * is the invoice's proof, checked first too so that an expired one reads «session expired».
 */
import { manageRespond } from "@web/features/booking/check/server/session";
import { bodyLimited } from "@web/lib/request-body";

export const POST = bodyLimited(async (): Promise<Response> => {
  return manageRespond(async (hotel, { reservationId, token }) => {
    await hotel.reservation(reservationId, token);
    return hotel.createInvoice(reservationId, { manageToken: token });
  });
});
