/**
 * Payment variants and invoices (booking.md §7), the provider's webhook, and the sandbox
 * acquirer's settle call (the seam for the hosted card page of the next issue).
 */
import { createRoute, z } from "@hono/zod-openapi";
import { BookingError } from "../../domain/errors";
import { createInvoice, currentInvoice, handlePaymentWebhook, paymentVariants } from "../../domain/payments";
import { rateLimit } from "../middleware";
import { apiKeySecurity, errors, jsonBody, ok, router } from "../openapi";
import { presentInvoice, presentVariant } from "../present";
import {
  InvoiceRequest,
  InvoiceResponse,
  PaymentVariantsResponse,
  ReservationIdParam,
  SettleRequest,
} from "../schemas";
import type { RouteDeps } from "./deps";

export function paymentRoutes({ engine, limiter, sandbox }: RouteDeps) {
  const read = rateLimit(limiter, "read");
  const write = rateLimit(limiter, "write");
  const app = router()
    .openapi(
      createRoute({
        method: "get",
        path: "/payment/variants",
        tags: ["Оплата"],
        summary: "Способы оплаты",
        security: apiKeySecurity,
        middleware: [read],
        responses: { 200: ok(PaymentVariantsResponse, "Способы оплаты"), ...errors() },
      }),
      (c) => c.json({ data: { payment_variants: paymentVariants().map(presentVariant) } }, 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/reservation/{id}/invoice",
        tags: ["Оплата"],
        summary: "Выставить счёт",
        description:
          "Счёт на остаток к оплате по брони у провайдера 1 (карта). Повторный вызов возвращает тот же открытый счёт (200). Гостя нужно отправить на confirmation_url; провайдер вернёт его на /booking/success.",
        security: apiKeySecurity,
        middleware: [write],
        request: { params: ReservationIdParam, body: jsonBody(InvoiceRequest) },
        responses: {
          201: ok(InvoiceResponse, "Счёт создан"),
          200: ok(InvoiceResponse, "Счёт уже был: тот же"),
          ...errors(404, 409, 422),
          502: { description: "Платёжный сервис не ответил", content: {} },
        },
      }),
      async (c) => {
        const { id } = c.req.valid("param");
        const body = c.req.valid("json");
        const { invoice, created } = await createInvoice(engine, id, {
          paymentProviderId: body.payment_provider_id,
          paymentType: body.payment_type,
        });
        return c.json({ data: presentInvoice(invoice) }, created ? 201 : 200);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/reservation/{id}/invoice",
        tags: ["Оплата"],
        summary: "Статус оплаты",
        description: "Последний счёт брони; data.status — pending, waiting, succeeded или canceled.",
        security: apiKeySecurity,
        middleware: [read],
        request: { params: ReservationIdParam },
        responses: { 200: ok(InvoiceResponse, "Счёт"), ...errors(404) },
      }),
      async (c) =>
        c.json({ data: presentInvoice(await currentInvoice(engine, c.req.valid("param").id)) }, 200),
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/payments/sandbox/webhook",
        tags: ["Оплата"],
        summary: "Уведомление платёжного сервиса",
        description:
          "Без ключа API: подлинность — подпись HMAC-SHA256 тела в заголовке X-Sandbox-Signature (sha256=<hex>). Статус берётся у самого сервиса; повтор того же уведомления ничего не меняет.",
        request: {
          body: jsonBody(z.object({ event_id: z.string(), event: z.string(), payment_id: z.string() })),
        },
        responses: {
          200: ok(z.object({ data: z.object({ duplicate: z.boolean(), status: z.string() }) }), "Принято"),
          ...errors(404),
        },
      }),
      async (c) => {
        const result = await handlePaymentWebhook(engine, await c.req.text(), c.req.raw.headers);
        return c.json({ data: result }, 200);
      },
    );

  if (!sandbox) return app;
  return app.openapi(
    createRoute({
      method: "post",
      path: "/sandbox/payments/{id}/settle",
      tags: ["Оплата"],
      summary: "Песочница: ответ банка по платежу",
      description:
        "Только в песочнице. То, что решит тестовая карта на странице оплаты (следующая задача): succeeded, waiting_for_capture или canceled. Затем песочница шлёт подписанное уведомление.",
      security: apiKeySecurity,
      middleware: [write],
      request: { params: z.object({ id: z.string().min(1).max(100) }), body: jsonBody(SettleRequest) },
      responses: {
        200: ok(z.object({ data: z.object({ payment_id: z.string(), status: z.string() }) }), "Платёж"),
        ...errors(404, 409),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const moved = await sandbox.settle(id, c.req.valid("json").outcome);
      if (!moved) {
        const payment = await sandbox.getPayment(id);
        if (!payment) throw new BookingError("PAYMENT_NOT_FOUND", "Платёж не найден", { payment_id: id });
        throw new BookingError("PAYMENT_STATE_CONFLICT", "Платёж уже в другом состоянии", {
          status: payment.status,
        });
      }
      return c.json({ data: { payment_id: moved.id, status: moved.status } }, 200);
    },
  );
}
