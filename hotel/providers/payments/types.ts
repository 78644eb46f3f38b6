/**
 * What the engine needs of an acquirer (payment provider 1): create a payment with a hosted page
 * to send the guest to, read its status, cancel it, refund it, and read its webhooks. The built-in
 * sandbox implements it, and YooKassa (`YOOKASSA_SHOP_ID`, `YOOKASSA_SECRET_KEY`,
 * payments/yookassa/) plugs in here without changing the engine.
 */
import type { Language } from "../../../rules";

/** YooKassa's statuses, which the sandbox uses too. */
export type ProviderPaymentStatus = "pending" | "waiting_for_capture" | "succeeded" | "canceled";

/** How the guest pays: a bank card, or the Faster Payments System (СБП) by QR code or bank app. */
export const PAYMENT_TYPES = ["card", "sbp"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export interface ProviderPayment {
  id: string;
  status: ProviderPaymentStatus;
  /**
   * Rubles as the provider reports them: a whole number for whole rubles, a fraction when it
   * reports kopecks (never equal to an invoice's amount, which is whole rubles).
   */
  amount: number;
  /** ISO 4217 code the provider reports; RUB when absent. */
  currency?: string | undefined;
  /** The hosted page the guest pays on. */
  confirmationUrl: string;
  /**
   * True when no money moved: the sandbox's test cards, or YooKassa's test shop (its `test`). The
   * booking it pays is marked «ТЕСТОВАЯ ОПЛАТА» everywhere (hotel/domain/payments/test-payments.ts).
   */
  test: boolean;
}

/**
 * One line of a fiscal receipt (54-FZ): money in kopecks, so that no sum is ever a floating-point
 * approximation. The receipt's total is Σ quantity × unitKopecks, equal to the payment's amount.
 */
export interface ReceiptItem {
  description: string;
  /** A whole number of units. */
  quantity: number;
  /** Price of one unit, kopecks. */
  unitKopecks: number;
  /** YooKassa's VAT code (1 = without VAT). */
  vatCode: number;
  /** The settlement method: full_prepayment, full_payment, advance… */
  paymentMode: string;
  /** What is sold: service, commodity… */
  paymentSubject: string;
}

/** The receipt the provider registers with the tax office for a payment or a refund. */
export interface Receipt {
  customer: { email?: string | undefined; phone?: string | undefined };
  items: ReceiptItem[];
}

export interface CreatePaymentInput {
  amount: number;
  description: string;
  paymentType: PaymentType;
  /** Where the provider sends the guest back after paying. */
  returnUrl: string;
  /** The booking's language: the provider's page speaks it (YooKassa: `confirmation.locale`). */
  language: Language;
  metadata: Record<string, string>;
  /** A retry with the same key returns the same payment (the invoice id). */
  idempotenceKey: string;
  receipt: Receipt;
}

export interface RefundInput {
  paymentId: string;
  amount: number;
  /** Our refund's id: a repeat with it refunds nothing more. */
  idempotenceKey: string;
  /** The refund's receipt; absent for refunds recorded before receipts were kept. */
  receipt?: Receipt | undefined;
}

export interface ProviderRefund {
  id: string;
  paymentId: string;
  status: "pending" | "succeeded" | "canceled";
  amount: number;
}

/**
 * What a webhook names. Its body is never trusted for anything else: the engine reads the payment
 * or refund back from the provider and acts on that.
 */
export type WebhookEvent =
  | { object: "payment"; paymentId: string; type: string }
  | { object: "refund"; refundId: string; paymentId: string | undefined; type: string };

export interface PaymentProvider {
  /** The `payment_provider_id` of the API. */
  readonly id: number;
  /** `sandbox` or `yookassa`: the webhook route of a provider answers only while it is the one in use. */
  readonly name: string;
  /** The payment types this provider offers the guest. */
  readonly paymentTypes: readonly PaymentType[];
  /** True when no money is charged (the built-in sandbox). */
  readonly testMode: boolean;
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  getPayment(paymentId: string): Promise<ProviderPayment | undefined>;
  cancelPayment(paymentId: string): Promise<ProviderPayment | undefined>;
  refund(input: RefundInput): Promise<{ refundId: string }>;
  /** A refund as the provider has it now; undefined when it is unknown. */
  getRefund(refundId: string): Promise<ProviderRefund | undefined>;
  /**
   * Reads a webhook; throws WebhookRejected when it is not the provider's (a bad signature, not
   * its format).
   */
  parseWebhook(rawBody: string, headers: Headers): WebhookEvent;
}

export class PaymentProviderError extends Error {
  readonly code = "PAYMENT_PROVIDER_ERROR";
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PaymentProviderError";
  }
}

/** A webhook that is not the provider's: its signature is wrong, or it is not in its format. */
export class WebhookRejected extends Error {
  constructor(
    readonly reason: "signature" | "format",
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "WebhookRejected";
  }
}
