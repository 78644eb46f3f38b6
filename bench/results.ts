/**
 * The shape of a bench result (bench/results/<time>.json): every figure of one run, the table's
 * rows built from them, and the machine's state. Checked with Zod before it is written, so a file
 * that is there is one a later run or a comparison can read.
 */
import { z } from "zod";
import { PARTS } from "./settings";

/** One autocannon run, reduced to what the table shows plus the answers it got. */
export const LoadFigures = z.object({
  requestsPerSecond: z.number().nonnegative(),
  p50Ms: z.number().nonnegative(),
  p99Ms: z.number().nonnegative(),
  /** Answers by HTTP status, e.g. { "200": 5120 }. */
  statuses: z.record(z.string(), z.number().int().nonnegative()),
  /** Connection errors and timeouts. */
  errors: z.number().int().nonnegative(),
  seconds: z.number().positive(),
  /** Average bytes of an answer's body as sent (compressed when the server compressed it). */
  bytesPerResponse: z.number().nonnegative(),
});
export type LoadFigures = z.infer<typeof LoadFigures>;

export const RouteKind = z.enum(["content", "booking"]);
export type RouteKind = z.infer<typeof RouteKind>;

export const Encoding = z.enum(["identity", "compressed"]);
export type Encoding = z.infer<typeof Encoding>;

const byEncoding = <T extends z.ZodType>(figures: T) => z.object({ identity: figures, compressed: figures });

export const PagesPart = z.object({
  connections: z.number().int().positive(),
  secondsPerRun: z.number().positive(),
  floor: byEncoding(LoadFigures),
  routes: z.array(
    z.object({
      route: z.string(),
      kind: RouteKind,
      /** Alternating rounds of runs; each figure is the median run's (one round when absent). */
      rounds: z.number().int().positive().optional(),
      ours: byEncoding(LoadFigures),
      nextStart: byEncoding(LoadFigures),
    }),
  ),
});
export type PagesPart = z.infer<typeof PagesPart>;

export const HeapPart = z.object({
  /** Where the figures come from (the site exposes no heap figure: the process's resident memory). */
  source: z.string(),
  beforeKb: z.number().int().nonnegative(),
  afterKb: z.number().int().nonnegative(),
  peakKb: z.number().int().nonnegative(),
});
export type HeapPart = z.infer<typeof HeapPart>;

const PageWeight = z.object({
  /** The document's body without compression. */
  htmlRawBytes: z.number().int().nonnegative(),
  /** The document's body as sent for `Accept-Encoding: gzip, br`, and the encoding the server chose. */
  htmlCompressedBytes: z.number().int().nonnegative(),
  htmlEncoding: z.string(),
  /** Script responses of one page load in Chromium: their encoded (as transferred) bodies. */
  jsBytes: z.number().int().nonnegative(),
  jsRequests: z.number().int().nonnegative(),
});

export const TransferPart = z.object({
  floor: PageWeight,
  routes: z.array(PageWeight.extend({ route: z.string(), kind: RouteKind, jsBeyondFloorBytes: z.number() })),
});
export type TransferPart = z.infer<typeof TransferPart>;

const LighthouseFigures = z.object({
  performance: z.number().min(0).max(100),
  accessibility: z.number().min(0).max(100),
  lcpMs: z.number().nonnegative(),
  tbtMs: z.number().nonnegative(),
  cls: z.number().nonnegative(),
});
export type LighthouseFigures = z.infer<typeof LighthouseFigures>;

/** Figures that are the medians of their runs, kept beside them. */
const MedianOfRuns = LighthouseFigures.extend({ runs: z.array(LighthouseFigures).min(1) });

/**
 * Lighthouse on the framework floor and on each route in the same run, alternately (floor, route,
 * floor, route…): the targets are each route's distance from the floor measured beside it, since
 * the absolute figures move with the machine (docs/bench.md).
 */
