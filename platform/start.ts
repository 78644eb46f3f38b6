/**
 * `npm start` (and `npm run dev`, `npm run build`): prepares the embedded data, starts the
 * components' own servers, builds the site when its sources changed, and serves the site with the
 * hotel API mounted at /v1 on PORT. In production the site renders in a child process that this
 * one forwards to (site-child.ts); in development, in this process.
 *
 *   tsx platform/start.ts           production: build if needed, then serve
 *   tsx platform/start.ts --dev     development server with hot reload
 *   tsx platform/start.ts --build   build only (with the content source running), then exit
 */
import { spawn } from "node:child_process";
import { Redis } from "ioredis";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildIsCurrent, recordBuild } from "./build-stamp";
import { parseTrustedProxies } from "./client-address";
import type { PlatformContext, RunningService } from "./component";
import { components } from "./components";
import { connect } from "./database";
import { drain } from "./drain";
import {
  assertPaymentsConfigured,
  childProcessEnv,
  env,
  exitOnStartFailure,
  loadEnvFiles,
  exportToProcessEnv,
} from "./env";
import { databaseCheck, Health, redisCheck } from "./health";
import { createLogger, logTo } from "./logger";
import { startMetricsServer } from "./metrics";
import { PageCache } from "./page-cache";
import { shareDrops } from "./page-cache-redis";
import { assertProductionReady } from "./production-checks";
import { loadOrCreateSecretsReporting } from "./secrets";
import { siteSecurityHeaders, studioOrigins } from "./security-headers";
import { createPlatformServer } from "./server";
import { startSiteChild } from "./site-child";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/**
 * How long a stop waits for the requests under way (docs/deploy.md «Stopping»): longer than a
 * booking or a payment's call to YooKassa takes, shorter than systemd's and Docker's own patience
 * (90 s and 10 s: the container recipe gives it 30 s).
 */
const SHUTDOWN_GRACE_MS = 8_000;
const mode = process.argv.includes("--dev") ? "dev" : process.argv.includes("--build") ? "build" : "serve";

/** The process's log (platform/logger.ts): set once the configuration is read. */
let log = logTo(createLogger());

function runNextBuild(): Promise<void> {
  const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin, "build", "web"], {
      cwd: root,
      stdio: "inherit",
      env: childProcessEnv({ NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" }),
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`next build exited with code ${code}`)),
    );
  });
}

