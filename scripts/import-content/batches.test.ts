import { describe, expect, it } from "vitest";
import { batches } from "./import";

describe("batches", () => {
  it("keeps the order, at most 50 items, and a batch's JSON under the lake's body limit", () => {
    const small = Array.from({ length: 120 }, (_, index) => ({ index }));
    expect(batches(small).map((batch) => batch.length)).toEqual([50, 50, 20]);
    expect(batches(small).flat()).toEqual(small);

    const big = Array.from({ length: 60 }, (_, index) => ({ index, text: "я".repeat(8_000) }));
    const cut = batches(big);
    expect(cut.flat()).toEqual(big);
    for (const batch of cut) expect(JSON.stringify(batch).length).toBeLessThan(256 * 1024);
    expect(cut.length).toBeGreaterThan(2);
  });

  it("gives a document larger than the limit a batch of its own rather than dropping it", () => {
    const items = [{ a: 1 }, { a: "x".repeat(300_000) }, { a: 2 }];
    expect(batches(items).map((batch) => batch.length)).toEqual([1, 1, 1]);
  });

  it("makes no batch of nothing", () => {
    expect(batches([])).toEqual([]);
  });
});
