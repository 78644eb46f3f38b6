/**
 * PGlite in a worker thread of its own, behind the part of PGlite's interface the project uses
 * (`query`, `exec`, `transaction`, `close`): what the hotel API on its own opens on its data
 * folder (docs/performance.md «PGlite under concurrent bookings», also why `npm start` does not).
 *
 * PGlite runs each statement synchronously in the thread that holds it and settles its promises
 * at once, so in the server's own thread a booking's whole transaction ran inside the callback
 * that had read the request: the event loop read no other socket meanwhile, and a new
 * connection waited in the kernel's accept queue while the connections already served were
 * served again (seconds at 32 connections). Here the statements run in the worker; the server's
 * thread waits for each answer as it would for PostgreSQL's, and reads other requests meanwhile.
 *
 * Order is kept in this thread: statements go to the worker in the order of the calls, each
 * without waiting for the answer to the one before (the worker runs them in that order); a
 * transaction holds the turn from its BEGIN to its COMMIT or ROLLBACK, and only its own
 * statements go in between — what PGlite's own lock does in its thread. Waiting for an answer
 * costs a turn of this thread's event loop, so only a transaction's own statements wait for each
 * other. Results and errors cross as plain data (structured clone); a caller's `parsers` run here,
 * on the text the worker keeps for their types.
 */
import { Worker } from "node:worker_threads";
import type { PGlite, QueryOptions, Results, Transaction } from "@electric-sql/pglite";
import type {
  ThreadReady,
  ThreadReply,
  ThreadRequest,
  ThreadSetup,
  WireError,
} from "./pglite-thread-protocol";

const WORKER_URL = new URL("./pglite-thread-worker.ts", import.meta.url);

/** SQLSTATE admin_shutdown: an outage to the HTTP layer (platform/database-outage.ts), answered 503. */
const STOPPED = "57P01";

type Parsers = NonNullable<QueryOptions["parsers"]>;

/** An error from the worker, with PostgreSQL's fields (`code`, `constraint`, …) where it had them. */
function unwire(wired: WireError): Error {
  const error = new Error(wired.message);
  const here = error.stack?.split("\n").slice(1).join("\n") ?? "";
  error.name = wired.name;
  Object.assign(error, wired.fields);
  // The worker's frames, then the caller's: where the statement failed, and where it came from.
  if (wired.stack) error.stack = `${wired.stack}\n    --- sent from ---\n${here}`;
  return error;
}

/** What a query's caller asked for that the worker can do (functions cannot cross threads). */
function forWorker(options: QueryOptions | undefined): { rawTypes?: number[]; rowMode?: "array" | "object" } {
  if (!options) return {};
  const unsupported = Object.keys(options).filter((key) => key !== "parsers" && key !== "rowMode");
  if (unsupported.length > 0)
    throw new Error(`PGlite in its thread does not take the option(s) ${unsupported.join(", ")}`);
  return {
    ...(options.rowMode ? { rowMode: options.rowMode } : {}),
    ...(options.parsers ? { rawTypes: Object.keys(options.parsers).map(Number) } : {}),
  };
}

/** Applies the caller's parsers to the values the worker left as text. */
function parsed<T>(
  result: Results<T>,
  parsers: Parsers | undefined,
  rowMode: "array" | "object",
): Results<T> {
  if (!parsers) return result;
  // An object row keeps the last column of a name (as PGlite's own): only that one is parsed.
  const lastOfName = new Map(result.fields.map((field, index) => [field.name, index]));
  const columns = result.fields.flatMap((field, index) => {
    const parser = parsers[field.dataTypeID];
    if (!parser || (rowMode === "object" && lastOfName.get(field.name) !== index)) return [];
    return [{ index, name: field.name, type: field.dataTypeID, parser }];
  });
  if (columns.length === 0) return result;
  for (const row of result.rows as unknown[]) {
    const cells = row as Record<string | number, unknown>;
    for (const column of columns) {
      const key = Array.isArray(row) ? column.index : column.name;
      const value = cells[key];
      if (typeof value === "string")
        cells[key] = (column.parser as (text: string, type: number) => unknown)(value, column.type);
    }
  }
  return result;
}

