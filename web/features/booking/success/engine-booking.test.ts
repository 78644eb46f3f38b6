import { describe, expect, it } from "vitest";
import type { Reservation, ReservationSummary } from "../api";
import type { BookingDraft } from "../draft";
import { bookedFromReservation, bookedFromSummary, bookedToShow } from "./engine-booking";

const ID = "0b7c6f0e-3d2a-4c55-9a3e-2f1d6b8e4a10";

/** The booking after its dates moved: 10–13 March, a Делюкс for two on «Оптимальный». */
function changed(overrides: Partial<Reservation> = {}): Reservation {
  const reservation = {
    id: ID,
    reference: "K7M4Q2XZ",
    status: "confirmed",
    holdExpiresAt: null,
    arrival: "2027-03-10",
    departure: "2027-03-13",
    nights: 3,
    mainGuest: {
      firstName: "Анна",
      middleName: "Сергеевна",
      lastName: "Иванова",
      phone: "+79161234567",
      email: "anna@example.ru",
      specialOffersPermission: true,
      personalDataPermission: true,
    },
    rooms: [
      {
        idx: 0,
        adults: 2,
        children: 0,
        roomTypeId: 1,
        roomTypeTitle: "Делюкс",
        rateId: 2,
        rateTitle: "Оптимальный, с завтраком",
        amount: 48_300,
        nightly: [],
        refundable: true,
        freeCancellationUntil: "2027-03-08T12:00:00.000Z",
      },
    ],
    extras: [{ code: "spa-face", title: "Массаж лица", unitPrice: 4_500, quantity: 2, amount: 9_000 }],
    transfer: { type: "to", arrivalFlightNumber: "SU 1234", price: 6_000 },
    comment: "",
    arrivalTime: "14:00",
    departureTime: "12:00",
    amounts: {
      rooms: 48_300,
      extras: 9_000,
      transfer: 6_000,
      total: 63_300,
      paid: 63_300,
      refunded: 0,
      balanceDue: 0,
    },
    paymentStatus: "succeeded",
    createdAt: "2027-01-10T09:00:00.000Z",
    updatedAt: "2027-01-12T09:00:00.000Z",
    ...overrides,
  };
  return reservation as Reservation;
}

/** What the tab kept from the first payment: the stay before the change, 10–12 March. */
const before: BookingDraft = {
  stage: "payment",
  arrival_date: "10.03.2027",
  departure_date: "12.03.2027",
  choices: [{ adults: 2, children: 0 }],
  reservationId: ID,
  reference: "K7M4Q2XZ",
  total: 32_200,
};

describe("what the success page shows as booked", () => {
  it("writes the engine's booking in the draft's shape: dates, rooms, extras, transfer, guest, total", () => {
    const booked = bookedFromReservation(changed());
    expect(booked).toMatchObject({
      arrival_date: "10.03.2027",
      departure_date: "13.03.2027",
      choices: [{ adults: 2, children: 0 }],
      reservationId: ID,
      reference: "K7M4Q2XZ",
      total: 63_300,
      rooms: [{ room_type_title: "Делюкс", rate_title: "Оптимальный, с завтраком", amount: 48_300 }],
      extras: [{ code: "spa-face", title: "Массаж лица", quantity: 2, unit_price: 4_500 }],
      transfer: { type: "to" },
      guest: { last_name: "Иванова", first_name: "Анна", email: "anna@example.ru" },
    });
    expect(bookedFromReservation(changed({ extras: [], transfer: null }))).not.toHaveProperty("extras");
  });

  it("takes the engine's booking of the session over what the browser kept", () => {
    const shown = bookedToShow({
      reservationId: ID,
      engine: changed(),
      draft: before,
      kept: { booking: before, invoiceId: "first" },
      invoiceId: "first",
    });
    expect(shown?.departure_date).toBe("13.03.2027");
    expect(shown?.total).toBe(63_300);
  });

  it("without the session, shows the draft of the booking just paid", () => {
    expect(
      bookedToShow({
        reservationId: ID,
        engine: undefined,
        draft: before,
        kept: undefined,
        invoiceId: "first",
      }),
    ).toBe(before);
  });

  it("a session of another booking is not this one", () => {
    const other = changed({ id: "7f1e0c2b-5a4d-4e3f-8b2a-1c0d9e8f7a6b" });
    expect(
      bookedToShow({ reservationId: ID, engine: other, draft: undefined, kept: undefined, invoiceId: "x" }),
    ).toBeUndefined();
  });

  it("what the tab kept shows on a reload of the same payment, never for a later one", () => {
    const kept = { booking: before, invoiceId: "first" };
    const base = { reservationId: ID, engine: undefined, draft: undefined, kept };
    expect(bookedToShow({ ...base, invoiceId: "first" })).toBe(before);
    expect(bookedToShow({ ...base, invoiceId: "difference" })).toBeUndefined();
    expect(bookedToShow({ ...base, invoiceId: undefined })).toBeUndefined();
  });

  it("shows the engine's summary read with the return token, with the guest only when this browser made it", () => {
    const { mainGuest: _guest, comment: _comment, arrivalTime: _a, departureTime: _d, ...rest } = changed();
    const summary = { ...rest, transfer: { type: "to", price: 6_000 } } as unknown as ReservationSummary;
    const shown = bookedFromSummary(summary);
    expect(shown).toMatchObject({
      reference: "K7M4Q2XZ",
      arrival_date: "10.03.2027",
      departure_date: "13.03.2027",
      total: 63_300,
      transfer: { type: "to" },
      transfer_price: 6_000,
      extras: [{ code: "spa-face", quantity: 2, unit_price: 4_500 }],
    });
    expect(shown).not.toHaveProperty("guest");
    const base = { reservationId: ID, engine: undefined, kept: undefined, invoiceId: "first" };
    // A browser that kept nothing: the engine's summary, never nothing.
    expect(bookedToShow({ ...base, summary, draft: undefined })?.reference).toBe("K7M4Q2XZ");
    // The browser that made the booking adds its guest (for «Подтверждение придёт на …»).
    const guest = { ...before, guest: bookedFromReservation(changed()).guest };
    expect(bookedToShow({ ...base, summary, draft: guest })?.guest?.email).toBe("anna@example.ru");
    // The summary wins over the draft: after a change it is the stay as it is now.
    expect(bookedToShow({ ...base, summary, draft: before })?.departure_date).toBe("13.03.2027");
  });
});
