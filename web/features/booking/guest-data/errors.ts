/**
 * What the data step tells the guest when the reservation could not be created, by the engine's
 * code (docs/booking-journey-guest-data.md «When it fails»). The guest stays on the form with what
 * they typed; some failures offer a way on.
 */
import { DEFAULT_LANGUAGE, type Language } from "@rules/language";
import { engineErrorText, journeyErrorWords } from "../error-words";

export interface ReservationErrorView {
  text: string;
  /** «Выбрать другой номер»: back to the rate plans with the search. */
  action?: "rates";
  /** The session's hold is gone: the next try starts a new one. */
  newSession?: boolean;
}

/** In the guest's language: the engine's own message on the Russian site, the catalogue's by code elsewhere. */
export function reservationErrorView(
  code: string,
  engineMessage: string,
  status = 0,
  language: Language = DEFAULT_LANGUAGE,
): ReservationErrorView {
  const t = journeyErrorWords(language);
  const UNAVAILABLE = t("errors.unavailable");
  const message = engineErrorText({ code, message: engineMessage, status }, language);
  switch (code) {
    case "SOLD_OUT":
      return {
        text: t("errors.soldOut"),
        action: "rates",
        newSession: true,
      };
    case "HOLD_EXPIRED":
      return {
        text: t("errors.holdExpired"),
        newSession: true,
      };
    case "HOLD_TOO_LARGE":
      // Too many room-nights for one unpaid hold: fewer rooms or nights, or a call to the hotel.
      return { text: message, action: "rates" };
    case "RATE_LIMITED":
      return { text: t("errors.rateLimited") };
    case "OCCUPANCY_EXCEEDED":
      return { text: message, action: "rates" };
    case "RATE_CLOSED":
    case "MIN_STAY":
    case "ARRIVAL_IN_PAST":
    case "STAY_TOO_LONG":
    case "ROOM_TYPE_NOT_FOUND":
    case "RATE_NOT_FOUND":
      return {
        text: t("errors.chooseOther", { reason: message.replace(/\.$/, "") }),
        action: "rates",
      };
    case "VALIDATION_ERROR":
      return { text: t("errors.rejected") };
    case "FETCH_ERROR":
    case "TIMEOUT_ERROR":
    case "PARSING_ERROR":
      return { text: status === 0 ? message : UNAVAILABLE };
    default:
      return { text: status >= 500 || status === 0 ? UNAVAILABLE : message };
  }
}
