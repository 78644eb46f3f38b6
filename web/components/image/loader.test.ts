import { describe, expect, it } from "vitest";
import { contentImageLoader } from "./loader";

describe("contentImageLoader", () => {
  it("asks the embedded lake (site-relative /cdn URLs) for the srcset width, WebP/AVIF by Accept", () => {
    const url = contentImageLoader({ src: "/cdn/images/embedded/production/abc-1200x800.webp", width: 640 });
    expect(url).toBe("/cdn/images/embedded/production/abc-1200x800.webp?w=640&auto=format");
  });

  it("keeps a crop's aspect ratio when the URL carries w and h", () => {
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

  it("leaves other images as they are", () => {
    expect(contentImageLoader({ src: "/og-default.png", width: 640 })).toBe("/og-default.png");
  });
});
