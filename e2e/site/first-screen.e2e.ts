import { expect, test, type Locator } from "../support/test";

// The first screen is painted by the HTML and CSS alone (docs/site.md#first-screen): with
// JavaScript off, the page's first picture (the one fetched with high priority, the page's
// largest paint) is loaded, shown and not see-through, and its heading is there. Nothing that
// waits for a script (a fade-in, a slider that shows its first slide once hydrated) may hide it.
test.use({ javaScriptEnabled: false });

/** Why the picture is not painted as loaded, or null when it is. */
async function hiddenBecause(picture: Locator): Promise<string | null> {
  return picture.evaluate((element) => {
    if (!(element instanceof HTMLImageElement)) return "not an <img>";
    if (!element.complete || element.naturalWidth === 0) return "not loaded";
    const box = element.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return `${box.width}×${box.height} px`;
    if (box.top >= window.innerHeight) return `below the first screen (top ${Math.round(box.top)} px)`;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (Number(style.opacity) === 0)
        return `opacity 0 on <${node.tagName.toLowerCase()} class="${node.className}">`;
      if (style.visibility !== "visible") return `visibility ${style.visibility}`;
      if (style.display === "none") return `display none on <${node.tagName.toLowerCase()}>`;
    }
    return null;
  });
}

const PAGES = [
  { route: "/", heading: /Светлогорск/ },
  { route: "/rooms/1", heading: /Делюкс/ },
] as const;

for (const { route, heading } of PAGES) {
  test(`${route} without JavaScript: the first picture is loaded and shown, the heading is there`, async ({
    page,
  }) => {
    await page.goto(route, { waitUntil: "load" });
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    const picture = page.locator('main img[fetchpriority="high"]');
    await expect(picture).toHaveCount(1);
    await expect(picture).toBeVisible();
    expect(await hiddenBecause(picture)).toBeNull();
  });
}
