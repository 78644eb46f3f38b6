/**
 * The built-in sandbox acquirer: payment provider 1 when YooKassa is not configured. It keeps its
 * own ledger (`hotel.sandbox_payments`), answers like YooKassa (statuses pending,
 * waiting_for_capture, succeeded, canceled; an idempotence key per payment) and notifies the
 * engine with webhooks signed by HMAC-SHA256 (`X-Sandbox-Signature: sha256=<hex>`).
 *
 * The hosted card-entry page at `confirmation_url` (/v1/sandbox/pay/{id}, hotel/http/routes/
 * sandbox-pay.ts) is the only way a guest reaches `settle`: the test card entered there decides the
 * outcome (sandbox-cards.ts). There is deliberately no API call that settles a payment: with one,
 * anyone holding the site's key could confirm a booking without paying. Tests call `settle` on
 * this object directly.
 */
import type { Language } from "../../../rules";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { HotelDb } from "../../db";
import { SANDBOX_PAYMENT_PREFIX } from "../../db/repositories/payments";
import {
  findSandboxPayment,
  findSandboxPaymentOfRefund,
  moveSandboxPayment,
  refundSandboxPayment,
  upsertSandboxPayment,
  type SandboxMoveFields,
  type SandboxPaymentRow,
  type SandboxStatus,
} from "../../db/repositories/sandbox";
import type { Clock } from "../../domain/clock";
import { SANDBOX_CAPTURE_DELAY_MS, type SandboxOutcome } from "./sandbox-cards";
import {
  PaymentProviderError,
  WebhookRejected,
  type CreatePaymentInput,
  type PaymentProvider,
  type PaymentType,
  type ProviderPayment,
  type ProviderRefund,
  type RefundInput,
  type WebhookEvent,
} from "./types";

/** The ledger's payment states, as the hosted page shows them. */
export type { SandboxStatus };

export const SANDBOX_SIGNATURE_HEADER = "x-sandbox-signature";

const webhookBody = z.object({
  event_id: z.string().min(1).max(200),
  event: z.string().min(1).max(100),
  payment_id: z.string().min(1).max(100),
});

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
  /**
   * The pages are served by the site's own server and SITE_URL is not set: a payment's page is on
   * the origin its return URL names (the guest's own), so a guest who came by another address
   * than the default localhost reaches it.
   */
  payPageOnReturnOrigin?: boolean | undefined;
  log(message: string): void;
  /** How long a held payment («waiting then success» card) waits for its capture. */
  captureDelayMs?: number | undefined;
}

/** What the hosted pay page shows of a payment (never the card, at most its last four digits). */
export interface SandboxPagePayment {
  id: string;
  amount: number;
  description: string;
  status: SandboxStatus;
  returnUrl: string;
  /** The language of the booking it pays: the page's. */
  language: Language;
  reservationId: string | undefined;
  cardLast4: string | null;
}

export interface SettleOptions {
  /** The paying card's last four digits, kept for the page. */
  cardLast4?: string | undefined;
  /**
   * With `waiting_for_capture`: capture (→ succeeded) this many ms later, by a timer in process,
   * or at the next read of the payment when the timer was lost (a restart).
   */
  captureAfterMs?: number | undefined;
}

