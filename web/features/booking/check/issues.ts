/**
 * The check forms' validation messages by the issue's field and code (docs/languages.md «The site's
 * catalogue»): the schemas are the routes' and the engine's (./schemas.ts, rules/guest-form.ts) and
 * keep their Russian messages for the routes; the pages say them from the catalogue, in the page's
 * language, mapped here at the site's edge.
 */
import type { CheckKey } from "./words";

/** «Укажите номер бронирования» for an empty reference, «Проверьте номер…» for a too long one. */
export function lookupIssueKey(field: "reference" | "contact", code: string): CheckKey {
  if (field === "reference")
    return code === "too_big" ? "lookup.referenceTooLong" : "lookup.referenceRequired";
  return code === "too_big" ? "lookup.contactTooLong" : "lookup.contactRequired";
}

export type GuestField = "lastName" | "firstName" | "middleName" | "phone" | "email";

/**
 * The edit-guest form's fields (`editGuestFormSchema`): a name is required (`too_small`) and letters
 * only (its pattern, or the middle name's refinement); the phone and the e-mail each have one rule.
 */
export function guestIssueKey(field: GuestField, code: string): CheckKey {
  if (field === "phone") return "guests.invalidPhone";
  if (field === "email") return "guests.invalidEmail";
  return code === "too_small" ? "guests.required" : "guests.lettersOnly";
}

export type TransferProblem = `${"arrival" | "departure"}-${"flight" | "date"}` | "form";

/**
 * The transfer form's issues of `transferBody`, by field and code: a flight number missing, too long
 * or not a flight number; a date not a date; the body's own refinements (a leg's number without its
 * date, or no leg at all, told apart by the body) belong to the form.
 */
export function transferIssue(
  issue: { path: readonly PropertyKey[]; code: string },
  body: { arrivalFlightNumber?: string | undefined; departureFlightNumber?: string | undefined },
): { problem: TransferProblem; key: CheckKey } {
  const { path, code } = issue;
  const [field] = path;
  switch (field) {
    case "arrivalFlightNumber":
    case "departureFlightNumber":
      return {
        problem: field === "arrivalFlightNumber" ? "arrival-flight" : "departure-flight",
        key:
          code === "too_small"
            ? "transfer.flightRequired"
            : code === "too_big"
              ? "transfer.flightTooLong"
              : "transfer.flightInvalid",
      };
    case "arrivalDate":
    case "departureDate":
      return {
        problem: field === "arrivalDate" ? "arrival-date" : "departure-date",
        key: "transfer.dateRequired",
      };
    default:
      return {
        problem: "form",
        key:
          body.arrivalFlightNumber === undefined && body.departureFlightNumber === undefined
            ? "transfer.noLeg"
            : "transfer.legIncomplete",
      };
  }
}
