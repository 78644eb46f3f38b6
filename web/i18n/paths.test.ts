import { describe, expect, it } from "vitest";
import { localizedHref, splitLanguage } from "./paths";

describe("localizedHref", () => {
  it("prefixes English addresses and leaves Russian ones bare", () => {
    expect(localizedHref("/rooms/lux", "en")).toBe("/en/rooms/lux");
    expect(localizedHref("/rooms/lux", "ru")).toBe("/rooms/lux");
    expect(localizedHref("/", "en")).toBe("/en");
    expect(localizedHref("/", "ru")).toBe("/");
  });

  it("keeps the query and the fragment", () => {
    expect(localizedHref("/booking/rate-plans?arrival-date=01.12.2026&guests=2", "en")).toBe(
      "/en/booking/rate-plans?arrival-date=01.12.2026&guests=2",
    );
    expect(localizedHref("/?x=1", "en")).toBe("/en?x=1");
    expect(localizedHref("/#faq", "en")).toBe("/en#faq");
  });

  it("moves an address from one language to the other", () => {
    expect(localizedHref("/en/rooms?guests=2", "ru")).toBe("/rooms?guests=2");
    expect(localizedHref("/en", "ru")).toBe("/");
    expect(localizedHref("/en/rooms", "en")).toBe("/en/rooms");
  });

  it("leaves external, protocol-relative and shared addresses alone", () => {
    expect(localizedHref("https://example.com/x", "en")).toBe("https://example.com/x");
    expect(localizedHref("//example.com/x", "en")).toBe("//example.com/x");
    expect(localizedHref("mailto:a@b.c", "en")).toBe("mailto:a@b.c");
    expect(localizedHref("#top", "en")).toBe("#top");
    expect(localizedHref("/api/booking/search", "en")).toBe("/api/booking/search");
    expect(localizedHref("/cdn/images/a.jpg", "en")).toBe("/cdn/images/a.jpg");
  });
});

describe("splitLanguage", () => {
  it("reads the language off the address", () => {
    expect(splitLanguage("/en/rooms")).toEqual({ language: "en", path: "/rooms" });
    expect(splitLanguage("/en")).toEqual({ language: "en", path: "/" });
    expect(splitLanguage("/en?x=1")).toEqual({ language: "en", path: "/?x=1" });
    expect(splitLanguage("/rooms")).toEqual({ language: "ru", path: "/rooms" });
    // A Russian address that merely starts with the letters «en» stays Russian.
    expect(splitLanguage("/entry")).toEqual({ language: "ru", path: "/entry" });
  });
});
