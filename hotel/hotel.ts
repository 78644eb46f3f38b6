/**
 * Builds the booking engine over a database connection: its Drizzle handle, payment provider 1
 * (YooKassa when its shop is configured, else the built-in sandbox acquirer), mail, rate limits
 * and the HTTP app. Used by
 * the platform component (mounted at /v1 in the site's process), by `npm run hotel-api`, by the
 * benchmark and by the integration tests.
 */
import { createHmac } from "node:crypto";
import { getRequestListener } from "@hono/node-server";
import type { TrustedProxies } from "../platform/client-address";
import type { Connection } from "../platform/database";
import { createLogger, logTo, type Log } from "../platform/logger";
import { hotelToday } from "../rules";
import { hotelDb, migrateHotel, type HotelDb } from "./db";
import { seedWhenEmpty, type SeedResult } from "./db/seed";
import { Catalogue } from "./domain/availability/catalogue";
import { systemClock, type Clock } from "./domain/clock";
import type { EngineContext } from "./domain/context";
import { DEFAULT_HOLD_LIMITS, type HoldLimits } from "./domain/reservations/hold-limits";
import { forgetExpiredKeys } from "./domain/idempotency";
import { returnTokenKey } from "./domain/payments/invoice-access";
import { sweepLapsedHolds } from "./domain/reservations/late-payments";
import { SellableCache } from "./domain/availability/sellable";
import { DEFAULT_RECEIPT_SETTINGS, type ReceiptSettings } from "./domain/payments/receipts";
import {
  DEFAULT_OUTBOX_CONFIG,
  OutboxWorker,
  drainOutbox,
  type OutboxConfig,
  type OutboxDispatch,
} from "./domain/outbox";
import { createHotelApp } from "./http/app";
import { watchEngine } from "./metrics";
import { parseWebhookSenders, type WebhookSenders } from "./http/webhook-sources";
import type { MailHotel } from "./mail/data";
import { MemoryRateLimitStore, RateLimiter, RedisRateLimitStore, limitRules } from "./http/rate-limit";
import { createMailProvider, type MailProvider } from "./providers/mail";
import { SandboxAcquirer } from "./providers/payments/sandbox";
import type { PaymentProvider } from "./providers/payments/types";
import { YooKassaProvider, type YooKassaOptions } from "./providers/payments/yookassa/provider";

export interface HotelOptions {
  connection: Connection;
  apiKey: string;
  adminKey: string;
  /** The site's public base URL: the payment provider returns guests to its /booking/success. */
  siteUrl: string;
  /**
   * `siteUrl` is only a default (SITE_URL is not set): a payment returns the guest to the origin
   * they asked for instead, when the site vouched for one (platform/client-address.ts).
   */
  returnToGuestOrigin?: boolean | undefined;
  /** The API's public base URL (…/v1) as browsers reach it: the sandbox's pay pages live under it. */
  apiUrl: string;
  /** Folder for mail files when there is no SMTP server. */
  dataDir: string;
  holdMinutes?: number | undefined;
  /** Unpaid holds per guest, room-nights per hold, change holds per day; unset → the defaults. */
  holdLimits?: Partial<HoldLimits> | undefined;
  /** Sandbox acquiring: ms the «held, then succeeded» test card's money stays held (SANDBOX_CAPTURE_DELAY_MS). */
  sandboxCaptureDelayMs?: number | undefined;
  /** Public reads per client and minute (writes get a fifth, look-ups 10 per 10 minutes); 0 = off. */
  rateLimitPerMinute?: number | undefined;
  redisUrl?: string | undefined;
  /**
   * Proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES, parsed); unset → nobody's: the
   * client is the connection's address.
   */
  trustedProxies?: TrustedProxies | undefined;
  /** HOTEL_SITE_SECRET: the guest's address the site signs with it is believed (hotel/client). */
  siteSecret?: string | undefined;
  smtpUrl?: string | undefined;
  mailFrom?: string | undefined;
  hotelMailTo?: string | undefined;
  /** The hotel's name and contacts as the e-mails show them (the site's settings say the same). */
  contacts?: Partial<Omit<MailHotel, "siteUrl">> | undefined;
  outbox?: Partial<OutboxConfig> | undefined;
  /**
   * YooKassa's shop (YOOKASSA_SHOP_ID, YOOKASSA_SECRET_KEY, YOOKASSA_API_URL): set → it takes the
   * payments; unset → the built-in sandbox acquirer.
   */
  yookassa?: YooKassaOptions | undefined;
  /**
   * Who may deliver YooKassa's notifications (YOOKASSA_WEBHOOK_ADDRESSES, parsed); unset → the
   * senders YooKassa publishes. Not used while the sandbox takes the payments.
   */
  yookassaSenders?: WebhookSenders | undefined;
  /** VAT code, payment mode and subject of the receipts' items (YOOKASSA_VAT_CODE, …). */
  receipt?: Partial<ReceiptSettings> | undefined;
  /**
   * How committed outbox rows are delivered: `worker` (the default) by the engine's worker in the
   * background, started here and stopped by close(); `inline` by the request that committed them,
   * before it answers (tests: deterministic, no timers); `manual` only by drainOutbox (tests of a
   * process that dies after its commit).
   */
  outboxDelivery?: "worker" | "inline" | "manual" | undefined;
  /** How often the worker looks for retries that came due (ms). */
  outboxPollMs?: number | undefined;
  clock?: Clock | undefined;
  mail?: MailProvider | undefined;
  log?: Log | undefined;
}

