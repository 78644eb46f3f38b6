/**
 * YooKassa's documented objects (API v3) as Zod schemas: what the client sends (payments,
 * refunds, their receipts) and what it reads back (payment, refund, notification, error). Objects
 * read back are loose: YooKassa adds fields over time, and a field we do not use must not break a
 * payment. The test server (hotel/testing/fake-yookassa.ts) checks requests with the same schemas.
 */
import { z } from "zod";

export const PAYMENT_STATUSES = ["pending", "waiting_for_capture", "succeeded", "canceled"] as const;
export const REFUND_STATUSES = ["pending", "succeeded", "canceled"] as const;

/** `{"value": "15400.00", "currency": "RUB"}`: at most two decimals. */
export const Amount = z.object({
  value: z.string().regex(/^\d{1,13}(\.\d{1,2})?$/, "value: up to two decimals"),
  currency: z.string().regex(/^[A-Z]{3}$/),
});
export type Amount = z.infer<typeof Amount>;

export const ReceiptItemBody = z.object({
  description: z.string().min(1).max(128),
  quantity: z.number().positive(),
  amount: Amount,
  vat_code: z.number().int().min(1).max(12),
  payment_mode: z.string().optional(),
  payment_subject: z.string().optional(),
});

export const ReceiptBody = z.object({
  customer: z
    .object({
      full_name: z.string().max(256).optional(),
      email: z.string().optional(),
      phone: z
        .string()
        .regex(/^\d{7,15}$/)
        .optional(),
    })
    .refine((customer) => Boolean(customer.email ?? customer.phone), "customer: email or phone"),
  items: z.array(ReceiptItemBody).min(1).max(100),
});
export type ReceiptBody = z.infer<typeof ReceiptBody>;

export const PAYMENT_METHOD_TYPES = ["bank_card", "sbp"] as const;

export const CreatePaymentBody = z.object({
  amount: Amount,
  description: z.string().max(128).optional(),
  capture: z.boolean().optional(),
  confirmation: z.object({
    type: z.literal("redirect"),
    return_url: z.url().max(2048),
    /** The language of YooKassa's page. */
    locale: z.enum(["ru_RU", "en_US"]).optional(),
  }),
  payment_method_data: z.object({ type: z.enum(PAYMENT_METHOD_TYPES) }).optional(),
  metadata: z.record(z.string().max(32), z.string().max(512)).optional(),
  receipt: ReceiptBody.optional(),
});
export type CreatePaymentBody = z.infer<typeof CreatePaymentBody>;

export const CreateRefundBody = z.object({
  payment_id: z.string().min(1).max(64),
  amount: Amount,
  description: z.string().max(250).optional(),
  receipt: ReceiptBody.optional(),
});
export type CreateRefundBody = z.infer<typeof CreateRefundBody>;

const CancellationDetails = z.looseObject({ party: z.string(), reason: z.string() });

export const Payment = z.looseObject({
  id: z.string().min(1).max(64),
  status: z.enum(PAYMENT_STATUSES),
  paid: z.boolean(),
  amount: Amount,
  confirmation: z
    .looseObject({
      type: z.string(),
      confirmation_url: z.url().optional(),
      return_url: z.string().optional(),
    })
    .optional(),
  created_at: z.string(),
  description: z.string().optional(),
  metadata: z.record(z.string(), z.string()).nullish(),
  payment_method: z.looseObject({ type: z.string(), id: z.string().optional() }).optional(),
  cancellation_details: CancellationDetails.optional(),
  refunded_amount: Amount.optional(),
  refundable: z.boolean().optional(),
  test: z.boolean().optional(),
});
export type Payment = z.infer<typeof Payment>;

export const Refund = z.looseObject({
  id: z.string().min(1).max(64),
  payment_id: z.string().min(1).max(64),
  status: z.enum(REFUND_STATUSES),
  amount: Amount,
  created_at: z.string(),
  description: z.string().optional(),
  cancellation_details: CancellationDetails.optional(),
});
export type Refund = z.infer<typeof Refund>;

/** The events the engine subscribes to. */
export const NOTIFICATION_EVENTS = [
  "payment.waiting_for_capture",
  "payment.succeeded",
  "payment.canceled",
  "refund.succeeded",
] as const;

/** An incoming notification: only `event` and the object's id are used, the rest is read back. */
export const Notification = z.looseObject({
  type: z.literal("notification"),
  event: z.enum(NOTIFICATION_EVENTS),
  // A refund's object names its payment too: how a refund made in YooKassa's own dashboard is ours.
  object: z.looseObject({ id: z.string().min(1).max(64), payment_id: z.string().min(1).max(64).optional() }),
});

/** YooKassa's error object (HTTP 4xx and 5xx). */
export const ErrorObject = z.looseObject({
  type: z.literal("error"),
  id: z.string().optional(),
  code: z.string(),
  description: z.string().optional(),
  parameter: z.string().optional(),
  retry_after: z.number().optional(),
});
export type ErrorObject = z.infer<typeof ErrorObject>;
