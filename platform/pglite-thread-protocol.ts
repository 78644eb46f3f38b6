/** The messages between platform/pglite-thread.ts and its worker (platform/pglite-thread-worker.ts). */

export interface ThreadSetup {
  /** PGlite's data folder; undefined → in memory. */
  dataDir: string | undefined;
  startParams: string[];
  loadDataDir?: Blob | undefined;
}

interface Statement {
  id: number;
  sql: string;
  /** Types whose values come back as PostgreSQL's text, for the caller's own parsers. */
  rawTypes?: number[] | undefined;
  rowMode?: "array" | "object" | undefined;
  /** The transaction the statement belongs to (its BEGIN included): none after a BEGIN that failed. */
  transaction?: number | undefined;
}

export type ThreadRequest =
  | (Statement & { op: "query"; params: unknown[] })
  | (Statement & { op: "exec" })
  | { id: number; op: "close" };

export interface WireError {
  name: string;
  message: string;
  stack?: string | undefined;
  fields: Record<string, unknown>;
}

export type ThreadReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: WireError };

export type ThreadReady = { ready: true } | { ready: false; error: WireError };
