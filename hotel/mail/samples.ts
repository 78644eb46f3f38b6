/** One example of every e-mail, for `npm run mail:preview` and the templates' tests. */
import type { MailBooking, MailData, MailGuestRequest, MailHotel } from "./data";

export const SAMPLE_HOTEL: MailHotel = {
  name: "Сосновый берег",
  nameEn: "Sosnovy Bereg",
  phone: "+7 (000) 000-00-00",
  email: "info@example.ru",
  address: "Калининградская область, г. Светлогорск, ул. Примерная, д. 0",
  addressEn: "0 Primernaya St, Svetlogorsk, Kaliningrad Region, Russia",
  siteUrl: "http://localhost:3000",
};

export const SAMPLE_BOOKING: MailBooking = {
  reference: "K7M4Q2XZ",
  firstName: "Анна",
  fullName: "Иванова Анна Сергеевна",
  email: "anna.ivanova@example.ru",
  phone: "+79991234567",
  arrival: "2026-12-01",
  departure: "2026-12-03",
  nights: 2,
  arrivalTime: "13:00",
  departureTime: null,
  rooms: [
    {
      roomType: "Делюкс",
      ratePlan: "Оптимальный, с завтраком",
      adults: 2,
      children: 0,
      amount: 32200,
      refundable: true,
      freeCancellationUntil: "2026-11-29T12:00:00.000Z",
    },
    {
      roomType: "Семейный делюкс",
      ratePlan: "Невозвратный, с завтраком",
      adults: 2,
      children: 1,
      amount: 30000,
      refundable: false,
      freeCancellationUntil: null,
    },
  ],
  extras: [{ title: "Массаж спины", quantity: 2, amount: 9000 }],
  transferAmount: 6000,
  transfer: { type: "to", arrivalFlightNumber: "SU1234", arrivalDate: "2026-12-01" },
  comment: "Приедем с собакой, нужна детская кроватка",
  total: 77200,
  paid: 77200,
  refunded: 0,
  balanceDue: 0,
};

/** The sample booking moved four days later: its transfer moved with it and waits for the flight. */
export const SAMPLE_MOVED_BOOKING: MailBooking = {
  ...SAMPLE_BOOKING,
  arrival: "2026-12-05",
  departure: "2026-12-07",
  transfer: { type: "to", arrivalFlightNumber: "SU1234", arrivalDate: "2026-12-05", flightToConfirm: true },
  total: 73200,
  refunded: 4000,
};

export const SAMPLE_GUEST_REQUEST: MailGuestRequest = {
  fullName: "Смирнов Пётр Ильич",
  phone: "+79000000000",
  email: "petr.smirnov@example.ru",
  comment: "Хотим арендовать автомобиль на выходные 5–6 декабря",
  source: "/car",
  sentAt: "2026-11-22T09:00:00.000Z",
};

export const SAMPLE_MAILS: MailData[] = [
  { template: "booking-confirmed", booking: SAMPLE_BOOKING },
  {
    template: "payment-received",
    booking: SAMPLE_BOOKING,
    payment: { amount: 77200, paidAt: "2026-11-22T09:05:00.000Z", purpose: "booking" },
  },
  {
    template: "booking-changed",
    booking: { ...SAMPLE_BOOKING, departure: "2026-12-04", nights: 3, total: 93300, paid: 93300 },
    change: {
      from: { arrival: "2026-12-01", departure: "2026-12-03", total: 77200 },
      toPay: 16100,
      toRefund: 0,
    },
  },
  {
    template: "booking-change-pending",
    booking: { ...SAMPLE_BOOKING, paid: 77200 },
    change: {
      to: { arrival: "2026-12-01", departure: "2026-12-04", total: 93300 },
      guests: [{ adults: 2, children: 1 }],
      toPay: 16100,
      payUntil: "2026-11-23T09:00:00.000Z",
    },
  },
  { template: "booking-canceled", booking: { ...SAMPLE_BOOKING, refunded: 47200 }, refund: 47200 },
  {
    template: "refund",
    booking: SAMPLE_BOOKING,
    amount: 77200,
    reason: "оплата пришла после окончания брони, когда номера уже были заняты",
    why: { code: "soldOut" },
  },
  { template: "hotel-new-booking", booking: SAMPLE_BOOKING, money: { paid: 77200, refunded: 0, kept: 0 } },
  {
    template: "hotel-booking-changed",
    booking: SAMPLE_MOVED_BOOKING,
    change: {
      from: { arrival: "2026-12-01", departure: "2026-12-03", total: 77200 },
      toPay: 0,
      toRefund: 4000,
    },
    money: { paid: 0, refunded: 4000, kept: 0 },
  },
  {
    template: "hotel-booking-canceled",
    booking: { ...SAMPLE_BOOKING, refunded: 47200 },
    canceledBy: { by: "manager", manager: "Ольга Петрова", reason: "Гость попросил по телефону" },
    money: { paid: 0, refunded: 47200, kept: 30000 },
  },
  {
    template: "hotel-transfer-updated",
    booking: {
      ...SAMPLE_MOVED_BOOKING,
      transfer: { type: "to", arrivalFlightNumber: "SU1240", arrivalDate: "2026-12-05" },
    },
  },
  { template: "hotel-guest-request", request: SAMPLE_GUEST_REQUEST },
];

/** The sample booking as the engine stores it for an English booking: the catalogue's English titles. */
export const ENGLISH_BOOKING: MailBooking = {
  ...SAMPLE_BOOKING,
  language: "en",
  firstName: "Anna",
  fullName: "Ivanova Anna",
  comment: "We are coming with a dog",
  rooms: SAMPLE_BOOKING.rooms.map((room, index) => ({
    ...room,
    roomType: ["Deluxe", "Family Deluxe"][index] ?? "Deluxe",
    ratePlan: room.refundable ? "Flexible, breakfast included" : "Non-refundable, breakfast included",
  })),
  extras: [{ title: "Back massage", quantity: 2, amount: 9000 }],
};

/** A sample e-mail about the English twin of its booking. */
export function inEnglish(data: MailData): MailData {
  if (!("booking" in data)) return data;
  return { ...data, booking: { ...ENGLISH_BOOKING, ...pick(data.booking) } } as MailData;
}

/** What a sample changes of the booking (dates, money, transfer), kept in its English twin. */
function pick(booking: MailBooking): Partial<MailBooking> {
  const { arrival, departure, total, paid, refunded, balanceDue, transfer } = booking;
  return { arrival, departure, total, paid, refunded, balanceDue, transfer };
}
