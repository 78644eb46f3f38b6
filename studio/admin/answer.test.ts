import { describe, expect, it } from "vitest";
import { answerData, ManagerApiError } from "./answer";
import {
  BookingCardResponse,
  AdminGuestRequestsResponse,
  PriceGridResponse,
  PriceUndoResponse,
  type Answer,
} from "./contract";

const ok = { ok: true, status: 200 };
const grid = {
  from: "2026-11-22",
  to: "2026-11-30",
  today: "2026-11-22",
  horizon: "2028-05-31",
  room_types: [{ id: 1, title: "Делюкс", total_rooms: 30 }],
  rates: [{ id: 1, title: "Оптимальный", refundable: true }],
  cells: [
    {
      room_type_id: 1,
      rate_id: 1,
      date: "2026-11-22",
      amount: 14000,
      closed: false,
      min_stay: 1,
      closed_arrival: false,
      closed_departure: false,
      max_stay: null,
    },
  ],
  inventory: [{ room_type_id: 1, date: "2026-11-22", total: 30, on_sale: 30, free: 12 }],
  history: [],
  last_change: null,
};

function failure(run: () => unknown): ManagerApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ManagerApiError) return error;
    throw error;
  }
  throw new Error("no failure");
}

describe("an answer of the admin route as the tools read it", () => {
  it("gives the data of an answer that is the contract's", () => {
    expect(answerData(ok, { data: grid }, PriceGridResponse)).toEqual(grid);
    expect(answerData(ok, { data: { action_id: 7, restored: 3 } }, PriceUndoResponse)).toEqual({
      action_id: 7,
      restored: 3,
    });
  });

  it("refuses a successful answer that is not the contract's, with the Russian message the tools show", () => {
    const malformed: [Answer, unknown][] = [
      [PriceGridResponse, { data: { ...grid, cells: [{ ...grid.cells[0], amount: "14000" }] } }],
      [PriceGridResponse, { data: { ...grid, today: "22.11.2026" } }],
      [PriceGridResponse, { data: { ...grid, last_change: undefined } }],
      [AdminGuestRequestsResponse, { data: { requests: [{ request_id: "not-a-uuid" }], total: 1 } }],
      [BookingCardResponse, { data: {} }],
    ];
    for (const [schema, json] of malformed) {
      expect(failure(() => answerData(ok, json, schema))).toMatchObject({
        code: "PARSING_ERROR",
        message: "Ответ системы бронирования не по формату",
        status: 200,
      });
    }
  });

  it("passes on the engine's refusal as it is, and says the status when there is no JSON", () => {
    const refusal = { error: { code: "UNDO_UNAVAILABLE", message: "Такого изменения цен нет" } };
    expect(failure(() => answerData({ ok: false, status: 409 }, refusal, PriceUndoResponse))).toMatchObject({
      code: "UNDO_UNAVAILABLE",
      message: "Такого изменения цен нет",
      status: 409,
    });
    expect(failure(() => answerData({ ok: false, status: 502 }, null, PriceUndoResponse))).toMatchObject({
      code: "502",
      message: "Ошибка 502",
    });
    expect(failure(() => answerData(ok, { nothing: true }, PriceUndoResponse)).message).toBe("Ошибка 200");
  });
});