export interface Hotel {
  app: ReturnType<typeof createHotelApp>;
  engine: EngineContext;
  db: HotelDb;
  /** The built-in acquirer; it takes the payments only without YooKassa. */
  sandbox: SandboxAcquirer;
  /** YooKassa, when configured. */
  yookassa: YooKassaProvider | undefined;
  limiter: RateLimiter;
  /** The outbox's worker, when delivery is `worker`. */
  worker: OutboxWorker | undefined;
  close(): Promise<void>;
}

/** The hotel's contacts of the seed's site settings, until configured. */
export const DEFAULT_CONTACTS: Omit<MailHotel, "siteUrl"> = {
  name: "Сосновый берег",
  nameEn: "Sosnovy Bereg",
  phone: "+7 (000) 000-00-00",
  email: "info@example.ru",
  address: "Калининградская область, г. Светлогорск, ул. Примерная, д. 0",
  addressEn: "0 Primernaya St, Svetlogorsk, Kaliningrad Region, Russia",
};

/** The sandbox's webhook key, derived from the admin key so that no other secret has to be kept. */
export function sandboxWebhookSecret(adminKey: string): string {
  return createHmac("sha256", adminKey).update("sandbox-payments-webhook").digest("hex");
}

export function createHotel(options: HotelOptions): Hotel {
  const log = options.log ?? logTo(createLogger().child({ component: "hotel" }));
  const clock = options.clock ?? systemClock;
  const db = hotelDb(options.connection);
  const sandbox = new SandboxAcquirer({
    db,
    clock,
    secret: sandboxWebhookSecret(options.adminKey),
    payPageBaseUrl: `${options.apiUrl.replace(/\/$/, "")}/sandbox/pay`,
    // Mounted in the site's server (the API on the site's origin), the pages follow the guest too.
    payPageOnReturnOrigin:
      options.returnToGuestOrigin === true &&
      new URL(options.apiUrl).origin === new URL(options.siteUrl).origin,
    captureDelayMs: options.sandboxCaptureDelayMs,
    log,
  });
  const yookassa = options.yookassa ? new YooKassaProvider({ log, ...options.yookassa }) : undefined;
  const payments: PaymentProvider = yookassa ?? sandbox;
  const mail =
    options.mail ??
    createMailProvider({
      smtpUrl: options.smtpUrl,
      from: options.mailFrom ?? "Отель <info@example.ru>",
      dataDir: options.dataDir,
    });
  const siteUrl = options.siteUrl.replace(/\/$/, "");
  // The dispatch needs the engine and the engine the dispatch: it is set right below.
  const dispatch: { current: OutboxDispatch } = { current: { committed: () => Promise.resolve() } };
  const engine: EngineContext = {
    db,
    clock,
    config: {
      holdMinutes: options.holdMinutes ?? 20,
      holdLimits: { ...DEFAULT_HOLD_LIMITS, ...definedOnly(options.holdLimits ?? {}) },
      manageTokenMinutes: 60,
      paymentReturnUrl: `${siteUrl}/booking/success`,
      returnToGuestOrigin: options.returnToGuestOrigin ?? false,
      returnTokenKey: returnTokenKey(options.adminKey),
      hotelMailTo: options.hotelMailTo ?? "info@example.ru",
      hotel: { ...contactsOf(options.contacts ?? {}), siteUrl },
      outbox: { ...DEFAULT_OUTBOX_CONFIG, ...definedOnly(options.outbox ?? {}) },
      receipt: { ...DEFAULT_RECEIPT_SETTINGS, ...definedOnly(options.receipt ?? {}) },
    },
    catalogue: new Catalogue(db, clock),
    sellable: new SellableCache(db, clock),
    payments,
    mail,
    outbox: { committed: () => dispatch.current.committed() },
    log,
  };
  const delivery = options.outboxDelivery ?? "worker";
  // The worker also sweeps lapsed holds' open payments (late-payments.ts) on its ticks.
  const worker =
    delivery === "worker"
      ? new OutboxWorker(engine, options.outboxPollMs ?? 5_000, sweepLapsedHolds)
      : undefined;
  // The figures /metrics reads from the database (hotel/metrics.ts).
  watchEngine(engine);
  if (worker) dispatch.current = worker;
  else if (delivery === "inline")
    dispatch.current = { committed: async () => void (await drainOutbox(engine)) };
  const store = options.redisUrl ? new RedisRateLimitStore(options.redisUrl) : new MemoryRateLimitStore();
  const limiter = new RateLimiter(store, limitRules(options.rateLimitPerMinute ?? 300), () =>
    clock.now().getTime(),
  );
  const app = createHotelApp({
    engine,
    keys: { apiKey: options.apiKey, adminKey: options.adminKey },
    limiter,
    clients: { trustedProxies: options.trustedProxies ?? { kind: "none" }, siteSecret: options.siteSecret },
    // The sandbox's pay pages are served only while it takes the payments.
    sandbox: yookassa ? undefined : sandbox,
    yookassaSenders: yookassa ? (options.yookassaSenders ?? parseWebhookSenders(undefined)) : { kind: "any" },
  });
  // The sandbox notifies the engine through the engine's own webhook route, in process.
  sandbox.connectWebhook((request) => Promise.resolve(app.fetch(request)));
  worker?.start();
  const close = async () => {
    await worker?.stop();
    sandbox.close();
    await store.close();
  };
  return { app, engine, db, sandbox, yookassa, limiter, worker, close };
}

