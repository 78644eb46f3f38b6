import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_RECEIPT_SETTINGS,
  buildReceipt,
  receiptCustomer,
  receiptTotal,
  refundReceipt,
  shareOut,
  stayLines,
  stayPeriod,
  type ReceiptLine,
} from "./receipts";

const customer = { email: "anna@example.ru" };
const settings = DEFAULT_RECEIPT_SETTINGS;

/** Two rooms, a spa procedure twice, the transfer both ways: 15 400 + 11 200 + 2 × 4 500 + 12 000. */
const stay = {
  arrival: "2026-12-10",
  departure: "2026-12-12",
  rooms: [
    { roomTypeTitle: "Делюкс", amount: 15_400 },
    { roomTypeTitle: "Супериор", amount: 11_200 },
  ],
  extras: [{ title: "Массаж спины", quantity: 2, unitPrice: 4_500 }],
  transfer: { title: "Трансфер из аэропорта и обратно", amount: 12_000 },
};
const TOTAL = 15_400 + 11_200 + 2 * 4_500 + 12_000;

describe("receipt lines of a booking", () => {
  it("names each room with its type and stay, then the spa and the transfer", () => {
    expect(stayLines(stay)).toEqual([
      { description: "Проживание: Делюкс, 10.12–12.12.2026", quantity: 1, unitPrice: 15_400 },
      { description: "Проживание: Супериор, 10.12–12.12.2026", quantity: 1, unitPrice: 11_200 },
      { description: "Массаж спины", quantity: 2, unitPrice: 4_500 },
      { description: "Трансфер из аэропорта и обратно", quantity: 1, unitPrice: 12_000 },
    ]);
  });

  it("writes both years for a stay across the new year", () => {
    expect(stayPeriod("2026-12-30", "2027-01-02")).toBe("30.12.2026–02.01.2027");
    expect(stayPeriod("2027-01-02", "2027-01-05")).toBe("02.01–05.01.2027");
  });

  it("leaves out what costs nothing", () => {
    expect(
      stayLines({ ...stay, extras: [{ title: "Даром", quantity: 1, unitPrice: 0 }], transfer: null }),
    ).toHaveLength(2);
  });
});

describe("the receipt of a payment", () => {
  it("is the lines as they are when the whole total is paid, with the configured codes", () => {
    const receipt = buildReceipt({ lines: stayLines(stay), amount: TOTAL, customer, settings });
    expect(receipt.customer).toEqual(customer);
    expect(receipt.items).toEqual([
      {
        description: "Проживание: Делюкс, 10.12–12.12.2026",
        quantity: 1,
        unitKopecks: 1_540_000,
        vatCode: 1,
        paymentMode: "full_prepayment",
        paymentSubject: "service",
      },
      expect.objectContaining({ quantity: 1, unitKopecks: 1_120_000 }),
      expect.objectContaining({ description: "Массаж спины", quantity: 2, unitKopecks: 450_000 }),
      expect.objectContaining({ quantity: 1, unitKopecks: 1_200_000 }),
    ]);
    expect(receiptTotal(receipt)).toBe(TOTAL * 100);
  });

  it("takes the configured VAT code, payment mode and subject", () => {
    const receipt = buildReceipt({
      lines: stayLines(stay),
      amount: TOTAL,
      customer,
      settings: { vatCode: 4, paymentMode: "full_payment", paymentSubject: "commodity" },
    });
    for (const item of receipt.items) {
      expect(item).toMatchObject({ vatCode: 4, paymentMode: "full_payment", paymentSubject: "commodity" });
    }
  });

  it("shares a part over the lines in proportion, to the kopeck (a difference after a change)", () => {
    // 1 000 ₽ over 15 400 / 11 200 / 9 000 / 12 000 (47 600) in kopecks: 32 352.94…, 23 529.41…,
    // 18 907.56…, 25 210.08…; rounded down that is 99 998, and the two kopecks left go to .94 and .56.
    const receipt = buildReceipt({ lines: stayLines(stay), amount: 1_000, customer, settings });
    expect(receipt.items.map((item) => [item.quantity, item.unitKopecks])).toEqual([
      [1, 32_353],
      [1, 23_529],
      [1, 18_908],
      [1, 25_210],
    ]);
    expect(receiptTotal(receipt)).toBe(100_000);
  });

  it("leaves out a line whose share rounds to nothing", () => {
    const lines: ReceiptLine[] = [
      { description: "Номер", quantity: 1, unitPrice: 1_000_000 },
      { description: "Мелочь", quantity: 1, unitPrice: 1 },
    ];
    const receipt = buildReceipt({ lines, amount: 1, customer, settings });
    expect(receipt.items).toEqual([expect.objectContaining({ description: "Номер", unitKopecks: 100 })]);
  });

  it("clips a description to YooKassa's 128 characters", () => {
    const lines = [{ description: "Я".repeat(200), quantity: 1, unitPrice: 100 }];
    const [item] = buildReceipt({ lines, amount: 100, customer, settings }).items;
    expect(item?.description).toHaveLength(128);
    expect(item?.description.endsWith("…")).toBe(true);
  });

  it("refuses more than the lines are worth, nothing, and fractions of a ruble", () => {
    const lines = stayLines(stay);
    expect(() => buildReceipt({ lines, amount: TOTAL + 1, customer, settings })).toThrow(RangeError);
    expect(() => buildReceipt({ lines, amount: 0, customer, settings })).toThrow(RangeError);
    expect(() => buildReceipt({ lines, amount: 10.5, customer, settings })).toThrow(RangeError);
  });

  it("is sent to the guest's e-mail, or to the phone's digits without one", () => {
    expect(receiptCustomer({ email: " anna@example.ru ", phone: "+7 999 123-45-67" })).toEqual({
      email: "anna@example.ru",
    });
    expect(receiptCustomer({ email: "", phone: "+7 999 123-45-67" })).toEqual({ phone: "79991234567" });
  });
});