export const LighthousePart = z.object({
  runsPerRoute: z.number().int().positive(),
  /** Every run of the floor; its figures are their medians. */
  floor: MedianOfRuns,
  routes: z.array(
    MedianOfRuns.extend({
      route: z.string(),
      kind: RouteKind,
      /** The floor's runs made just before each of this route's runs, and their medians. */
      floor: MedianOfRuns,
    }),
  ),
});
export type LighthousePart = z.infer<typeof LighthousePart>;

export const Database = z.enum(["PGlite", "PostgreSQL"]);
export type Database = z.infer<typeof Database>;

export const Endpoint = z.enum(["calendar", "search", "reservation", "lookup"]);
export type Endpoint = z.infer<typeof Endpoint>;

export const ApiPart = z.object({
  connections: z.number().int().positive(),
  secondsPerRun: z.number().positive(),
  databases: z.array(
    z.object({
      database: Database,
      endpoints: z.array(z.object({ endpoint: Endpoint, request: z.string(), load: LoadFigures })),
    }),
  ),
  /** Why a database was left out (PostgreSQL not answering), when it was. */
  skipped: z.array(z.object({ database: Database, reason: z.string() })),
});
export type ApiPart = z.infer<typeof ApiPart>;

export const OverbookingRun = z.object({
  database: Database,
  night: z.string(),
  roomTypeId: z.number().int().positive(),
  guests: z.number().int().positive(),
  /** Rooms free on the night when the parallel guests came. */
  inventory: z.number().int().nonnegative(),
  sold: z.number().int().nonnegative(),
  /** Refused with the engine's SOLD_OUT error. */
  refused: z.number().int().nonnegative(),
  /** Any other answer, by status and error code: there should be none. */
  other: z.record(z.string(), z.number().int().positive()),
  freeAfter: z.number().int(),
});
export type OverbookingRun = z.infer<typeof OverbookingRun>;

export const OverbookingPart = z.object({
  runs: z.array(OverbookingRun),
  skipped: z.array(z.object({ database: Database, reason: z.string() })),
});
export type OverbookingPart = z.infer<typeof OverbookingPart>;

/** Answers counted by what was asked and how it was answered, e.g. { "/no-such-path 404": 60 }. */
const Tally = z.record(z.string(), z.number().int().nonnegative());

export const BodyTransfer = z.enum(["content-length", "chunked"]);
export type BodyTransfer = z.infer<typeof BodyTransfer>;

/** The abuse part (docs/bench.md): the site's body limits and what big bodies and POSTs cost others. */
export const AbusePart = z.object({
  bodyLimit: z.array(
    z.object({
      transfer: BodyTransfer,
      bytes: z.number().int().positive(),
      /** Each measured attempt, after one unmeasured: its status and ms from the first byte sent to the answer. */
      attempts: z.array(z.object({ status: z.number().int(), ms: z.number().nonnegative() })).min(1),
    }),
  ),
  calendar: z.object({
    request: z.string(),
    connections: z.number().int().positive(),
    secondsPerRun: z.number().positive(),
    idle: LoadFigures,
    underBodies: LoadFigures,
    /** Clients sending big nested bodies in a loop during the second run, and their answers. */
    senders: z.number().int().positive(),
    bodyBytes: z.number().int().positive(),
    bodyAnswers: Tally,
  }),
  pagesUnderPosts: z.object({
    route: z.string(),
    connections: z.number().int().positive(),
    secondsPerRun: z.number().positive(),
    postsPerSecond: z.number().positive(),
    /** Each alternating run's req/s; the figures are each series' median run. */
    withoutRuns: z.array(z.number().nonnegative()).min(1),
    withRuns: z.array(z.number().nonnegative()).min(1),
    without: LoadFigures,
    with: LoadFigures,
    postAnswers: Tally,
  }),
});
export type AbusePart = z.infer<typeof AbusePart>;

