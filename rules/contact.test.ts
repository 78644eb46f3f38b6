import { describe, expect, it } from "vitest";
import { formatPhoneInput, isEmail, isInternationalPhone, isRussianPhone, phoneForApi } from "./contact";

describe("contact rules", () => {
  it("auto-formats the phone as +7 (999) 999-99-99, always starting with '+7 ('", () => {
    expect(formatPhoneInput("")).toBe("+7 (");
    expect(formatPhoneInput("9")).toBe("+7 (9");
    expect(formatPhoneInput("999")).toBe("+7 (999");
    expect(formatPhoneInput("9991")).toBe("+7 (999) 1");
    expect(formatPhoneInput("9991234567")).toBe("+7 (999) 123-45-67");
    expect(formatPhoneInput("+7 (999) 123-45-6")).toBe("+7 (999) 123-45-6");
    expect(formatPhoneInput("+7 (999) 123-45-678")).toBe("+7 (999) 123-45-67");
    expect(formatPhoneInput("89991234567")).toBe("+7 (999) 123-45-67");
    expect(formatPhoneInput("+7 (")).toBe("+7 (");
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
});
