/**
 * The three servers the page parts compare, each on its own port (docs/bench.md «Baselines»):
 *
 * - ours: `platform/start.ts` as `npm start` runs it (it builds the site into web/<dist dir> when
 *   its sources changed), on PGlite in .data/bench-site, rate limits off;
 * - the same build under plain `next start web`, reading content from our server's lake and the
 *   engine at its /v1, so only the serving process differs;
 * - the framework floor: bench/floor copied to .data/bench/floor, built with the same Next.js when
 *   the fixture or Next.js changed, served by `next start`.
 */
import { createHash } from "node:crypto";
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { addDays, encodeGuests, formatUrlDate, hotelToday, type IsoDate, type RoomGuests } from "../rules";
import { residentMemory, runToEnd, startServer, type ServerProcess } from "./processes";
import type { RouteKind } from "./results";
import type { Settings } from "./settings";

export interface BenchContext {
  root: string;
  settings: Settings;
  logDir: string;
  log(message: string): void;
}

export interface Site {
  url: string;
  server: ServerProcess;
}

export interface PageRoute {
  route: string;
  kind: RouteKind;
}

/** The booking journey's rate plans for a stay, as the search bar links to them. */
export function ratePlansRoute(arrival: IsoDate, departure: IsoDate, rooms: readonly RoomGuests[]): string {
  return `/booking/rate-plans?arrival-date=${formatUrlDate(arrival)}&departure-date=${formatUrlDate(departure)}&guests=${encodeGuests(rooms)}`;
}

/** The measured pages: four content pages and the booking journey's rate plans a few weeks ahead. */
export function pageRoutes(today = hotelToday()): PageRoute[] {
  const arrival = addDays(today, 21);
  return [
    { route: "/", kind: "content" },
    { route: "/rooms/1", kind: "content" },
    { route: "/services", kind: "content" },
    { route: "/gallery", kind: "content" },
    { route: ratePlansRoute(arrival, addDays(arrival, 2), [{ adults: 2, children: 0 }]), kind: "booking" },
  ];
}

/**
 * The same pages at their English addresses (docs/languages.md#addresses): the Lighthouse part
 * measures both languages, as the English pages are to score as the Russian ones do.
 */
export function englishPageRoutes(today = hotelToday()): PageRoute[] {
  return pageRoutes(today).map(({ route, kind }) => ({ route: route === "/" ? "/en" : `/en${route}`, kind }));
}

export const ports = (settings: Settings) => ({
  site: settings.BENCH_PORT,
  nextStart: settings.BENCH_PORT + 1,
  floor: settings.BENCH_PORT + 2,
  api: settings.BENCH_PORT + 3,
  studio: settings.BENCH_PORT + 33,
  lake: settings.BENCH_PORT + 34,
  lakeHttp: settings.BENCH_PORT + 35,
});

const nextBin = (root: string) => path.join(root, "node_modules", "next", "dist", "bin", "next");
export const siteDataDir = (root: string) => path.join(root, ".data", "bench-site");

/** Everything else in the environment stays, but nothing of a developer's own services. */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: "",
    REDIS_URL: "",
    SMTP_URL: "",
    SANITY_PROJECT_ID: "",
    HOTEL_API_URL: "",
    NEXT_TELEMETRY_DISABLED: "1",
    ...extra,
  };
}

export async function startOurSite(context: BenchContext): Promise<Site> {
  const { root, settings, log } = context;
  const port = ports(settings);
  log(
    `starting our site on :${port.site} (platform/start.ts; builds web/${settings.BENCH_NEXT_DIST_DIR} first when its sources changed)`,
  );
  const server = await startServer({
    name: "site",
    // node --import tsx: the server is this process itself, so its pid is the one whose memory we read.
    command: process.execPath,
    // The flags of `npm start` (docs/performance.md «Memory»).
    args: [
      "--max-semi-space-size=16",
      "--liftoff-only",
      "--import",
      "tsx",
      path.join(root, "platform", "start.ts"),
    ],
    cwd: root,
    env: childEnv({
      // As `npm start` and the deploy's unit run it.
      NODE_ENV: "production",
      PORT: String(port.site),
      HOST: "127.0.0.1",
      DATA_DIR: path.relative(root, siteDataDir(root)),
      NEXT_DIST_DIR: settings.BENCH_NEXT_DIST_DIR,
      CONTENT_LAKE_PORT: String(port.lake),
      CONTENT_LAKE_HTTP_PORT: String(port.lakeHttp),
      STUDIO_PORT: String(port.studio),
      // The bench's 32 connections come from one address: the engine's per-guest limits would
      // measure the limiter, not the site; so would its hold limits.
      HOTEL_RATE_LIMIT_PER_MINUTE: "0",
      HOLD_LIMIT_PER_GUEST: "0",
      HOLD_MAX_ROOM_NIGHTS: "0",
    }),
    logDir: context.logDir,
    readyUrl: `http://127.0.0.1:${port.site}/`,
    readyTimeoutMs: 30 * 60_000,
    onWait: (seconds) => log(`  … still starting or building (${seconds} s)`),
  });
  return { url: `http://127.0.0.1:${port.site}`, server };
}

