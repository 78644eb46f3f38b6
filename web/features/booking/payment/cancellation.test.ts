import { describe, expect, it } from "vitest";
import { cancellationNotes, deadlineText, NON_REFUNDABLE_NOTE, roomCancellationNote } from "./cancellation";

const now = new Date("2026-11-22T09:00:00Z");
const flexible = {
  room_type_title: "Делюкс",
  rate_title: "Оптимальный, с завтраком",
  refundable: true,
  // 14:00 in Kaliningrad (UTC+2); 22:00 in Vladivostok, where the tests run.
  free_cancellation_until: "2026-12-10T12:00:00.000Z",
};
const nonRefundable = {
  room_type_title: "Люкс",
  rate_title: "Невозвратный, с завтраком",
  refundable: false,
  free_cancellation_until: null,
};

describe("the free-cancellation deadline", () => {
  it("is written in the hotel's zone, not the machine's", () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe("Asia/Vladivostok");
    expect(deadlineText("2026-12-10T12:00:00.000Z")).toBe("10 декабря 14:00");
    expect(deadlineText(new Date("2026-12-31T22:30:00Z"))).toBe("1 января 00:30");
  });

  it("states the deadline of a refundable rate", () => {
    expect(roomCancellationNote(flexible, now)).toBe(
      "Бесплатная отмена до 10 декабря 14:00 по времени отеля (Калининград)",
    );
  });

  it("says a non-refundable rate keeps the payment", () => {
    expect(roomCancellationNote(nonRefundable, now)).toBe(
      "Тариф без возврата: при отмене оплата не возвращается",
    );
  });

  it("says when the deadline has already passed", () => {
    expect(roomCancellationNote(flexible, new Date("2026-12-10T12:00:00Z"))).toMatch(/уже прошёл/);
  });

  it("gives one line for equal terms and a line per room otherwise", () => {
    expect(cancellationNotes([flexible, { ...flexible, room_type_title: "Супериор" }], now)).toHaveLength(1);
    expect(cancellationNotes([nonRefundable], now)).toEqual([NON_REFUNDABLE_NOTE]);
    expect(cancellationNotes([flexible, nonRefundable], now)).toEqual([
      "Делюкс, «Оптимальный, с завтраком»: бесплатная отмена до 10 декабря 14:00 по времени отеля (Калининград)",
      "Люкс, «Невозвратный, с завтраком»: тариф без возврата: при отмене оплата не возвращается",
    ]);
    expect(cancellationNotes([], now)).toEqual([]);
  });
});
