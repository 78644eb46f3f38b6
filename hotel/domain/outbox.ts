/**
 * The outbox: every side effect of a committed change — a refund or a cancellation at the payment
 * provider, an e-mail — is a row written by the change's own transaction, so it exists exactly
 * when the change does. A worker in the engine's process delivers due rows after the commit and
 * retries failures with exponential backoff and jitter; rows whose attempts ran out are `failed`,
 * written into the booking's history and listed for managers, who may send them again.
 *
 * Exactly once in effect: a row is claimed by one worker at a time (a token and a lease, rows
 * locked by another claimer are skipped) and finished only by its claimer; provider calls carry an
 * idempotence key (the refund's id), and an e-mail carries a Message-ID made from the row's id. A
 * process that dies after the commit leaves its rows pending (or claimed until the lease runs
 * out), and the next worker delivers them.
 *
 * A guest request's e-mail to the hotel carries the request's id: its outcome is written into the
 * request's `mail_status` in the same transaction that finishes the row.
 */
import { randomUUID } from "node:crypto";
import { formatRubles } from "../../rules";
import { inTransaction, type Executor } from "../db";
import {
  claimDueOutbox,
  finishOutbox,
  findOutbox,
  insertOutbox,
  listOutbox,
  requeueFailedOutbox,
  type OutboxRow,
} from "../db/repositories/outbox";
import { setGuestRequestMail } from "../db/repositories/guest-requests";
import { setProviderRefund } from "../db/repositories/payments";
import { findReservation, insertEvents } from "../db/repositories/reservations";
import type { MailData, MailTemplate } from "../mail/data";
import type * as MailRenderer from "../mail/render";
import type { Receipt } from "../providers/payments/types";
import type { EngineContext } from "./context";
import { BookingError } from "./errors";
import type { OutboxStatus } from "../statuses";
import { describeError } from "../../platform/describe-error";

/**
 * The e-mail templates and their renderer (React, react-dom/server, React Email), loaded at the
 * first e-mail instead of at start: about 10 MB of heap and 30 MB resident that an idle site, and
 * every process that never sends mail, does not carry (docs/performance.md «Memory»).
 */
let mailRenderer: Promise<typeof MailRenderer> | undefined;
function loadMailRenderer(): Promise<typeof MailRenderer> {
  mailRenderer ??= import("../mail/render").catch((error: unknown) => {
    mailRenderer = undefined;
    throw error;
  });
  return mailRenderer;
}

export interface RefundEffect {
  /** Our refund's id: the provider's idempotence key. */
  refundId: string;
  paymentId: string;
  amount: number;
  /** The refund's receipt (54-FZ), its share of the payment's; absent on rows written before receipts. */
  receipt?: Receipt | undefined;
}

export interface MailEffect {
  to: string;
  replyTo?: string | undefined;
  /** The guest request whose `mail_status` follows this e-mail («Оставить заявку»). */
  guestRequestId?: string | undefined;
  data: MailData;
}

export type OutboxKind = "provider.refund" | "provider.cancel_payment" | `mail.${MailTemplate}`;

export interface OutboxConfig {
  /** Attempts before a row is `failed` (OUTBOX_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** The first retry waits about this long; each next one twice as long, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** How long a claim holds: a row claimed by a worker that died is due again after it. */
  leaseMs: number;
}

export const DEFAULT_OUTBOX_CONFIG: OutboxConfig = {
  maxAttempts: 8,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  leaseMs: 5 * 60_000,
};

/** How the engine hands committed rows to delivery (hotel.ts decides; tests drain themselves). */
export interface OutboxDispatch {
  /** Called after a transaction that wrote rows committed. */
  committed(): Promise<void>;
}

export async function enqueueRefund(
  tx: Executor,
  now: Date,
  reservationId: string,
  refund: RefundEffect,
): Promise<void> {
  await insertOutbox(tx, [
    { kind: "provider.refund", payload: { ...refund }, reservationId, nextAttemptAt: now, createdAt: now },
  ]);
}

