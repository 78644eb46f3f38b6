/**
 * YooKassa as payment provider 1 (used when YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY are set):
 * payments by card or SBP on YooKassa's own page (`confirmation: redirect`, `capture: true`), each
 * with its fiscal receipt; refunds with theirs; notifications read only for what they name.
 *
 * YooKassa's notifications carry no signature. The engine never acts on their body: it reads the
 * payment or refund back from the API (GET /payments/{id}, /refunds/{id}) and acts on that, so a
 * forged or outdated notification changes nothing.
 */
import type { Language } from "../../../../rules";
import {
  PaymentProviderError,
  WebhookRejected,
  type CreatePaymentInput,
  type PaymentProvider,
  type PaymentType,
  type ProviderPayment,
  type ProviderRefund,
  type Receipt,
  type RefundInput,
  type WebhookEvent,
} from "../types";
import { YooKassaClient, type YooKassaClientOptions } from "./client";
import { kopecksToValue, rublesToValue, valueToKopecks } from "./money";
import { Notification, type Payment, type ReceiptBody, type Refund } from "./schemas";

export type YooKassaOptions = YooKassaClientOptions;

const METHOD_OF: Record<PaymentType, "bank_card" | "sbp"> = { card: "bank_card", sbp: "sbp" };

/** YooKassa's longest payment description. */
const DESCRIPTION_MAX = 128;

/** Our receipt in YooKassa's words: amounts as two-decimal strings. */
export function receiptBody(receipt: Receipt): ReceiptBody {
  const { email, phone } = receipt.customer;
  return {
    customer: email ? { email } : { phone: phone ?? "" },
    items: receipt.items.map((item) => ({
      description: item.description,
      quantity: item.quantity,
      amount: { value: kopecksToValue(item.unitKopecks), currency: "RUB" },
      vat_code: item.vatCode,
      payment_mode: item.paymentMode,
      payment_subject: item.paymentSubject,
    })),
  };
}

function rublesOf(amount: { value: string; currency: string }, what: string): number {
  const kopecks = valueToKopecks(amount.value);
  if (kopecks === undefined) throw new PaymentProviderError(`YooKassa reported ${what} ${amount.value}`);
  // Whole rubles stay whole; kopecks make a fraction that never equals a whole-ruble invoice.
  return kopecks / 100;
}

function toPayment(payment: Payment): ProviderPayment {
  return {
    id: payment.id,
    status: payment.status,
    amount: rublesOf(payment.amount, "an amount of"),
    currency: payment.amount.currency,
    confirmationUrl: payment.confirmation?.confirmation_url ?? "",
    test: payment.test === true,
  };
}

function toRefund(refund: Refund): ProviderRefund {
  return {
    id: refund.id,
    paymentId: refund.payment_id,
    status: refund.status,
    amount: rublesOf(refund.amount, "a refund of"),
  };
}

/** YooKassa's `confirmation.locale` for each language the engine serves. */
const LOCALES: Record<Language, "ru_RU" | "en_US"> = { ru: "ru_RU", en: "en_US" };

export class YooKassaProvider implements PaymentProvider {
  readonly id = 1;
  readonly name = "yookassa";
  readonly paymentTypes: readonly PaymentType[] = ["card", "sbp"];
  readonly testMode = false;
  readonly client: YooKassaClient;

  constructor(options: YooKassaOptions) {
    this.client = new YooKassaClient(options);
  }

  async createPayment(input: CreatePaymentInput): Promise<ProviderPayment> {
    const payment = await this.client.createPayment(
      {
        amount: { value: rublesToValue(input.amount), currency: "RUB" },
        capture: true,
        // YooKassa's page speaks the booking's language.
        confirmation: { type: "redirect", return_url: input.returnUrl, locale: LOCALES[input.language] },
        description: input.description.slice(0, DESCRIPTION_MAX),
        payment_method_data: { type: METHOD_OF[input.paymentType] },
        metadata: input.metadata,
        receipt: receiptBody(input.receipt),
      },
      input.idempotenceKey,
    );
    const mapped = toPayment(payment);
    if (!mapped.confirmationUrl && payment.status === "pending") {
      throw new PaymentProviderError(`YooKassa gave payment ${payment.id} no confirmation page`);
    }
    return mapped;
  }

  async getPayment(paymentId: string): Promise<ProviderPayment | undefined> {
    const payment = await this.client.getPayment(paymentId);
    return payment ? toPayment(payment) : undefined;
  }

  /**
   * Gives held money back (waiting_for_capture → canceled). YooKassa cannot cancel a pending
   * payment: it lapses by itself, and if the guest still pays it, the engine refunds that payment
   * as one of a withdrawn invoice. A finished payment is left as it is.
   */
  async cancelPayment(paymentId: string): Promise<ProviderPayment | undefined> {
    const payment = await this.client.getPayment(paymentId);
    if (!payment) return undefined;
    if (payment.status !== "waiting_for_capture") return toPayment(payment);
    return toPayment(await this.client.cancelPayment(paymentId, `cancel-${paymentId}`));
  }

  async refund(input: RefundInput): Promise<{ refundId: string }> {
    const refund = await this.client.createRefund(
      {
        payment_id: input.paymentId,
        amount: { value: rublesToValue(input.amount), currency: "RUB" },
        ...(input.receipt ? { receipt: receiptBody(input.receipt) } : {}),
      },
      input.idempotenceKey,
    );
    if (refund.status === "canceled") {
      const reason = refund.cancellation_details?.reason ?? "no reason given";
      throw new PaymentProviderError(`YooKassa canceled refund ${refund.id}: ${reason}`);
    }
    return { refundId: refund.id };
  }

  async getRefund(refundId: string): Promise<ProviderRefund | undefined> {
    const refund = await this.client.getRefund(refundId);
    return refund ? toRefund(refund) : undefined;
  }

  /** Reads which object a notification names; everything else in it is ignored. */
  parseWebhook(rawBody: string): WebhookEvent {
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw new WebhookRejected("format", "Уведомление не в формате JSON");
    }
    const parsed = Notification.safeParse(json);
    if (!parsed.success) {
      throw new WebhookRejected("format", "Уведомление не по формату ЮKassa", parsed.error.issues);
    }
    const { event, object } = parsed.data;
    return event.startsWith("refund.")
      ? { object: "refund", refundId: object.id, paymentId: object.payment_id, type: event }
      : { object: "payment", paymentId: object.id, type: event };
  }
}
