/**
 * One database for the hotel engine and the embedded content lake: PostgreSQL when a URL is
 * given, PGlite (PostgreSQL compiled to WebAssembly, persisted in a folder) otherwise. Both run
 * the same Drizzle schema and the same migrations; only the driver differs.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { closeSync, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { tryLock } from "fs-native-extensions";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { unavailableCause } from "./database-outage";
import { ThreadedPglite, type PgliteClient } from "./pglite-thread";

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
  | { kind: "pglite"; client: PgliteClient; describe: string; close(): Promise<void> }
  | { kind: "postgres"; client: pg.Pool; describe: string; close(): Promise<void> };

export interface ConnectOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder; absent → in memory (tests). */
  dataDir?: string | undefined;
  /**
   * In-memory PGlite: start from this dump of a data folder (`dumpDataDir`) instead of creating
   * the cluster anew, which takes PGlite about 3 s (tests share one dump of an empty cluster:
   * platform/testing/databases.ts).
   */
  loadDataDir?: Blob | undefined;
  /**
   * PGlite: open it in a worker thread of its own (platform/pglite-thread.ts), as the hotel API on
   * its own does, so that its statements never hold the thread that reads the requests. `npm
   * start` does not: its thread also serves the page cache, and each answer from the worker would
   * wait for that busy loop (docs/performance.md «PGlite under concurrent bookings»). Scripts and
   * tests keep it in their own thread too.
   */
  thread?: boolean;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /**
   * PostgreSQL: how long a query waits to connect, or for a free connection of a full pool,
   * before it fails (default 10 s) — an unreachable server must not hang requests.
   */
  connectTimeoutMs?: number;
  /** PostgreSQL: how long a query waits for the server's answer before it fails (default 30 s). */
  queryTimeoutMs?: number;
}

/**
 * PGlite's PostgreSQL with 16 MB of shared buffers instead of PostgreSQL's 128 MB
 * (docs/performance.md «Memory»): PGlite keeps them in its WebAssembly memory, inside this
 * process, where they cost 240 MB of resident memory as soon as the database opened and 350 MB
 * once every table was read; with 16 MB, 130 and 195 MB. The hotel's whole database is a few
 * tens of MB on disk, and what the buffers do not hold the operating system's file cache does.
 */
const PGLITE_OPTIONS = {
  startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"],
};