/**
 * The engine's app as a Node.js request listener: how `npm start` mounts it at /v1 and
 * `npm run hotel-api` serves it. Hono's adapter must not replace the global Request and Response,
 * because Next.js runs in the same process.
 */
export function requestListener(hotel: Pick<Hotel, "app">) {
  return getRequestListener(hotel.app.fetch, { overrideGlobalObjects: false });
}

/** The payment settings of the configuration: YooKassa when both its keys are set, and the receipts'. */
export function paymentOptions(env: {
  YOOKASSA_SHOP_ID?: string | undefined;
  YOOKASSA_SECRET_KEY?: string | undefined;
  YOOKASSA_API_URL?: string | undefined;
  YOOKASSA_WEBHOOK_ADDRESSES?: string | undefined;
  YOOKASSA_VAT_CODE: number;
  YOOKASSA_PAYMENT_MODE: ReceiptSettings["paymentMode"];
  YOOKASSA_PAYMENT_SUBJECT: string;
}): Pick<HotelOptions, "yookassa" | "yookassaSenders" | "receipt"> {
  return {
    yookassa:
      env.YOOKASSA_SHOP_ID && env.YOOKASSA_SECRET_KEY
        ? { shopId: env.YOOKASSA_SHOP_ID, secretKey: env.YOOKASSA_SECRET_KEY, apiUrl: env.YOOKASSA_API_URL }
        : undefined,
    yookassaSenders: parseWebhookSenders(env.YOOKASSA_WEBHOOK_ADDRESSES),
    receipt: {
      vatCode: env.YOOKASSA_VAT_CODE,
      paymentMode: env.YOOKASSA_PAYMENT_MODE,
      paymentSubject: env.YOOKASSA_PAYMENT_SUBJECT,
    },
  };
}

/**
 * The e-mails' contacts: the configured ones over the seed's. A hotel that configured its name or
 * address but not their English forms gets its configured ones in English e-mails too, never the
 * seed's placeholder (docs/languages.md).
 */
export function contactsOf(configured: Partial<Omit<MailHotel, "siteUrl">>): Omit<MailHotel, "siteUrl"> {
  const given = definedOnly(configured);
  return {
    ...DEFAULT_CONTACTS,
    ...(given.name ? { nameEn: given.name } : {}),
    ...(given.address ? { addressEn: given.address } : {}),
    ...given,
  };
}

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * Migrations, then the catalogue, prices and inventory when the database is new; the expired
 * `Idempotency-Key` records go (docs/booking-engine.md#idempotency).
 */
export async function prepareHotel(connection: Connection, now: Date = new Date()): Promise<SeedResult> {
  await migrateHotel(connection);
  const db = hotelDb(connection);
  await forgetExpiredKeys({ db, clock: { now: () => now } });
  return seedWhenEmpty(db, hotelToday(now));
}
