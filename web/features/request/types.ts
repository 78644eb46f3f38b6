import type { RequestFormInput } from "@rules/request-form";

export type RequestField =
  "firstName" | "lastName" | "middleName" | "phone" | "email" | "comment" | "consent" | "specialOffers";

/** What the «Оставить заявку» form sends: the form's fields and the page it was sent from. */
export type GuestRequestSubmission = RequestFormInput & { source: string };

/** Why a request was not delivered: the engine's limit, its own check, or anything else. */
export type RequestFailure = "rateLimited" | "invalid" | "unavailable";

/**
 * The server action's answer: sent, field messages to show (the shared schema's Russian ones, which
 * the form shows by their code), or a failure to say plainly: its reason, and the Russian words a
 * Russian page shows (the engine's own for its limit and its check).
 */
export type GuestRequestResult =
  | { status: "sent"; message: string }
  | { status: "invalid"; fieldErrors: Partial<Record<RequestField, string>> }
  | { status: "failed"; reason: RequestFailure; message: string };
