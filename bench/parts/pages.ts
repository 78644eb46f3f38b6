/**
 * Pages under load: each route on our server and on the same build under `next start`, with and
 * without `Accept-Encoding: gzip, br`, next to the framework floor's page, at the run's
 * connections. Runs alternate between the two servers route by route, so a change in the
 * machine's load (it is shared) falls on both alike; a page rendered per request gets three
 * rounds (ROUNDS). Our server's memory is read before the first and after the last run (heap).
 */
import { measureLoad } from "../load";
import type { Encoding, HeapPart, LoadFigures, PagesPart, RouteKind } from "../results";
import { memoryOf, pageRoutes, type BenchContext, type Site } from "../sites";

/**
 * Rounds of runs per route. A prerendered page answers from the page cache at tens of thousands
 * of requests a second, far from its targets: one round. A page rendered for each request
 * (`/booking/rate-plans`) answers ~170 a second on both servers, and one 6 s run of either moved
 * by up to 10 % from the next (2026-11-27, alternating: ours 186, 161, 193, 182 against next
 * start's 157, 174, 170, 164): the bench's one-run ratio was 0.75–1.05× over three benches with
 * nothing changed on that path, about what the 0.9× target leaves. Three rounds, and the median
 * run of each series.
 */
const ROUNDS: Record<RouteKind, number> = { content: 1, booking: 3 };

/** The run with the median req/s (of an even count, the lower middle). */
export function medianRun(runs: readonly LoadFigures[]): LoadFigures {
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const run = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!run) throw new Error("no run to take the median of");
  return run;
}

const ENCODINGS: Record<Encoding, Record<string, string>> = {
  identity: {},
  compressed: { "accept-encoding": "gzip, br" },
};

export async function measurePages(
  context: BenchContext,
  sites: { ours: Site; nextStart: Site; floor: Site },
): Promise<{ pages: PagesPart; heap: HeapPart }> {
  const { settings, log } = context;
  const load = (site: Site, route: string, encoding: Encoding): Promise<LoadFigures> =>
    measureLoad({
      url: `${site.url}${route}`,
      headers: ENCODINGS[encoding],
      connections: settings.BENCH_CONNECTIONS,
      seconds: settings.BENCH_PAGE_SECONDS,
      warmupSeconds: settings.BENCH_WARMUP_SECONDS,
    });

  const before = memoryOf(sites.ours);
  const floor = {
    identity: await load(sites.floor, "/", "identity"),
    compressed: await load(sites.floor, "/", "compressed"),
  };
  log(`  floor: ${Math.round(floor.identity.requestsPerSecond)} req/s`);
  const routes: PagesPart["routes"] = [];
  for (const { route, kind } of pageRoutes()) {
    // Alternating: ours, next start, ours, next start — ROUNDS[kind] times; each figure is the
    // run with the median req/s of its series.
    const rounds = ROUNDS[kind];
    const series = {
      ours: { identity: [] as LoadFigures[], compressed: [] as LoadFigures[] },
      nextStart: { identity: [] as LoadFigures[], compressed: [] as LoadFigures[] },
    };
    for (let round = 0; round < rounds; round++) {
      for (const encoding of ["identity", "compressed"] as const) {
        series.ours[encoding].push(await load(sites.ours, route, encoding));
        series.nextStart[encoding].push(await load(sites.nextStart, route, encoding));
      }
    }
    const median = ({ identity, compressed }: Record<Encoding, LoadFigures[]>) => ({
      identity: medianRun(identity),
      compressed: medianRun(compressed),
    });
    const ours = median(series.ours);
    const nextStart = median(series.nextStart);
    log(
      `  ${route}: ours ${Math.round(ours.identity.requestsPerSecond)} req/s, p99 ${ours.identity.p99Ms} ms; ` +
        `next start ${Math.round(nextStart.identity.requestsPerSecond)} req/s`,
    );
    routes.push({ route, kind, rounds, ours, nextStart });
  }
  const after = memoryOf(sites.ours);
  return {
    pages: {
      connections: settings.BENCH_CONNECTIONS,
      secondsPerRun: settings.BENCH_PAGE_SECONDS,
      floor,
      routes,
    },
    heap: {
      source: `VmRSS and VmHWM of the site's process and its children (/proc/${sites.ours.server.pid}/status and below); the site exposes no heap figure`,
      beforeKb: before.rssKb,
      afterKb: after.rssKb,
      peakKb: after.peakKb,
    },
  };
}
