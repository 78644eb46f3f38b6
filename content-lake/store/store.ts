/**
 * The lake's document store: every dataset is held in memory (a hotel's content is a few
 * thousand documents at most) and written through to the database in one database transaction
 * per lake transaction, with the transaction log. Queries read the memory; a restart reloads it
 * from the database, so nothing committed is lost.
 *
 * Writes to a dataset are serialised in this process: revision checks (`ifRevisionID`,
 * `ifDraftRevisionId`) and the write that follows them are atomic. One lake process owns a
 * database (`lockDatabase` in content-lake/lake.ts holds the lock on PostgreSQL).
 */
import { EventEmitter } from "node:events";
import { and, eq, inArray } from "drizzle-orm";
import { drizzleFor, type Connection, type Database } from "../../platform/database";
import { lakeAssetFiles, lakeDocuments, lakeKeyValues, lakeSchema, lakeTransactions } from "../db/schema";
import type { TransactionChange } from "../db/schema";
import { newRevisionId } from "./ids";
import { WorkingSet, type LakeDocument } from "./working-set";

export interface CommittedTransaction {
  id: string;
  dataset: string;
  /** ISO time of the commit; also every changed document's `_updatedAt`. */
  timestamp: string;
  author: string;
  changes: TransactionChange[];
  /** Per document id, the mutations that changed it (what listeners report as `mutations`). */
  mutations: Map<string, unknown[]>;
}

export interface TransactOptions {
  author: string;
  /** The request as received, kept in the transaction log. */
  request: unknown;
  /** A client-chosen transaction id (the Studio sends its own, and matches its commits by it). */
  transactionId?: string | undefined;
  /** Run everything but write nothing (`dryRun=true`). */
  dryRun?: boolean;
}

export interface TransactionWork<T> {
  result: T;
  /** Per document id, the mutations to report to listeners; absent ids get a whole-document one. */
  mutations?: Map<string, unknown[]>;
}

interface DatasetState {
  documents: Map<string, LakeDocument>;
  version: number;
  list: { version: number; documents: LakeDocument[] } | undefined;
  queue: Promise<unknown>;
}

export interface AssetFile {
  mimeType: string;
  size: number;
  data: Uint8Array;
}

/** Sanity's timestamps are ISO 8601 with second precision. */
export const sanityTimestamp = (date = new Date()) => date.toISOString().replace(/\.\d{3}Z$/, "Z");

/** Storage's own errors; content-lake/http/common.ts answers them in Sanity's shapes. */
export class TransactionIdTakenError extends Error {
  override readonly name = "TransactionIdTakenError";
  constructor(readonly transactionId: string) {
    super(`Transaction ID "${transactionId}" has already been used`);
  }
}

export class DatasetNotOpenError extends Error {
  override readonly name = "DatasetNotOpenError";
  constructor(readonly dataset: string) {
    super(`Dataset "${dataset}" is not open`);
  }
}

export class LakeStore {
  readonly events = new EventEmitter<{ transaction: [CommittedTransaction] }>();
  private readonly db: Database<typeof lakeSchema>;
  private readonly state = new Map<string, DatasetState>();

  private constructor(
    connection: Connection,
    readonly datasets: readonly string[],
  ) {
    this.db = drizzleFor(connection, lakeSchema);
    // Every open Studio tab holds listeners; the default limit of 10 is a warning, not a rule.
    this.events.setMaxListeners(0);
  }

  static async open(connection: Connection, datasets: readonly string[]): Promise<LakeStore> {
    const store = new LakeStore(connection, datasets);
    for (const dataset of datasets) await store.load(dataset);
    return store;
  }

  private async load(dataset: string): Promise<void> {
    const rows = await this.db
      .select({ id: lakeDocuments.id, document: lakeDocuments.document })
      .from(lakeDocuments)
      .where(eq(lakeDocuments.dataset, dataset));
    const documents = new Map<string, LakeDocument>();
    for (const row of rows) documents.set(row.id, row.document);
    this.state.set(dataset, { documents, version: 0, list: undefined, queue: Promise.resolve() });
  }

