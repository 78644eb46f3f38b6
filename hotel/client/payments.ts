/** Payment variants and mode, and the invoice for a reservation's balance. */
import { InvoiceResponse, PaymentVariantsResponse, type InvoiceRequest } from "../http/schemas/payments";
import { ReservationSummaryResponse } from "../http/schemas/reservations";
import { date, dateOrNull, type Answer, type Call, type LanguageOption, type RequestBody } from "./call";
import { toRoom } from "./reservations";
import type { Invoice, InvoiceProof, PaymentType, PaymentVariant, ReservationSummary } from "./types";

function toInvoice({
  invoiceId,
  createdAt,
  paidAt,
  paymentProviderId: _paymentProviderId,
  paymentType: _paymentType,
  ...rest
}: Answer<typeof InvoiceResponse>["data"]): Invoice {
  return { ...rest, id: invoiceId, createdAt: date(createdAt), paidAt: dateOrNull(paidAt) };
}

function proofHeaders(proof: InvoiceProof): Record<string, string | undefined> {
  return {
    "x-session-id": proof.sessionId,
    "x-manage-token": proof.manageToken,
    "x-return-token": proof.returnToken,
  };
}

export function paymentCalls(call: Call) {
  return {
    async paymentVariants(options: LanguageOption = {}): Promise<PaymentVariant[]> {
      const { data } = await call("GET", "/payment/variants", PaymentVariantsResponse, {
        language: options.language,
      });
      return data.paymentVariants;
    },

    /**
     * The variants together with the payment mode: `testMode` is true while the engine's built-in
     * sandbox takes the payments (no money is charged; the site says so).
     */
    async paymentMode(
      options: LanguageOption = {},
    ): Promise<{ variants: PaymentVariant[]; testMode: boolean }> {
      const { data } = await call("GET", "/payment/variants", PaymentVariantsResponse, {
        language: options.language,
      });
      return { variants: data.paymentVariants, testMode: data.testMode };
    },

    /**
     * The invoice for the balance due, paid by card or SBP; send the guest to `confirmationUrl`.
     * Only the booking's guest may ask: `proof` is the session the booking was made in or a
     * manage token (else RESERVATION_NOT_FOUND), or the return address's token, which pays again
     * only when no open payment would be withdrawn (else PAYMENT_IN_PROGRESS).
     */
    async createInvoice(
      reservationId: string,
      proof: InvoiceProof,
      paymentType: PaymentType = "card",
    ): Promise<Invoice> {
      const { data } = await call<typeof InvoiceResponse, RequestBody<typeof InvoiceRequest>>(
        "POST",
        `/reservation/${encodeURIComponent(reservationId)}/invoice`,
        InvoiceResponse,
        { headers: proofHeaders(proof), body: { payment_provider_id: 1, payment_type: paymentType } },
      );
      return toInvoice(data);
    },

    /** The latest invoice; `proof` as for `createInvoice`, or the return token of the payment. */
    async invoice(reservationId: string, proof: InvoiceProof): Promise<Invoice> {
      const { data } = await call(
        "GET",
        `/reservation/${encodeURIComponent(reservationId)}/invoice`,
        InvoiceResponse,
        { headers: proofHeaders(proof) },
      );
      return toInvoice(data);
    },

    /**
     * What was booked and what it costs, for the page the payment returns to: `proof` as for
     * `invoice` (the return token is what that page has). No guest's personal data.
     */
    async reservationSummary(
      reservationId: string,
      proof: InvoiceProof,
      options: LanguageOption = {},
    ): Promise<ReservationSummary> {
      const { data } = await call(
        "GET",
        `/reservation/${encodeURIComponent(reservationId)}/summary`,
        ReservationSummaryResponse,
        { headers: proofHeaders(proof), language: options.language },
      );
      const { reservationId: id, checkInDate, checkOutDate, holdExpiresAt, rooms, ...rest } = data;
      return {
        ...rest,
        id,
        arrival: checkInDate,
        departure: checkOutDate,
        holdExpiresAt: dateOrNull(holdExpiresAt),
        rooms: rooms.map(toRoom),
      };
    },
  };
}
