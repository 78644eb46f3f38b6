import { describe, expect, it } from "vitest";
import { priceFromText } from "@rules/money";
import { durationText, hoursText, priceText, spaPriceText, transferTariffLine } from "./format";

describe("content formatting", () => {
  it("writes prices with thin spaces, «от» and the unit", () => {
    expect(priceText({ amount: 4000, isFrom: true, unit: "perHour", minQuantity: 3 })?.text).toBe(
      "от\u00A04\u202F000\u00A0₽\u00A0в час, минимум 3\u00A0часа",
    );
    expect(priceText({ amount: 60000, unit: "forTwo", title: "Программа для двоих" })).toEqual({
      title: "Программа для\u00A0двоих",
      text: "60\u202F000\u00A0₽\u00A0за двоих",
    });
    expect(priceText({ amount: 0, unit: "perVisit" })?.text).toBe("Бесплатно");
    expect(priceText({ amount: null })).toBeUndefined();
  });

  it("writes spa prices so that the picker reads the unit price back from the text", () => {
    expect(spaPriceText(4000, "perProcedure")).toBe("4\u202F000\u00A0₽");
    expect(spaPriceText(25000, "perPerson")).toBe("25\u202F000\u00A0₽\u00A0с человека");
    expect(priceFromText(spaPriceText(25000, "perPerson"))).toBe(25000);
  });

  it("writes hours and durations", () => {
    expect(hoursText({ label: "Будни", from: "17:00", to: "22:00" })).toEqual({
      label: "Будни",
      time: "17:00–22:00",
    });
    expect(hoursText({ label: "Будни", from: null, to: "22:00" })).toBeUndefined();
    expect(durationText(30)).toBe("30\u00A0мин");
    expect(durationText(120)).toBe("2\u00A0ч");
    expect(durationText(70)).toBe("1\u00A0ч 10\u00A0мин");
  });

  it("writes a transfer tariff as its price, or by day and at night when the night costs more", () => {
    expect(transferTariffLine({ destination: "Янтарный", price: 8000, nightPrice: null })).toEqual({
      destination: "Янтарный",
      price: "8\u202F000\u00A0₽",
    });
    expect(transferTariffLine({ destination: "Казино", price: 4000, nightPrice: 7000 })?.price).toBe(
      "днём 4\u202F000\u00A0₽, ночью 7\u202F000\u00A0₽",
    );
    expect(transferTariffLine({ destination: "Казино", price: 4000, nightPrice: 4000 })?.price).toBe(
      "4\u202F000\u00A0₽",
    );
    expect(transferTariffLine({ destination: "", price: 4000 })).toBeUndefined();
    expect(transferTariffLine({ destination: "Казино", price: null })).toBeUndefined();
  });
});
