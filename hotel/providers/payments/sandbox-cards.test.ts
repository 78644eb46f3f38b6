import { describe, expect, it } from "vitest";
import { TEST_CARDS, checkCardForm, groupCardNumber, luhnValid } from "./sandbox-cards";

// 01:30 on 1 December 2026 in Kaliningrad, still 30 November in UTC.
const NOW = new Date("2026-11-30T23:30:00Z");
const form = (overrides: Partial<Parameters<typeof checkCardForm>[0]> = {}) => ({
  number: TEST_CARDS.success.number,
  expiry: "12/27",
  cvc: "123",
  holder: "",
  ...overrides,
});

describe("the sandbox's test cards", () => {
  it("are Luhn-valid and distinct, one per outcome", () => {
    const cards = Object.values(TEST_CARDS);
    for (const card of cards) expect(luhnValid(card.number), card.number).toBe(true);
    expect(new Set(cards.map((card) => card.number)).size).toBe(cards.length);
    expect(cards.map((card) => card.outcome).sort()).toEqual([
      "canceled",
      "succeeded",
      "waiting_for_capture",
    ]);
  });

  it("checks the Luhn sum", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("79927398713")).toBe(true);
    expect(luhnValid("")).toBe(false);
    expect(luhnValid("42a2")).toBe(false);
  });

  it("groups a number by four", () => {
    expect(groupCardNumber("2200000000000004")).toBe("2200 0000 0000 0004");
  });
});

describe("checkCardForm", () => {
  it("gives each test card's outcome and only the last four digits", () => {
    expect(checkCardForm(form({ number: "4242 4242 4242 4242" }), NOW)).toEqual({
      ok: true,
      outcome: "succeeded",
      last4: "4242",
    });
    expect(checkCardForm(form({ number: TEST_CARDS.declined.number }), NOW)).toMatchObject({
      outcome: "canceled",
    });
    expect(checkCardForm(form({ number: "2200-0000-0000-0004" }), NOW)).toMatchObject({
      outcome: "waiting_for_capture",
    });
  });

  it("names each problem on its field", () => {
    expect(checkCardForm(form({ number: "" }), NOW)).toEqual({
      ok: false,
      errors: { number: "numberMissing" },
    });
    expect(checkCardForm(form({ number: "4242 4242 4242 4241" }), NOW)).toEqual({
      ok: false,
      errors: { number: "numberInvalid" },
    });
    expect(checkCardForm(form({ number: "5555555555554444" }), NOW)).toEqual({
      ok: false,
      errors: { number: "notTestCard" },
    });
    expect(checkCardForm(form({ cvc: "1234" }), NOW)).toEqual({
      ok: false,
      errors: { cvc: "cvcInvalid" },
    });
    expect(checkCardForm(form({ expiry: "12/2" }), NOW)).toEqual({
      ok: false,
      errors: { expiry: "expiryInvalid" },
    });
    expect(checkCardForm(form({ expiry: "00/27" }), NOW)).toEqual({
      ok: false,
      errors: { expiry: "expiryInvalid" },
    });
    expect(checkCardForm(form({ holder: "A".repeat(101) }), NOW)).toEqual({
      ok: false,
      errors: { holder: "holderTooLong" },
    });
  });

  it("takes a card through the end of its month, by the hotel's calendar", () => {
    // Already December at the hotel: a card of November 2026 has expired, one of December has not.
    expect(checkCardForm(form({ expiry: "11/26" }), NOW)).toEqual({
      ok: false,
      errors: { expiry: "expired" },
    });
    expect(checkCardForm(form({ expiry: "12/26" }), NOW)).toMatchObject({ ok: true });
    expect(checkCardForm(form({ expiry: " 12 / 26 " }), NOW)).toMatchObject({ ok: true });
  });
});
