import { describe, expect, it } from "vitest";
import { minimumStay } from "../../hotel/db/seed/prices";
import { addDays } from "../../rules";
import { classFigures, percentile } from "./mixed";
import {
  chosenSource,
  memoryMinutes,
  pageImages,
  pickByWeight,
  randomStay,
  sitemapPaths,
  slotWidth,
} from "./mixed-pick";

describe("sitemapPaths", () => {
  it("takes each <loc>'s path and query once, whatever its origin", () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<url><loc>http://localhost:3700</loc><priority>1</priority></url>
<url><loc>http://localhost:3700/rooms/1</loc></url>
<url><loc>https://hotel.example/offers/spa?from=a&amp;to=b</loc></url>
<url><loc>http://localhost:3700/rooms/1</loc></url>
</urlset>`;
    expect(sitemapPaths(xml)).toEqual(["/", "/rooms/1", "/offers/spa?from=a&to=b"]);
  });
});

describe("slotWidth", () => {
  it("takes the first size whose media condition holds on the screen, else the last, else the screen", () => {
    expect(slotWidth("(max-width: 1023px) 100vw, 58vw", 412)).toBe(412);
    expect(slotWidth("(max-width: 1023px) 100vw, 58vw", 1280)).toBeCloseTo(742.4);
    expect(slotWidth("(max-width: 767px) 100vw, (max-width: 1439px) 50vw, 33vw", 412)).toBe(412);
    expect(slotWidth("(min-width: 768px) 400px, 50vw", 412)).toBe(206);
    expect(slotWidth("56px", 412)).toBe(56);
    expect(slotWidth(undefined, 412)).toBe(412);
    expect(slotWidth("calc(100vw - 32px)", 412)).toBe(412);
  });
});

describe("chosenSource", () => {
  const phone = { viewport: 412, density: 1.75 };
  const srcset = "/cdn/i/a?w=420 420w, /cdn/i/a?w=828 828w, /cdn/i/a?w=1280 1280w";

  it("takes the narrowest width covering the slot at the phone's density", () => {
    expect(chosenSource({ src: "/cdn/i/a?w=1280", srcset, sizes: "100vw" }, phone)).toBe("/cdn/i/a?w=828");
    expect(chosenSource({ srcset, sizes: "200px" }, phone)).toBe("/cdn/i/a?w=420");
    expect(chosenSource({ srcset, sizes: "100vw" }, { viewport: 412, density: 4 })).toBe("/cdn/i/a?w=1280");
  });

  it("takes the least density at least the phone's from an x srcset, and the src without a srcset", () => {
    expect(chosenSource({ srcset: "/a.png 1x, /b.png 2x, /c.png 3x" }, phone)).toBe("/b.png");
    expect(chosenSource({ srcset: "/a.png, /b.png 1.5x" }, phone)).toBe("/b.png");
    expect(chosenSource({ src: "/logo.svg" }, phone)).toBe("/logo.svg");
    expect(chosenSource({ src: "" }, phone)).toBeUndefined();
  });
});

describe("pageImages", () => {
  it("loads each <img>'s pick once, on the page's own origin, with its entities decoded", () => {
    const html = `<main>
<img alt="" loading="lazy" sizes="100vw" srcSet="/cdn/i/a?w=420&amp;q=70 420w, /cdn/i/a?w=828&amp;q=70 828w" src="/cdn/i/a?w=828&amp;q=70">
<IMG src="/cdn/i/logo.svg" alt="Логотип"/>
<img src="/cdn/i/logo.svg" alt="again">
<img src="https://elsewhere.example/x.png" alt="">
<img src="data:image/gif;base64,R0lGOD" alt="">
</main>`;
    expect(pageImages(html, "http://127.0.0.1:3700/rooms/1")).toEqual([
      "http://127.0.0.1:3700/cdn/i/a?w=828&q=70",
      "http://127.0.0.1:3700/cdn/i/logo.svg",
    ]);
  });
});

describe("pickByWeight", () => {
  it("gives each key a share of [0, 1) as large as its weight", () => {
    const weights = { content: 80, ratePlans: 12, booking: 5, calendar: 2 };
    expect(pickByWeight(weights, 0)).toBe("content");
    expect(pickByWeight(weights, 79.9 / 99)).toBe("content");
    expect(pickByWeight(weights, 80.1 / 99)).toBe("ratePlans");
    expect(pickByWeight(weights, 92.5 / 99)).toBe("booking");
    expect(pickByWeight(weights, 0.999)).toBe("calendar");
  });
});

describe("randomStay", () => {
  it("stays between tomorrow and a month before the horizon, for at least the arrival's minimum stay", () => {
    const today = "2026-11-28";
    const horizon = "2028-05-28";
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let i = 0; i < 500; i++) {
      const { arrival, departure, rooms } = randomStay(today, horizon, random);
      expect(arrival > today).toBe(true);
      expect(arrival <= addDays(horizon, -31)).toBe(true);
      const nights = (Date.parse(departure) - Date.parse(arrival)) / 86_400_000;
      expect(nights).toBeGreaterThanOrEqual(Math.max(1, minimumStay(arrival)));
      expect(rooms.length === 1 || rooms.length === 2).toBe(true);
      for (const room of rooms) {
        expect(room.adults).toBeGreaterThanOrEqual(1);
        expect(room.adults).toBeLessThanOrEqual(3);
        expect(room.children).toBeLessThanOrEqual(2);
      }
    }
  });
});

describe("memoryMinutes", () => {
  const samples = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 170, 180].map(
    (atSeconds) => ({ atSeconds, rssKb: atSeconds }),
  );

  it("averages the samples of the first minute and of the last", () => {
    expect(memoryMinutes(samples, 180)).toEqual({ firstKb: 25, lastKb: 155 });
  });

  it("has nothing to compare in a run under two minutes", () => {
    expect(memoryMinutes(samples.slice(0, 4), 30)).toBeUndefined();
    expect(memoryMinutes([], 180)).toBeUndefined();
  });
});

describe("classFigures", () => {
  it("counts answers per second, takes nearest-rank percentiles and counts failures as requests", () => {
    const latencies = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(latencies, 0.5)).toBe(50);
    expect(percentile(latencies, 0.99)).toBe(99);
    expect(percentile([], 0.99)).toBe(0);
    expect(classFigures("content", latencies, { "200": 98, "503": 2 }, { ECONNRESET: 1 }, 10)).toEqual({
      class: "content",
      requests: 101,
      requestsPerSecond: 10,
      p50Ms: 50,
      p99Ms: 99,
      statuses: { "200": 98, "503": 2 },
      errors: { ECONNRESET: 1 },
    });
  });
});
