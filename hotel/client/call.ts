/**
 * One call to the hotel API, shared by every resource of the client: the key and the guest's
 * signed address on the request, the timeout, the answer checked against the API's own schema,
 * and every failure as a HotelApiError.
 */
import "server-only";
import type { z } from "zod";
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_ORIGIN_HEADER,
  CLIENT_ORIGIN_SIGNATURE_HEADER,
  CLIENT_SIGNATURE_HEADER,
  signClientAddress,
  signClientOrigin,
} from "../../platform/client-address";
import { REQUEST_ID_HEADER, currentRequestId } from "../../platform/request-context";
import type { Language } from "../../rules";
import { ErrorBody } from "../http/schemas/common";
import { camelKeys, type Camel } from "./case";

export class HotelApiError extends Error {
  constructor(
    /** The API's error code, or FETCH_ERROR / TIMEOUT_ERROR / PARSING_ERROR. */
    readonly code: string,
    message: string,
    /** HTTP status; 0 when no answer came. */
    readonly status: number,
    readonly details?: unknown,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "HotelApiError";
  }
}

export interface HotelClientOptions {
  /** …/v1 */
  baseUrl: string;
  apiKey: string;
  /**
   * The guest's address, passed on signed with `siteSecret` (HOTEL_SITE_SECRET) so that the
   * engine's rate limits count guests, not the site; without the secret it is not sent.
   */
  clientIp?: string | undefined;
  /**
   * The origin the guest asked for (web/lib/guest-address.ts), passed on signed like the address:
   * without SITE_URL the payment returns the guest there.
   */
  clientOrigin?: string | undefined;
  siteSecret?: string | undefined;
  timeoutMs?: number | undefined;
  fetch?: typeof fetch | undefined;
}

interface CallOptions<Body> {
  body?: Body;
  headers?: Record<string, string | undefined>;
  /**
   * The language of the answer's texts, sent as `?lang=` (docs/languages.md#the-read-api): in the
   * address, so a cache of the site's keyed by it never mixes languages. Unset: the engine's
   * default, Russian.
   */
  language?: Language | undefined;
}

/** What a call that answers in the guest's language takes (the calls of ./rooms.ts, ./manage.ts, …). */
export interface LanguageOption {
  /** `ru` or `en`; unset — Russian. Names, descriptions and notes in that language, where the engine has them. */
  language?: Language | undefined;
}

/** `path` with `?lang=` (or `&lang=`) when a language is named. */
function withLanguage(path: string, language: Language | undefined): string {
  if (language === undefined) return path;
  return `${path}${path.includes("?") ? "&" : "?"}lang=${encodeURIComponent(language)}`;
}

/** An answer of the API as the client hands it on: checked by its schema, keys in camelCase. */
export type Answer<T extends z.ZodType> = Camel<z.infer<T>>;

/**
 * A request body as the contract's schema `S` (hotel/http/schemas) takes it: its input, before the
 * engine's trims and defaults. The client sends it as it is; the engine checks it.
 */
export type RequestBody<S extends z.ZodType> = z.input<S>;

/**
 * Calls `method path` and returns the answer parsed by `schema`, its keys in camelCase. A call with
 * a body names the body's type, `RequestBody<typeof …Request>` of the contract
 * (`call<typeof Answer, RequestBody<typeof Request>>(…)`): it is never guessed from the body, so
 * a call without it cannot send one.
 */
export type Call = <T extends z.ZodType, Body = never>(
  method: string,
  path: string,
  schema: T,
  init?: CallOptions<NoInfer<Body>>,
) => Promise<Answer<T>>;

export const date = (value: string): Date => new Date(value);
export const dateOrNull = (value: string | null): Date | null => (value ? new Date(value) : null);

export function createCall(options: HotelClientOptions): Call {
  const base = options.baseUrl.replace(/\/$/, "");
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;

  return async function call<T extends z.ZodType>(
    method: string,
    path: string,
    schema: T,
    // Any body here: each call's own type (`Call`) is what checks it against the contract.
    init: CallOptions<unknown> = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { "x-api-key": options.apiKey, accept: "application/json" };
    // The guest's request this call is made for: the engine's log lines carry its id too.
    const requestId = currentRequestId();
    if (requestId) headers[REQUEST_ID_HEADER] = requestId;
    if (options.clientIp && options.siteSecret) {
      headers[CLIENT_ADDRESS_HEADER] = options.clientIp;
      headers[CLIENT_SIGNATURE_HEADER] = signClientAddress(options.siteSecret, options.clientIp);
    }
    if (options.clientOrigin && options.siteSecret) {
      headers[CLIENT_ORIGIN_HEADER] = options.clientOrigin;
      headers[CLIENT_ORIGIN_SIGNATURE_HEADER] = signClientOrigin(options.siteSecret, options.clientOrigin);
    }
    for (const [name, value] of Object.entries(init.headers ?? {}))
      if (value !== undefined) headers[name] = value;
    if (init.body !== undefined) headers["content-type"] = "application/json";
    let response: Response;
    try {
      response = await doFetch(`${base}${withLanguage(path, init.language)}`, {
        method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
        cache: "no-store",
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === "TimeoutError";
      throw new HotelApiError(
        timedOut ? "TIMEOUT_ERROR" : "FETCH_ERROR",
        timedOut ? "Система бронирования не ответила вовремя" : "Система бронирования недоступна",
        0,
        undefined,
        { cause: error },
      );
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      throw new HotelApiError(
        "PARSING_ERROR",
        "Система бронирования ответила не JSON",
        response.status,
        undefined,
        {
          cause: error,
        },
      );
    }
    if (!response.ok) {
      const failure = ErrorBody.safeParse(json);
      if (failure.success) {
        const { code, message, details } = failure.data.error;
        throw new HotelApiError(code, message, response.status, details);
      }
      throw new HotelApiError(
        String(response.status),
        `Ошибка системы бронирования (${response.status})`,
        response.status,
        json,
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new HotelApiError(
        "PARSING_ERROR",
        "Ответ системы бронирования не по формату",
        response.status,
        parsed.error.issues,
      );
    }
    return camelKeys(parsed.data);
  };
}
