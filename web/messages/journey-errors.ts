/**
 * What the journey tells the guest when the engine or the site refuses, by the engine's code, and
 * the payment step's cancellation note (docs/languages.md#the-sites-catalogue). Read by the pure
 * views (web/features/booking/error-words.ts) on the server and in the browser; on the Russian site
 * an engine's refusal is shown in the engine's own words, as before.
 */
import { defineMessages } from "./define";

export const journeyErrors = defineMessages(
  {
    cancellation: {
      nonRefundable: "Тариф без возврата: при отмене оплата не возвращается",
      passed: "Срок бесплатной отмены по этому тарифу уже прошёл: при отмене оплата не возвращается",
      until: "Бесплатная отмена до {deadline} по времени отеля (Калининград)",
      perRoom: "{room}, «{rate}»: {note}",
    },
    /** What the guest is told when the engine or the site refuses, by the engine's code. */
    errors: {
      unavailable:
        "Система бронирования сейчас не отвечает. Ваши данные сохранены на этой странице — попробуйте ещё раз через минуту.",
      soldOut:
        "Пока вы заполняли данные, выбранный номер на эти даты забронировали. Выберите другой номер или тариф — данные гостя вводить заново не придётся.",
      holdExpired:
        "Время, на которое номера были закреплены за вами, вышло. Нажмите «Продолжить» ещё раз — мы проверим, свободны ли номера, и закрепим их снова.",
      rateLimited: "Слишком много попыток подряд. Подождите минуту и нажмите «Продолжить» ещё раз.",
      chooseOther: "{reason}. Выберите другой номер, тариф или даты.",
      rejected: "Проверьте данные в форме: система бронирования их не приняла.",
      released:
        "Время брони истекло, и номера вернулись в продажу. Выберите их заново — цены и наличие могли измениться.",
      providerDown:
        "Платёжная система сейчас не отвечает. Деньги не списаны — попробуйте ещё раз через минуту.",
      offline: "Нет связи с сайтом. Проверьте интернет и попробуйте ещё раз.",
      paid: "Эта бронь уже оплачена.",
      paying: "Оплата этой брони уже идёт. Проверьте её статус.",
      /** The engine's own refusals, for a guest on the English site (the Russian site shows the engine's words). */
      engine: {
        SOLD_OUT: "Номера на эти даты уже недоступны",
        HOLD_TOO_LARGE: "Слишком много номеров и ночей для одного бронирования",
        OCCUPANCY_EXCEEDED: "Слишком много гостей для номера",
        RATE_CLOSED: "Тариф закрыт на эти даты",
        MIN_STAY: "Проживание короче минимального для тарифа",
        ARRIVAL_IN_PAST: "Дата заезда в прошлом",
        STAY_TOO_LONG: "Слишком долгое проживание",
        ROOM_TYPE_NOT_FOUND: "Такой категории номера нет",
        RATE_NOT_FOUND: "Такого тарифа нет",
        RESERVATION_NOT_FOUND: "Бронирование не найдено",
        RATE_LIMITED: "Слишком много попыток. Подождите минуту и попробуйте ещё раз",
        VALIDATION_ERROR: "Проверьте введённые данные",
        PARSING_ERROR: "Сайт ответил с ошибкой. Попробуйте ещё раз.",
        FETCH_ERROR: "Нет связи с сайтом. Проверьте интернет и попробуйте ещё раз.",
      },
      unknown: "Сайт ответил с ошибкой. Попробуйте ещё раз.",
      down: "Система бронирования временно недоступна. Попробуйте ещё раз через минуту.",
      /** The rate plans page, rendered on the server: the guest reloads it. */
      downReload: "Система бронирования временно недоступна. Обновите страницу через минуту.",
    },
  },
  {
    cancellation: {
      nonRefundable: "Non-refundable rate: nothing is refunded if you cancel",
      passed: "The free cancellation period of this rate is over: nothing is refunded if you cancel",
      until: "Free cancellation until {deadline} hotel time (Kaliningrad)",
      perRoom: "{room}, “{rate}”: {note}",
    },
    errors: {
      unavailable:
        "The booking system is not answering right now. Your details are kept on this page — please try again in a minute.",
      soldOut:
        "While you were filling in your details, the room you chose was booked for these dates. Choose another room or rate — you will not have to enter your details again.",
      holdExpired:
        "The time the rooms were held for you has run out. Press “Continue” again — we will check whether the rooms are free and hold them again.",
      rateLimited: "Too many attempts in a row. Please wait a minute and press “Continue” again.",
      chooseOther: "{reason}. Choose another room, rate or dates.",
      rejected: "Please check the form: the booking system did not accept it.",
      released:
        "The booking’s time ran out and the rooms went back on sale. Please choose them again — prices and availability may have changed.",
      providerDown:
        "The payment system is not answering right now. No money was taken — please try again in a minute.",
      offline: "No connection to the site. Check your internet connection and try again.",
      paid: "This booking is already paid.",
      paying: "This booking is already being paid. Check its status.",
      engine: {
        SOLD_OUT: "These rooms are no longer available on your dates",
        HOLD_TOO_LARGE: "Too many rooms and nights for one booking",
        OCCUPANCY_EXCEEDED: "Too many guests for the room",
        RATE_CLOSED: "This rate is closed on your dates",
        MIN_STAY: "The stay is shorter than this rate’s minimum",
        ARRIVAL_IN_PAST: "The arrival date is in the past",
        STAY_TOO_LONG: "The stay is too long",
        ROOM_TYPE_NOT_FOUND: "This room type is not offered",
        RATE_NOT_FOUND: "This rate is not offered",
        RESERVATION_NOT_FOUND: "Booking not found",
        RATE_LIMITED: "Too many attempts. Please wait a minute and try again",
        VALIDATION_ERROR: "Please check the details you entered",
        PARSING_ERROR: "The site answered with an error. Please try again.",
        FETCH_ERROR: "No connection to the site. Check your internet connection and try again.",
      },
      unknown: "Something went wrong. Please try again.",
      down: "The booking system is temporarily unavailable. Please try again in a minute.",
      downReload: "The booking system is temporarily unavailable. Please try again in a minute.",
    },
  },
);
