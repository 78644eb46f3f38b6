/**
 * The harness puts time back after every test (platform/testing/setup.ts), a failing one too. The
 * tests of a file run in order: each pair moves time in one test and looks in the next.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { NOW, testClock } from "../../hotel/testing/harness";

/** Vitest's fake Date stands at 2001; the real one is past the year this was written in. */
const REAL_TIME_AFTER = Date.parse("2026-01-01T00:00:00Z");

describe("after a test that fails with time moved", () => {
  const clock = testClock();

  it.fails("moves Vitest's timers and Date and the engine's clock, then fails", () => {
    vi.useFakeTimers();
    vi.setSystemTime("2001-01-01T00:00:00Z");
    clock.set("2030-01-01T00:00:00Z");
    vi.spyOn(Date, "now").mockReturnValue(0);
    expect(Date.now()).toBe(1);
  });

  it("the next test runs on real timers and Date, without the spy, and the clock is back at NOW", () => {
    expect(vi.isFakeTimers()).toBe(false);
    expect(Date.now()).toBeGreaterThan(REAL_TIME_AFTER);
    expect(new Date().getTime()).toBeGreaterThan(REAL_TIME_AFTER);
    expect(clock.now().toISOString()).toBe(new Date(NOW).toISOString());
  });
});

describe("a clock a suite set before its tests", () => {
  const clock = testClock();
  beforeAll(() => {
    clock.set("2027-06-01T10:00:00Z");
  });

  it("is moved by a test", () => {
    clock.advanceMinutes(90);
    expect(clock.now().toISOString()).toBe("2027-06-01T11:30:00.000Z");
  });

  it("goes back to where the suite set it, not to where it was made", () => {
    expect(clock.now().toISOString()).toBe("2027-06-01T10:00:00.000Z");
  });
});

describe("a clock made during a test", () => {
  let made: ReturnType<typeof testClock> | undefined;

  it("is moved by that test", () => {
    made = testClock("2027-01-01T00:00:00Z");
    made.advanceMinutes(60);
    expect(made.now().toISOString()).toBe("2027-01-01T01:00:00.000Z");
  });

  it("goes back to where it was made", () => {
    expect(made?.now().toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });
});
