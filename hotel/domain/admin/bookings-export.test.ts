import { describe, expect, it } from "vitest";
import { csvField } from "./bookings-export";

describe("a field of the bookings' CSV file", () => {
  it("stays as it is when Excel reads it as it is", () => {
    expect(csvField("Иванова Анна")).toBe("Иванова Анна");
    expect(csvField(16100)).toBe("16100");
    expect(csvField("")).toBe("");
  });

  it("is quoted when it holds the separator, a quote or a line break, quotes doubled", () => {
    expect(csvField("Поздний заезд; тихий номер")).toBe('"Поздний заезд; тихий номер"');
    expect(csvField('номер "с видом"')).toBe('"номер ""с видом"""');
    expect(csvField("первая\r\nвторая")).toBe('"первая\r\nвторая"');
  });

  it("never starts with what Excel would run as a formula", () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField("+7 916 604-00-78")).toBe("'+7 916 604-00-78");
    expect(csvField("-1")).toBe("'-1");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField(-5)).toBe("-5");
  });
});