export async function connect(options: ConnectOptions): Promise<Connection> {
  if (options.url) {
    // Bounded waits: a server that is down or a network that stalls fails the query after these
    // times instead of holding the request for ever; the HTTP layer answers it with 503
    // (hotel/http/errors.ts). Keep-alive finds a dead connection the server can no longer close.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 10_000,
      query_timeout: options.queryTimeoutMs ?? 30_000,
      keepAlive: true,
    });
    // An idle client that loses its connection (server restart, database dropped) emits `error`
    // on the pool; unhandled, that would end the process. The pool drops that client and opens a
    // new one on the next query, so the failure surfaces there, where a request can answer it.
    pool.on("error", (error) => {
      process.stderr.write(`[database] idle PostgreSQL connection lost: ${error.message}\n`);
    });
    // A checked-out client (a transaction between two statements) has no pool listener: pg emits
    // its `error` on the client itself, and unhandled that would end the process too. The query
    // that runs or comes next on it fails, so the request answers 503; the client is released
    // broken and the pool opens a new one.
    pool.on("connect", (client) => {
      client.on("error", (error) => {
        process.stderr.write(`[database] PostgreSQL connection lost while in use: ${error.message}\n`);
      });
    });
    // Fail at start, with the server's own message, rather than on the first request.
    const probe = await pool.connect();
    probe.release();
    // `hostname`, not `host`: the host carries the port already ("127.0.0.1:5432:5432/test" before).
    const { hostname, port, pathname } = new URL(options.url);
    return {
      kind: "postgres",
      client: pool,
      describe: `PostgreSQL ${hostname}:${port || 5432}${pathname}`,
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir;
  // A folder is one process's while open (lockDataDir); a database in memory needs no lock.
  const releaseLock = dataDir ? (mkdirSync(dataDir, { recursive: true }), lockDataDir(dataDir)) : () => {};
  try {
    const client = options.thread
      ? await openInWorker(dataDir, options.loadDataDir)
      : await openHere(dataDir, options.loadDataDir);
    // Closed once, whoever asks again: the lock's file must be closed only once.
    let closing: Promise<void> | undefined;
    return {
      kind: "pglite",
      client,
      describe: `PGlite ${dataDir ?? "(in memory)"}${options.thread ? ", in its own thread" : ""}`,
      close: () => (closing ??= client.close().finally(releaseLock)),
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** PGlite in this thread: on its folder, or in memory (from a dump of a data folder, if given). */
async function openHere(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<PGlite> {
  const client = dataDir
    ? new PGlite(dataDir, PGLITE_OPTIONS)
    : new PGlite({ ...PGLITE_OPTIONS, ...(loadDataDir ? { loadDataDir } : {}) });
  await client.waitReady;
  return client;
}

/**
 * PGlite in a worker thread (platform/pglite-thread.ts). A thread that ends on its own (PGlite
 * aborted) ends the process, as PGlite failing in the process's own thread did: a server without
 * its database is restarted by its supervisor rather than left answering 503.
 */
function openInWorker(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<ThreadedPglite> {
  return ThreadedPglite.open({ dataDir, startParams: PGLITE_OPTIONS.startParams, loadDataDir }, (error) =>
    process.nextTick(() => {
      throw error;
    }),
  );
}

export class DatabaseInUseError extends Error {
  readonly code = "DATABASE_IN_USE";
  constructor(
    readonly dataDir: string,
    readonly pid: number | undefined,
  ) {
    super(
      `The embedded database ${dataDir} is open in another process (pid ${pid ?? "unknown"}). PGlite serves one ` +
        `process at a time: stop that process, or give this one its own DATA_DIR.`,
    );
    this.name = "DatabaseInUseError";
  }
}

/**
 * PGlite is one process's database: a second process opening the same folder would corrupt it.
 * The folder is held by a kernel lock on `<folder>.pid` for the connection's lifetime (an open
 * file description lock, through fs-native-extensions): the kernel drops it when the process
 * ends, however it ends, so a folder whose holder was killed opens at once — even in a process
 * that got the same pid again, as a restarted container does. The file's text, the holder's pid,
 * only names it in the refusal. (PGlite's own `postmaster.pid` inside the folder holds a fixed pid
 * and is not checked at start; the test writes this process's pid there too.) See
 * docs/architecture.md#departures-from-the-design-card-and-why.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.pid`;
  // "a+" neither truncates nor fails on an existing file: the holder's pid stays readable.
  const fd = openSync(lockFile, "a+");
  let locked: boolean;
  try {
    locked = tryLock(fd);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  if (!locked) {
    closeSync(fd);
    const holder = Number.parseInt(readFileSync(lockFile, "utf8"), 10);
    throw new DatabaseInUseError(dataDir, Number.isInteger(holder) ? holder : undefined);
  }
  ftruncateSync(fd, 0);
  writeSync(fd, String(process.pid));
  // Closing the file drops the lock; the file stays (removing it would race a process opening it).
  return () => {
    ftruncateSync(fd, 0);
    closeSync(fd);
  };
}

/**
 * Work inside a transaction must run on the transaction's handle. A query or a transaction on the
 * database handle itself, awaited inside one, is a mistake on both drivers: PGlite runs one
 * transaction at a time, so it waits for the open one to end — for good, and every later request
 * of the process waits behind it; PostgreSQL takes a second connection for it (a full pool waits
 * for one) and it does not see the transaction's own writes. Such a call fails at once with this
 * error instead (docs/booking-engine.md#transactions).
 */
export class TransactionBypassError extends Error {
  readonly code = "TRANSACTION_BYPASS";
  constructor(call: string) {
    super(
      `${call} on the database handle inside one of its transactions: use the transaction's handle ` +
        `(or read what is needed before the transaction begins)`,
    );
    this.name = "TransactionBypassError";
  }
}

/** Tracks the transactions open on one handle: the calls made inside them, in any await chain. */
class TransactionScope {
  readonly #open = new AsyncLocalStorage<{ open: boolean }>();

  /** Runs a transaction's work; what it leaves running after it ends is no longer inside it. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    const state = { open: true };
    try {
      return await this.#open.run(state, work);
    } finally {
      state.open = false;
    }
  }

  /** A rejected call when made inside an open transaction, or undefined. */
  refusal(call: string): Promise<never> | undefined {
    return this.#open.getStore()?.open ? Promise.reject(new TransactionBypassError(call)) : undefined;
  }
}

/** One scope per connection: every Drizzle handle over it (the engine's, the lake's) shares it. */
const scopes = new WeakMap<object, TransactionScope>();
function scopeOf(client: object): TransactionScope {
  let scope = scopes.get(client);
  if (!scope) {
    scope = new TransactionScope();
    scopes.set(client, scope);
  }
  return scope;
}

/** A PGlite whose query, exec and transaction refuse to run inside its own open transaction. */
function guardedPglite(client: PgliteClient): PGlite {
  const scope = scopeOf(client);
  // Drizzle's driver is typed for PGlite; ThreadedPglite gives the part of it that the driver calls.
  return new Proxy(client as PGlite, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      // PGlite keeps its state in private fields: its methods run on the instance, not the proxy.
      const method = (value as (...args: unknown[]) => unknown).bind(target);
      if (property === "transaction") {
        return <T>(work: (tx: unknown) => Promise<T>) =>
          scope.refusal("a transaction") ?? target.transaction((tx) => scope.run(() => work(tx)));
      }
      if (property === "query" || property === "sql" || property === "exec") {
        return (...args: unknown[]) => scope.refusal(`a query (${property})`) ?? method(...args);
      }
      return method;
    },
  });
}

/** A pool whose queries refuse to run inside an open transaction of the same pool. */
function guardedPool(pool: pg.Pool, scope: TransactionScope): pg.Pool {
  return new Proxy(pool, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property === "query" && typeof value === "function") {
        return (...args: unknown[]) =>
          scope.refusal("a query") ?? (value as (...args: unknown[]) => unknown).apply(target, args);
      }
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** A Drizzle handle over a connection, typed by the caller's schema. */
export function drizzleFor<TSchema extends Record<string, unknown>>(
  connection: Connection,
  schema: TSchema,
): Database<TSchema> {
  if (connection.kind === "pglite") {
    // Both drivers' result types carry `rows`; Database names only that common part.
    return drizzlePglite({
      client: guardedPglite(connection.client),
      schema,
    }) as unknown as Database<TSchema>;
  }
  const pool = connection.client;
  const scope = scopeOf(pool);
  const db = drizzlePostgres({ client: guardedPool(pool, scope), schema });
  // Drizzle's own transaction over a pool takes a connection and never gives it back when its
  // BEGIN fails, and gives back a broken one when its ROLLBACK fails: an outage would leave the
  // pool without connections (every request waiting, then 503, until a restart) and a later
  // error on a lost one would be unhandled. So a transaction takes its connection here, runs on
  // it, and returns it — or, when the database could not be reached, throws it away.
  // One Drizzle handle per pooled connection, made when the connection is first used: making one
  // reads the whole schema's relations again (4 % of the engine's CPU under a reservation load).
  const perClient = new WeakMap<pg.PoolClient, NodePgDatabase<TSchema>>();
  const transaction: typeof db.transaction = async (work, config) => {
    const refused = scope.refusal("a transaction");
    if (refused) return refused;
    const client = await pool.connect();
    let lost: Error | undefined;
    try {
      let onClient = perClient.get(client);
      if (!onClient) {
        onClient = drizzlePostgres({ client, schema });
        perClient.set(client, onClient);
      }
      return await scope.run(() => onClient.transaction(work, config));
    } catch (error) {
      if (error instanceof Error && unavailableCause(error)) lost = error;
      throw error;
    } finally {
      client.release(lost);
    }
  };
  db.transaction = transaction;
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
    await migratePglite(drizzlePglite({ client: guardedPglite(connection.client) }), config);
  } else {
    await migratePostgres(drizzlePostgres({ client: connection.client }), config);
  }
}
