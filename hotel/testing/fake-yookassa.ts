/**
 * A YooKassa for tests: a local HTTP server on 127.0.0.1 (a random port) that follows the
 * published API v3 closely enough for the engine to run against it unchanged.
 *
 * - `POST /payments`, `GET /payments/{id}`, `POST /payments/{id}/cancel`, `POST
 *   /payments/{id}/capture`, `POST /refunds`, `GET /refunds/{id}`; Basic auth (shop id and secret
 *   key; 401 invalid_credentials otherwise); bodies checked with the client's own schemas of
 *   YooKassa's objects (400 invalid_request naming the parameter).
 * - `Idempotence-Key` on every POST (400 without): the same key with the same request answers the
 *   first answer again without doing anything; the same key with another request is 400
 *   invalid_request.
 * - Receipts: with `requireReceipt` a payment or refund without one is refused, and a receipt whose
 *   items do not add up to the amount is refused whenever one is sent, as YooKassa does.
 * - Statuses: pending → waiting_for_capture → succeeded, or → canceled; `pay()` is the guest
 *   paying on YooKassa's page (or the bank declining), `capture()`/`cancel` the shop's calls.
 * - Faults: `fault()` makes the next matching requests answer 429 or 500 (before or after doing
 *   the work), or answer only after a delay (the work done, the answer late: a client's timeout).
 * - Notifications: after each status change (unless `notify: false`) the server POSTs
 *   `{"type": "notification", "event", "object"}` to `webhookUrl`; `sendNotification()` sends any
 *   body at all (a forged or outdated one).
 * - `requests` records every request received (method, path, headers, parsed body).
 */
import { createHash, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { kopecksToValue, valueToKopecks } from "../providers/payments/yookassa/money";
import {
  CreatePaymentBody,
  CreateRefundBody,
  type Amount,
  type Payment,
  type ReceiptBody,
  type Refund,
} from "../providers/payments/yookassa/schemas";

export interface FakeRequest {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  body: unknown;
}

export interface Fault {
  method?: string | undefined;
  /** Matched against the path after /v3, e.g. /^\/payments$/. */
  path?: RegExp | undefined;
  /** How many matching requests it applies to (default 1). */
  times?: number | undefined;
  /** Answer with this status and YooKassa's error object. */
  status?: 429 | 500 | undefined;
  /** `before` (default): nothing is done; `after`: the work is done and the answer is the error. */
  when?: "before" | "after" | undefined;
  /** Answer this late (the work is done at once). */
  delayMs?: number | undefined;
}

export interface FakeYooKassaOptions {
  shopId?: string | undefined;
  secretKey?: string | undefined;
  /** Where notifications go (the engine's webhook route). */
  webhookUrl?: string | undefined;
  /** Refuse payments and refunds without a receipt (a shop registered for 54-FZ receipts). */
  requireReceipt?: boolean | undefined;
  /** Send refund.succeeded right after answering a refund (default true). */
  notifyRefunds?: boolean | undefined;
}

interface Stored {
  fingerprint: string;
  status: number;
  body: unknown;
}

type Outcome = "succeeded" | "waiting_for_capture" | "canceled";

function errorObject(code: string, description: string, parameter?: string) {
  return {
    type: "error",
    id: randomUUID(),
    code,
    description,
    ...(parameter ? { parameter } : {}),
  };
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly body: ReturnType<typeof errorObject>,
  ) {
    super(body.description);
  }
}

const invalid = (description: string, parameter?: string) =>
  new Refusal(400, errorObject("invalid_request", description, parameter));

function receiptTotal(receipt: ReceiptBody): number | undefined {
  let total = 0;
  for (const item of receipt.items) {
    const unit = valueToKopecks(item.amount.value);
    if (unit === undefined || !Number.isInteger(item.quantity)) return undefined;
    total += unit * item.quantity;
  }
  return total;
}

/** YooKassa-like ids: 36 characters, hex and dashes. */
function yookassaId(): string {
  return randomUUID();
}

export class FakeYooKassa {
  readonly shopId: string;
  readonly secretKey: string;
  webhookUrl: string | undefined;
  requireReceipt: boolean;
  notifyRefunds: boolean;
  /** A test shop's payments say `test: true` (the default); false → a live shop's. */
  test = true;
  readonly requests: FakeRequest[] = [];
  readonly payments = new Map<string, Payment & { capture: boolean }>();
  readonly refunds = new Map<string, Refund>();
  /** Notifications sent, with the status the webhook answered (0: no answer). */
  readonly notifications: { body: unknown; status: number }[] = [];
  readonly #keys = new Map<string, Stored>();
  readonly #faults: (Fault & { left: number })[] = [];
  readonly #receipts = new Map<string, ReceiptBody>();
  readonly #sockets = new Set<Socket>();
  readonly #sending = new Set<Promise<unknown>>();
  #server: Server | undefined;
  #url = "";