/** The mixed part's request classes (docs/bench.md «mixed»). */
export const MixedClass = z.enum([
  "content",
  "image",
  "rate-plans",
  "hold",
  "invoice",
  "pay-page",
  "pay",
  "look-up",
  "calendar",
  "publish",
  "price-change",
]);
export type MixedClass = z.infer<typeof MixedClass>;

/** One class of the mixed load: its answers over the run, latencies to the end of each body. */
export const MixedClassFigures = z.object({
  class: MixedClass,
  requests: z.number().int().nonnegative(),
  requestsPerSecond: z.number().nonnegative(),
  /** 0 when the class made no request. */
  p50Ms: z.number().nonnegative(),
  p99Ms: z.number().nonnegative(),
  /** Answers by HTTP status. */
  statuses: Tally,
  /** Requests that got no answer, by system code ("ECONNRESET", "timeout"). */
  errors: Tally,
});
export type MixedClassFigures = z.infer<typeof MixedClassFigures>;

/** The mixed part: guests and managers on our site at once, for BENCH_MIXED_SECONDS. */
export const MixedPart = z.object({
  /** Virtual users, each making one request at a time. */
  users: z.number().int().positive(),
  /** The measured run's length (to the last answer). */
  seconds: z.number().positive(),
  /** How likely each kind of pick is (content, rate plans, a booking step, the calendar). */
  weights: z.record(z.string(), z.number().nonnegative()),
  /** Seconds between the Studio's publishes, and between the manager's price changes. */
  managerEverySeconds: z.number().positive(),
  /** The content routes, from the site's sitemap.xml. */
  routes: z.array(z.string()).min(1),
  /** How an <img>'s source was chosen. */
  images: z.string(),
  classes: z.array(MixedClassFigures),
  /** VmRSS summed over the site's process tree, every 10 s from the start of the run. */
  memory: z.array(z.object({ atSeconds: z.number().nonnegative(), rssKb: z.number().int().nonnegative() })),
});
export type MixedPart = z.infer<typeof MixedPart>;

export const Check = z.object({
  /** The target, as the table shows it: "p99 ≤ 250 ms". */
  target: z.string(),
  /** null: not comparable in this run (its base was not measured), neither met nor missed. */
  met: z.boolean().nullable(),
});
export type Check = z.infer<typeof Check>;

export const Row = z.object({
  part: z.string(),
  subject: z.string(),
  reqPerSec: z.number().optional(),
  p50Ms: z.number().optional(),
  p99Ms: z.number().optional(),
  /** Ratios of req/s; null when the base answered nothing, so there is no ratio. */
  vsFloor: z.number().nullable().optional(),
  vsNextStart: z.number().nullable().optional(),
  notes: z.string().optional(),
  checks: z.array(Check),
});
export type Row = z.infer<typeof Row>;

export const Parts = z.object({
  pages: PagesPart.optional(),
  heap: HeapPart.optional(),
  transfer: TransferPart.optional(),
  lighthouse: LighthousePart.optional(),
  abuse: AbusePart.optional(),
  mixed: MixedPart.optional(),
  api: ApiPart.optional(),
  overbooking: OverbookingPart.optional(),
});
export type Parts = z.infer<typeof Parts>;

const LoadAverage = z.tuple([z.number(), z.number(), z.number()]);

export const BenchResult = z.object({
  schema: z.literal(1),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime(),
  seconds: z.number().nonnegative(),
  machine: z.object({
    cpus: z.number().int().positive(),
    node: z.string(),
    next: z.string(),
    /** `os.loadavg()` (1, 5, 15 minutes) when the run started and when it ended. */
    loadAverageStart: LoadAverage,
    loadAverageEnd: LoadAverage,
  }),
  settings: z.record(z.string(), z.union([z.string(), z.number()])),
  partsRun: z.array(z.enum(PARTS)),
  parts: Parts,
  rows: z.array(Row),
  /** Parts that could not be measured, and why; any entry makes the bench exit non-zero. */
  failures: z.array(z.object({ part: z.string(), message: z.string() })),
});
export type BenchResult = z.infer<typeof BenchResult>;
