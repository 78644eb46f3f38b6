/**
 * `npm run restore -- <archive> [--force]`: brings a backup (scripts/backup/backup.ts) back into
 * an empty target, and refuses anything else before it changes a byte:
 *
 * - an archive that is damaged, cut short, altered or not ours (ArchiveError, with the reason);
 * - a running server: PGlite's folder lock is held (the restore holds it itself until it is done,
 *   so no server starts halfway), or on PostgreSQL another session is connected to the database;
 * - a target that holds data: DATA_DIR/db with a database in it, a PostgreSQL database with any
 *   table, a DATA_DIR/secrets.json other than the archive's. `--force` restores anyway and still
 *   loses nothing: the PGlite folder is renamed to `db.before-restore-<time>`, a PostgreSQL
 *   database is first backed up into the backup folder, secrets.json is renamed beside itself;
 * - an archive of the other kind of database (PGlite ↔ PostgreSQL).
 *
 * PGlite is restored into a staging folder beside the target, checked (every table's row count
 * equal to the manifest's) and only then renamed into place. PostgreSQL by pg_restore in one
 * transaction, checked the same way.
 */
import { existsSync } from "node:fs";
import { mkdir, readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { DatabaseInUseError, lockDataDir } from "../../platform/database";
import { readArchive, type Manifest } from "./archive";
import {
  backup,
  BackupError,
  fileStamp,
  openTarget,
  pgliteFolder,
  queryable,
  requireTool,
  rowCounts,
  run,
  type BackupTarget,
} from "./backup";

export class RestoreRefusedError extends Error {
  override readonly name = "RestoreRefusedError";
  readonly code = "RESTORE_REFUSED";
}

export interface RestoreResult {
  manifest: Manifest;
  ms: number;
  /** What --force set aside instead of overwriting it. */
  keptAside: string[];
}

function differences(expected: Record<string, number>, actual: Record<string, number>): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...names]
    .filter((name) => expected[name] !== actual[name])
    .map((name) => `${name}: ${actual[name] ?? "missing"} rows, the backup had ${expected[name] ?? "none"}`);
}

async function secretsConflict(target: BackupTarget, archived: Buffer | undefined): Promise<boolean> {
  const file = path.join(target.dataDir, "secrets.json");
  if (!archived || !existsSync(file)) return false;
  return !(await readFile(file)).equals(archived);
}

async function restoreSecrets(
  target: BackupTarget,
  archived: Buffer | undefined,
  stamp: string,
  keptAside: string[],
): Promise<void> {
  if (!archived) return;
  const file = path.join(target.dataDir, "secrets.json");
  if (existsSync(file)) {
    if ((await readFile(file)).equals(archived)) return;
    const aside = `${file}.before-restore-${stamp}`;
    await rename(file, aside);
    keptAside.push(aside);
  }
  await mkdir(target.dataDir, { recursive: true });
  await writeFile(file, archived, { mode: 0o600 });
}

