/** Figures for the bench's unit tests: one of each part, with values chosen to meet or miss targets. */
import type { LoadFigures, MixedClassFigures, MixedPart, Parts } from "../results";
import { lighthousePart } from "../parts/lighthouse";

export function load(
  requestsPerSecond: number,
  p99Ms: number,
  statuses: Record<string, number> = {},
): LoadFigures {
  return {
    requestsPerSecond,
    p50Ms: Math.round(p99Ms / 4),
    p99Ms,
    statuses: Object.keys(statuses).length > 0 ? statuses : { "200": Math.round(requestsPerSecond * 6) },
    errors: 0,
    seconds: 6,
    bytesPerResponse: 12_345,
  };
}

export function sampleParts(): Parts {
  return {
    pages: {
      connections: 32,
      secondsPerRun: 6,
      floor: { identity: load(2000, 30), compressed: load(1800, 35) },
      routes: [
        {
          route: "/",
          kind: "content",
          ours: { identity: load(130, 2000), compressed: load(120, 2100) },
          nextStart: { identity: load(270, 350), compressed: load(250, 380) },
        },
        {
          route: "/services",
          kind: "content",
          ours: { identity: load(1100, 80), compressed: load(1000, 90) },
          nextStart: { identity: load(1140, 65), compressed: load(1100, 70) },
        },
        {
          route: "/booking/rate-plans?arrival-date=14.12.2026&departure-date=16.12.2026&guests=2,0",
          kind: "booking",
          rounds: 3,
          ours: { identity: load(40, 900, { "200": 200, "503": 3 }), compressed: load(40, 950) },
          nextStart: { identity: load(50, 800), compressed: load(45, 850) },
        },
      ],
    },
    heap: {
      source: "VmRSS of the site's process",
      beforeKb: 300 * 1024,
      afterKb: 420 * 1024,
      peakKb: 450 * 1024,
    },
    transfer: {
      floor: {
        htmlRawBytes: 5_000,
        htmlCompressedBytes: 1_500,
        htmlEncoding: "gzip",
        jsBytes: 130_000,
        jsRequests: 6,
      },
      routes: [
        {
          route: "/",
          kind: "content",
          htmlRawBytes: 251_000,
          htmlCompressedBytes: 36_000,
          htmlEncoding: "gzip",
          jsBytes: 160_000,
          jsRequests: 12,
          jsBeyondFloorBytes: 30_000,
        },
        {
          route: "/services",
          kind: "content",
          htmlRawBytes: 90_000,
          htmlCompressedBytes: 11_000,
          htmlEncoding: "gzip",
          jsBytes: 150_000,
          jsRequests: 11,
          jsBeyondFloorBytes: 20_000,
        },
      ],
    },
    lighthouse: lighthousePart(3, [
      {
        route: "/",
        kind: "content",
        runs: [
          { performance: 85, accessibility: 100, lcpMs: 2100, tbtMs: 600, cls: 0 },
          { performance: 80, accessibility: 100, lcpMs: 2500, tbtMs: 700, cls: 0 },
          { performance: 87, accessibility: 100, lcpMs: 2000, tbtMs: 650, cls: 0 },
        ],
        floorRuns: [
          { performance: 88, accessibility: 100, lcpMs: 700, tbtMs: 500, cls: 0 },
          { performance: 86, accessibility: 100, lcpMs: 800, tbtMs: 560, cls: 0 },
          { performance: 90, accessibility: 100, lcpMs: 650, tbtMs: 540, cls: 0 },
        ],
      },
      {
        route: "/booking/rate-plans?arrival-date=14.12.2026&departure-date=16.12.2026&guests=2,0",
        kind: "booking",
        runs: [
          { performance: 77, accessibility: 96, lcpMs: 2600, tbtMs: 820, cls: 0.02 },
          { performance: 75, accessibility: 96, lcpMs: 2700, tbtMs: 900, cls: 0.02 },
          { performance: 79, accessibility: 96, lcpMs: 2500, tbtMs: 800, cls: 0.02 },
        ],
        floorRuns: [
          { performance: 86, accessibility: 100, lcpMs: 700, tbtMs: 570, cls: 0 },
          { performance: 87, accessibility: 100, lcpMs: 700, tbtMs: 550, cls: 0 },
          { performance: 85, accessibility: 100, lcpMs: 750, tbtMs: 600, cls: 0 },
        ],
      },
    ]),
    abuse: {
      bodyLimit: [
        {
          transfer: "content-length",
          bytes: 2_000_000,
          attempts: [
            { status: 413, ms: 4.2 },
            { status: 413, ms: 12 },
            { status: 413, ms: 6 },
          ],
        },
        {
          transfer: "chunked",
          bytes: 2_000_000,
          attempts: [
            { status: 413, ms: 30 },
            { status: 502, ms: 140 },
            { status: 413, ms: 25 },
          ],
        },
      ],
      calendar: {
        request: "/api/booking/calendar?starts_at=2026-11-23&days=31",
        connections: 4,
        secondsPerRun: 12,
        idle: load(200, 40),
        underBodies: load(150, 70),
        senders: 3,
        bodyBytes: 3_000_000,
        bodyAnswers: { "content-length 413": 40, "chunked 413": 38 },
      },
      pagesUnderPosts: {
        route: "/services",
        connections: 16,
        secondsPerRun: 6,
        postsPerSecond: 5,
        withoutRuns: [1000, 1100, 900],
        withRuns: [950, 870, 700],
        without: load(1000, 60),
        with: load(870, 70),
        postAnswers: { "/api/booking/search 200": 45, "/no-such-path 404": 45 },
      },
    },
    api: {
      connections: 32,
      secondsPerRun: 6,
      databases: [
        {
          database: "PostgreSQL",
          endpoints: [
            { endpoint: "calendar", request: "GET /v1/rooms/calendar", load: load(423, 136) },
            { endpoint: "search", request: "POST /v1/rooms (search)", load: load(900, 20) },
            { endpoint: "reservation", request: "POST /v1/reservation", load: load(300, 140) },
            { endpoint: "lookup", request: "POST /v1/reservation/lookup", load: load(700, 60) },
          ],
        },
        {
          database: "PGlite",
          endpoints: [
            { endpoint: "calendar", request: "GET /v1/rooms/calendar", load: load(164, 352) },
            { endpoint: "reservation", request: "POST /v1/reservation", load: load(150, 1139) },
          ],
        },
      ],
      skipped: [],
    },
    overbooking: {
      runs: [
        {
          database: "PostgreSQL",
          night: "2027-01-20",
          roomTypeId: 3,
          guests: 50,
          inventory: 3,
          sold: 3,
          refused: 47,
          other: {},
          freeAfter: 0,
        },
        {
          database: "PGlite",
          night: "2027-01-20",
          roomTypeId: 3,
          guests: 50,
          inventory: 3,
          sold: 4,
          refused: 45,
          other: { "500 INTERNAL": 1 },
          freeAfter: -1,
        },
      ],
      skipped: [],
    },
    mixed: mixedSample(),
  };
}

