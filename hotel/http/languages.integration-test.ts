/**
 * A booking records the language it was made in, and the guest's e-mails follow it
 * (docs/languages.md): an English booking's confirmation, payment and cancellation e-mails and
 * its calendar event are English, with the catalogue's English names; the hotel's notices stay
 * Russian; an unknown language is refused and stores nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testTargets } from "../../platform/testing/databases";
import {
  bookingBody,
  expectData,
  expectError,
  guestProof,
  heldBooking,
  paidByCard,
  startTestHotel,
  type TestHotel,
} from "../testing/harness";
import { ReservationResponse } from "./schemas/reservations";

const CYRILLIC = /[\u0400-\u04FF]/;

const ENGLISH_GUEST = {
  first_name: "Anna",
  middle_name: "",
  last_name: "Smith",
  phone: "+447911123456",
  email: "anna.smith@example.com",
  special_offers_permission: false,
  personal_data_permission: true,
};

describe.each(testTargets())("the booking's language on $name", (target) => {
  let t: TestHotel;
  beforeAll(async () => {
    t = await startTestHotel(target);
  });
  afterAll(() => t.dispose());

  it("writes an English booking's e-mails and calendar event in English, and the hotel's notice in Russian", async () => {
    const held = await heldBooking(t, {
      main_guest: ENGLISH_GUEST,
      language: "en",
      choices: [
        { adults: 2, children: 0, room_type_id: 1, rate_id: 2 },
        { adults: 1, children: 0, room_type_id: 3, rate_id: 1 },
      ],
      extras: [{ code: "back-body", quantity: 1 }],
    });
    expect(held.language).toBe("en");
    await paidByCard(t, held.reservation_id);

    const toGuest = t.mails.filter((mail) => mail.to === ENGLISH_GUEST.email);
    expect(toGuest.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([
        `Booking ${held.reference} is confirmed`,
        `Payment for booking ${held.reference} received`,
      ]),
    );
    for (const mail of toGuest) {
      const parts = [
        mail.subject,
        mail.text,
        mail.html ?? "",
        ...(mail.attachments ?? []).map((file) => file.content),
      ];
      for (const part of parts) expect(part.match(CYRILLIC)?.input, mail.subject).toBeUndefined();
    }
    const confirmation = toGuest.find((mail) => mail.subject.endsWith("is confirmed"));
    expect(confirmation?.text).toContain("Hello, Anna!");
    expect(confirmation?.text).toContain("Room 1: Deluxe, “Flexible, breakfast included” rate, 2 adults");
    expect(confirmation?.text).toContain(
      "Room 2: Superior, “Non-refundable, breakfast included” rate, 1 adult",
    );
    expect(confirmation?.text).toContain("Back massage — ₽4,000");
    expect(confirmation?.text).toContain("Dates: 1 December 2026 – 3 December 2026, 2 nights");
    expect(confirmation?.attachments?.map((file) => file.filename)).toEqual(["booking.ics"]);
    expect(confirmation?.attachments?.[0]?.content).toContain(
      `SUMMARY:Sosnovy Bereg: stay\\, booking ${held.reference}`,
    );

    const toHotel = t.mails.filter((mail) => mail.replyTo === ENGLISH_GUEST.email);
    expect(toHotel.length).toBeGreaterThan(0);
    for (const mail of toHotel) {
      expect(mail.text).toContain("Делюкс");
      expect(mail.text).not.toContain("Deluxe");
      expect(mail.text).toContain("Язык гостя: английский");
    }

    // Cancelled by the guest: the cancellation e-mail and the event's removal, in English.
    const cancel = await t.call("POST", `/v1/reservation/${held.reservation_id}/cancel`, {
      headers: await guestProof(t, held.reservation_id),
      body: {},
    });
    expect(cancel.status, cancel.text).toBe(200);
    const canceled = t.mails.filter(
      (mail) => mail.subject === `Booking ${held.reference} has been cancelled`,
    );
    expect(canceled).toHaveLength(1);
    expect(canceled[0]?.text).toContain(
      `Booking ${held.reference} for 1 December 2026 – 3 December 2026 has been cancelled.`,
    );
    expect(canceled[0]?.attachments?.[0]?.content).toContain("METHOD:CANCEL");
  });

  it("books in Russian when no language is named, as before", async () => {
    const held = await heldBooking(t, { check_in_date: "2026-12-10", check_out_date: "2026-12-11" });
    expect(held.language).toBe("ru");
    await paidByCard(t, held.reservation_id);
    expect(t.mails.map((mail) => mail.subject)).toContain(`Бронирование ${held.reference} подтверждено`);
  });

  it("takes a retry that names the default language for the same request as the one that left it out", async () => {
    const session = { "x-session-id": "language-retry" };
    const body = bookingBody({ check_in_date: "2026-12-20", check_out_date: "2026-12-21" });
    const first = expectData(
      await t.call("POST", "/v1/reservation", { body, headers: session }),
      201,
      ReservationResponse,
    );
    // A retry is answered with the booking it made (200), not a second hold.
    const retry = await t.call("POST", "/v1/reservation", {
      body: { ...body, language: "ru" },
      headers: session,
    });
    expect(expectData(retry, 200, ReservationResponse).data.reservation_id).toBe(first.data.reservation_id);
    // Another language is another request.
    const english = await t.call("POST", "/v1/reservation", {
      body: { ...body, language: "en" },
      headers: session,
    });
    expect(expectData(english, 201, ReservationResponse).data.reservation_id).not.toBe(
      first.data.reservation_id,
    );
  });

  it("refuses a language it does not serve, with a JSON error, and stores nothing", async () => {
    const before = await t.count("reservations");
    for (const language of ["de", "EN", "", 1]) {
      const refused = await t.call("POST", "/v1/reservation", { body: bookingBody({ language }) });
      expectError(refused, 400, "VALIDATION_ERROR");
    }
    expect(await t.count("reservations")).toBe(before);
    expectData(
      await t.call("POST", "/v1/reservation", {
        body: bookingBody({ language: "en", check_in_date: "2026-12-12", check_out_date: "2026-12-13" }),
      }),
      201,
      ReservationResponse,
    );
  });
});
