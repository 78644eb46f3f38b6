import { describe, expect, it } from "vitest";
import { toPicture } from "./picture";

const ref = "image-e506e894a66a5e35d8e0144b881c11be33e61a63-1200x800-webp";

describe("toPicture", () => {
  it("asks for the stored picture without a size: the loader adds each width", () => {
    expect(toPicture({ asset: { _ref: ref }, alt: " Лобби ", width: 1200, height: 800 })).toEqual({
      src: "/cdn/i/e506e894a66a5e35d8e0144b881c11be33e61a63-1200x800.webp",
      alt: "Лобби",
      width: 1200,
      height: 800,
    });
  });

  it("keeps the size when the Studio crops the picture or the box has another shape", () => {
    const crop = { top: 0.25, bottom: 0.25, left: 0, right: 0 };
    expect(toPicture({ asset: { _ref: ref }, crop, width: 1200, height: 800 })?.src).toBe(
      "/cdn/i/e506e894a66a5e35d8e0144b881c11be33e61a63-1200x800.webp?rect=300,200,600,400&w=1200&h=800&fit=crop",
    );
    expect(toPicture({ asset: { _ref: ref }, width: 1200, height: 600 }, "Фасад")).toMatchObject({
      src: "/cdn/i/e506e894a66a5e35d8e0144b881c11be33e61a63-1200x800.webp?rect=0,100,1200,600&w=1200&h=600&fit=crop",
      alt: "Фасад",
    });
  });

  it("is nothing without an asset", () => {
    expect(toPicture({ asset: null })).toBeUndefined();
    expect(toPicture(undefined)).toBeUndefined();
  });
});
