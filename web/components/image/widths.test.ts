import { describe, expect, it } from "vitest";
import { displayedWidths, srcSetWidths } from "./widths";

describe("displayedWidths", () => {
  it("reads the box at each end of every breakpoint's screens (320–1920 px)", () => {
    expect(displayedWidths("(max-width: 767px) 70vw, 25vw")).toEqual({ min: 192, max: 536.9 });
    expect(displayedWidths("(max-width: 767px) 80px, 140px")).toEqual({ min: 80, max: 140 });
    expect(displayedWidths("100vw")).toEqual({ min: 320, max: 1920 });
  });

  it("reads nothing it does not understand", () => {
    expect(displayedWidths("(min-width: 768px) 50vw, 100vw")).toBeUndefined();
    expect(displayedWidths("calc(100vw - 2rem)")).toBeUndefined();
  });
});

describe("srcSetWidths", () => {
  it("offers a room photo only the widths its slider can use, up to the photo's own", () => {
    expect(srcSetWidths("(max-width: 1023px) 100vw, 58vw", 1200)).toEqual([828, 1200]);
    expect(srcSetWidths("(max-width: 1023px) 100vw, 56vw", 1920)).toEqual([828, 1280, 1920]);
  });

  it("goes down to small rungs for small boxes and stops where the box does", () => {
    expect(srcSetWidths("(max-width: 767px) 50vw, 25vw", 1200)).toEqual([420, 828, 1200]);
    expect(srcSetWidths("(max-width: 767px) 80px, 140px", 1200)).toEqual([256, 420]);
    expect(srcSetWidths("56px", 400)).toEqual([128]);
  });

  it("never asks for more than the picture has", () => {
    expect(srcSetWidths("100vw", 300)).toEqual([300]);
    expect(srcSetWidths("100vw", 4000)).toEqual([828, 1280, 1920]);
  });

  it("offers every rung when sizes cannot be read", () => {
    expect(srcSetWidths("calc(100vw - 2rem)", 4000)).toEqual([128, 256, 420, 828, 1280, 1920]);
  });
});
