/**
 * The one place that turns errors into HTTP: each engine error code has its status here, every
 * failure is `{"error": {"code", "message", "details"}}`, and an unexpected error is logged (codes
 * and ids, no data) and answered 500 without internals.
 */
import { randomUUID } from "node:crypto";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { unavailableCause } from "../../platform/database-outage";
import { describeError, sqlState } from "../../platform/describe-error";
import type { Log } from "../../platform/logger";
import { apiErrors, holdLimitRefusals } from "../../platform/metrics";
import { currentRequestId } from "../../platform/request-context";
import { BookingError, type ErrorCode } from "../domain/errors";

export const STATUS_BY_CODE: Record<ErrorCode, ContentfulStatusCode> = {
  VALIDATION_ERROR: 400,
  INVALID_STAY: 400,
  UNAUTHORIZED: 401,
  MANAGE_TOKEN_INVALID: 401,
  INVALID_SIGNATURE: 401,
  WEBHOOK_SENDER_REFUSED: 403,
  NOT_FOUND: 404,
  ROOM_TYPE_NOT_FOUND: 404,
  RATE_NOT_FOUND: 404,
  EXTRA_NOT_FOUND: 404,
  RESERVATION_NOT_FOUND: 404,
  INVOICE_NOT_FOUND: 404,
  OUTBOX_NOT_FOUND: 404,
  GUEST_REQUEST_NOT_FOUND: 404,
  SOLD_OUT: 409,
  HOLD_EXPIRED: 409,
  RESERVATION_NOT_ACTIVE: 409,
  PAYMENT_IN_PROGRESS: 409,
  IDEMPOTENCY_IN_PROGRESS: 409,
  OUTBOX_NOT_FAILED: 409,
  UNDO_UNAVAILABLE: 409,
  HOLD_LIMIT: 409,
  CHANGE_HOLD_LIMIT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  ARRIVAL_IN_PAST: 422,
  STAY_TOO_LONG: 422,
  RATE_CLOSED: 422,
  MIN_STAY: 422,
  MAX_STAY: 422,
  CLOSED_TO_ARRIVAL: 422,
  CLOSED_TO_DEPARTURE: 422,
  ON_SALE_BELOW_TAKEN: 409,
  OCCUPANCY_EXCEEDED: 422,
  NOTHING_TO_PAY: 422,
  STAY_STARTED: 422,
  PAYMENT_TYPE_UNAVAILABLE: 422,
  IDEMPOTENCY_KEY_REUSED: 422,
  PRICE_RANGE_INVALID: 422,
  PRICE_IN_PAST: 422,
  TRANSFER_NOT_BOOKED: 422,
  TRANSFER_DATE_OUTSIDE_STAY: 422,
  HOLD_TOO_LARGE: 422,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  PAYMENT_PROVIDER_ERROR: 502,
  SERVICE_UNAVAILABLE: 503,
};

export function errorBody(code: ErrorCode, message: string, details?: unknown) {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

const HOLD_LIMIT_CODES = new Set<string>(["HOLD_LIMIT", "HOLD_TOO_LARGE", "CHANGE_HOLD_LIMIT"]);

export function errorResponse(c: Context, error: BookingError): Response {
  apiErrors.inc({ code: error.code });
  if (HOLD_LIMIT_CODES.has(error.code)) holdLimitRefusals.inc({ code: error.code });
  return c.json(errorBody(error.code, error.message, error.details), STATUS_BY_CODE[error.code]);
}

/** Zod's issues as the API's validation error; the message names the first problem. */
export interface IssueList {
  issues: readonly { path: readonly PropertyKey[]; message: string; code: string }[];
}

export function validationError(error: IssueList, prefix: readonly (string | number)[] = []): BookingError {
  const issues = error.issues.map((issue) => ({
    path: [...prefix, ...issue.path].map(String).join("."),
    message: issue.message,
    code: issue.code,
  }));
  const first = issues[0];
  const message = first
    ? `Запрос заполнен неверно: ${first.path ? `${first.path} — ` : ""}${first.message}`
    : "Запрос заполнен неверно";
  return new BookingError("VALIDATION_ERROR", message, { issues });
}

/**
 * PostgreSQL's data exceptions a request's own values cause: a number past the column's range, a
 * text the type cannot read, a NUL or a character outside the encoding, a date past the calendar.
 * Validation refuses these first; should a value slip past it, the client still gets 400, not 500.
 */
const REFUSED_VALUE_STATES = new Set(["22001", "22003", "22007", "22008", "22021", "22P02", "22P05"]);

/** Seconds a client is told to wait (Retry-After) while the database cannot be reached. */
const UNAVAILABLE_RETRY_SECONDS = 5;

/** For app.onError: engine errors by their code, Hono's own by status, anything else as 500. */
export function handleError(error: Error, c: Context, log: Log): Response {
  if (error instanceof BookingError) return errorResponse(c, error);
  if (error instanceof HTTPException) {
    if (error.status === 413)
      return errorResponse(c, new BookingError("PAYLOAD_TOO_LARGE", "Слишком большой запрос"));
    if (error.status === 415) {
      return errorResponse(
        c,
        new BookingError(
          "UNSUPPORTED_MEDIA_TYPE",
          "Тело запроса должно быть JSON (Content-Type: application/json)",
        ),
      );
    }
    if (error.status === 400) {
      return errorResponse(
        c,
        new BookingError("VALIDATION_ERROR", "Тело запроса — не JSON", { reason: error.message }),
      );
    }
    if (error.status === 401) return errorResponse(c, new BookingError("UNAUTHORIZED", "Нужен ключ API"));
  }
  // An outage is not the request's fault nor a bug: 503 with a time to come back, and the process
  // serves again as soon as the database does (the pool opens new connections).
  const outage = unavailableCause(error);
  if (outage) {
    log(`${c.req.method} ${c.req.path}: the database is unavailable (${outage})`, "error");
    c.header("Retry-After", String(UNAVAILABLE_RETRY_SECONDS));
    return errorResponse(
      c,
      new BookingError(
        "SERVICE_UNAVAILABLE",
        "Система бронирования временно недоступна. Попробуйте через минуту",
        { retry_after_seconds: UNAVAILABLE_RETRY_SECONDS },
      ),
    );
  }
  const state = sqlState(error);
  if (state && REFUSED_VALUE_STATES.has(state)) {
    log(
      `${c.req.method} ${c.req.path}: the database refused a value of the request (SQLSTATE ${state})`,
      "warn",
    );
    return errorResponse(
      c,
      new BookingError("VALIDATION_ERROR", "Запрос заполнен неверно: значение вне допустимого диапазона", {
        sqlstate: state,
      }),
    );
  }
  // The answer names the failure by the request's id, which the log has too; the log names codes
  // and ids, never the request's data (platform/describe-error.ts).
  const requestId = currentRequestId() ?? randomUUID();
  log(`${c.req.method} ${c.req.path} failed (request ${requestId}): ${describeError(error)}`, "error");
  return c.json(
    errorBody("INTERNAL_ERROR", "Внутренняя ошибка сервера. Попробуйте позже", { request_id: requestId }),
    500,
  );
}
