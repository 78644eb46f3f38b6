/**
 * `npm run studio`: the Sanity Studio for the hotel's managers.
 *
 *  1. Builds the Studio (`npm run studio:build`) when its sources changed since the last build.
 *  2. Finds the content backend: Sanity's cloud when SANITY_PROJECT_ID is set; otherwise the
 *     embedded content lake of a running `npm start`, or, when none runs, starts the lake itself
 *     on the same database (PGlite allows one process, so it never opens it twice).
 *  3. Serves the built Studio on http://localhost:$STUDIO_PORT and prints the link that logs in
 *     with the lake's token, and how to trust the lake's certificate.
 *
 *   tsx scripts/studio.ts            build if needed, then serve
 *   tsx scripts/studio.ts --build    build if needed, then exit
 *   tsx scripts/studio.ts --dev      `sanity dev` (hot reload, for work on schemas/ and studio/)
 *                                    instead of the built Studio, against the same lake
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { lakeConfig, openLake } from "../content-lake/lake";
import { CONTENT_UPGRADES } from "../content-lake/upgrades";
import { startLakeServers } from "../content-lake/server";
import { serveStudio, studioSourceHash } from "../content-lake/studio-server";
import { ensureCertificate } from "../content-lake/tls";
import { connect } from "../platform/database";
import { env, loadEnvFiles } from "../platform/env";
import { loadOrCreateSecrets } from "../platform/secrets";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "studio", "dist");
const stampFile = path.join(dist, ".studio-build-stamp");

function log(message: string): void {
  process.stdout.write(`[studio] ${message}\n`);
}

function buildIfStale(): void {
  const hash = studioSourceHash(root);
  if (
    existsSync(path.join(dist, "index.html")) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, "utf8").trim() === hash
  ) {
    return;
  }
  log("the Studio's sources changed since the last build: building (npm run studio:build)");
  const result = spawnSync("npm", ["run", "studio:build"], { cwd: root, stdio: "inherit", env: process.env });
  if (result.status !== 0)
    throw new Error(`npm run studio:build exited with ${result.status ?? result.signal}`);
  writeFileSync(stampFile, hash + "\n");
}

type LakeProbe = "ours" | "absent";

/** Is a lake with our token answering on the site-facing port? */
async function probeLake(port: number, token: string): Promise<LakeProbe> {
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${port}/v1/users/me`, {
      headers: { Authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(5000),
    });
  } catch {
    // Nothing listens there: no lake runs for this DATA_DIR.
    return "absent";
  }
  if (response.ok) return "ours";
  throw new Error(
    `Port ${port} answers ${response.status}, not as this project's content lake (another DATA_DIR or CONTENT_LAKE_TOKEN?). Stop it or set CONTENT_LAKE_HTTP_PORT.`,
  );
}

async function main(): Promise<void> {
  loadEnvFiles(root);
  const config = env();
  const dev = process.argv.includes("--dev");
  if (!dev) buildIfStale();
  if (process.argv.includes("--build")) return;

  const dataDir = path.resolve(root, config.DATA_DIR);
  const secrets = loadOrCreateSecrets(dataDir);
  const token = config.CONTENT_LAKE_TOKEN ?? secrets.contentLakeToken;
  const lakeOrigin = `https://localhost:${config.CONTENT_LAKE_PORT}`;
  const stops: (() => Promise<void>)[] = [];

  if (config.SANITY_PROJECT_ID) {
    log(`content: Sanity project ${config.SANITY_PROJECT_ID}, dataset ${config.SANITY_DATASET}`);
  } else if ((await probeLake(config.CONTENT_LAKE_HTTP_PORT, token)) === "ours") {
    log(`content lake: the one of the running npm start (${lakeOrigin})`);
  } else {
    const connection = await connect({ url: config.DATABASE_URL, dataDir: path.join(dataDir, "db") });
    stops.push(() => connection.close());
    const lake = await openLake({
      connection,
      dataset: config.SANITY_DATASET,
      token,
      tlsPort: config.CONTENT_LAKE_PORT,
      studioPort: config.STUDIO_PORT,
      seedFile: path.join(root, "content", "dataset.ndjson"),
      upgrades: CONTENT_UPGRADES,
      log,
    });
    const certificate = await ensureCertificate(dataDir);
    const servers = await startLakeServers({
      app: lake.app,
      certificate,
      tlsPort: config.CONTENT_LAKE_PORT,
      httpPort: config.CONTENT_LAKE_HTTP_PORT,
    });
    stops.unshift(() => lake.close());
    stops.unshift(() => servers.stop());
    log(
      `content lake: started on ${connection.describe} (${lakeOrigin}); the site is not running, so nothing is revalidated`,
    );
  }

  if (dev) {
    // The development server reads the lake's port at build time (SANITY_STUDIO_* reach the bundle).
    const child = spawn(path.join(root, "node_modules", ".bin", "sanity"), ["dev"], {
      cwd: path.join(root, "studio"),
      stdio: "inherit",
      env: {
        ...process.env,
        SANITY_STUDIO_LAKE_PORT: String(config.CONTENT_LAKE_PORT),
        SANITY_STUDIO_SITE_URL: config.SITE_URL ?? `http://localhost:${config.PORT}`,
        STUDIO_PORT: String(config.STUDIO_PORT),
      },
    });
    stops.unshift(async () => {
      child.kill("SIGTERM");
    });
    child.on("exit", (code) => {
      log(`sanity dev exited with ${code ?? "a signal"}`);
      void Promise.all(stops.map((stop) => stop().catch(() => undefined))).then(() =>
        process.exit(code ?? 0),
      );
    });
  } else {
    const studio = await serveStudio({
      dist,
      port: config.STUDIO_PORT,
      lakeOrigin: config.SANITY_PROJECT_ID ? "" : lakeOrigin,
      // The manager tools call the site's /api/admin (the site must run: npm start).
      siteOrigin: config.SITE_URL ?? `http://localhost:${config.PORT}`,
    });
    stops.unshift(() => studio.stop());
  }
  const shutdown = async () => {
    for (const stop of stops) await stop().catch(() => undefined);
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown());
  process.once("SIGTERM", () => void shutdown());

  if (config.SANITY_PROJECT_ID) {
    log(`Studio: http://localhost:${config.STUDIO_PORT}`);
    return;
  }
  const allowed = lakeConfig({
    dataset: config.SANITY_DATASET,
    token,
    tlsPort: config.CONTENT_LAKE_PORT,
    studioPort: config.STUDIO_PORT,
  });
  log(`Studio: http://localhost:${config.STUDIO_PORT}/#token=${token}`);
  log(`  (the link logs in with the lake's token, as the first administrator; staff log in with their own`);
  log(
    `   e-mail and password: npm run studio:user -- add --email … --name … --role manager|editor|administrator)`,
  );
  log(
    `  the lake's certificate: trusted after \`mkcert -install\` when mkcert made it; otherwise open ${allowed.allowedOrigins
      .filter((origin) => origin.startsWith("https://") && !origin.includes("127.0.0.1"))
      .map((origin) => `${origin}/v1/ping`)
      .join(" and ")} once and accept it`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `[studio] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
