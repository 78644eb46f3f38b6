/** Statuses of reservations and invoices, shared by the schema, the engine and the API contract. */
export const RESERVATION_STATUSES = ["held", "confirmed", "canceled", "expired"] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const INVOICE_STATUSES = ["pending", "waiting", "succeeded", "canceled"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