  constructor(options: FakeYooKassaOptions = {}) {
    this.shopId = options.shopId ?? "123456";
    this.secretKey = options.secretKey ?? "test_secret_key";
    this.webhookUrl = options.webhookUrl;
    this.requireReceipt = options.requireReceipt ?? true;
    this.notifyRefunds = options.notifyRefunds ?? true;
  }

  /** Starts a fake on 127.0.0.1 at a free port. */
  static async start(options: FakeYooKassaOptions = {}): Promise<FakeYooKassa> {
    const fake = new FakeYooKassa(options);
    await fake.listen();
    return fake;
  }

  /** The API's base URL, like https://api.yookassa.ru/v3. */
  get url(): string {
    return `${this.#url}/v3`;
  }

  async listen(): Promise<void> {
    const server = createServer((request, response) => void this.#handle(request, response));
    server.on("connection", (socket) => {
      this.#sockets.add(socket);
      socket.on("close", () => this.#sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    this.#server = server;
    this.#url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  /** Waits for the notifications the server sent by itself (after a refund) to be answered. */
  async settled(): Promise<void> {
    while (this.#sending.size > 0) await Promise.all([...this.#sending]);
  }

  async close(): Promise<void> {
    await this.settled();
    for (const socket of this.#sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
  }

  fault(fault: Fault): void {
    this.#faults.push({ ...fault, left: fault.times ?? 1 });
  }

  clearFaults(): void {
    this.#faults.length = 0;
  }

  /** The requests received with a method and path (after /v3). */
  received(method: string, path: RegExp | string): FakeRequest[] {
    return this.requests.filter(
      (request) =>
        request.method === method &&
        (typeof path === "string" ? request.path === path : path.test(request.path)),
    );
  }

  /** The receipt sent with a payment or refund, as YooKassa received it. */
  receiptOf(id: string): ReceiptBody | undefined {
    return this.#receipts.get(id);
  }

  /**
   * The guest on YooKassa's page: pays (succeeded, or waiting_for_capture when the bank holds the
   * money first), or the bank declines (canceled). Sends the notification unless asked not to.
   */
  async pay(paymentId: string, outcome: Outcome, options: { notify?: boolean } = {}): Promise<Payment> {
    const payment = this.#payment(paymentId);
    if (payment.status !== "pending")
      throw new Error(`Payment ${paymentId} is ${payment.status}, not pending`);
    this.#move(payment, outcome, outcome === "canceled" ? "yoo_money" : undefined);
    if (options.notify ?? true) await this.notify(`payment.${outcome}`, payment.id);
    return this.#view(payment);
  }

  /** The shop's capture of a held payment (as POST /payments/{id}/capture), with its notification. */
  async capture(paymentId: string, options: { notify?: boolean } = {}): Promise<Payment> {
    const payment = this.#payment(paymentId);
    if (payment.status !== "waiting_for_capture")
      throw new Error(`Payment ${paymentId} is ${payment.status}`);
    this.#move(payment, "succeeded");
    if (options.notify ?? true) await this.notify("payment.succeeded", payment.id);
    return this.#view(payment);
  }

  /** Sends the notification of an event about a payment or refund as it is now. */
  async notify(event: string, objectId: string): Promise<number> {
    const object = event.startsWith("refund.") ? this.refunds.get(objectId) : this.payments.get(objectId);
    if (!object) throw new Error(`No object ${objectId}`);
    const view = event.startsWith("refund.") ? object : this.#view(object as Payment & { capture: boolean });
    return this.sendNotification({ type: "notification", event, object: view });
  }

  /** POSTs any body to the webhook, as YooKassa (or someone pretending to be it) would. */
  async sendNotification(body: unknown): Promise<number> {
    if (!this.webhookUrl) return 0;
    let status = 0;
    try {
      const response = await fetch(this.webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      status = response.status;
      await response.arrayBuffer();
    } catch {
      status = 0;
    }
    this.notifications.push({ body, status });
    return status;
  }

  #payment(id: string): Payment & { capture: boolean } {
    const payment = this.payments.get(id);
    if (!payment) throw new Error(`No payment ${id}`);
    return payment;
  }

  #move(payment: Payment & { capture: boolean }, status: Outcome, party?: string): void {
    payment.status = status;
    payment.paid = status === "succeeded" || status === "waiting_for_capture";
    payment.refundable = status === "succeeded";
    if (status === "canceled") {
      payment.cancellation_details =
        party === "merchant"
          ? { party: "merchant", reason: "canceled_by_merchant" }
          : { party: "payment_network", reason: "card_expired" };
    }
    if (status === "succeeded") payment.captured_at = new Date().toISOString();
  }

  #view(payment: Payment & { capture: boolean }): Payment {
    const { capture: _capture, ...view } = payment;
    return structuredClone(view);
  }

  async #handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    const url = new URL(request.url ?? "/", this.#url);
    const path = url.pathname.replace(/^\/v3/, "");
    const method = request.method ?? "GET";
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    this.requests.push({
      method,
      path,
      headers: {
        authorization: request.headers.authorization,
        "idempotence-key": request.headers["idempotence-key"] as string | undefined,
        "content-type": request.headers["content-type"],
      },
      body,
    });

    const fault = this.#takeFault(method, path);
    const answer = (status: number, payload: unknown) => {
      const send = () => {
        if (response.destroyed) return;
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(payload));
      };
      if (fault?.delayMs) setTimeout(send, fault.delayMs).unref();
      else send();
    };
    const failure = (status: 429 | 500) =>
      errorObject(
        status === 429 ? "too_many_requests" : "internal_server_error",
        status === 429 ? "Too many requests" : "Internal server error",
      );
    if (fault?.status && (fault.when ?? "before") === "before")
      return answer(fault.status, failure(fault.status));

    let result: { status: number; body: unknown };
    try {
      result = this.#route(method, path, request.headers, body);
    } catch (error) {
      if (error instanceof Refusal) result = { status: error.status, body: error.body };
      else result = { status: 500, body: errorObject("internal_server_error", String(error)) };
    }
    if (fault?.status) return answer(fault.status, failure(fault.status));
    answer(result.status, result.body);
  }

  #takeFault(method: string, path: string): Fault | undefined {
    const fault = this.#faults.find(
      (candidate) =>
        candidate.left > 0 &&
        (candidate.method === undefined || candidate.method === method) &&
        (candidate.path === undefined || candidate.path.test(path)),
    );
    if (fault) fault.left -= 1;
    return fault;
  }

  #route(
    method: string,
    path: string,
    headers: IncomingMessage["headers"],
    body: unknown,
  ): { status: number; body: unknown } {
    const expected = `Basic ${Buffer.from(`${this.shopId}:${this.secretKey}`).toString("base64")}`;
    if (headers.authorization !== expected) {
      throw new Refusal(401, errorObject("invalid_credentials", "Login or password is incorrect"));
    }
    if (method === "GET") return { status: 200, body: this.#get(path) };
    if (method !== "POST") throw new Refusal(405, errorObject("invalid_request", "Method not allowed"));

    const key = headers["idempotence-key"];
    if (typeof key !== "string" || key.length === 0 || key.length > 64) {
      throw invalid("Idempotence key is required: 1 to 64 characters", "Idempotence-Key");
    }
    const fingerprint = createHash("sha256")
      .update(`${method} ${path} ${JSON.stringify(body)}`)
      .digest("hex");
    const stored = this.#keys.get(key);
    if (stored) {
      if (stored.fingerprint !== fingerprint) {
        throw invalid("Idempotence key duplicated with another request", "Idempotence-Key");
      }
      return { status: stored.status, body: structuredClone(stored.body) };
    }
    let result: { status: number; body: unknown };
    try {
      result = { status: 200, body: this.#post(path, body) };
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      result = { status: error.status, body: error.body };
    }
    // YooKassa keeps the answer to a key, refusals included, so a retry gets the same.
    this.#keys.set(key, { fingerprint, ...result });
    return { status: result.status, body: structuredClone(result.body) };
  }

  #get(path: string): unknown {
    const payment = /^\/payments\/([^/]+)$/.exec(path);
    if (payment) {
      const found = this.payments.get(decodeURIComponent(payment[1] ?? ""));
      if (!found) throw new Refusal(404, errorObject("not_found", "Payment not found"));
      return this.#view(found);
    }
    const refund = /^\/refunds\/([^/]+)$/.exec(path);
    if (refund) {
      const found = this.refunds.get(decodeURIComponent(refund[1] ?? ""));
      if (!found) throw new Refusal(404, errorObject("not_found", "Refund not found"));
      return structuredClone(found);
    }
    throw new Refusal(404, errorObject("not_found", "Resource not found"));
  }

  #post(path: string, body: unknown): unknown {
    if (path === "/payments") return this.#createPayment(body);
    if (path === "/refunds") return this.#createRefund(body);
    const action = /^\/payments\/([^/]+)\/(cancel|capture)$/.exec(path);
    if (action) {
      const payment = this.payments.get(decodeURIComponent(action[1] ?? ""));
      if (!payment) throw new Refusal(404, errorObject("not_found", "Payment not found"));
      if (payment.status !== "waiting_for_capture") {
        throw invalid(
          `Payment is in status ${payment.status}: only waiting_for_capture can be ${action[2]}ed`,
        );
      }
      this.#move(payment, action[2] === "cancel" ? "canceled" : "succeeded", "merchant");
      return this.#view(payment);
    }
    throw new Refusal(404, errorObject("not_found", "Resource not found"));
  }

