import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import type { Result } from "autocannon";
import { minimumStay } from "../../hotel/db/seed/prices";
import { isoWeekday } from "../../rules";
import { loadFigures } from "../load";
import { pageRoutes } from "../sites";
import { figuresOf, lighthousePart, lighthouseSchedule, median, medianFigures } from "./lighthouse";
import { load } from "../testing/sample";
import { medianRun } from "./pages";
import { calendarRequest, failure, nestedJson, post, searchBody, tally } from "./abuse";
import { stressNight } from "./overbooking";

const histogram = (values: Partial<Result["latency"]>): Result["latency"] => ({
  average: 0,
  mean: 0,
  p50: 0,
  p90: 0,
  p99: 0,
  max: 0,
  total: 0,
  ...values,
});

describe("loadFigures", () => {
  it("counts answers of every status over the run's duration and averages their bytes", () => {
    const figures = loadFigures({
      requests: histogram({ average: 90, total: 600 }),
      latency: histogram({ p50: 12, p99: 240 }),
      throughput: histogram({ total: 6_000_000 }),
      duration: 6,
      non2xx: 20,
      errors: 2,
      timeouts: 2,
      statusCodeStats: { "200": { count: 580 }, "503": { count: 20 } },
    });
    expect(figures).toEqual({
      requestsPerSecond: 100,
      p50Ms: 12,
      p99Ms: 240,
      statuses: { "200": 580, "503": 20 },
      errors: 2,
      seconds: 6,
      bytesPerResponse: 10_000,
    });
  });
});

describe("Lighthouse figures", () => {
  const report = (performance: number | null) => ({
    categories: { performance: { score: performance }, accessibility: { score: 0.96 } },
    audits: {
      "largest-contentful-paint": { numericValue: 2100.4 },
      "total-blocking-time": { numericValue: 40 },
      "cumulative-layout-shift": { numericValue: 0.01 },
    },
  });

  it("reads scores as 0–100 and the three metrics from a report", () => {
    expect(figuresOf(report(0.97))).toEqual({
      performance: 97,
      accessibility: 96,
      lcpMs: 2100.4,
      tbtMs: 40,
      cls: 0.01,
    });
  });

  it("refuses a report without a score (a page that failed to load)", () => {
    expect(() => figuresOf(report(null))).toThrow(/no performance score/);
  });

  it("takes medians per figure", () => {
    expect(median([98, 93, 97])).toBe(97);
    expect(median([90, 100])).toBe(95);
    expect(median([])).toBeNaN();
    const runs = [
      { performance: 98, accessibility: 100, lcpMs: 1500, tbtMs: 100, cls: 0 },
      { performance: 93, accessibility: 100, lcpMs: 3000, tbtMs: 40, cls: 0.1 },
      { performance: 97, accessibility: 100, lcpMs: 1400, tbtMs: 60, cls: 0 },
    ];
    expect(medianFigures(runs)).toEqual({
      performance: 97,
      accessibility: 100,
      lcpMs: 1500,
      tbtMs: 60,
      cls: 0,
    });
  });
});

describe("Lighthouse beside the floor", () => {
  it("runs the floor first, then alternates floor and route, each route's runs together", () => {
    expect(lighthouseSchedule(["/", "/gallery"], 2)).toEqual([
      { site: "floor", before: "/" },
      { site: "ours", route: "/" },
      { site: "floor", before: "/" },
      { site: "ours", route: "/" },
      { site: "floor", before: "/gallery" },
      { site: "ours", route: "/gallery" },
      { site: "floor", before: "/gallery" },
      { site: "ours", route: "/gallery" },
    ]);
  });

  it("gives each route the medians of its own floor runs, and the floor the medians of all", () => {
    const run = (performance: number, lcpMs: number) => ({
      performance,
      accessibility: 100,
      lcpMs,
      tbtMs: 500,
      cls: 0,
    });
    const part = lighthousePart(1, [
      { route: "/", kind: "content", runs: [run(70, 3000)], floorRuns: [run(86, 700)] },
      { route: "/gallery", kind: "content", runs: [run(80, 2000)], floorRuns: [run(90, 600)] },
      { route: "/services", kind: "content", runs: [run(82, 1900)], floorRuns: [run(88, 650)] },
    ]);
    expect(
      part.routes.map(({ route, performance, floor }) => [route, performance, floor.performance]),
    ).toEqual([
      ["/", 70, 86],
      ["/gallery", 80, 90],
      ["/services", 82, 88],
    ]);
    expect(part.floor).toMatchObject({ performance: 88, lcpMs: 650 });
    expect(part.floor.runs).toHaveLength(3);
  });
});

