import { describe, expect, it } from "vitest";
import { BenchResult } from "./results";
import { buildRows, loadNotes, shortRoute } from "./rows";
import { cell, formatReport, formatRow, formatTable, resultFileStem } from "./table";
import { load, sampleParts } from "./testing/sample";

const rows = buildRows(sampleParts());
const rowOf = (subject: string) => {
  const row = rows.find((candidate) => candidate.subject === subject);
  if (!row) throw new Error(`no row «${subject}» in ${rows.map((r) => r.subject).join(", ")}`);
  return row;
};

describe("buildRows", () => {
  it("puts our server's load beside the floor and next start as ratios, with the page targets", () => {
    const home = rowOf("/ ours · no compression");
    expect(home).toMatchObject({ reqPerSec: 130, p99Ms: 2000 });
    expect(home.vsFloor).toBeCloseTo(130 / 2000);
    expect(home.vsNextStart).toBeCloseTo(130 / 270);
    expect(home.checks.map((check) => [check.target, check.met])).toEqual([
      ["p99 ≤ 250 ms", false],
      ["× floor ≥ 0.5", false],
      ["× next start ≥ 0.9", false],
    ]);
    const services = rowOf("/services ours · gzip, br");
    expect(services.vsFloor).toBeCloseTo(1000 / 1800);
    expect(services.checks.every((check) => check.met)).toBe(true);
    expect(rowOf("/ next start · no compression")).toMatchObject({ reqPerSec: 270, checks: [] });
    expect(rowOf("floor (bare Next.js page) · gzip, br").reqPerSec).toBe(1800);
  });

  it("holds the booking page to next start only and notes its failed answers", () => {
    const booking = rows.find(
      (row) => row.subject.startsWith("/booking/rate-plans") && row.subject.endsWith("ours · no compression"),
    );
    expect(booking?.checks.map((check) => check.target)).toEqual(["× next start ≥ 0.9"]);
    expect(booking?.notes).toContain("3× 503");
    expect(booking?.notes).toContain("median of 3 alternating runs");
    expect(rowOf("/services ours · gzip, br").notes).not.toContain("median");
  });

  it("reports memory, weights, Lighthouse, the API and overbooking with their targets", () => {
    expect(rowOf("site server, before → after the pages part").notes).toMatch(
      /^300 MB → 420 MB \(peak 450 MB\)/,
    );
    const home = rowOf("/");
    expect(home.notes).toContain("HTML 251.0 KB raw, 36.0 KB gzip");
    expect(home.notes).toContain("30.0 KB beyond the floor's");
    expect(home.checks).toEqual([{ target: "HTML ≤ 120 KB", met: false }]);
    expect(rowOf("/services").checks).toEqual([]);
    const lighthouse = rowOf("/ mobile");
    expect(lighthouse.notes).toBe(
      "performance 85 (floor 88, −3), LCP 2.1 s (floor 0.7 s, +1.4 s), TBT 650 ms (floor 540 ms, +110 ms), " +
        "accessibility 100, CLS 0.000 " +
        "(median of 3 runs, each after a run of the floor: 85, 80, 87; floor 88, 86, 90)",
    );
    expect(lighthouse.checks).toEqual([
      { target: "performance ≥ 83 (floor − 5)", met: true },
      { target: "LCP ≤ 2.2 s (floor + 1.5 s)", met: true },
      { target: "TBT ≤ 690 ms (floor + 150 ms)", met: true },
      { target: "accessibility ≥ 100", met: true },
    ]);
    const booking = rows.find((row) => row.part === "lighthouse" && row.subject.startsWith("/booking/"));
    expect(booking?.subject).toBe("/booking/rate-plans?… mobile");
    expect(booking?.checks).toEqual([
      { target: "performance ≥ 76 (floor − 10)", met: true },
      { target: "accessibility ≥ 100", met: false },
    ]);
    // The floor's own row: every floor run's medians, the absolute figures the differences come from.
    expect(rowOf("floor (bare Next.js page) mobile")).toMatchObject({
      notes:
        "performance 86.5, LCP 0.7 s, TBT 555 ms, accessibility 100, CLS 0.000 " +
        "(median of 6 runs, one before each run of a route: 88, 86, 90, 86, 87, 85)",
      checks: [],
    });
    expect(rowOf("GET /v1/rooms/calendar · PGlite").checks).toEqual([{ target: "p99 ≤ 60 ms", met: false }]);
    expect(rowOf("POST /v1/reservation · PostgreSQL").checks).toEqual([
      { target: "p99 ≤ 150 ms", met: true },
    ]);
    const oversold = rowOf("50 guests, room type 3, night 2027-01-20 · PGlite");
    expect(oversold.checks).toEqual([{ target: "sold = inventory", met: false }]);
    expect(oversold.notes).toContain("sold 4 / inventory 3 / refused 45");
    expect(oversold.notes).toContain("1× 500 INTERNAL");
  });

  it("reports the abuse part: each big body's answers, the calendar's p99 and the page's req/s over their baselines", () => {
    const declared = rowOf("POST /api/booking/search, 2 MB nested JSON · content-length");
    expect(declared.notes).toBe("413 in 4.2 ms, 413 in 12 ms, 413 in 6.0 ms");
    expect(declared.checks).toEqual([
      { target: "status 413", met: true },
      { target: "answer ≤ 100 ms", met: true },
    ]);
    expect(rowOf("POST /api/booking/search, 2 MB nested JSON · chunked").checks).toEqual([
      { target: "status 413", met: false },
      { target: "answer ≤ 100 ms", met: false },
    ]);
    expect(rowOf("/api/booking/calendar?… idle · 4 connections")).toMatchObject({ p99Ms: 40, checks: [] });
    const loaded = rowOf("/api/booking/calendar?… while 3 clients send 3 MB nested bodies");
    expect(loaded.notes).toContain("p99 1.75× idle");
    expect(loaded.notes).toContain("content-length 413 ×40, chunked 413 ×38");
    expect(loaded.checks).toEqual([{ target: "p99 × idle ≤ 1.5", met: false }]);
    expect(rowOf("/services without POSTs · 16 connections").notes).toBe(
      "median of 3 alternating runs: 1000, 1100, 900 req/s",
    );
    const posted = rowOf("/services with 5 POSTs/s");
    expect(posted).toMatchObject({ reqPerSec: 870 });
    expect(posted.notes).toContain("0.87× without");
    expect(posted.notes).toContain("/no-such-path 404 ×45");
    expect(posted.checks).toEqual([{ target: "× without POSTs ≥ 0.9", met: false }]);
  });

  it("has no ratio over a server that answered nothing, and then misses the target", () => {
    const parts = sampleParts();
    const home = parts.pages?.routes[0];
    if (!home) throw new Error("the sample has pages");
    home.nextStart.identity = { ...load(0, 0), statuses: {}, errors: 32 };
    const row = buildRows(parts).find((candidate) => candidate.subject === "/ ours · no compression");
    expect(row?.vsNextStart).toBeNull();
    expect(row?.checks.find((check) => check.target === "× next start ≥ 0.9")?.met).toBe(false);
    expect(row && formatRow(row)).toContain("| 0.07× | — |");
  });

  it("reports the mixed part per class with its targets, and the site's memory over the run", () => {
    const content = rowOf("content pages (sitemap.xml)");
    expect(content).toMatchObject({ reqPerSec: 900, p99Ms: 45, vsFloor: 0.5, notes: "162000 requests" });
    expect(content.checks).toEqual([
      { target: "p99 ≤ 50 ms", met: true },
      { target: "× floor ≥ 0.5", met: true },
      { target: "no 5xx", met: true },
    ]);
    expect(rowOf("/booking/rate-plans?… (random stays and guests)").checks[0]).toEqual({
      target: "p99 ≤ 150 ms",
      met: false,
    });
    const hold = rowOf("hold: POST /api/booking/reservations");
    expect(hold.notes).toBe("2141 requests; 40× 409, 1× 502");
    expect(hold.checks).toEqual([{ target: "no 5xx", met: false }]);
    expect(rowOf("pay: POST /v1/sandbox/pay/{id} (test card)").notes).toBe(
      "2002 requests; no answer: 2× ECONNRESET",
    );
    const memory = rowOf("site's process tree, VmRSS every 10 s");
    expect(memory.notes).toContain("300 300 300 300 300 300 310");
    expect(memory.notes).toContain("first minute 300 MB, last 320 MB");
    expect(memory.checks).toEqual([{ target: "last minute within 10 % of the first", met: true }]);
  });

  it("says the mixed part's floor ratio and memory are not comparable when pages did not run and the run was short", () => {
    const mixed = sampleParts().mixed;
    if (!mixed) throw new Error("the sample has the mixed part");
    const short = { ...mixed, seconds: 30, memory: mixed.memory.slice(0, 4) };
    const rows = buildRows({ mixed: short });
    const content = rows.find((row) => row.subject.startsWith("content pages"));
    expect(content?.vsFloor).toBeUndefined();
    expect(content?.checks[1]).toEqual({
      target: "× floor ≥ 0.5 (not comparable: pages not run)",
      met: null,
    });
    expect(rows.at(-1)?.checks[0]?.met).toBeNull();
    expect(content && formatRow(content)).toContain("| yes; n/a; yes |");
  });

  it("leaves out the parts that did not run", () => {
    expect(buildRows({})).toEqual([]);
    expect(buildRows({ heap: sampleParts().heap }).map((row) => row.part)).toEqual(["heap"]);
  });
});

