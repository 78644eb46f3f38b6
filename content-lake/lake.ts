/**
 * Assembles a lake from a database connection: migrations, the store (with the seed dataset
 * loaded into an empty one), the HTTP app and, when asked, its servers. Used by the platform
 * component (`npm start`), by `npm run studio` when no lake is running, and by the tests.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Hono } from "hono";
import type { TrustedProxies } from "../platform/client-address";
import { migrate, type Connection } from "../platform/database";
import {
  DEFAULT_LIMITS,
  EMBEDDED_PROJECT_ID,
  EMBEDDED_OWNER,
  type LakeConfig,
  type LakeLimits,
} from "./config";
import {
  assetSecurityHeaders,
  createAssetServing,
  registerAssetServing,
  type AssetServing,
} from "./http/assets";
import { LoginAttempts, LoginSessions } from "./http/auth";
import { createLakeApp } from "./http/app";
import { errorResponse, type LakeEnv } from "./http/common";
import { collectAssetBytes, collectOnCommit } from "./assets/collect";
import { QueryPool } from "./query/pool";
import { loadSeed, type SeedResult } from "./seed/load";
import { LakeStore } from "./store/store";
import type { LakeDocument } from "./store/working-set";
import { StaffUsers } from "./users/store";

export const LAKE_ROOT = path.dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS = {
  folder: path.join(LAKE_ROOT, "db", "migrations"),
  table: "content_lake_migrations",
};

export interface LakeOptions {
  connection: Connection;
  dataset: string;
  token: string;
  /** Port of the Studio-facing HTTPS listener (for asset URLs and allowed origins). */
  tlsPort: number;
  /** Port the Studio itself is served on (its origins may call the lake). */
  studioPort: number;
  /** NDJSON seed loaded when the dataset is empty; absent or missing file → start empty. */
  seedFile?: string | undefined;
  limits?: Partial<LakeLimits>;
  /** Name and e-mail of the first administrator, when the lake creates it (STUDIO_ADMIN_*). */
  owner?: { name?: string | undefined; email?: string | undefined };
  /** Upgrades of the stored documents, run at every open after the seed (content-lake/upgrades.ts). */
  upgrades?: readonly ContentUpgrade[];
  log(message: string): void;
}

/**
 * A change of the content's shape that documents stored before it need, run at every open: it
 * must leave a document that needs nothing alone (undefined), so the second run changes nothing.
 */
export interface ContentUpgrade {
  /** What it does, for the log. */
  name: string;
  /** The upgraded copy of a document, or undefined when it needs no change. */
  upgrade(document: LakeDocument): LakeDocument | undefined;
}

/**
 * Runs each upgrade over every document of the dataset (drafts included), in one transaction per
 * upgrade by the author «migration», so the history shows it; a dataset that needs nothing gets
 * no transaction. Returns how many documents each upgrade changed.
 */
export async function upgradeDocuments(
  store: LakeStore,
  dataset: string,
  upgrades: readonly ContentUpgrade[],
): Promise<{ name: string; documents: number }[]> {
  const counts: { name: string; documents: number }[] = [];
  for (const { name, upgrade } of upgrades) {
    const { result } = await store.transact(
      dataset,
      { author: "migration", request: { migration: name } },
      (working) => {
        let changed = 0;
        for (const document of working.documents()) {
          const upgraded = upgrade(document);
          if (upgraded === undefined) continue;
          working.put(document._id, upgraded);
          changed += 1;
        }
        return { result: changed };
      },
    );
    counts.push({ name, documents: result });
  }
  return counts;
}

export interface Lake {
  store: LakeStore;
  staff: StaffUsers;
  config: LakeConfig;
  app: Hono<LakeEnv>;
  assets: AssetServing;
  seeded: SeedResult | undefined;
  /** Stops the query workers and lets another lake open the database (releases the PostgreSQL lock). */
  close(): Promise<void>;
}

export class LakeBusyError extends Error {
  override readonly name = "LakeBusyError";
  readonly code = "CONTENT_LAKE_BUSY";
}

/** Key of the session lock that lets one lake at a time write a PostgreSQL database. */
const LOCK_KEY = 0x1a4e_c0de;

/**
 * The store keeps every document in memory and checks revisions there, so two lakes writing
 * one database would overwrite each other's changes. On PostgreSQL a session-level advisory lock
 * makes the second one fail at start; PGlite is opened by a single process anyway.
 */
