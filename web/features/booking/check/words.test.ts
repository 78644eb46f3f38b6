import { describe, expect, it } from "vitest";
import { createTranslator } from "use-intl/core";
import type { Language } from "@rules/language";
import { CAPACITY_NOTE } from "@rules/occupancy";
import { MESSAGES } from "@web/messages";
import { check } from "@web/messages/check";
import * as russian from "../format";
import { TRANSFER_TITLES } from "../summary/figures";
import { guestIssueKey, lookupIssueKey, transferIssue } from "./issues";
import { lookupBody, transferBody } from "./schemas";
import {
  canceledText,
  cancellationPolicy,
  changeOutcome,
  changeWarnings,
  keptText,
  refundText,
  statusLabel,
  transferLegs,
  transferTitle,
} from "./text";
import {
  dayMonth,
  failureText,
  historyText,
  hotelDeadline,
  money,
  roomGuestsText,
  signedMoney,
  stayText,
  type CheckT,
  type Words,
} from "./words";
import { editGuestFormSchema } from "@rules/guest-form";

function wordsIn(language: Language): Words {
  const t = createTranslator({ locale: language, messages: MESSAGES[language], namespace: "check" });
  return { t: t as CheckT, language };
}
const RU = wordsIn("ru");
const EN = wordsIn("en");
const CYRILLIC = /[\u0400-\u04FF]/;

function leaves(tree: object): string[] {
  return Object.values(tree).flatMap((value: unknown) =>
    typeof value === "string" ? [value] : leaves(value as object),
  );
}

describe("the check's formatters", () => {
  it("write Russian exactly as the journey's formatters do", () => {
    expect(dayMonth("2026-12-12", "ru")).toBe(russian.dayMonth("2026-12-12"));
    expect(hotelDeadline("2026-12-18T12:00:00Z", "ru")).toBe("18 декабря, 14:00");
    expect(hotelDeadline("2026-12-18T12:00:00Z", "ru")).toBe(russian.hotelDeadline("2026-12-18T12:00:00Z"));
    for (const [arrival, departure] of [
      ["2026-12-12", "2026-12-13"],
      ["2026-12-12", "2026-12-15"],
      ["2026-12-01", "2026-12-26"],
    ] as const) {
      expect(stayText(RU, arrival, departure)).toBe(russian.stayText(arrival, departure));
    }
    for (const room of [
      { adults: 1, children: 0 },
      { adults: 2, children: 1 },
      { adults: 3, children: 2 },
      { adults: 5, children: 5 },
    ]) {
      expect(roomGuestsText(RU, room)).toBe(russian.roomGuestsText(room));
    }
    expect(money(14_000, "ru")).toBe("14\u202F000\u00A0₽");
    expect(signedMoney(-3000, "ru")).toBe("−3\u202F000\u00A0₽");
    expect(signedMoney(1500, "ru")).toBe("+1\u202F500\u00A0₽");
    expect(signedMoney(0, "ru")).toBe("0\u00A0₽");
  });

  it("write English as the guest's e-mails do", () => {
    expect(dayMonth("2026-12-12", "en")).toBe("12 December");
    expect(hotelDeadline("2026-11-29T12:00:00Z", "en")).toBe("29 November 2026 at 14:00");
    expect(stayText(EN, "2026-12-12", "2026-12-13")).toBe("12 December – 13 December, 1\u00A0night");
    expect(stayText(EN, "2026-12-12", "2026-12-15")).toBe("12 December – 15 December, 3\u00A0nights");
    expect(roomGuestsText(EN, { adults: 1, children: 0 })).toBe("1\u00A0adult");
    expect(roomGuestsText(EN, { adults: 2, children: 1 })).toBe("2\u00A0adults, 1\u00A0child");
    expect(roomGuestsText(EN, { adults: 2, children: 3 })).toBe("2\u00A0adults, 3\u00A0children");
    expect(money(12_000, "en")).toBe("₽12,000");
    expect(signedMoney(6000, "en")).toBe("+₽6,000");
    expect(signedMoney(-3000, "en")).toBe("−₽3,000");
  });
});

