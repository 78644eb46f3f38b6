import { beforeAll, describe, expect, it, vi } from "vitest";
import type * as Metadata from "./metadata";

vi.mock("@web/features/content/site", () => ({
  getSiteSettings: () => Promise.resolve({ hotelName: "Сосновый берег" }),
}));

// The language of the page being rendered, which next-intl knows from the page's address.
const rendering = vi.hoisted(() => ({ language: "ru" as "ru" | "en" }));
vi.mock("next-intl/server", () => ({ getLocale: () => Promise.resolve(rendering.language) }));

// Test files share their worker's modules (vitest.config.ts `isolate: false`): a file that ran
// before may have loaded ./metadata with the real content source, which the mock above would not
// replace. A fresh module graph for this file makes ./metadata import the mock whatever ran first.
let pageMetadata: typeof Metadata.pageMetadata;
let tabTitle: typeof Metadata.tabTitle;
beforeAll(async () => {
  vi.resetModules();
  ({ pageMetadata, tabTitle } = await import("./metadata"));
});

const picture = {
  src: "/cdn/images/embedded/production/abc-1200x800.webp?w=1200&h=800&fit=crop&auto=format",
  alt: "Фасад отеля",
  width: 1200,
  height: 800,
};

describe("pageMetadata", () => {
  it("names the page's address in each language, the canonical one in the page's own", async () => {
    try {
      rendering.language = "en";
      const english = await pageMetadata({ path: "/rooms/1", title: "Deluxe" });
      expect(english.alternates).toEqual({
        canonical: "/en/rooms/1",
        languages: { ru: "/rooms/1", en: "/en/rooms/1", "x-default": "/rooms/1" },
      });
      expect(english.openGraph).toMatchObject({ url: "/en/rooms/1", locale: "en_GB" });
      rendering.language = "ru";
      const russian = await pageMetadata({ path: "/", title: "Главная" });
      expect(russian.alternates).toEqual({
        canonical: "/",
        languages: { ru: "/", en: "/en", "x-default": "/" },
      });
      expect(russian.openGraph).toMatchObject({ url: "/", locale: "ru_RU" });
    } finally {
      rendering.language = "ru";
    }
  });

  it("writes the link preview once, in Open Graph, and only the card's kind for X (Next.js fills the rest)", async () => {
    const metadata = await pageMetadata({
      path: "/rooms/1",
      title: "Делюкс",
      description: "Светлый номер",
      image: picture,
    });
    expect(metadata.openGraph).toMatchObject({
      title: "Делюкс",
      description: "Светлый номер",
      url: "/rooms/1",
      images: [{ width: 1200, height: 630, alt: "Фасад отеля" }],
    });
    expect(metadata.twitter).toEqual({ card: "summary_large_image" });
  });

  it("lets the SEO fields win over the page's own title, text and picture", async () => {
    const metadata = await pageMetadata({
      path: "/",
      title: "Главная",
      description: "Текст",
      image: picture,
      seo: { title: "Сосновый берег", description: "SEO", image: { ...picture, alt: "SEO-картинка" } },
    });
    expect(metadata.title).toEqual({ absolute: "Сосновый берег" });
    expect(metadata.description).toBe("SEO");
    expect(metadata.openGraph).toMatchObject({ images: [{ alt: "SEO-картинка" }] });
  });

  it("names the hotel once in the tab: a title that names it is not given « — hotel» again", async () => {
    const seo = { title: "Делюкс — номер в отеле «Сосновый берег»" };
    const metadata = await pageMetadata({ path: "/rooms/1", title: "Делюкс", seo });
    expect(metadata.title).toEqual({ absolute: "Делюкс — номер в отеле «Сосновый берег»" });
    expect((await pageMetadata({ path: "/rooms/1", title: "Делюкс" })).title).toBe("Делюкс");
  });
});

describe("tabTitle", () => {
  it("leaves the layout's « — hotel» to a title without the hotel's name", () => {
    expect(tabTitle("Рестораны", "Сосновый берег")).toBe("Рестораны");
  });
});
