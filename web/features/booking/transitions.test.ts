import { describe, expect, it } from "vitest";
import type { BookingDraft, DraftChoice } from "./draft";
import { parseDraft } from "./draft-schema";
import {
  backToRoomPage,
  changeExtras,
  chooseRoomPageRate,
  chooseRooms,
  forgetCanceled,
  newSession,
  paid,
  search,
  startOver,
  withReservation,
  withSession,
} from "./transitions";

const stay = { arrival: "2026-12-10", departure: "2026-12-12" };
const massage = { code: "facial-massage", title: "Массаж лица", unit_price: 4000 };
const deluxe: DraftChoice = {
  adults: 2,
  children: 0,
  room_type: { id: 1, title: "Делюкс", seating: 2 },
  rate: { id: 3, title: "Невозвратный", price: 28000 },
};

/** A draft at «payment»: everything chosen, entered and reserved. */
const reserved: BookingDraft = {
  stage: "payment",
  arrival_date: "10.12.2026",
  departure_date: "12.12.2026",
  choices: [deluxe],
  arrival_time: "15:00",
  departure_time: "12:00",
  guest: {
    first_name: "Анна",
    middle_name: "",
    last_name: "Иванова",
    phone: "+79161234567",
    email: "anna@example.ru",
    special_offers_permission: false,
    personal_data_permission: true,
  },
  comment: "Тихий номер",
  reservationId: "0b8f5f0e-8a43-4d0c-a2a4-3c8d1b0a9e11",
  reference: "K7M4Q2XZ",
  total: 28000,
  extras: [{ ...massage, quantity: 1 }],
  session_id: "s-1",
  from_room: 1,
};

/** What stays of `reserved` when the booking starts over. */
const searchOnly: BookingDraft = {
  stage: "rates",
  arrival_date: "10.12.2026",
  departure_date: "12.12.2026",
  choices: [{ adults: 2, children: 0 }],
  extras: [{ ...massage, quantity: 1 }],
  session_id: "s-1",
};

describe("a search", () => {
  it("is the draft at «rates» for the dates and guests, keeping the spa extras and the session", () => {
    expect(search(reserved, stay, [{ adults: 1, children: 1 }])).toEqual({
      ...searchOnly,
      choices: [{ adults: 1, children: 1 }],
    });
  });

  it("without a draft before it, is the search alone", () => {
    expect(search(undefined, stay, [{ adults: 2, children: 0 }])).toEqual({
      stage: "rates",
      arrival_date: "10.12.2026",
      departure_date: "12.12.2026",
      choices: [{ adults: 2, children: 0 }],
    });
  });
});

describe("choosing rooms on the rate plans", () => {
  it("is the draft at «data» with every room's type and rate", () => {
    const twin: DraftChoice = { ...deluxe, adults: 1, children: 1 };
    expect(chooseRooms(searchOnly, stay, [deluxe, twin])).toEqual({
      ...searchOnly,
      stage: "data",
      choices: [deluxe, twin],
    });
  });

  it("is refused while some room lacks its type or rate, or no room is chosen", () => {
    const { rate: _rate, ...typeOnly } = deluxe;
    const { room_type: _type, ...rateOnly } = deluxe;
    expect(chooseRooms(searchOnly, stay, [deluxe, typeOnly])).toBeUndefined();
    expect(chooseRooms(searchOnly, stay, [rateOnly])).toBeUndefined();
    expect(chooseRooms(searchOnly, stay, [])).toBeUndefined();
  });
});

describe("choosing a rate on a room page", () => {
  const choice = {
    roomType: { id: 4, title: "Люкс", capacity: 3 },
    rate: { id: 2, title: "Оптимальный", price: 62100 },
  };

  it("is the draft at «data» with that one room and rate, remembering the room page", () => {
    expect(chooseRoomPageRate(reserved, stay, [{ adults: 2, children: 1 }], choice)).toEqual({
      ...searchOnly,
      stage: "data",
      from_room: 4,
      choices: [
        { adults: 2, children: 1, room_type: { id: 4, title: "Люкс", seating: 3 }, rate: choice.rate },
      ],
    });
  });

  it("is refused for a search of more or fewer than one room", () => {
    const two = [
      { adults: 2, children: 0 },
      { adults: 1, children: 0 },
    ];
    expect(chooseRoomPageRate(undefined, stay, two, choice)).toBeUndefined();
    expect(chooseRoomPageRate(undefined, stay, [], choice)).toBeUndefined();
  });
});

describe("spa procedures", () => {
  it("picked before any search, make a draft of only them, which a search keeps", () => {
    const draft = changeExtras(undefined, massage, 1);
    expect(draft).toEqual({
      stage: "rates",
      arrival_date: "",
      departure_date: "",
      choices: [],
      extras: [{ ...massage, quantity: 1 }],
    });
    expect(search(draft, stay, [{ adults: 2, children: 0 }]).extras).toEqual([{ ...massage, quantity: 1 }]);
  });

  it("at zero leave the list, and the list goes when empty; the rest of the draft stays", () => {
    const draft = changeExtras(reserved, massage, -1);
    expect(draft).toEqual(withoutExtras(reserved));
    expect(changeExtras(undefined, massage, -1).extras).toBeUndefined();
  });

  it("stop at the engine's limit", () => {
    expect(changeExtras(reserved, massage, 50).extras).toEqual([{ ...massage, quantity: 20 }]);
  });
});

