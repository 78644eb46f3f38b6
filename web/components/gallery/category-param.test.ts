import { describe, expect, it } from "vitest";
import { categoryFromQuery, withCategory } from "./category-param";

const IDS = Array.from({ length: 11 }, (_, index) => index + 1);

describe("gallery ?category", () => {
  it("opens groups 1 to 11 only", () => {
    expect(categoryFromQuery("1", IDS)).toBe(1);
    expect(categoryFromQuery("11", IDS)).toBe(11);
    expect(categoryFromQuery("12", IDS)).toBeUndefined();
    expect(categoryFromQuery("0", IDS)).toBeUndefined();
    expect(categoryFromQuery("3a", IDS)).toBeUndefined();
    expect(categoryFromQuery(null, IDS)).toBeUndefined();
  });

  it("sets and removes the parameter, keeping the others", () => {
    expect(withCategory("", 4)).toBe("?category=4");
    expect(withCategory("?utm=mail&category=4", undefined)).toBe("?utm=mail");
    expect(withCategory("?category=4", undefined)).toBe("");
  });
});
