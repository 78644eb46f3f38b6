/**
 * The table's rows from a run's figures: one row per measured subject, the load figures in their
 * own columns, the rest in notes, and the bench's targets checked where they apply (targets.ts).
 */
import { memoryMinutes } from "./parts/mixed-pick";
import type { LoadFigures, MixedClass, Parts, Row } from "./results";
import { milliseconds, times } from "./table";
import {
  apiChecks,
  bodyLimitChecks,
  calendarUnderBodiesCheck,
  homeHtmlCheck,
  lighthouseChecks,
  memoryFlatCheck,
  mixedChecks,
  overbookingCheck,
  pageChecks,
  pagesUnderPostsCheck,
} from "./targets";

const ENCODING_LABEL = { identity: "no compression", compressed: "gzip, br" } as const;

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
export const mb = (kilobytes: number) => `${(kilobytes / 1024).toFixed(0)} MB`;

/**
 * Answers that were not 2xx, connection errors, and a p99 close to the run's length (autocannon
 * drops the answers still awaited when a run ends, so a slower tail is not in the figures): a load
 * figure with any of these is suspect.
 */
export function loadNotes(load: LoadFigures): string {
  const notes: string[] = [];
  if (load.p99Ms >= load.seconds * 1000 * 0.5)
    notes.push("p99 near the run's length: slower answers went uncounted");
  const bad = Object.entries(load.statuses).filter(([status]) => !status.startsWith("2"));
  if (bad.length > 0) notes.push(bad.map(([status, n]) => `${n}× ${status}`).join(", "));
  if (load.errors > 0) notes.push(`${load.errors} errors`);
  return notes.join("; ");
}

/** A route as the table names it: the query of the rate plans is in the JSON and docs/bench.md. */
export const shortRoute = (route: string) =>
  route.includes("?") ? `${route.slice(0, route.indexOf("?"))}?…` : route;

const ratio = (ours: number, base: number): number | null => (base > 0 ? ours / base : null);

function loadColumns(load: LoadFigures): Pick<Row, "reqPerSec" | "p50Ms" | "p99Ms"> {
  return { reqPerSec: load.requestsPerSecond, p50Ms: load.p50Ms, p99Ms: load.p99Ms };
}

function joinNotes(...notes: (string | undefined)[]): string | undefined {
  const kept = notes.filter((note): note is string => Boolean(note));
  return kept.length > 0 ? kept.join("; ") : undefined;
}

function pageRows(parts: Parts): Row[] {
  const pages = parts.pages;
  if (!pages) return [];
  const rows: Row[] = [];
  for (const encoding of ["identity", "compressed"] as const) {
    const floor = pages.floor[encoding];
    rows.push({
      part: "pages",
      subject: `floor (bare Next.js page) · ${ENCODING_LABEL[encoding]}`,
      ...loadColumns(floor),
      notes: joinNotes(`${kb(floor.bytesPerResponse)} per answer`, loadNotes(floor)),
      checks: [],
    });
  }
  for (const { route, kind, rounds, ours, nextStart } of pages.routes) {
    const median = rounds && rounds > 1 ? `median of ${rounds} alternating runs` : undefined;
    for (const encoding of ["identity", "compressed"] as const) {
      const floor = pages.floor[encoding].requestsPerSecond;
      const own = ours[encoding];
      const plain = nextStart[encoding];
      const vsFloor = ratio(own.requestsPerSecond, floor);
      const vsNextStart = ratio(own.requestsPerSecond, plain.requestsPerSecond);
      rows.push({
        part: "pages",
        subject: `${shortRoute(route)} ours · ${ENCODING_LABEL[encoding]}`,
        ...loadColumns(own),
        vsFloor,
        vsNextStart,
        notes: joinNotes(`${kb(own.bytesPerResponse)} per answer`, median, loadNotes(own)),
        checks: pageChecks(kind, {
          p99Ms: own.p99Ms,
          vsFloor: vsFloor ?? Number.NaN,
          vsNextStart: vsNextStart ?? Number.NaN,
        }),
      });
      rows.push({
        part: "pages",
        subject: `${shortRoute(route)} next start · ${ENCODING_LABEL[encoding]}`,
        ...loadColumns(plain),
        vsFloor: ratio(plain.requestsPerSecond, floor),
        notes: joinNotes(`${kb(plain.bytesPerResponse)} per answer`, median, loadNotes(plain)),
        checks: [],
      });
    }
  }
  return rows;
}

