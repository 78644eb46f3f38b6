import { describe, expect, it } from "vitest";
import { contentImageLoader } from "./loader";

const picture = "/cdn/images/embedded/production/abc-1200x800.webp?w=1200&h=800&fit=crop&auto=format";

describe("contentImageLoader", () => {
  it("asks the embedded lake (site-relative /cdn URLs) for the srcset width, WebP/AVIF by Accept", () => {
    const url = contentImageLoader({ src: "/cdn/images/embedded/production/abc-1200x800.webp", width: 640 });
    expect(url).toBe("/cdn/images/embedded/production/abc-1200x800.webp?w=640&auto=format");
  });

  it("drops h and fit when the width keeps the picture's own shape: they change no byte", () => {
    expect(contentImageLoader({ src: picture, width: 828 })).toBe(
      "/cdn/images/embedded/production/abc-1200x800.webp?w=828&auto=format",
    );
    expect(contentImageLoader({ src: picture, width: 1200, quality: 65 })).toBe(
      "/cdn/images/embedded/production/abc-1200x800.webp?w=1200&auto=format&q=65",
    );
    const sanity =
      "https://cdn.sanity.io/images/p/production/abc-1920x1080.jpg?w=1920&h=1080&fit=crop&auto=format";
    expect(contentImageLoader({ src: sanity, width: 420 })).toBe(
      "https://cdn.sanity.io/images/p/production/abc-1920x1080.jpg?w=420&auto=format",
    );
  });

  it("adds no auto=format on the lake's short path of the site's images, where it is implied", () => {
    expect(contentImageLoader({ src: "/cdn/i/abc-1200x800.webp", width: 640 })).toBe(
      "/cdn/i/abc-1200x800.webp?w=640",
    );
    expect(
      contentImageLoader({ src: "/cdn/i/abc-1200x800.webp?w=1200&h=800&fit=crop", width: 828, quality: 65 }),
    ).toBe("/cdn/i/abc-1200x800.webp?w=828&q=65");
    const url = new URL(
      contentImageLoader({ src: "/cdn/i/abc-1200x800.webp?w=800&h=400", width: 420 }),
      "http://x",
    );
    expect([url.searchParams.get("h"), url.searchParams.get("fit"), url.searchParams.has("auto")]).toEqual([
      "210",
      "crop",
      false,
    ]);
  });

  it("keeps a crop's aspect ratio when the URL carries w and h of another shape", () => {
    const url = new URL(
      contentImageLoader({
        src: "https://cdn.sanity.io/images/p/production/abc-1200x800.jpg?w=800&h=400",
        width: 1600,
        quality: 60,
      }),
    );
    expect(url.searchParams.get("w")).toBe("1600");
    expect(url.searchParams.get("h")).toBe("800");
    expect(url.searchParams.get("fit")).toBe("crop");
    expect(url.searchParams.get("q")).toBe("60");
  });

  it("measures the shape on the Studio's crop (rect), not on the stored image", () => {
    const cropped =
      "/cdn/images/embedded/production/abc-1200x800.webp?rect=0,0,800,800&w=1200&h=800&fit=crop";
    const url = new URL(contentImageLoader({ src: cropped, width: 420 }), "http://x");
    expect(url.searchParams.get("h")).toBe("280");
    expect(url.searchParams.get("fit")).toBe("crop");
  });

  it("keeps fit=max past the picture's own width, where it stops an enlargement", () => {
    const url = new URL(
      contentImageLoader({
        src: "https://cdn.sanity.io/images/p/production/abc-1200x800.jpg?fit=max",
        width: 1920,
      }),
    );
    expect(url.searchParams.get("fit")).toBe("max");
  });

  it("leaves other images as they are", () => {
    expect(contentImageLoader({ src: "/og-default.png", width: 640 })).toBe("/og-default.png");
  });
});
