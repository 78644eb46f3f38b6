import type { PaymentVariant } from "@hotel/client/types";

/** GET /api/booking/payment-variants answers this. */
export interface PaymentVariantsAnswer {
  variants: PaymentVariant[];
  /** No money is charged (the built-in sandbox acquirer): the payment step says so. */
  testMode: boolean;
}
