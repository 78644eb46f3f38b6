/**
 * One measured load: autocannon at the run's connections for a number of seconds, after an
 * unmeasured warm-up of the same requests, reduced to the figures the table shows.
 */
import autocannon, { type Options, type Result } from "autocannon";
import type { LoadFigures } from "./results";

export interface LoadOptions extends Omit<Options, "duration" | "connections"> {
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

export function loadFigures(result: Result): LoadFigures {
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, Number(count)]),
  );
  const answered = Object.values(statuses).reduce((sum, n) => sum + n, 0);
  return {
    // Answers over the run's own duration, not the mean of per-second samples (which drops the
    // last, partial second).
    requestsPerSecond: answered / Math.max(result.duration, 0.001),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    statuses,
    errors: result.errors,
    seconds: result.duration,
    bytesPerResponse: answered > 0 ? result.throughput.total / answered : 0,
  };
}

export async function measureLoad(options: LoadOptions): Promise<LoadFigures> {
  const { seconds, warmupSeconds, ...rest } = options;
  // A request that takes longer than this is counted as an error, not as a latency.
  const run = (duration: number) => autocannon({ timeout: 30, ...rest, duration });
  if (warmupSeconds > 0) await run(warmupSeconds);
  return loadFigures(await run(seconds));
}
