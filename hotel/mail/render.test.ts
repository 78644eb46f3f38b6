import { describe, expect, it } from "vitest";
import { formatRubles } from "../../rules";
import { renderMail } from "./render";
import { SAMPLE_BOOKING, SAMPLE_GUEST_REQUEST, SAMPLE_HOTEL, SAMPLE_MAILS } from "./samples";

const AT = new Date("2026-11-22T09:00:00Z");

describe("e-mail templates", () => {
  it("render every template to Russian HTML and text with the hotel's contacts and the booking check", async () => {
    for (const data of SAMPLE_MAILS) {
      const mail = await renderMail(data, SAMPLE_HOTEL, AT);
      expect(mail.subject, data.template).toContain(
        "booking" in data ? SAMPLE_BOOKING.reference : SAMPLE_GUEST_REQUEST.fullName,
      );
      expect(mail.html, data.template).toContain('lang="ru"');
      expect(mail.text, data.template).toContain(SAMPLE_HOTEL.phone);
      expect(mail.text, data.template).toContain("http://localhost:3000/booking/check");
    }
  });

  it("confirms with the reference, dates, rooms, total, cancellation terms and a calendar event", async () => {
    const mail = await renderMail(
      { template: "booking-confirmed", booking: SAMPLE_BOOKING },
      SAMPLE_HOTEL,
      AT,
    );
    expect(mail.text).toContain("1 декабря 2026 г. — 3 декабря 2026 г., 2 ночи");
    expect(mail.text).toContain("Делюкс, тариф «Оптимальный, с завтраком», 2 взрослых");
    expect(mail.text).toContain(`Сумма: ${formatRubles(SAMPLE_BOOKING.total)}`);
    // The deadline in the hotel's own time, whatever the machine's zone (tests run in Vladivostok).
    expect(mail.text).toContain("бесплатная отмена до 29 ноября 2026 г. в 14:00 (время отеля)");
    expect(mail.text).toContain("невозвратный тариф");
    const [ics] = mail.attachments;
    expect(ics?.contentType).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    // 14:00 and 12:00 in Kaliningrad (UTC+2).
    expect(ics?.content).toContain("DTSTART:20261201T120000Z");
    expect(ics?.content).toContain("DTEND:20261203T100000Z");
    expect(ics?.content).toContain("UID:K7M4Q2XZ@booking.hotel");
  });

  it("cancels the calendar event of a cancelled booking and says what comes back", async () => {
    const mail = await renderMail(
      { template: "booking-canceled", booking: SAMPLE_BOOKING, refund: 47200 },
      SAMPLE_HOTEL,
      AT,
    );
    expect(mail.text).toContain(`Возврат: ${formatRubles(47200)}`);
    expect(mail.attachments[0]?.content).toContain("METHOD:CANCEL");
    expect(mail.attachments[0]?.content).toContain("STATUS:CANCELLED");
  });

  it("gives the hotel a guest's request with the contacts, the page as a link, the time and the comment", async () => {
    const mail = await renderMail(
      { template: "hotel-guest-request", request: SAMPLE_GUEST_REQUEST },
      SAMPLE_HOTEL,
      AT,
    );
    expect(mail.subject).toBe("Заявка с сайта: Смирнов Пётр Ильич");
    expect(mail.text).toContain("Телефон: +7 (900) 000-00-00");
    expect(mail.text).toContain("E-mail: petr.smirnov@example.ru");
    expect(mail.text).toContain("Страница: /car (http://localhost:3000/car)");
    // 09:00 UTC is 11:00 at the hotel.
    expect(mail.text).toContain("Отправлена: 22 ноября 2026 г. в 11:00 (время отеля)");
    expect(mail.text).toContain("Комментарий: Хотим арендовать автомобиль на выходные 5–6 декабря");
    expect(mail.html).toContain('href="mailto:petr.smirnov@example.ru"');
    expect(mail.attachments).toEqual([]);
    const without = await renderMail(
      { template: "hotel-guest-request", request: { ...SAMPLE_GUEST_REQUEST, comment: "", source: "" } },
      SAMPLE_HOTEL,
      AT,
    );
    expect(without.text).toContain("Страница: —");
    expect(without.text).toContain("Комментарий: без комментария");
  });
});