describe("shortRoute", () => {
  it("names a route with a query by its path, and the caption gives it in full", () => {
    expect(shortRoute("/booking/rate-plans?arrival-date=14.12.2026")).toBe("/booking/rate-plans?…");
    expect(shortRoute("/rooms/1")).toBe("/rooms/1");
    expect(rows.some((row) => row.subject === "/booking/rate-plans?… ours · gzip, br")).toBe(true);
  });
});

describe("loadNotes", () => {
  it("names answers that were not 2xx and connection errors, and nothing for a clean run", () => {
    expect(loadNotes(load(100, 10))).toBe("");
    expect(loadNotes({ ...load(100, 10, { "200": 10, "429": 2, "500": 1 }), errors: 4 })).toBe(
      "2× 429, 1× 500; 4 errors",
    );
  });

  it("warns when the p99 comes near the run's length, past which answers go uncounted", () => {
    expect(loadNotes(load(5, 2999))).toBe("");
    expect(loadNotes(load(5, 3000))).toBe("p99 near the run's length: slower answers went uncounted");
  });
});

describe("formatTable", () => {
  it("has one header, right-aligned figures and one line per row", () => {
    const lines = formatTable(rows).split("\n");
    expect(lines[0]).toBe(
      "| part | subject | req/s | p50 ms | p99 ms | × floor | × next start | notes | target | met? |",
    );
    expect(lines[1]).toBe("| --- | --- | ---: | ---: | ---: | ---: | ---: | --- | --- | --- |");
    expect(lines).toHaveLength(rows.length + 2);
  });

  it("rounds figures, writes ratios with ×, and marks a missed target", () => {
    const line = formatRow({
      part: "pages",
      subject: "/ ours",
      reqPerSec: 129.6,
      p50Ms: 4.25,
      p99Ms: 2000.4,
      vsFloor: 0.0648,
      vsNextStart: null,
      checks: [
        { target: "p99 ≤ 250 ms", met: false },
        { target: "× floor ≥ 0.5", met: true },
      ],
    });
    expect(line).toBe(
      "| pages | / ours | 130 | 4.3 | 2000 | 0.06× | — |  | p99 ≤ 250 ms; × floor ≥ 0.5 | **no**; yes |",
    );
  });

  it("keeps a pipe or a line break in a note from breaking the table", () => {
    expect(cell("a | b\n  c")).toBe("a \\| b c");
    expect(formatRow({ part: "api", subject: "x", notes: "1|2", checks: [] }).split(" | ")).toHaveLength(10);
  });
});

