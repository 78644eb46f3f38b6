import { describe, expect, it } from "vitest";
import { createTranslator } from "use-intl/core";
import type { Language } from "@rules/language";
import { MESSAGES } from "@web/messages";
import {
  canStep,
  cancellationPolicy,
  changeWarnings,
  keptText,
  changeOutcome,
  editDateHref,
  flightDateRange,
  guestsChanged,
  refundText,
  resolveEditDates,
  transferLegs,
} from "./text";
import { signedMoney, type CheckT, type Words } from "./words";

/** The pages' words in a language, as `useTranslations("check")` gives them. */
function wordsIn(language: Language): Words {
  const t = createTranslator({ locale: language, messages: MESSAGES[language], namespace: "check" });
  return { t: t as CheckT, language };
}
const RU = wordsIn("ru");
const signedRubles = (amount: number) => signedMoney(amount, "ru");

const TODAY = "2026-12-10";

describe("edit-dates query", () => {
  it("defaults missing dates to today and tomorrow", () => {
    expect(resolveEditDates({}, TODAY)).toEqual({ kind: "stay", arrival: TODAY, departure: "2026-12-11" });
    expect(resolveEditDates({ arrival: "", departure: null }, TODAY)).toEqual({
      kind: "stay",
      arrival: TODAY,
      departure: "2026-12-11",
    });
  });

  it("moves a past arrival to today and a departure not after the arrival to the next day", () => {
    expect(resolveEditDates({ arrival: "01.12.2026", departure: "15.12.2026" }, TODAY)).toEqual({
      kind: "stay",
      arrival: TODAY,
      departure: "2026-12-15",
    });
    expect(resolveEditDates({ arrival: "20.12.2026", departure: "20.12.2026" }, TODAY)).toEqual({
      kind: "stay",
      arrival: "2026-12-20",
      departure: "2026-12-21",
    });
    expect(resolveEditDates({ arrival: "20.12.2026", departure: "18.12.2026" }, TODAY)).toEqual({
      kind: "stay",
      arrival: "2026-12-20",
      departure: "2026-12-21",
    });
  });

  it("keeps a valid stay and refuses a date in another format", () => {
    expect(resolveEditDates({ arrival: "20.12.2026", departure: "23.12.2026" }, TODAY)).toEqual({
      kind: "stay",
      arrival: "2026-12-20",
      departure: "2026-12-23",
    });
    expect(resolveEditDates({ arrival: "2026-12-20", departure: "23.12.2026" }, TODAY)).toEqual({
      kind: "invalid",
    });
    expect(resolveEditDates({ arrival: "20.12.2026", departure: "31.02.2027" }, TODAY)).toEqual({
      kind: "invalid",
    });
  });

  it("links to the page with the booking's dates", () => {
    expect(editDateHref({ arrival: "2026-12-20", departure: "2026-12-23" })).toBe(
      "/booking/check/edit-date?arrival-date=20.12.2026&departure-date=23.12.2026",
    );
  });
});

