/**
 * `npm run bench`: every figure of docs/bench.md from one run on this machine — pages under load next
 * to the framework floor and plain `next start`, the site's memory, page weights, Lighthouse, the
 * site under big bodies and POSTs (abuse), the hotel API on PGlite and PostgreSQL, and overbooking
 * under stress, and our site under a mixed load of guests and managers — printed as one Markdown table
 * and written to bench/results/<time>.json and .md (docs/bench.md).
 *
 *   npm run bench
 *   npm run bench -- --only pages,transfer
 *   npm run bench -- --skip lighthouse
 *   BENCH_PAGE_SECONDS=10 BENCH_LIGHTHOUSE_RUNS=3 npm run bench
 *
 * Exits non-zero when a part could not be measured or overbooking sold more or fewer rooms than
 * there were; missed performance targets are reported in the table, not as a failure.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import { buildIsCurrent } from "../platform/build-stamp";
import { measureAbuse } from "./parts/abuse";
import { measureApi, postgresAnswers, startApi } from "./parts/api";
import { measureLighthouse } from "./parts/lighthouse";
import { measureMixed } from "./parts/mixed";
import { stressOverbooking } from "./parts/overbooking";
import { measurePages } from "./parts/pages";
import { measureTransfer } from "./parts/transfer";
import { stopAll } from "./processes";
import { BenchResult, type Database, type Parts } from "./results";
import { buildRows } from "./rows";
import { parseArguments, publicSettings, settingsFromEnv, USAGE, UsageError, type Part } from "./settings";
import { nextVersion, startFloor, startNextStart, startOurSite, type BenchContext, type Site } from "./sites";
import { formatReport, resultFileStem } from "./table";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function log(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}

const loadAverage = () => os.loadavg().map((value) => Number(value.toFixed(2))) as [number, number, number];

/** Starting the servers took longer than this: a build of the site from scratch (docs/bench.md). */
const LONG_START_MS = 3 * 60_000;

