import { describe, expect, it } from "vitest";
import {
  apiChecks,
  atLeast,
  atMost,
  bodyLimitChecks,
  calendarUnderBodiesCheck,
  homeHtmlCheck,
  lighthouseChecks,
  memoryFlatCheck,
  mixedChecks,
  notComparable,
  overbookingCheck,
  pageChecks,
  pagesUnderPostsCheck,
} from "./targets";

describe("atMost and atLeast", () => {
  it("meet a target on its boundary and miss it past it", () => {
    expect(atMost("p99", 250, 250, " ms")).toEqual({ target: "p99 ≤ 250 ms", met: true });
    expect(atMost("p99", 250.4, 250, " ms").met).toBe(false);
    expect(atLeast("× floor", 0.5, 0.5)).toEqual({ target: "× floor ≥ 0.5", met: true });
    expect(atLeast("× floor", 0.49, 0.5).met).toBe(false);
  });

  it("never meet a target with a figure that was not measured", () => {
    expect(atMost("p99", Number.NaN, 250).met).toBe(false);
    expect(atLeast("× next start", Number.NaN, 0.9).met).toBe(false);
    expect(atLeast("× next start", Number.POSITIVE_INFINITY, 0.9).met).toBe(false);
  });
});

describe("pageChecks", () => {
  it("holds a content page to p99, the floor ratio and the next start ratio", () => {
    const checks = pageChecks("content", { p99Ms: 2000, vsFloor: 0.06, vsNextStart: 0.95 });
    expect(checks).toEqual([
      { target: "p99 ≤ 250 ms", met: false },
      { target: "× floor ≥ 0.5", met: false },
      { target: "× next start ≥ 0.9", met: true },
    ]);
  });

  it("holds a booking page only to the next start ratio", () => {
    expect(pageChecks("booking", { p99Ms: 5000, vsFloor: 0.01, vsNextStart: 0.8 })).toEqual([
      { target: "× next start ≥ 0.9", met: false },
    ]);
  });
});

describe("homeHtmlCheck", () => {
  it("limits the home page's raw HTML to 120 KB of 1000 bytes, and no other page", () => {
    expect(homeHtmlCheck("/", 120_000)).toEqual([{ target: "HTML ≤ 120 KB", met: true }]);
    expect(homeHtmlCheck("/", 120_001)[0]?.met).toBe(false);
    expect(homeHtmlCheck("/rooms/1", 500_000)).toEqual([]);
  });
});

describe("apiChecks", () => {
  it("has the calendar and search targets per database", () => {
    expect(apiChecks("PostgreSQL", "calendar", 25)).toEqual([{ target: "p99 ≤ 25 ms", met: true }]);
    expect(apiChecks("PostgreSQL", "search", 26)[0]?.met).toBe(false);
    expect(apiChecks("PGlite", "search", 60)).toEqual([{ target: "p99 ≤ 60 ms", met: true }]);
    expect(apiChecks("PGlite", "calendar", 352)[0]?.met).toBe(false);
  });

  it("holds reservations to 150 ms on PostgreSQL and 400 ms on PGlite, and look-ups to nothing", () => {
    expect(apiChecks("PostgreSQL", "reservation", 151)).toEqual([{ target: "p99 ≤ 150 ms", met: false }]);
    expect(apiChecks("PGlite", "reservation", 400)).toEqual([{ target: "p99 ≤ 400 ms", met: true }]);
    expect(apiChecks("PGlite", "reservation", 619)[0]?.met).toBe(false);
    expect(apiChecks("PostgreSQL", "lookup", 1000)).toEqual([]);
  });
});

