import { describe, expect, it } from "vitest";
import type { Availability } from "../api";
import type { BookingDraft } from "../draft";
import { nightlyHeading, shortStayText, summaryFigures } from "./figures";

const draft: BookingDraft = {
  stage: "data",
  arrival_date: "11.12.2026",
  departure_date: "13.12.2026",
  choices: [
    {
      adults: 2,
      children: 0,
      room_type: { id: 1, title: "Делюкс", seating: 2 },
      rate: { id: 1, title: "Невозвратный, с завтраком", price: 30000 },
    },
  ],
  extras: [{ code: "facial-massage", title: "Массаж лица", quantity: 2, unit_price: 3500 }],
};

function availability(price: number, availableRooms = 5): Availability {
  const rate = {
    id: 1,
    title: "Невозвратный, с завтраком",
    description: "",
    price,
    order: 1,
    includedServices: [],
    refundable: false,
    freeCancellationHours: null,
    nightly: [
      { date: "2026-12-11", amount: price / 2 },
      { date: "2026-12-12", amount: price / 2 },
    ],
    freeCancellationUntil: null,
  };
  return {
    arrival: "2026-12-11",
    departure: "2026-12-13",
    nights: 2,
    choices: [
      {
        idx: 0,
        adults: 2,
        children: 0,
        roomTypes: [
          {
            id: 1,
            title: "Делюкс",
            shortDescription: "",
            basePrice: price / 2,
            imageUrls: [],
            amenityTags: [],
            order: 1,
            amenityPages: [],
            capacity: 2,
            totalRooms: 30,
            rates: [rate],
            availableRooms,
            childWithoutBed: false,
          },
        ],
      },
    ],
  };
}

const catalogue = [
  { code: "facial-massage", kind: "spa" as const, title: "Массаж лица", price: 4000, durationMinutes: 30 },
  { code: "transfer-to", kind: "transfer" as const, title: "", price: 6000, durationMinutes: null },
  { code: "transfer-to-from", kind: "transfer" as const, title: "", price: 12000, durationMinutes: null },
];

