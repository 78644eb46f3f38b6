import { describe, expect, it } from "vitest";
import { PARTS, parseArguments, publicSettings, settingsFromEnv, UsageError } from "./settings";

describe("parseArguments", () => {
  it("runs every part when nothing is chosen", () => {
    expect(parseArguments([])).toEqual({ parts: [...PARTS], help: false });
  });

  it("keeps the parts of --only, in the bench's own order", () => {
    expect(parseArguments(["--only", "api,pages"]).parts).toEqual(["pages", "api"]);
    expect(parseArguments(["--only=overbooking"]).parts).toEqual(["overbooking"]);
    expect(parseArguments(["--only", "api", "--only", "transfer"]).parts).toEqual(["transfer", "api"]);
  });

  it("drops the parts of --skip, also from an --only list", () => {
    expect(parseArguments(["--skip", "lighthouse"]).parts).toEqual([
      "pages",
      "transfer",
      "abuse",
      "mixed",
      "api",
      "overbooking",
    ]);
    expect(parseArguments(["--only", "mixed"]).parts).toEqual(["mixed"]);
    expect(parseArguments(["--only", "pages,api", "--skip", "api"]).parts).toEqual(["pages"]);
  });

  it("refuses unknown parts and flags, empty lists and a choice that leaves nothing", () => {
    expect(() => parseArguments(["--only", "pagez"])).toThrow(/unknown part «pagez»/);
    expect(() => parseArguments(["--fast"])).toThrow(UsageError);
    expect(() => parseArguments(["--only", ","])).toThrow(/needs one or more/);
    expect(() => parseArguments(["--only", "api", "--skip", "api"])).toThrow(/no part left/);
    expect(() => parseArguments(["pages"])).toThrow(UsageError);
  });

  it("reads --help and -h", () => {
    expect(parseArguments(["--help"]).help).toBe(true);
    expect(parseArguments(["-h"]).help).toBe(true);
  });
});

describe("settingsFromEnv", () => {
  it("has defaults that keep the load runs under 8 minutes (the whole bench under 20)", () => {
    const settings = settingsFromEnv({});
    expect(settings).toMatchObject({
      BENCH_CONNECTIONS: 32,
      BENCH_PORT: 3700,
      BENCH_NEXT_DIST_DIR: ".next-bench",
      BENCH_DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test",
    });
    // Pages: 22 runs, and 6 more of the abuse part's page cache; API: 8; the abuse part's calendar: 2;
    // the mixed part's one run, long enough for its first and last minutes to stand apart.
    expect(settings.BENCH_MIXED_SECONDS).toBe(180);
    expect(
      settings.BENCH_PAGE_SECONDS * 28 +
        settings.BENCH_API_SECONDS * 8 +
        settings.BENCH_ABUSE_SECONDS * 2 +
        settings.BENCH_MIXED_SECONDS,
    ).toBeLessThan(8 * 60);
  });

  it("reads numbers, ignores empty values and variables of others", () => {
    const settings = settingsFromEnv({ BENCH_PAGE_SECONDS: "10", BENCH_API_SECONDS: " ", PORT: "80" });
    expect(settings.BENCH_PAGE_SECONDS).toBe(10);
    expect(settings.BENCH_API_SECONDS).toBe(settingsFromEnv({}).BENCH_API_SECONDS);
  });

  it("refuses values out of range or of the wrong form", () => {
    expect(() => settingsFromEnv({ BENCH_CONNECTIONS: "0" })).toThrow(/BENCH_CONNECTIONS/);
    expect(() => settingsFromEnv({ BENCH_MIXED_SECONDS: "5" })).toThrow(/BENCH_MIXED_SECONDS/);
    expect(() => settingsFromEnv({ BENCH_MIXED_SECONDS: "30.5" })).toThrow(/BENCH_MIXED_SECONDS/);
    expect(settingsFromEnv({ BENCH_MIXED_SECONDS: "30" }).BENCH_MIXED_SECONDS).toBe(30);
    expect(() => settingsFromEnv({ BENCH_LIGHTHOUSE_RUNS: "two" })).toThrow(/BENCH_LIGHTHOUSE_RUNS/);
    expect(() => settingsFromEnv({ BENCH_NEXT_DIST_DIR: "../build" })).toThrow(/must start with .next/);
    expect(() => settingsFromEnv({ BENCH_DATABASE_URL: "not a url" })).toThrow(/BENCH_DATABASE_URL/);
  });

  it("masks a database password in what a result file keeps", () => {
    const settings = settingsFromEnv({ BENCH_DATABASE_URL: "postgres://bench:s3cret@db.local:5432/test" });
    expect(publicSettings(settings).BENCH_DATABASE_URL).toBe("postgres://bench:***@db.local:5432/test");
    expect(JSON.stringify(publicSettings(settings))).not.toContain("s3cret");
  });
});
