/**
 * One database for the hotel engine and the embedded content lake: PostgreSQL when a URL is
 * given, PGlite (PostgreSQL compiled to WebAssembly, persisted in a folder) otherwise. Both run
 * the same Drizzle schema and the same migrations; only the driver differs.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";

/** What both drivers return from `execute`: at least the rows (PGlite's Results, pg's QueryResult). */
export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsOf<this["row"]>;
}
type RowsOf<TRow> = { rows: (TRow extends Record<string, unknown> ? TRow : Record<string, unknown>)[] };

export type Database<TSchema extends Record<string, unknown> = Record<string, never>> = PgDatabase<
  RowsResultHKT,
  TSchema
>;

export type Connection =
  | { kind: "pglite"; client: PGlite; describe: string; close(): Promise<void> }
  | { kind: "postgres"; client: pg.Pool; describe: string; close(): Promise<void> };

export interface ConnectOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder; absent → in memory (tests). */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
}

export async function connect(options: ConnectOptions): Promise<Connection> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
    // An idle client that loses its connection (server restart, database dropped) emits `error`
    // on the pool; unhandled, that would end the process. The pool drops that client and opens a
    // new one on the next query, so the failure surfaces there, where a request can answer it.
    pool.on("error", (error) => {
      process.stderr.write(`[database] idle PostgreSQL connection lost: ${error.message}\n`);
    });
    // Fail at start, with the server's own message, rather than on the first request.
    const probe = await pool.connect();
    probe.release();
    const { host, port, pathname } = new URL(options.url);
    return {
      kind: "postgres",
      client: pool,
      describe: `PostgreSQL ${host}:${port || 5432}${pathname}`,
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir;
  if (!dataDir) {
    const client = new PGlite();
    await client.waitReady;
    return { kind: "pglite", client, describe: "PGlite (in memory)", close: () => client.close() };
  }
  mkdirSync(dataDir, { recursive: true });
  const releaseLock = lockDataDir(dataDir);
  try {
    const client = new PGlite(dataDir);
    await client.waitReady;
    return {
      kind: "pglite",
      client,
      describe: `PGlite ${dataDir}`,
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

export class DatabaseInUseError extends Error {
  readonly code = "DATABASE_IN_USE";
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database ${dataDir} is open in another process (pid ${pid}). PGlite serves one ` +
        `process at a time: stop that process, or give this one its own DATA_DIR.`,
    );
    this.name = "DatabaseInUseError";
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return error instanceof Error && "code" in error && error.code === "EPERM";
  }
}

/**
 * PGlite is one process's database: a second process opening the same folder would corrupt it.
 * A pid file beside the folder keeps a second `npm start` (or `npm run studio`) out; a file left
 * by a process that died is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.pid`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if (!(error instanceof Error && "code" in error && error.code === "EEXIST")) throw error;
      const holder = Number.parseInt(readFileSync(lockFile, "utf8"), 10);
      if (Number.isInteger(holder) && processIsAlive(holder)) {
        throw new DatabaseInUseError(dataDir, holder);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DatabaseInUseError(dataDir, Number.NaN);
}

/** A Drizzle handle over a connection, typed by the caller's schema. */
export function drizzleFor<TSchema extends Record<string, unknown>>(
  connection: Connection,
  schema: TSchema,
): Database<TSchema> {
  const db =
    connection.kind === "pglite"
      ? drizzlePglite({ client: connection.client, schema })
      : drizzlePostgres({ client: connection.client, schema });
  // Both drivers' result types carry `rows`; Database names only that common part.
  return db as unknown as Database<TSchema>;
}

export interface MigrationSet {
  /** Folder of SQL migrations generated by drizzle-kit. */
  folder: string;
  /** Table that records the applied migrations of this set (one per component). */
  table: string;
}

/** Applies a component's migrations; safe to call on every start. */
export async function migrate(connection: Connection, set: MigrationSet): Promise<void> {
  const config = { migrationsFolder: set.folder, migrationsTable: set.table, migrationsSchema: "drizzle" };
  if (connection.kind === "pglite") {
    await migratePglite(drizzlePglite({ client: connection.client }), config);
  } else {
    await migratePostgres(drizzlePostgres({ client: connection.client }), config);
  }
}