  hasDataset(dataset: string): boolean {
    return this.state.has(dataset);
  }

  private dataset(dataset: string): DatasetState {
    const state = this.state.get(dataset);
    if (!state) throw new DatasetNotOpenError(dataset);
    return state;
  }

  /** Increases with every committed transaction; caches of derived views key on it. */
  version(dataset: string): number {
    return this.dataset(dataset).version;
  }

  get(dataset: string, id: string): LakeDocument | null {
    return this.dataset(dataset).documents.get(id) ?? null;
  }

  count(dataset: string): number {
    return this.dataset(dataset).documents.size;
  }

  /** All documents of the dataset (drafts and versions included), as one array for GROQ. */
  documents(dataset: string): LakeDocument[] {
    const state = this.dataset(dataset);
    if (state.list?.version !== state.version) {
      state.list = { version: state.version, documents: [...state.documents.values()] };
    }
    return state.list.documents;
  }

  /**
   * Runs `work` on a working set of the dataset, then commits what it changed: every changed
   * document gets `_rev` = the transaction id and `_updatedAt` = its time. A throw from `work`
   * aborts the transaction and writes nothing.
   */
  async transact<T>(
    dataset: string,
    options: TransactOptions,
    work: (
      working: WorkingSet,
      context: { transactionId: string; timestamp: string },
    ) => TransactionWork<T> | Promise<TransactionWork<T>>,
  ): Promise<{ transaction: CommittedTransaction; result: T }> {
    const state = this.dataset(dataset);
    const run = async () => {
      const transactionId = options.transactionId ?? newRevisionId();
      const timestamp = sanityTimestamp();
      const working = new WorkingSet(state.documents);
      const { result, mutations = new Map<string, unknown[]>() } = await work(working, {
        transactionId,
        timestamp,
      });
      const changes = working.changes().map((change) => ({
        ...change,
        after: change.after && finalize(change.after, change.before, transactionId, timestamp),
      }));
      for (const change of changes) {
        if (!mutations.has(change.id)) {
          mutations.set(change.id, [
            change.after ? { createOrReplace: change.after } : { delete: { id: change.id } },
          ]);
        }
      }
      const transaction: CommittedTransaction = {
        id: transactionId,
        dataset,
        timestamp,
        author: options.author,
        changes,
        mutations,
      };
      if (options.dryRun || changes.length === 0) return { transaction, result };
      await this.persist(transaction, options.request);
      for (const change of changes) {
        if (change.after) state.documents.set(change.id, change.after);
        else state.documents.delete(change.id);
      }
      state.version += 1;
      this.events.emit("transaction", transaction);
      return { transaction, result };
    };
    return this.exclusive(dataset, run);
  }

  /**
   * Runs `work` alone among the dataset's writes: after every transaction started before it,
   * before every one started after it. A failure does not block the ones after it.
   */
  exclusive<T>(dataset: string, work: () => Promise<T>): Promise<T> {
    const state = this.dataset(dataset);
    const next = state.queue.then(work, work);
    state.queue = next.catch(() => undefined);
    return next;
  }

  private async persist(transaction: CommittedTransaction, request: unknown): Promise<void> {
    const { id, dataset, timestamp, author, changes } = transaction;
    await this.db.transaction(async (tx) => {
      const taken = await tx
        .select({ id: lakeTransactions.id })
        .from(lakeTransactions)
        .where(eq(lakeTransactions.id, id));
      if (taken.length > 0) throw new TransactionIdTakenError(id);
      await tx
        .insert(lakeTransactions)
        .values({ id, dataset, timestamp, author, request: request ?? null, changes });
      for (const change of changes) {
        if (!change.after) {
          await tx
            .delete(lakeDocuments)
            .where(and(eq(lakeDocuments.dataset, dataset), eq(lakeDocuments.id, change.id)));
          continue;
        }
        const row = {
          dataset,
          id: change.id,
          type: change.after._type,
          rev: change.after._rev,
          document: change.after,
          createdAt: String(change.after._createdAt ?? timestamp),
          updatedAt: timestamp,
        };
        await tx
          .insert(lakeDocuments)
          .values(row)
          .onConflictDoUpdate({
            target: [lakeDocuments.dataset, lakeDocuments.id],
            set: { type: row.type, rev: row.rev, document: row.document, updatedAt: row.updatedAt },
          });
      }
    });
  }

