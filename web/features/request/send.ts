import "server-only";
import { HotelApiError, hotelClient } from "@hotel/client";
import { guestAddress } from "@web/lib/guest-address";
import type { RequestForm } from "@rules/request-form";

/** Errors whose Russian message from the hotel API is meant for the guest as it is. */
const GUEST_FACING_CODES = new Set(["RATE_LIMITED", "VALIDATION_ERROR"]);

export class GuestRequestError extends Error {
  constructor(
    readonly code: string,
    /** What the guest reads. */
    readonly guestMessage: string,
    options?: { cause?: unknown },
  ) {
    super(`Guest request failed: ${code}`, options);
    this.name = "GuestRequestError";
  }
}

/**
 * Hands a checked request to the hotel API (stored in the hotel database, e-mailed to the hotel),
 * passing the guest's address on for the API's rate limits.
 */
export async function sendGuestRequest(
  request: RequestForm & { source: string; consentDocument?: string | undefined },
): Promise<{ id: string }> {
  const { source, consentDocument, ...form } = request;
  try {
    const { id } = await hotelClient({ clientIp: await guestAddress() }).submitRequest(
      form,
      source,
      consentDocument,
    );
    return { id };
  } catch (error) {
    if (error instanceof HotelApiError) {
      throw new GuestRequestError(
        error.code,
        GUEST_FACING_CODES.has(error.code)
          ? error.message
          : "Не получилось отправить заявку. Попробуйте ещё раз через минуту.",
        { cause: error },
      );
    }
    throw error;
  }
}
