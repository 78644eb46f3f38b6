/**
 * `npm run backup`: one archive (scripts/backup/archive.ts) with the database — the bookings and
 * the embedded content lake's tables, which live in the same database — the content dataset in
 * Sanity's export format, and DATA_DIR/secrets.json. See docs/operations.md «Backup and restore».
 *
 * - Embedded PGlite (no DATABASE_URL): PGlite serves one process, so the server must be stopped;
 *   the folder's lock says when it is not (DatabaseInUseError), and nothing is read then. The
 *   dump is PGlite's own `dumpDataDir()` (a tarball of the data folder, gzip), taken by the only
 *   process that has the database open: consistent.
 * - PostgreSQL (DATABASE_URL): `pg_dump --format=custom` in a snapshot this process exports,
 *   inside which the row counts of the manifest are taken too: the counts and the dump are the
 *   same moment, and the server may keep running. pg_dump must be on PATH (postgresql-client of
 *   the server's major version or newer); without it the backup stops and says so.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, open, readFile, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import { connect, DatabaseInUseError, type Connection } from "../../platform/database";
import { packArchive, FORMAT, FORMAT_VERSION, type Manifest } from "./archive";
import { exportContent } from "./content-export";

export interface BackupTarget {
  /** DATA_DIR, absolute: PGlite lives in `<dataDir>/db`, the generated keys in `<dataDir>/secrets.json`. */
  dataDir: string;
  /** PostgreSQL; unset → the embedded PGlite. */
  databaseUrl?: string | undefined;
  /** The content lake's dataset (SANITY_DATASET). */
  dataset: string;
}

export class BackupError extends Error {
  override readonly name = "BackupError";
  readonly code = "BACKUP_FAILED";
}

export interface BackupResult {
  file: string;
  bytes: number;
  ms: number;
  manifest: Manifest;
}

/** Where the embedded database lives. */
export function pgliteFolder(target: BackupTarget): string {
  return path.join(target.dataDir, "db");
}

/** `2026-11-28T03-00-00Z`: an ISO time a file name may carry on every system. */
export function fileStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(":", "-");
}

interface Queryable {
  query(text: string): Promise<{ rows: Record<string, unknown>[] }>;
}

/** Rows per table of every schema but PostgreSQL's own, keyed `schema.table`, sorted. */
export async function rowCounts(db: Queryable): Promise<Record<string, number>> {
  const tables = await db.query(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
     ORDER BY 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const row of tables.rows) {
    const name = `"${String(row.schema).replaceAll('"', '""')}"."${String(row.name).replaceAll('"', '""')}"`;
    const result = await db.query(`SELECT count(*)::int AS n FROM ${name}`);
    counts[`${String(row.schema)}.${String(row.name)}`] = Number(result.rows[0]?.n ?? 0);
  }
  return counts;
}

export function queryable(connection: Connection): Queryable {
  return connection.kind === "pglite"
    ? { query: (text) => connection.client.query(text) }
    : { query: (text) => connection.client.query(text) };
}

/** Opens the target's database, or says why not in one line (the server holds PGlite). */
export async function openTarget(target: BackupTarget): Promise<Connection> {
  if (target.databaseUrl) return connect({ url: target.databaseUrl, maxConnections: 4 });
  try {
    return await connect({ dataDir: pgliteFolder(target) });
  } catch (error) {
    if (error instanceof DatabaseInUseError) {
      throw new BackupError(
        `the embedded database ${pgliteFolder(target)} is open in process ${error.pid ?? "unknown"} (a running npm start or npm run studio?): stop it first — PGlite serves one process at a time`,
      );
    }
    throw error;
  }
}

export function requireTool(tool: "pg_dump" | "pg_restore"): void {
  const probe = spawnSync(tool, ["--version"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) {
    throw new BackupError(
      `${tool} is not on PATH: install the PostgreSQL client tools of the server's major version or newer (Debian: apt-get install postgresql-client)`,
    );
  }
}

export function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0
        ? resolve()
        : reject(
            new BackupError(
              `${command} failed (exit ${code ?? "signal"}): ${stderr.trim().split("\n")[0] ?? ""}`,
            ),
          ),
    );
  });
}

async function hasTable(db: Queryable, name: string): Promise<boolean> {
  const result = await db.query(`SELECT to_regclass('${name}') IS NOT NULL AS present`);
  return result.rows[0]?.present === true;
}

async function serverVersion(db: Queryable): Promise<string> {
  const result = await db.query("SHOW server_version");
  return String(result.rows[0]?.server_version ?? "");
}

