import type { RequestFormInput } from "@rules/request-form";

export type RequestField =
  "firstName" | "lastName" | "middleName" | "phone" | "email" | "comment" | "consent" | "specialOffers";

/** What the «Оставить заявку» form sends: the form's fields and the page it was sent from. */
export type GuestRequestSubmission = RequestFormInput & { source: string };

/** The server action's answer: sent, field messages to show, or a failure to say plainly. */
export type GuestRequestResult =
  | { status: "sent"; message: string }
  | { status: "invalid"; fieldErrors: Partial<Record<RequestField, string>> }
  | { status: "failed"; message: string };
