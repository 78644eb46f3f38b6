/**
 * The one place that reads process.env. Every variable is parsed once with Zod; the rest of the
 * code imports `env` (or calls `loadEnv` with an explicit record in tests). Lint forbids
 * `process.env` anywhere else (eslint.config.mjs).
 *
 * Every external system has an embedded default, so with no variable set at all the whole
 * project runs: see .env.example for what each variable does.
 */
import { existsSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { addressList, listEntries, parseTrustedProxies, webhookAddressRefusal } from "./client-address";

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .pipe(z.url().optional())
  .optional();

const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  /** Port of the site (and of the hotel API mounted at /v1). */
  PORT: port(3000),
  /** Interface the site listens on. */
  HOST: z.string().default("0.0.0.0"),
  /** Public base URL of the site, for canonical links, sitemap and Open Graph. */
  SITE_URL: optionalUrl,
  /** Folder for embedded data: PGlite database, generated keys, mail files, certificates. */
  DATA_DIR: z.string().default(".data"),

  /** PostgreSQL connection string; unset → embedded PGlite under DATA_DIR. */
  DATABASE_URL: optionalUrl,
  /** PostgreSQL used by integration tests in addition to PGlite (CI sets it). */
  TEST_DATABASE_URL: optionalUrl,
  /** Redis used by the rate-limit integration tests besides the in-process store (CI sets it). */
  TEST_REDIS_URL: optionalUrl,

  /** Base URL of the hotel API (…/v1); unset → the API mounted in this process at /v1. */
  HOTEL_API_URL: optionalUrl,
  /** Key for X-Api-Key; unset → generated on first start and kept in DATA_DIR/secrets.json. */
  HOTEL_API_KEY: optionalString,
  /** Key for the manager endpoints of the hotel API; unset → generated like HOTEL_API_KEY. */
  HOTEL_ADMIN_KEY: optionalString,
  /** Port of the hotel API when it runs alone (`npm run hotel-api`). */
  HOTEL_API_PORT: port(3001),
  /**
   * The site's secret with the engine: the guest's address on the site's calls is signed with it,
   * and the engine believes only a signed one; unset → generated like HOTEL_API_KEY.
   */
  HOTEL_SITE_SECRET: optionalString,
  /**
   * Proxies in front of the site and the engine whose X-Forwarded-For is believed: addresses and
   * CIDR ranges (`loopback`, `10.0.0.0/8`, `192.0.2.7`), comma-separated, or the number of proxies;
   * unset → nobody's, the client is the connection's address.
   */
  TRUSTED_PROXIES: optionalString.superRefine((value, context) => {
    try {
      parseTrustedProxies(value);
    } catch (error) {
      context.addIssue({ code: "custom", message: error instanceof Error ? error.message : String(error) });
    }
  }),
  /** Public API requests per client and minute (writes get a fifth, look-ups 10 per 10 min); 0 = off. */
  HOTEL_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(300),
  /** Minutes an unpaid reservation holds its rooms. */
  HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(20),

  /**
   * Hold limits (docs/booking-engine.md «Hold limits»): unpaid holds one client address, e-mail or
   * phone may have at once, and room-nights one unpaid hold may take; 0 turns a limit off.
   */
  HOLD_LIMIT_PER_GUEST: z.coerce.number().int().min(0).max(100).default(2),
  HOLD_MAX_ROOM_NIGHTS: z.coerce.number().int().min(0).max(1000).default(70),

  /** Sandbox acquiring: ms the «held, then succeeded» test card's money stays held. */
  SANDBOX_CAPTURE_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(3000),
  /** Redis for shared rate limits and caches when several instances run; unset → in process. */
  REDIS_URL: optionalUrl,
  /** SMTP server (smtp://user:pass@host:port); unset → .eml files under DATA_DIR/mail. */
  SMTP_URL: optionalUrl,
  /** Sender address of the hotel's e-mails. */
  MAIL_FROM: z.string().default("Отель <info@example.ru>"),
  /** Where guest requests and booking notices for the hotel are sent. */
  HOTEL_MAIL_TO: z.string().default("info@example.ru"),
  /** The hotel's name, phone, public e-mail and address in the guests' e-mails; unset → the seed's. */
  HOTEL_NAME: optionalString,
  HOTEL_PHONE: optionalString,
  HOTEL_EMAIL: optionalString,
  HOTEL_ADDRESS: optionalString,
  /** The name and address in English e-mails (docs/languages.md); unset → the seed's. */
  HOTEL_NAME_EN: optionalString,
  HOTEL_ADDRESS_EN: optionalString,
  /** Delivery attempts of an outbox row (refund, e-mail) before it is failed for a manager. */
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),

  /** Sanity project; set → content from Sanity's Content Lake; unset → the embedded content lake. */
  SANITY_PROJECT_ID: optionalString,
  SANITY_DATASET: z.string().default("production"),
  /** Read token for a private dataset (server only). */
  SANITY_API_READ_TOKEN: optionalString,
  /**
   * The Studio's address, for the edit links a draft preview hides in its texts (stega);
   * unset → http://localhost:$STUDIO_PORT (docs/preview.md).
   */
  SANITY_STUDIO_URL: optionalUrl,
  /** Write token for `npm run seed:sanity` (server only). */
  SANITY_API_WRITE_TOKEN: optionalString,
  /** Shared secret of the Sanity webhook that revalidates pages; unset → generated. */
  SANITY_REVALIDATE_SECRET: optionalString,

  /** Port of the embedded content lake for the Studio (HTTPS, HTTP/2). */
  CONTENT_LAKE_PORT: port(3334),
  /** Port of the embedded content lake for the site's server (plain HTTP, loopback). */
  CONTENT_LAKE_HTTP_PORT: port(3335),
  /**
   * The site-facing address of an embedded content lake that another instance runs (its
   * CONTENT_LAKE_HTTP_PORT), e.g. http://127.0.0.1:3335: this instance then runs no lake of its own
   * and reads content there (several instances on one PostgreSQL, docs/performance.md).
   */
  CONTENT_LAKE_URL: optionalUrl,
  /** Token of the embedded content lake; unset → generated and printed at start. */
  CONTENT_LAKE_TOKEN: optionalString,
  /** Port of the standalone Studio (`npm run studio`). */
  STUDIO_PORT: port(3333),
  /**
   * Origins of a Studio hosted elsewhere (e.g. https://hotel.sanity.studio), comma-separated, that
   * may call the site's admin route (/api/admin); the local Studio's origins always may.
   */
  MANAGER_STUDIO_ORIGINS: optionalString,
  /**
   * Sanity project roles allowed to use the engine's tools (prices, bookings, requests),
   * comma-separated: the embedded lake's administrator and manager (an editor edits texts only;
   * on Sanity's cloud, manager is a custom role: docs/studio-tools.md «Staff and roles»).
   */
  MANAGER_STUDIO_ROLES: z.string().default("administrator,manager"),

  /** Yandex Maps key; unset → Leaflet with OpenStreetMap tiles. */
  YANDEX_MAPS_API_KEY: optionalString,
  /** YooKassa's shop id and secret key, both or neither; unset → the built-in sandbox acquiring. */
  YOOKASSA_SHOP_ID: optionalString,
  YOOKASSA_SECRET_KEY: optionalString,
  /**
   * `sandbox`: the built-in sandbox takes the payments even though SITE_URL is a public address (a
   * demonstration). Unset → a public SITE_URL without YooKassa refuses to start (paymentsRefusal).
   */
  PAYMENTS: z.enum(["sandbox"]).optional(),
  /** YooKassa's API (for a test double); default https://api.yookassa.ru/v3. */
  YOOKASSA_API_URL: optionalUrl,
  /**
   * Who may deliver YooKassa's notifications: addresses and CIDR ranges, comma-separated; unset →
   * the senders YooKassa publishes (hotel/http/webhook-sources.ts); `any` → no check.
   */
  YOOKASSA_WEBHOOK_ADDRESSES: optionalString.superRefine((value, context) => {
    if (!value || value.trim().toLowerCase() === "any") return;
    try {
      addressList(listEntries(value), webhookAddressRefusal);
    } catch (error) {
      context.addIssue({ code: "custom", message: error instanceof Error ? error.message : String(error) });
    }
  }),
  /** The receipts' (54-FZ) VAT code: 1 without VAT … 12; default 1. Used by the sandbox's receipts too. */
  YOOKASSA_VAT_CODE: z.coerce.number().int().min(1).max(12).default(1),
  /** The receipts' settlement method (YooKassa's payment_mode); default full_prepayment. */
  YOOKASSA_PAYMENT_MODE: z
    .enum([
      "full_prepayment",
      "partial_prepayment",
      "advance",
      "full_payment",
      "partial_payment",
      "credit",
      "credit_payment",
    ])
    .default("full_prepayment"),
  /** What the receipts sell (YooKassa's payment_subject); default service. */
  YOOKASSA_PAYMENT_SUBJECT: z
    .string()
    .regex(/^[a-z_]+$/, "a YooKassa payment_subject such as service")
    .default("service"),

  /** Chromium for browser tests; default /usr/bin/chromium. */
  CHROMIUM_PATH: z.string().default("/usr/bin/chromium"),
  /** Build folder of the site inside web/ (default .next); lets parallel checkouts build apart. */
  NEXT_DIST_DIR: z
    .string()
    .regex(/^\.next[\w-]*$/, "must start with .next")
    .default(".next"),
  /** The log's least level written (docs/operations.md «Logs»). */
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  /** `json` (one object a line) or `pretty`; unset → pretty in a terminal, else JSON. */
  LOG_FORMAT: z.enum(["json", "pretty"]).optional(),
  /** Port of the Prometheus metrics (GET /metrics, docs/operations.md); unset → no metrics served. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Interface of the metrics port: loopback unless a scraper on another machine needs it. */
  METRICS_HOST: z.string().default("127.0.0.1"),
  /** Readiness fails when an outbox row has waited this long past its due time (docs/operations.md). */
  OUTBOX_STALL_SECONDS: z.coerce.number().int().min(10).default(600),
});

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  readonly code = "CONFIG_INVALID";
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/**
 * Ends a start that failed: a configuration's refusal is for the operator to read, as it is;
 * anything else with its stack.
 */
