import { describe, expect, it } from "vitest";
import { carouselWindow } from "./carousel-state";
import { swipeStep } from "./swipe";

describe("review carousel paging", () => {
  it("shows three at a time, previous off at the start and next off at the end", () => {
    expect(carouselWindow(0, 9)).toEqual({
      start: 0,
      canGoBack: false,
      canGoForward: true,
      visible: [0, 1, 2],
    });
    expect(carouselWindow(1, 9)).toEqual({
      start: 1,
      canGoBack: true,
      canGoForward: true,
      visible: [1, 2, 3],
    });
    expect(carouselWindow(6, 9)).toEqual({
      start: 6,
      canGoBack: true,
      canGoForward: false,
      visible: [6, 7, 8],
    });
  });

  it("never leaves the list, and with three or fewer reviews both controls are off", () => {
    expect(carouselWindow(99, 9).start).toBe(6);
    expect(carouselWindow(-3, 9).start).toBe(0);
    expect(carouselWindow(0, 2)).toEqual({
      start: 0,
      canGoBack: false,
      canGoForward: false,
      visible: [0, 1],
    });
    expect(carouselWindow(0, 0)).toEqual({ start: 0, canGoBack: false, canGoForward: false, visible: [] });
  });
});

describe("swipe", () => {
  it("changes the slide only beyond 50 px, to the next for a swipe to the left", () => {
    expect(swipeStep(-51)).toBe(1);
    expect(swipeStep(51)).toBe(-1);
    expect(swipeStep(-50)).toBe(0);
    expect(swipeStep(30)).toBe(0);
  });

  it("ignores mostly vertical drags (the page is scrolling)", () => {
    expect(swipeStep(-80, 120)).toBe(0);
  });
});
