import { describe, expect, it } from "vitest";
import { cancellationTerms, hotelDeadline, roomGuestsText, stayText } from "./format";

describe("journey formatting", () => {
  it("writes a stay with its nights", () => {
    expect(stayText("2026-12-12", "2026-12-15")).toBe("12 декабря — 15 декабря, 3\u00A0ночи");
    expect(stayText("2026-12-31", "2027-01-01")).toBe("31 декабря — 1 января, 1\u00A0ночь");
  });

  it("writes guests of a room with Russian plurals", () => {
    expect(roomGuestsText({ adults: 2, children: 0 })).toBe("2\u00A0взрослых");
    expect(roomGuestsText({ adults: 1, children: 1 })).toBe("1\u00A0взрослый, 1\u00A0ребёнок");
    expect(roomGuestsText({ adults: 2, children: 5 })).toBe("2\u00A0взрослых, 5\u00A0детей");
  });

  it("shows a deadline in the hotel's zone, not the machine's (tests run in Vladivostok)", () => {
    // 12:00 UTC is 14:00 in Kaliningrad (UTC+2).
    expect(hotelDeadline("2026-12-10T12:00:00.000Z")).toBe("10 декабря, 14:00");
    expect(hotelDeadline(new Date("2026-12-31T22:30:00.000Z"))).toBe("1 января, 00:30");
  });

  it("states the cancellation terms of a rate", () => {
    expect(cancellationTerms({ refundable: false, freeCancellationUntil: null })).toBe(
      "Без возврата: при отмене оплата не возвращается",
    );
    expect(cancellationTerms({ refundable: true, freeCancellationUntil: "2026-12-10T12:00:00.000Z" })).toBe(
      "Бесплатная отмена до 10 декабря, 14:00 (время отеля)",
    );
  });
});
