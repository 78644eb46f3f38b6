/**
 * Abuse: what a guest sending too much costs the site and everyone else (docs/bench.md «abuse»),
 * on our server alone, each figure next to its own baseline from the same run:
 *
 * - the body limit: `POST /api/booking/search` with a 2 MB JSON body, declared and chunked, must be
 *   refused with 413 at once (web/lib/request-body.ts), not after the site read it;
 * - the price calendar at a few connections, idle and then while clients send 3 MB nested bodies
 *   in a loop: refusing them must not slow the guests' calls;
 * - a cached page (/services) without and with a trickle of POSTs (a search, a path that does not
 *   exist): a POST must not empty the page cache (platform/page-cache.ts).
 */
import http from "node:http";
import { performance } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import { addDays, hotelToday } from "../../rules";
import { measureLoad } from "../load";
import type { AbusePart, BodyTransfer, LoadFigures } from "../results";
import type { BenchContext, Site } from "../sites";
import { medianRun } from "./pages";

const SEARCH = "/api/booking/search";
const LIMIT_BODY_BYTES = 2_000_000;
const FLOOD_BODY_BYTES = 3_000_000;
const ATTEMPTS = 3;
const SENDERS = 3;
const CALENDAR_CONNECTIONS = 4;
const PAGE = "/services";
const PAGE_CONNECTIONS = 16;
const POSTS_PER_SECOND = 5;
/** Alternating rounds of the page without and with POSTs: one run of either moves by up to 10 %, and three rounds
 * gave medians 0.78–1.02× apart on the same code. */
const PAGE_ROUNDS = 5;
/** Chunks of a chunked body; also the pieces a declared body is written in. */
const CHUNK_BYTES = 64 * 1024;

/**
 * `bytes` (even) of JSON arrays nested in each other, `[[[…]]]`: no parser may take it whole
 * (its depth is half its length), so a server that reads it before its limits pays for it.
 */
export function nestedJson(bytes: number): Buffer {
  const depth = Math.floor(bytes / 2);
  return Buffer.concat([Buffer.alloc(depth, "["), Buffer.alloc(depth, "]")]);
}

/** The calendar as the stay search asks it, for the month from today. */
export function calendarRequest(today = hotelToday()): string {
  return `/api/booking/calendar?starts_at=${today}&days=31`;
}

/** A search a guest could make: two adults, two nights three weeks ahead. */
export function searchBody(today = hotelToday()): Buffer {
  const arrival = addDays(today, 21);
  return Buffer.from(
    JSON.stringify({ arrival, departure: addDays(arrival, 2), rooms: [{ adults: 2, children: 0 }] }),
  );
}

interface Answer {
  status: number;
  /** From the first byte sent to the answer's status line. */
  ms: number;
}

/**
 * One POST of a JSON body, with its Content-Length or chunked without one. Settles when the whole
 * body was sent (or the server closed the connection after answering) and the answer was read, so
 * a sender in a loop makes the server take every byte, as a real one would.
 */
export function post(url: string, body: Buffer, transfer: BodyTransfer, agent?: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let answer: Answer | undefined;
    let sent = false;
    let read = false;
    const settle = () => {
      if (answer && sent && read) resolve(answer);
    };
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (transfer === "content-length") headers["content-length"] = String(body.byteLength);
    const request = http.request(url, { method: "POST", headers, agent: agent ?? false }, (response) => {
      answer = { status: response.statusCode ?? 0, ms: performance.now() - started };
      response.resume();
      response.on("end", () => {
        read = true;
        settle();
      });
    });
    request.setTimeout(30_000, () => request.destroy(new Error(`no answer from ${url} in 30 s`)));
    request.on("finish", () => {
      sent = true;
      settle();
    });
    request.on("error", (error) => {
      if (!answer) return reject(error);
      // Answered, then the server stopped reading the rest: the exchange is over.
      sent = read = true;
      settle();
    });
    for (let at = 0; at < body.byteLength; at += CHUNK_BYTES)
      request.write(body.subarray(at, at + CHUNK_BYTES));
    request.end();
  });
}

/** A failed exchange as the notes name it: its system code (ECONNRESET, EPIPE), else its message. */
export function failure(error: unknown): string {
  if (!(error instanceof Error)) return "error";
  const code = (error as NodeJS.ErrnoException).code;
  return `error ${code ?? error.message}`;
}

/** Counts an answer (or a failure) under its label: "chunked 413", "/no-such-path 404", "chunked error ECONNRESET". */
export function tally(counts: Record<string, number>, key: string): void {
  counts[key] = (counts[key] ?? 0) + 1;
}

/** Background traffic until stopped; `stop` waits for the requests under way and gives their answers. */
export interface Traffic {
  stop(): Promise<Record<string, number>>;
}

