import "server-only";
/**
 * The site's booking routes (`web/app/api/booking/…`) stand between the browser and the hotel
 * engine: the engine's key stays on the server, the guest's address goes on for rate limits (and
 * the origin they asked for, for the payment's way back), and
 * every failure reaches the browser as `{ error: { code, message } }` with a Russian message the
 * guest can read (docs/booking-journey.md «Errors»).
 */
import { HotelApiError, hotelClient, type HotelClient } from "@hotel/client";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@rules/language";
import { PAGE_LANGUAGE_HEADER } from "../api";
import { guestAddress, guestOrigin } from "@web/lib/guest-address";
import * as z from "zod/v4/core";

/** The hotel client for this request, passing the guest's address and origin on. */
export async function engine(): Promise<HotelClient> {
  return hotelClient({ clientIp: await guestAddress(), clientOrigin: await guestOrigin() });
}

/**
 * The language of the page that called: the engine answers its names and notes in it
 * (docs/languages.md#the-read-api). Russian when not named or not one of ours.
 */
export function requestLanguage(request: Request): Language {
  const named = request.headers.get(PAGE_LANGUAGE_HEADER);
  return LANGUAGES.find((language) => language === named) ?? DEFAULT_LANGUAGE;
}

const UNAVAILABLE = "Система бронирования временно недоступна. Попробуйте ещё раз через минуту.";

/** Statuses the browser receives for the client's own failure codes. */
const CLIENT_FAILURES: Record<string, number> = { FETCH_ERROR: 503, TIMEOUT_ERROR: 504, PARSING_ERROR: 502 };

export function errorResponse(status: number, code: string, message: string, details?: unknown): Response {
  return Response.json(
    { error: { code, message, ...(details === undefined ? {} : { details }) } },
    { status },
  );
}

/** A failure of the engine (or of reaching it) as the browser's JSON error. */
export function engineFailure(error: unknown): Response {
  if (error instanceof HotelApiError) {
    const clientStatus = CLIENT_FAILURES[error.code];
    if (clientStatus) return errorResponse(clientStatus, error.code, UNAVAILABLE);
    if (error.status >= 500) return errorResponse(502, error.code, UNAVAILABLE);
    return errorResponse(error.status, error.code, error.message, error.details);
  }
  console.error("booking route failed", error instanceof Error ? error.name : typeof error);
  return errorResponse(500, "INTERNAL_ERROR", UNAVAILABLE);
}

/** Runs an engine call and answers `{ data }`, or the failure as JSON. */
export async function respond<T>(work: () => Promise<T>, status = 200): Promise<Response> {
  try {
    return Response.json({ data: await work() }, { status, headers: { "cache-control": "no-store" } });
  } catch (error) {
    return engineFailure(error);
  }
}

/**
 * The request's JSON body checked with a schema; a Response (415/400 with a Russian message) when
 * it is not acceptable.
 */
export async function readBody<T extends z.$ZodType>(
  request: Request,
  schema: T,
): Promise<{ ok: true; value: z.output<T> } | { ok: false; response: Response }> {
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json")) {
    return { ok: false, response: errorResponse(415, "UNSUPPORTED_MEDIA_TYPE", "Ожидается JSON") };
  }
  let json: unknown;
  try {
    json = await request.json();
  } catch {
    return { ok: false, response: errorResponse(400, "VALIDATION_ERROR", "Запрос не в формате JSON") };
  }
  // zod's core parser, so classic and mini schemas both work here.
  const parsed = z.safeParse(schema, json);
  if (!parsed.success) {
    return {
      ok: false,
      response: errorResponse(400, "VALIDATION_ERROR", "Проверьте введённые данные", parsed.error.issues),
    };
  }
  return { ok: true, value: parsed.data };
}