function heapRows(parts: Parts): Row[] {
  const heap = parts.heap;
  if (!heap) return [];
  return [
    {
      part: "heap",
      subject: "site server, before → after the pages part",
      notes: `${mb(heap.beforeKb)} → ${mb(heap.afterKb)} (peak ${mb(heap.peakKb)}); ${heap.source}`,
      checks: [],
    },
  ];
}

function transferRows(parts: Parts): Row[] {
  const transfer = parts.transfer;
  if (!transfer) return [];
  const weight = (page: TransferPage) =>
    `HTML ${kb(page.htmlRawBytes)} raw, ${kb(page.htmlCompressedBytes)} ${page.htmlEncoding}; ` +
    `JS ${kb(page.jsBytes)} in ${page.jsRequests} files`;
  return [
    { part: "transfer", subject: "floor", notes: weight(transfer.floor), checks: [] },
    ...transfer.routes.map((page) => ({
      part: "transfer",
      subject: shortRoute(page.route),
      notes: `${weight(page)}, ${kb(page.jsBeyondFloorBytes)} beyond the floor's`,
      checks: homeHtmlCheck(page.route, page.htmlRawBytes),
    })),
  ];
}
type TransferPage = NonNullable<Parts["transfer"]>["floor"];

type LighthouseFigures = NonNullable<Parts["lighthouse"]>["floor"];

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const milliseconds0 = (ms: number) => `${Math.round(ms)} ms`;
const signed = (value: number, text: (magnitude: number) => string) =>
  `${value < 0 ? "−" : "+"}${text(Math.abs(value))}`;

/** A page's absolute figures; beside the floor's, each with its difference from the floor's. */
function lighthouseNotes(page: LighthouseFigures, floor?: LighthouseFigures): string {
  const figure = (name: string, key: "performance" | "lcpMs" | "tbtMs", text: (value: number) => string) => {
    const own = `${name} ${text(page[key])}`;
    return floor ? `${own} (floor ${text(floor[key])}, ${signed(page[key] - floor[key], text)})` : own;
  };
  return [
    figure("performance", "performance", String),
    figure("LCP", "lcpMs", seconds),
    figure("TBT", "tbtMs", milliseconds0),
    `accessibility ${page.accessibility}`,
    `CLS ${page.cls.toFixed(3)}`,
  ].join(", ");
}

function lighthouseRows(parts: Parts): Row[] {
  const lighthouse = parts.lighthouse;
  if (!lighthouse) return [];
  const runs = lighthouse.runsPerRoute;
  const scores = (figures: LighthouseFigures) => figures.runs.map((run) => run.performance).join(", ");
  const { floor } = lighthouse;
  return [
    {
      part: "lighthouse",
      subject: "floor (bare Next.js page) mobile",
      notes: `${lighthouseNotes(floor)} (median of ${floor.runs.length} runs, one before each run of a route: ${scores(floor)})`,
      checks: [],
    },
    ...lighthouse.routes.map((page) => ({
      part: "lighthouse",
      subject: `${shortRoute(page.route)} mobile`,
      notes:
        lighthouseNotes(page, page.floor) +
        (runs > 1
          ? ` (median of ${runs} runs, each after a run of the floor: ${scores(page)}; floor ${scores(page.floor)})`
          : " (1 run, after a run of the floor)"),
      checks: lighthouseChecks(page.kind, page, page.floor),
    })),
  ];
}

