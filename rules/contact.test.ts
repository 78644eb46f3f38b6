import { describe, expect, it } from "vitest";
import packageMetadata from "libphonenumber-js/metadata.min.json" with { type: "json" };
import {
  FIRST_PHONE_COUNTRIES,
  PHONE_COUNTRY_CODES,
  formatPhone,
  isEmail,
  isPhone,
  lookupPhoneDigits,
  phoneCountry,
  phoneDigits,
  phoneSearch,
  readPhone,
} from "./contact";
// Every country, as the servers read phones (the browser's field loads the same).
import "./phone-world";
import ruPhoneMetadata from "./phone-metadata.ru.json" with { type: "json" };

describe("contact rules", () => {
  // What each writing of a number becomes in the field (text, E.164 value, the list's country),
  // read whole as a paste or an autofill gives it; Russia is the list's first choice.
  it.each([
    ["RU", "8 (812) 123-45-67", "8 (812) 123-45-67", "+78121234567", "RU"],
    ["RU", "8 800 555-35-35", "8 (800) 555-35-35", "+78005553535", "RU"],
    ["RU", "+7 812 123-45-67", "+7 812 123 45 67", "+78121234567", "RU"],
    ["RU", "89161234567", "8 (916) 123-45-67", "+79161234567", "RU"],
    ["RU", "9161234567", "916 123-45-67", "+79161234567", "RU"],
    ["RU", "+7 701 123 45 67", "+7 701 123 4567", "+77011234567", "KZ"],
    ["RU", "+44 20 7946 0958", "+44 20 7946 0958", "+442079460958", "GB"],
    ["GB", "020 7946 0958", "020 7946 0958", "+442079460958", "GB"],
    ["RU", "+1 212 555 0100", "+1 212 555 0100", "+12125550100", "US"],
    ["BY", "8 029 123 45 67", "8 029 123-45-67", "+375291234567", "BY"],
    ["RU", "", "", "", "RU"],
  ] as const)("in %s reads %j as %j, %j (%s)", (country, typed, text, value, named) => {
    expect(readPhone(typed, country)).toEqual({ text, value, country: named });
  });

  it("reads a number key by key as it reads it whole", () => {
    for (const [country, typed] of [
      ["RU", "8 (812) 123-45-67"],
      ["RU", "+44 20 7946 0958"],
      ["RU", "+1 212 555 0100"],
      ["RU", "+7 701 123 45 67"],
    ] as const) {
      let shown = "";
      let reading = readPhone("", country);
      for (const key of typed) {
        reading = readPhone(shown + key, reading.country);
        shown = reading.text;
      }
      expect(reading).toEqual(readPhone(typed, country));
    }
  });

  it("takes a country's own code while an international number is typed", () => {
    expect(readPhone("+", "RU")).toEqual({ text: "+", value: "", country: "RU" });
    expect(readPhone("+1 2", "RU").country).toBe("US");
    expect(readPhone("+375", "RU").country).toBe("BY");
  });

  it("accepts any country's complete valid number in E.164, and nothing else", () => {
    for (const valid of ["+78121234567", "+77011234567", "+442079460958", "+12125550100"])
      expect(isPhone(valid), valid).toBe(true);
    for (const invalid of ["", "+7999123456", "+4420794", "+7 812 123 45 67", "88121234567", "+70000000000"])
      expect(isPhone(invalid), invalid).toBe(false);
  });

  it("writes a stored number the international way, and names its country", () => {
    expect(formatPhone("+442079460958")).toBe("+44 20 7946 0958");
    expect(formatPhone("+78121234567")).toBe("+7 812 123 45 67");
    expect(phoneCountry("+77011234567")).toBe("KZ");
    expect(phoneCountry("+12125550100")).toBe("US");
  });

  it("keeps Russia's phone metadata and the countries' calling codes equal to libphonenumber-js's own", () => {
    expect(ruPhoneMetadata.countries.RU).toEqual(packageMetadata.countries.RU);
    expect(ruPhoneMetadata.version).toBe(packageMetadata.version);
    expect(PHONE_COUNTRY_CODES).toEqual(
      Object.fromEntries(Object.entries(packageMetadata.countries).map(([code, entry]) => [code, entry[0]])),
    );
    expect(FIRST_PHONE_COUNTRIES).toEqual(["RU", "BY", "KZ"]);
  });

  it("reads a look-up's phone written without its code in the booking's country", () => {
    expect(lookupPhoneDigits("8 (701) 123-45-67", "77011234567")).toBe("77011234567");
    expect(lookupPhoneDigits("701 123 45 67", "77011234567")).toBe("77011234567");
    expect(lookupPhoneDigits("020 7946 0958", "442079460958")).toBe("442079460958");
    expect(lookupPhoneDigits("8 029 123-45-67", "375291234567")).toBe("375291234567");
    expect(lookupPhoneDigits("+44 20 7946 0958", "442079460958")).toBe("442079460958");
    expect(lookupPhoneDigits("8 916 123-45-67", "79161234567")).toBe("79161234567");
    // Another number stays another: reading it in the booking's country does not make it the booking's.
    expect(lookupPhoneDigits("020 7946 0959", "442079460958")).toBe("442079460959");
    expect(lookupPhoneDigits("+7 916 123-45-67", "442079460958")).toBe("79161234567");
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
