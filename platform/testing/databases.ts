/**
 * Databases for integration tests: every suite runs on a fresh in-memory PGlite, and also on a
 * fresh database of the real PostgreSQL server when TEST_DATABASE_URL is set (CI). Each fresh
 * PostgreSQL database is created for the suite and dropped after it, so suites (and parallel
 * test runs) never see each other's rows.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { connect, type Connection } from "../database";

export interface TestTarget {
  name: "PGlite" | "PostgreSQL";
  /** Server URL used to create fresh databases (PostgreSQL only). */
  serverUrl?: string;
}

export function testTargets(): TestTarget[] {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return [{ name: "PGlite" }, ...(serverUrl ? [{ name: "PostgreSQL" as const, serverUrl }] : [])];
}

/** The PostgreSQL target, or undefined when TEST_DATABASE_URL is not set. */
export function postgresTarget(): TestTarget | undefined {
  return testTargets().find((target) => target.name === "PostgreSQL");
}

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * A dump of a new, empty PGlite cluster, made once per PGlite version and kept in
 * node_modules/.cache: a fresh in-memory database loads it in about 1 s instead of creating its
 * cluster in about 3 s, and the integration suites create one per suite and target. The file is
 * written under a temporary name and renamed, so parallel workers never read half of it.
 */
export async function emptyClusterDump(): Promise<Blob> {
  const { version } = JSON.parse(
    readFileSync(path.join(ROOT, "node_modules/@electric-sql/pglite/package.json"), "utf8"),
  ) as { version: string };
  const cache = path.join(ROOT, "node_modules/.cache/hotel-tests");
  const file = path.join(cache, `pglite-${version}-empty.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    const fresh = new PGlite();
    await fresh.waitReady;
    const dump = await fresh.dumpDataDir("none");
    await fresh.close();
    mkdirSync(cache, { recursive: true });
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(temporary, new Uint8Array(await dump.arrayBuffer()));
    renameSync(temporary, file);
    return dump;
  }
}

export interface TestDatabase {
  connection: Connection;
  /** Closes the connection and drops the database. */
  dispose(): Promise<void>;
}

export async function freshDatabase(
  target: TestTarget,
  options: { maxConnections?: number } = {},
): Promise<TestDatabase> {
  if (target.name === "PGlite" || !target.serverUrl) {
    const connection = await connect({ loadDataDir: await emptyClusterDump() });
    return { connection, dispose: () => connection.close() };
  }
  const database = await createServerDatabase(target.serverUrl, "t");
  const connection = await connect({ url: database.url, maxConnections: options.maxConnections ?? 20 });
  return {
    connection,
    async dispose() {
      await connection.close();
      await database.drop();
    },
  };
}

export interface ServerDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database on the PostgreSQL server of `serverUrl` (TEST_DATABASE_URL), named
 * `<prefix>_<time>_<random>`; `drop()` removes it even while connections are open.
 */
export async function createServerDatabase(serverUrl: string, prefix: string): Promise<ServerDatabase> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
