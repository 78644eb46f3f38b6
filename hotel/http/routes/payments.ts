/**
 * Payment variants and invoices (docs/booking-engine.md#the-sites-calls) and the provider's
 * webhook. Nothing here settles a payment: only the provider's own page does (the sandbox's:
 * routes/sandbox-pay.ts).
 */
import { createRoute, z } from "@hono/zod-openapi";
import { authorizeInvoice, type InvoiceProof } from "../../domain/payments/invoice-access";
import { createInvoice, currentInvoice, paymentVariants } from "../../domain/payments/invoices";
import { handlePaymentWebhook } from "../../domain/payments/notifications";
import { getReservation } from "../../domain/reservations/reservations";
import { bookingNames } from "../../domain/availability/localized";
import { speaksLanguage } from "../language";
import { rateLimit } from "../middleware";
import { acceptSenders } from "../webhook-sources";
import { apiKeySecurity, errors, jsonBody, ok, okIn, router } from "../openapi";
import { presentInvoice, presentPaymentVariants, presentReservationSummary } from "../present";
import {
  InvoiceReturnProofHeaders,
  InvoiceRequest,
  InvoiceResponse,
  PaymentVariantsResponse,
} from "../schemas/payments";
import { AcceptLanguageHeader, LanguageQuery } from "../schemas/common";
import { ReservationIdParam, ReservationSummaryResponse } from "../schemas/reservations";
import type { RouteDeps } from "./deps";

/** The proof headers as the domain names them. */
function invoiceProof(headers: {
  "x-session-id"?: string | undefined;
  "x-manage-token"?: string | undefined;
  "x-return-token"?: string | undefined;
}): InvoiceProof {
  return {
    sessionId: headers["x-session-id"],
    manageToken: headers["x-manage-token"],
    returnToken: headers["x-return-token"],
  };
}

