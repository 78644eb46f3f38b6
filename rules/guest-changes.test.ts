import { describe, expect, it } from "vitest";
import { canGuestChange, guestChangeRefusal } from "./guest-changes";

const TODAY = "2026-12-10";

describe("a guest's own changes", () => {
  it("are open while the booking is held or confirmed, up to and on the day of arrival", () => {
    expect(canGuestChange({ status: "held", arrival: "2026-12-20" }, TODAY)).toBe(true);
    expect(canGuestChange({ status: "confirmed", arrival: TODAY }, TODAY)).toBe(true);
  });

  it("close the day after arrival, and for a cancelled or lapsed booking, each with its reason", () => {
    expect(guestChangeRefusal({ status: "confirmed", arrival: "2026-12-09" }, TODAY)).toBe("stay-started");
    expect(guestChangeRefusal({ status: "held", arrival: "2026-12-09" }, TODAY)).toBe("stay-started");
    expect(guestChangeRefusal({ status: "canceled", arrival: "2026-12-20" }, TODAY)).toBe("canceled");
    expect(guestChangeRefusal({ status: "expired", arrival: "2026-12-20" }, TODAY)).toBe("expired");
    expect(canGuestChange({ status: "canceled", arrival: "2026-12-20" }, TODAY)).toBe(false);
  });
});