export async function enqueueCancelPayment(
  tx: Executor,
  now: Date,
  reservationId: string,
  paymentId: string,
): Promise<void> {
  await insertOutbox(tx, [
    {
      kind: "provider.cancel_payment",
      payload: { paymentId },
      reservationId,
      nextAttemptAt: now,
      createdAt: now,
    },
  ]);
}

export async function enqueueMails(
  tx: Executor,
  now: Date,
  reservationId: string | null,
  mails: readonly MailEffect[],
): Promise<void> {
  await insertOutbox(
    tx,
    mails.map((mail) => ({
      kind: `mail.${mail.data.template}` satisfies OutboxKind,
      payload: { ...mail },
      reservationId,
      nextAttemptAt: now,
      createdAt: now,
    })),
  );
}

/**
 * The wait before attempt `attempts + 1`: base × 2^(attempts − 1), at most `maxDelayMs`, of which a
 * random half is dropped («equal jitter») so that rows failed together do not retry together.
 */
export function retryDelay(
  attempts: number,
  config: OutboxConfig,
  random: () => number = Math.random,
): number {
  const full = Math.min(config.maxDelayMs, config.baseDelayMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(full / 2 + (random() * full) / 2);
}

function mailMessageId(row: OutboxRow): string {
  return `<${row.id}@outbox.hotel>`;
}

/** One attempt at a claimed row's effect; throws when the outside refused. */
async function deliver(ctx: EngineContext, row: OutboxRow): Promise<void> {
  const payload = row.payload;
  if (row.kind === "provider.refund") {
    const refund = payload as unknown as RefundEffect;
    const { refundId } = await ctx.payments.refund({
      paymentId: refund.paymentId,
      amount: refund.amount,
      idempotenceKey: refund.refundId,
      receipt: refund.receipt,
    });
    await setProviderRefund(ctx.db, refund.refundId, refundId);
    return;
  }
  if (row.kind === "provider.cancel_payment") {
    await ctx.payments.cancelPayment(String(payload.paymentId));
    return;
  }
  if (row.kind.startsWith("mail.")) {
    const mail = payload as unknown as MailEffect;
    const { renderMail } = await loadMailRenderer();
    const rendered = await renderMail(mail.data, ctx.config.hotel, row.createdAt);
    await ctx.mail.send({
      to: mail.to,
      replyTo: mail.replyTo,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      attachments: rendered.attachments,
      messageId: mailMessageId(row),
    });
    return;
  }
  throw new Error(`Unknown outbox kind ${row.kind}`);
}

/** What a manager reads in the booking's history when a row gives up. */
function failureNote(row: OutboxRow): { type: string; note: string } {
  if (row.kind === "provider.refund") {
    const amount = Number(row.payload.amount);
    return {
      type: "refund_failed",
      note: `Возврат ${formatRubles(amount)} не прошёл у платёжного сервиса после ${row.attempts} попыток: нужен повтор`,
    };
  }
  if (row.kind === "provider.cancel_payment") {
    return {
      type: "payment_cancel_failed",
      note: `Платёжный сервис не отменил платёж после ${row.attempts} попыток: нужен повтор`,
    };
  }
  return {
    type: "mail_failed",
    note: `Письмо (${row.kind.slice("mail.".length)}) на ${String(row.payload.to)} не отправлено после ${row.attempts} попыток: нужен повтор`,
  };
}

/** Where a row stands after an attempt or a manager's retry, and the refusal that left it there. */
interface Outcome {
  status: "pending" | "sent" | "failed";
  error: string | null;
}

/** What a row's outcome changes beside the row, in the transaction that finishes it. */
async function recordOutcome(tx: Executor, row: OutboxRow, outcome: Outcome): Promise<void> {
  const requestId = row.kind.startsWith("mail.") ? row.payload.guestRequestId : undefined;
  if (typeof requestId !== "string") return;
  await setGuestRequestMail(tx, requestId, {
    mailStatus: outcome.status,
    mailError: outcome.error?.slice(0, 2000) ?? null,
  });
}

/** Finishes a claimed row and records its outcome together; false when the claim was lost. */
function finish(
  ctx: EngineContext,
  row: OutboxRow,
  token: string,
  result: Parameters<typeof finishOutbox>[3],
): Promise<boolean> {
  return inTransaction(ctx.db, async (tx) => {
    if (!(await finishOutbox(tx, row.id, token, result))) return false;
    await recordOutcome(tx, row, { status: result.status, error: "error" in result ? result.error : null });
    return true;
  });
}

export interface DrainResult {
  sent: number;
  /** Failed this time, to be tried again later. */
  retrying: number;
  /** Failed for the last time. */
  failed: number;
}

async function attempt(
  ctx: EngineContext,
  row: OutboxRow,
  token: string,
  result: DrainResult,
): Promise<void> {
  const config = ctx.config.outbox;
  try {
    await deliver(ctx, row);
  } catch (error) {
    const now = ctx.clock.now();
    const message = error instanceof Error ? error.message : String(error);
    const last = row.attempts >= config.maxAttempts;
    ctx.log(
      `outbox ${row.kind} ${row.id}: attempt ${row.attempts} of ${config.maxAttempts} failed: ${describeError(error, { stack: false })}`,
      last ? "error" : "warn",
    );
    const finished = await finish(ctx, row, token, {
      status: last ? "failed" : "pending",
      at: now,
      nextAttemptAt: new Date(now.getTime() + retryDelay(row.attempts, config)),
      error: message.slice(0, 2000),
    });
    if (!finished) return;
    if (!last) {
      result.retrying++;
      return;
    }
    result.failed++;
    if (row.reservationId) {
      const reservation = await findReservation(ctx.db, row.reservationId);
      const { type, note } = failureNote(row);
      await insertEvents(ctx.db, [
        {
          reservationId: row.reservationId,
          at: now,
          type,
          status: reservation?.status ?? "canceled",
          note,
          data: { outbox_id: row.id, kind: row.kind, error: message.slice(0, 500) },
        },
      ]);
    }
    return;
  }
  if (await finish(ctx, row, token, { status: "sent", at: ctx.clock.now() })) result.sent++;
}

/**
 * Delivers every row due by the engine's clock, a batch at a time, until none is left; rows that
 * fail wait for their next attempt. Tests call it to deliver at a moment of their choosing.
 */
export async function drainOutbox(
  ctx: EngineContext,
  options: { ids?: readonly string[]; batch?: number } = {},
): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, retrying: 0, failed: 0 };
  const token = randomUUID();
  for (;;) {
    const now = ctx.clock.now();
    const rows = await claimDueOutbox(ctx.db, {
      now,
      leaseUntil: new Date(now.getTime() + ctx.config.outbox.leaseMs),
      token,
      limit: options.batch ?? 10,
      ids: options.ids,
    });
    if (rows.length === 0) return result;
    for (const row of rows) await attempt(ctx, row, token, result);
  }
}

