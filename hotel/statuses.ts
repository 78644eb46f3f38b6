/**
 * Statuses of reservations, invoices, changes, outbox rows and guest requests: one vocabulary
 * shared by the schema (hotel/db), the rules (hotel/domain) and the API contract (hotel/http), so it
 * sits beside the layers, in none of them, and imports nothing.
 */
export const RESERVATION_STATUSES = ["held", "confirmed", "canceled", "expired"] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/**
 * `amount_mismatch`: the provider reported another amount than the invoice's; the money is not
 * counted as paid and a manager settles it with the guest.
 */
export const INVOICE_STATUSES = ["pending", "waiting", "succeeded", "canceled", "amount_mismatch"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * A dearer change waits for its difference as `pending` (its extra rooms held); it is `applied`
 * once paid, `expired` when its hold ran out unpaid, `replaced` by a newer change, or `canceled`
 * with the booking.
 */
export const CHANGE_STATUSES = ["pending", "applied", "expired", "replaced", "canceled"] as const;
export type ChangeStatus = (typeof CHANGE_STATUSES)[number];

/**
 * An outbox row (a side effect of a committed change) waits as `pending` until due, is
 * `delivering` while a worker holds its claim, and ends `sent`, or `failed` once its attempts ran
 * out (a manager may send it back to `pending`).
 */
export const OUTBOX_STATUSES = ["pending", "delivering", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** A guest's request from the site: `new` until a manager takes it (`in_progress`), then `done`. */
export const GUEST_REQUEST_STATUSES = ["new", "in_progress", "done"] as const;
export type GuestRequestStatus = (typeof GUEST_REQUEST_STATUSES)[number];

/**
 * The orders of the managers' bookings list (the Studio's «Бронирования», its CSV file): by
 * creation, arrival, departure, total or the guest's surname. Beside the statuses for the same
 * reason: storage, the API contract and the Studio read one list.
 */
export const RESERVATION_SORTS = ["created", "arrival", "departure", "total", "name"] as const;
export type ReservationSort = (typeof RESERVATION_SORTS)[number];
