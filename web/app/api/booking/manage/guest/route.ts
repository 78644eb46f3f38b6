/** The main guest's names, phone and e-mail (the edit-guest form's rules). */
// The guest may give any country's phone: the check reads it with every country's metadata.
import "@rules/phone-world";
import { guestBody } from "@web/features/booking/check/schemas";
import { manageRespond } from "@web/features/booking/check/server/session";
import { readBody, requestLanguage } from "@web/features/booking/server/respond";
import { bodyLimited } from "@web/lib/request-body";

export const PATCH = bodyLimited(async (request: Request): Promise<Response> => {
  const body = await readBody(request, guestBody);
  if (!body.ok) return body.response;
  const guest = body.value;
  return manageRespond((hotel, { reservationId, token }) =>
    hotel.updateGuest(
      reservationId,
      token,
      {
        firstName: guest.firstName,
        lastName: guest.lastName,
        middleName: guest.middleName ?? "",
        phone: guest.phone,
        email: guest.email,
      },
      { language: requestLanguage(request) },
    ),
  );
});
