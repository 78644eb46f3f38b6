/**
 * The worker side of platform/pglite-thread.ts: one PGlite, opened in this thread, running the
 * statements the main thread sends, one after another in the order they arrive, and posting back
 * their results. Nothing here decides transactions: the main thread sends another caller's
 * statement only once a transaction's COMMIT or ROLLBACK has been sent.
 */
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type QueryOptions } from "@electric-sql/pglite";
import type { ThreadReply, ThreadRequest, ThreadSetup, WireError } from "./pglite-thread-protocol";

const setup = workerData as ThreadSetup;
if (!parentPort) throw new Error("platform/pglite-thread-worker.ts runs only as a worker thread");
const port = parentPort;

/** A parser that keeps a value's text, for the types the main thread parses itself. */
const keepText = (value: string) => value;

function options(
  rawTypes: readonly number[] | undefined,
  rowMode: "array" | "object" | undefined,
): QueryOptions {
  const parsers: Record<number, (value: string) => string> = {};
  for (const type of rawTypes ?? []) parsers[type] = keepText;
  return { ...(rowMode ? { rowMode } : {}), parsers };
}

/**
 * An error as plain data: its name, message, stack and own fields (PostgreSQL's `code`,
 * `constraint`, `table`…, PGlite's `query` and `params`), without the query's options (its
 * parsers are functions) or any other field a message cannot carry.
 */
function wire(error: unknown): WireError {
  if (!(error instanceof Error)) return { name: "Error", message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (key === "queryOptions") continue;
    try {
      fields[key] = structuredClone(value);
    } catch {
      // A field no message can carry (a function) is left out.
    }
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

const db = new PGlite(setup.dataDir, {
  startParams: setup.startParams,
  ...(setup.loadDataDir ? { loadDataDir: setup.loadDataDir } : {}),
});

/** Transactions whose BEGIN failed, with its error: their later statements are not run. */
const unbegun = new Map<number, WireError>();

async function answer(request: ThreadRequest): Promise<ThreadReply> {
  if (request.op !== "close" && request.transaction !== undefined) {
    const failed = unbegun.get(request.transaction);
    if (failed) {
      if (request.sql === "COMMIT" || request.sql === "ROLLBACK") {
        // Its end: whatever made BEGIN fail (a transaction block left open and broken) ends too.
        unbegun.delete(request.transaction);
        await db.exec("ROLLBACK").catch(() => undefined);
      }
      return { id: request.id, ok: false, error: failed };
    }
    if (request.op === "exec" && request.sql === "BEGIN") {
      try {
        return await run(request);
      } catch (error) {
        unbegun.set(request.transaction, wire(error));
        throw error;
      }
    }
  }
  return run(request);
}

async function run(request: ThreadRequest): Promise<ThreadReply> {
  switch (request.op) {
    case "query": {
      const result = await db.query(request.sql, request.params, options(request.rawTypes, request.rowMode));
      return { id: request.id, ok: true, value: result };
    }
    case "exec": {
      const results = await db.exec(request.sql, options(request.rawTypes, request.rowMode));
      return { id: request.id, ok: true, value: results };
    }
    case "close":
      await db.close();
      return { id: request.id, ok: true, value: null };
  }
}

db.waitReady.then(
  () => port.postMessage({ ready: true }),
  (error: unknown) => port.postMessage({ ready: false, error: wire(error) }),
);

/** Posts the reply; one that cannot be sent (a value no message carries) fails its call, not the thread. */
function reply(message: ThreadReply): void {
  try {
    port.postMessage(message);
  } catch (error) {
    port.postMessage({ id: message.id, ok: false, error: wire(error) } satisfies ThreadReply);
  }
}

// Strictly in the order sent: the main thread sends a statement without waiting for the answer to
// the one before (its turns, platform/pglite-thread.ts), so the order here is the transactions'.
let queue = Promise.resolve();
port.on("message", (request: ThreadRequest) => {
  queue = queue.then(() =>
    answer(request).then(
      (message) => {
        reply(message);
        if (request.op === "close") port.close();
      },
      (error: unknown) => reply({ id: request.id, ok: false, error: wire(error) }),
    ),
  );
});
