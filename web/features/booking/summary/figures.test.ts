import { describe, expect, it } from "vitest";
import type { Availability } from "../api";
import type { BookingDraft } from "../draft";
import { nightlyHeading, shortStayText, summaryFigures } from "./figures";

const draft: BookingDraft = {
  stage: 1,
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

  it("no transfer when the form has it off; one way is 6 000 ₽", () => {
    expect(summaryFigures({ draft, transfer: null }).transfer).toBeUndefined();
    expect(summaryFigures({ draft, transfer: "to", catalogue }).transfer).toEqual({
      type: "to",
      price: 6000,
    });
    expect(summaryFigures({ draft: { ...draft, transfer: { type: "from" } } }).transfer).toEqual({
      type: "from",
      price: 6000,
    });
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
      stage: 2,
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
  });

  it("writes the stay and the nightly breakdown's heading", () => {
    expect(shortStayText("2026-12-12", "2026-12-14")).toBe("12 дек — 14 дек, 2\u00A0ночи");
    expect(nightlyHeading([{ amount: 14000 }, { amount: 14000 }])).toBe("2\u00A0ночи × 14\u202F000\u00A0₽");
    expect(nightlyHeading([{ amount: 14000 }, { amount: 16100 }])).toBe("2\u00A0ночи: цена по ночам");
  });
});
