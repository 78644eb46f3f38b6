import { describe, expect, it } from "vitest";
import {
  encodeRoomRate,
  parseRoomRate,
  resolveRoomPageQuery,
  resolveSearchQuery,
  searchQueryString,
} from "./search";

const today = "2026-11-22";

describe("search query", () => {
  it("reads a valid query as it is", () => {
    expect(
      resolveSearchQuery(
        { "arrival-date": "01.12.2026", "departure-date": "03.12.2026", guests: "2,0|1,1" },
        today,
      ),
    ).toEqual({
      ok: true,
      stay: { arrival: "2026-12-01", departure: "2026-12-03" },
      rooms: [
        { adults: 2, children: 0 },
        { adults: 1, children: 1 },
      ],
      corrected: false,
    });
  });

  it("fills missing values: arrival today, departure tomorrow, 2 adults and 0 children", () => {
    expect(resolveSearchQuery({}, today)).toEqual({
      ok: true,
      stay: { arrival: today, departure: "2026-11-23" },
      rooms: [{ adults: 2, children: 0 }],
      corrected: true,
    });
  });

  it("replaces a past arrival with today and a too-early departure with arrival + 1", () => {
    const resolved = resolveSearchQuery(
      { "arrival-date": "01.11.2026", "departure-date": "02.11.2026", guests: "1,0" },
      today,
    );
    expect(resolved).toMatchObject({
      ok: true,
      stay: { arrival: today, departure: "2026-11-23" },
      corrected: true,
    });
  });

  it("sends invalid dates or guests to /error", () => {
    expect(resolveSearchQuery({ "arrival-date": "2026-12-01" }, today)).toEqual({
      ok: false,
      reason: "invalid-date",
    });
    expect(resolveSearchQuery({ "departure-date": "32.12.2026" }, today)).toEqual({
      ok: false,
      reason: "invalid-date",
    });
    expect(resolveSearchQuery({ guests: "0,1" }, today)).toEqual({ ok: false, reason: "invalid-guests" });
  });

  it("needs exactly one room on the room pages", () => {
    expect(resolveSearchQuery({ guests: "2,0|2,0" }, today, { singleRoom: true })).toEqual({
      ok: false,
      reason: "invalid-guests",
    });
    expect(resolveSearchQuery({ guests: "2,0" }, today, { singleRoom: true }).ok).toBe(true);
  });

  it("reads a room page's address, one room only", () => {
    const address = (query: string) => resolveRoomPageQuery(new URLSearchParams(query), today);
    expect(address("arrival-date=01.12.2026&departure-date=03.12.2026&guests=2,1&rrp=1,2")).toEqual({
      ok: true,
      stay: { arrival: "2026-12-01", departure: "2026-12-03" },
      rooms: [{ adults: 2, children: 1 }],
      corrected: false,
    });
    expect(address("guests=2,0|1,0")).toEqual({ ok: false, reason: "invalid-guests" });
    expect(address("arrival-date=31.02.2026")).toEqual({ ok: false, reason: "invalid-date" });
    expect(address("").ok).toBe(true);
  });

  it("writes the query back", () => {
    expect(
      searchQueryString({ arrival: "2026-12-01", departure: "2026-12-03" }, [{ adults: 2, children: 1 }]),
    ).toBe("arrival-date=01.12.2026&departure-date=03.12.2026&guests=2%2C1");
  });

  it("reads and writes rrp={roomId},{rateId}", () => {
    expect(parseRoomRate("4,2")).toEqual({ roomId: 4, rateId: 2 });
    expect(parseRoomRate("4")).toBeUndefined();
    expect(parseRoomRate("0,1")).toBeUndefined();
    expect(encodeRoomRate(4, 2)).toBe("4,2");
  });
});
