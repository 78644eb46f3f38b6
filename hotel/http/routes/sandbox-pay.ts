/**
 * The sandbox acquirer's hosted pay page at the invoice's `confirmation_url`
 * (docs/booking-engine.md, «Payments»): `GET /v1/sandbox/pay/{paymentId}` shows the amount, the
 * card form and the test cards; `POST` checks the card, lets the sandbox's bank answer (`settle`,
 * which sends the signed webhook as a real provider would) and sends the guest back to the site.
 * Open without the API key (it is the guest's browser that comes here) and not in the OpenAPI
 * document: it is a page, not part of the API.
 */
import type { Context } from "hono";
import { Hono } from "hono";
import { checkCardForm, type CardForm } from "../../providers/payments/sandbox-cards";
import type { SandboxAcquirer, SandboxPagePayment } from "../../providers/payments/sandbox";
import { payPageState } from "../../domain/reservations/late-payments";
import type { EngineContext } from "../../domain/context";
import { rateLimit, type AppEnv } from "../middleware";
import {
  renderPayForm,
  renderPaymentExpired,
  renderPaymentState,
  renderProblem,
  type PaymentExpiry,
} from "../sandbox-pay-page";
import type { RouteDeps } from "./deps";

const PAGE_HEADERS: Record<string, string> = {
  "cache-control": "no-store",
  // No scripts, no outside resources, never inside another site's frame (clickjacking).
  "content-security-policy":
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  "x-frame-options": "DENY",
  // Not "no-referrer": with it browsers send `Origin: null` on the page's own form, which the
  // forged-form check must refuse.
  "referrer-policy": "same-origin",
  "x-content-type-options": "nosniff",
};

function html(c: Context<AppEnv>, body: string, status: 200 | 400 | 403 | 404 | 409 | 410 | 422): Response {
  return c.html(body, status, PAGE_HEADERS);
}

/** The site's return URL with the reservation added, so the site knows it without local storage. */
export function returnUrlOf(payment: SandboxPagePayment): string {
  const url = new URL(payment.returnUrl);
  if (payment.reservationId && !url.searchParams.has("reservation")) {
    url.searchParams.set("reservation", payment.reservationId);
  }
  return url.toString();
}

/**
 * Whether the form was posted by the page itself: the browser's own `Sec-Fetch-Site` and `Origin`
 * must not name another site, and the page's token must match (clients without those headers are
 * held to the token alone).
 */
function fromOwnPage(
  c: Context<AppEnv>,
  sandbox: SandboxAcquirer,
  paymentId: string,
  token: string,
): boolean {
  const fetchSite = c.req.header("sec-fetch-site");
  if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") return false;
  const origin = c.req.header("origin");
  if (origin !== undefined && origin !== new URL(c.req.url).origin && origin !== sandbox.pageOrigin)
    return false;
  return sandbox.formTokenValid(paymentId, token);
}

/**
 * Whether the engine still waits for this payment: a lapsed or cancelled hold's (or change's)
 * payment is refused even before the worker's sweep withdrew it, and a withdrawn invoice's while
 * the bank still offers it. A payment the bank already moved keeps its own state page, unless its
 * hold is gone (a payment withdrawn at the bank for its lapse).
 */
async function expiryOf(
  engine: EngineContext,
  payment: SandboxPagePayment,
): Promise<PaymentExpiry | undefined> {
  if (payment.status !== "pending" && payment.status !== "canceled") return undefined;
  const state = await payPageState(engine, payment.id);
  if (state === "lapsed") return "lapsed";
  if (state === "withdrawn" && payment.status === "pending") return "withdrawn";
  return undefined;
}

function field(body: Record<string, unknown>, name: keyof CardForm | "token"): string {
  const value = body[name];
  return typeof value === "string" ? value.slice(0, 200) : "";
}

export function sandboxPayRoutes({ engine, limiter, sandbox }: RouteDeps) {
  const app = new Hono<AppEnv>();
  if (!sandbox) return app;

  app.get("/sandbox/pay/:paymentId", rateLimit(limiter, "read"), async (c) => {
    const payment = await sandbox.paymentForPage(c.req.param("paymentId"));
    if (!payment) return html(c, renderProblem("notFound", "ru"), 404);
    const backUrl = returnUrlOf(payment);
    const expiry = await expiryOf(engine, payment);
    if (expiry) return html(c, renderPaymentExpired({ payment, backUrl, expiry }), 410);
    if (payment.status !== "pending") return html(c, renderPaymentState({ payment, backUrl }), 200);
    return html(c, renderPayForm({ payment, backUrl, formToken: sandbox.formToken(payment.id) }), 200);
  });

  app.post("/sandbox/pay/:paymentId", rateLimit(limiter, "write"), async (c) => {
    const payment = await sandbox.paymentForPage(c.req.param("paymentId"));
    if (!payment) return html(c, renderProblem("notFound", "ru"), 404);
    const body = await c.req.parseBody();
    if (!fromOwnPage(c, sandbox, payment.id, field(body, "token"))) {
      return html(c, renderProblem("forged", payment.language), 403);
    }
    const backUrl = returnUrlOf(payment);
    const expiry = await expiryOf(engine, payment);
    if (expiry) return html(c, renderPaymentExpired({ payment, backUrl, expiry }), 410);
    if (payment.status !== "pending") return html(c, renderPaymentState({ payment, backUrl }), 409);

    const form: CardForm = {
      number: field(body, "number"),
      expiry: field(body, "expiry"),
      cvc: field(body, "cvc"),
      holder: field(body, "holder"),
    };
    const card = checkCardForm(form, engine.clock.now());
    if (!card.ok) {
      const view = {
        payment,
        backUrl,
        formToken: sandbox.formToken(payment.id),
        errors: card.errors,
        values: { number: form.number, expiry: form.expiry, holder: form.holder },
      };
      return html(c, renderPayForm(view), 400);
    }

    const settled = await sandbox.settle(payment.id, card.outcome, {
      cardLast4: card.last4,
      captureAfterMs: card.outcome === "waiting_for_capture" ? sandbox.captureDelayMs : undefined,
    });
    if (!settled) {
      // Paid or withdrawn between the page's read and this answer (another tab, a canceled invoice).
      const now = await sandbox.paymentForPage(payment.id);
      return html(c, renderPaymentState({ payment: now ?? payment, backUrl }), 409);
    }
    return c.redirect(backUrl, 303);
  });

  return app;
}
