/**
 * Lighthouse mobile (its default: a simulated mid-range phone on slow 4G) in Debian's Chromium
 * for each route of our site and for the framework floor (a bare App Router page), performance and
 * accessibility only, with the machine otherwise quiet as far as the bench goes (no load runs at
 * the same time). The floor is run first, then the routes alternate with it (floor, route, floor,
 * route…), so each route is compared with floor runs made in the same minutes on the same machine:
 * the absolute score moves with the host's CPU, the distance from the floor much less. Several runs
 * per route give their median, since one run's performance moves by a few points.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runToEnd } from "../processes";
import type { LighthouseFigures, LighthousePart, RouteKind } from "../results";
import { englishPageRoutes, pageRoutes, type BenchContext, type Site } from "../sites";
import { CHROMIUM_PATH } from "./transfer";

interface Report {
  categories: Record<"performance" | "accessibility", { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

/** A Lighthouse JSON report's figures: scores 0–100, LCP and TBT in ms, CLS unitless. */
export function figuresOf(report: Report): LighthouseFigures {
  const score = (name: "performance" | "accessibility") => {
    const value = report.categories[name]?.score;
    if (typeof value !== "number") throw new Error(`the report has no ${name} score`);
    return Math.round(value * 100);
  };
  const audit = (name: string) => {
    const value = report.audits[name]?.numericValue;
    if (typeof value !== "number") throw new Error(`the report has no ${name} value`);
    return value;
  };
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    lcpMs: audit("largest-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
  };
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const of = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]));
  return {
    performance: of("performance"),
    accessibility: of("accessibility"),
    lcpMs: of("lcpMs"),
    tbtMs: of("tbtMs"),
    cls: of("cls"),
  };
}

async function lighthouse(context: BenchContext, url: string, output: string): Promise<LighthouseFigures> {
  await runToEnd({
    name: "lighthouse",
    command: process.execPath,
    args: [
      path.join(context.root, "node_modules", "lighthouse", "cli", "index.js"),
      url,
      "--form-factor=mobile",
      "--only-categories=performance,accessibility",
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking",
      "--output=json",
      `--output-path=${output}`,
      "--quiet",
    ],
    cwd: context.root,
    env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
    logDir: context.logDir,
  });
  return figuresOf(JSON.parse(readFileSync(output, "utf8")) as Report);
}

/** One Lighthouse run of the part: the floor's page, or a route of our site. */
export type LighthouseVisit = { site: "floor"; before: string } | { site: "ours"; route: string };

/**
 * The order of the part's runs: for each route, `runsPerRoute` pairs of a floor run and then a run
 * of the route, so the floor always comes first and each route's runs sit between floor runs.
 */
export function lighthouseSchedule(routes: readonly string[], runsPerRoute: number): LighthouseVisit[] {
  return routes.flatMap((route) =>
    Array.from({ length: runsPerRoute }, (): LighthouseVisit[] => [
      { site: "floor", before: route },
      { site: "ours", route },
    ]).flat(),
  );
}

const withRuns = (runs: LighthouseFigures[]) => ({ ...medianFigures(runs), runs });

/** The part's figures from its runs: each route's medians beside the medians of its own floor runs. */
export function lighthousePart(
  runsPerRoute: number,
  routes: readonly {
    route: string;
    kind: RouteKind;
    runs: LighthouseFigures[];
    floorRuns: LighthouseFigures[];
  }[],
): LighthousePart {
  return {
    runsPerRoute,
    floor: withRuns(routes.flatMap(({ floorRuns }) => floorRuns)),
    routes: routes.map(({ route, kind, runs, floorRuns }) => ({
      route,
      kind,
      ...withRuns(runs),
      floor: withRuns(floorRuns),
    })),
  };
}

export async function measureLighthouse(
  context: BenchContext,
  sites: { ours: Site; floor: Site },
  runsPerRoute: number,
): Promise<LighthousePart> {
  const folder = mkdtempSync(path.join(tmpdir(), "hotel-bench-lighthouse-"));
  try {
    const routes = [...pageRoutes(), ...englishPageRoutes()].map(({ route, kind }) => ({
      route,
      kind,
      runs: [] as LighthouseFigures[],
      floorRuns: [] as LighthouseFigures[],
    }));
    const byRoute = new Map(routes.map((entry) => [entry.route, entry]));
    let count = 0;
    for (const visit of lighthouseSchedule(
      routes.map(({ route }) => route),
      runsPerRoute,
    )) {
      const output = path.join(folder, `report-${count++}.json`);
      if (visit.site === "floor") {
        byRoute.get(visit.before)?.floorRuns.push(await lighthouse(context, `${sites.floor.url}/`, output));
        continue;
      }
      const entry = byRoute.get(visit.route);
      if (!entry) continue;
      entry.runs.push(await lighthouse(context, `${sites.ours.url}${visit.route}`, output));
      if (entry.runs.length === runsPerRoute) {
        const scores = (runs: LighthouseFigures[]) => runs.map((run) => run.performance).join(", ");
        context.log(`  ${visit.route}: performance ${scores(entry.runs)}; floor ${scores(entry.floorRuns)}`);
      }
    }
    return lighthousePart(runsPerRoute, routes);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
