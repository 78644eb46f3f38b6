"use server";

// The guest may give any country's phone: the check reads it with every country's metadata.
import "@rules/phone-world";
import { requestFormSchema, REQUEST_SENT_MESSAGE } from "@rules/request-form";
import { personalDataConsentVersion } from "@web/features/content/site";
import { GuestRequestError, sendGuestRequest } from "./send";
import type { GuestRequestResult, GuestRequestSubmission, RequestFailure, RequestField } from "./types";

const SOURCE_PATTERN = /^\/[\w\-/]*$/;

/** The failure's reason by the engine's code, so an English page can say it in English. */
function failureOf(error: unknown): RequestFailure {
  if (!(error instanceof GuestRequestError)) return "unavailable";
  if (error.code === "RATE_LIMITED") return "rateLimited";
  return error.code === "VALIDATION_ERROR" ? "invalid" : "unavailable";
}

/**
 * The «Оставить заявку» submit: checks the form with the shared schema (the same messages the
 * browser showed), then hands it to the hotel API (stored in the hotel database and e-mailed to
 * the hotel). The API key stays on the server.
 */
export async function submitGuestRequest(submission: GuestRequestSubmission): Promise<GuestRequestResult> {
  const parsed = requestFormSchema.safeParse(submission);
  if (!parsed.success) {
    const fieldErrors: Partial<Record<RequestField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === "string" && !(field in fieldErrors))
        fieldErrors[field as RequestField] = issue.message;
    }
    return { status: "invalid", fieldErrors };
  }
  const source =
    typeof submission.source === "string" && SOURCE_PATTERN.test(submission.source) ? submission.source : "/";
  try {
    // The consent is stored with the version of the document the checkbox linked to.
    const consentDocument = await personalDataConsentVersion().catch(() => undefined);
    await sendGuestRequest({ ...parsed.data, source, consentDocument });
    return { status: "sent", message: REQUEST_SENT_MESSAGE };
  } catch (error) {
    console.error("A guest request could not be delivered", error);
    return {
      status: "failed",
      reason: failureOf(error),
      message:
        error instanceof GuestRequestError
          ? error.guestMessage
          : "Не получилось отправить заявку. Попробуйте ещё раз через минуту.",
    };
  }
}