/** Answers counted by label, as notes: "413 ×40, error ×1". */
const answerNotes = (answers: Record<string, number>) =>
  Object.entries(answers)
    .map(([what, n]) => `${what} ×${n}`)
    .join(", ") || "none";

function abuseRows(parts: Parts): Row[] {
  const abuse = parts.abuse;
  if (!abuse) return [];
  const { calendar, pagesUnderPosts: pages } = abuse;
  const calendarRatio = ratio(calendar.underBodies.p99Ms, calendar.idle.p99Ms);
  const pagesRatio = ratio(pages.with.requestsPerSecond, pages.without.requestsPerSecond);
  const runs = (values: number[]) =>
    `median of ${values.length} alternating runs: ${values.map(Math.round).join(", ")} req/s`;
  return [
    ...abuse.bodyLimit.map(({ transfer, bytes, attempts }) => ({
      part: "abuse",
      subject: `POST /api/booking/search, ${(bytes / 1e6).toFixed(0)} MB nested JSON · ${transfer}`,
      notes: attempts.map(({ status, ms }) => `${status} in ${milliseconds(ms)} ms`).join(", "),
      checks: bodyLimitChecks(attempts),
    })),
    {
      part: "abuse",
      subject: `${shortRoute(calendar.request)} idle · ${calendar.connections} connections`,
      ...loadColumns(calendar.idle),
      notes: loadNotes(calendar.idle) || undefined,
      checks: [],
    },
    {
      part: "abuse",
      subject: `${shortRoute(calendar.request)} while ${calendar.senders} clients send ${(calendar.bodyBytes / 1e6).toFixed(0)} MB nested bodies`,
      ...loadColumns(calendar.underBodies),
      notes: joinNotes(
        `p99 ${times(calendarRatio)} idle`,
        `bodies answered: ${answerNotes(calendar.bodyAnswers)}`,
        loadNotes(calendar.underBodies),
      ),
      checks: [calendarUnderBodiesCheck(calendarRatio ?? Number.NaN)],
    },
    {
      part: "abuse",
      subject: `${pages.route} without POSTs · ${pages.connections} connections`,
      ...loadColumns(pages.without),
      notes: joinNotes(runs(pages.withoutRuns), loadNotes(pages.without)),
      checks: [],
    },
    {
      part: "abuse",
      subject: `${pages.route} with ${pages.postsPerSecond} POSTs/s`,
      ...loadColumns(pages.with),
      notes: joinNotes(
        `${times(pagesRatio)} without`,
        runs(pages.withRuns),
        `POSTs answered: ${answerNotes(pages.postAnswers)}`,
        loadNotes(pages.with),
      ),
      checks: [pagesUnderPostsCheck(pagesRatio ?? Number.NaN)],
    },
  ];
}

const MIXED_SUBJECT: Record<MixedClass, string> = {
  content: "content pages (sitemap.xml)",
  image: "their images (phone's srcset pick)",
  "rate-plans": "/booking/rate-plans?… (random stays and guests)",
  hold: "hold: POST /api/booking/reservations",
  invoice: "invoice: POST /api/booking/reservations/{id}/invoice",
  "pay-page": "pay page: GET /v1/sandbox/pay/{id}",
  pay: "pay: POST /v1/sandbox/pay/{id} (test card)",
  "look-up": "look-up: POST /api/booking/manage/lookup",
  calendar: "/api/booking/calendar?… (random months)",
  publish: "Studio publish: lake's data/actions (edit, publish)",
  "price-change": "price change: POST /v1/admin/prices/changes",
};

/** Answers by status and failures by code, as notes: "12× 409; 1× ECONNRESET". */
function mixedNotes(statuses: Record<string, number>, errors: Record<string, number>): string | undefined {
  const bad = Object.entries(statuses).filter(([status]) => !/^[23]/.test(status));
  return joinNotes(
    bad.length > 0 ? bad.map(([status, n]) => `${n}× ${status}`).join(", ") : undefined,
    Object.keys(errors).length > 0
      ? `no answer: ${Object.entries(errors)
          .map(([code, n]) => `${n}× ${code}`)
          .join(", ")}`
      : undefined,
  );
}

