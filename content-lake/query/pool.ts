/**
 * GROQ runs in worker threads (./worker.ts), not on the main event loop that also serves the
 * site, `/v1`, the Studio's listeners and uploads: groq-js evaluates synchronously, so one query
 * of a few seconds (nested `*[]` scans run for minutes) used to stall every other request.
 *
 * Each worker holds snapshots of the views it was asked about (a dataset through a perspective,
 * at a dataset version) and gets the documents again only after a commit. A query that runs past
 * `timeoutMs` is answered with Sanity's query error and its worker is terminated (the only way
 * to stop a synchronous evaluation) and replaced. Queries wait for a free worker; at most
 * `maxWaiting` wait, further ones are refused at once.
 *
 * A worker that has had nothing to do for `idleMs` (a minute by default) ends: each holds a V8
 * heap of its own (tens of MB at rest, about 100 MB after a busy while) that a quiet site does
 * not need, and a new one starts in about 100 ms and is sent the view again (docs/performance.md).
 *
 * The limit is of the machine's time, not the clock's: on a machine busier than its cores (a
 * build beside other work, load average 18 on 2 cores) a query of one second took more than five
 * on the clock and failed the site's build. When the limit passes while the machine is
 * oversubscribed, the query gets the time its share of the cores stretched it by (the load
 * average per core, at most `MAX_STRETCH` times the limit in all), once.
 */
import { availableParallelism, loadavg } from "node:os";
import { Worker } from "node:worker_threads";
import type { ExprNode } from "groq-js";
import { QueryError } from "../errors";

export interface Evaluation {
  /** A cacheable view (`<dataset>\0<perspective>` at `version`), or none for one-off documents. */
  view?: { name: string; version: number } | undefined;
  documents: unknown[];
  tree: ExprNode;
  params: Record<string, unknown>;
  identity?: string | undefined;
  sanity: { projectId: string; dataset: string };
}

interface Job {
  evaluation: Evaluation;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

interface Slot {
  worker: Worker;
  /** Versions of the views this worker holds. */
  views: Map<string, number>;
  job: (Job & { id: number; timer?: NodeJS.Timeout | undefined }) | undefined;
  /** Set once the worker has loaded (its first message): its start does not count against a query's time. */
  ready: boolean;
  /** Arms the running query's time limit when the worker becomes ready. */
  onReady?: (() => void) | undefined;
  /** Ends the worker once it has been idle for `idleMs`. */
  idleTimer?: NodeJS.Timeout | undefined;
}

/** How long a worker may wait for work before it ends. */
export const WORKER_IDLE_MS = 60_000;

const WORKER_URL = new URL("./worker.ts", import.meta.url);

/** The longest a query may run on an oversubscribed machine, in multiples of the limit. */
export const MAX_STRETCH = 6;

/** How many times over its cores the machine is busy: the last minute's load average per core. */
function oversubscription(): number {
  return loadavg()[0]! / availableParallelism();
}

export class QueryPool {
  private readonly slots: Slot[] = [];
  private readonly waiting: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly options: {
      size: number;
      timeoutMs: number;
      maxWaiting: number;
      /** The machine's load per core (tests give their own). */
      load?: () => number;
      /** How long a worker may wait for work before it ends (WORKER_IDLE_MS). */
      idleMs?: number;
    },
  ) {}

  /** Workers running now, busy or idle. */
  get workers(): number {
    return this.slots.length;
  }

  evaluate(evaluation: Evaluation): Promise<unknown> {
    if (this.closed) return Promise.reject(new QueryError("The content lake is shutting down"));
    if (this.waiting.length >= this.options.maxWaiting) {
      return Promise.reject(
        new QueryError(
          `Too many queries at once (${this.options.maxWaiting} waiting): try again in a moment`,
        ),
      );
    }
    return new Promise((resolve, reject) => {
      this.waiting.push({ evaluation, resolve, reject });
      this.dispatch();
    });
  }

