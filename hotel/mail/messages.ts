/**
 * The words of the guest's e-mails and calendar event in each language the engine serves
 * (docs/languages.md), one catalogue in ICU message format read by use-intl's translator: plurals
 * by the language's own rules, values put in by name. A template holds no sentence of its own. The
 * hotel's own notices stay Russian (templates/hotel-*.tsx).
 *
 * English is typed as the Russian catalogue's shape, so a message missing in one language fails
 * the type check. Write `’` for an apostrophe: a plain one quotes in ICU.
 */
import type { Language } from "../../rules";

const ru = {
  frame: {
    testPayment: "{label}: бронь оплачена в тестовом режиме, деньги не списаны.",
    contacts: "Телефон: {phone}, e-mail: ",
    check: "Проверить, изменить или отменить бронь: ",
  },
  stay: {
    reference: "Бронь {reference}",
    dates: "Даты: {arrival} — {departure}, {nights}",
    hours: "Заезд с {checkIn}, выезд до {checkOut} (время отеля)",
    arrivalTime: "; время вашего приезда — {time}",
    room: "{count, plural, =1 {Номер: } other {Номер {index}: }}{roomType}, тариф «{ratePlan}», {guests} — {amount}",
    transfer: "Трансфер — {amount}",
    total: "Сумма: {amount}",
    paid: "Оплачено: {amount}",
    due: ", к оплате: {amount}",
    at: "{date} г. в {time}",
    nights: "{count, plural, one {# ночь} few {# ночи} other {# ночей}}",
    adults: "{count, plural, one {# взрослый} other {# взрослых}}",
    children: "{count, plural, one {# ребёнок} few {# ребёнка} other {# детей}}",
  },
  terms: {
    heading: "Условия отмены",
    free: "бесплатная отмена до {until} (время отеля); позже оплата за номер не возвращается",
    nonRefundable: "невозвратный тариф: при отмене или изменении оплата за номер не возвращается",
    room: "Номер {index} — {term}.",
    extras:
      "Дополнительные услуги и трансфер, которые ещё не оказаны, возвращаются всегда. Отменить или изменить бронь можно на сайте в разделе «Проверка бронирования» по номеру брони и e-mail или телефону.",
  },
  common: {
    hello: "Здравствуйте, {name}!",
    refundCard:
      "деньги вернутся на карту, которой вы платили, обычно в течение нескольких рабочих дней (срок зависит от банка).",
  },
  confirmed: {
    subject: "Бронирование {reference} подтверждено",
    preview: "Ждём вас {arrival}: бронь {reference}",
    body: "Ваше бронирование {reference} оплачено и подтверждено. Сохраните номер брони: по нему и e-mail или телефону бронь можно найти на сайте.",
    check: "Проверить, изменить или отменить бронь: ",
    attachment: ". Даты проживания — во вложении, для календаря.",
    goodbye: "До встречи в отеле «{hotel}»!",
  },
  payment: {
    subject: "Оплата по брони {reference} получена",
    preview: "Получено {amount} по брони {reference}",
    heading: "Оплата получена",
    body: "Здравствуйте, {name}! Мы получили {amount} {purpose, select, change {— доплату за изменение брони} other {в оплату брони}} {reference} ({at}, время отеля, банковской картой или через СБП).",
  },
  changed: {
    subject: "Бронирование {reference} изменено",
    preview: "Новые условия брони {reference}",
    heading: "Бронь изменена",
    body: "Здравствуйте, {name}! Бронь {reference} изменена. Было: {arrival} — {departure}, {total}.",
    paid: "Доплата {amount} получена.",
    refund: "К возврату {amount}: ",
    transfer:
      "Трансфер перенесён на новые даты. Уточните номер рейса на новую дату: это можно сделать на сайте в разделе «Проверка бронирования».",
    calendar: "Даты проживания во вложении обновят событие в вашем календаре.",
  },
  changePending: {
    subject: "Изменение брони {reference} ждёт доплаты",
    preview: "Доплатите {amount} до {until}",
    heading: "Изменение брони ждёт доплаты",
    body: "Здравствуйте, {name}! Отель подготовил изменение брони {reference}. Сейчас: {arrival} — {departure}, {total}. После изменения: {toArrival} — {toDeparture} ({nights}), {guests}, {toTotal}.",
    pay: "Осталось доплатить {amount}. Оплатите до {until} (время отеля) в разделе «Проверка бронирования»: ",
    payHow: " — номер брони и e-mail, затем «Оплатить разницу».",
    meanwhile:
      "Пока разница не оплачена, действует прежняя бронь. Не оплатите до срока — изменение отменится само, а бронь останется прежней. Вопросы — по телефону {phone}.",
  },
  canceled: {
    subject: "Бронирование {reference} отменено",
    preview: "Бронь {reference} отменена",
    heading: "Бронь отменена",
    body: "Здравствуйте, {name}! Бронь {reference} на {arrival} — {departure} отменена.",
    refund:
      "Возврат: {amount}. Деньги вернутся на карту, которой вы платили, обычно в течение нескольких рабочих дней (срок зависит от банка).",
    kept: "По условиям тарифа оплата не возвращается.",
    calendar: "Событие в календаре из вложения будет удалено. Будем рады видеть вас в другой раз.",
  },
  refund: {
    subject: "Возврат оплаты по брони {reference}",
    preview: "Возврат {amount}",
    heading: "Возврат оплаты",
    body: "Здравствуйте, {name}! Мы возвращаем {amount} по брони {reference}: {reason}.",
    reason: {
      duplicate:
        "оплата пришла после окончания брони, а на те же даты у вас уже есть бронь {twin}, поэтому второй раз мы деньги не списываем",
      soldOut: "оплата пришла после окончания брони, когда номера уже были заняты",
      late: "оплата после окончания брони",
      lateChange: "доплата пришла, когда изменение брони уже не действовало",
      canceled: "оплата пришла после отмены брони",
      canceledInvoice: "оплата отменённого счёта",
    },
    help: "Деньги вернутся на карту, которой вы платили, обычно в течение нескольких рабочих дней (срок зависит от банка). Если нужна помощь с новой бронью, позвоните нам: {phone}.",
  },
  calendar: {
    file: "bronirovanie.ics",
    title: "{hotel}: проживание, бронь {reference}",
    description:
      "Бронь {reference}. Заезд с {checkIn}, выезд до {checkOut} (время отеля). Телефон отеля: {phone}. Проверить бронь: {url}",
  },
};