async function main(): Promise<void> {
  loadEnvFiles(root);
  const config = env();
  log = logTo(createLogger({ level: config.LOG_LEVEL, format: config.LOG_FORMAT }));
  // Serving takes payments: a public site needs an acquirer (or says it means the sandbox).
  if (mode !== "build") {
    assertPaymentsConfigured(config);
    // Keys, SITE_URL and the database fit for a public site or several instances (docs/deploy.md).
    assertProductionReady(config);
  }
  const dataDir = path.resolve(root, config.DATA_DIR);
  const { secrets, generated: generatedSecrets } = loadOrCreateSecretsReporting(dataDir);
  const siteUrl = config.SITE_URL ?? `http://localhost:${config.PORT}`;
  // SITE_URL stays unset when it is: then a payment returns the guest to the origin they asked
  // for (hotel/component.ts), and every reader falls back to the same localhost default.
  exportToProcessEnv({
    HOTEL_API_KEY: config.HOTEL_API_KEY ?? secrets.hotelApiKey,
    HOTEL_ADMIN_KEY: config.HOTEL_ADMIN_KEY ?? secrets.hotelAdminKey,
    CONTENT_LAKE_TOKEN: config.CONTENT_LAKE_TOKEN ?? secrets.contentLakeToken,
    SANITY_REVALIDATE_SECRET: config.SANITY_REVALIDATE_SECRET ?? secrets.revalidateSecret,
    HOTEL_SITE_SECRET: config.HOTEL_SITE_SECRET ?? secrets.siteSecret,
    HOTEL_API_URL: config.HOTEL_API_URL ?? `http://127.0.0.1:${config.PORT}/v1`,
    NEXT_TELEMETRY_DISABLED: "1",
  });
  log(`Node.js ${process.version}`);

  const connection = await connect({
    url: config.DATABASE_URL,
    dataDir: path.join(dataDir, "db"),
  });
  log(`database: ${connection.describe}`);
  const context: PlatformContext = { env: env(), secrets, generatedSecrets, connection, root, dataDir, log };
  // What /readyz checks (platform/health.ts): the database here, the rest as the parts add them.
  const health = new Health();
  health.add("database", databaseCheck(connection));

  for (const component of components) await component.prepare?.(context);
  const services: RunningService[] = [];
  for (const component of components) {
    const service = await component.start?.(context);
    if (service) services.push(service);
    for (const [name, check] of Object.entries(service?.ready ?? {})) health.add(name, check);
  }

  let shuttingDown = false;
  // A load balancer's probe on a kept connection hears it first: this instance is leaving.
  health.add("stopping", () => (shuttingDown ? Promise.reject(new Error("stopping")) : Promise.resolve()));
  // Set once the port listens; the stop drains it first.
  const listening: { server?: Server } = {};
  const shutdown = async (code: number) => {
    // Once: a second signal (or the site's process ending as it is stopped) changes nothing.
    if (shuttingDown) return;
    shuttingDown = true;
    // First the public port: no new connection, and the requests under way (a booking, a
    // payment's notice) are answered before anything behind them stops (platform/drain.ts).
    if (listening.server) {
      const { unfinished } = await drain(listening.server, SHUTDOWN_GRACE_MS);
      log(
        unfinished > 0
          ? `stopping: ${unfinished} requests were still under way after ${SHUTDOWN_GRACE_MS / 1000} s and were cut`
          : "stopping: every request under way was answered",
      );
    }
    // Then the site's process, the engine (its outbox finishes the delivery under way), the lake.
    for (const service of services.reverse()) await service.stop().catch(() => undefined);
    await connection.close().catch(() => undefined);
    process.exit(code);
  };
  // `on`, not `once`: a second signal (Ctrl+C or a service manager reaches npm and tsx too, which
  // pass it on) must not fall back to Node's default, which ends the process mid-drain.
  process.on("SIGINT", () => void shutdown(0));
  process.on("SIGTERM", () => void shutdown(0));

  // The components' mounts (/v1, /cdn) are served before the site is built: `next build`
  // prerenders pages that ask the booking engine (the rooms' «от» prices), as it reads content
  // from the already running lake. Until the site is ready, its paths get no answer.
  const mounts = components.flatMap((component) => (component.mount ? [component.mount(context)] : []));
  for (const mount of mounts) {
    if (mount.stop) services.push({ describe: [], stop: mount.stop });
    for (const [name, check] of Object.entries(mount.ready ?? {})) health.add(name, check);
  }
  const siteHandler: { handle?: (req: IncomingMessage, res: ServerResponse) => unknown } = {};
  // Development renders every request afresh (hot reload); production keeps prerendered pages.
  const pageCache = mode === "dev" ? undefined : new PageCache();
  if (pageCache && config.REDIS_URL) services.push(await shareDrops(pageCache, config.REDIS_URL, log));
  if (config.REDIS_URL) {
    // A client of readiness's own that fails at once while Redis is away, instead of queueing.
    const redis = new Redis(config.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    redis.on("error", () => undefined);
    health.add("redis", redisCheck(redis));
    services.push({ describe: [], stop: async () => void redis.disconnect() });
  }
  // The site answers (until then /readyz says so, and a load balancer keeps waiting).
  health.add("site", async () => {
    if (!siteHandler.handle) throw new Error("starting");
  });
  const server = createPlatformServer({
    mounts,
    site: siteHandler,
    pageCache,
    trustedProxies: parseTrustedProxies(config.TRUSTED_PROXIES),
    siteHeaders: siteSecurityHeaders({
      dev: mode === "dev",
      siteUrl,
      studioOrigins: studioOrigins(config),
      yandexMaps: Boolean(config.YANDEX_MAPS_API_KEY),
      trustedProxies: parseTrustedProxies(config.TRUSTED_PROXIES),
    }),
    health,
    log,
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.PORT, config.HOST, resolve);
  });
  if (config.METRICS_PORT) {
    const metrics = await startMetricsServer(config.METRICS_PORT, config.METRICS_HOST);
    services.push({
      describe: [`metrics: http://${config.METRICS_HOST}:${config.METRICS_PORT}/metrics`],
      stop: () => new Promise((resolve) => metrics.close(() => resolve())),
    });
  }
  listening.server = server;

  if (mode !== "dev" && (mode === "build" || !buildIsCurrent(root, config.NEXT_DIST_DIR))) {
    log(mode === "build" ? "building the site" : "the site's sources changed since the last build: building");
    await runNextBuild();
    recordBuild(root, config.NEXT_DIST_DIR);
  }
  if (mode === "build") return shutdown(0);

  if (mode === "dev") {
    // Development renders in this process: hot reload needs the upgrade handler on this server.
    const { default: next } = await import("next");
    const site = next({ dev: true, dir: path.join(root, "web"), hostname: "localhost", port: config.PORT });
    await site.prepare();
    siteHandler.handle = site.getRequestHandler();
    server.on("upgrade", site.getUpgradeHandler());
  } else {
    // Production renders in a process of its own, beside the engine and the lake (site-child.ts).
    const site = await startSiteChild({
      entry: path.join(root, "platform", "site-process.ts"),
      onExit: (code, signal) => {
        log(`the site's process ended (code ${code}, signal ${signal}): stopping`, "error");
        void shutdown(1);
      },
      log,
    });
    services.push({ describe: [], stop: () => site.stop() });
    siteHandler.handle = site.handle;
  }

  log(`site (${mode === "dev" ? "development" : "production build"}): http://localhost:${config.PORT}`);
  for (const mount of mounts) for (const line of mount.describe) log(line);
  for (const service of services) for (const line of service.describe) log(line);
  log(`health: http://localhost:${config.PORT}/healthz, readiness: http://localhost:${config.PORT}/readyz`);
}

main().catch(exitOnStartFailure("hotel"));