  /** Stops every worker; queries still waiting or running are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.reject(new QueryError("The content lake is shutting down"));
    await Promise.all(
      this.slots.splice(0).map((slot) => this.retire(slot, "The content lake is shutting down")),
    );
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      let slot = this.slots.find((candidate) => !candidate.job);
      if (!slot && this.slots.length < this.options.size) slot = this.spawn();
      if (!slot) return;
      this.start(slot, this.waiting.shift()!);
    }
  }

  private spawn(): Slot {
    // The worker inherits the process's loader (tsx in `npm start`); Node strips its types itself
    // otherwise. unref: an idle pool never keeps the process alive.
    const worker = new Worker(WORKER_URL);
    worker.unref();
    const slot: Slot = { worker, views: new Map(), job: undefined, ready: false };
    worker.on("message", (message: { id: number; result?: unknown; error?: string; ready?: true }) => {
      if (message.ready) {
        slot.ready = true;
        slot.onReady?.();
        slot.onReady = undefined;
        return;
      }
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      clearTimeout(job.timer);
      slot.job = undefined;
      if (message.error !== undefined) job.reject(new QueryError(message.error));
      else job.resolve(message.result);
      this.dispatch();
      if (!slot.job) this.idle(slot);
    });
    const fail = (reason: string) => {
      const index = this.slots.indexOf(slot);
      if (index < 0) return;
      this.slots.splice(index, 1);
      if (slot.job) {
        clearTimeout(slot.job.timer);
        slot.job.reject(new QueryError(`The query could not be run: ${reason}`));
        slot.job = undefined;
      }
      if (!this.closed) this.dispatch();
    };
    worker.on("error", (error) => fail(error.message));
    worker.on("exit", (code) => fail(`its worker stopped (exit code ${code})`));
    this.slots.push(slot);
    return slot;
  }

  /** Ends `slot`'s worker once it has had no work for `idleMs`. */
  private idle(slot: Slot): void {
    clearTimeout(slot.idleTimer);
    slot.idleTimer = setTimeout(() => {
      const index = this.slots.indexOf(slot);
      if (slot.job || index < 0) return;
      this.slots.splice(index, 1);
      void this.retire(slot);
    }, this.options.idleMs ?? WORKER_IDLE_MS);
    slot.idleTimer.unref();
  }

  private start(slot: Slot, job: Job): void {
    clearTimeout(slot.idleTimer);
    const id = this.nextId++;
    const { view, documents, ...rest } = job.evaluation;
    const fresh = view !== undefined && slot.views.get(view.name) === view.version;
    const stop = () => {
      const running = slot.job;
      if (running?.id !== id) return;
      slot.job = undefined;
      running.reject(
        new QueryError(
          `Query exceeded the time limit of ${this.options.timeoutMs} ms and was stopped; narrow it (fewer nested *[] scans, a filter, a slice)`,
        ),
      );
      const index = this.slots.indexOf(slot);
      if (index >= 0) this.slots.splice(index, 1);
      void this.retire(slot);
      this.dispatch();
    };
    const arm = () => {
      const running = slot.job;
      if (running?.id !== id) return;
      running.timer = setTimeout(() => {
        if (slot.job?.id !== id) return;
        const stretch = Math.min((this.options.load ?? oversubscription)(), MAX_STRETCH);
        if (stretch <= 1) return stop();
        running.timer = setTimeout(stop, (stretch - 1) * this.options.timeoutMs);
      }, this.options.timeoutMs);
    };
    slot.job = { ...job, id };
    // A worker that is still loading (a cold start on a busy machine took seconds) gets the
    // query's time from when it can run it.
    if (slot.ready) arm();
    else slot.onReady = arm;
    if (view) slot.views.set(view.name, view.version);
    slot.worker.postMessage({
      id,
      ...rest,
      ...(view ? { view: view.name, version: view.version } : {}),
      ...(fresh ? {} : { documents }),
    });
  }

  private async retire(slot: Slot, reason?: string): Promise<void> {
    clearTimeout(slot.idleTimer);
    if (slot.job && reason) {
      clearTimeout(slot.job.timer);
      slot.job.reject(new QueryError(reason));
      slot.job = undefined;
    }
    slot.worker.removeAllListeners();
    slot.worker.on("error", () => undefined);
    await slot.worker.terminate();
  }
}
