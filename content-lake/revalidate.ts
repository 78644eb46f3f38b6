/**
 * After a change to published content, the lake tells the site, the way a Sanity webhook
 * would: a signed POST to /api/revalidate (same body shape, same `sanity-webhook-signature`
 * header), one per type of changed published document, with the `_type` (the cache tag the
 * site's queries use) and an `_id`. Drafts do not change the site and send nothing.
 *
 * Delivery is durable: what the site is owed is read from the transaction log, which each commit
 * writes in its own database transaction, after the dataset's `lake_revalidation.delivered_seq`.
 * A worker sends it right after each commit and moves the mark forward only when the site has
 * accepted every notice; a site that is down or refuses is tried again after a wait that doubles
 * each time (with jitter), and a lake that stopped first leaves its notices to the next start.
 * Sending a notice twice (the site accepted some of a batch, then one failed) only revalidates a
 * tag twice.
 */
import type { EventEmitter } from "node:events";
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { eq, sql } from "drizzle-orm";
import { drizzleFor, type Connection, type Database } from "../platform/database";
import { lakeRevalidation, lakeSchema } from "./db/schema";
import { isPublishedId } from "./store/ids";
import type { CommittedTransaction } from "./store/store";
import { webhookFailures } from "../platform/metrics";

export interface RevalidationTarget {
  /** http://127.0.0.1:$PORT/api/revalidate */
  url: string;
  secret: string;
  log(message: string): void;
}

export interface RevalidationNotice {
  _id: string;
  _type: string;
}

/**
 * One notice per document type among the published documents that changes touched, in their
 * order (the site revalidates by type, so a bulk change of ten rooms is one request, not ten).
 * Each change names the types of its document before and after.
 */
function noticesForChanges(changes: { id: string; types: (string | null)[] }[]): RevalidationNotice[] {
  const notices = new Map<string, RevalidationNotice>();
  for (const change of changes) {
    if (!isPublishedId(change.id)) continue;
    for (const type of change.types) {
      if (type && !notices.has(type)) notices.set(type, { _id: change.id, _type: type });
    }
  }
  return [...notices.values()];
}

/** One notice per type among published documents (the first document of each type names it). */
export function noticesForTypes(documents: { _id: string; _type: string }[]): RevalidationNotice[] {
  return noticesForChanges(documents.map((document) => ({ id: document._id, types: [document._type] })));
}

/** One POST of a notice; throws when the site cannot be reached or does not accept it. */
async function postNotice(target: RevalidationTarget, notice: RevalidationNotice): Promise<void> {
  const payload = JSON.stringify(notice);
  const signature = await encodeSignatureHeader(payload, Date.now(), target.secret);
  const response = await fetch(target.url, {
    method: "POST",
    headers: { "Content-Type": "application/json", [SIGNATURE_HEADER_NAME]: signature },
    body: payload,
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`the site answered ${response.status}`);
}

/** «fetch failed: ECONNREFUSED» rather than only «fetch failed». */
function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause;
  const detail =
    cause && typeof cause === "object" && "code" in cause
      ? String(cause.code)
      : cause instanceof Error
        ? cause.message
        : "";
  return detail ? `${error.message}: ${detail}` : error.message;
}

export interface RevalidationWorkerOptions {
  connection: Connection;
  /** The lake's store: its datasets, and its commits to react to. */
  store: {
    readonly datasets: readonly string[];
    readonly events: Pick<EventEmitter<{ transaction: [CommittedTransaction] }>, "on" | "off">;
  };
  target: RevalidationTarget;
  /** The first retry waits about this long, each next one twice as long, up to `maxDelayMs`. */
  baseDelayMs?: number | undefined;
  maxDelayMs?: number | undefined;
}

/** Transactions read per round: their notices are one per type, however many there are. */
const BATCH = 500;

/**
 * Delivers each dataset's owed notices: at start (what a stopped lake left), after every commit,
 * and when a retry comes due. One round runs at a time; a commit during a round asks for one more.
 */
export class RevalidationWorker {
  readonly #db: Database<typeof lakeSchema>;
  readonly #baseDelayMs: number;
  readonly #maxDelayMs: number;
  #chain: Promise<void> = Promise.resolve();
  #queued = false;
  #stopped = true;
  #timer: NodeJS.Timeout | undefined;
  readonly #onCommit = () => this.kick();

  constructor(private readonly options: RevalidationWorkerOptions) {
    this.#db = drizzleFor(options.connection, lakeSchema);
    this.#baseDelayMs = options.baseDelayMs ?? 1000;
    this.#maxDelayMs = options.maxDelayMs ?? 60_000;
  }