describe("the receipt of a refund", () => {
  const paid = buildReceipt({ lines: stayLines(stay), amount: TOTAL, customer, settings });

  it("repeats the payment's receipt when all of it comes back", () => {
    expect(refundReceipt(paid, TOTAL)).toEqual(paid);
  });

  it("shares a partial refund over the payment's items, to the kopeck", () => {
    const refund = refundReceipt(paid, 15_401);
    expect(receiptTotal(refund)).toBe(1_540_100);
    expect(refund.customer).toEqual(customer);
    for (const item of refund.items) expect(item.quantity).toBe(1);
  });

  it("refuses more than was paid", () => {
    expect(() => refundReceipt(paid, TOTAL + 1)).toThrow(RangeError);
  });
});

describe("sharing out", () => {
  it("gives the kopecks left to the largest remainders, the earlier on a tie", () => {
    expect(shareOut([1, 1, 1], 2)).toEqual([1, 1, 0]);
    expect(shareOut([10, 20, 30], 6)).toEqual([1, 2, 3]);
    expect(shareOut([3, 3], 3)).toEqual([2, 1]);
  });

  it("keeps every digit of sums beyond 2^53 when multiplied", () => {
    // 30 nights × 5 rooms at 400 000 ₽ in kopecks: the product of two such numbers is ~10^19.
    const totals = [6_000_000_000, 3_000_000_001, 2_999_999_999];
    const shares = shareOut(totals, 7_777_777_777);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(7_777_777_777);
    // Exact: 3 888 888 888.5, 1 944 444 445.148…, 1 944 444 443.851… — the kopeck left goes to the last.
    expect(shares).toEqual([3_888_888_888, 1_944_444_445, 1_944_444_444]);
  });

  it("always sums to the amount, never gives a line more than its total, and stays proportional", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50_000_000 }), { minLength: 1, maxLength: 12 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (totals, fraction) => {
          const sum = totals.reduce((a, b) => a + b, 0);
          const amount = Math.floor(sum * fraction);
          const shares = shareOut(totals, amount);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
          shares.forEach((share, index) => {
            const total = totals[index] ?? 0;
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(total);
            // Within one kopeck of the exact proportion.
            if (sum > 0) expect(Math.abs(share - (total * amount) / sum)).toBeLessThan(1 + 1e-6);
          });
        },
      ),
    );
  });

  it("gives receipts whose items add up to the charged amount for any part of any booking", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 5 }),
            unitPrice: fc.integer({ min: 1, max: 400_000 }),
          }),
          { minLength: 1, maxLength: 10 },
        ),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (raw, fraction) => {
          const lines = raw.map((line, index) => ({ ...line, description: `Строка ${index}` }));
          const total = lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
          const amount = Math.max(1, Math.floor(total * fraction));
          const receipt = buildReceipt({ lines, amount, customer, settings });
          expect(receiptTotal(receipt)).toBe(amount * 100);
          const refund = Math.max(1, Math.floor(amount * fraction));
          expect(receiptTotal(refundReceipt(receipt, refund))).toBe(refund * 100);
        },
      ),
    );
  });
});