/** pg_dump of the whole database, in a snapshot whose row counts are returned with it. */
async function dumpPostgres(
  pool: pg.Pool,
  url: string,
  file: string,
): Promise<{ rows: Record<string, number>; serverVersion: string }> {
  requireTool("pg_dump");
  const session = await pool.connect();
  try {
    await session.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const snapshot = await session.query<{ id: string }>("SELECT pg_export_snapshot() AS id");
    const rows = await rowCounts(session);
    const version = await serverVersion(session);
    await run("pg_dump", [
      "--format=custom",
      "--no-owner",
      "--no-privileges",
      `--snapshot=${snapshot.rows[0]?.id ?? ""}`,
      `--file=${file}`,
      `--dbname=${url}`,
    ]);
    await session.query("COMMIT");
    return { rows, serverVersion: version };
  } catch (error) {
    await session.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    session.release();
  }
}

export async function backup(
  target: BackupTarget,
  options: { outDir: string; log?: (message: string) => void; now?: Date },
): Promise<BackupResult> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const createdAt = options.now ?? new Date();
  if (!target.databaseUrl && !existsSync(path.join(pgliteFolder(target), "PG_VERSION"))) {
    throw new BackupError(`nothing to back up: no embedded database in ${pgliteFolder(target)}`);
  }
  const work = await mkdtemp(path.join(tmpdir(), "hotel-backup-"));
  const connection = await openTarget(target);
  try {
    const files: { name: string; bytes: Uint8Array }[] = [];
    let database: Manifest["database"];
    if (connection.kind === "pglite") {
      const db = queryable(connection);
      const rows = await rowCounts(db);
      // The backup opens PGlite in this process's thread (no `thread` in connect), where its dump is.
      if (!(connection.client instanceof PGlite))
        throw new BackupError("PGlite opened in a thread has no dump");
      const dump = await connection.client.dumpDataDir("gzip");
      const entry = "database/pglite-datadir.tar.gz";
      files.push({ name: entry, bytes: new Uint8Array(await dump.arrayBuffer()) });
      database = {
        kind: "pglite",
        method: "pglite-datadir",
        entry,
        serverVersion: await serverVersion(db),
        rows,
      };
    } else {
      const file = path.join(work, "postgres.pgdump");
      const dumped = await dumpPostgres(connection.client, target.databaseUrl ?? "", file);
      const entry = "database/postgres.pgdump";
      files.push({ name: entry, bytes: await readFile(file) });
      database = { kind: "postgres", method: "pg_dump-custom", entry, ...dumped };
    }
    log(
      `database: ${Object.values(database.rows).reduce((a, b) => a + b, 0)} rows in ${Object.keys(database.rows).length} tables`,
    );

    let content: Manifest["content"] = { dataset: target.dataset, entry: null, documents: 0, assets: 0 };
    if (await hasTable(queryable(connection), "public.lake_documents")) {
      const exported = await exportContent(connection, target.dataset, path.join(work, "content.tar.gz"));
      if (exported) {
        const entry = `content/${target.dataset}.tar.gz`;
        files.push({ name: entry, bytes: exported.bytes });
        content = { dataset: target.dataset, entry, documents: exported.documents, assets: exported.assets };
        log(`content: ${exported.documents} documents and ${exported.assets} assets of ${target.dataset}`);
      }
    }

    let secretsEntry: string | null = null;
    const secretsFile = path.join(target.dataDir, "secrets.json");
    if (existsSync(secretsFile)) {
      secretsEntry = "data/secrets.json";
      files.push({ name: secretsEntry, bytes: await readFile(secretsFile) });
    }

    const { bytes, manifest } = packArchive(
      {
        format: FORMAT,
        version: FORMAT_VERSION,
        createdAt: createdAt.toISOString(),
        database,
        content,
        secretsEntry,
      },
      files,
    );
    await mkdir(options.outDir, { recursive: true });
    const file = path.join(options.outDir, `hotel-${fileStamp(createdAt)}.tar.gz`);
    if (existsSync(file)) throw new BackupError(`${file} already exists`);
    // Written under a temporary name, flushed, then renamed: an archive under its final name is whole.
    const partial = `${file}.partial`;
    const handle = await open(partial, "w", 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(partial, file);
    return { file, bytes: bytes.length, ms: Math.round(performance.now() - started), manifest };
  } finally {
    await connection.close();
    await rm(work, { recursive: true, force: true });
  }
}
