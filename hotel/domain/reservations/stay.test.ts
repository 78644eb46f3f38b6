import { describe, expect, it } from "vitest";
import { BookingError } from "../errors";
import { MAX_NIGHTS, checkStay } from "./stay";

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof BookingError) return error.code;
    throw error;
  }
  return undefined;
}

describe("stay rules", () => {
  it("counts nights as departure minus arrival", () => {
    expect(checkStay("2026-11-22", "2026-11-23", "2026-11-22")).toBe(1);
    expect(checkStay("2026-12-30", "2027-01-02", "2026-11-22")).toBe(3);
  });

  it("refuses departure on or before arrival, a past arrival and an over-long stay", () => {
    expect(codeOf(() => checkStay("2026-12-01", "2026-12-01", "2026-11-22"))).toBe("INVALID_STAY");
    expect(codeOf(() => checkStay("2026-12-02", "2026-12-01", "2026-11-22"))).toBe("INVALID_STAY");
    expect(codeOf(() => checkStay("2026-11-21", "2026-11-23", "2026-11-22"))).toBe("ARRIVAL_IN_PAST");
    expect(MAX_NIGHTS).toBe(30);
    expect(codeOf(() => checkStay("2026-12-01", "2026-12-31", "2026-11-22"))).toBeUndefined();
    expect(codeOf(() => checkStay("2026-12-01", "2027-01-01", "2026-11-22"))).toBe("STAY_TOO_LONG");
  });
});