  /**
   * A dataset seen for the first time owes nothing of its past (the full revalidation at start,
   * below, covers it); then every commit is owed until the site accepts its notices.
   */
  async start(): Promise<void> {
    const now = new Date().toISOString();
    for (const dataset of this.options.store.datasets) {
      await this.#db
        .insert(lakeRevalidation)
        .values({
          dataset,
          deliveredSeq: sql`(SELECT coalesce(max(seq), 0) FROM lake_transactions WHERE dataset = ${dataset})`,
          updatedAt: now,
        })
        .onConflictDoNothing();
    }
    this.#stopped = false;
    this.options.store.events.on("transaction", this.#onCommit);
    this.kick();
  }

  /** Asks for a round now (after the one under way, if any). */
  kick(): void {
    if (this.#stopped || this.#queued) return;
    this.#queued = true;
    clearTimeout(this.#timer);
    this.#chain = this.#chain.then(async () => {
      this.#queued = false;
      if (this.#stopped) return;
      const wait = await this.#round().catch((error: unknown) => {
        this.options.target.log(`content lake: revalidation: ${reason(error)}`);
        return this.#maxDelayMs;
      });
      if (wait === undefined || this.#stopped || this.#queued) return;
      this.#timer = setTimeout(() => this.kick(), wait);
      this.#timer.unref();
    });
  }

  /** Stops listening and retrying; waits for a round under way. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.options.store.events.off("transaction", this.#onCommit);
    clearTimeout(this.#timer);
    await this.#chain;
  }

  /** Delivers every dataset's notices; the wait before the next try when one failed. */
  async #round(): Promise<number | undefined> {
    let wait: number | undefined;
    for (const dataset of this.options.store.datasets) {
      const next = await this.#deliver(dataset);
      if (next !== undefined) wait = Math.min(wait ?? next, next);
    }
    return wait;
  }

  async #deliver(dataset: string): Promise<number | undefined> {
    const { target } = this.options;
    for (;;) {
      const [state] = await this.#db
        .select()
        .from(lakeRevalidation)
        .where(eq(lakeRevalidation.dataset, dataset));
      if (!state || this.#stopped) return undefined;
      const { rows } = await this.#db.execute<{
        seq: string;
        id: string;
        before: string | null;
        after: string | null;
      }>(sql`
        SELECT t.seq::text AS seq, c.value->>'id' AS id,
               c.value->'before'->>'_type' AS before, c.value->'after'->>'_type' AS after
        FROM (SELECT seq, changes FROM lake_transactions
              WHERE dataset = ${dataset} AND seq > ${state.deliveredSeq}
              ORDER BY seq LIMIT ${BATCH}) AS t
        CROSS JOIN LATERAL jsonb_array_elements(t.changes) AS c(value)
        ORDER BY t.seq`);
      const last = rows.at(-1);
      if (!last) return undefined;
      const notices = noticesForChanges(rows.map((row) => ({ id: row.id, types: [row.before, row.after] })));
      let sending: RevalidationNotice | undefined;
      try {
        for (sending of notices) await postNotice(target, sending);
      } catch (error) {
        const attempts = state.attempts + 1;
        const wait = this.#retryDelay(attempts);
        const message = `${sending?._type ?? "?"}: ${reason(error)}`;
        await this.#db
          .update(lakeRevalidation)
          .set({ attempts, lastError: message.slice(0, 1000), updatedAt: new Date().toISOString() })
          .where(eq(lakeRevalidation.dataset, dataset));
        webhookFailures.inc({ source: "revalidate" });
        target.log(
          `content lake: revalidation of ${sending?._type ?? "?"} failed (attempt ${attempts}, next in ${Math.ceil(wait / 1000)} s): ${reason(error)}`,
        );
        return wait;
      }
      await this.#db
        .update(lakeRevalidation)
        .set({
          deliveredSeq: Number(last.seq),
          attempts: 0,
          lastError: null,
          updatedAt: new Date().toISOString(),
        })
        .where(eq(lakeRevalidation.dataset, dataset));
      if (state.attempts > 0) {
        target.log(`content lake: revalidation delivered after ${state.attempts} failed attempts`);
      }
    }
  }

  /** base × 2^(attempts − 1), at most the longest wait, of which a random half is dropped. */
  #retryDelay(attempts: number): number {
    const full = Math.min(this.#maxDelayMs, this.#baseDelayMs * 2 ** (attempts - 1));
    return Math.round(full / 2 + (Math.random() * full) / 2);
  }
}

/** Sends one notice of the full revalidation at start; a failure is a line in the log. */
async function sendRevalidation(target: RevalidationTarget, notice: RevalidationNotice): Promise<void> {
  try {
    await postNotice(target, notice);
  } catch (error) {
    target.log(`content lake: revalidation of ${notice._type} at start failed: ${reason(error)}`);
  }
}

/**
 * Next.js keeps which tags were revalidated in memory only: after a start, the prerendered pages
 * on disk may be older than the content (revalidated in an earlier run, or changed before this
 * database's first worker started). So once the site answers, the lake revalidates every type of
 * published document; each page then renders afresh on its next visit. The worker above covers
 * each commit; this covers what came before.
 */
export function revalidateEverythingWhenSiteIsUp(
  target: RevalidationTarget,
  notices: () => RevalidationNotice[],
  signal: AbortSignal,
  pollMs = 1000,
): Promise<void> {
  return new Promise((resolve) => {
    const attempt = async () => {
      if (signal.aborted) return resolve();
      try {
        // Any answer means the site is serving (the route accepts only POST, so HEAD gets 405).
        await fetch(target.url, {
          method: "HEAD",
          signal: AbortSignal.any([signal, AbortSignal.timeout(5000)]),
        });
      } catch {
        // Not up yet (the site is still being built): try again shortly.
        setTimeout(() => void attempt(), pollMs).unref();
        return;
      }
      for (const notice of notices()) {
        if (signal.aborted) break;
        await sendRevalidation(target, notice);
      }
      resolve();
    };
    void attempt();
  });
}