/**
 * The worker of the engine's process: drains at start (rows a previous process left), whenever a
 * change commits, and every `intervalMs` (retries that came due). One drain runs at a time here;
 * other processes' workers are kept apart by the claims. `periodic` (the sweep of lapsed holds,
 * late-payments.ts) runs before a drain at most once every `intervalMs`, so that its rows go out
 * with it, and stops with the worker.
 */
export class OutboxWorker implements OutboxDispatch {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = false;
  #periodicAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly ctx: EngineContext,
    private readonly intervalMs: number,
    private readonly periodic?: (ctx: EngineContext) => Promise<unknown>,
  ) {}

  start(): void {
    this.#stopped = false;
    this.kick();
  }

  committed(): Promise<void> {
    this.kick();
    return Promise.resolve();
  }

  /** Starts a drain now, or one more right after the running one. */
  kick(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#running = this.#periodicWork()
      .then(() => drainOutbox(this.ctx))
      .then(
        () => undefined,
        (error: unknown) => this.ctx.log(`outbox worker: ${describeError(error, { stack: false })}`, "error"),
      )
      .finally(() => {
        this.#running = undefined;
        if (this.#stopped) return;
        if (this.#again) {
          this.#again = false;
          this.kick();
        } else {
          this.#timer = setTimeout(() => this.kick(), this.intervalMs);
          this.#timer.unref();
        }
      });
  }

  async #periodicWork(): Promise<void> {
    if (!this.periodic || performance.now() - this.#periodicAt < this.intervalMs) return;
    this.#periodicAt = performance.now();
    try {
      await this.periodic(this.ctx);
    } catch (error) {
      // Its failure must not keep the outbox from being delivered; the next tick tries again.
      this.ctx.log(`outbox worker: periodic work failed: ${describeError(error, { stack: false })}`, "error");
    }
  }

  /** Stops the timer and waits for a drain under way. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
  }
}

export interface OutboxEntry {
  id: string;
  kind: string;
  status: OutboxStatus;
  reservationId: string | null;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  /** The e-mail's address or the provider's payment, and the amount of a refund. */
  target: string | null;
  amount: number | null;
  createdAt: Date;
  updatedAt: Date;
  sentAt: Date | null;
}

