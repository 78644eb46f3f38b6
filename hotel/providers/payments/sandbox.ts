/**
 * The built-in sandbox acquirer: payment provider 1 when YooKassa is not configured. It keeps its
 * own ledger (`hotel.sandbox_payments`), answers like YooKassa (statuses pending,
 * waiting_for_capture, succeeded, canceled; an idempotence key per payment) and notifies the
 * engine with webhooks signed by HMAC-SHA256 (`X-Sandbox-Signature: sha256=<hex>`).
 *
 * The hosted card-entry page at `confirmation_url` (/v1/sandbox/pay/{id}) is the next issue's: it
 * will call `settle` with the test card's outcome. Until then `settle` is reached through
 * `POST /v1/sandbox/payments/{id}/settle` (API key), which tests and the site's e2e use.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { HotelDb } from "../../db";
import {
  findSandboxPayment,
  moveSandboxPayment,
  refundSandboxPayment,
  upsertSandboxPayment,
  type SandboxPaymentRow,
  type SandboxStatus,
} from "../../db/repositories/sandbox";
import type { Clock } from "../../domain/clock";
import { BookingError } from "../../domain/errors";
import {
  PaymentProviderError,
  type CreatePaymentInput,
  type PaymentProvider,
  type ProviderPayment,
  type WebhookEvent,
} from "./types";

export const SANDBOX_SIGNATURE_HEADER = "x-sandbox-signature";

const webhookBody = z.object({
  event_id: z.string().min(1).max(200),
  event: z.string().min(1).max(100),
  payment_id: z.string().min(1).max(100),
});

export type SandboxOutcome = "succeeded" | "waiting_for_capture" | "canceled";

const ALLOWED: Record<SandboxOutcome, readonly SandboxStatus[]> = {
  succeeded: ["pending", "waiting_for_capture"],
  waiting_for_capture: ["pending"],
  canceled: ["pending", "waiting_for_capture"],
};

export interface SandboxOptions {
  db: HotelDb;
  clock: Clock;
  /** Key of the webhook signatures. */
  secret: string;
  /** Base of the hosted pages the guest is sent to (…/v1/sandbox/pay). */
  payPageBaseUrl: string;
  log(message: string): void;
}

export function signSandboxBody(secret: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

export class SandboxAcquirer implements PaymentProvider {
  readonly id = 1;
  readonly name = "sandbox";
  #deliver: ((request: Request) => Promise<Response>) | undefined;

  constructor(private readonly options: SandboxOptions) {}

  /** Where webhooks go: the engine's own webhook route, called in process. */
  connectWebhook(deliver: (request: Request) => Promise<Response>): void {
    this.#deliver = deliver;
  }

  #toPayment(row: SandboxPaymentRow): ProviderPayment {
    return {
      id: row.id,
      status: row.status,
      amount: row.amount,
      confirmationUrl: `${this.options.payPageBaseUrl}/${row.id}`,
    };
  }

  async createPayment(input: CreatePaymentInput): Promise<ProviderPayment> {
    const now = this.options.clock.now();
    const row = await upsertSandboxPayment(this.options.db, {
      id: `sbx_${randomBytes(12).toString("hex")}`,
      amount: input.amount,
      description: input.description,
      status: "pending",
      paymentType: input.paymentType,
      returnUrl: input.returnUrl,
      metadata: input.metadata,
      idempotenceKey: input.idempotenceKey,
      createdAt: now,
      updatedAt: now,
    });
    if (row.amount !== input.amount) {
      throw new PaymentProviderError(`Idempotence key ${input.idempotenceKey} was used for another amount`);
    }
    return this.#toPayment(row);
  }

  async getPayment(paymentId: string): Promise<ProviderPayment | undefined> {
    const row = await findSandboxPayment(this.options.db, paymentId);
    return row ? this.#toPayment(row) : undefined;
  }

  /** The payment as the sandbox's own pages see it, with where to send the guest back. */
  async paymentForPage(
    paymentId: string,
  ): Promise<(SandboxPaymentRow & { confirmationUrl: string }) | undefined> {
    const row = await findSandboxPayment(this.options.db, paymentId);
    return row ? { ...row, confirmationUrl: this.#toPayment(row).confirmationUrl } : undefined;
  }

  async cancelPayment(paymentId: string): Promise<ProviderPayment | undefined> {
    const moved = await this.settle(paymentId, "canceled");
    return moved ?? this.getPayment(paymentId);
  }

  async refund(input: {
    paymentId: string;
    amount: number;
    idempotenceKey: string;
  }): Promise<{ refundId: string }> {
    const row = await refundSandboxPayment(
      this.options.db,
      input.paymentId,
      input.amount,
      this.options.clock.now(),
    );
    if (!row)
      throw new PaymentProviderError(`Payment ${input.paymentId} cannot be refunded by ${input.amount}`);
    return { refundId: `sbr_${input.idempotenceKey}` };
  }

  /**
   * The bank's answer for a payment (what the hosted page's test card decides), followed by the
   * signed webhook. Undefined when the payment is unknown or already past that state.
   */
  async settle(paymentId: string, outcome: SandboxOutcome): Promise<ProviderPayment | undefined> {
    const row = await moveSandboxPayment(
      this.options.db,
      paymentId,
      ALLOWED[outcome],
      outcome,
      this.options.clock.now(),
    );
    if (!row) return undefined;
    await this.#notify(row);
    return this.#toPayment(row);
  }

  async #notify(row: SandboxPaymentRow): Promise<void> {
    if (!this.#deliver) return;
    const body = JSON.stringify({
      event_id: `${row.id}.${row.status}`,
      event: `payment.${row.status}`,
      payment_id: row.id,
    });
    const request = new Request("http://sandbox.local/v1/payments/sandbox/webhook", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(this.options.secret, body),
      },
      body,
    });
    // A lost webhook is not fatal: the site's status poll asks the sandbox directly.
    try {
      const response = await this.#deliver(request);
      if (!response.ok) this.options.log(`sandbox webhook for ${row.id} answered ${response.status}`);
    } catch (error) {
      this.options.log(`sandbox webhook for ${row.id} failed: ${String(error)}`);
    }
  }

  parseWebhook(rawBody: string, headers: Headers): WebhookEvent {
    const signature = headers.get(SANDBOX_SIGNATURE_HEADER) ?? "";
    const expected = signSandboxBody(this.options.secret, rawBody);
    const valid =
      signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
    if (!valid) throw new BookingError("INVALID_SIGNATURE", "Подпись уведомления неверна");
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw new BookingError("VALIDATION_ERROR", "Уведомление не в формате JSON");
    }
    const parsed = webhookBody.safeParse(json);
    if (!parsed.success) {
      throw new BookingError("VALIDATION_ERROR", "Уведомление не по формату", parsed.error.issues);
    }
    return { eventId: parsed.data.event_id, paymentId: parsed.data.payment_id, type: parsed.data.event };
  }
}
