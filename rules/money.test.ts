import { describe, expect, it } from "vitest";
import { MoneyError, formatFromPerNight, formatRubles, priceFromText } from "./money";

describe("money", () => {
  it("formats whole rubles with a narrow no-break space between thousands and a no-break space before ₽", () => {
    expect(formatRubles(14000)).toBe("14\u202F000\u00A0₽");
    expect(formatRubles(1234567)).toBe("1\u202F234\u202F567\u00A0₽");
    expect(formatRubles(500)).toBe("500\u00A0₽");
    expect(formatRubles(0)).toBe("0\u00A0₽");
    expect(formatRubles(-1500)).toBe("\u22121\u202F500\u00A0₽");
  });

  it("refuses fractions: money is integer rubles", () => {
    expect(() => formatRubles(99.5)).toThrow(MoneyError);
    expect(() => formatRubles(Number.NaN)).toThrow(MoneyError);
  });

  it("writes the home page's starting price", () => {
    expect(formatFromPerNight(14000)).toBe("От 14\u202F000\u00A0₽/сутки");
    expect(formatFromPerNight(14000, "ru")).toBe("От 14\u202F000\u00A0₽/сутки");
    expect(formatFromPerNight(14000, "en")).toBe("From ₽14,000/night");
  });

  it("reads an extra's unit price from the digits of its price text", () => {
    expect(priceFromText("4 000 ₽")).toBe(4000);
    expect(priceFromText("от 10\u00A0000 ₽")).toBe(10000);
    expect(priceFromText("бесплатно")).toBeUndefined();
  });
});