/** `clients` clients, each posting the body in a loop on its own kept connection, alternating declared and chunked. */
export function sendBodies(url: string, body: Buffer, clients: number): Traffic {
  const answers: Record<string, number> = {};
  let stopped = false;
  const client = async (index: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (let round = index; !stopped; round++) {
      const transfer: BodyTransfer = round % 2 === 0 ? "content-length" : "chunked";
      try {
        tally(answers, `${transfer} ${(await post(url, body, transfer, agent)).status}`);
      } catch (error) {
        tally(answers, `${transfer} ${failure(error)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    agent.destroy();
  };
  const running = Array.from({ length: clients }, (_, index) => client(index));
  return {
    async stop() {
      stopped = true;
      await Promise.all(running);
      return answers;
    },
  };
}

/** What the background thread (./abuse-senders.ts) sends: big bodies in a loop, or a trickle of POSTs. */
export type BackgroundData =
  | { kind: "bodies"; url: string; bytes: number; clients: number }
  | { kind: "trickle"; url: string; perSecond: number; requests: { path: string; body: Uint8Array }[] };

/**
 * Background traffic in a thread of its own (./abuse-senders.ts), so that it does not delay
 * autocannon's timing: in the bench's main thread the senders' work delayed autocannon's, and the
 * trickle's connections took turns with autocannon's on its one event loop.
 */
function inThread(data: BackgroundData): Traffic {
  const worker = new Worker(new URL("./abuse-senders.ts", import.meta.url), { workerData: data });
  const answers = new Promise<Record<string, number>>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  // A thread that fails before it is stopped fails the part at `stop`, not the process before it.
  answers.catch(() => undefined);
  return {
    async stop() {
      worker.postMessage("stop");
      try {
        return await answers;
      } finally {
        await worker.terminate();
      }
    },
  };
}

/** `perSecond` POSTs a second, taking turns among `requests`, each on a new connection (anonymous guests). */
export function trickle(url: string, perSecond: number, requests: { path: string; body: Buffer }[]): Traffic {
  const answers: Record<string, number> = {};
  const underway = new Set<Promise<void>>();
  let next = 0;
  const timer = setInterval(() => {
    const { path, body } = requests[next++ % requests.length]!;
    const sent = post(`${url}${path}`, body, "content-length")
      .then(({ status }) => tally(answers, `${path} ${status}`))
      .catch((error: unknown) => tally(answers, `${path} ${failure(error)}`))
      .finally(() => underway.delete(sent));
    underway.add(sent);
  }, 1000 / perSecond);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(underway);
      return answers;
    },
  };
}

/** Runs `work` while `traffic` goes on, and stops it after. */
async function during<T>(
  traffic: Traffic,
  work: () => Promise<T>,
): Promise<{ result: T; answers: Record<string, number> }> {
  try {
    const result = await work();
    return { result, answers: await traffic.stop() };
  } catch (error) {
    await traffic.stop();
    throw error;
  }
}

export async function measureAbuse(context: BenchContext, ours: Site): Promise<AbusePart> {
  const { settings, log } = context;
  const load = (route: string, connections: number, seconds: number): Promise<LoadFigures> =>
    measureLoad({
      url: `${ours.url}${route}`,
      connections,
      seconds,
      warmupSeconds: settings.BENCH_WARMUP_SECONDS,
    });

  const bodyLimit: AbusePart["bodyLimit"] = [];
  const big = nestedJson(LIMIT_BODY_BYTES);
  for (const transfer of ["content-length", "chunked"] as const) {
    await post(`${ours.url}${SEARCH}`, big, transfer);
    const attempts: Answer[] = [];
    for (let attempt = 0; attempt < ATTEMPTS; attempt++)
      attempts.push(await post(`${ours.url}${SEARCH}`, big, transfer));
    log(
      `  2 MB body, ${transfer}: ${attempts.map(({ status, ms }) => `${status} in ${Math.round(ms)} ms`).join(", ")}`,
    );
    bodyLimit.push({ transfer, bytes: big.byteLength, attempts });
  }

  const calendarRoute = calendarRequest();
  const calendarLoad = () => load(calendarRoute, CALENDAR_CONNECTIONS, settings.BENCH_ABUSE_SECONDS);
  const idle = await calendarLoad();
  const flood = await during(
    inThread({ kind: "bodies", url: `${ours.url}${SEARCH}`, bytes: FLOOD_BODY_BYTES, clients: SENDERS }),
    calendarLoad,
  );
  log(`  calendar p99 idle ${idle.p99Ms} ms, under ${SENDERS} senders of 3 MB ${flood.result.p99Ms} ms`);

  const posts = [
    { path: SEARCH, body: searchBody() },
    { path: "/no-such-path", body: Buffer.from("{}") },
  ];
  const pageLoad = () => load(PAGE, PAGE_CONNECTIONS, settings.BENCH_PAGE_SECONDS);
  const without: LoadFigures[] = [];
  const withPosts: LoadFigures[] = [];
  const postAnswers: Record<string, number> = {};
  for (let round = 0; round < PAGE_ROUNDS; round++) {
    without.push(await pageLoad());
    const background = inThread({
      kind: "trickle",
      url: ours.url,
      perSecond: POSTS_PER_SECOND,
      requests: posts,
    });
    const run = await during(background, pageLoad);
    withPosts.push(run.result);
    for (const [key, count] of Object.entries(run.answers))
      postAnswers[key] = (postAnswers[key] ?? 0) + count;
  }
  const reqPerSec = (runs: LoadFigures[]) => runs.map((run) => run.requestsPerSecond);
  log(
    `  ${PAGE} req/s without POSTs ${reqPerSec(without).map(Math.round).join(", ")}; ` +
      `with ${reqPerSec(withPosts).map(Math.round).join(", ")}`,
  );
  return {
    bodyLimit,
    calendar: {
      request: calendarRoute,
      connections: CALENDAR_CONNECTIONS,
      secondsPerRun: settings.BENCH_ABUSE_SECONDS,
      idle,
      underBodies: flood.result,
      senders: SENDERS,
      bodyBytes: FLOOD_BODY_BYTES,
      bodyAnswers: flood.answers,
    },
    pagesUnderPosts: {
      route: PAGE,
      connections: PAGE_CONNECTIONS,
      secondsPerRun: settings.BENCH_PAGE_SECONDS,
      postsPerSecond: POSTS_PER_SECOND,
      withoutRuns: reqPerSec(without),
      withRuns: reqPerSec(withPosts),
      without: medianRun(without),
      with: medianRun(withPosts),
      postAnswers,
    },
  };
}
