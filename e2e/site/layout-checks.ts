/**
 * Layout checks of a loaded page, for the per-route test (routes.e2e.ts: at each project's width,
 * on the page axe has just checked, and at the extra widths) and the grid tests of layout.e2e.ts.
 */
import type { Page } from "@playwright/test";

/**
 * Lays out every section (content-visibility: auto skips and clips those off screen), then waits
 * until the page stands still: its fonts loaded and no CSS transition running. axe reads each
 * element's colours live while it works through the page; a button caught in the middle of a
 * background transition has a see-through background, and axe then measures its text against
 * the section behind it (CI once failed «Открыть 3D-тур» on /aboutus so, ink on pine).
 */
export async function layOutEverything(page: Page): Promise<void> {
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  await page.waitForFunction(
    () =>
      document.fonts.status === "loaded" &&
      document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
    undefined,
    { polling: 50 },
  );
}

/** "W px: scrollWidth > innerWidth" when the page scrolls sideways, undefined when it fits. */
export async function sidewaysOverflow(page: Page): Promise<string | undefined> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  return scrollWidth > innerWidth ? `${innerWidth}px: ${scrollWidth} > ${innerWidth}` : undefined;
}

/** The prices «N NNN ₽» on the page that break across lines. */
export async function splitPrices(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const price = /\d{1,3}(?:[ \u00A0\u202F]\d{3})+[ \u00A0\u202F]?₽/g;
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (const match of text.matchAll(price)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
        );
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}