  #checkReceipt(receipt: ReceiptBody | undefined, amount: Amount): void {
    if (!receipt) {
      if (this.requireReceipt) throw invalid("Receipt is required for this shop", "receipt");
      return;
    }
    const total = receiptTotal(receipt);
    if (total === undefined || total !== valueToKopecks(amount.value)) {
      throw invalid(
        `Sum of the receipt's items (${total === undefined ? "?" : kopecksToValue(total)}) is not the amount (${amount.value})`,
        "receipt",
      );
    }
  }

  #checkAmount(amount: Amount): number {
    const kopecks = valueToKopecks(amount.value);
    if (!kopecks || kopecks <= 0) throw invalid("Amount must be positive", "amount.value");
    if (amount.currency !== "RUB") throw invalid("Only RUB is accepted by this shop", "amount.currency");
    return kopecks;
  }

  #createPayment(body: unknown): Payment {
    const parsed = CreatePaymentBody.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw invalid(`Invalid request: ${issue?.message ?? ""}`, issue?.path.join("."));
    }
    const request = parsed.data;
    this.#checkAmount(request.amount);
    this.#checkReceipt(request.receipt, request.amount);
    const id = yookassaId();
    const payment: Payment & { capture: boolean } = {
      id,
      status: "pending",
      paid: false,
      amount: request.amount,
      confirmation: {
        type: "redirect",
        confirmation_url: `${this.#url}/checkout/payments/v2/contract?orderId=${id}`,
        return_url: request.confirmation.return_url,
      },
      created_at: new Date().toISOString(),
      ...(request.description ? { description: request.description } : {}),
      metadata: request.metadata ?? {},
      payment_method: { type: request.payment_method_data?.type ?? "bank_card", id, saved: false },
      recipient: { account_id: this.shopId, gateway_id: "100500" },
      refundable: false,
      test: this.test,
      capture: request.capture ?? false,
    };
    this.payments.set(id, payment);
    if (request.receipt) this.#receipts.set(id, request.receipt);
    return this.#view(payment);
  }

  #createRefund(body: unknown): Refund {
    const parsed = CreateRefundBody.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw invalid(`Invalid request: ${issue?.message ?? ""}`, issue?.path.join("."));
    }
    const request = parsed.data;
    const amount = this.#checkAmount(request.amount);
    const payment = this.payments.get(request.payment_id);
    if (!payment) throw invalid("Payment not found", "payment_id");
    if (payment.status !== "succeeded")
      throw invalid(`Payment is ${payment.status}: cannot refund`, "payment_id");
    const refunded = valueToKopecks(payment.refunded_amount?.value ?? "0") ?? 0;
    const paid = valueToKopecks(payment.amount.value) ?? 0;
    if (refunded + amount > paid)
      throw invalid("Refund amount exceeds the payment's available amount", "amount");
    this.#checkReceipt(request.receipt, request.amount);
    const refund: Refund = {
      id: yookassaId(),
      payment_id: payment.id,
      status: "succeeded",
      amount: request.amount,
      created_at: new Date().toISOString(),
      ...(request.description ? { description: request.description } : {}),
    };
    this.refunds.set(refund.id, refund);
    if (request.receipt) this.#receipts.set(refund.id, request.receipt);
    payment.refunded_amount = { value: kopecksToValue(refunded + amount), currency: "RUB" };
    payment.refundable = refunded + amount < paid;
    // The notification goes after the answer, as YooKassa's does.
    if (this.notifyRefunds) {
      const sending = new Promise((resolve) => setTimeout(resolve, 0)).then(() =>
        this.notify("refund.succeeded", refund.id),
      );
      this.#sending.add(sending);
      void sending.finally(() => this.#sending.delete(sending));
    }
    return structuredClone(refund);
  }
}
