/**
 * The journey's pure formatters in English (docs/languages.md#the-sites-catalogue): the search's
 * checks and one-line summary, the guest picker's counts and occupancy, the date picker's reasons,
 * the summary's stay and nightly heading, the payment step's cancellation note, and what the guest
 * reads of a failure. Their Russian stays as the tests beside each module say.
 */
import { describe, expect, it } from "vitest";
import { reservationErrorView } from "./guest-data/errors";
import { cancellationNotes, roomCancellationNote } from "./payment/cancellation";
import { paymentErrorView } from "./payment/errors";
import { guestsSummary, occupancyNotice } from "./search/guest-rooms";
import { indexCalendar, stayProblem, typeArrival, typeDeparture } from "./search/range";
import { searchProblem, searchSummary, staySummary } from "./search/search-form";
import { nightlyHeading, shortStayText } from "./summary/figures";
import { engineErrorText } from "./error-words";

const couple = [{ adults: 2, children: 0 }];

describe("the search in English", () => {
  it("asks for dates and guests, and names a layout that fits no room", () => {
    expect(searchProblem({ rooms: couple }, "en")).toBe("Choose your dates");
    expect(searchProblem({ arrival: "2026-12-12", departure: "2026-12-14", rooms: [] }, "en")).toBe(
      "Choose the number of guests",
    );
    expect(occupancyNotice([couple[0]!, { adults: 5, children: 0 }], undefined, "en")?.message).toBe(
      "Room 2 has too many guests: a room sleeps up to 3 guests, plus one child under 7 without a bed of their own. Add a room so that everyone fits.",
    );
    expect(occupancyNotice([{ adults: 5, children: 0 }], undefined, "en")?.message).toMatch(
      /^One room has too many/,
    );
    expect(occupancyNotice([{ adults: 3, children: 0 }], 1, "en")?.message).toBe(
      "The Делюкс room sleeps up to 2 guests, plus one child under 7 without a bed of their own. Choose fewer guests or another room.",
    );
  });

  it("sums the stay and the guests up on one line", () => {
    expect(staySummary("2026-12-12", "2026-12-14", "en")).toBe("12–14\u00A0Dec");
    expect(staySummary("2026-12-30", "2027-01-02", "en")).toBe("30\u00A0Dec – 2\u00A0Jan");
    expect(staySummary(undefined, "2027-01-02", "en")).toBe("No dates chosen");
    expect(guestsSummary([couple[0]!, { adults: 1, children: 0 }], "en")).toBe("3\u00A0guests, 2\u00A0rooms");
    expect(guestsSummary(couple, "en")).toBe("2\u00A0guests, 1\u00A0room");
    expect(searchSummary({ arrival: "2026-12-12", departure: "2026-12-14", rooms: couple }, "en")).toBe(
      "12–14\u00A0Dec · 2\u00A0guests, 1\u00A0room",
    );
  });
});

describe("the date picker's reasons in English", () => {
  const calendar = indexCalendar({
    days: [
      { date: "2026-12-28", price: 9000, minStay: 1 },
      { date: "2026-12-29", price: 9000, minStay: 1, closedArrival: true },
      { date: "2026-12-30", price: 12000, minStay: 3 },
      { date: "2026-12-31", price: 12000, minStay: 1, maxStay: 1 },
    ],
    unavailable: [
      { date: "2027-01-01", reason: "sold_out" },
      { date: "2027-01-02", reason: "closed" },
    ],
  });
  const context = { today: "2026-12-20", calendar, language: "en" as const };

  it("says why a stay cannot be booked", () => {
    expect(stayProblem("2026-12-29", "2026-12-30", context)).toBe("No arrivals on 29 December");
    expect(stayProblem("2026-12-30", "2026-12-31", context)).toBe("From 30 December: 3\u00A0nights minimum");
    expect(stayProblem("2026-12-31", "2027-01-02", context)).toBe("No rooms left on 1 January");
    expect(stayProblem("2026-12-28", "2026-12-28", context)).toBe(
      "The departure date must be after the arrival date",
    );
  });

  it("answers typed dates", () => {
    expect(typeArrival({}, "2026-12-01", context).notice).toBe("The arrival date cannot be in the past");
    expect(typeDeparture({}, "2026-12-29", context).notice).toBe("Choose the arrival date first");
  });
});

