/**
 * `npm run hotel-api`: the hotel API alone on HOTEL_API_PORT (default 3001), with its own database
 * connection (PGlite in DATA_DIR/db, or PostgreSQL with DATABASE_URL), for a site that points
 * HOTEL_API_URL at it. PGlite allows one process per folder: do not run it beside `npm start` on the
 * same DATA_DIR; give it its own DATA_DIR or use PostgreSQL. Like `npm start`, it answers /healthz
 * and /readyz, logs through pino with a request id per request, and serves metrics on METRICS_PORT
 * (docs/operations.md).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "node:http";
import { parseTrustedProxies } from "../platform/client-address";
import { connect } from "../platform/database";
import { assertPaymentsConfigured, env, exitOnStartFailure, loadEnvFiles } from "../platform/env";
import { drain, trackRequests } from "../platform/drain";
import { assertProductionReady } from "../platform/production-checks";
import { databaseCheck, Health } from "../platform/health";
import { createLogger, logTo } from "../platform/logger";
import { startMetricsServer } from "../platform/metrics";
import { observeRequest } from "../platform/observe";
import { describeSecret, loadOrCreateSecretsReporting } from "../platform/secrets";
import { createHotel, paymentOptions, prepareHotel, requestListener } from "./hotel";
import { outboxStalled } from "./metrics";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function main(): Promise<void> {
  loadEnvFiles(root);
  const config = env();
  const log = logTo(
    createLogger({ level: config.LOG_LEVEL, format: config.LOG_FORMAT }).child({ component: "hotel-api" }),
  );
  // The engine takes payments: a public site needs an acquirer (or says it means the sandbox).
  assertPaymentsConfigured(config);
  assertProductionReady(config);
  const dataDir = path.resolve(root, config.DATA_DIR);
  const { secrets, generated } = loadOrCreateSecretsReporting(dataDir);
  const connection = await connect({
    url: config.DATABASE_URL,
    dataDir: path.join(dataDir, "db"),
    // PGlite in a worker thread: this process serves the API alone (docs/performance.md).
    thread: true,
    maxConnections: 20,
  });
  log(`database: ${connection.describe}`);
  // An idle pooled connection can fail (a server restart): log it instead of crashing the process.
  if (connection.kind === "postgres")
    connection.client.on("error", (error) => log(`database connection lost: ${error.message}`, "warn"));
  const seeded = await prepareHotel(connection);
  if (seeded.seeded) log(`seeded ${seeded.nightlyRates} nightly prices ${seeded.from} … ${seeded.to}`);

  const apiUrl = `http://localhost:${config.HOTEL_API_PORT}/v1`;
  const apiKey = config.HOTEL_API_KEY ?? secrets.hotelApiKey;
  const hotel = createHotel({
    connection,
    apiKey,
    adminKey: config.HOTEL_ADMIN_KEY ?? secrets.hotelAdminKey,
    siteUrl: config.SITE_URL ?? `http://localhost:${config.PORT}`,
    returnToGuestOrigin: !config.SITE_URL,
    apiUrl,
    dataDir,
    holdMinutes: config.HOLD_MINUTES,
    holdLimits: {
      unpaidHoldsPerGuest: config.HOLD_LIMIT_PER_GUEST,
      roomNightsPerHold: config.HOLD_MAX_ROOM_NIGHTS,
    },
    sandboxCaptureDelayMs: config.SANDBOX_CAPTURE_DELAY_MS,
    rateLimitPerMinute: config.HOTEL_RATE_LIMIT_PER_MINUTE,
    redisUrl: config.REDIS_URL,
    trustedProxies: parseTrustedProxies(config.TRUSTED_PROXIES),
    siteSecret: config.HOTEL_SITE_SECRET ?? secrets.siteSecret,
    smtpUrl: config.SMTP_URL,
    mailFrom: config.MAIL_FROM,
    hotelMailTo: config.HOTEL_MAIL_TO,
    contacts: {
      name: config.HOTEL_NAME,
      nameEn: config.HOTEL_NAME_EN,
      phone: config.HOTEL_PHONE,
      email: config.HOTEL_EMAIL,
      address: config.HOTEL_ADDRESS,
      addressEn: config.HOTEL_ADDRESS_EN,
    },
    outbox: { maxAttempts: config.OUTBOX_MAX_ATTEMPTS },
    ...paymentOptions(config),
    log,
  });
  const health = new Health();
  health.add("database", databaseCheck(connection));
  health.add("outbox", () => outboxStalled(hotel.engine, config.OUTBOX_STALL_SECONDS));
  const listener = requestListener(hotel);
  const server = createServer((req, res) =>
    observeRequest(req, res, log, () => {
      if (!health.handle(req, res)) void listener(req, res);
    }),
  );
  trackRequests(server);
  const metrics = config.METRICS_PORT
    ? await startMetricsServer(config.METRICS_PORT, config.METRICS_HOST)
    : undefined;
  server.listen(config.HOTEL_API_PORT, config.HOST, () => {
    log(`hotel API: ${apiUrl} (docs ${apiUrl}/docs)`);
    log(
      `X-Api-Key: ${describeSecret(
        apiKey,
        config.HOTEL_API_KEY
          ? { from: "env", variable: "HOTEL_API_KEY" }
          : {
              from: "file",
              file: path.join(path.relative(root, dataDir) || ".", "secrets.json"),
              generatedNow: generated.has("hotelApiKey"),
            },
      )}`,
    );
    log(
      `payments: ${hotel.yookassa ? `YooKassa, notifications to ${apiUrl}/payments/yookassa/webhook` : "sandbox"}`,
    );
  });
  // The requests under way are answered first (platform/drain.ts), then the outbox finishes its
  // delivery under way and the database closes.
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    metrics?.close();
    void drain(server, 8_000)
      .then(() => hotel.close())
      .then(() => connection.close())
      .finally(() => process.exit(0));
  };
  // `on`, not `once`: a second signal (Ctrl+C reaches npm and tsx too, which pass it on) must not
  // fall back to Node's default, which ends the process in the middle of the drain.
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

main().catch(exitOnStartFailure("hotel-api"));