export function exitOnStartFailure(name: string): (error: unknown) => never {
  return (error) => {
    const text =
      error instanceof ConfigError
        ? error.message
        : error instanceof Error
          ? (error.stack ?? error.message)
          : String(error);
    process.stderr.write(`[${name}] could not start: ${text}
`);
    process.exit(1);
  };
}

/**
 * The side ports of one checkout, derived from its PORT so that a second checkout on another
 * PORT starts beside the first: PORT+334 (lake, HTTPS), PORT+335 (lake, HTTP), PORT+333
 * (Studio); PORT 3000 gives the documented 3334, 3335 and 3333. Past the last port, the fixed
 * defaults.
 */
export function sidePorts(
  port: number,
): Pick<Env, "CONTENT_LAKE_PORT" | "CONTENT_LAKE_HTTP_PORT" | "STUDIO_PORT"> {
  if (port + 335 > 65535) return { CONTENT_LAKE_PORT: 3334, CONTENT_LAKE_HTTP_PORT: 3335, STUDIO_PORT: 3333 };
  return { CONTENT_LAKE_PORT: port + 334, CONTENT_LAKE_HTTP_PORT: port + 335, STUDIO_PORT: port + 333 };
}

export function loadEnv(source: Record<string, string | undefined>): Env {
  // A variable set to nothing (`PORT=`, as .env.example lists them) means "use the default".
  const given = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ""),
  );
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`),
    );
  }
  // Half a YooKassa shop would silently fall back to the sandbox: refuse it instead.
  if (Boolean(parsed.data.YOOKASSA_SHOP_ID) !== Boolean(parsed.data.YOOKASSA_SECRET_KEY)) {
    throw new ConfigError([
      "YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY: set both (payments through YooKassa) or neither (the sandbox)",
    ]);
  }
  // A side port set explicitly wins; an unset one follows PORT.
  const derived = sidePorts(parsed.data.PORT);
  const unset = (name: keyof typeof derived) => !source[name]?.trim();
  return {
    ...parsed.data,
    ...(unset("CONTENT_LAKE_PORT") ? { CONTENT_LAKE_PORT: derived.CONTENT_LAKE_PORT } : {}),
    ...(unset("CONTENT_LAKE_HTTP_PORT") ? { CONTENT_LAKE_HTTP_PORT: derived.CONTENT_LAKE_HTTP_PORT } : {}),
    ...(unset("STUDIO_PORT") ? { STUDIO_PORT: derived.STUDIO_PORT } : {}),
  };
}

/**
 * Whether a site address is this machine's own: `localhost` (and `*.localhost`) or a loopback IP.
 * Any other address, a private network's included, can be reached by someone else's browser.
 */
export function isLocalSiteUrl(siteUrl: string): boolean {
  const host = new URL(siteUrl).hostname.toLowerCase().replace(/^\[(.*)\]$/, "$1");
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  if (isIP(host) === 4) return host.startsWith("127.");
  return host === "::1";
}

/**
 * Why the configuration must not take payments, or undefined when it may. A public SITE_URL with
 * no acquirer would let the sandbox confirm real guests' bookings with a test card, so it needs
 * YooKassa or an explicit `PAYMENTS=sandbox`. With no SITE_URL (the embedded defaults) the site
 * is a local one and the sandbox serves.
 */
export function paymentsRefusal(
  config: Pick<Env, "SITE_URL" | "YOOKASSA_SHOP_ID" | "PAYMENTS">,
): string | undefined {
  if (config.YOOKASSA_SHOP_ID || config.PAYMENTS === "sandbox") return undefined;
  if (!config.SITE_URL || isLocalSiteUrl(config.SITE_URL)) return undefined;
  return (
    `SITE_URL ${config.SITE_URL} is a public address, but no acquirer is configured: the sandbox would ` +
    "confirm bookings with test cards and no money. Set YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY, " +
    "or PAYMENTS=sandbox to take test payments on purpose (a demonstration)"
  );
}

/** Throws ConfigError when the configuration must not take payments (paymentsRefusal). */
export function assertPaymentsConfigured(
  config: Pick<Env, "SITE_URL" | "YOOKASSA_SHOP_ID" | "PAYMENTS">,
): void {
  const refusal = paymentsRefusal(config);
  if (refusal) throw new ConfigError([refusal]);
}

let cached: Env | undefined;

/**
 * Fills what the environment does not set from `.env.local`, then `.env`, in `root` (a
 * developer's local settings; the real environment always wins). Call it before `env()`.
 */
export function loadEnvFiles(root: string): void {
  for (const file of [".env.local", ".env"]) {
    const candidate = path.join(root, file);
    if (existsSync(candidate)) process.loadEnvFile(candidate);
  }
  cached = undefined;
}

/** The process configuration, parsed on first use. */
export function env(): Env {
  cached ??= loadEnv(process.env);
  return cached;
}

/**
 * Publishes values resolved at start (generated keys, the chosen ports) to process.env, so that
 * child processes (next build, the Studio) and the Next.js server read the same configuration.
 */
export function exportToProcessEnv(values: Record<string, string | number | undefined>): void {
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) process.env[key] = String(value);
  }
  cached = undefined;
}

/** The environment for a child process (next build, the Studio): this process's, plus overrides. */
export function childProcessEnv(overrides: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...overrides };
}
