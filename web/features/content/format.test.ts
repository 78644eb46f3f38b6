import { describe, expect, it } from "vitest";
import { formatFromPerNight, priceFromText } from "@rules/money";
import { HOURS, pluralRu } from "@rules/plural";
import { PRICE_UNITS } from "@schemas/lib/constants";
import { reviewDate } from "./catalogue";
import {
  durationText,
  fromPerNight,
  hoursText,
  priceText,
  priceUnitText,
  spaPriceText,
  transferTariffLine,
} from "./format";

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

  it("counts hours as the site's other Russian counts do (rules/plural.ts)", () => {
    for (const count of [1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101])
      expect(priceText({ amount: 1000, unit: "perHour", minQuantity: count })?.text).toBe(
        `1\u202F000\u00A0₽\u00A0в час, минимум ${count}\u00A0${pluralRu(count, HOURS)}`,
      );
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

describe("content formatting in English", () => {
  it("writes prices as ₽N,NNN with English units, and «Бесплатно» as Free", () => {
    expect(priceText({ amount: 4000, isFrom: true, unit: "perHour", minQuantity: 3 }, "en")?.text).toBe(
      "from ₽4,000 an hour, minimum 3 hours",
    );
    expect(priceText({ amount: 4000, unit: "perHour", minQuantity: 1 }, "en")?.text).toBe(
      "₽4,000 an hour, minimum 1 hour",
    );
    expect(priceText({ amount: 1500, unit: "perTrip", minQuantity: 2 }, "en")?.text).toBe(
      "₽1,500 a trip, minimum 2 pcs",
    );
    // An English title is left as written: no Russian no-break spaces.
    expect(priceText({ amount: 60000, unit: "forTwo", title: "Dinner for two" }, "en")).toEqual({
      title: "Dinner for two",
      text: "₽60,000 for two",
    });
    expect(priceText({ amount: 0, unit: "perVisit" }, "en")?.text).toBe("Free");
  });

  it("writes spa prices that the picker still reads back", () => {
    expect(spaPriceText(4000, "perProcedure", "en")).toBe("₽4,000");
    expect(spaPriceText(25000, "perPerson", "en")).toBe("₽25,000 per person");
    expect(priceFromText(spaPriceText(25000, "perPerson", "en"))).toBe(25000);
  });

  it("writes durations, the transfer's day and night, and a room's starting price", () => {
    expect(durationText(30, "en")).toBe("30 min");
    expect(durationText(120, "en")).toBe("2 h");
    expect(durationText(70, "en")).toBe("1 h 10 min");
    expect(transferTariffLine({ destination: "Casino", price: 4000, nightPrice: 7000 }, "en")?.price).toBe(
      "₽4,000 by day, ₽7,000 at night",
    );
    expect(transferTariffLine({ destination: "Yantarny", price: 8000 }, "en")?.price).toBe("₽8,000");
    expect(fromPerNight(12300)).toBe("От 12\u202F300\u00A0₽/сутки");
    expect(fromPerNight(12300)).toBe(formatFromPerNight(12300));
    expect(fromPerNight(12300, "en")).toBe("From ₽12,300 a night");
  });

  it("writes a review's date", () => {
    expect(reviewDate("2024-08-05")).toBe("05.08.2024");
    expect(reviewDate("2024-08-05", "en")).toBe("5 August 2024");
    expect(reviewDate(null, "en")).toBe("");
  });

  it("words every price unit of the content model in both languages", () => {
    for (const { value, title } of PRICE_UNITS) {
      expect(priceUnitText(value)).toBe(title);
      expect(priceUnitText(value, "en")).toMatch(/^[a-z -]+$/);
    }
    expect(priceUnitText("unknown", "en")).toBe("");
  });
});
