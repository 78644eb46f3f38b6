/**
 * Layout checks of a loaded page, for the per-route test (routes.e2e.ts: at each project's width,
 * on the page axe has just checked) and layout.e2e.ts (every page at four widths, the grid).
 */
import type { Locator, Page } from "@playwright/test";

/**
 * Lays out every section (content-visibility: auto skips and clips those off screen), then waits
 * until the page stands still: its fonts loaded and no CSS transition running. axe reads each
 * element's colours live while it works through the page; a button caught in the middle of a
 * background transition has a see-through background, and axe then measures its text against
 * the section behind it (CI once failed «Открыть 3D-тур» on /aboutus so, ink on pine).
 */
export async function layOutEverything(page: Page): Promise<void> {
  await showEverySection(page);
  await page.waitForFunction(
    () =>
      document.fonts.status === "loaded" &&
      document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
    undefined,
    { polling: 50 },
  );
}

/** Lays out every section, those off screen too (content-visibility: auto skips and clips them). */
export async function showEverySection(page: Page): Promise<void> {
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
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

/**
 * The headings (h1–h3) whose text the guest cannot read in full, each as "tag «text»: why": a
 * word wider than its box, a line past the screen's edge, or a line that something else (the
 * hero's photo, a clipping parent) covers. Each line is scrolled to the middle of the screen and
 * probed there, clear of the sticky header. Headings that are hidden (a closed dialog, another
 * tab) or inside a row that scrolls sideways on purpose (a carousel) are not the page's layout.
 */
export async function clippedHeadings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const scrollsSideways = (element: Element): boolean => {
      for (let current = element.parentElement; current; current = current.parentElement) {
        const overflowX = getComputedStyle(current).overflowX;
        if ((overflowX === "auto" || overflowX === "scroll") && current.scrollWidth > current.clientWidth + 1)
          return true;
      }
      return false;
    };
    const problems: string[] = [];
    for (const heading of document.querySelectorAll<HTMLElement>("h1, h2, h3")) {
      // A heading for screen readers only (.visually-hidden) is 1 px wide and clipped on purpose.
      const hidden = !heading.checkVisibility({ visibilityProperty: true }) || heading.clientWidth <= 1;
      if (hidden || scrollsSideways(heading)) continue;
      const name = `${heading.tagName.toLowerCase()} «${(heading.textContent ?? "").trim().slice(0, 40)}»`;
      if (heading.scrollWidth > heading.clientWidth + 1) {
        problems.push(`${name}: ${heading.scrollWidth} px of text in ${heading.clientWidth} px`);
        continue;
      }
      const range = document.createRange();
      range.selectNodeContents(heading);
      // The heading's lines, measured afresh after each scroll.
      const lines = () => [...range.getClientRects()].filter((rect) => rect.width > 4 && rect.height > 4);
      for (let index = 0; index < lines().length; index += 1) {
        const line = lines()[index];
        if (!line) break;
        if (line.left < -1 || line.right > window.innerWidth + 1) {
          problems.push(`${name}: a line spans ${Math.round(line.left)}–${Math.round(line.right)} px`);
          break;
        }
        // "instant": the site scrolls smoothly, and a smooth scroll would still be under way.
        window.scrollBy({ top: line.top + line.height / 2 - window.innerHeight / 2, behavior: "instant" });
        const probe = lines()[index];
        if (!probe) break;
        const y = probe.top + probe.height / 2;
        const cover = [probe.left + 2, probe.left + probe.width / 2, probe.right - 2]
          .map((x) => document.elementFromPoint(x, y))
          .find((hit) => !hit || !heading.contains(hit));
        if (cover !== undefined) {
          const by = cover
            ? `${cover.tagName.toLowerCase()}.${String(cover.className).slice(0, 30)}`
            : "nothing";
          problems.push(
            `${name}: covered by ${by} at ${Math.round(probe.left)}–${Math.round(probe.right)} px`,
          );
          break;
        }
      }
    }
    window.scrollTo({ top: 0, behavior: "instant" });
    return problems;
  });
}

/** The header's links and buttons that overlap another (the menu button over the logo). */
export async function overlappingHeaderControls(page: Page): Promise<string[]> {
  return page.getByRole("banner").evaluate((banner) => {
    const controls = [...banner.querySelectorAll<HTMLElement>("a, button")].filter(
      (control) => control.checkVisibility() && control.getBoundingClientRect().width > 0,
    );
    const overlaps: string[] = [];
    controls.forEach((first, index) => {
      const a = first.getBoundingClientRect();
      for (const second of controls.slice(index + 1)) {
        if (first.contains(second) || second.contains(first)) continue;
        const b = second.getBoundingClientRect();
        const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        const label = (element: HTMLElement) =>
          element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 20) ?? element.tagName;
        if (width > 0.5 && height > 0.5)
          overlaps.push(`${label(first)} × ${label(second)}: ${Math.round(width)} px`);
      }
    });
    return overlaps;
  });
}

/** "a–b px in c–d px" when `inner` reaches past either side of `outer` (a label out of its card). */
export async function spillsOut(inner: Locator, outer: Locator): Promise<string | undefined> {
  const [innerBox, outerBox] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  if (!innerBox || !outerBox) throw new Error("not on the page");
  const fits =
    innerBox.x >= outerBox.x - 0.5 && innerBox.x + innerBox.width <= outerBox.x + outerBox.width + 0.5;
  const span = (box: { x: number; width: number }) =>
    `${Math.round(box.x)}–${Math.round(box.x + box.width)} px`;
  return fits ? undefined : `${span(innerBox)} in ${span(outerBox)}`;
}
