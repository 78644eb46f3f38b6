/**
 * The booking journey's counted words and sentences built around dates, guests and deadlines
 * (docs/languages.md#the-sites-catalogue). Pure formatters read them through `journeyWords`
 * (web/features/booking/words.ts), so the same text serves the server's pages, the client's
 * components and their tests. The Russian is exactly what the journey wrote before: a no-break
 * space between a number and its word.
 */
import { defineMessages } from "./define";

export const journeyFormat = defineMessages(
  {
    nights: "{count, plural, one {#\u00A0ночь} few {#\u00A0ночи} many {#\u00A0ночей} other {#\u00A0ночи}}",
    adults: "{count, plural, one {#\u00A0взрослый} other {#\u00A0взрослых}}",
    children:
      "{count, plural, one {#\u00A0ребёнок} few {#\u00A0ребёнка} many {#\u00A0детей} other {#\u00A0ребёнка}}",
    guests:
      "{count, plural, one {#\u00A0гость} few {#\u00A0гостя} many {#\u00A0гостей} other {#\u00A0гостя}}",
    rooms:
      "{count, plural, one {#\u00A0номер} few {#\u00A0номера} many {#\u00A0номеров} other {#\u00A0номера}}",
    roomsLeft:
      "{count, plural, one {Остался #\u00A0номер} few {Осталось #\u00A0номера} many {Осталось #\u00A0номеров} other {Осталось #\u00A0номера}}",
    /** «12 декабря — 15 декабря, 3 ночи». */
    stay: "{arrival} — {departure}, {nights}",
    /** «2 взрослых, 1 ребёнок». */
    roomGuests: "{adults}, {children}",
    /** «10 декабря, 14:00». */
    deadline: "{day}, {time}",
    /** The payment step's «12 декабря 14:00». */
    deadlineShort: "{day} {time}",
    terms: {
      nonRefundable: "Без возврата: при отмене оплата не возвращается",
      free: "Бесплатная отмена",
      freeUntil: "Бесплатная отмена до {deadline} (время отеля)",
    },
    /** The search bar's one line on phones. */
    summary: {
      noDates: "Даты не выбраны",
      guestsRooms: "{guests}, {rooms}",
    },
    /** The search's own checks before «Найти». */
    search: {
      dates: "Укажите даты",
      guests: "Укажите кол-во гостей",
      roomType:
        "В номере «{title}» до {places, plural, one {#\u00A0места} other {#\u00A0мест}} и ещё один ребёнок до {age} лет без отдельного места. Уменьшите число гостей или выберите другой номер.",
      tooMany:
        "{room, select, none {В одном номере} other {В номере {room}}} слишком много гостей: в номере до {places, plural, one {# места} other {# мест}} и ещё один ребёнок до {age} лет без отдельного места. Добавьте номер, чтобы разместить всех.",
    },
    /** Why the date picker refuses a day or a stay. */
    range: {
      minStay: "С {day} — минимум {nights}",
      maxStay: "С {day} — максимум {nights}",
      noArrival: "{day} заезда нет",
      noDeparture: "{day} выезда нет",
      soldOut: "{day} нет свободных номеров",
      roomClosed: "{room} закрыта на эти даты",
      closed: "{day} бронирование закрыто",
      departureFirst: "Дата выезда должна быть позже даты заезда",
      tooLong:
        "Не больше {count, plural, one {# ночь} few {# ночи} many {# ночей} other {# ночи}} за одно бронирование",
      pastArrival: "Дата заезда не может быть в прошлом",
      arrivalFirst: "Сначала укажите дату заезда",
    },
  },
  {
    nights: "{count, plural, one {#\u00A0night} other {#\u00A0nights}}",
    adults: "{count, plural, one {#\u00A0adult} other {#\u00A0adults}}",
    children: "{count, plural, one {#\u00A0child} other {#\u00A0children}}",
    guests: "{count, plural, one {#\u00A0guest} other {#\u00A0guests}}",
    rooms: "{count, plural, one {#\u00A0room} other {#\u00A0rooms}}",
    roomsLeft: "{count, plural, one {Only #\u00A0room left} other {Only #\u00A0rooms left}}",
    stay: "{arrival} – {departure}, {nights}",
    roomGuests: "{adults}, {children}",
    deadline: "{day}, {time}",
    deadlineShort: "{day}, {time}",
    terms: {
      nonRefundable: "Non-refundable: nothing is refunded if you cancel",
      free: "Free cancellation",
      freeUntil: "Free cancellation until {deadline} (hotel time)",
    },
    summary: {
      noDates: "No dates chosen",
      guestsRooms: "{guests}, {rooms}",
    },
    search: {
      dates: "Choose your dates",
      guests: "Choose the number of guests",
      roomType:
        "The {title} room sleeps up to {places, plural, one {# guest} other {# guests}}, plus one child under {age} without a bed of their own. Choose fewer guests or another room.",
      tooMany:
        "{room, select, none {One room has} other {Room {room} has}} too many guests: a room sleeps up to {places, plural, one {# guest} other {# guests}}, plus one child under {age} without a bed of their own. Add a room so that everyone fits.",
    },
    range: {
      minStay: "From {day}: {nights} minimum",
      maxStay: "From {day}: {nights} at most",
      noArrival: "No arrivals on {day}",
      noDeparture: "No departures on {day}",
      soldOut: "No rooms left on {day}",
      roomClosed: "{room} is closed on these dates",
      closed: "Booking is closed on {day}",
      departureFirst: "The departure date must be after the arrival date",
      tooLong: "No more than {count, plural, one {# night} other {# nights}} in one booking",
      pastArrival: "The arrival date cannot be in the past",
      arrivalFirst: "Choose the arrival date first",
    },
  },
);
