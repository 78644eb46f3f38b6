/**
 * The bench's targets (docs/bench.md «Targets»), and their checks: each returns the target as
 * the table shows it and whether the figure meets it. A figure that was not measured (NaN) never
 * meets a target.
 */
import type { Check, Database, Endpoint, LighthouseFigures, MixedClass, RouteKind } from "./results";

export const TARGETS = {
  /** Every content page under load, our server, both encodings. */
  pageP99Ms: 250,
  /** Our server's req/s over the framework floor's, content pages (stretch: 0.8). */
  floorRatio: 0.5,
  /** Our server's req/s over the same build under plain `next start`, every page. */
  nextStartRatio: 0.9,
  /** The home page's HTML without compression, in KB of 1000 bytes. */
  homeHtmlKb: 120,
  calendarSearchP99Ms: { PostgreSQL: 25, PGlite: 60 } satisfies Record<Database, number>,
  /** PGlite's: the embedded default a small hotel may keep, at the same 32 connections. */
  reservationP99Ms: { PostgreSQL: 150, PGlite: 400 } satisfies Record<Database, number>,
  /**
   * Lighthouse mobile, against the framework floor measured alternately in the same run: the most
   * points of performance a page may lose to the floor, and the most LCP and TBT it may add to the
   * floor's on a content page.
   */
  lighthousePointsBelowFloor: { content: 5, booking: 10 } satisfies Record<RouteKind, number>,
  lighthouseLcpOverFloorMs: 1500,
  lighthouseTbtOverFloorMs: 150,
  lighthouseAccessibility: 100,
  /** A body over the site's limit: refused with 413, and the answer within this many ms. */
  bodyLimitStatus: 413,
  bodyLimitMs: 100,
  /** The calendar's p99 while clients send big bodies, over its p99 idle. */
  calendarUnderBodiesRatio: 1.5,
  /** A cached page's req/s with POSTs coming in, over its req/s without. */
  pagesUnderPostsRatio: 0.9,
  /** The mixed part's content pages: p99, and req/s over the framework floor's (pages part, same run). */
  mixedContentP99Ms: 50,
  mixedContentFloorRatio: 0.5,
  mixedRatePlansP99Ms: 150,
  /** The mean memory of the mixed run's last minute may differ from its first minute's by this share. */
  mixedMemoryDrift: 0.1,
} as const;

const number = (value: number) =>
  Number.isInteger(value) ? String(value) : String(Number(value.toFixed(2)));

export function atMost(label: string, value: number, limit: number, unit = ""): Check {
  return { target: `${label} ≤ ${number(limit)}${unit}`, met: Number.isFinite(value) && value <= limit };
}

export function atLeast(label: string, value: number, limit: number, unit = ""): Check {
  return { target: `${label} ≥ ${number(limit)}${unit}`, met: Number.isFinite(value) && value >= limit };
}

/** A page under load on our server: p99 and the two ratios (floor only for content pages). */
export function pageChecks(
  kind: RouteKind,
  figures: { p99Ms: number; vsFloor: number; vsNextStart: number },
): Check[] {
  const checks: Check[] = [];
  if (kind === "content") {
    checks.push(atMost("p99", figures.p99Ms, TARGETS.pageP99Ms, " ms"));
    checks.push(atLeast("× floor", figures.vsFloor, TARGETS.floorRatio));
  }
  checks.push(atLeast("× next start", figures.vsNextStart, TARGETS.nextStartRatio));
  return checks;
}

export function homeHtmlCheck(route: string, htmlRawBytes: number): Check[] {
  return route === "/" ? [atMost("HTML", htmlRawBytes / 1000, TARGETS.homeHtmlKb, " KB")] : [];
}

export function apiChecks(database: Database, endpoint: Endpoint, p99Ms: number): Check[] {
  if (endpoint === "calendar" || endpoint === "search") {
    return [atMost("p99", p99Ms, TARGETS.calendarSearchP99Ms[database], " ms")];
  }
  if (endpoint === "reservation") {
    return [atMost("p99", p99Ms, TARGETS.reservationP99Ms[database], " ms")];
  }
  return [];
}

type Scored = Pick<LighthouseFigures, "performance" | "accessibility" | "lcpMs" | "tbtMs">;

/** A limit given by the floor's figure: «LCP ≤ 2.2 s (floor + 1.5 s)». */
function relative(check: Check, floorTerm: string): Check {
  return { target: `${check.target} (floor ${floorTerm})`, met: check.met };
}