export type MailMessages = typeof ru;

const en: MailMessages = {
  frame: {
    testPayment: "{label}: this booking was paid in test mode; no money was charged.",
    contacts: "Phone: {phone}, e-mail: ",
    check: "Check, change or cancel your booking: ",
  },
  stay: {
    reference: "Booking {reference}",
    dates: "Dates: {arrival} – {departure}, {nights}",
    hours: "Check-in from {checkIn}, check-out by {checkOut} (hotel time)",
    arrivalTime: "; your arrival time: {time}",
    room: "{count, plural, =1 {Room: } other {Room {index}: }}{roomType}, “{ratePlan}” rate, {guests} — {amount}",
    transfer: "Transfer — {amount}",
    total: "Total: {amount}",
    paid: "Paid: {amount}",
    due: ", due: {amount}",
    at: "{date} at {time}",
    nights: "{count, plural, one {# night} other {# nights}}",
    adults: "{count, plural, one {# adult} other {# adults}}",
    children: "{count, plural, one {# child} other {# children}}",
  },
  terms: {
    heading: "Cancellation terms",
    free: "free cancellation until {until} (hotel time); after that, the room’s payment is not refunded",
    nonRefundable: "non-refundable rate: the room’s payment is not refunded on cancellation or change",
    room: "Room {index}: {term}.",
    extras:
      "Extras and the transfer not yet provided are always refunded. You can cancel or change the booking on our website under “Check your booking” with the booking number and your e-mail or phone.",
  },
  common: {
    hello: "Hello, {name}!",
    refundCard:
      "the money will go back to the card you paid with, usually within a few working days (depending on your bank).",
  },
  confirmed: {
    subject: "Booking {reference} is confirmed",
    preview: "We look forward to seeing you on {arrival}: booking {reference}",
    body: "Your booking {reference} is paid and confirmed. Please keep the booking number: with it and your e-mail or phone you can find the booking on our website.",
    check: "Check, change or cancel your booking: ",
    attachment: ". Your stay’s dates are attached for your calendar.",
    goodbye: "See you soon at {hotel}!",
  },
  payment: {
    subject: "Payment for booking {reference} received",
    preview: "{amount} received for booking {reference}",
    heading: "Payment received",
    body: "Hello, {name}! We have received {amount} {purpose, select, change {for the change of booking} other {for booking}} {reference} ({at}, hotel time, by bank card or the Faster Payments System).",
  },
  changed: {
    subject: "Booking {reference} has been changed",
    preview: "The new terms of booking {reference}",
    heading: "Booking changed",
    body: "Hello, {name}! Booking {reference} has been changed. It was: {arrival} – {departure}, {total}.",
    paid: "We have received the additional payment of {amount}.",
    refund: "{amount} to be refunded: ",
    transfer:
      "Your transfer has been moved to the new dates. Please give us the flight number for the new date on our website under “Check your booking”.",
    calendar: "The attached dates will update the event in your calendar.",
  },
  changePending: {
    subject: "The change of booking {reference} awaits payment",
    preview: "Please pay {amount} by {until}",
    heading: "Your booking change awaits payment",
    body: "Hello, {name}! The hotel has prepared a change of booking {reference}. Now: {arrival} – {departure}, {total}. After the change: {toArrival} – {toDeparture} ({nights}), {guests}, {toTotal}.",
    pay: "{amount} is left to pay. Please pay by {until} (hotel time) under “Check your booking”: ",
    payHow: " — enter the booking number and e-mail, then “Pay the difference”.",
    meanwhile:
      "Until the difference is paid, your booking stays as it was. If it is not paid in time, the change is withdrawn and the booking stays as it was. Any questions: call us on {phone}.",
  },
  canceled: {
    subject: "Booking {reference} has been cancelled",
    preview: "Booking {reference} is cancelled",
    heading: "Booking cancelled",
    body: "Hello, {name}! Booking {reference} for {arrival} – {departure} has been cancelled.",
    refund:
      "Refund: {amount}. The money will go back to the card you paid with, usually within a few working days (depending on your bank).",
    kept: "Under the rate’s terms, the payment is not refunded.",
    calendar: "The attached file removes the stay from your calendar. We hope to welcome you another time.",
  },
  refund: {
    subject: "Refund for booking {reference}",
    preview: "Refund of {amount}",
    heading: "Payment refunded",
    body: "Hello, {name}! We are refunding {amount} for booking {reference}: {reason}.",
    reason: {
      duplicate:
        "the payment arrived after the booking had lapsed, and you already have booking {twin} for the same dates, so we do not charge you twice",
      soldOut: "the payment arrived after the booking had lapsed, when the rooms were already taken",
      late: "the payment arrived after the booking had lapsed",
      lateChange: "the additional payment arrived when the change of the booking no longer applied",
      canceled: "the payment arrived after the booking was cancelled",
      canceledInvoice: "the payment was for a cancelled invoice",
    },
    help: "The money will go back to the card you paid with, usually within a few working days (depending on your bank). If you need help with a new booking, call us on {phone}.",
  },
  calendar: {
    file: "booking.ics",
    title: "{hotel}: stay, booking {reference}",
    description:
      "Booking {reference}. Check-in from {checkIn}, check-out by {checkOut} (hotel time). Hotel phone: {phone}. Check your booking: {url}",
  },
};

export const MAIL_MESSAGES: Record<Language, MailMessages> = { ru, en };
