import { describe, expect, it } from "vitest";
import { formatRubles } from "../../rules";
import type { MailData } from "./data";
import { renderMail } from "./render";
import {
  SAMPLE_BOOKING,
  SAMPLE_GUEST_REQUEST,
  SAMPLE_HOTEL,
  SAMPLE_MAILS,
  SAMPLE_MOVED_BOOKING,
} from "./samples";

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

  it("says ТЕСТОВАЯ ОПЛАТА first in every e-mail of a booking a test payment paid (the inbox's preview too), and in none other", async () => {
    for (const data of SAMPLE_MAILS) {
      if (!("booking" in data)) continue;
      const test = { ...data, booking: { ...data.booking, testPayment: true } } as MailData;
      const mail = await renderMail(test, SAMPLE_HOTEL, AT);
      // Before the e-mail's own title: the hotel's name, then the warning.
      const warning = "ТЕСТОВАЯ ОПЛАТА: бронь оплачена в тестовом режиме, деньги не списаны.";
      expect(mail.text.split("\n").filter(Boolean).slice(0, 2), data.template).toContain(warning);
      expect(mail.html, data.template).toContain(warning);
      // The preview line an inbox shows beside the subject.
      expect(mail.html, data.template).toMatch(/data-skip-in-text="true">ТЕСТОВАЯ ОПЛАТА\. /);
      const real = await renderMail(data, SAMPLE_HOTEL, AT);
      expect(`${real.subject}${real.html}${real.text}`, data.template).not.toContain("ТЕСТОВАЯ ОПЛАТА");
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
    expect(mail.text).toContain("Телефон: +7 900 000 00 00");
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

  it("tells the hotel of a paid booking with all staff need: guest, arrival time, rooms, transfer, extras, comment, money", async () => {
    const mail = await renderMail(
      {
        template: "hotel-new-booking",
        booking: SAMPLE_BOOKING,
        money: { paid: 77200, refunded: 0, kept: 0 },
      },
      SAMPLE_HOTEL,
      AT,
    );
    expect(mail.subject).toBe("Новая оплаченная бронь K7M4Q2XZ");
    for (const line of [
      "Гость: Иванова Анна Сергеевна",
      "Телефон: +7 999 123 45 67",
      "E-mail: anna.ivanova@example.ru",
      "Даты: 1 декабря 2026 г. — 3 декабря 2026 г., 2 ночи",
      "Время приезда: 13:00",
      `1. Делюкс, тариф «Оптимальный, с завтраком», 2 взрослых — ${formatRubles(32200)}`,
      `2. Семейный делюкс, тариф «Невозвратный, с завтраком», 2 взрослых, 1 ребёнок — ${formatRubles(30000)}`,
      `Трансфер из аэропорта в отель — ${formatRubles(6000)}`,
      "Прилёт: рейс SU1234, 1 декабря 2026 г.",
      `Массаж спины × 2 — ${formatRubles(9000)}`,
      "Приедем с собакой, нужна детская кроватка",
      `Сейчас: оплачено ${formatRubles(77200)}`,
      `Сумма брони: ${formatRubles(77200)}`,
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).not.toContain("Рейс нужно уточнить");
    expect(mail.html).toContain('href="mailto:anna.ivanova@example.ru"');
  });

  it("tells the hotel of a change: the dates before and after, the moved transfer to confirm, the refund", async () => {
    const mail = await renderMail(
      {
        template: "hotel-booking-changed",
        booking: SAMPLE_MOVED_BOOKING,
        change: {
          from: { arrival: "2026-12-01", departure: "2026-12-03", total: 77200 },
          toPay: 0,
          toRefund: 4000,
        },
        money: { paid: 0, refunded: 4000, kept: 1500 },
      },
      SAMPLE_HOTEL,
      AT,
    );
    expect(mail.subject).toBe("Изменение брони K7M4Q2XZ");
    expect(mail.text).toContain(`Было: 1 декабря 2026 г. — 3 декабря 2026 г., ${formatRubles(77200)}`);
    expect(mail.text).toContain(
      `Стало: 5 декабря 2026 г. — 7 декабря 2026 г., 2 ночи, ${formatRubles(73200)}`,
    );
    expect(mail.text).toContain("Прилёт: рейс SU1234, 5 декабря 2026 г.");
    expect(mail.text).toContain("Рейс нужно уточнить");
    expect(mail.text).toContain(`возвращено гостю ${formatRubles(4000)}`);
    expect(mail.text).toContain(`остаётся у отеля (не возвращается) ${formatRubles(1500)}`);
  });

  it("tells the hotel who cancelled, why, and what is refunded and kept", async () => {
    const [mail, byGuest] = await Promise.all([
      renderMail(
        {
          template: "hotel-booking-canceled",
          booking: SAMPLE_BOOKING,
          canceledBy: { by: "manager", manager: "Ольга Петрова", reason: "Гость попросил по телефону" },
          money: { paid: 0, refunded: 47200, kept: 30000 },
        },
        SAMPLE_HOTEL,
        AT,
      ),
      renderMail(
        {
          template: "hotel-booking-canceled",
          booking: SAMPLE_BOOKING,
          canceledBy: { by: "guest" },
          money: { paid: 0, refunded: 0, kept: 77200 },
        },
        SAMPLE_HOTEL,
        AT,
      ),
    ]);
    expect(mail.subject).toBe("Отмена брони K7M4Q2XZ");
    expect(mail.text).toContain("Менеджер: Ольга Петрова");
    expect(mail.text).toContain("Причина: Гость попросил по телефону");
    expect(mail.text).toContain(`возвращено гостю ${formatRubles(47200)}`);
    expect(mail.text).toContain(`остаётся у отеля (не возвращается) ${formatRubles(30000)}`);
    expect(byGuest.text).toContain("Гость на сайте");
    expect(byGuest.text).toContain("Причина: не указана");
    expect(mail.attachments).toEqual([]);
  });

  it("asks the guest for the flight when a change moved the transfer, and not otherwise", async () => {
    const change = {
      from: { arrival: "2026-12-01", departure: "2026-12-03", total: 77200 },
      toPay: 0,
      toRefund: 0,
    };
    const moved = await renderMail(
      { template: "booking-changed", booking: SAMPLE_MOVED_BOOKING, change },
      SAMPLE_HOTEL,
      AT,
    );
    expect(moved.text).toContain("Уточните номер рейса на новую дату");
    const kept = await renderMail(
      { template: "booking-changed", booking: SAMPLE_BOOKING, change },
      SAMPLE_HOTEL,
      AT,
    );
    expect(kept.text).not.toContain("Уточните номер рейса");
  });

  it("renders a hotel notice stored before e-mails carried the transfer and the comment", async () => {
    const { transfer: _transfer, comment: _comment, ...stored } = SAMPLE_BOOKING;
    const mail = await renderMail({ template: "hotel-new-booking", booking: stored }, SAMPLE_HOTEL, AT);
    expect(mail.text).toContain(`Трансфер — ${formatRubles(6000)}`);
    expect(mail.text).toContain("без комментария");
    expect(mail.text).not.toContain("Сейчас:");
  });
});