export function signSandboxBody(secret: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/** Our refund id (its idempotence key) as the sandbox names the refund. */
const REFUND_PREFIX = "sbr_";

export class SandboxAcquirer implements PaymentProvider {
  readonly id = 1;
  readonly name = "sandbox";
  /** Cards only: its hosted page takes test cards, and there is no SBP to simulate. */
  readonly paymentTypes: readonly PaymentType[] = ["card"];
  readonly testMode = true;
  #deliver: ((request: Request) => Promise<Response>) | undefined;
  readonly #captures = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(private readonly options: SandboxOptions) {}

  /** The origin the hosted pages are served from (their forms post only from there). */
  get pageOrigin(): string {
    return new URL(this.options.payPageBaseUrl).origin;
  }

  /** Where webhooks go: the engine's own webhook route, called in process. */
  connectWebhook(deliver: (request: Request) => Promise<Response>): void {
    this.#deliver = deliver;
  }

  #toPayment(row: SandboxPaymentRow): ProviderPayment {
    return {
      id: row.id,
      status: row.status,
      amount: row.amount,
      confirmationUrl: `${this.#payPageBase(row)}/${row.id}`,
      test: true,
    };
  }

  #payPageBase(row: SandboxPaymentRow): string {
    const base = this.options.payPageBaseUrl;
    if (!this.options.payPageOnReturnOrigin) return base;
    return `${new URL(row.returnUrl).origin}${new URL(base).pathname}`;
  }

  async createPayment(input: CreatePaymentInput): Promise<ProviderPayment> {
    if (!this.paymentTypes.includes(input.paymentType)) {
      throw new PaymentProviderError(`The sandbox takes no ${input.paymentType} payments`);
    }
    const now = this.options.clock.now();
    const row = await upsertSandboxPayment(this.options.db, {
      id: `${SANDBOX_PAYMENT_PREFIX}${randomBytes(12).toString("hex")}`,
      amount: input.amount,
      description: input.description,
      status: "pending",
      paymentType: input.paymentType,
      returnUrl: input.returnUrl,
      language: input.language,
      metadata: input.metadata,
      idempotenceKey: input.idempotenceKey,
      receipt: input.receipt,
      createdAt: now,
      updatedAt: now,
    });
    if (row.amount !== input.amount) {
      throw new PaymentProviderError(`Idempotence key ${input.idempotenceKey} was used for another amount`);
    }
    return this.#toPayment(row);
  }

  /**
   * The ledger's row, with a capture that is due applied first: the engine reads the payment while
   * an invoice is pending or waiting (the success page's status poll), so a capture whose timer was
   * lost still happens. No webhook here: the reader applies the status it gets, and a webhook
   * delivered from inside the engine's own read would only repeat it.
   */
  async #read(paymentId: string): Promise<SandboxPaymentRow | undefined> {
    const row = await findSandboxPayment(this.options.db, paymentId);
    if (!row || !this.#captureDue(row)) return row;
    const captured = await moveSandboxPayment(
      this.options.db,
      paymentId,
      ["waiting_for_capture"],
      "succeeded",
      this.options.clock.now(),
    );
    return captured ?? findSandboxPayment(this.options.db, paymentId);
  }

  #captureDue(row: SandboxPaymentRow): boolean {
    return (
      row.status === "waiting_for_capture" &&
      row.succeedAfter !== null &&
      row.succeedAfter.getTime() <= this.options.clock.now().getTime()
    );
  }

  async getPayment(paymentId: string): Promise<ProviderPayment | undefined> {
    const row = await this.#read(paymentId);
    return row ? this.#toPayment(row) : undefined;
  }

  /** The payment as the hosted pay page shows it, with where to send the guest back. */
  async paymentForPage(paymentId: string): Promise<SandboxPagePayment | undefined> {
    const row = await this.#read(paymentId);
    if (!row) return undefined;
    return {
      id: row.id,
      amount: row.amount,
      description: row.description,
      status: row.status,
      returnUrl: row.returnUrl,
      language: row.language,
      reservationId: row.metadata.reservation_id,
      cardLast4: row.cardLast4,
    };
  }

  /**
   * The pay page's anti-forgery token: an HMAC of the payment id, so a form posted from another
   * site (which cannot read the page) lacks it, and nothing has to be stored per page.
   */
  formToken(paymentId: string): string {
    return createHmac("sha256", this.options.secret).update(`pay-form:${paymentId}`).digest("hex");
  }

  formTokenValid(paymentId: string, token: string): boolean {
    const expected = this.formToken(paymentId);
    return token.length === expected.length && timingSafeEqual(Buffer.from(token), Buffer.from(expected));
  }

  async cancelPayment(paymentId: string): Promise<ProviderPayment | undefined> {
    const moved = await this.settle(paymentId, "canceled");
    return moved ?? this.getPayment(paymentId);
  }

  async refund(input: RefundInput): Promise<{ refundId: string }> {
    // Like YooKassa's Idempotence-Key: the same refund asked again is answered, not made again.
    const done = await refundSandboxPayment(
      this.options.db,
      input.paymentId,
      input.amount,
      input.idempotenceKey,
      input.receipt ?? null,
      this.options.clock.now(),
    );
    if (!done)
      throw new PaymentProviderError(`Payment ${input.paymentId} cannot be refunded by ${input.amount}`);
    return { refundId: `${REFUND_PREFIX}${input.idempotenceKey}` };
  }

  /** A refund the sandbox made (succeeded at once, as card refunds usually are). */
  async getRefund(refundId: string): Promise<ProviderRefund | undefined> {
    if (!refundId.startsWith(REFUND_PREFIX)) return undefined;
    const key = refundId.slice(REFUND_PREFIX.length);
    const row = await findSandboxPaymentOfRefund(this.options.db, key);
    const refund = row?.refunds.find((made) => made.key === key);
    if (!row) return undefined;
    return { id: refundId, paymentId: row.id, status: "succeeded", amount: refund?.amount ?? 0 };
  }

  /**
   * The bank's answer for a payment (what the hosted page's test card decides), followed by the
   * signed webhook. Undefined when the payment is unknown or already past that state.
   */
  async settle(
    paymentId: string,
    outcome: SandboxOutcome,
    options: SettleOptions = {},
  ): Promise<ProviderPayment | undefined> {
    const now = this.options.clock.now();
    const fields: SandboxMoveFields = {};
    if (options.cardLast4 !== undefined) fields.cardLast4 = options.cardLast4;
    const captureAfterMs = outcome === "waiting_for_capture" ? options.captureAfterMs : undefined;
    if (captureAfterMs !== undefined) fields.succeedAfter = new Date(now.getTime() + captureAfterMs);
    const row = await moveSandboxPayment(this.options.db, paymentId, ALLOWED[outcome], outcome, now, fields);
    if (!row) return undefined;
    await this.#notify(row);
    if (captureAfterMs !== undefined) this.#scheduleCapture(paymentId, captureAfterMs);
    return this.#toPayment(row);
  }

  /** The default hold of the «waiting then success» test card. */
  get captureDelayMs(): number {
    return this.options.captureDelayMs ?? SANDBOX_CAPTURE_DELAY_MS;
  }

  #scheduleCapture(paymentId: string, delayMs: number): void {
    // A little past the due time, so the clock read in the callback has surely reached it.
    const timer = setTimeout(() => {
      this.#captures.delete(paymentId);
      void this.#captureWhenDue(paymentId);
    }, delayMs + 50);
    timer.unref();
    this.#captures.set(paymentId, timer);
  }

  async #captureWhenDue(paymentId: string): Promise<void> {
    try {
      const row = await findSandboxPayment(this.options.db, paymentId);
      // Not due by the engine's clock (a test's manual clock), or canceled meanwhile: the next read decides.
      if (!row || !this.#captureDue(row)) return;
      await this.settle(paymentId, "succeeded");
    } catch (error) {
      this.options.log(
        `sandbox capture of ${paymentId} failed (the next status read retries): ${String(error)}`,
      );
    }
  }

  /** Stops pending capture timers (the engine is shutting down; reads capture later). */
  close(): void {
    for (const timer of this.#captures.values()) clearTimeout(timer);
    this.#captures.clear();
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
    if (!valid) throw new WebhookRejected("signature", "Подпись уведомления неверна");
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw new WebhookRejected("format", "Уведомление не в формате JSON");
    }
    const parsed = webhookBody.safeParse(json);
    if (!parsed.success) {
      throw new WebhookRejected("format", "Уведомление не по формату", parsed.error.issues);
    }
    return { object: "payment", paymentId: parsed.data.payment_id, type: parsed.data.event };
  }
}
