import AxeBuilder from "@axe-core/playwright";
import { localizedHref } from "../../web/i18n/paths";
import { expect, test, type Page } from "../support/test";
import { layOutEverything } from "./layout-checks";
import { CONTENT_ROUTES } from "./routes";

// The content pages in English (docs/languages.md): the site's own words on /en and every content
// route come from the catalogue, so no Russian letter is left in what the page shows, at both
// widths (the two projects) — except in the content, which managers edit in Sanity and which is
// Russian until it is translated (docs/content-model.md).

// WCAG 2.2 AA, as routes.e2e.ts checks the Russian pages.
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Where Russian may still show on an English page, and why. Keep it short: each entry goes once
 * its text is English.
 * - `[data-content]`: an element that shows a text from the content source (web/components and
 *   web/features mark them); English once the content is (the field-level translation).
 * - `[data-journey]`: a part of the booking journey on a content page (the room page's rates, the
 *   hero form's guests), whose words are the journey's catalogue's (web/features/booking).
 * - `header`, `footer`: the shell's, whose own words languages.e2e.ts checks; their menus, the
 *   hotel's name and address are site settings (content).
 */
const CONTENT = ["[data-content]", "[data-journey]", "body > header", "body > footer"];

/** Each visible text node with a Cyrillic letter outside the content, with where it is. */
async function russianOutsideContent(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      const element = node.parentElement;
      if (!element || !/\p{Script=Cyrillic}/u.test(text)) continue;
      if (element.closest(selector) || element.closest("script, style, template, noscript")) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const where = [element.tagName.toLowerCase(), element.className, element.getAttribute("data-testid")]
        .filter(Boolean)
        .join(".");
      found.push(`${where}: ${text.trim()}`);
    }
    return found;
  }, CONTENT.join(", "));
}

for (const route of CONTENT_ROUTES) {
  const path = localizedHref(route, "en");
  test(`${path} shows the site's own words in English`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    // Sections below the first screen are laid out, so their text counts as shown.
    await layOutEverything(page);
    expect(await russianOutsideContent(page)).toEqual([]);
  });
}

for (const route of ["/", "/rooms/1"]) {
  const path = localizedHref(route, "en");
  test(`${path} passes axe (WCAG 2.2 AA) in English`, async ({ page }) => {
    await page.goto(path);
    await layOutEverything(page);
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      ),
    ).toEqual([]);
  });
}
