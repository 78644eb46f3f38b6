/**
 * The booking engine's figures for Prometheus (docs/operations.md «Metrics»), read from its
 * database when scraped: bookings by status, payments by provider and state, refunds, the outbox's
 * rows by state and how long its oldest undelivered row has waited. Read, not counted, so every
 * instance reports the same figures and a restart loses none; a scrape costs a few grouped counts
 * over indexed tables. The outbox's lateness is also what readiness checks (`outboxStalled`).
 */
import { sql } from "drizzle-orm";
import { Gauge } from "prom-client";
import { registry } from "../platform/metrics";
import type { EngineContext } from "./domain/context";
import { INVOICE_STATUSES, OUTBOX_STATUSES, RESERVATION_STATUSES } from "./statuses";

type Source = Pick<EngineContext, "db" | "clock" | "payments">;

/** The engine the gauges read; the last one built in the process (one per process outside tests). */
let source: Source | undefined;

export function watchEngine(engine: Source): void {
  source = engine;
}

interface Row extends Record<string, unknown> {
  label: string | number | null;
  label2?: string | null;
  n: number;
}

async function rows(query: ReturnType<typeof sql>): Promise<Row[]> {
  if (!source) return [];
  return (await source.db.execute<Row>(query)).rows;
}

const providerName = (id: string | number | null) =>
  source && Number(id) === source.payments.id ? source.payments.name : `provider-${String(id)}`;

new Gauge({
  name: "hotel_bookings",
  help: "Bookings by status (held, confirmed, canceled, expired); their sum only grows, so its increase is the bookings created",
  labelNames: ["status"] as const,
  registers: [registry],
  async collect() {
    // Every status from 0, so that a rate has a start before the first booking of a kind.
    for (const status of RESERVATION_STATUSES) this.set({ status }, 0);
    for (const row of await rows(
      sql`SELECT status AS label, count(*)::int AS n FROM hotel.reservations GROUP BY status`,
    ))
      this.set({ status: String(row.label) }, row.n);
  },
});

new Gauge({
  name: "hotel_bookings_paid",
  help: "Bookings with at least one succeeded payment",
  registers: [registry],
  async collect() {
    const [row] = await rows(
      sql`SELECT NULL AS label, count(DISTINCT reservation_id)::int AS n FROM hotel.invoices WHERE status = 'succeeded'`,
    );
    this.set(row?.n ?? 0);
  },
});

new Gauge({
  name: "hotel_payments",
  help: "Payments (invoices) by provider and state (pending, waiting, succeeded, canceled, amount_mismatch)",
  labelNames: ["provider", "state"] as const,
  registers: [registry],
  async collect() {
    this.reset();
    if (source) for (const state of INVOICE_STATUSES) this.set({ provider: source.payments.name, state }, 0);
    for (const row of await rows(
      sql`SELECT payment_provider_id AS label, status AS label2, count(*)::int AS n FROM hotel.invoices GROUP BY 1, 2`,
    ))
      this.set({ provider: providerName(row.label), state: String(row.label2) }, row.n);
  },
});

new Gauge({
  name: "hotel_refunds",
  help: "Refunds made, by the payment's provider",
  labelNames: ["provider"] as const,
  registers: [registry],
  async collect() {
    this.reset();
    if (source) this.set({ provider: source.payments.name }, 0);
    for (const row of await rows(
      sql`SELECT i.payment_provider_id AS label, count(*)::int AS n FROM hotel.refunds r JOIN hotel.invoices i ON i.id = r.invoice_id GROUP BY 1`,
    ))
      this.set({ provider: providerName(row.label) }, row.n);
  },
});

new Gauge({
  name: "hotel_outbox_rows",
  help: "Outbox rows (mail, refunds, payment cancellations owed after a commit) by state: pending, delivering, sent, failed",
  labelNames: ["state"] as const,
  registers: [registry],
  async collect() {
    for (const state of OUTBOX_STATUSES) this.set({ state }, 0);
    for (const row of await rows(
      sql`SELECT status AS label, count(*)::int AS n FROM hotel.outbox GROUP BY status`,
    ))
      this.set({ state: String(row.label) }, row.n);
  },
});

new Gauge({
  name: "hotel_outbox_oldest_pending_age_seconds",
  help: "Age of the oldest outbox row not yet delivered (pending or delivering); 0 when none",
  registers: [registry],
  async collect() {
    if (!source) return this.set(0);
    const now = source.clock.now();
    const [row] = await rows(
      sql`SELECT NULL AS label, coalesce(floor(extract(epoch FROM (${now.toISOString()}::timestamptz - min(created_at)))), 0)::int AS n FROM hotel.outbox WHERE status IN ('pending', 'delivering')`,
    );
    this.set(Math.max(0, row?.n ?? 0));
  },
});

new Gauge({
  name: "hotel_outbox_overdue_seconds",
  help: "How long the most overdue outbox row has waited past its due time (its next attempt); 0 when none is overdue",
  registers: [registry],
  async collect() {
    this.set(source ? await overdueSeconds(source) : 0);
  },
});

/** Seconds the most overdue undelivered outbox row has waited past its next attempt's time. */
export async function overdueSeconds(engine: Pick<EngineContext, "db" | "clock">): Promise<number> {
  const now = engine.clock.now().toISOString();
  const result = await engine.db.execute<{ n: number }>(
    sql`SELECT coalesce(floor(extract(epoch FROM (${now}::timestamptz - min(coalesce(lease_until, next_attempt_at))))), 0)::int AS n FROM hotel.outbox WHERE status IN ('pending', 'delivering') AND coalesce(lease_until, next_attempt_at) < ${now}::timestamptz`,
  );
  return Math.max(0, result.rows[0]?.n ?? 0);
}

/**
 * Readiness's outbox check: throws when a row has waited more than `stallSeconds` past its due
 * time — the worker is not delivering (stopped, stuck, or every attempt hangs).
 */
export async function outboxStalled(
  engine: Pick<EngineContext, "db" | "clock">,
  stallSeconds: number,
): Promise<void> {
  const overdue = await overdueSeconds(engine);
  if (overdue > stallSeconds) throw new Error(`outbox stalled: a row is ${overdue} s overdue`);
}