/**
 * A route's Lighthouse figures against the floor's measured beside them: performance within 5
 * points of the floor's on a content page and 10 on a booking page; on a content page also LCP at
 * most 1.5 s and TBT at most 150 ms over the floor's; accessibility 100 everywhere.
 */
export function lighthouseChecks(kind: RouteKind, page: Scored, floor: Scored): Check[] {
  const below = TARGETS.lighthousePointsBelowFloor[kind];
  const checks = [
    relative(atLeast("performance", page.performance, floor.performance - below), `− ${below}`),
  ];
  if (kind === "content") {
    const lcpLimitS = (floor.lcpMs + TARGETS.lighthouseLcpOverFloorMs) / 1000;
    checks.push(
      relative(
        atMost("LCP", page.lcpMs / 1000, Number(lcpLimitS.toFixed(2)), " s"),
        `+ ${TARGETS.lighthouseLcpOverFloorMs / 1000} s`,
      ),
      relative(
        atMost("TBT", page.tbtMs, Math.round(floor.tbtMs + TARGETS.lighthouseTbtOverFloorMs), " ms"),
        `+ ${TARGETS.lighthouseTbtOverFloorMs} ms`,
      ),
    );
  }
  checks.push(atLeast("accessibility", page.accessibility, TARGETS.lighthouseAccessibility));
  return checks;
}

/** Every attempt refused with 413, and the slowest answer within the limit. */
export function bodyLimitChecks(attempts: readonly { status: number; ms: number }[]): Check[] {
  const refused = attempts.length > 0 && attempts.every(({ status }) => status === TARGETS.bodyLimitStatus);
  const slowest = attempts.length > 0 ? Math.max(...attempts.map(({ ms }) => ms)) : Number.NaN;
  return [
    { target: `status ${TARGETS.bodyLimitStatus}`, met: refused },
    atMost("answer", slowest, TARGETS.bodyLimitMs, " ms"),
  ];
}

export function calendarUnderBodiesCheck(p99Ratio: number): Check {
  return atMost("p99 × idle", p99Ratio, TARGETS.calendarUnderBodiesRatio);
}

export function pagesUnderPostsCheck(reqPerSecRatio: number): Check {
  return atLeast("× without POSTs", reqPerSecRatio, TARGETS.pagesUnderPostsRatio);
}

/** A target whose base this run did not measure: shown, neither met nor missed. */
export function notComparable(target: string, why: string): Check {
  return { target: `${target} (not comparable: ${why})`, met: null };
}

/**
 * A class of the mixed load: no 5xx in any; content pages also p99 ≤ 50 ms and req/s ≥ 0.5× the
 * floor's (not comparable when the pages part did not run: `vsFloor` undefined); the rate plans
 * p99 ≤ 150 ms.
 */
export function mixedChecks(
  kind: MixedClass,
  figures: { p99Ms: number; statuses: Record<string, number>; vsFloor?: number | null },
): Check[] {
  const checks: Check[] = [];
  if (kind === "content") {
    checks.push(atMost("p99", figures.p99Ms, TARGETS.mixedContentP99Ms, " ms"));
    const floorTarget = `× floor ≥ ${TARGETS.mixedContentFloorRatio}`;
    checks.push(
      figures.vsFloor === undefined
        ? notComparable(floorTarget, "pages not run")
        : atLeast("× floor", figures.vsFloor ?? Number.NaN, TARGETS.mixedContentFloorRatio),
    );
  }
  if (kind === "rate-plans") checks.push(atMost("p99", figures.p99Ms, TARGETS.mixedRatePlansP99Ms, " ms"));
  const serverErrors = Object.entries(figures.statuses).some(
    ([status, n]) => status.startsWith("5") && n > 0,
  );
  checks.push({ target: "no 5xx", met: !serverErrors });
  return checks;
}

/** The mixed run's memory: the last minute's mean within 10 % of the first minute's (runs of 2 minutes or more). */
export function memoryFlatCheck(minutes: { firstKb: number; lastKb: number } | undefined): Check {
  const target = `last minute within ${TARGETS.mixedMemoryDrift * 100} % of the first`;
  if (!minutes) return notComparable(target, "run under 2 minutes");
  const drift = Math.abs(minutes.lastKb - minutes.firstKb) / minutes.firstKb;
  return { target, met: Number.isFinite(drift) && drift <= TARGETS.mixedMemoryDrift };
}

export function overbookingCheck(sold: number, inventory: number): Check {
  return { target: "sold = inventory", met: sold === inventory };
}
