/**
 * The process's metrics in Prometheus's format (docs/operations.md «Metrics»), with prom-client:
 * one registry, the metrics the platform and its parts count, and the process's own (heap, event
 * loop delay, CPU: collectDefaultMetrics). They are served on a port of their own, METRICS_PORT
 * (loopback unless METRICS_HOST says otherwise), never on the public one: a scraper reaches them,
 * the guests do not, and no token has to be kept.
 *
 * The business figures (bookings, payments, refunds, the outbox) are read from the database when
 * scraped (hotel/metrics.ts), so every instance reports the same truth and a restart loses nothing.
 */
import { createServer, type Server } from "node:http";
import { Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";

export const registry = new Registry();

/** Requests by method, route template (never the raw URL) and status. */
export const httpRequestDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time to answer an HTTP request, by method, route template and status",
  labelNames: ["method", "route", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const pageCacheRequests = new Counter({
  name: "page_cache_requests_total",
  help: "Requests the page cache looked up: hit (answered from the cache) or miss (the site rendered)",
  labelNames: ["result"] as const,
  registers: [registry],
});

export const apiErrors = new Counter({
  name: "hotel_api_errors_total",
  help: "The hotel API's error answers, by error code",
  labelNames: ["code"] as const,
  registers: [registry],
});

export const holdLimitRefusals = new Counter({
  name: "hotel_hold_limit_refusals_total",
  help: "Holds refused by the hold limits: HOLD_LIMIT, HOLD_TOO_LARGE, CHANGE_HOLD_LIMIT",
  labelNames: ["code"] as const,
  registers: [registry],
});

export const webhookFailures = new Counter({
  name: "webhook_failures_total",
  help: "Webhooks that failed: payment notifications refused or failed (yookassa, sandbox), the site's revalidation not delivered (revalidate)",
  labelNames: ["source"] as const,
  registers: [registry],
});

let defaultsCollected = false;

/** The process's own metrics (heap, event loop delay, GC, CPU), once per process. */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: registry });
}

/** GET /metrics on its own port; anything else 404. */
export async function startMetricsServer(port: number, host: string): Promise<Server> {
  collectProcessMetrics();
  const server = createServer((req, res) => {
    if (req.method !== "GET" || req.url?.split("?")[0] !== "/metrics") {
      res.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { "content-type": registry.contentType, "cache-control": "no-store" }).end(text);
      },
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  return server;
}
