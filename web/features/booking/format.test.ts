import { describe, expect, it } from "vitest";
import {
  cancellationTerms,
  dayMonth,
  dayMonthShort,
  deadlineText,
  hotelDeadline,
  nightsText,
  roomGuestsText,
  stayText,
} from "./format";

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

describe("journey formatting in English", () => {
  it("writes a stay, its nights and a room's guests", () => {
    expect(stayText("2026-12-12", "2026-12-15", "en")).toBe("12 December – 15 December, 3\u00A0nights");
    expect(stayText("2026-12-31", "2027-01-01", "en")).toBe("31 December – 1 January, 1\u00A0night");
    expect(roomGuestsText({ adults: 1, children: 0 }, "en")).toBe("1\u00A0adult");
    expect(roomGuestsText({ adults: 2, children: 1 }, "en")).toBe("2\u00A0adults, 1\u00A0child");
    expect(roomGuestsText({ adults: 2, children: 3 }, "en")).toBe("2\u00A0adults, 3\u00A0children");
  });

  it("writes days and deadlines the British way, in the hotel's zone", () => {
    expect(dayMonth("2026-12-01", "en")).toBe("1 December");
    expect(dayMonthShort("2026-12-01", "en")).toBe("1 Dec");
    expect(hotelDeadline("2026-12-10T12:00:00.000Z", "en")).toBe("10 December, 14:00");
    expect(deadlineText("2026-12-10T12:00:00.000Z", "en")).toBe("10 December, 14:00");
  });

  it("states the cancellation terms of a rate", () => {
    expect(cancellationTerms({ refundable: false, freeCancellationUntil: null }, "en")).toBe(
      "Non-refundable: nothing is refunded if you cancel",
    );
    expect(cancellationTerms({ refundable: true, freeCancellationUntil: null }, "en")).toBe(
      "Free cancellation",
    );
    expect(
      cancellationTerms({ refundable: true, freeCancellationUntil: "2026-12-10T12:00:00.000Z" }, "en"),
    ).toBe("Free cancellation until 10 December, 14:00 (hotel time)");
  });

  it("keeps the Russian as it was", () => {
    expect(nightsText(5)).toBe("5\u00A0ночей");
    expect(nightsText(22)).toBe("22\u00A0ночи");
    expect(deadlineText("2026-12-10T12:00:00.000Z")).toBe("10 декабря 14:00");
    expect(dayMonthShort("2026-12-01")).toBe("1 дек.");
  });
});
