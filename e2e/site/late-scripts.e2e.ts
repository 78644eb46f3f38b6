import { expect, test } from "../support/test";
import { hydrated } from "../support/hydration";

// The site's scripts are fetched after the first frame is painted (docs/performance.md «Scripts
// after the first paint»), so the first screen's picture, fonts and styles have the network to
// themselves; the page then hydrates as before.

declare global {
  interface Window {
    __firstFrame?: number;
  }
}

for (const route of ["/", "/rooms/1"]) {
  test(`${route}: the scripts are fetched after the first frame and after the first picture, then the page hydrates`, async ({
    page,
  }) => {
    // Runs before anything of the page: this frame callback is the first one the page has.
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        window.__firstFrame = performance.now();
      });
    });
    await page.goto(route);
    await hydrated(page.locator("header button").first());
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const scripts = resources.filter(({ name }) => /\/_next\/static\/.+\.js$/.test(new URL(name).pathname));
      const hero = document.querySelector('main img[fetchpriority="high"]') as HTMLImageElement | null;
      const picture = resources.find(({ name }) => name === hero?.currentSrc);
      return {
        firstFrame: window.__firstFrame ?? null,
        scripts: scripts.map(({ startTime }) => startTime),
        picture: picture?.startTime ?? null,
      };
    });
    expect(timing.firstFrame).not.toBeNull();
    expect(timing.picture).not.toBeNull();
    expect(timing.scripts.length).toBeGreaterThan(3);
    for (const start of timing.scripts) {
      expect(start).toBeGreaterThanOrEqual(timing.firstFrame ?? Infinity);
      expect(start).toBeGreaterThan(timing.picture ?? Infinity);
    }
  });
}
