import { describe, expect, it } from "vitest";
import {
  CHECK_IN_TIMES,
  CHECK_OUT_TIMES,
  editGuestFormSchema,
  guestFieldError,
  guestFormSchema,
  mainGuestFromApi,
  mainGuestFromForm,
  mainGuestToApi,
  type GuestFormInput,
} from "./guest-form";
// Every country, as the servers read phones.
import "./phone-world";

const valid: GuestFormInput = {
  lastName: "Иванова",
  firstName: "Анна-Мария",
  middleName: "Сергеевна",
  phone: "+79991234567",
  email: "anna@example.ru",
  checkInTime: "14:00",
  checkOutTime: "12:00",
  personalDataConsent: true,
};

function messages(input: Partial<GuestFormInput>): Record<string, string | undefined> {
  const result = guestFormSchema.safeParse({ ...valid, ...input });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe("guest form", () => {
  it("accepts a complete form", () => {
    expect(guestFormSchema.safeParse(valid).success).toBe(true);
  });

  it("requires the names, with letters only (Latin or Cyrillic, hyphen, space)", () => {
    expect(messages({ lastName: "" })).toEqual({ lastName: "Обязательное поле" });
    expect(messages({ middleName: "  " })).toEqual({ middleName: "Обязательное поле" });
    expect(messages({ firstName: "Anna2" })).toEqual({ firstName: "Вводите только буквы" });
    expect(messages({ firstName: "Anne Marie" })).toEqual({});
  });

  it("checks phone and e-mail with the form's messages", () => {
    expect(messages({ phone: "+799912345" })).toEqual({ phone: "Введите корректный телефон" });
    expect(messages({ phone: "" })).toEqual({ phone: "Введите корректный телефон" });
    expect(messages({ email: "anna@example" })).toEqual({ email: "Введите корректный email" });
  });

  it("requires check-in and check-out times of the form H:MM", () => {
    expect(messages({ checkInTime: "" })).toEqual({ checkInTime: "Выберите время" });
    expect(messages({ checkOutTime: "noon" })).toEqual({ checkOutTime: "Выберите время" });
    expect(messages({ checkInTime: "4:00" })).toEqual({});
  });

  it("offers 10 hourly check-in times from 4:00 and 10 check-out times from 12:00", () => {
    expect(CHECK_IN_TIMES).toEqual([
      "4:00",
      "5:00",
      "6:00",
      "7:00",
      "8:00",
      "9:00",
      "10:00",
      "11:00",
      "12:00",
      "13:00",
    ]);
    expect(CHECK_OUT_TIMES[0]).toBe("12:00");
    expect(CHECK_OUT_TIMES.at(-1)).toBe("21:00");
    expect(CHECK_OUT_TIMES).toHaveLength(10);
  });

  it("takes flight numbers as optional letters and digits", () => {
    expect(messages({ transferType: "to", arrivalFlightNumber: "SU1234" })).toEqual({});
    expect(messages({ arrivalFlightNumber: "" })).toEqual({});
    expect(messages({ departureFlightNumber: "SU-12" })).toEqual({
      departureFlightNumber: "Введите корректный номер рейса",
    });
  });

  it("checks one field on blur", () => {
    expect(guestFieldError("email", "x")).toBe("Введите корректный email");
    expect(guestFieldError("email", "x@y.ru")).toBeUndefined();
    expect(guestFieldError("arrivalFlightNumber", undefined)).toBeUndefined();
  });

  it("maps to the API's main guest: the phone in E.164, the offers as answered, the consent's document", () => {
    expect(mainGuestFromForm(guestFormSchema.parse(valid))).toEqual({
      first_name: "Анна-Мария",
      middle_name: "Сергеевна",
      last_name: "Иванова",
      phone: "+79991234567",
      email: "anna@example.ru",
      special_offers_permission: false,
      personal_data_permission: true,
    });
    const withOffers = guestFormSchema.parse({ ...valid, specialOffers: true });
    expect(mainGuestFromForm(withOffers, "/documents/personal-data@2026-11-20T10:00:00Z")).toMatchObject({
      special_offers_permission: true,
      personal_data_document: "/documents/personal-data@2026-11-20T10:00:00Z",
    });
  });

  it("refuses the form until the personal-data consent is ticked", () => {
    expect(messages({ personalDataConsent: false }).personalDataConsent).toBe(
      "Подтвердите согласие на обработку персональных данных",
    );
    expect(messages({}).personalDataConsent).toBeUndefined();
  });

  it("writes the main guest in camelCase and back, field for field", () => {
    const api = { ...mainGuestFromForm(guestFormSchema.parse(valid)), special_offers_permission: false };
    const guest = mainGuestFromApi(api);
    expect(guest).toEqual({
      firstName: "Анна-Мария",
      middleName: "Сергеевна",
      lastName: "Иванова",
      phone: "+79991234567",
      email: "anna@example.ru",
      specialOffersPermission: false,
      personalDataPermission: true,
      personalDataDocument: null,
    });
    expect(mainGuestToApi(guest)).toEqual(api);
  });

  it("edit-guest: middle name optional, any country's valid phone in E.164", () => {
    const base = { lastName: "Smith", firstName: "John", phone: "+442079460958", email: "j@example.uk" };
    expect(editGuestFormSchema.safeParse(base).success).toBe(true);
    expect(editGuestFormSchema.safeParse({ ...base, middleName: "" }).success).toBe(true);
    expect(editGuestFormSchema.safeParse({ ...base, middleName: "J2" }).success).toBe(false);
    expect(editGuestFormSchema.safeParse({ ...base, phone: "12345" }).success).toBe(false);
    expect(editGuestFormSchema.safeParse({ ...base, phone: "+44 20 7946 0958" }).success).toBe(false);
    expect(editGuestFormSchema.safeParse({ ...base, phone: "+4420794609" }).success).toBe(false);
  });
});
