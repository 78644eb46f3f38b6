/**
 * Pages under load: each route on our server and on the same build under `next start`, with and
 * without `Accept-Encoding: gzip, br`, next to the framework floor's page, at the run's
 * connections. Runs alternate between the two servers route by route, so a change in the
 * machine's load (it is shared) falls on both alike. Our server's memory is read before the
 * first and after the last run (heap).
 */
import { measureLoad } from "../load";
import type { Encoding, HeapPart, LoadFigures, PagesPart } from "../results";
import { memoryOf, pageRoutes, type BenchContext, type Site } from "../sites";

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
    // Alternating: ours, next start, ours, next start.
    const oursIdentity = await load(sites.ours, route, "identity");
    const plainIdentity = await load(sites.nextStart, route, "identity");
    const oursCompressed = await load(sites.ours, route, "compressed");
    const plainCompressed = await load(sites.nextStart, route, "compressed");
    const ours = { identity: oursIdentity, compressed: oursCompressed };
    const nextStart = { identity: plainIdentity, compressed: plainCompressed };
    log(
      `  ${route}: ours ${Math.round(ours.identity.requestsPerSecond)} req/s, p99 ${ours.identity.p99Ms} ms; ` +
        `next start ${Math.round(nextStart.identity.requestsPerSecond)} req/s`,
    );
    routes.push({ route, kind, ours, nextStart });
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
