import { describe, expect, it } from "vitest";
import { popoverSide } from "./popover-side";

// A 1440 × 900 window with the site's header 72 px tall (its top bar scrolled away).
const window900 = { headerBottom: 72, windowHeight: 900 };

describe("popoverSide", () => {
  it("keeps the bar's calendar above the inputs when it fits below the header", () => {
    // The bar stuck to the window's bottom: 700 px of room above.
    expect(
      popoverSide({ preferred: "top", inputsTop: 820, inputsBottom: 890, height: 420, ...window900 }),
    ).toEqual({ side: "top", scrollBy: 0 });
  });

  it("opens below when the header leaves too little room above and there is enough below", () => {
    // The bar in the page's flow half-way up the window (the rate plans' end, the footer below).
    expect(
      popoverSide({ preferred: "top", inputsTop: 430, inputsBottom: 500, height: 375, ...window900 }),
    ).toEqual({ side: "bottom", scrollBy: 0 });
  });

  it("scrolls the page by what fits on neither side", () => {
    // A short window: 200 px above, 160 below, for a 380 px calendar → above, 180 px short.
    const answer = popoverSide({
      preferred: "top",
      inputsTop: 288,
      inputsBottom: 330,
      height: 380,
      headerBottom: 72,
      windowHeight: 506,
    });
    expect(answer.side).toBe("top");
    expect(answer.scrollBy).toBe(-(380 - (288 - 8 - 72 - 8)));
  });

  it("never counts a header scrolled out of the window", () => {
    expect(
      popoverSide({
        preferred: "bottom",
        inputsTop: 100,
        inputsBottom: 150,
        height: 300,
        headerBottom: -40,
        windowHeight: 900,
      }),
    ).toEqual({ side: "bottom", scrollBy: 0 });
    expect(
      popoverSide({
        preferred: "top",
        inputsTop: 316,
        inputsBottom: 380,
        height: 300,
        headerBottom: -40,
        windowHeight: 900,
      }),
    ).toEqual({ side: "top", scrollBy: 0 });
  });
});
