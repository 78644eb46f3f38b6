/** The «Оставить заявку» modal's request to the hotel. */
import type { RequestForm } from "../../rules";
import { GuestRequestResponse, type GuestRequestBody } from "../http/schemas/guest-requests";
import { date, type Call, type RequestBody } from "./call";

export function guestRequestCalls(call: Call) {
  return {
    /**
     * The «Оставить заявку» modal; `source` is the page it was sent from, `consentDocument` the
     * version of the personal-data consent its checkbox linked to.
     */
    async submitRequest(
      form: RequestForm,
      source?: string,
      consentDocument?: string,
    ): Promise<{ id: string; createdAt: Date }> {
      const { data } = await call<typeof GuestRequestResponse, RequestBody<typeof GuestRequestBody>>(
        "POST",
        "/guest-requests",
        GuestRequestResponse,
        {
          body: {
            first_name: form.firstName,
            last_name: form.lastName,
            middle_name: form.middleName,
            phone: form.phone,
            email: form.email,
            comment: form.comment,
            personal_data_permission: form.consent,
            personal_data_document: consentDocument,
            special_offers_permission: form.specialOffers ?? false,
            source,
          },
        },
      );
      return { id: data.requestId, createdAt: date(data.createdAt) };
    },
  };
}
