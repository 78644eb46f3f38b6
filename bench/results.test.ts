import { describe, expect, it } from "vitest";
import { BenchResult } from "./results";
import { buildRows } from "./rows";
import { sampleParts } from "./testing/sample";

function sample(): Record<string, unknown> {
  const parts = sampleParts();
  return {
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
    settings: { BENCH_PAGE_SECONDS: 6, BENCH_DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test" },
    partsRun: ["pages", "transfer", "lighthouse", "abuse", "api", "overbooking"],
    parts,
    rows: buildRows(parts),
    failures: [],
  };
}

describe("BenchResult", () => {
  it("accepts a complete run and survives a trip through JSON unchanged", () => {
    const parsed = BenchResult.parse(sample());
    expect(BenchResult.parse(JSON.parse(JSON.stringify(parsed)))).toEqual(parsed);
  });

  it("accepts a run of some parts only", () => {
    const partial = { ...sample(), partsRun: ["api"], parts: { api: sampleParts().api }, rows: [] };
    expect(BenchResult.parse(partial).parts.pages).toBeUndefined();
  });

  it("refuses a result missing what a comparison needs", () => {
    const { machine: _machine, ...withoutMachine } = sample();
    expect(BenchResult.safeParse(withoutMachine).success).toBe(false);
    expect(BenchResult.safeParse({ ...sample(), schema: 2 }).success).toBe(false);
    expect(BenchResult.safeParse({ ...sample(), startedAt: "yesterday" }).success).toBe(false);
    expect(BenchResult.safeParse({ ...sample(), partsRun: ["pages", "speed"] }).success).toBe(false);
  });

  it("refuses figures that cannot be", () => {
    const parts = sampleParts();
    const route = parts.pages?.routes[0];
    if (!route) throw new Error("the sample has pages");
    route.ours.identity.p99Ms = -1;
    expect(BenchResult.safeParse({ ...sample(), parts }).success).toBe(false);

    const lighthouse = sampleParts();
    const page = lighthouse.lighthouse?.routes[0];
    if (!page) throw new Error("the sample has Lighthouse figures");
    page.performance = 140;
    expect(BenchResult.safeParse({ ...sample(), parts: lighthouse }).success).toBe(false);

    const database = sampleParts();
    database.api?.databases.push({ database: "MySQL" as "PGlite", endpoints: [] });
    expect(BenchResult.safeParse({ ...sample(), parts: database }).success).toBe(false);
  });
});
