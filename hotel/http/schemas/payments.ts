/** Payment variants and mode, and the invoice for a reservation's balance. */
import { z } from "@hono/zod-openapi";
import { INVOICE_STATUSES } from "../../statuses";
import { PAYMENT_TYPES } from "../../providers/payments/types";
import { Instant, Rubles } from "./common";

export const PaymentVariantsResponse = z.object({
  data: z.object({
    payment_variants: z.array(
      z.object({
        payment_provider_id: z.number().int(),
        payment_type: z.enum(PAYMENT_TYPES).openapi({ description: "card — банковская карта, sbp — СБП" }),
        name: z.string(),
        price: Rubles("Комиссия сверх суммы брони"),
        short_description: z.string(),
        description: z.string(),
        icon_ids: z.array(z.number().int()).openapi({
          description: "101 Mastercard, 102 Мир, 103 QR/СБП, 104 многоцветная, 105 карта, 106 Visa",
        }),
      }),
    ),
    test_mode: z.boolean().openapi({
      description:
        "Тестовый режим: платежи принимает встроенная песочница, деньги не списываются (тестовые карты — на её странице оплаты)",
    }),
  }),
});

/**
 * Proof that an invoice call comes from the booking's guest (hotel/domain/payments/invoice-access.ts): one
 * of these; without a valid one the answer is 404 RESERVATION_NOT_FOUND.
 */
export const InvoiceProofHeaders = z.object({
  "x-session-id": z.string().min(1).max(200).optional().openapi({
    description: "Сессия, в которой создана бронь (тот же x-session-id, что при POST /v1/reservation)",
  }),
  "x-manage-token": z.string().min(1).max(200).optional().openapi({
    description: "Токен из ответа поиска брони (POST /v1/reservation/lookup)",
  }),
});

/**
 * The invoice calls and the booking's summary also take the return token of the payment's return
 * address: it reads, and pays again only where no open payment would be withdrawn.
 */
export const InvoiceReturnProofHeaders = InvoiceProofHeaders.extend({
  "x-return-token": z.string().min(1).max(200).optional().openapi({
    description:
      "Параметр token адреса возврата с оплаты (/booking/success?reservation=…&token=…): читает статус оплаты и сводку брони; счёт выставляет, только если не отзывает открытый платёж (иначе 409 PAYMENT_IN_PROGRESS)",
  }),
});

export const InvoiceRequest = z
  .object({
    payment_provider_id: z.literal(1),
    payment_type: z.enum(PAYMENT_TYPES).openapi({
      description:
        "card — банковская карта; sbp — СБП (если способ есть в /payment/variants, иначе 422 PAYMENT_TYPE_UNAVAILABLE)",
    }),
  })
  .openapi("InvoiceRequest");

export const Invoice = z
  .object({
    invoice_id: z.uuid(),
    reservation_id: z.uuid(),
    status: z.enum(INVOICE_STATUSES).openapi({
      description: "pending → waiting (деньги заблокированы, бронь закреплена) → succeeded; или canceled",
    }),
    amount: Rubles("Сумма счёта"),
    payment_provider_id: z.number().int(),
    payment_type: z.string(),
    confirmation_url: z.string().nullable().openapi({ description: "Страница оплаты, куда отправить гостя" }),
    created_at: Instant,
    paid_at: Instant.nullable(),
    test: z.boolean().openapi({
      description:
        "Тестовая оплата: счёт оплачивается в песочнице или в тестовом магазине ЮKassa, деньги не списываются",
    }),
  })
  .openapi("Invoice");

export const InvoiceResponse = z.object({ data: Invoice });
