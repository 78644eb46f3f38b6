/**
 * A small typed client of YooKassa's API v3 over `fetch`: Basic auth with the shop id and secret
 * key, an `Idempotence-Key` on every POST, answers checked with the schemas of YooKassa's objects.
 *
 * Retries: a network failure, a timeout, 429 and 5xx («result unknown» in YooKassa's words) are
 * tried again after a growing pause with the SAME key and body, so a create whose answer was lost
 * gives one payment, not two. Any other answer is final: YooKassa's error object becomes a
 * YooKassaError (a PaymentProviderError) with its code, description and parameter.
 */
import type { z } from "zod";
import { PaymentProviderError } from "../types";
import {
  ErrorObject,
  Payment,
  Refund,
  type CreatePaymentBody,
  type CreateRefundBody,
  type ErrorObject as ErrorObjectType,
} from "./schemas";

export const DEFAULT_YOOKASSA_API_URL = "https://api.yookassa.ru/v3";

export interface YooKassaClientOptions {
  shopId: string;
  secretKey: string;
  /** Default https://api.yookassa.ru/v3. */
  apiUrl?: string | undefined;
  /** One attempt's limit (ms); default 10 s. */
  timeoutMs?: number | undefined;
  /** Attempts of a request that may be retried; default 4. */
  attempts?: number | undefined;
  /** The first pause between attempts (ms), doubled each time; default 500. */
  backoffMs?: number | undefined;
  fetch?: typeof fetch | undefined;
  sleep?: ((ms: number) => Promise<void>) | undefined;
  log?: ((message: string) => void) | undefined;
}

/** YooKassa refused a request (its error object), or answered something that is not its API. */
export class YooKassaError extends PaymentProviderError {
  constructor(
    message: string,
    readonly status: number,
    readonly error: ErrorObjectType | undefined,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "YooKassaError";
  }

  /** YooKassa's own code: invalid_request, not_found, too_many_requests, internal_server_error… */
  get yookassaCode(): string | undefined {
    return this.error?.code;
  }
}

/** Whether the outcome of a request is unknown, so the same request may be sent again. */
function retriable(status: number): boolean {
  return status === 429 || status >= 500;
}

class Unanswered extends Error {}

export class YooKassaClient {
  readonly apiUrl: string;
  readonly #authorization: string;
  readonly #fetch: typeof fetch;
  readonly #sleep: (ms: number) => Promise<void>;
  readonly #timeoutMs: number;
  readonly #attempts: number;
  readonly #backoffMs: number;
  readonly #log: (message: string) => void;

  constructor(options: YooKassaClientOptions) {
    this.apiUrl = (options.apiUrl ?? DEFAULT_YOOKASSA_API_URL).replace(/\/+$/, "");
    this.#authorization = `Basic ${Buffer.from(`${options.shopId}:${options.secretKey}`).toString("base64")}`;
    this.#fetch = options.fetch ?? fetch;
    this.#sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.#timeoutMs = options.timeoutMs ?? 10_000;
    this.#attempts = Math.max(1, options.attempts ?? 4);
    this.#backoffMs = options.backoffMs ?? 500;
    this.#log = options.log ?? (() => undefined);
  }

  createPayment(body: CreatePaymentBody, idempotenceKey: string): Promise<Payment> {
    return this.#request("POST", "/payments", Payment, { body, idempotenceKey });
  }

  /** The payment, or undefined when YooKassa does not know it. */
  getPayment(id: string): Promise<Payment | undefined> {
    return this.#orNotFound(this.#request("GET", `/payments/${encodeURIComponent(id)}`, Payment));
  }

