/**
 * Builds the booking engine over a database connection: its Drizzle handle, the sandbox acquirer
 * (payment provider 1 until YooKassa is configured), mail, rate limits and the HTTP app. Used by
 * the platform component (mounted at /v1 in the site's process), by `npm run hotel-api`, by the
 * benchmark and by the integration tests.
 */
import { createHmac } from "node:crypto";
import type { Connection } from "../platform/database";
import { hotelToday } from "../rules";
import { hotelDb, migrateHotel, type HotelDb } from "./db";
import { seedWhenEmpty, type SeedResult } from "./db/seed";
import { Catalogue } from "./domain/catalogue";
import { systemClock, type Clock } from "./domain/clock";
import type { EngineContext } from "./domain/context";
import { createHotelApp } from "./http/app";
import { MemoryRateLimitStore, RateLimiter, RedisRateLimitStore, limitRules } from "./http/rate-limit";
import { createMailProvider, type MailProvider } from "./providers/mail";
import { SandboxAcquirer } from "./providers/payments/sandbox";

export interface HotelOptions {
  connection: Connection;
  apiKey: string;
  adminKey: string;
  /** The site's public base URL: the payment provider returns guests to its /booking/success. */
  siteUrl: string;
  /** The API's public base URL (…/v1) as browsers reach it: the sandbox's pay pages live under it. */
  apiUrl: string;
  /** Folder for mail files when there is no SMTP server. */
  dataDir: string;
  holdMinutes?: number | undefined;
  /** Public reads per client and minute (writes get a fifth, look-ups 10 per 10 minutes); 0 = off. */
  rateLimitPerMinute?: number | undefined;
  redisUrl?: string | undefined;
  smtpUrl?: string | undefined;
  mailFrom?: string | undefined;
  hotelMailTo?: string | undefined;
  clock?: Clock | undefined;
  mail?: MailProvider | undefined;
  log?: ((message: string) => void) | undefined;
}

export interface Hotel {
  app: ReturnType<typeof createHotelApp>;
  engine: EngineContext;
  db: HotelDb;
  sandbox: SandboxAcquirer;
  limiter: RateLimiter;
  close(): Promise<void>;
}

/** The sandbox's webhook key, derived from the admin key so that no other secret has to be kept. */
export function sandboxWebhookSecret(adminKey: string): string {
  return createHmac("sha256", adminKey).update("sandbox-payments-webhook").digest("hex");
}

export function createHotel(options: HotelOptions): Hotel {
  const log = options.log ?? ((message: string) => process.stdout.write(`[hotel-api] ${message}\n`));
  const clock = options.clock ?? systemClock;
  const db = hotelDb(options.connection);
  const sandbox = new SandboxAcquirer({
    db,
    clock,
    secret: sandboxWebhookSecret(options.adminKey),
    payPageBaseUrl: `${options.apiUrl.replace(/\/$/, "")}/sandbox/pay`,
    log,
  });
  const mail =
    options.mail ??
    createMailProvider({
      smtpUrl: options.smtpUrl,
      from: options.mailFrom ?? "Отель <info@example.ru>",
      dataDir: options.dataDir,
    });
  const engine: EngineContext = {
    db,
    clock,
    config: {
      holdMinutes: options.holdMinutes ?? 20,
      manageTokenMinutes: 60,
      paymentReturnUrl: `${options.siteUrl.replace(/\/$/, "")}/booking/success`,
      hotelMailTo: options.hotelMailTo ?? "info@example.ru",
    },
    catalogue: new Catalogue(db, clock),
    payments: sandbox,
    mail,
    log,
  };
  const store = options.redisUrl ? new RedisRateLimitStore(options.redisUrl) : new MemoryRateLimitStore();
  const limiter = new RateLimiter(store, limitRules(options.rateLimitPerMinute ?? 300), () =>
    clock.now().getTime(),
  );
  const app = createHotelApp({
    engine,
    keys: { apiKey: options.apiKey, adminKey: options.adminKey },
    limiter,
    sandbox,
  });
  // The sandbox notifies the engine through the engine's own webhook route, in process.
  sandbox.connectWebhook((request) => Promise.resolve(app.fetch(request)));
  const close = async () => {
    sandbox.close();
    await store.close();
  };
  return { app, engine, db, sandbox, limiter, close };
}

/** Migrations, then the catalogue, prices and inventory when the database is new. */
export async function prepareHotel(connection: Connection, now: Date = new Date()): Promise<SeedResult> {
  await migrateHotel(connection);
  return seedWhenEmpty(hotelDb(connection), hotelToday(now));
}
