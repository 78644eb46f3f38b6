import { describe, expect, it } from "vitest";
import packageMetadata from "libphonenumber-js/metadata.min.json" with { type: "json" };
import {
  phoneDigits,
  phoneSearch,
  formatRussianPhone,
  isEmail,
  isInternationalPhone,
  isRussianPhone,
  normalizeRussianPhone,
  phoneForApi,
  russianNationalDigits,
} from "./contact";
import ruPhoneMetadata from "./phone-metadata.ru.json" with { type: "json" };

describe("contact rules", () => {
  it.each([
    ["8 916 123-45-67", "+79161234567"],
    ["89161234567", "+79161234567"],
    ["+79161234567", "+79161234567"],
    ["+7 (916) 123-45-67", "+79161234567"],
    ["7 916 123 45 67", "+79161234567"],
    ["79161234567", "+79161234567"],
    ["9161234567", "+79161234567"],
    ["(916) 123-45-67", "+79161234567"],
    ["8 (812) 123-45-67", "+78121234567"],
    ["8121234567", "+78121234567"],
    ["+7 (000) 000-00-00", "+70000000000"],
    ["8 916 123-45", undefined],
    ["916", undefined],
    ["", undefined],
    ["+44 20 7946 0958", undefined],
  ])("stores the phone %j as %j", (raw, stored) => {
    expect(normalizeRussianPhone(raw)).toBe(stored);
  });

  it("reads partial input as national digits: a leading 8 or 7 is the trunk or the country", () => {
    expect(russianNationalDigits("8")).toBe("");
    expect(russianNationalDigits("7")).toBe("");
    expect(russianNationalDigits("+")).toBe("");
    expect(russianNationalDigits("+7 (")).toBe("");
    expect(russianNationalDigits("+7 (9")).toBe("9");
    expect(russianNationalDigits("8 916")).toBe("916");
    expect(russianNationalDigits("9")).toBe("9");
    expect(russianNationalDigits("8 916 123-45-67 89")).toBe("9161234567");
  });

  it("writes national digits as +7 (999) 999-99-99, always starting with '+7 ('", () => {
    expect(formatRussianPhone("")).toBe("+7 (");
    expect(formatRussianPhone("9")).toBe("+7 (9");
    expect(formatRussianPhone("999")).toBe("+7 (999");
    expect(formatRussianPhone("9991")).toBe("+7 (999) 1");
    expect(formatRussianPhone("9991234567")).toBe("+7 (999) 123-45-67");
    expect(formatRussianPhone("99912345678")).toBe("+7 (999) 123-45-67");
  });

  it("keeps Russia's phone metadata equal to libphonenumber-js's own", () => {
    expect(ruPhoneMetadata.countries.RU).toEqual(packageMetadata.countries.RU);
    expect(ruPhoneMetadata.version).toBe(packageMetadata.version);
  });

  it("accepts +7 and 10 digits once dashes, brackets and spaces are removed", () => {
    expect(isRussianPhone("+7 (999) 123-45-67")).toBe(true);
    expect(isRussianPhone("+79991234567")).toBe(true);
    expect(isRussianPhone("89991234567")).toBe(false);
    expect(isRussianPhone("+7 (999) 123-45-6")).toBe(false);
    expect(isRussianPhone("+7 (999) 123.45.67")).toBe(false);
  });

  it("accepts 10 to 15 digits with an optional plus on the edit-guest form", () => {
    expect(isInternationalPhone("+491701234567")).toBe(true);
    expect(isInternationalPhone("9991234567")).toBe(true);
    expect(isInternationalPhone("+123456789")).toBe(false);
    expect(isInternationalPhone("+1234567890123456")).toBe(false);
  });

  it("sends the phone to the API as plus and digits only", () => {
    expect(phoneForApi("+7 (999) 123-45-67")).toBe("+79991234567");
  });

  it("accepts name@domain with a top-level part of 2 to 4 characters", () => {
    expect(isEmail("guest@example.ru")).toBe(true);
    expect(isEmail("a.b+c@mail.example.info")).toBe(true);
    expect(isEmail("гость@пример.рф")).toBe(true);
    expect(isEmail("guest@example.r")).toBe(false);
    expect(isEmail("guest@example.travel")).toBe(false);
    expect(isEmail("guest@example")).toBe(false);
    expect(isEmail("guest example.ru")).toBe(false);
  });

  it("reads a phone's stored digits: the trunk 8 of an 11-digit number is +7, anything else keeps its digits", () => {
    expect(phoneDigits("8 900 555-44-33")).toBe("79005554433");
    // A manager's partial search typed with the trunk «8» also matches the start of a +7 number.
    expect(phoneSearch("8 900 555")).toEqual({ contains: "8900555", startsWith: "7900555" });
    expect(phoneSearch("5554433")).toEqual({ contains: "5554433" });
    expect(phoneSearch("8 900 555-44-33")).toEqual({ contains: "79005554433" });
    expect(phoneSearch("890")).toBeUndefined();
    expect(phoneDigits("+7 (900) 555-44-33")).toBe("79005554433");
    expect(phoneDigits("555-44-33")).toBe("5554433");
    expect(phoneDigits("+49 30 1234567")).toBe("49301234567");
    expect(phoneDigits("8 800 1234")).toBe("88001234");
  });
});
