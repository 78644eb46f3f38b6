import { describe, expect, it } from "vitest";
import { pageMetadata } from "./metadata";

const picture = {
  src: "/cdn/images/embedded/production/abc-1200x800.webp?w=1200&h=800&fit=crop&auto=format",
  alt: "Фасад отеля",
  width: 1200,
  height: 800,
};

describe("pageMetadata", () => {
  it("writes the link preview once, in Open Graph, and only the card's kind for X (Next.js fills the rest)", () => {
    const metadata = pageMetadata({
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

  it("lets the SEO fields win over the page's own title, text and picture", () => {
    const metadata = pageMetadata({
      path: "/",
      title: "Главная",
      description: "Текст",
      image: picture,
      seo: { title: "Сосновый берег", description: "SEO", image: { ...picture, alt: "SEO-картинка" } },
    });
    expect(metadata.title).toBe("Сосновый берег");
    expect(metadata.description).toBe("SEO");
    expect(metadata.openGraph).toMatchObject({ images: [{ alt: "SEO-картинка" }] });
  });
});