describe("the check's sentences in English", () => {
  const now = new Date("2026-12-10T10:00:00Z");

  it("say the money of a change and a cancellation", () => {
    expect(changeOutcome(EN, { toPay: 6000, toRefund: 0 }, 42_000)).toBe("Extra to pay: ₽6,000");
    expect(changeOutcome(EN, { toPay: 48_000, toRefund: 0 }, 0)).toBe("To pay: ₽48,000");
    expect(changeOutcome(EN, { toPay: 0, toRefund: 3500 }, 42_000)).toBe("We will refund ₽3,500");
    expect(changeOutcome(EN, { toPay: 0, toRefund: 0 }, 42_000)).toBe("Nothing to pay or refund");
    expect(changeWarnings(EN, { becomesNonRefundable: 24_600, kept: 3000 })).toEqual([
      "After the change, ₽24,600 becomes non-refundable: it will not be returned if you cancel.",
      "We won’t refund ₽3,000 with this change: it is a non-refundable payment, so it stays with your booking and counts towards future changes.",
    ]);
    expect(refundText(EN, { refund: 48_300, penalty: 0, paid: 48_300 })).toBe(
      "We will refund your whole payment: ₽48,300",
    );
    expect(refundText(EN, { refund: 1000, penalty: 2000, paid: 3000 })).toBe(
      "We will refund ₽1,000 of ₽3,000 and keep ₽2,000",
    );
    expect(refundText(EN, { refund: 0, penalty: 42_000, paid: 42_000 })).toBe(
      "Your payment of ₽42,000 is not refunded",
    );
    expect(canceledText(EN, 5000, 5000)).toMatch(/^We will refund ₽5,000 to the card you paid with\./);
    expect(keptText(EN, 24_600)).toBe("₽24,600 is not refunded if you cancel");
  });

  it("state the terms from the engine's one deadline", () => {
    const paid = { refund: 32_200, kept: 0 };
    expect(
      cancellationPolicy(
        EN,
        [{ refundable: true }],
        { ...paid, freeCancellationUntil: "2026-12-18T12:00:00Z" },
        now,
      ),
    ).toBe("Free cancellation until 18 December 2026 at 14:00 (hotel time)");
    expect(
      cancellationPolicy(
        EN,
        [{ refundable: true }],
        { ...paid, freeCancellationUntil: "2026-12-01T12:00:00Z" },
        now,
      ),
    ).toBe(
      "Free cancellation ended on 1 December 2026 at 14:00 (hotel time): the payment for your stay is not refunded",
    );
    expect(
      cancellationPolicy(EN, [{ refundable: false }], { ...paid, freeCancellationUntil: null }, now),
    ).toMatch(/^Non-refundable rate/);
  });

  it("name the statuses and the transfer's legs", () => {
    expect(statusLabel(EN, "held")).toBe("Awaiting payment");
    expect(statusLabel(RU, "canceled")).toBe("Отменено");
    expect(
      transferLegs(EN, {
        type: "to-from",
        arrivalFlightNumber: "SU1234",
        arrivalDate: "2027-03-15",
        departureDate: "18.03.2027",
      }).map((leg) => leg.text),
    ).toEqual(["Arrival: flight SU1234, 15 March", "Departure: 18 March"]);
    expect(transferLegs(EN, { type: "to" }).map((leg) => leg.text)).toEqual(["Arrival: no flight given"]);
    for (const type of ["to", "from", "to-from"] as const) {
      expect(transferTitle(RU, type)).toBe(TRANSFER_TITLES[type]);
      expect(transferTitle(EN, type)).not.toMatch(CYRILLIC);
    }
  });
});

describe("the catalogue of the check", () => {
  it("has no Cyrillic letter in English, and the Russian of the rules it repeats", () => {
    expect(leaves(check.en).filter((text) => CYRILLIC.test(text))).toEqual([]);
    expect(check.ru.guests.capacity).toBe(`${CAPACITY_NOTE}. Дети — до 14 лет.`);
  });

  it("formats every message in both languages", () => {
    for (const words of [RU, EN]) {
      expect(words.t("managed.inactive", { reference: "K7M4Q2XZ", status: "canceled" })).toContain(
        "K7M4Q2XZ",
      );
      expect(words.t("transfer.legend", { title: "X", leg: "arrival", day: "1" })).toContain("X");
      expect(words.t("guests.fewer", { field: "children" })).not.toBe("");
    }
    expect(RU.t("managed.inactive", { reference: "K7M4Q2XZ", status: "expired" })).toBe(
      "Бронирование K7M4Q2XZ: истекло, изменить его нельзя.",
    );
    expect(RU.t("guests.group", { room: "Делюкс", field: "adults" })).toBe("Делюкс: взрослые");
    expect(EN.t("guests.more", { field: "adults" })).toBe("More adults");
  });
});

