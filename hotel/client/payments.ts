/** Payment variants and mode, and the invoice for a reservation's balance. */
import type { z } from "zod";
import { InvoiceResponse, PaymentVariantsResponse } from "../http/schemas";
import { date, dateOrNull, type Call } from "./call";
import type { Invoice, PaymentType, PaymentVariant } from "./types";

function toPaymentVariant(
  api: z.infer<typeof PaymentVariantsResponse>["data"]["payment_variants"][number],
): PaymentVariant {
  return {
    paymentProviderId: api.payment_provider_id,
    paymentType: api.payment_type,
    name: api.name,
    price: api.price,
    shortDescription: api.short_description,
    description: api.description,
    iconIds: api.icon_ids,
  };
}

function toInvoice(api: z.infer<typeof InvoiceResponse>["data"]): Invoice {
  return {
    id: api.invoice_id,
    reservationId: api.reservation_id,
    status: api.status,
    amount: api.amount,
    confirmationUrl: api.confirmation_url,
    createdAt: date(api.created_at),
    paidAt: dateOrNull(api.paid_at),
  };
}

export function paymentCalls(call: Call) {
  return {
    async paymentVariants(): Promise<PaymentVariant[]> {
      const { data } = await call("GET", "/payment/variants", PaymentVariantsResponse);
      return data.payment_variants.map(toPaymentVariant);
    },

    /**
     * The variants together with the payment mode: `testMode` is true while the engine's built-in
     * sandbox takes the payments (no money is charged; the site says so).
     */
    async paymentMode(): Promise<{ variants: PaymentVariant[]; testMode: boolean }> {
      const { data } = await call("GET", "/payment/variants", PaymentVariantsResponse);
      return { variants: data.payment_variants.map(toPaymentVariant), testMode: data.test_mode };
    },

    /** The invoice for the balance due, paid by card or SBP; send the guest to `confirmationUrl`. */
    async createInvoice(reservationId: string, paymentType: PaymentType = "card"): Promise<Invoice> {
      const { data } = await call(
        "POST",
        `/reservation/${encodeURIComponent(reservationId)}/invoice`,
        InvoiceResponse,
        {
          body: { payment_provider_id: 1, payment_type: paymentType },
        },
      );
      return toInvoice(data);
    },

    async invoice(reservationId: string): Promise<Invoice> {
      const { data } = await call(
        "GET",
        `/reservation/${encodeURIComponent(reservationId)}/invoice`,
        InvoiceResponse,
      );
      return toInvoice(data);
    },
  };
}
