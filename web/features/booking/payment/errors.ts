/**
 * What the payment step tells the guest when the invoice cannot be created
 * (docs/booking-journey-payment.md «Errors»), and what it offers next.
 */
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

const RELEASED =
  "Время брони истекло, и номера вернулись в продажу. Выберите их заново — цены и наличие могли измениться.";

export function paymentErrorView(code: string, message: string): PaymentErrorView {
  switch (code) {
    case "HOLD_EXPIRED":
    case "RESERVATION_NOT_ACTIVE":
    case "RESERVATION_NOT_FOUND":
      return { text: RELEASED, action: "rebook" };
    case "PAYMENT_PROVIDER_ERROR":
      return {
        text: "Платёжная система сейчас не отвечает. Деньги не списаны — попробуйте ещё раз через минуту.",
        action: "retry",
      };
    case "FETCH_ERROR":
      return { text: "Нет связи с сайтом. Проверьте интернет и попробуйте ещё раз.", action: "retry" };
    case "NOTHING_TO_PAY":
      return { text: "Эта бронь уже оплачена.", action: "status" };
    case "PAYMENT_IN_PROGRESS":
      return { text: "Оплата этой брони уже идёт. Проверьте её статус.", action: "status" };
    default:
      return { text: message, action: "retry" };
  }
}
