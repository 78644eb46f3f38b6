/**
 * The hotel API as one Hono app under /v1: key checks, body cap, idempotency, the routes of every
 * resource, the OpenAPI document generated from their Zod schemas, and the docs page.
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { webhookFailures } from "../../platform/metrics";
import { setRouteTemplate } from "../../platform/observe";
import {
  REQUEST_ID_HEADER,
  currentRequestId,
  requestIdFrom,
  withRequestId,
} from "../../platform/request-context";
import type { EngineContext } from "../domain/context";
import type { SandboxAcquirer } from "../providers/payments/sandbox";
import { registerDocs } from "./docs";
import { errorBody, handleError } from "./errors";
import { identifyClient, idempotency, requireKey, type AppEnv, type ClientIdentity } from "./middleware";
import type { RateLimiter } from "./rate-limit";
import { bodyLimit, refuseNul } from "./request-guards";
import { adminRoutes } from "./routes/admin";
import { extraRoutes } from "./routes/extras";
import { guestRequestRoutes } from "./routes/guest-requests";
import { manageRoutes } from "./routes/manage";
import { adminBookingRoutes } from "./routes/admin-bookings";
import { adminPriceRoutes } from "./routes/admin-prices";
import { adminRequestRoutes } from "./routes/admin-requests";
import { paymentRoutes } from "./routes/payments";
import { reservationRoutes } from "./routes/reservations";
import { roomRoutes } from "./routes/rooms";
import { sandboxPayRoutes } from "./routes/sandbox-pay";
import type { WebhookSenders } from "./webhook-sources";

export const API_BASE = "/v1";
/** Largest request body: a reservation with 5 rooms, extras and long comments is far below. */
export const MAX_BODY_BYTES = 16 * 1024;

export interface HotelAppOptions {
  engine: EngineContext;
  keys: { apiKey: string; adminKey: string };
  limiter: RateLimiter;
  /** How the client's address is found, for rate limits. */
  clients: ClientIdentity;
  sandbox?: SandboxAcquirer | undefined;
  /** Who may deliver YooKassa's notifications. */
  yookassaSenders: WebhookSenders;
}

// The sandbox's hosted pay pages (/sandbox/pay/…, routes/sandbox-pay.ts) open in the guest's browser;
// the providers' webhooks come without the key (the engine reads back what they name).
// The admin docs page is an empty shell that asks for the admin key; its document needs the key.
const OPEN_PATHS = [
  `${API_BASE}/docs`,
  `${API_BASE}/admin/docs`,
  `${API_BASE}/openapi.json`,
  `${API_BASE}/payments/sandbox/webhook`,
  `${API_BASE}/payments/yookassa/webhook`,
  `${API_BASE}/sandbox/pay`,
];

export function createHotelApp(options: HotelAppOptions): OpenAPIHono<AppEnv> {
  const { engine, keys } = options;
  const app = new OpenAPIHono<AppEnv>().basePath(API_BASE);
  app.onError((error, c) => handleError(error, c, engine.log));
  app.notFound((c) => c.json(errorBody("NOT_FOUND", "Такого адреса в API нет"), 404));

  app.use("*", observed());
  app.use("*", identifyClient(options.clients));
  app.use("*", bodyLimit(MAX_BODY_BYTES));
  const publicKey = requireKey(keys, "public");
  const adminKey = requireKey(keys, "admin");
  app.use("*", async (c, next) => {
    const path = c.req.path;
    // The docs, the document and the provider's signed webhook are open; the admin area has its own key.
    if (OPEN_PATHS.some((open) => path === open || path.startsWith(`${open}/`))) return next();
    if (path.startsWith(`${API_BASE}/admin/`)) return adminKey(c, next);
    return publicKey(c, next);
  });
  app.use("*", refuseNul());
  app.use("*", idempotency(engine));

  const deps = {
    engine,
    limiter: options.limiter,
    sandbox: options.sandbox,
    yookassaSenders: options.yookassaSenders,
  };
  app.route("/", roomRoutes(deps));
  app.route("/", extraRoutes(deps));
  app.route("/", reservationRoutes(deps));
  app.route("/", manageRoutes(deps));
  app.route("/", paymentRoutes(deps));
  app.route("/", sandboxPayRoutes(deps));
  app.route("/", guestRequestRoutes(deps));
  app.route("/", adminRoutes(deps));
  app.route("/", adminPriceRoutes(deps));
  app.route("/", adminBookingRoutes(deps));
  app.route("/", adminRequestRoutes(deps));

  app.openAPIRegistry.registerComponent("securitySchemes", "ApiKey", {
    type: "apiKey",
    in: "header",
    name: "X-Api-Key",
    description: "Ключ API (HOTEL_API_KEY; без него — создаётся при первом запуске и печатается)",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "AdminKey", {
    type: "apiKey",
    in: "header",
    name: "X-Api-Key",
    description: "Ключ менеджера (HOTEL_ADMIN_KEY) в том же заголовке",
  });
  registerDocs(app, API_BASE, {
    siteUrl: engine.config.hotel.siteUrl,
    trustedProxies: options.clients.trustedProxies,
    document: {
      openapi: "3.1.0",
      // Paths carry /v1 themselves, so the server is the origin the document was read from.
      servers: [{ url: "/", description: "Этот сервер" }],
      info: {
        title: "Hotel booking API",
        version: "1.0.0",
        description:
          'Движок бронирования отеля: наличие и цены, брони с удержанием номеров, оплата, поиск, изменение и отмена брони. Все суммы — целые рубли; даты проживания — YYYY-MM-DD; «сегодня» — по времени отеля (Europe/Kaliningrad). Ошибки: {"error": {"code", "message", "details"}}. Заголовок Idempotency-Key на любом POST: повтор с тем же ключом и телом вернёт первый успешный ответ. Тексты для гостя (названия, описания, условия тарифов, способы оплаты, история брони) — на русском или английском: параметр lang=ru|en, без него — заголовок Accept-Language, без обоих — ru; язык ответа — в заголовке Content-Language. Сообщения об ошибках — по-русски.',
      },
    },
  });
  return app;
}

const WEBHOOK_SOURCE = /\/payments\/(\w+)\/webhook$/;

/**
 * The request's id (the platform's, or — the engine alone — the sane X-Request-Id sent, else a new
 * one) around everything the request does and on its answer; its route template for the platform's
 * timing and log line (platform/observe.ts); a payment notification that failed counted.
 */
function observed(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = currentRequestId() ?? requestIdFrom(c.req.header(REQUEST_ID_HEADER));
    await withRequestId(requestId, next);
    c.header("X-Request-Id", requestId);
    const matched = routePath(c, -1);
    const route = c.res.status === 404 && matched.endsWith("*") ? "unmatched" : matched;
    const incoming = c.env?.incoming;
    if (incoming) setRouteTemplate(incoming, route);
    const webhook = WEBHOOK_SOURCE.exec(route);
    if (webhook && c.res.status >= 400) webhookFailures.inc({ source: webhook[1] ?? "unknown" });
  };
}