describe("the booking summary's figures", () => {
  it("prices the stay by the engine's search and the extras by its catalogue, not the draft's hints", () => {
    const figures = summaryFigures({
      draft,
      availability: availability(32000),
      catalogue,
      transfer: "to-from",
    });
    expect(figures.rooms[0]).toMatchObject({ amount: 32000, soldOut: false });
    expect(figures.rooms[0]?.nightly).toHaveLength(2);
    expect(figures.extras).toEqual([
      { code: "facial-massage", title: "Массаж лица", quantity: 2, unitPrice: 4000, amount: 8000 },
    ]);
    expect(figures.transfer).toEqual({ type: "to-from", price: 12000 });
    expect(figures.total).toBe(32000 + 8000 + 12000);
    expect(figures.confirmed).toBe(true);
  });

  it("uses the draft's hints until the engine answers", () => {
    const figures = summaryFigures({ draft });
    expect(figures.total).toBe(30000 + 7000);
    expect(figures.confirmed).toBe(false);
    expect(figures.soldOut).toBe(false);
  });

  it("is confirmed by the search alone when nothing is priced from the catalogue", () => {
    const plain = { ...draft, extras: [] };
    expect(
      summaryFigures({ draft: plain, availability: availability(32000), transfer: null }).confirmed,
    ).toBe(true);
    // With an extra or a transfer the catalogue's prices are awaited.
    expect(summaryFigures({ draft, availability: availability(32000), transfer: null }).confirmed).toBe(
      false,
    );
    expect(
      summaryFigures({ draft: plain, availability: availability(32000), transfer: "to" }).confirmed,
    ).toBe(false);
  });

  it("no transfer when the form has it off; its price is the catalogue's, whatever it is", () => {
    expect(summaryFigures({ draft, transfer: null }).transfer).toBeUndefined();
    expect(summaryFigures({ draft, transfer: "to", catalogue }).transfer).toEqual({
      type: "to",
      price: 6000,
    });
    // A manager's new price in the engine is the summary's price.
    const raised = catalogue.map((item) => (item.code === "transfer-to" ? { ...item, price: 7500 } : item));
    const figures = summaryFigures({
      draft: { ...draft, extras: [] },
      availability: availability(32000),
      catalogue: raised,
      transfer: "to",
    });
    expect(figures.transfer).toEqual({ type: "to", price: 7500 });
    expect(figures.total).toBe(32000 + 7500);
    expect(figures.confirmed).toBe(true);
  });

  it("gives the transfer no price until the catalogue prices it, and is not confirmed", () => {
    const plain = { ...draft, extras: [] };
    const waiting = summaryFigures({ draft: plain, availability: availability(32000), transfer: "to" });
    expect(waiting.transfer).toEqual({ type: "to", price: null });
    expect(waiting.total).toBe(32000);
    expect(waiting.confirmed).toBe(false);
    // The draft's own transfer, before the catalogue: no price either.
    expect(summaryFigures({ draft: { ...plain, transfer: { type: "from" } } }).transfer).toEqual({
      type: "from",
      price: null,
    });
    // A catalogue without that extra (here `transfer-from`) does not price it.
    const without = summaryFigures({
      draft: plain,
      availability: availability(32000),
      catalogue,
      transfer: "from",
    });
    expect(without.transfer).toEqual({ type: "from", price: null });
    expect(without.confirmed).toBe(false);
  });

  it("tells a room sold out meanwhile: not offered any more, or fewer left than chosen", () => {
    const gone = availability(32000);
    const none: Availability = { ...gone, choices: [{ ...gone.choices[0]!, roomTypes: [] }] };
    expect(summaryFigures({ draft, availability: none }).soldOut).toBe(true);
    const two: BookingDraft = { ...draft, choices: [draft.choices[0]!, draft.choices[0]!] };
    const oneLeft = availability(32000, 1);
    const both: Availability = {
      ...oneLeft,
      choices: [oneLeft.choices[0]!, { ...oneLeft.choices[0]!, idx: 1 }],
    };
    expect(summaryFigures({ draft: two, availability: both }).soldOut).toBe(true);
  });

  it("once the reservation exists, its own amounts and total", () => {
    const reserved: BookingDraft = {
      ...draft,
      stage: "payment",
      reservationId: "0b8f5f0e-8a43-4d0c-a2a4-3c8d1b0a9e11",
      total: 40000,
      rooms: [
        {
          room_type_title: "Делюкс",
          rate_title: "Невозвратный, с завтраком",
          adults: 2,
          children: 0,
          amount: 32000,
          refundable: false,
          free_cancellation_until: null,
        },
      ],
    };
    const figures = summaryFigures({ draft: reserved, availability: availability(99000), catalogue });
    expect(figures.rooms[0]?.amount).toBe(32000);
    expect(figures.total).toBe(40000);
    expect(figures.soldOut).toBe(false);
    // The transfer as the reservation charged it, not the catalogue's price of now.
    const withTransfer: BookingDraft = { ...reserved, transfer: { type: "to" }, transfer_price: 5000 };
    expect(summaryFigures({ draft: withTransfer, catalogue }).transfer).toEqual({ type: "to", price: 5000 });
  });

  it("writes the stay and the nightly breakdown's heading", () => {
    expect(shortStayText("2026-12-12", "2026-12-14")).toBe("12 дек — 14 дек, 2\u00A0ночи");
    expect(nightlyHeading([{ amount: 14000 }, { amount: 14000 }])).toBe("2\u00A0ночи × 14\u202F000\u00A0₽");
    expect(nightlyHeading([{ amount: 14000 }, { amount: 16100 }])).toBe("2\u00A0ночи: цена по ночам");
  });
});
