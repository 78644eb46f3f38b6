import { describe, expect, it } from "vitest";
import { reservationErrorView } from "./errors";

describe("what the data step says when the reservation fails", () => {
  it("a room sold out meanwhile: the way back to the rate plans and a new session", () => {
    const view = reservationErrorView("SOLD_OUT", "Нет свободных номеров", 409);
    expect(view.text).toMatch(/забронировали/);
    expect(view.action).toBe("rates");
    expect(view.newSession).toBe(true);
  });

  it("an expired hold: try again with a new session", () => {
    expect(reservationErrorView("HOLD_EXPIRED", "", 409)).toMatchObject({ newSession: true });
    expect(reservationErrorView("HOLD_EXPIRED", "", 409).action).toBeUndefined();
  });

  it("too many tries, an unreachable engine, a refused form", () => {
    expect(reservationErrorView("RATE_LIMITED", "", 429).text).toMatch(/Подождите минуту/);
    expect(reservationErrorView("FETCH_ERROR", "Система бронирования временно недоступна", 503).text).toMatch(
      /не отвечает/,
    );
    expect(reservationErrorView("FETCH_ERROR", "Нет связи с сайтом.", 0).text).toBe("Нет связи с сайтом.");
    expect(reservationErrorView("INTERNAL_ERROR", "…", 500).text).toMatch(/не отвечает/);
    expect(reservationErrorView("VALIDATION_ERROR", "", 400).text).toMatch(/Проверьте данные/);
  });

  it("a hold limit: the engine's message; too many room-nights also offers the way back", () => {
    const large = "Без оплаты одно бронирование может удерживать не больше 70 номеро-ночей";
    expect(reservationErrorView("HOLD_TOO_LARGE", large, 422)).toEqual({ text: large, action: "rates" });
    const held = "За вами уже удерживаются неоплаченные брони (2).";
    expect(reservationErrorView("HOLD_LIMIT", held, 409)).toEqual({ text: held });
  });

  it("too many guests: the engine's own message and the way back", () => {
    const message = "В одном номере слишком много гостей";
    expect(reservationErrorView("OCCUPANCY_EXCEEDED", message, 422)).toEqual({
      text: message,
      action: "rates",
    });
    expect(reservationErrorView("MIN_STAY", "Минимальный срок — 2 ночи.", 422).text).toBe(
      "Минимальный срок — 2 ночи. Выберите другой номер, тариф или даты.",
    );
  });
});
