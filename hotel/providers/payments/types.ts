/**
 * What the engine needs of an acquirer (payment provider 1, type "card"): create a payment with a
 * hosted page to send the guest to, read its status, cancel it, refund it, and read its signed
 * webhooks. The built-in sandbox implements it now; YooKassa (`YOOKASSA_SHOP_ID`,
 * `YOOKASSA_SECRET_KEY`) is the next issue and plugs in here without changing the engine.
 */

/** YooKassa's statuses, which the sandbox uses too. */
export type ProviderPaymentStatus = "pending" | "waiting_for_capture" | "succeeded" | "canceled";

export interface ProviderPayment {
  id: string;
  status: ProviderPaymentStatus;
  amount: number;
  /** The hosted page the guest pays on. */
  confirmationUrl: string;
}

export interface CreatePaymentInput {
  amount: number;
  description: string;
  paymentType: "card";
  /** Where the provider sends the guest back after paying. */
  returnUrl: string;
  metadata: Record<string, string>;
  /** A retry with the same key returns the same payment (the invoice id). */
  idempotenceKey: string;
}

export interface WebhookEvent {
  /** Unique per event: a second delivery of the same event is recognised by it. */
  eventId: string;
  paymentId: string;
  type: string;
}

export interface PaymentProvider {
  /** The `payment_provider_id` of the API. */
  readonly id: number;
  readonly name: string;
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  getPayment(paymentId: string): Promise<ProviderPayment | undefined>;
  cancelPayment(paymentId: string): Promise<ProviderPayment | undefined>;
  refund(input: { paymentId: string; amount: number; idempotenceKey: string }): Promise<{ refundId: string }>;
  /** Verifies a webhook's signature and reads it; throws BookingError INVALID_SIGNATURE otherwise. */
  parseWebhook(rawBody: string, headers: Headers): WebhookEvent;
}

export class PaymentProviderError extends Error {
  readonly code = "PAYMENT_PROVIDER_ERROR";
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PaymentProviderError";
  }
}