export function paymentRoutes({ engine, limiter, yookassaSenders }: RouteDeps) {
  const read = rateLimit(limiter, "read");
  const write = rateLimit(limiter, "write");
  const speaks = speaksLanguage();
  // YooKassa's notifications: its own senders only, then a budget per sender, before any look-up.
  const yookassaNotifier = [acceptSenders(yookassaSenders), rateLimit(limiter, "webhook")];
  const app = router()
    .openapi(
      createRoute({
        method: "get",
        path: "/payment/variants",
        tags: ["Оплата"],
        operationId: "listPaymentVariants",
        summary: "Способы оплаты",
        description: "Названия и описания — на языке lang или Accept-Language (ru или en).",
        security: apiKeySecurity,
        middleware: [read, speaks],
        request: { query: LanguageQuery, headers: AcceptLanguageHeader },
        responses: { 200: okIn(PaymentVariantsResponse, "Способы оплаты"), ...errors() },
      }),
      // Test mode: the built-in sandbox takes the payments, so no money is charged.
      (c) => {
        const variants = paymentVariants(engine.payments, c.get("language"));
        return c.json({ data: presentPaymentVariants(variants, engine.payments.testMode) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/reservation/{id}/invoice",
        tags: ["Оплата"],
        operationId: "createInvoice",
        summary: "Выставить счёт",
        description:
          "Счёт на остаток к оплате по брони у провайдера 1 (карта или СБП). Повторный вызов возвращает тот же открытый счёт (200). Только для гостя брони: заголовок x-session-id сессии, в которой она создана, или x-manage-token; без них — 404 RESERVATION_NOT_FOUND, как для несуществующей брони. Токен адреса возврата (x-return-token) тоже выставляет счёт — чтобы оплатить снова после отказа банка, — но не отзывает открытый платёж: тогда 409 PAYMENT_IN_PROGRESS. Гостя нужно отправить на confirmation_url; провайдер вернёт его на /booking/success?reservation=…&token=….",
        security: apiKeySecurity,
        middleware: [write],
        request: {
          params: ReservationIdParam,
          headers: InvoiceReturnProofHeaders,
          body: jsonBody(InvoiceRequest),
        },
        responses: {
          201: ok(InvoiceResponse, "Счёт создан"),
          200: ok(InvoiceResponse, "Счёт уже был: тот же"),
          ...errors(404, 409, 422),
          502: { description: "Платёжный сервис не ответил", content: {} },
        },
      }),
      async (c) => {
        const { id } = c.req.valid("param");
        const grant = await authorizeInvoice(engine, id, invoiceProof(c.req.valid("header")), "pay");
        const body = c.req.valid("json");
        const { invoice, created } = await createInvoice(engine, id, {
          paymentProviderId: body.payment_provider_id,
          paymentType: body.payment_type,
          guestOrigin: c.get("origin"),
          keepOpenPayment: grant === "return",
        });
        return c.json({ data: presentInvoice(invoice) }, created ? 201 : 200);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/reservation/{id}/invoice",
        tags: ["Оплата"],
        operationId: "getInvoice",
        summary: "Статус оплаты",
        description:
          "Последний счёт брони; data.status — pending, waiting, succeeded, canceled или amount_mismatch. Только для гостя брони: x-session-id, x-manage-token или x-return-token (параметр token адреса возврата с оплаты); без них — 404 RESERVATION_NOT_FOUND.",
        security: apiKeySecurity,
        middleware: [read],
        request: { params: ReservationIdParam, headers: InvoiceReturnProofHeaders },
        responses: { 200: ok(InvoiceResponse, "Счёт"), ...errors(404) },
      }),
      async (c) => {
        const { id } = c.req.valid("param");
        await authorizeInvoice(engine, id, invoiceProof(c.req.valid("header")), "read");
        return c.json({ data: presentInvoice(await currentInvoice(engine, id)) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/reservation/{id}/summary",
        tags: ["Оплата"],
        operationId: "getReservationSummary",
        summary: "Сводка брони после оплаты",
        description:
          "Что забронировано и сколько стоит — для страницы, куда гость возвращается с оплаты: номер брони, даты, номера с тарифами и гостями, услуги, трансфер, суммы, статус. Без данных гостя (имени, телефона, e-mail, комментария, рейсов). Только для гостя брони: x-return-token (параметр token адреса возврата), x-session-id или x-manage-token; без них — 404 RESERVATION_NOT_FOUND. Названия номеров, тарифов и услуг — на языке lang или Accept-Language (ru или en).",
        security: apiKeySecurity,
        middleware: [read, speaks],
        request: {
          params: ReservationIdParam,
          query: LanguageQuery,
          headers: InvoiceReturnProofHeaders.extend(AcceptLanguageHeader.shape),
        },
        responses: { 200: okIn(ReservationSummaryResponse, "Сводка брони"), ...errors(404) },
      }),
      async (c) => {
        const { id } = c.req.valid("param");
        await authorizeInvoice(engine, id, invoiceProof(c.req.valid("header")), "read");
        const reservation = await getReservation(engine, id);
        const names = await bookingNames(engine, c.get("language"));
        return c.json({ data: presentReservationSummary(reservation, names) }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/payments/sandbox/webhook",
        tags: ["Оплата"],
        operationId: "sandboxWebhook",
        // No key: the payment service calls it; its HMAC signature is checked instead.
        security: [],
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
        const result = await handlePaymentWebhook(engine, "sandbox", await c.req.text(), c.req.raw.headers);
        return c.json({ data: result }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/payments/yookassa/webhook",
        tags: ["Оплата"],
        operationId: "yookassaWebhook",
        // No key: YooKassa calls it from its own addresses; a notification is believed only after reading the payment back.
        security: [],
        summary: "Уведомление ЮKassa",
        description:
          "Без ключа API. Адрес для HTTP-уведомлений в личном кабинете ЮKassa (payment.succeeded, payment.waiting_for_capture, payment.canceled, refund.succeeded). Принимается только с адресов ЮKassa (YOOKASSA_WEBHOOK_ADDRESSES; иначе 403 WEBHOOK_SENDER_REFUSED) и не чаще бюджета на адрес (429). Телу не доверяем: платёж или возврат ищется среди наших; чужой или неизвестный — 200 со status ignored без обращения к ЮKassa; уже завершённый — 200 duplicate без обращения; иначе он заново запрашивается у API ЮKassa, и действие — по его ответу. Повтор и уведомление не по порядку ничего не меняют. 404, пока платежи принимает песочница.",
        middleware: yookassaNotifier,
        request: {
          body: jsonBody(
            z.object({
              type: z.literal("notification"),
              event: z.string(),
              object: z.looseObject({ id: z.string() }),
            }),
          ),
        },
        responses: {
          200: ok(z.object({ data: z.object({ duplicate: z.boolean(), status: z.string() }) }), "Принято"),
          ...errors(403, 404),
          502: { description: "API ЮKassa не ответило: ЮKassa повторит уведомление", content: {} },
        },
      }),
      async (c) => {
        const result = await handlePaymentWebhook(engine, "yookassa", await c.req.text(), c.req.raw.headers);
        return c.json({ data: result }, 200);
      },
    );

  return app;
}