  /** Cancels a payment in waiting_for_capture (YooKassa refuses any other status). */
  cancelPayment(id: string, idempotenceKey: string): Promise<Payment> {
    return this.#request("POST", `/payments/${encodeURIComponent(id)}/cancel`, Payment, {
      body: {},
      idempotenceKey,
    });
  }

  createRefund(body: CreateRefundBody, idempotenceKey: string): Promise<Refund> {
    return this.#request("POST", "/refunds", Refund, { body, idempotenceKey });
  }

  getRefund(id: string): Promise<Refund | undefined> {
    return this.#orNotFound(this.#request("GET", `/refunds/${encodeURIComponent(id)}`, Refund));
  }

  async #orNotFound<T>(request: Promise<T>): Promise<T | undefined> {
    try {
      return await request;
    } catch (error) {
      if (error instanceof YooKassaError && error.status === 404) return undefined;
      throw error;
    }
  }

  async #request<S extends z.ZodType>(
    method: "GET" | "POST",
    path: string,
    schema: S,
    post?: { body: unknown; idempotenceKey: string },
  ): Promise<z.infer<S>> {
    const headers: Record<string, string> = {
      authorization: this.#authorization,
      accept: "application/json",
    };
    let body: string | undefined;
    if (post) {
      if (!post.idempotenceKey || post.idempotenceKey.length > 64) {
        throw new PaymentProviderError(
          `An Idempotence-Key of 1–64 characters is needed for ${method} ${path}`,
        );
      }
      headers["idempotence-key"] = post.idempotenceKey;
      headers["content-type"] = "application/json";
      body = JSON.stringify(post.body);
    }
    const url = `${this.apiUrl}${path}`;
    let lastProblem = "";
    for (let attempt = 1; attempt <= this.#attempts; attempt++) {
      if (attempt > 1) await this.#sleep(this.#pause(attempt - 1));
      let response: { status: number; text: string };
      try {
        response = await this.#send(url, { method, headers, body });
      } catch (error) {
        lastProblem = error instanceof Error ? error.message : String(error);
        this.#log(`yookassa ${method} ${path}: attempt ${attempt} got no answer (${lastProblem})`);
        continue;
      }
      const text = response.text;
      if (response.status >= 200 && response.status < 300) {
        return this.#parse(schema, text, method, path, response.status);
      }
      const error = this.#errorOf(text);
      lastProblem = `HTTP ${response.status}${error ? ` ${error.code}: ${error.description ?? ""}` : ""}`;
      if (retriable(response.status) && attempt < this.#attempts) {
        this.#log(`yookassa ${method} ${path}: attempt ${attempt} answered ${lastProblem}; trying again`);
        continue;
      }
      throw new YooKassaError(
        `YooKassa ${method} ${path} answered ${lastProblem}${error?.parameter ? ` (${error.parameter})` : ""}`,
        response.status,
        error,
      );
    }
    throw new PaymentProviderError(
      `YooKassa ${method} ${path}: no answer after ${this.#attempts} attempts (${lastProblem})`,
    );
  }

  /**
   * One attempt, its answer read whole, cut off after the timeout (a lost answer is «unknown», so
   * the same request may be sent again).
   */
  async #send(url: string, init: RequestInit): Promise<{ status: number; text: string }> {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Unanswered(`timed out after ${this.#timeoutMs} ms`)),
      this.#timeoutMs,
    );
    try {
      const response = await this.#fetch(url, { ...init, signal: controller.signal });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      if (controller.signal.aborted && controller.signal.reason instanceof Unanswered)
        throw controller.signal.reason;
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** base × 2^(n−1), plus up to half of it at random so that retries of many requests spread out. */
  #pause(retry: number): number {
    const base = this.#backoffMs * 2 ** (retry - 1);
    return Math.round(base + Math.random() * (base / 2));
  }

  #errorOf(text: string): ErrorObjectType | undefined {
    try {
      const parsed = ErrorObject.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }

  #parse<S extends z.ZodType>(
    schema: S,
    text: string,
    method: string,
    path: string,
    status: number,
  ): z.infer<S> {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new YooKassaError(
        `YooKassa ${method} ${path} answered ${status} without JSON`,
        status,
        undefined,
        {
          cause: error,
        },
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new YooKassaError(
        `YooKassa ${method} ${path} answered an object not in its format (${issue?.path.join(".") ?? ""}: ${issue?.message ?? ""})`,
        status,
        undefined,
      );
    }
    return parsed.data;
  }
}
