/**
 * The bench's one table, in Markdown: what was measured, the load figures, the ratios that count,
 * and each target (docs/bench.md «Targets») with whether it was met. The caption says when and under what
 * machine load the figures were taken.
 */
import type { BenchResult, Row } from "./results";

const HEADER = [
  "part",
  "subject",
  "req/s",
  "p50 ms",
  "p99 ms",
  "× floor",
  "× next start",
  "notes",
  "target",
  "met?",
];

/** A cell's text: pipes escaped, line breaks flattened, so a note cannot break the table. */
export function cell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ");
}

const integer = (value: number | undefined) => (value === undefined ? "" : String(Math.round(value)));
export const milliseconds = (value: number | undefined) =>
  value === undefined ? "" : value < 10 ? value.toFixed(1) : String(Math.round(value));
export const times = (value: number | null | undefined) =>
  value === undefined ? "" : value !== null && Number.isFinite(value) ? `${value.toFixed(2)}×` : "—";

export function formatRow(row: Row): string {
  const cells = [
    row.part,
    row.subject,
    integer(row.reqPerSec),
    milliseconds(row.p50Ms),
    milliseconds(row.p99Ms),
    times(row.vsFloor),
    times(row.vsNextStart),
    row.notes ?? "",
    row.checks.map((check) => check.target).join("; "),
    row.checks.map((check) => (check.met === null ? "n/a" : check.met ? "yes" : "**no**")).join("; "),
  ];
  return `| ${cells.map(cell).join(" | ")} |`;
}

export function formatTable(rows: Row[]): string {
  const align = HEADER.map((_, index) => (index >= 2 && index <= 6 ? "---:" : "---"));
  return [`| ${HEADER.join(" | ")} |`, `| ${align.join(" | ")} |`, ...rows.map(formatRow)].join("\n");
}

const load = (values: readonly number[]) => values.map((value) => value.toFixed(2)).join(" / ");

/** How the load was made, and the full address of a route the table shortens. */
function loadLines({ parts }: BenchResult): string[] {
  const lines: string[] = [];
  if (parts.pages) {
    const queries = parts.pages.routes.filter(({ route }) => route.includes("?")).map(({ route }) => route);
    lines.push(
      `Pages: ${parts.pages.connections} connections, ${parts.pages.secondsPerRun} s per run after a warm-up` +
        (queries.length > 0 ? `; ${queries.join(", ")}` : ""),
    );
  }
  if (parts.abuse) {
    const { calendar, pagesUnderPosts } = parts.abuse;
    lines.push(
      `Abuse: ${calendar.request}, ${calendar.connections} connections, ${calendar.secondsPerRun} s per run; ` +
        `${pagesUnderPosts.route}, ${pagesUnderPosts.connections} connections, ${pagesUnderPosts.secondsPerRun} s per run; after a warm-up`,
    );
  }
  if (parts.mixed) {
    const { users, seconds, weights, managerEverySeconds, routes, images } = parts.mixed;
    lines.push(
      `Mixed: ${users} virtual users for ${Math.round(seconds)} s after a warm-up (each route once); picks weighted ` +
        `${Object.entries(weights)
          .map(([kind, weight]) => `${kind} ${weight}`)
          .join(", ")}; a publish and a price change every ${managerEverySeconds} s; ` +
        `${routes.length} routes of sitemap.xml; images: ${images}`,
    );
  }
  if (parts.api)
    lines.push(
      `API: ${parts.api.connections} connections, ${parts.api.secondsPerRun} s per run after a warm-up`,
    );
  return lines;
}

/** The caption and the table, as printed and written beside the JSON. */
export function formatReport(result: BenchResult): string {
  const { machine } = result;
  const met = result.rows.flatMap((row) => row.checks).filter((check) => check.met).length;
  // A target not comparable in this run is neither met nor missed.
  const checks = result.rows.flatMap((row) => row.checks).filter((check) => check.met !== null).length;
  const lines = [
    `npm run bench — ${result.startedAt} · ${Math.round(result.seconds)} s · parts: ${result.partsRun.join(", ")}`,
    `Node ${machine.node}, Next.js ${machine.next}, ${machine.cpus} CPUs; load average (1/5/15 min) ` +
      `${load(machine.loadAverageStart)} at the start, ${load(machine.loadAverageEnd)} at the end; ` +
      `targets met: ${met} of ${checks}`,
    ...loadLines(result),
    "",
    formatTable(result.rows),
  ];
  if (result.failures.length > 0) {
    lines.push(
      "",
      "Failed:",
      ...result.failures.map((failure) => `- ${failure.part}: ${cell(failure.message)}`),
    );
  }
  return lines.join("\n") + "\n";
}

/** `2026-11-23T12:40:05.123Z` → `2026-11-23T12-40-05Z`: the same instant, safe in a file name. */
export function resultFileStem(isoTime: string): string {
  return isoTime.replace(/\.\d+Z$/, "Z").replace(/:/g, "-");
}