function mixedRows(parts: Parts): Row[] {
  const mixed = parts.mixed;
  if (!mixed) return [];
  // fetch() asks for gzip and br: the floor's compressed run is the one to compare with.
  const floor = parts.pages?.floor.compressed.requestsPerSecond;
  const rows: Row[] = mixed.classes.map((figures) => {
    const vsFloor =
      figures.class === "content" && floor !== undefined
        ? ratio(figures.requestsPerSecond, floor)
        : undefined;
    return {
      part: "mixed",
      subject: MIXED_SUBJECT[figures.class],
      reqPerSec: figures.requestsPerSecond,
      ...(figures.requests > 0 ? { p50Ms: figures.p50Ms, p99Ms: figures.p99Ms } : {}),
      ...(vsFloor !== undefined ? { vsFloor } : {}),
      notes: joinNotes(
        `${figures.requests} ${figures.requests === 1 ? "request" : "requests"}`,
        mixedNotes(figures.statuses, figures.errors),
      ),
      checks: mixedChecks(figures.class, {
        p99Ms: figures.requests > 0 ? figures.p99Ms : Number.NaN,
        statuses: figures.statuses,
        vsFloor: figures.class === "content" && floor === undefined ? undefined : (vsFloor ?? null),
      }),
    };
  });
  const minutes = memoryMinutes(mixed.memory, mixed.seconds);
  rows.push({
    part: "mixed",
    subject: "site's process tree, VmRSS every 10 s",
    notes: joinNotes(
      mixed.memory.map(({ rssKb }) => (rssKb / 1024).toFixed(0)).join(" ") + " MB",
      minutes ? `first minute ${mb(minutes.firstKb)}, last ${mb(minutes.lastKb)}` : undefined,
    ),
    checks: [memoryFlatCheck(minutes)],
  });
  return rows;
}

function apiRows(parts: Parts): Row[] {
  const api = parts.api;
  if (!api) return [];
  return [
    ...api.databases.flatMap(({ database, endpoints }) =>
      endpoints.map(({ endpoint, request, load }) => ({
        part: "api",
        subject: `${request} · ${database}`,
        ...loadColumns(load),
        notes: loadNotes(load) || undefined,
        checks: apiChecks(database, endpoint, load.p99Ms),
      })),
    ),
    ...api.skipped.map(({ database, reason }) => ({
      part: "api",
      subject: `${database}: not measured`,
      notes: reason,
      checks: [],
    })),
  ];
}

function overbookingRows(parts: Parts): Row[] {
  const overbooking = parts.overbooking;
  if (!overbooking) return [];
  return [
    ...overbooking.runs.map((run) => ({
      part: "overbooking",
      subject: `${run.guests} guests, room type ${run.roomTypeId}, night ${run.night} · ${run.database}`,
      notes: joinNotes(
        `sold ${run.sold} / inventory ${run.inventory} / refused ${run.refused} (SOLD_OUT); free after ${run.freeAfter}`,
        Object.keys(run.other).length > 0
          ? `other answers: ${Object.entries(run.other)
              .map(([what, n]) => `${n}× ${what}`)
              .join(", ")}`
          : undefined,
      ),
      checks: [overbookingCheck(run.sold, run.inventory)],
    })),
    ...overbooking.skipped.map(({ database, reason }) => ({
      part: "overbooking",
      subject: `${database}: not measured`,
      notes: reason,
      checks: [],
    })),
  ];
}

export function buildRows(parts: Parts): Row[] {
  return [
    ...pageRows(parts),
    ...heapRows(parts),
    ...transferRows(parts),
    ...lighthouseRows(parts),
    ...abuseRows(parts),
    ...mixedRows(parts),
    ...apiRows(parts),
    ...overbookingRows(parts),
  ];
}