async function run(parts: Part[], context: BenchContext) {
  const started = Date.now();
  const figures: Parts = {};
  const failures: { part: string; message: string }[] = [];
  const attempt = async (part: string, work: () => Promise<void>) => {
    const started = Date.now();
    log(`${part}…`);
    try {
      await work();
      log(`${part} done in ${Math.round((Date.now() - started) / 1000)} s`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log(`${part} failed: ${message}`);
      failures.push({ part, message });
    }
  };

  const wants = (part: Part) => parts.includes(part);
  const { settings } = context;
  const sites: { ours?: Site; nextStart?: Site; floor?: Site } = {};
  if (wants("pages") || wants("transfer") || wants("lighthouse") || wants("abuse") || wants("mixed")) {
    await attempt("servers", async () => {
      if (!buildIsCurrent(context.root, settings.BENCH_NEXT_DIST_DIR))
        log("the site's sources changed: it is built first");
      sites.ours = await startOurSite(context);
      if (wants("pages") || wants("transfer") || wants("lighthouse")) sites.floor = await startFloor(context);
      if (wants("pages")) sites.nextStart = await startNextStart(context);
    });
  }
  // Three Lighthouse runs per route (each after a run of the floor) fit in the 20 minutes unless a
  // long build of the site took the time.
  const lighthouseRuns = settings.BENCH_LIGHTHOUSE_RUNS ?? (Date.now() - started < LONG_START_MS ? 3 : 1);
  const { ours, nextStart, floor } = sites;
  if (wants("pages") && ours && nextStart && floor) {
    await attempt("pages", async () => {
      const { pages, heap } = await measurePages(context, { ours, nextStart, floor });
      figures.pages = pages;
      figures.heap = heap;
    });
  }
  // The load servers are done: the browser parts run with only our site and the floor up, idle.
  await nextStart?.server.stop();
  if (wants("transfer") && ours && floor) {
    await attempt("transfer", async () => {
      figures.transfer = await measureTransfer(context, { ours, floor });
    });
  }
  if (wants("lighthouse") && ours && floor) {
    await attempt("lighthouse", async () => {
      figures.lighthouse = await measureLighthouse(context, { ours, floor }, lighthouseRuns);
    });
  }
  await floor?.server.stop();
  // After Lighthouse, which wants the site quiet: the abuse part loads it with what others must survive.
  if (wants("abuse") && ours) {
    await attempt("abuse", async () => {
      figures.abuse = await measureAbuse(context, ours);
    });
  }
  // Last on our site: its publishes re-render pages and its bookings stay in the site's data.
  if (wants("mixed") && ours) {
    await attempt("mixed", async () => {
      figures.mixed = await measureMixed(context, ours);
    });
  }
  await ours?.server.stop();

  if (wants("api") || wants("overbooking")) {
    const postgresMissing = await postgresAnswers(context.settings.BENCH_DATABASE_URL);
    const databases: Database[] = postgresMissing ? ["PGlite"] : ["PGlite", "PostgreSQL"];
    const skipped = postgresMissing ? [{ database: "PostgreSQL" as const, reason: postgresMissing }] : [];
    if (wants("api"))
      figures.api = {
        connections: context.settings.BENCH_CONNECTIONS,
        secondsPerRun: context.settings.BENCH_API_SECONDS,
        databases: [],
        skipped,
      };
    if (wants("overbooking")) figures.overbooking = { runs: [], skipped };
    for (const database of databases) {
      await attempt(`api on ${database}`, async () => {
        const api = await startApi(context, database);
        try {
          // Overbooking first, on the fresh inventory: the API's reservation run books random
          // nights and could sell the stress night out before its guests come.
          if (figures.overbooking) figures.overbooking.runs.push(await stressOverbooking(context, api));
          if (figures.api) figures.api.databases.push(await measureApi(context, api));
        } finally {
          await api.stop();
        }
      });
    }
  }
  return { figures, failures };
}

async function main(): Promise<number> {
  const args = parseArguments(process.argv.slice(2));
  if (args.help) {
    process.stdout.write(USAGE + "\n");
    return 0;
  }
  const settings = settingsFromEnv(process.env);
  const startedAt = new Date();
  const loadAverageStart = loadAverage();
  const logDir = path.join(root, ".data", "bench", "logs");
  log(
    `parts: ${args.parts.join(", ")}; load average ${loadAverageStart.join(" / ")}; logs in ${path.relative(root, logDir)}`,
  );
  const context: BenchContext = { root, settings, logDir, log };

  const { figures, failures } = await run(args.parts, context);
  const finishedAt = new Date();
  const rows = buildRows(figures);
  for (const run of figures.overbooking?.runs ?? []) {
    if (run.sold !== run.inventory) {
      failures.push({
        part: "overbooking",
        message: `${run.database}: sold ${run.sold} rooms of ${run.inventory} on ${run.night}`,
      });
    }
  }
  const result = BenchResult.parse({
    schema: 1,
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    seconds: (finishedAt.getTime() - startedAt.getTime()) / 1000,
    machine: {
      cpus: os.availableParallelism(),
      node: process.version,
      next: nextVersion(root),
      loadAverageStart,
      loadAverageEnd: loadAverage(),
    },
    settings: publicSettings(settings),
    partsRun: args.parts,
    parts: figures,
    rows,
    failures,
  });
  const report = formatReport(result);
  const folder = path.join(root, "bench", "results");
  mkdirSync(folder, { recursive: true });
  const stem = path.join(folder, resultFileStem(result.startedAt));
  // Formatted as the repository's files are (its Prettier config), so a result can be committed as written.
  const write = async (file: string, text: string) =>
    writeFileSync(file, await format(text, { ...(await resolveConfig(file)), filepath: file }));
  await write(`${stem}.json`, JSON.stringify(result));
  await write(`${stem}.md`, report);
  process.stdout.write("\n" + report);
  log(`written: ${path.relative(root, stem)}.json and .md`);
  return failures.length > 0 ? 1 : 0;
}

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  // `on`, not `once`: a second signal (tsx relays the terminal's) must not end the cleanup.
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping the bench's servers`);
    void stopAll().finally(() => process.exit(130));
  });
}

main()
  .then(async (code) => {
    await stopAll();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    await stopAll();
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n\n${USAGE}\n`);
      process.exit(2);
    }
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
