import { describe, expect, it } from "vitest";
import { QueryResultCache } from "./query";

function storeOf(versions: Record<string, number>) {
  return { version: (dataset: string) => versions[dataset] ?? 0 };
}

/** A result whose JSON is about `bytes` long. */
const sized = (bytes: number) => ({ text: "x".repeat(bytes) });

describe("the lake's query result cache", () => {
  it("keeps results until their bytes pass the bound, then drops the oldest first", () => {
    const cache = new QueryResultCache(storeOf({ production: 1 }), 8_000);
    for (const key of ["a", "b", "c", "d"]) cache.set("production", 1, key, sized(900));
    expect(cache.bytes).toBeLessThanOrEqual(8_000);
    expect(["a", "b", "c", "d"].every((key) => cache.has("production", key))).toBe(true);

    for (const key of ["e", "f", "g", "h", "i"]) cache.set("production", 1, key, sized(900));
    expect(cache.bytes).toBeLessThanOrEqual(8_000);
    expect(cache.has("production", "a")).toBe(false);
    expect(cache.has("production", "i")).toBe(true);
    expect(cache.get("production", "i")).toEqual(sized(900));
  });

  it("answers a result over an eighth of the bound without keeping it", () => {
    const cache = new QueryResultCache(storeOf({ production: 1 }), 8_000);
    const big = sized(1_500);
    expect(cache.set("production", 1, "big", big)).toBe(big);
    expect(cache.has("production", "big")).toBe(false);
    expect(cache.bytes).toBe(0);
  });

  it("forgets a dataset's results when it commits, and never keeps one computed for an older version", () => {
    const versions = { production: 1 };
    const cache = new QueryResultCache(storeOf(versions), 8_000);
    cache.set("production", 1, "a", sized(100));
    versions.production = 2;
    expect(cache.has("production", "a")).toBe(false);
    cache.set("production", 1, "late", sized(100));
    expect(cache.has("production", "late")).toBe(false);
    expect(cache.bytes).toBe(0);
  });

  it("holds every dataset's results to the one bound", () => {
    const cache = new QueryResultCache(storeOf({ production: 1, staging: 1 }), 4_000);
    for (let i = 0; i < 8; i++) cache.set("production", 1, `p${i}`, sized(450));
    for (let i = 0; i < 8; i++) cache.set("staging", 1, `s${i}`, sized(450));
    expect(cache.bytes).toBeLessThanOrEqual(4_000);
    expect(cache.has("staging", "s7")).toBe(true);
  });
});