describe("money of a change and a cancellation", () => {
  it("says what is to pay or to refund", () => {
    expect(changeOutcome(RU, { toPay: 6000, toRefund: 0 }, 42000)).toBe("К доплате 6\u202F000\u00A0₽");
    expect(changeOutcome(RU, { toPay: 48000, toRefund: 0 }, 0)).toBe("К оплате 48\u202F000\u00A0₽");
    expect(changeOutcome(RU, { toPay: 0, toRefund: 3500 }, 42000)).toBe("Вернём 3\u202F500\u00A0₽");
    expect(changeOutcome(RU, { toPay: 0, toRefund: 0 }, 42000)).toBe("Без доплаты и возврата");
    expect(signedRubles(-3000)).toBe("−3\u202F000\u00A0₽");
    expect(signedRubles(1500)).toBe("+1\u202F500\u00A0₽");
  });

  it("states the refund of a cancellation", () => {
    expect(refundText(RU, { refund: 48300, penalty: 0, paid: 48300 })).toBe(
      "Вернём всю оплату: 48\u202F300\u00A0₽",
    );
    expect(refundText(RU, { refund: 0, penalty: 42000, paid: 42000 })).toBe(
      "Оплата 42\u202F000\u00A0₽ не возвращается",
    );
    expect(refundText(RU, { refund: 1000, penalty: 2000, paid: 3000 })).toBe(
      "Вернём 1\u202F000\u00A0₽ из 3\u202F000\u00A0₽, удержим 2\u202F000\u00A0₽",
    );
    expect(refundText(RU, { refund: 0, penalty: 0, paid: 0 })).toMatch(/не оплачено/);
  });

  it("states the policy from the engine's one deadline: no refund, a deadline ahead, a deadline passed", () => {
    const now = new Date("2026-12-10T10:00:00Z");
    const paid = { refund: 32_200, kept: 0 };
    expect(
      cancellationPolicy(RU, [{ refundable: false }], { ...paid, freeCancellationUntil: null }, now),
    ).toMatch(/^Тариф без возврата/);
    expect(
      cancellationPolicy(
        RU,
        [{ refundable: true }],
        { ...paid, freeCancellationUntil: "2026-12-18T12:00:00Z" },
        now,
      ),
    ).toBe("Бесплатная отмена до 18 декабря, 14:00 (время отеля)");
    expect(
      cancellationPolicy(
        RU,
        [{ refundable: true }],
        { ...paid, freeCancellationUntil: "2026-12-01T12:00:00Z" },
        now,
      ),
    ).toMatch(/^Срок бесплатной отмены истёк 1 декабря/);
  });

  it("without a deadline, a flexible room's money is no longer refundable, unless the rate has no deadline", () => {
    const now = new Date("2026-12-10T10:00:00Z");
    // Moved later after the deadline passed: the engine keeps the money and gives no deadline.
    expect(
      cancellationPolicy(
        RU,
        [{ refundable: true }],
        { freeCancellationUntil: null, refund: 0, kept: 32_200 },
        now,
      ),
    ).toBe("Срок бесплатной отмены истёк: оплата за проживание не возвращается");
    expect(
      cancellationPolicy(
        RU,
        [{ refundable: true }],
        { freeCancellationUntil: null, refund: 32_200, kept: 0 },
        now,
      ),
    ).toBe("Бесплатная отмена");
  });

  it("names the money kept whatever happens", () => {
    expect(keptText(RU, 24_600)).toBe("24\u202F600\u00A0₽ не возвращаются при отмене");
    expect(keptText(RU, 0)).toBeUndefined();
  });

  it("warns before a change that makes money non-refundable or keeps it", () => {
    expect(changeWarnings(RU, { becomesNonRefundable: 24_600, kept: 0 })).toEqual([
      "После изменения 24\u202F600\u00A0₽ станут невозвратными: при отмене они не вернутся.",
    ]);
    expect(changeWarnings(RU, { becomesNonRefundable: 0, kept: 3_000 })).toEqual([
      "3\u202F000\u00A0₽ не вернём при этом изменении: это невозвратная оплата, она остаётся в бронировании и пойдёт в счёт будущих изменений.",
    ]);
    expect(changeWarnings(RU, { becomesNonRefundable: 0, kept: 0 })).toEqual([]);
  });

  it("keeps the failure text of a cancellation word for word", () => {
    expect(RU.t("cancel.failed")).toBe(
      "Ошибка отмены брони. Попробуйте отменить позже или свяжитесь с менеджером отеля для отмены",
    );
  });
});

describe("guests per room", () => {
  it("follows the occupancy rules of the room's category", () => {
    // Делюкс: 2 places plus one child under 7.
    expect(canStep({ adults: 2, children: 0 }, 1, "adults", 1)).toBe(false);
    expect(canStep({ adults: 2, children: 0 }, 1, "children", 1)).toBe(true);
    expect(canStep({ adults: 2, children: 1 }, 1, "children", 1)).toBe(false);
    // Люкс: 3 places.
    expect(canStep({ adults: 2, children: 0 }, 4, "adults", 1)).toBe(true);
    expect(canStep({ adults: 1, children: 0 }, 4, "adults", -1)).toBe(false);
    expect(canStep({ adults: 1, children: 0 }, 4, "children", -1)).toBe(false);
  });

  it("notices a change of guests", () => {
    expect(guestsChanged([{ adults: 2, children: 0 }], [{ adults: 2, children: 0 }])).toBe(false);
    expect(guestsChanged([{ adults: 2, children: 0 }], [{ adults: 2, children: 1 }])).toBe(true);
  });
});

describe("the transfer's legs", () => {
  it("names each leg's flight and day, in the engine's writings", () => {
    expect(
      transferLegs(RU, {
        type: "to-from",
        arrivalFlightNumber: "SU1234",
        arrivalDate: "2027-03-15",
        departureFlightNumber: "DP405",
        departureDate: "18.03.2027",
      }).map((leg) => leg.text),
    ).toEqual(["Прилёт: рейс SU1234, 15 марта", "Вылет: рейс DP405, 18 марта"]);
    expect(transferLegs(RU, { type: "to" }).map((leg) => leg.text)).toEqual(["Прилёт: рейс не указан"]);
    expect(transferLegs(RU, { type: "from", departureDate: "вечером" }).map((leg) => leg.text)).toEqual([
      "Вылет: вечером",
    ]);
  });

  it("lets a flight fall from the day before arrival to the day after departure", () => {
    expect(flightDateRange({ arrival: "2027-03-15", departure: "2027-03-18" })).toEqual({
      min: "2027-03-14",
      max: "2027-03-19",
    });
  });
});