export class ThreadedPglite {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  #nextId = 1;
  /** The end of the last turn taken (#turn). */
  #tail: Promise<void> = Promise.resolve();
  #stopped: Error | undefined;
  #closed = false;
  #onStop: ((error: Error) => void) | undefined;
  #closing: Promise<void> | undefined;
  #nextTransaction = 1;
  readonly waitReady: Promise<void>;

  private constructor(setup: ThreadSetup) {
    this.#worker = new Worker(WORKER_URL, { workerData: setup });
    this.waitReady = new Promise<void>((resolve, reject) => {
      const onReady = (message: ThreadReady | ThreadReply) => {
        if (!("ready" in message)) return;
        this.#worker.off("message", onReady);
        if (message.ready) resolve();
        else reject(unwire(message.error));
      };
      this.#worker.on("message", onReady);
      this.#worker.once("exit", () =>
        reject(this.#stopped ?? new Error("PGlite's thread ended before it was ready")),
      );
    });
    this.#worker.on("message", (message: ThreadReady | ThreadReply) => {
      if ("ready" in message) return;
      const waiting = this.#pending.get(message.id);
      if (!waiting) return;
      this.#pending.delete(message.id);
      if (message.ok) waiting.resolve(message.value);
      else waiting.reject(unwire(message.error));
    });
    this.#worker.on("error", (error) => this.#stop(error));
    this.#worker.on("exit", (code) => this.#stop(new Error(this.#closed ? "closed" : `exit code ${code}`)));
  }

  /** Every call waiting and every later one fails as an outage (503 to a guest). */
  #stop(cause: Error): void {
    if (this.#stopped) return;
    this.#stopped = Object.assign(new Error(`PGlite's thread stopped: ${cause.message}`, { cause }), {
      code: STOPPED,
    });
    for (const waiting of this.#pending.values()) waiting.reject(this.#stopped);
    this.#pending.clear();
    if (!this.#closed) this.#onStop?.(this.#stopped);
  }

  /**
   * Opens PGlite on `dataDir` (undefined: in memory) in a new worker thread. `onStop` is told when
   * the thread ends without `close()` (PGlite aborted, the thread ran out of memory).
   */
  static async open(setup: ThreadSetup, onStop?: (error: Error) => void): Promise<ThreadedPglite> {
    const client = new ThreadedPglite(setup);
    try {
      await client.waitReady;
    } catch (error) {
      // A database that did not open is the caller's error to report, not a thread that stopped.
      await client.#worker.terminate();
      throw error;
    }
    client.#onStop = onStop;
    return client;
  }

  get closed(): boolean {
    return this.#closed;
  }

  #send<T>(
    request: ThreadRequest extends infer R ? (R extends unknown ? Omit<R, "id"> : never) : never,
  ): Promise<T> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      try {
        this.#worker.postMessage({ ...request, id } as ThreadRequest);
      } catch (error) {
        // A parameter no message can carry (a function): this call fails, nothing was sent.
        this.#pending.delete(id);
        throw error;
      }
    });
  }

  /**
   * Takes the next turn in the order of the calls: resolves, once every earlier turn has ended,
   * with the function that ends this one. A statement's turn ends as soon as it is sent (the
   * worker runs what it is sent in order, so later statements may follow it at once, without
   * waiting for its answer); a transaction's when its COMMIT or ROLLBACK is sent.
   */
  #turn(): Promise<() => void> {
    let end!: () => void;
    const ended = new Promise<void>((resolve) => (end = resolve));
    const previous = this.#tail;
    this.#tail = ended;
    return previous.then(() => end);
  }

  /** Sends a statement in its turn; the answer comes when the worker has run it. */
  async #inTurn<T>(send: () => Promise<T>): Promise<T> {
    const end = await this.#turn();
    try {
      return send();
    } finally {
      end();
    }
  }

  async #query<T>(
    sql: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
    transaction?: number,
  ): Promise<Results<T>> {
    const result = await this.#send<Results<T>>({
      op: "query",
      sql,
      params: params ?? [],
      transaction,
      ...forWorker(options),
    });
    return parsed(result, options?.parsers, options?.rowMode ?? "object");
  }

  async #exec(sql: string, options: QueryOptions | undefined, transaction?: number): Promise<Results[]> {
    const results = await this.#send<Results[]>({ op: "exec", sql, transaction, ...forWorker(options) });
    return results.map((result) => parsed(result, options?.parsers, options?.rowMode ?? "object"));
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#inTurn(() => this.#query<T>(sql, params, options));
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.#inTurn(() => this.#exec(sql, options));
  }

  /**
   * PGlite's transaction: BEGIN, the work on its own handle, COMMIT — or ROLLBACK when it throws.
   * BEGIN goes with the first statement, unanswered yet: the worker runs them in order, and runs
   * none of the transaction's statements after a BEGIN that failed (the transaction's id).
   */
  async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const end = await this.#turn();
    if (this.#stopped) {
      end();
      throw this.#stopped;
    }
    const id = this.#nextTransaction++;
    let closed = false;
    const open = () => {
      if (closed) throw new Error("Transaction is closed");
    };
    try {
      const begin = this.#exec("BEGIN", undefined, id);
      // Awaited with each answer and before COMMIT; meanwhile its failure is not unhandled.
      begin.catch(() => undefined);
      /** An answer of this transaction, once BEGIN's is known: BEGIN's failure is the first. */
      const after = async <A>(answer: Promise<A>): Promise<A> => (await Promise.all([begin, answer]))[1];
      /** Closes the transaction with COMMIT or ROLLBACK: sent, the next turn may go. */
      const finish = (command: "COMMIT" | "ROLLBACK") => {
        closed = true;
        const answer = this.#exec(command, undefined, id);
        end();
        return after(answer);
      };
      const tx = {
        query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
          open();
          return after(this.#query<R>(sql, params, options, id));
        },
        exec: async (sql: string, options?: QueryOptions) => {
          open();
          return after(this.#exec(sql, options, id));
        },
        rollback: async () => {
          open();
          await finish("ROLLBACK");
        },
        get closed() {
          return closed;
        },
      } as unknown as Transaction;
      try {
        const result = await work(tx);
        if (!closed) {
          const [commit] = await finish("COMMIT");
          // A transaction with a failed statement in it ends in ROLLBACK, whatever COMMIT asked:
          // PGlite's own error for it.
          if ((commit as { command?: string } | undefined)?.command === "ROLLBACK")
            throw Object.assign(new Error("Transaction was rolled back instead of committed"), {
              code: "25P02",
              query: "COMMIT",
            });
        }
        return result;
      } catch (error) {
        // The work's error is the one to report; a ROLLBACK that failed too (the thread stopped)
        // adds nothing to it.
        if (!closed) await finish("ROLLBACK").catch(() => undefined);
        throw error;
      }
    } finally {
      end();
    }
  }

  /**
   * Closes the database after the calls queued before, then ends the thread; a second call waits
   * for the first. The thread ends even when PGlite's close failed.
   */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      try {
        await this.#inTurn(async () => {
          if (this.#stopped) return;
          this.#closed = true;
          await this.#send({ op: "close" });
        });
      } finally {
        this.#closed = true;
        await this.#worker.terminate();
        this.#stop(new Error("closed"));
      }
    })();
    return this.#closing;
  }
}

/** The part of PGlite's interface both it and ThreadedPglite give (what Drizzle and the project call). */
export type PgliteClient = PGlite | ThreadedPglite;
