import { describe, expect, it } from "vitest";
import { changeBody, guestBody, lookupBody, transferBody } from "./schemas";
// The site's route reads every country's phones (app/api/booking/manage/guest/route.ts).
import "@rules/phone-world";

describe("manage route bodies", () => {
  it("needs a reference and an e-mail or phone to look up", () => {
    expect(lookupBody.safeParse({ reference: " K7M4Q2XZ ", contact: "8 916 123-45-67" }).data).toEqual({
      reference: "K7M4Q2XZ",
      contact: "8 916 123-45-67",
    });
    const empty = lookupBody.safeParse({ reference: "", contact: "" });
    expect(empty.error?.issues.map((issue) => issue.message)).toEqual([
      "Укажите номер бронирования",
      "Укажите e-mail или телефон",
    ]);
  });

  it("takes both dates or none, and something to change", () => {
    expect(changeBody.safeParse({ arrival: "2026-12-20", departure: "2026-12-23" }).success).toBe(true);
    expect(
      changeBody.safeParse({ rooms: [{ adults: 3, children: 0, roomTypeId: 4, rateId: 2 }] }).success,
    ).toBe(true);
    expect(changeBody.safeParse({ arrival: "2026-12-20" }).error?.issues[0]?.message).toBe("Укажите даты");
    expect(changeBody.safeParse({}).success).toBe(false);
    expect(changeBody.safeParse({ arrival: "20.12.2026", departure: "23.12.2026" }).success).toBe(false);
    expect(
      changeBody.safeParse({ rooms: [{ adults: 0, children: 0, roomTypeId: 4, rateId: 2 }] }).success,
    ).toBe(false);
  });

  it("takes a transfer's flight with its date, letters and digits only", () => {
    expect(
      transferBody.safeParse({ arrivalFlightNumber: " SU1234 ", arrivalDate: "2027-03-15" }).data,
    ).toEqual({
      arrivalFlightNumber: "SU1234",
      arrivalDate: "2027-03-15",
    });
    expect(
      transferBody.safeParse({ arrivalFlightNumber: "SU 12-34", arrivalDate: "2027-03-15" }).success,
    ).toBe(false);
    expect(transferBody.safeParse({ arrivalFlightNumber: "SU1234" }).error?.issues[0]?.message).toBe(
      "Укажите номер рейса и его дату",
    );
    expect(transferBody.safeParse({}).success).toBe(false);
    expect(
      transferBody.safeParse({ departureFlightNumber: "DP405", departureDate: "15.03.2027" }).success,
    ).toBe(false);
  });

  it("checks the main guest with the edit form's rules", () => {
    const guest = {
      lastName: "Иванова",
      firstName: "Анна",
      phone: "+442079460958",
      email: "anna@example.ru",
    };
    expect(guestBody.safeParse(guest).success).toBe(true);
    expect(guestBody.safeParse({ ...guest, firstName: "Анна1" }).error?.issues[0]?.message).toBe(
      "Вводите только буквы",
    );
    expect(guestBody.safeParse({ ...guest, phone: "12345" }).error?.issues[0]?.message).toBe(
      "Введите корректный телефон",
    );
    // The field sends E.164: a writing with spaces is not what the route takes.
    expect(guestBody.safeParse({ ...guest, phone: "+44 20 7946 0958" }).success).toBe(false);
  });
});