describe("the measured routes", () => {
  it("are four content pages and the rate plans three weeks ahead for two adults, dates as dd.MM.yyyy", () => {
    const routes = pageRoutes("2026-11-23");
    expect(routes.map((route) => route.kind)).toEqual([
      "content",
      "content",
      "content",
      "content",
      "booking",
    ]);
    expect(routes.at(-1)?.route).toBe(
      "/booking/rate-plans?arrival-date=14.12.2026&departure-date=16.12.2026&guests=2,0",
    );
  });
});

describe("stressNight", () => {
  it("is a Monday–Thursday two months or more ahead that one night may book", () => {
    for (const today of ["2026-11-23", "2026-10-31", "2027-06-05", "2027-03-01"]) {
      const night = stressNight(today);
      expect(night >= "2026-01-01").toBe(true);
      expect(isoWeekday(night)).toBeLessThanOrEqual(4);
      expect(minimumStay(night)).toBe(1);
    }
    // 2026-10-31 + 60 days is 30 December, whose stays are three nights or more.
    expect(stressNight("2026-10-31")).toBe("2027-01-04");
  });
});

describe("medianRun", () => {
  const run = (requestsPerSecond: number) => load(requestsPerSecond, 300);
  it("takes the run with the middle req/s, whatever their order", () => {
    const runs = [run(275), run(206), run(212)];
    expect(medianRun(runs)).toBe(runs[2]);
    expect(medianRun([run(1)])).toEqual(run(1));
  });
  it("takes the lower middle of an even count, and refuses none", () => {
    const runs = [run(300), run(100)];
    expect(medianRun(runs)).toBe(runs[1]);
    expect(() => medianRun([])).toThrow("no run");
  });
});

describe("the abuse part's requests", () => {
  it("nests arrays half as deep as the body is long, in exactly its bytes", () => {
    expect(nestedJson(10).toString()).toBe("[[[[[]]]]]");
    expect(JSON.parse(nestedJson(6).toString())).toEqual([[[]]]);
    expect(nestedJson(3_000_000).byteLength).toBe(3_000_000);
  });

  it("asks the calendar for the month from today and searches two nights three weeks ahead", () => {
    expect(calendarRequest("2026-11-23")).toBe("/api/booking/calendar?starts_at=2026-11-23&days=31");
    expect(JSON.parse(searchBody("2026-11-23").toString())).toEqual({
      arrival: "2026-12-14",
      departure: "2026-12-16",
      rooms: [{ adults: 2, children: 0 }],
    });
  });

  it("counts answers by label", () => {
    const counts: Record<string, number> = {};
    tally(counts, "chunked 413");
    tally(counts, "chunked 413");
    tally(counts, "error");
    expect(counts).toEqual({ "chunked 413": 2, error: 1 });
  });

  it("names a failed exchange by its system code, else by its message", () => {
    const reset = Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" });
    expect(failure(reset)).toBe("error ECONNRESET");
    expect(failure(new Error("no answer in 30 s"))).toBe("error no answer in 30 s");
    expect(failure("gone")).toBe("error");
  });
});

describe("post", () => {
  /** A server that answers 413 at the headers, then drops the body or closes the connection. */
  async function refusing(close: boolean): Promise<{ url: string; seen: string[]; stop(): Promise<void> }> {
    const seen: string[] = [];
    const server = http.createServer((request, response) => {
      seen.push(request.headers["transfer-encoding"] ?? `length ${request.headers["content-length"]}`);
      response.writeHead(413).end();
      if (close) request.socket.destroy();
      else request.resume();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}/`,
      seen,
      stop: () => new Promise((resolve) => server.close(() => resolve())),
    };
  }

  it("sends a body declared or chunked and gives the status and the time to it", async () => {
    const server = await refusing(false);
    try {
      const body = nestedJson(1_000_000);
      const declared = await post(server.url, body, "content-length");
      const chunked = await post(server.url, body, "chunked");
      expect([declared.status, chunked.status]).toEqual([413, 413]);
      expect(declared.ms).toBeGreaterThan(0);
      expect(server.seen).toEqual(["length 1000000", "chunked"]);
    } finally {
      await server.stop();
    }
  });

  it("ends with the answer when the server closes the connection before the body is sent", async () => {
    const server = await refusing(true);
    try {
      expect((await post(server.url, nestedJson(3_000_000), "chunked")).status).toBe(413);
    } finally {
      await server.stop();
    }
  });
});