/**
 * The keys our site generated in its data folder, which the same build needs under `next start`
 * (and the mixed part, to publish in its lake and change prices as a manager).
 */
export function siteSecrets(root: string) {
  const secrets = JSON.parse(readFileSync(path.join(siteDataDir(root), "secrets.json"), "utf8")) as Record<
    string,
    string
  >;
  const pick = (name: string) => {
    const value = secrets[name];
    if (!value) throw new Error(`${name} missing from ${path.join(siteDataDir(root), "secrets.json")}`);
    return value;
  };
  return {
    HOTEL_API_KEY: pick("hotelApiKey"),
    HOTEL_ADMIN_KEY: pick("hotelAdminKey"),
    CONTENT_LAKE_TOKEN: pick("contentLakeToken"),
    SANITY_REVALIDATE_SECRET: pick("revalidateSecret"),
    HOTEL_SITE_SECRET: pick("siteSecret"),
  };
}

export async function startNextStart(context: BenchContext): Promise<Site> {
  const { root, settings, log } = context;
  const port = ports(settings);
  log(`starting the same build under plain next start on :${port.nextStart}`);
  const server = await startServer({
    name: "next-start",
    command: process.execPath,
    args: [nextBin(root), "start", "web", "--port", String(port.nextStart), "--hostname", "127.0.0.1"],
    cwd: root,
    env: childEnv({
      ...siteSecrets(root),
      NODE_ENV: "production",
      NEXT_DIST_DIR: settings.BENCH_NEXT_DIST_DIR,
      DATA_DIR: path.relative(root, siteDataDir(root)),
      // Content from our server's lake, bookings from its engine; links as our site writes them.
      CONTENT_LAKE_HTTP_PORT: String(port.lakeHttp),
      HOTEL_API_URL: `http://127.0.0.1:${port.site}/v1`,
      SITE_URL: `http://localhost:${port.site}`,
    }),
    logDir: context.logDir,
    readyUrl: `http://127.0.0.1:${port.nextStart}/`,
    readyTimeoutMs: 3 * 60_000,
  });
  return { url: `http://127.0.0.1:${port.nextStart}`, server };
}

function fixtureHash(fixture: string, nextVersion: string): string {
  const hash = createHash("sha256").update(nextVersion);
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(path.relative(fixture, file)).update("\0").update(readFileSync(file)).update("\0");
    }
  };
  walk(fixture);
  return hash.digest("hex");
}

export function nextVersion(root: string): string {
  return (
    JSON.parse(readFileSync(path.join(root, "node_modules", "next", "package.json"), "utf8")) as {
      version: string;
    }
  ).version;
}

export async function startFloor(context: BenchContext): Promise<Site> {
  const { root, settings, log } = context;
  const port = ports(settings);
  const fixture = path.join(root, "bench", "floor");
  const project = path.join(root, ".data", "bench", "floor");
  const stamp = path.join(project, ".next", "bench-stamp.txt");
  const hash = fixtureHash(fixture, nextVersion(root));
  if (!existsSync(stamp) || readFileSync(stamp, "utf8").trim() !== hash) {
    log(`building the framework floor (bench/floor → ${path.relative(root, project)})`);
    rmSync(project, { recursive: true, force: true });
    cpSync(fixture, project, { recursive: true });
    await runToEnd({
      name: "floor-build",
      command: process.execPath,
      args: [nextBin(root), "build", project],
      cwd: root,
      env: childEnv({ NODE_ENV: "production", NEXT_DIST_DIR: "" }),
      logDir: context.logDir,
    });
    writeFileSync(stamp, hash + "\n");
  }
  log(`starting the framework floor on :${port.floor}`);
  const server = await startServer({
    name: "floor",
    command: process.execPath,
    args: [nextBin(root), "start", project, "--port", String(port.floor), "--hostname", "127.0.0.1"],
    cwd: root,
    env: childEnv({ NODE_ENV: "production", NEXT_DIST_DIR: "" }),
    logDir: context.logDir,
    readyUrl: `http://127.0.0.1:${port.floor}/`,
    readyTimeoutMs: 2 * 60_000,
  });
  return { url: `http://127.0.0.1:${port.floor}`, server };
}

export function memoryOf(site: Site): { rssKb: number; peakKb: number } {
  return residentMemory(site.server.pid);
}
