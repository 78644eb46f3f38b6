/**
 * What the payment step tells the guest when the invoice cannot be created
 * (docs/booking-journey-payment.md «Errors»), and what it offers next.
 */
import { DEFAULT_LANGUAGE, type Language } from "@rules/language";
import { engineErrorText, journeyErrorWords } from "../error-words";

export type PaymentErrorAction =
  /** The rooms were released: start again at the rate plans. */
  | "rebook"
  /** Nothing changed: the same button can be pressed again. */
  | "retry"
  /** The booking is already paid or being paid: its status is on the success page. */
  | "status";

export interface PaymentErrorView {
  text: string;
  action: PaymentErrorAction;
}

export function paymentErrorView(
  code: string,
  message: string,
  language: Language = DEFAULT_LANGUAGE,
  status?: number,
): PaymentErrorView {
  const t = journeyErrorWords(language);
  switch (code) {
    case "HOLD_EXPIRED":
    case "RESERVATION_NOT_ACTIVE":
    case "RESERVATION_NOT_FOUND":
      return { text: t("errors.released"), action: "rebook" };
    case "PAYMENT_PROVIDER_ERROR":
      return { text: t("errors.providerDown"), action: "retry" };
    case "FETCH_ERROR":
      return { text: t("errors.offline"), action: "retry" };
    case "NOTHING_TO_PAY":
      return { text: t("errors.paid"), action: "status" };
    case "PAYMENT_IN_PROGRESS":
      return { text: t("errors.paying"), action: "status" };
    default:
      return {
        text: engineErrorText({ code, message, ...(status === undefined ? {} : { status }) }, language),
        action: "retry",
      };
  }
}