describe("formatReport", () => {
  const result = BenchResult.parse({
    schema: 1,
    startedAt: "2026-11-23T12:40:05.123Z",
    finishedAt: "2026-11-23T12:52:05.123Z",
    seconds: 720,
    machine: {
      cpus: 2,
      node: "v24.21.0",
      next: "16.4.6",
      loadAverageStart: [7.1, 2.6, 1.3],
      loadAverageEnd: [3, 2, 1],
    },
    settings: { BENCH_PAGE_SECONDS: 6 },
    partsRun: ["pages", "api"],
    parts: sampleParts(),
    rows,
    failures: [{ part: "lighthouse", message: "Chromium | crashed" }],
  });

  it("says when, on what and under what load, how many targets were met, and what failed", () => {
    const report = formatReport(result);
    expect(report).toContain("npm run bench — 2026-11-23T12:40:05.123Z · 720 s · parts: pages, api");
    expect(report).toContain(
      "load average (1/5/15 min) 7.10 / 2.60 / 1.30 at the start, 3.00 / 2.00 / 1.00 at the end",
    );
    const checks = rows.flatMap((row) => row.checks);
    expect(report).toContain(
      `targets met: ${checks.filter((check) => check.met).length} of ${checks.length}`,
    );
    expect(report).toContain(
      "Mixed: 32 virtual users for 180 s after a warm-up (each route once); picks weighted content 80, ratePlans 12, booking 5, calendar 2; a publish and a price change every 30 s; 4 routes of sitemap.xml; images: the phone's pick",
    );
    expect(report).toContain("- lighthouse: Chromium \\| crashed");
    expect(report).toContain(
      "Pages: 32 connections, 6 s per run after a warm-up; /booking/rate-plans?arrival-date=14.12.2026&departure-date=16.12.2026&guests=2,0",
    );
    expect(report).toContain("API: 32 connections, 6 s per run after a warm-up");
    expect(report).toContain(
      "Abuse: /api/booking/calendar?starts_at=2026-11-23&days=31, 4 connections, 12 s per run; /services, 16 connections, 6 s per run; after a warm-up",
    );
    expect(report).toContain(formatTable(rows));
  });
});

describe("resultFileStem", () => {
  it("keeps the instant and drops what a file name should not hold", () => {
    expect(resultFileStem("2026-11-23T12:40:05.123Z")).toBe("2026-11-23T12-40-05Z");
  });
});