  /** The transaction log of a dataset, oldest first (for history). */
  async transactions(dataset: string, options: { documentIds?: string[]; limit?: number } = {}) {
    const rows = await this.db
      .select()
      .from(lakeTransactions)
      .where(eq(lakeTransactions.dataset, dataset))
      .orderBy(lakeTransactions.seq);
    const wanted = options.documentIds && new Set(options.documentIds);
    const filtered = (
      wanted ? rows.filter((row) => row.changes.some((change) => wanted.has(change.id))) : rows
    ).map((row) => ({ ...row, timestamp: sanityTimestamp(new Date(row.timestamp)) }));
    return options.limit ? filtered.slice(-options.limit) : filtered;
  }

  async putAssetFile(dataset: string, path: string, file: AssetFile): Promise<void> {
    await this.db
      .insert(lakeAssetFiles)
      .values({ dataset, path, ...file, createdAt: sanityTimestamp() })
      .onConflictDoNothing();
  }

  /** Paths of every stored file of the dataset. */
  async assetFilePaths(dataset: string): Promise<string[]> {
    const rows = await this.db
      .select({ path: lakeAssetFiles.path })
      .from(lakeAssetFiles)
      .where(eq(lakeAssetFiles.dataset, dataset));
    return rows.map((row) => row.path);
  }

  async deleteAssetFiles(dataset: string, paths: string[]): Promise<void> {
    if (paths.length === 0) return;
    await this.db
      .delete(lakeAssetFiles)
      .where(and(eq(lakeAssetFiles.dataset, dataset), inArray(lakeAssetFiles.path, paths)));
  }

  async getAssetFile(dataset: string, path: string): Promise<AssetFile | null> {
    const rows = await this.db
      .select({ mimeType: lakeAssetFiles.mimeType, size: lakeAssetFiles.size, data: lakeAssetFiles.data })
      .from(lakeAssetFiles)
      .where(and(eq(lakeAssetFiles.dataset, dataset), eq(lakeAssetFiles.path, path)));
    const row = rows[0];
    return row ? { ...row, data: new Uint8Array(row.data) } : null;
  }

  async getKeyValues(keys: string[]): Promise<{ key: string; value: unknown }[]> {
    if (keys.length === 0) return [];
    const rows = await this.db
      .select({ key: lakeKeyValues.key, value: lakeKeyValues.value })
      .from(lakeKeyValues)
      .where(inArray(lakeKeyValues.key, keys));
    const found = new Map(rows.map((row) => [row.key, row.value]));
    return keys.map((key) => ({ key, value: found.get(key) ?? null }));
  }

  async setKeyValues(entries: { key: string; value: unknown }[]): Promise<void> {
    const updatedAt = sanityTimestamp();
    for (const entry of entries) {
      await this.db
        .insert(lakeKeyValues)
        .values({ key: entry.key, value: entry.value, updatedAt })
        .onConflictDoUpdate({ target: lakeKeyValues.key, set: { value: entry.value, updatedAt } });
    }
  }
}

function finalize(
  document: LakeDocument,
  before: LakeDocument | null,
  transactionId: string,
  timestamp: string,
): LakeDocument {
  const createdAt =
    before?._createdAt ?? (typeof document._createdAt === "string" ? document._createdAt : timestamp);
  return { ...document, _createdAt: createdAt, _updatedAt: timestamp, _rev: transactionId };
}
