import { describe, expect, it } from "vitest";
import type { BookingDraft } from "../draft";
import { newReservation, reservationRequest, reservationRequestSchema } from "./reservation-input";

const draft: BookingDraft = {
  stage: "data",
  arrival_date: "07.12.2026",
  departure_date: "09.12.2026",
  choices: [
    {
      adults: 2,
      children: 1,
      room_type: { id: 4, title: "Люкс", seating: 3 },
      rate: { id: 2, title: "Оптимальный, с завтраком", price: 60000 },
    },
  ],
  extras: [{ code: "facial-massage", title: "Массаж лица", quantity: 2, unit_price: 3500 }],
  session_id: "6f1c1d38-2f6e-4c57-9d0f-4a1c0c9b5e11",
};

const form = {
  lastName: " Иванова ",
  firstName: "Анна",
  middleName: "Сергеевна",
  phone: "+79161234567",
  email: "anna@example.ru",
  checkInTime: "14:00",
  checkOutTime: "12:00",
  comment: "  ",
  transferType: "to" as const,
  arrivalFlightNumber: "SU1001",
  arrivalDate: "2026-12-07",
  departureFlightNumber: "SU1002",
  departureDate: "2026-12-09",
  transferComment: "Детское кресло",
  personalDataConsent: true,
};

function checked(input: typeof form & { specialOffers?: boolean }) {
  const request = reservationRequest(draft, input, draft.session_id ?? "");
  if (!request) throw new Error("the draft is complete");
  return reservationRequestSchema.parse(request);
}

describe("the data step's reservation", () => {
  it("sends dates as YYYY-MM-DD, rooms by ids, extras as codes and counts (the engine prices them)", () => {
    const request = reservationRequest(draft, form, "6f1c1d38-2f6e-4c57-9d0f-4a1c0c9b5e11");
    expect(request).toMatchObject({
      arrival: "2026-12-07",
      departure: "2026-12-09",
      choices: [{ adults: 2, children: 1, roomTypeId: 4, rateId: 2 }],
      extras: [{ code: "facial-massage", quantity: 2 }],
    });
  });

  it("maps the form to the engine's reservation: phone in E.164 as the form holds it, the consents as given, trimmed names", () => {
    const reservation = newReservation(checked(form), "/documents/personal-data@2026-11-20T10:00:00Z");
    expect(reservation.mainGuest).toEqual({
      firstName: "Анна",
      middleName: "Сергеевна",
      lastName: "Иванова",
      phone: "+79161234567",
      email: "anna@example.ru",
      specialOffersPermission: false,
      personalDataPermission: true,
      personalDataDocument: "/documents/personal-data@2026-11-20T10:00:00Z",
    });
    expect(newReservation(checked({ ...form, specialOffers: true })).mainGuest).toMatchObject({
      specialOffersPermission: true,
      personalDataDocument: null,
    });
    expect(reservation.arrivalTime).toBe("14:00");
    expect(reservation.departureTime).toBe("12:00");
    expect(reservation.comment).toBeUndefined();
  });

  it("sends only the flight of the transfer's direction, and no transfer when it is off", () => {
    expect(newReservation(checked(form)).transfer).toEqual({
      type: "to",
      arrivalFlightNumber: "SU1001",
      arrivalDate: "2026-12-07",
      departureFlightNumber: undefined,
      departureDate: undefined,
      comment: "Детское кресло",
    });
    expect(newReservation(checked({ ...form, transferType: "from" as never })).transfer).toMatchObject({
      type: "from",
      arrivalFlightNumber: undefined,
      departureFlightNumber: "SU1002",
    });
    expect(newReservation(checked({ ...form, transferType: "to-from" as never })).transfer).toMatchObject({
      arrivalFlightNumber: "SU1001",
      departureFlightNumber: "SU1002",
    });
    expect(newReservation(checked({ ...form, transferType: undefined as never })).transfer).toBeUndefined();
  });

  it("refuses a form the guest form would refuse, with its messages", () => {
    const request = reservationRequest(draft, { ...form, phone: "+7916123", firstName: "" }, "x");
    const result = reservationRequestSchema.safeParse(request);
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ["form.firstName", "Обязательное поле"],
        ["form.phone", "Введите корректный телефон"],
      ]),
    );
  });

  it("gives nothing for a draft without a room type or rate", () => {
    expect(
      reservationRequest({ ...draft, choices: [{ adults: 2, children: 0 }] }, form, "x"),
    ).toBeUndefined();
  });
});
