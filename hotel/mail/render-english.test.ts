/**
 * A booking made in English gets its e-mails and calendar event in English (docs/languages.md);
 * the hotel's own notices about it stay Russian.
 */
import { describe, expect, it } from "vitest";
import { formatRubles } from "../../rules";
import type { MailBooking, MailData } from "./data";
import { renderMail } from "./render";
import { ENGLISH_BOOKING, inEnglish, SAMPLE_BOOKING, SAMPLE_HOTEL, SAMPLE_MAILS } from "./samples";

const AT = new Date("2026-11-22T09:00:00Z");
const CYRILLIC = /[\u0400-\u04FF]/;

const guestMails = SAMPLE_MAILS.filter((data) => "booking" in data && !data.template.startsWith("hotel-"));
const hotelMails = SAMPLE_MAILS.filter((data) => data.template.startsWith("hotel-") && "booking" in data);

describe("e-mails of a booking made in English", () => {
  it("has every guest's e-mail, its subject and its calendar event in English, without a Cyrillic letter", async () => {
    expect(guestMails.map((data) => data.template)).toEqual([
      "booking-confirmed",
      "payment-received",
      "booking-changed",
      "booking-change-pending",
      "booking-canceled",
      "refund",
    ]);
    for (const data of guestMails) {
      const mail = await renderMail(inEnglish(data), SAMPLE_HOTEL, AT);
      const all = [mail.subject, mail.html, mail.text, ...mail.attachments.map((file) => file.content)];
      for (const part of all) expect(part.match(CYRILLIC)?.input, data.template).toBeUndefined();
      expect(mail.html, data.template).toContain('lang="en"');
      expect(mail.text, data.template).toContain("Sosnovy Bereg, 0 Primernaya St, Svetlogorsk");
      expect(mail.text, data.template).toContain("Check, change or cancel your booking:");
      for (const file of mail.attachments) expect(file.filename).toBe("booking.ics");
    }
  });

  it("confirms with English dates, counts, money and terms", async () => {
    const mail = await renderMail(
      { template: "booking-confirmed", booking: ENGLISH_BOOKING },
      SAMPLE_HOTEL,
      AT,
    );
    expect(mail.subject).toBe("Booking K7M4Q2XZ is confirmed");
    expect(mail.text).toContain("Hello, Anna!");
    expect(mail.text).toContain("Dates: 1 December 2026 – 3 December 2026, 2 nights");
    expect(mail.text).toContain("Room 1: Deluxe, “Flexible, breakfast included” rate, 2 adults — ₽32,200");
    expect(mail.text).toContain(
      "Room 2: Family Deluxe, “Non-refundable, breakfast included” rate, 2 adults, 1 child — ₽30,000",
    );
    expect(mail.text).toContain("Back massage × 2 — ₽9,000");
    expect(mail.text).toContain("Total: ₽77,200");
    // The deadline in the hotel's own time, whatever the machine's zone (tests run in Vladivostok).
    expect(mail.text).toContain("Room 1: free cancellation until 29 November 2026 at 14:00 (hotel time)");
    expect(mail.text).toContain("See you soon at Sosnovy Bereg!");
    const [ics] = mail.attachments;
    expect(ics?.content).toContain("SUMMARY:Sosnovy Bereg: stay\\, booking K7M4Q2XZ");
    expect(ics?.content).toContain("DTSTART:20261201T120000Z");
  });

  it("counts one night and one room in the singular", async () => {
    const booking: MailBooking = {
      ...ENGLISH_BOOKING,
      departure: "2026-12-02",
      nights: 1,
      rooms: [{ ...ENGLISH_BOOKING.rooms[0]!, adults: 1 }],
    };
    const mail = await renderMail({ template: "booking-confirmed", booking }, SAMPLE_HOTEL, AT);
    expect(mail.text).toContain("1 night");
    expect(mail.text).toContain("Room: Deluxe, “Flexible, breakfast included” rate, 1 adult — ₽32,200");
    expect(mail.text).toContain("Free cancellation until 29 November 2026 at 14:00 (hotel time)");
  });

  it("says why a late payment comes back in English, and keeps a stored e-mail's Russian reason", async () => {
    const refund = (why: Extract<MailData, { template: "refund" }>["why"]) =>
      renderMail(
        {
          template: "refund",
          booking: ENGLISH_BOOKING,
          amount: 77200,
          reason: "оплата после окончания брони",
          why,
        },
        SAMPLE_HOTEL,
        AT,
      );
    expect((await refund({ code: "duplicate", twin: "Q9W8E7R6" })).text).toContain(
      "We are refunding ₽77,200 for booking K7M4Q2XZ: the payment arrived after the booking had lapsed, and you already have booking Q9W8E7R6 for the same dates",
    );
    expect((await refund({ code: "soldOut" })).text).toContain("when the rooms were already taken");
    const russian = await renderMail(
      {
        template: "refund",
        booking: SAMPLE_BOOKING,
        amount: 77200,
        reason: "оплата после окончания брони",
        why: { code: "late" },
      },
      SAMPLE_HOTEL,
      AT,
    );
    expect(russian.text).toContain(
      `Мы возвращаем ${formatRubles(77200)} по брони K7M4Q2XZ: оплата после окончания брони.`,
    );
    const stored = await renderMail(
      { template: "refund", booking: SAMPLE_BOOKING, amount: 77200, reason: "оплата отменённого счёта" },
      SAMPLE_HOTEL,
      AT,
    );
    expect(stored.text).toContain("по брони K7M4Q2XZ: оплата отменённого счёта.");
  });

  it("shows a test payment in English", async () => {
    const mail = await renderMail(
      { template: "booking-confirmed", booking: { ...ENGLISH_BOOKING, testPayment: true } },
      SAMPLE_HOTEL,
      AT,
    );
    expect(mail.text).toContain("TEST PAYMENT: this booking was paid in test mode; no money was charged.");
    expect(mail.html).toMatch(/data-skip-in-text="true">TEST PAYMENT\. /);
  });

  it("leaves the hotel's own notices Russian", async () => {
    expect(hotelMails.length).toBeGreaterThan(0);
    for (const data of hotelMails) {
      const mail = await renderMail(inEnglish(data), SAMPLE_HOTEL, AT);
      expect(mail.html, data.template).toContain('lang="ru"');
      expect(mail.text, data.template).toContain("Сосновый берег");
    }
  });
});