async function lockDatabase(connection: Connection): Promise<() => Promise<void>> {
  if (connection.kind !== "postgres") return async () => undefined;
  const session = await connection.client.connect();
  const { rows } = await session.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1) AS locked", [
    LOCK_KEY,
  ]);
  if (!rows[0]?.locked) {
    session.release();
    throw new LakeBusyError(
      `Another embedded content lake already runs on ${connection.describe}: stop it, or let this process use it (npm run studio does).`,
    );
  }
  return async () => {
    await session.query("SELECT pg_advisory_unlock($1)", [LOCK_KEY]);
    session.release();
  };
}

export function lakeConfig(
  options: Pick<LakeOptions, "dataset" | "token" | "tlsPort" | "studioPort" | "limits" | "owner">,
): LakeConfig {
  const studio = [`http://localhost:${options.studioPort}`, `http://127.0.0.1:${options.studioPort}`];
  const lake = ["localhost", "embedded.localhost", "127.0.0.1"].map(
    (host) => `https://${host}:${options.tlsPort}`,
  );
  return {
    projectId: EMBEDDED_PROJECT_ID,
    datasets: [options.dataset],
    token: options.token,
    publicOrigin: `https://localhost:${options.tlsPort}`,
    allowedOrigins: [...studio, ...lake],
    owner: {
      ...EMBEDDED_OWNER,
      name: options.owner?.name ?? EMBEDDED_OWNER.name,
      email: options.owner?.email ?? EMBEDDED_OWNER.email,
    },
    limits: { ...DEFAULT_LIMITS, ...options.limits },
  };
}

export async function openLake(options: LakeOptions): Promise<Lake> {
  const unlock = await lockDatabase(options.connection);
  await migrate(options.connection, MIGRATIONS);
  const config = lakeConfig(options);
  const store = await LakeStore.open(options.connection, config.datasets);
  const staff = await StaffUsers.open(options.connection, config.owner);
  let seeded: SeedResult | undefined;
  if (store.count(options.dataset) === 0 && options.seedFile && existsSync(options.seedFile)) {
    seeded = await loadSeed(
      store,
      options.dataset,
      { file: options.seedFile },
      {
        projectId: config.projectId,
        baseUrl: config.publicOrigin,
      },
    );
    options.log(
      `content lake: loaded ${seeded.documents} documents and ${seeded.assets} media files from ${path.relative(process.cwd(), options.seedFile)}`,
    );
  }
  for (const upgraded of await upgradeDocuments(store, options.dataset, options.upgrades ?? [])) {
    if (upgraded.documents > 0) {
      options.log(`content lake: ${upgraded.name}: ${upgraded.documents} documents`);
    }
  }
  collectOnCommit(store, options.log);
  const swept = await collectAssetBytes(store, options.dataset);
  if (swept.length > 0) {
    options.log(`content lake: deleted ${swept.length} stored files that no asset document names`);
  }
  const assets = createAssetServing(store, config);
  const queries = new QueryPool({
    size: config.limits.queryWorkers,
    timeoutMs: config.limits.queryTimeoutMs,
    maxWaiting: config.limits.queryQueue,
  });
  const app = createLakeApp({
    store,
    queries,
    config,
    assets,
    logins: new LoginSessions(),
    attempts: new LoginAttempts(),
    staff,
    log: options.log,
  });
  const close = async () => {
    await queries.close();
    await unlock();
  };
  return { store, staff, config, app, assets, seeded, close };
}

/**
 * `/cdn/images/…`, `/cdn/files/…` and the short `/cdn/i/…` of the site's dataset on the site's
 * port: the browser-facing asset URLs.
 */
export function createCdnApp(
  assets: AssetServing,
  log: (message: string) => void,
  siteDataset: string,
  trustedProxies: TrustedProxies = { kind: "none" },
): Hono<LakeEnv> {
  const inner = new Hono<LakeEnv>();
  inner.onError((error, c) => errorResponse(c, error, log));
  inner.notFound((c) => c.json({ statusCode: 404, error: "Not Found", message: "Asset not found" }, 404));
  registerAssetServing(inner, assets, { siteDataset, trustedProxies });
  const cdn = new Hono<LakeEnv>();
  cdn.use("*", assetSecurityHeaders);
  cdn.onError((error, c) => errorResponse(c, error, log));
  cdn.route("/cdn", inner);
  return cdn;
}