describe("lighthouseChecks", () => {
  const floor = { performance: 86, accessibility: 100, lcpMs: 700, tbtMs: 570 };
  const page = (performance: number, lcpMs: number, tbtMs: number, accessibility = 100) => ({
    performance,
    accessibility,
    lcpMs,
    tbtMs,
  });

  it("holds a content page within 5 points, 1.5 s of LCP and 150 ms of TBT of the floor measured beside it", () => {
    expect(lighthouseChecks("content", page(81, 2200, 720), floor)).toEqual([
      { target: "performance ≥ 81 (floor − 5)", met: true },
      { target: "LCP ≤ 2.2 s (floor + 1.5 s)", met: true },
      { target: "TBT ≤ 720 ms (floor + 150 ms)", met: true },
      { target: "accessibility ≥ 100", met: true },
    ]);
    expect(lighthouseChecks("content", page(80, 2201, 721, 99), floor).map((check) => check.met)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it("holds a booking page within 10 points of the floor, with no LCP or TBT target", () => {
    expect(lighthouseChecks("booking", page(76, 9000, 3000), floor)).toEqual([
      { target: "performance ≥ 76 (floor − 10)", met: true },
      { target: "accessibility ≥ 100", met: true },
    ]);
    expect(lighthouseChecks("booking", page(75, 0, 0), floor)[0]?.met).toBe(false);
  });

  it("moves with the floor: the same page meets the target beside a slow floor and misses it beside a fast one", () => {
    const home = page(70, 3000, 900);
    const slowFloor = { performance: 74, accessibility: 100, lcpMs: 1600, tbtMs: 800 };
    expect(lighthouseChecks("content", home, slowFloor).every((check) => check.met)).toBe(true);
    expect(lighthouseChecks("content", home, floor).every((check) => check.met)).toBe(false);
  });

  it("never meets a target with a figure that was not measured", () => {
    expect(lighthouseChecks("content", page(Number.NaN, 1000, 100), floor)[0]?.met).toBe(false);
    expect(lighthouseChecks("content", page(90, 1000, 100), { ...floor, lcpMs: Number.NaN })[1]?.met).toBe(
      false,
    );
  });
});

describe("overbookingCheck", () => {
  it("is met only when exactly the inventory was sold", () => {
    expect(overbookingCheck(3, 3).met).toBe(true);
    expect(overbookingCheck(4, 3).met).toBe(false);
    expect(overbookingCheck(2, 3).met).toBe(false);
  });
});

describe("the abuse part's checks", () => {
  it("want every big body refused with 413, the slowest within 100 ms", () => {
    const refused = (ms: number) => ({ status: 413, ms });
    expect(bodyLimitChecks([refused(3), refused(100)])).toEqual([
      { target: "status 413", met: true },
      { target: "answer ≤ 100 ms", met: true },
    ]);
    expect(bodyLimitChecks([refused(3), refused(100.5)])[1]?.met).toBe(false);
    expect(bodyLimitChecks([refused(3), { status: 400, ms: 3 }])[0]?.met).toBe(false);
    expect(bodyLimitChecks([]).map((check) => check.met)).toEqual([false, false]);
  });

  it("hold the calendar's p99 under big bodies to 1.5× idle and the page under POSTs to 0.9× without", () => {
    expect(calendarUnderBodiesCheck(1.5)).toEqual({ target: "p99 × idle ≤ 1.5", met: true });
    expect(calendarUnderBodiesCheck(1.51).met).toBe(false);
    expect(pagesUnderPostsCheck(0.9)).toEqual({ target: "× without POSTs ≥ 0.9", met: true });
    expect(pagesUnderPostsCheck(0.89).met).toBe(false);
    expect(pagesUnderPostsCheck(Number.NaN).met).toBe(false);
  });
});

describe("mixedChecks", () => {
  it("holds content pages to p99 ≤ 50 ms, 0.5× the floor and no 5xx", () => {
    expect(mixedChecks("content", { p99Ms: 50, statuses: { "200": 900, "304": 3 }, vsFloor: 0.5 })).toEqual([
      { target: "p99 ≤ 50 ms", met: true },
      { target: "× floor ≥ 0.5", met: true },
      { target: "no 5xx", met: true },
    ]);
    expect(mixedChecks("content", { p99Ms: 51, statuses: { "200": 9, "503": 1 }, vsFloor: 0.49 })).toEqual([
      { target: "p99 ≤ 50 ms", met: false },
      { target: "× floor ≥ 0.5", met: false },
      { target: "no 5xx", met: false },
    ]);
  });

  it("says the floor ratio is not comparable without the pages part, and misses it over a floor that answered nothing", () => {
    expect(mixedChecks("content", { p99Ms: 10, statuses: {} })[1]).toEqual({
      target: "× floor ≥ 0.5 (not comparable: pages not run)",
      met: null,
    });
    expect(mixedChecks("content", { p99Ms: 10, statuses: {}, vsFloor: null })[1]?.met).toBe(false);
  });

  it("holds the rate plans to p99 ≤ 150 ms and every other class to no 5xx only", () => {
    expect(mixedChecks("rate-plans", { p99Ms: 150, statuses: { "200": 10 } })).toEqual([
      { target: "p99 ≤ 150 ms", met: true },
      { target: "no 5xx", met: true },
    ]);
    expect(mixedChecks("hold", { p99Ms: 4000, statuses: { "201": 10, "409": 2 } })).toEqual([
      { target: "no 5xx", met: true },
    ]);
    expect(mixedChecks("pay", { p99Ms: 40, statuses: { "303": 10, "502": 1 } })).toEqual([
      { target: "no 5xx", met: false },
    ]);
  });
});

describe("memoryFlatCheck", () => {
  it("meets the target when the last minute's mean is within 10 % of the first's, either way", () => {
    expect(memoryFlatCheck({ firstKb: 1000, lastKb: 1100 })).toEqual({
      target: "last minute within 10 % of the first",
      met: true,
    });
    expect(memoryFlatCheck({ firstKb: 1000, lastKb: 900 }).met).toBe(true);
    expect(memoryFlatCheck({ firstKb: 1000, lastKb: 1101 }).met).toBe(false);
    expect(memoryFlatCheck({ firstKb: 0, lastKb: 0 }).met).toBe(false);
  });

  it("is not comparable in a run too short for two minutes apart", () => {
    expect(memoryFlatCheck(undefined)).toEqual(
      notComparable("last minute within 10 % of the first", "run under 2 minutes"),
    );
    expect(memoryFlatCheck(undefined).met).toBeNull();
  });
});
