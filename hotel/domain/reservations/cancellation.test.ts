import { describe, expect, it } from "vitest";
import { freeCancellationUntil } from "./cancellation";

describe("free-cancellation deadline", () => {
  it("is 48 hours before check-in at 14:00 hotel time, or the rate's own hours", () => {
    expect(freeCancellationUntil("2026-12-01", 48)?.toISOString()).toBe("2026-11-29T12:00:00.000Z");
    // Summer has no daylight saving in Kaliningrad either: still UTC+2.
    expect(freeCancellationUntil("2027-07-01", 72)?.toISOString()).toBe("2027-06-28T12:00:00.000Z");
    expect(freeCancellationUntil("2026-12-01", null)).toBeNull();
  });
});
