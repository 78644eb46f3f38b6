import { describe, expect, it } from "vitest";
import { cycle, sliderControls } from "./slider-state";

describe("image slider controls", () => {
  it("disables previous on the first image and next on the last", () => {
    expect(sliderControls(0, 3)).toEqual({ canGoBack: false, canGoForward: true, previous: 0, next: 1 });
    expect(sliderControls(1, 3)).toEqual({ canGoBack: true, canGoForward: true, previous: 0, next: 2 });
    expect(sliderControls(2, 3)).toEqual({ canGoBack: true, canGoForward: false, previous: 1, next: 2 });
  });

  it("has nothing to move with one image", () => {
    expect(sliderControls(0, 1)).toEqual({ canGoBack: false, canGoForward: false, previous: 0, next: 0 });
  });
});

describe("cyclic stepping (gallery viewer, video reviews)", () => {
  it("wraps past both ends", () => {
    expect(cycle(2, 1, 3)).toBe(0);
    expect(cycle(0, -1, 3)).toBe(2);
    expect(cycle(1, 1, 3)).toBe(2);
    expect(cycle(0, 1, 0)).toBe(0);
  });
});