describe("the summary in English", () => {
  it("writes the stay and the nights' prices", () => {
    expect(shortStayText("2026-12-12", "2026-12-14", "en")).toBe("12 Dec – 14 Dec, 2\u00A0nights");
    expect(nightlyHeading([{ amount: 14000 }, { amount: 14000 }], "en")).toBe("2\u00A0nights × ₽14,000");
    expect(nightlyHeading([{ amount: 14000 }, { amount: 16000 }], "en")).toBe(
      "2\u00A0nights: price per night",
    );
  });
});

describe("the payment step's cancellation note in English", () => {
  const now = new Date("2026-12-01T12:00:00.000Z");
  const room = { refundable: true, free_cancellation_until: "2026-12-10T12:00:00.000Z" };

  it("states the deadline in the hotel's time, or that nothing is refunded", () => {
    expect(roomCancellationNote(room, now, "en")).toBe(
      "Free cancellation until 10 December, 14:00 hotel time (Kaliningrad)",
    );
    expect(roomCancellationNote({ refundable: false, free_cancellation_until: null }, now, "en")).toBe(
      "Non-refundable rate: nothing is refunded if you cancel",
    );
    expect(roomCancellationNote(room, new Date("2026-12-11T00:00:00.000Z"), "en")).toBe(
      "The free cancellation period of this rate is over: nothing is refunded if you cancel",
    );
    const rooms = [
      { ...room, room_type_title: "Deluxe", rate_title: "Flexible" },
      { refundable: false, free_cancellation_until: null, room_type_title: "Suite", rate_title: "Saver" },
    ];
    expect(cancellationNotes(rooms, now, "en")).toEqual([
      "Deluxe, “Flexible”: free cancellation until 10 December, 14:00 hotel time (Kaliningrad)",
      "Suite, “Saver”: non-refundable rate: nothing is refunded if you cancel",
    ]);
  });
});

describe("failures in English", () => {
  it("tells the engine's refusals by their code, never in the engine's Russian", () => {
    expect(engineErrorText({ code: "MIN_STAY", message: "Минимум 3 ночи", status: 422 }, "en")).toBe(
      "The stay is shorter than this rate’s minimum",
    );
    expect(engineErrorText({ code: "SOMETHING_NEW", message: "Что-то новое", status: 409 }, "en")).toBe(
      "Something went wrong. Please try again.",
    );
    expect(engineErrorText({ code: "INTERNAL_ERROR", message: "Система…", status: 502 }, "en")).toBe(
      "The booking system is temporarily unavailable. Please try again in a minute.",
    );
    expect(engineErrorText({ code: "MIN_STAY", message: "Минимум 3 ночи", status: 422 }, "ru")).toBe(
      "Минимум 3 ночи",
    );
  });

  it("on the data step and the payment step", () => {
    expect(reservationErrorView("SOLD_OUT", "Нет мест", 409, "en")).toMatchObject({
      action: "rates",
      newSession: true,
    });
    expect(reservationErrorView("SOLD_OUT", "Нет мест", 409, "en").text).toMatch(
      /^While you were filling in/,
    );
    expect(reservationErrorView("MIN_STAY", "Минимум 3 ночи.", 422, "en").text).toBe(
      "The stay is shorter than this rate’s minimum. Choose another room, rate or dates.",
    );
    expect(reservationErrorView("RATE_LIMITED", "Слишком много", 429, "en").text).toMatch(
      /^Too many attempts in a row/,
    );
    expect(paymentErrorView("HOLD_EXPIRED", "Бронь истекла", "en")).toEqual({
      text: "The booking’s time ran out and the rooms went back on sale. Please choose them again — prices and availability may have changed.",
      action: "rebook",
    });
    expect(paymentErrorView("FETCH_ERROR", "Нет связи", "en").text).toBe(
      "No connection to the site. Check your internet connection and try again.",
    );
  });
});