function entry(row: OutboxRow): OutboxEntry {
  const target = row.kind.startsWith("mail.") ? row.payload.to : row.payload.paymentId;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    reservationId: row.reservationId,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt,
    lastError: row.lastError,
    target: typeof target === "string" ? target : null,
    amount: typeof row.payload.amount === "number" ? row.payload.amount : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    sentAt: row.sentAt,
  };
}

export async function outboxEntries(
  ctx: EngineContext,
  query: {
    status?: OutboxStatus | undefined;
    reservationId?: string | undefined;
    limit: number;
    offset: number;
  },
): Promise<{ entries: OutboxEntry[]; total: number }> {
  const { rows, total } = await listOutbox(ctx.db, query);
  return { entries: rows.map(entry), total };
}

/**
 * A manager sends a failed row again: it becomes pending with a fresh count of attempts, the
 * booking's history says so, and delivery starts at once. Only a failed row may be sent again, so
 * a retry never races a worker that holds the row.
 */
export async function retryOutbox(ctx: EngineContext, id: string): Promise<OutboxEntry> {
  const now = ctx.clock.now();
  const row = await inTransaction(ctx.db, async (tx) => {
    const requeued = await requeueFailedOutbox(tx, id, now);
    if (requeued) await recordOutcome(tx, requeued, { status: "pending", error: null });
    return requeued;
  });
  if (!row) {
    const existing = await findOutbox(ctx.db, id);
    if (!existing) throw new BookingError("OUTBOX_NOT_FOUND", "Такой записи в очереди нет");
    throw new BookingError(
      "OUTBOX_NOT_FAILED",
      "Повторить можно только запись, доставка которой не удалась",
      {
        status: existing.status,
      },
    );
  }
  if (row.reservationId) {
    const reservation = await findReservation(ctx.db, row.reservationId);
    await insertEvents(ctx.db, [
      {
        reservationId: row.reservationId,
        at: now,
        type: "outbox_retry",
        status: reservation?.status ?? "canceled",
        note: `Менеджер повторил ${row.kind.startsWith("mail.") ? "отправку письма" : "запрос к платёжному сервису"}`,
        data: { outbox_id: row.id, kind: row.kind },
      },
    ]);
  }
  await ctx.outbox.committed();
  return entry((await findOutbox(ctx.db, id)) ?? row);
}
