import { expect, test } from "../support/test";
import {
  clippedHeadings,
  layOutEverything,
  overlappingHeaderControls,
  showEverySection,
  sidewaysOverflow,
} from "./layout-checks";
import { EVERY_PAGE } from "./routes";

// The site's breakpoints are 767, 1023 and 1439 (docs/site.md#design): the narrowest phone, the
// common phone, the first laptop width and the desktop.
const WIDTHS = [320, 375, 1024, 1440] as const;

// Every page at every width, one browser page per width (a new page per route would cost each
// of the 300 visits a context). Each page is measured twice: as it loads, with the sections below
// the first screen still skipped (content-visibility: auto, whose placeholder size once made
// /rooms 720 px wide on every phone), and with every section laid out.
test.describe("every page at 320, 375, 1024 and 1440 px", () => {
  test.skip(({ isMobile }) => isMobile, "the width is set by the test");

  for (const width of WIDTHS) {
    test(`${width} px: nothing scrolls sideways, no heading is cut off or covered, the header's controls do not overlap`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      const problems: string[] = [];
      for (const route of EVERY_PAGE) {
        await page.goto(route, { waitUntil: "domcontentloaded" });
        await page.evaluate(() => document.fonts.ready);
        const asLoaded = await sidewaysOverflow(page);
        if (asLoaded) problems.push(`${route} as loaded: ${asLoaded}`);
        await showEverySection(page);
        const laidOut = await sidewaysOverflow(page);
        if (laidOut) problems.push(`${route} laid out: ${laidOut}`);
        for (const heading of await clippedHeadings(page)) problems.push(`${route}: ${heading}`);
        if (route === "/")
          for (const overlap of await overlappingHeaderControls(page)) problems.push(`header: ${overlap}`);
      }
      expect(problems).toEqual([]);
    });
  }
});

test.describe("the grid at desktop width", () => {
  test.skip(({ isMobile }) => isMobile, "the width is set by the test");

  test("the stats strip on /aboutus stays on the grid at 1440 px", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/aboutus");
    await layOutEverything(page);
    const strip = page.getByRole("region", { name: "Отель в цифрах" });
    const heading = page.getByRole("heading", { level: 1 });
    const headingBox = await heading.boundingBox();
    const cards = await strip.getByRole("listitem").evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect();
        return { left: box.left, right: box.right };
      }),
    );
    expect(headingBox).not.toBeNull();
    const first = cards[0];
    const last = cards.at(-1);
    // The cards start where the page's text starts and end as far from the right edge.
    expect(Math.round(first?.left ?? 0)).toBe(Math.round(headingBox?.x ?? -1));
    expect(Math.round(1440 - (last?.right ?? 0))).toBe(Math.round(headingBox?.x ?? -1));
  });
});

test.describe("the footer has room above it", () => {
  for (const route of ["/offers", "/reviews", "/brand", "/aboutus"]) {
    test(`${route}: the last section or card does not touch the dark footer`, async ({ page }) => {
      await page.goto(route);
      await layOutEverything(page);
      // What is painted 16 px above the footer, across the page: the page's own paper, not a card
      // and not a dark section that would merge with the footer.
      const above = await page.evaluate(() => {
        const footerElement = document.querySelector("body > footer");
        if (!footerElement) throw new Error("no footer");
        // The footer's top edge in the middle of the screen, so the points above it are on screen.
        // "instant": the site scrolls smoothly, and a smooth scroll is still under way here.
        window.scrollTo({
          top: footerElement.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2,
          behavior: "instant",
        });
        const top = footerElement.getBoundingClientRect().top;
        const paint = (element: Element | null): string => {
          for (let current = element; current; current = current.parentElement) {
            const color = getComputedStyle(current).backgroundColor;
            if (color !== "rgba(0, 0, 0, 0)" && color !== "transparent") return color;
          }
          return getComputedStyle(document.body).backgroundColor;
        };
        return {
          page: getComputedStyle(document.body).backgroundColor,
          footer: paint(footerElement),
          samples: [0.1, 0.3, 0.5, 0.7, 0.9].map((x) =>
            paint(document.elementFromPoint(window.innerWidth * x, top - 16)),
          ),
        };
      });
      expect(above.samples).toEqual(above.samples.map(() => above.page));
      expect(above.page).not.toBe(above.footer);
    });
  }
});
