/**
 * Lighthouse mobile (its default: a simulated mid-range phone on slow 4G) in Debian's Chromium
 * for each route of our site, performance and accessibility only, with the machine otherwise
 * quiet as far as the bench goes (no load runs at the same time). Several runs per route give
 * their median, since one run's performance moves by a few points.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runToEnd } from "../processes";
import type { LighthouseFigures, LighthousePart } from "../results";
import { pageRoutes, type BenchContext, type Site } from "../sites";
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

export async function measureLighthouse(
  context: BenchContext,
  ours: Site,
  runsPerRoute: number,
): Promise<LighthousePart> {
  const folder = mkdtempSync(path.join(tmpdir(), "hotel-bench-lighthouse-"));
  try {
    const routes: LighthousePart["routes"] = [];
    for (const { route, kind } of pageRoutes()) {
      const runs: LighthouseFigures[] = [];
      for (let run = 0; run < runsPerRoute; run++) {
        runs.push(await lighthouse(context, `${ours.url}${route}`, path.join(folder, `report-${run}.json`)));
      }
      const figures = medianFigures(runs);
      context.log(`  ${route}: performance ${runs.map((run) => run.performance).join(", ")}`);
      routes.push({ route, kind, ...figures, runs });
    }
    return { runsPerRoute, routes };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
