/**
 * What the data step tells the guest when the reservation could not be created, by the engine's
 * code (docs/booking-journey-guest-data.md «When it fails»). The guest stays on the form with what
 * they typed; some failures offer a way on.
 */
export interface ReservationErrorView {
  text: string;
  /** «Выбрать другой номер»: back to the rate plans with the search. */
  action?: "rates";
  /** The session's hold is gone: the next try starts a new one. */
  newSession?: boolean;
}

const UNAVAILABLE =
  "Система бронирования сейчас не отвечает. Ваши данные сохранены на этой странице — попробуйте ещё раз через минуту.";

export function reservationErrorView(code: string, message: string, status = 0): ReservationErrorView {
  switch (code) {
    case "SOLD_OUT":
      return {
        text: "Пока вы заполняли данные, выбранный номер на эти даты забронировали. Выберите другой номер или тариф — данные гостя вводить заново не придётся.",
        action: "rates",
        newSession: true,
      };
    case "HOLD_EXPIRED":
      return {
        text: "Время, на которое номера были закреплены за вами, вышло. Нажмите «Продолжить» ещё раз — мы проверим, свободны ли номера, и закрепим их снова.",
        newSession: true,
      };
    case "HOLD_TOO_LARGE":
      // Too many room-nights for one unpaid hold: fewer rooms or nights, or a call to the hotel.
      return { text: message, action: "rates" };
    case "RATE_LIMITED":
      return { text: "Слишком много попыток подряд. Подождите минуту и нажмите «Продолжить» ещё раз." };
    case "OCCUPANCY_EXCEEDED":
      return { text: message, action: "rates" };
    case "RATE_CLOSED":
    case "MIN_STAY":
    case "ARRIVAL_IN_PAST":
    case "STAY_TOO_LONG":
    case "ROOM_TYPE_NOT_FOUND":
    case "RATE_NOT_FOUND":
      return {
        text: `${message.replace(/\.$/, "")}. Выберите другой номер, тариф или даты.`,
        action: "rates",
      };
    case "VALIDATION_ERROR":
      return { text: "Проверьте данные в форме: система бронирования их не приняла." };
    case "FETCH_ERROR":
    case "TIMEOUT_ERROR":
    case "PARSING_ERROR":
      return { text: status === 0 ? message : UNAVAILABLE };
    default:
      return { text: status >= 500 || status === 0 ? UNAVAILABLE : message };
  }
}
