import { describe, expect, it } from "vitest";
import { guestFormSchema } from "@rules/guest-form";
import type { Reservation } from "../api";
import type { BookingDraft } from "../draft";
import { reserve } from "../transitions";
import { enteredFromForm } from "./entered";

const draft: BookingDraft = {
  stage: "data",
  arrival_date: "07.12.2026",
  departure_date: "09.12.2026",
  choices: [
    {
      adults: 2,
      children: 0,
      room_type: { id: 1, title: "Делюкс", seating: 2 },
      rate: { id: 1, title: "Н", price: 1 },
    },
  ],
  extras: [{ code: "facial-massage", title: "Массаж лица", quantity: 2, unit_price: 3500 }],
  session_id: "s",
};

const form = guestFormSchema.parse({
  lastName: "Иванова",
  firstName: "Анна",
  middleName: "Сергеевна",
  phone: "+79161234567",
  email: "anna@example.ru",
  checkInTime: "15:00",
  checkOutTime: "12:00",
  personalDataConsent: true,
  comment: "Тихий номер",
  transferType: "from",
  arrivalFlightNumber: "SU1",
  departureFlightNumber: "SU2",
  departureDate: "2026-12-09",
});

const reservation = {
  id: "0b8f5f0e-8a43-4d0c-a2a4-3c8d1b0a9e11",
  reference: "K7M4Q2XZ",
  holdExpiresAt: "2026-11-23T10:20:00.000Z",
  amounts: { rooms: 28000, extras: 8000, transfer: 6000, total: 42000 },
  rooms: [
    {
      roomTypeTitle: "Делюкс",
      rateTitle: "Невозвратный, с завтраком",
      adults: 2,
      children: 0,
      amount: 28000,
      refundable: false,
      freeCancellationUntil: null,
    },
  ],
  extras: [{ code: "facial-massage", title: "Массаж лица", unitPrice: 4000, quantity: 2, amount: 8000 }],
} as unknown as Reservation;

describe("the draft after the reservation is created", () => {
  it("is «payment» with the reservation, the guest, times, comment, transfer and the engine's extras", () => {
    const next = reserve(draft, enteredFromForm(form), reservation);
    expect(next).toMatchObject({
      stage: "payment",
      reservationId: reservation.id,
      reference: "K7M4Q2XZ",
      hold_expires_at: "2026-11-23T10:20:00.000Z",
      total: 42000,
      session_id: "s",
      arrival_time: "15:00",
      departure_time: "12:00",
      comment: "Тихий номер",
      transfer: { type: "from", departure_flight_number: "SU2", departure_date: "2026-12-09" },
      extras: [{ code: "facial-massage", title: "Массаж лица", quantity: 2, unit_price: 4000 }],
      guest: { last_name: "Иванова", phone: "+79161234567", personal_data_permission: true },
    });
    expect(next.transfer?.arrival_flight_number).toBeUndefined();
    expect(next.rooms?.[0]?.amount).toBe(28000);
  });
});
