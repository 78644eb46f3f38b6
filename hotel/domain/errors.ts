/**
 * The engine's errors: one class with a stable code, a Russian message a guest can read, and
 * details for API clients. The HTTP layer maps each code to a status in one place
 * (hotel/http/errors.ts); nothing else decides statuses.
 */

export const ERROR_CODES = [
  // 400
  "VALIDATION_ERROR",
  "INVALID_STAY",
  // 401
  "UNAUTHORIZED",
  "MANAGE_TOKEN_INVALID",
  "INVALID_SIGNATURE",
  // 403
  "WEBHOOK_SENDER_REFUSED",
  // 404
  "NOT_FOUND",
  "ROOM_TYPE_NOT_FOUND",
  "RATE_NOT_FOUND",
  "EXTRA_NOT_FOUND",
  "RESERVATION_NOT_FOUND",
  "INVOICE_NOT_FOUND",
  "OUTBOX_NOT_FOUND",
  "GUEST_REQUEST_NOT_FOUND",
  // 409
  "SOLD_OUT",
  "HOLD_EXPIRED",
  "RESERVATION_NOT_ACTIVE",
  "PAYMENT_IN_PROGRESS",
  "IDEMPOTENCY_IN_PROGRESS",
  "OUTBOX_NOT_FAILED",
  "UNDO_UNAVAILABLE",
  "HOLD_LIMIT",
  "CHANGE_HOLD_LIMIT",
  // 413
  "PAYLOAD_TOO_LARGE",
  // 415
  "UNSUPPORTED_MEDIA_TYPE",
  // 422
  "ARRIVAL_IN_PAST",
  "STAY_TOO_LONG",
  "RATE_CLOSED",
  "MIN_STAY",
  "MAX_STAY",
  "CLOSED_TO_ARRIVAL",
  "CLOSED_TO_DEPARTURE",
  "ON_SALE_BELOW_TAKEN",
  "OCCUPANCY_EXCEEDED",
  "NOTHING_TO_PAY",
  "STAY_STARTED",
  "PAYMENT_TYPE_UNAVAILABLE",
  "IDEMPOTENCY_KEY_REUSED",
  "PRICE_RANGE_INVALID",
  "PRICE_IN_PAST",
  "TRANSFER_NOT_BOOKED",
  "TRANSFER_DATE_OUTSIDE_STAY",
  "HOLD_TOO_LARGE",
  // 429
  "RATE_LIMITED",
  // 500, 502, 503
  "INTERNAL_ERROR",
  "PAYMENT_PROVIDER_ERROR",
  "SERVICE_UNAVAILABLE",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export class BookingError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "BookingError";
  }
}