function withoutExtras(draft: BookingDraft): BookingDraft {
  const { extras: _extras, ...rest } = draft;
  return rest;
}

describe("the booking session", () => {
  it("is the draft's own when it has one (nothing to change); else the new id", () => {
    expect(withSession(reserved, "s-2")).toBeUndefined();
    expect(withSession(withoutSession(reserved), "s-2")?.session_id).toBe("s-2");
  });

  it("is replaced once its hold is gone", () => {
    expect(newSession(reserved, "s-2")).toEqual({ ...reserved, session_id: "s-2" });
  });
});

function withoutSession(draft: BookingDraft): BookingDraft {
  const { session_id: _session, ...rest } = draft;
  return rest;
}

describe("the reservation in the draft", () => {
  const reservation = {
    id: "r-1",
    reference: "AB12CD34",
    holdExpiresAt: null,
    amounts: { total: 28000, transfer: 0 },
    rooms: [
      {
        roomTypeTitle: "Делюкс",
        rateTitle: "Невозвратный",
        adults: 2,
        children: 0,
        amount: 28000,
        refundable: false,
        freeCancellationUntil: null,
      },
    ],
  };

  it("is at «payment»; no hold and no transfer price when the engine gives none", () => {
    const next = withReservation(searchOnly, reservation);
    expect(next).toMatchObject({
      stage: "payment",
      reservationId: "r-1",
      reference: "AB12CD34",
      total: 28000,
    });
    expect(next).not.toHaveProperty("hold_expires_at");
    expect(next).not.toHaveProperty("transfer_price");
    expect(next.rooms).toEqual([
      {
        room_type_title: "Делюкс",
        rate_title: "Невозвратный",
        adults: 2,
        children: 0,
        amount: 28000,
        refundable: false,
        free_cancellation_until: null,
      },
    ]);
  });

  it("keeps the hold's end and the transfer's price when there are", () => {
    const next = withReservation(searchOnly, {
      ...reservation,
      holdExpiresAt: "2026-11-23T10:20:00.000Z",
      amounts: { total: 34000, transfer: 6000 },
    });
    expect(next).toMatchObject({ hold_expires_at: "2026-11-23T10:20:00.000Z", transfer_price: 6000 });
  });
});

describe("starting over", () => {
  it("keeps only the search, the spa extras and the session", () => {
    expect(startOver(reserved)).toEqual(searchOnly);
  });

  it("on the way back to a room page also keeps that room page", () => {
    expect(backToRoomPage(reserved)).toEqual({ ...searchOnly, from_room: 1 });
    expect(backToRoomPage(withoutRoomPage(reserved))).toEqual(searchOnly);
  });
});

function withoutRoomPage(draft: BookingDraft): BookingDraft {
  const { from_room: _room, ...rest } = draft;
  return rest;
}

describe("a cancelled or paid booking", () => {
  it("cancelled, the draft that holds it starts over; another booking changes nothing", () => {
    expect(forgetCanceled(reserved, reserved.reservationId ?? "")).toEqual(searchOnly);
    expect(forgetCanceled(reserved, "another")).toBeUndefined();
    expect(forgetCanceled(undefined, "another")).toBeUndefined();
  });

  it("paid, the draft keeps the search alone; another booking's payment changes nothing", () => {
    const { extras: _extras, session_id: _session, ...search } = searchOnly;
    expect(paid(reserved, reserved.reservationId ?? "")).toEqual(search);
    expect(paid(reserved, "another")).toBeUndefined();
    expect(paid(undefined, "another")).toBeUndefined();
  });
});

describe("the stored draft's stage", () => {
  it("is written by name", () => {
    expect(JSON.parse(JSON.stringify(startOver(reserved))).stage).toBe("rates");
  });

  it("loads from drafts stored with the numbered stages 0, 1, 2 of returning guests", () => {
    const old = (stage: number) => JSON.stringify({ ...reserved, stage });
    expect(parseDraft(old(0))?.stage).toBe("rates");
    expect(parseDraft(old(1))?.stage).toBe("data");
    expect(parseDraft(old(2))).toEqual(reserved);
    expect(parseDraft(JSON.stringify(reserved))).toEqual(reserved);
  });

  it("refuses a stage it does not know", () => {
    expect(parseDraft(JSON.stringify({ ...reserved, stage: 3 }))).toBeUndefined();
    expect(parseDraft(JSON.stringify({ ...reserved, stage: "paid" }))).toBeUndefined();
    expect(parseDraft(JSON.stringify({ ...reserved, stage: "1" }))).toBeUndefined();
  });
});
