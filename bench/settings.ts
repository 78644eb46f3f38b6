/**
 * What a bench run does: the parts chosen on the command line (`--only`, `--skip`) and the sizes
 * read from the environment (durations, runs, ports, folders), each with a default sized so that
 * the whole `npm run bench` fits in 20 minutes on the project's 2-core machine (docs/bench.md).
 */
import { parseArgs } from "node:util";
import { z } from "zod";

/** The parts in the order they run; `pages` also reads the server's memory before and after. */
export const PARTS = ["pages", "transfer", "lighthouse", "abuse", "mixed", "api", "overbooking"] as const;
export type Part = (typeof PARTS)[number];

export class UsageError extends Error {
  override readonly name = "UsageError";
}

export const USAGE = `npm run bench [-- --only ${PARTS.join(",")}] [-- --skip lighthouse]

Parts: ${PARTS.join(", ")} (heap is measured with pages). Sizes come from the environment:
BENCH_PAGE_SECONDS, BENCH_API_SECONDS, BENCH_ABUSE_SECONDS, BENCH_MIXED_SECONDS, BENCH_WARMUP_SECONDS,
BENCH_CONNECTIONS,
BENCH_LIGHTHOUSE_RUNS, BENCH_OVERBOOKING_GUESTS, BENCH_OVERBOOKING_ROOMS, BENCH_PORT,
BENCH_DATABASE_URL, BENCH_NEXT_DIST_DIR (docs/bench.md).`;

function partList(text: string | undefined, flag: string): Part[] | undefined {
  if (text === undefined) return undefined;
  const names = text
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) throw new UsageError(`${flag} needs one or more of: ${PARTS.join(", ")}`);
  for (const name of names) {
    if (!(PARTS as readonly string[]).includes(name)) {
      throw new UsageError(`unknown part «${name}» in ${flag}; the parts are: ${PARTS.join(", ")}`);
    }
  }
  return names as Part[];
}

export interface Arguments {
  parts: Part[];
  help: boolean;
}

/** `--only a,b` keeps those parts, `--skip c` drops some; both may repeat. Order is always PARTS'. */
export function parseArguments(argv: string[]): Arguments {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        only: { type: "string", multiple: true },
        skip: { type: "string", multiple: true },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const only = parsed.values.only?.flatMap((value) => partList(value, "--only") ?? []);
  const skip = new Set(parsed.values.skip?.flatMap((value) => partList(value, "--skip") ?? []));
  const parts = PARTS.filter((part) => (only ? only.includes(part) : true) && !skip.has(part));
  if (parts.length === 0 && !parsed.values.help) throw new UsageError("no part left to run");
  return { parts, help: parsed.values.help ?? false };
}

const count = (fallback: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

const settingsSchema = z.object({
  /** Seconds of each autocannon run on a page (per route, encoding and server). */
  BENCH_PAGE_SECONDS: count(6, 1, 600),
  /** Seconds of each autocannon run on an API endpoint (per endpoint and database). */
  BENCH_API_SECONDS: count(6, 1, 600),
  /**
   * Seconds of each calendar run of the abuse part (idle, then under big bodies): at its 4
   * connections a 6 s run holds too few answers for a p99 that stays put.
   */
  BENCH_ABUSE_SECONDS: count(12, 1, 600),
  /**
   * Seconds of the mixed part's run. Its memory target compares the first minute with the last:
   * it needs two minutes at least, and the default leaves one between them.
   */
  BENCH_MIXED_SECONDS: count(180, 10, 3600),
  /** Seconds of unmeasured load before each measured run (caches, JIT, connections). */
  BENCH_WARMUP_SECONDS: count(1, 0, 60),
  BENCH_CONNECTIONS: count(32, 1, 1024),
  /**
   * Lighthouse runs per route; the table shows the median. Unset: 3, or 1 when starting the servers
   * took more than 3 minutes (a build of the site from scratch), so the run fits in 15.
   */
  BENCH_LIGHTHOUSE_RUNS: z.coerce.number().int().min(1).max(9).optional(),
  BENCH_OVERBOOKING_GUESTS: count(50, 2, 500),
  /** Rooms left on the stress night before the parallel guests come. */
  BENCH_OVERBOOKING_ROOMS: count(3, 1, 50),
  /**
   * First of the bench's ports: the site (+0), the same build under `next start` (+1), the
   * framework floor (+2), the API alone (+3); the site's lake and Studio at +33…+35.
   */
  BENCH_PORT: count(3700, 1024, 65000),
  BENCH_DATABASE_URL: z.url().default("postgres://postgres@127.0.0.1:5432/test"),
  /** Build folder of the measured site inside web/ (the same rule as NEXT_DIST_DIR). */
  BENCH_NEXT_DIST_DIR: z
    .string()
    .regex(/^\.next[\w-]*$/, "must start with .next")
    .default(".next-bench"),
});

export type Settings = z.infer<typeof settingsSchema>;

export function settingsFromEnv(source: Record<string, string | undefined>): Settings {
  const given = Object.fromEntries(
    Object.entries(source).filter(
      ([name, value]) => name.startsWith("BENCH_") && value !== undefined && value.trim() !== "",
    ),
  );
  const parsed = settingsSchema.safeParse(given);
  if (!parsed.success) {
    throw new UsageError(
      parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("\n"),
    );
  }
  return parsed.data;
}

/** The settings as a result file keeps them: a password in the database URL is masked. */
export function publicSettings(settings: Settings): Record<string, string | number> {
  const url = new URL(settings.BENCH_DATABASE_URL);
  if (url.password) url.password = "***";
  return {
    ...settings,
    BENCH_LIGHTHOUSE_RUNS: settings.BENCH_LIGHTHOUSE_RUNS ?? "auto",
    BENCH_DATABASE_URL: url.toString(),
  };
}