export async function restore(
  archiveFile: string,
  target: BackupTarget,
  options: { force?: boolean; backupDir: string; log?: (message: string) => void },
): Promise<RestoreResult> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  if (!existsSync(archiveFile)) throw new RestoreRefusedError(`no such archive: ${archiveFile}`);
  const { manifest, entries } = readArchive(await readFile(archiveFile));
  const dump = entries.get(manifest.database.entry);
  if (!dump) throw new RestoreRefusedError(`the archive has no ${manifest.database.entry}`);
  const secrets = manifest.secretsEntry ? entries.get(manifest.secretsEntry) : undefined;
  const want = target.databaseUrl ? "postgres" : "pglite";
  if (manifest.database.kind !== want) {
    throw new RestoreRefusedError(
      manifest.database.kind === "pglite"
        ? "the archive holds the embedded PGlite database: restore it with DATABASE_URL unset (into DATA_DIR/db)"
        : "the archive holds a PostgreSQL dump: restore it with DATABASE_URL set to an empty database",
    );
  }
  const stamp = fileStamp(new Date());
  const keptAside: string[] = [];
  const force = options.force === true;

  if (manifest.database.kind === "pglite") {
    const folder = pgliteFolder(target);
    await mkdir(target.dataDir, { recursive: true });
    let release: () => void;
    try {
      release = lockDataDir(folder);
    } catch (error) {
      if (error instanceof DatabaseInUseError) {
        throw new RestoreRefusedError(
          `the embedded database ${folder} is open in process ${error.pid ?? "unknown"} (a running npm start or npm run studio?): stop it before a restore`,
        );
      }
      throw error;
    }
    try {
      const occupied = existsSync(folder) && (await readdir(folder)).length > 0;
      if (!force && occupied) {
        throw new RestoreRefusedError(
          `${folder} is not empty: restore refuses to overwrite a database (--force sets it aside as db.before-restore-<time> and restores)`,
        );
      }
      if (!force && (await secretsConflict(target, secrets))) {
        throw new RestoreRefusedError(
          `${path.join(target.dataDir, "secrets.json")} differs from the archive's: restore refuses to overwrite it (--force sets it aside)`,
        );
      }
      const staging = `${folder}.restoring`;
      await rm(staging, { recursive: true, force: true });
      const loaded = new PGlite(staging, { loadDataDir: new Blob([new Uint8Array(dump)]) });
      try {
        await loaded.waitReady;
        const problems = differences(manifest.database.rows, await rowCounts(loaded));
        if (problems.length > 0)
          throw new BackupError(`the restored database differs: ${problems.join("; ")}`);
      } catch (error) {
        await loaded.close().catch(() => undefined);
        await rm(staging, { recursive: true, force: true });
        throw error;
      }
      await loaded.close();
      if (occupied) {
        const aside = `${folder}.before-restore-${stamp}`;
        await rename(folder, aside);
        keptAside.push(aside);
      } else {
        await rm(folder, { recursive: true, force: true });
      }
      await rename(staging, folder);
      await restoreSecrets(target, secrets, stamp, keptAside);
    } finally {
      release();
    }
    log(`database: ${Object.keys(manifest.database.rows).length} tables restored into ${folder}`);
    return { manifest, ms: Math.round(performance.now() - started), keptAside };
  }

  requireTool("pg_restore");
  const url = target.databaseUrl ?? "";
  let connection = await openTarget(target);
  try {
    if (connection.kind !== "postgres") throw new Error("unreachable: PostgreSQL expected");
    const others = await connection.client.query<{ n: number; names: string | null }>(
      `SELECT count(*)::int AS n, string_agg(DISTINCT coalesce(nullif(application_name, ''), client_addr::text, 'local'), ', ') AS names
       FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    if ((others.rows[0]?.n ?? 0) > 0) {
      throw new RestoreRefusedError(
        `${others.rows[0]?.n} other sessions are connected to the database (${others.rows[0]?.names ?? ""}; a running server?): stop them before a restore`,
      );
    }
    const tables = Object.keys(await rowCounts(queryable(connection)));
    if (!force && tables.length > 0) {
      throw new RestoreRefusedError(
        `the database is not empty (${tables.length} tables): restore refuses to overwrite it (--force backs it up first, then replaces it)`,
      );
    }
    if (!force && (await secretsConflict(target, secrets))) {
      throw new RestoreRefusedError(
        `${path.join(target.dataDir, "secrets.json")} differs from the archive's: restore refuses to overwrite it (--force sets it aside)`,
      );
    }
    if (tables.length > 0) {
      await connection.close();
      const safety = await backup(target, { outDir: options.backupDir });
      keptAside.push(safety.file);
      log(`the database's current content is backed up first: ${safety.file}`);
      connection = await openTarget(target);
      if (connection.kind !== "postgres") throw new Error("unreachable: PostgreSQL expected");
      const schemas = await connection.client.query<{ name: string }>(
        `SELECT nspname AS name FROM pg_namespace
         WHERE nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') AND nspname NOT LIKE 'pg_temp_%' AND nspname NOT LIKE 'pg_toast_temp_%'`,
      );
      const list = schemas.rows.map((row) => `"${row.name.replaceAll('"', '""')}"`).join(", ");
      await connection.client.query(`BEGIN; DROP SCHEMA ${list} CASCADE; CREATE SCHEMA public; COMMIT;`);
    }
    const work = await mkdtemp(path.join(tmpdir(), "hotel-restore-"));
    try {
      const file = path.join(work, "postgres.pgdump");
      await writeFile(file, dump);
      await run("pg_restore", [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        "--single-transaction",
        `--dbname=${url}`,
        file,
      ]);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
    const problems = differences(manifest.database.rows, await rowCounts(queryable(connection)));
    if (problems.length > 0) throw new BackupError(`the restored database differs: ${problems.join("; ")}`);
    await restoreSecrets(target, secrets, stamp, keptAside);
  } finally {
    await connection.close();
  }
  log(`database: ${Object.keys(manifest.database.rows).length} tables restored into ${connection.describe}`);
  return { manifest, ms: Math.round(performance.now() - started), keptAside };
}