describe("failures by code", () => {
  const failure = (code: string, message: string, status: number, details?: unknown) => ({
    code,
    message,
    status,
    details,
  });

  it("keep the route's Russian message on a Russian page, as before", () => {
    expect(
      failureText(RU, failure("MIN_STAY", "При заезде в эту дату минимальный срок проживания — 3 ночи", 422)),
    ).toBe("При заезде в эту дату минимальный срок проживания — 3 ночи");
    expect(failureText(RU, undefined)).toBe("Что-то пошло не так. Попробуйте ещё раз.");
  });

  it("tell an English guest the engine's codes in English", () => {
    expect(failureText(EN, failure("MANAGE_SESSION_EXPIRED", "Сессия истекла", 401))).toBe(
      "Your session has expired: please find your booking again",
    );
    expect(failureText(EN, failure("RESERVATION_NOT_FOUND", "Бронирование не найдено", 404))).toBe(
      "Booking not found. Check the number and the e-mail or phone",
    );
    expect(failureText(EN, failure("SOLD_OUT", "…", 409))).toBe(
      "There are no rooms of this type left for these dates",
    );
    expect(failureText(EN, failure("MIN_STAY", "…", 422, { min_stay: 3 }))).toBe(
      "Arriving on this date, the minimum stay is 3 nights",
    );
    expect(failureText(EN, failure("STAY_TOO_LONG", "…", 422, { max_nights: 1 }))).toBe(
      "A stay booked online can be no longer than 1 night",
    );
    expect(failureText(EN, failure("MIN_STAY", "…", 422))).toBe("Something went wrong. Please try again.");
    expect(failureText(EN, failure("FETCH_ERROR", "Нет связи", 0))).toBe(
      "No connection to the site. Check your internet connection and try again.",
    );
    expect(failureText(EN, failure("SOLD_OUT", "…", 502))).toBe(
      "The booking system is temporarily unavailable. Please try again in a minute.",
    );
    expect(failureText(EN, failure("SOMETHING_NEW", "Новое", 409))).toBe(
      "Something went wrong. Please try again.",
    );
    expect(failureText(EN, undefined)).toBe("Something went wrong. Please try again.");
  });

  it("tells the history by its type in English, the engine's note in Russian", () => {
    expect(historyText(RU, { type: "paid", note: "Оплачено 12 000 ₽" })).toBe("Оплачено 12 000 ₽");
    expect(historyText(EN, { type: "paid", note: "Оплачено 12 000 ₽" })).toBe("Paid");
    expect(historyText(EN, { type: "something_else", note: "…" })).toBe("Booking updated");
  });
});

describe("validation messages by code", () => {
  const messages = (words: Words) => {
    const lookup = lookupBody.safeParse({ reference: "", contact: "x".repeat(201) });
    return lookup.success
      ? []
      : lookup.error.issues.map((issue) =>
          words.t(lookupIssueKey(issue.path[0] as "reference" | "contact", issue.code)),
        );
  };

  it("say the look-up's issues as the schema's Russian, and in English", () => {
    const parsed = lookupBody.safeParse({ reference: "", contact: "x".repeat(201) });
    expect(parsed.success).toBe(false);
    expect(messages(RU)).toEqual(parsed.error?.issues.map((issue) => issue.message));
    expect(messages(EN)).toEqual(["Enter your booking number", "That e-mail or phone number is too long"]);
  });

  it("say the edit-guest form's issues as the shared rules' Russian", () => {
    const parsed = editGuestFormSchema.safeParse({
      lastName: "",
      firstName: "Anna1",
      middleName: "С1",
      phone: "+7",
      email: "nope",
    });
    expect(parsed.success).toBe(false);
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0] as "lastName" | "firstName" | "middleName" | "phone" | "email";
      expect(RU.t(guestIssueKey(field, issue.code))).toBe(issue.message);
      expect(EN.t(guestIssueKey(field, issue.code))).not.toMatch(CYRILLIC);
    }
  });

  it("say the transfer form's issues as the schema's Russian", () => {
    for (const body of [
      { arrivalFlightNumber: "", arrivalDate: "2027-03-15" },
      { arrivalFlightNumber: "x".repeat(21), arrivalDate: "2027-03-15" },
      { arrivalFlightNumber: "SU 12!", arrivalDate: "2027-03-15" },
      { arrivalFlightNumber: "SU12", arrivalDate: "15 марта" },
      { arrivalFlightNumber: "SU12" },
      {},
    ]) {
      const parsed = transferBody.safeParse(body);
      expect(parsed.success, JSON.stringify(body)).toBe(false);
      for (const issue of parsed.error?.issues ?? []) {
        expect(RU.t(transferIssue(issue, body).key)).toBe(issue.message);
      }
    }
  });
});
