import { describe, expect, it } from "vitest";
import { priceExtras, priceStay, totals } from "./booking-price";

const night = (date: string, amount: number, extra: Partial<{ closed: boolean; minStay: number }> = {}) => ({
  date,
  amount,
  closed: false,
  minStay: 1,
  ...extra,
});

describe("pricing", () => {
  it("sums the nightly prices of the stay's nights (departure night not included)", () => {
    const rows = [night("2026-12-01", 14000), night("2026-12-02", 16100), night("2026-12-03", 99999)];
    expect(priceStay(rows, "2026-12-01", "2026-12-03")).toEqual({
      ok: true,
      amount: 30100,
      nightly: [
        { date: "2026-12-01", amount: 14000 },
        { date: "2026-12-02", amount: 16100 },
      ],
    });
  });

  it("cannot sell a stay with a closed or unpriced night", () => {
    const rows = [night("2026-12-01", 14000), night("2026-12-02", 14000, { closed: true })];
    expect(priceStay(rows, "2026-12-01", "2026-12-03")).toEqual({
      ok: false,
      reason: "closed",
      date: "2026-12-02",
    });
    expect(priceStay([night("2026-12-01", 14000)], "2026-12-01", "2026-12-03")).toEqual({
      ok: false,
      reason: "closed",
      date: "2026-12-02",
    });
  });

  it("applies the minimum stay of the arrival date", () => {
    const rows = [
      night("2026-12-30", 21000, { minStay: 3 }),
      night("2026-12-31", 21000),
      night("2027-01-01", 24200),
    ];
    expect(priceStay(rows, "2026-12-30", "2027-01-01")).toEqual({
      ok: false,
      reason: "min_stay",
      minStay: 3,
    });
    expect(priceStay(rows, "2026-12-30", "2027-01-02")).toMatchObject({ ok: true, amount: 66200 });
    // A minimum stay binds arrivals on its date only.
    expect(priceStay(rows, "2026-12-31", "2027-01-01")).toMatchObject({ ok: true, amount: 21000 });
  });

  it("prices extras from the catalogue, merging repeated codes and reporting unknown ones", () => {
    const catalogue = new Map([
      ["facial-massage", { code: "facial-massage", title: "Массаж лица", price: 4000 }],
    ]);
    expect(
      priceExtras(
        [
          { code: "facial-massage", quantity: 1 },
          { code: "facial-massage", quantity: 2 },
          { code: "unknown", quantity: 1 },
        ],
        catalogue,
      ),
    ).toEqual({
      extras: [{ code: "facial-massage", title: "Массаж лица", unitPrice: 4000, quantity: 3, amount: 12000 }],
      unknown: ["unknown"],
    });
  });

  it("totals rooms, extras and transfer in integer rubles", () => {
    expect(
      totals([32200, 20000], [{ code: "a", title: "A", unitPrice: 1500, quantity: 2, amount: 3000 }], 12000),
    ).toEqual({
      rooms: 52200,
      extras: 3000,
      transfer: 12000,
      total: 67200,
    });
  });
});