function mixedClass(
  kind: MixedClassFigures["class"],
  requestsPerSecond: number,
  p99Ms: number,
  statuses: Record<string, number> = { "200": Math.round(requestsPerSecond * 180) },
  errors: Record<string, number> = {},
): MixedClassFigures {
  const requests =
    Object.values(statuses).reduce((sum, n) => sum + n, 0) +
    Object.values(errors).reduce((sum, n) => sum + n, 0);
  return { class: kind, requests, requestsPerSecond, p50Ms: Math.round(p99Ms / 4), p99Ms, statuses, errors };
}

/** 180 s of the mixed load: content meets its p99 and its floor ratio (900 of the floor's 1800 req/s), the rate plans miss theirs, a hold got a 502. */
export function mixedSample(): MixedPart {
  return {
    users: 32,
    seconds: 180,
    weights: { content: 80, ratePlans: 12, booking: 5, calendar: 2 },
    managerEverySeconds: 30,
    routes: ["/", "/rooms", "/rooms/1", "/services"],
    images: "the phone's pick",
    classes: [
      mixedClass("content", 900, 45),
      mixedClass("image", 4000, 30),
      mixedClass("rate-plans", 135, 210),
      mixedClass("hold", 12, 90, { "201": 2100, "409": 40, "502": 1 }),
      mixedClass("pay", 11, 40, { "303": 2000 }, { ECONNRESET: 2 }),
      mixedClass("publish", 0.07, 30, { "200": 12 }),
    ],
    // 300 MB over the first minute, 320 over the last: within 10 %.
    memory: [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 170, 180].map(
      (atSeconds) => ({ atSeconds, rssKb: (atSeconds < 60 ? 300 : atSeconds > 120 ? 320 : 310) * 1024 }),
    ),
  };
}
