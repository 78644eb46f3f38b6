import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "../support/test";
import { layOutEverything, sidewaysOverflow, splitPrices } from "./layout-checks";
import { CONTENT_ROUTES, SERVICE_IDS } from "./routes";

// WCAG 2.2 AA, the level docs/site.md holds the pages to; axe's best-practice rules stay off (they are not WCAG).
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

// Each page is checked at the projects' widths, the common phone (375) and the desktop (1440);
// layout.e2e.ts measures every page at the narrowest phone and the first laptop width as well.
for (const route of CONTENT_ROUTES) {
  test(`${route} renders in the shell with its heading, axe finds no WCAG 2.2 AA violation, nothing overflows`, async ({
    page,
  }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("banner")).toContainText("Сосновый берег");
    await expect(page.getByRole("contentinfo")).toContainText("© 2024");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(/Сосновый берег|Что-то пошло не так/);
    // Sections below the first screen skip layout (content-visibility: auto) until they near the
    // viewport; axe measures targets and contrast on laid-out boxes, so lay everything out first.
    await layOutEverything(page);
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      ),
    ).toEqual([]);
    // The same laid-out page at the project's width: nothing scrolls sideways, and no price
    // «N NNN ₽» breaks across lines.
    expect(await sidewaysOverflow(page)).toBeUndefined();
    expect(await splitPrices(page)).toEqual([]);
    // A class list built from a CSS module's missing class carries the word «undefined».
    expect(await page.locator('[class~="undefined"]').count()).toBe(0);
  });
}

// What a path answers does not depend on the width: the desktop project checks it once.
test.describe("what each path answers", () => {
  test.skip(({ isMobile }) => isMobile, "routing, not layout: one width is enough");

  test("each of the 31 service ids has its page", async ({ page }) => {
    test.setTimeout(120_000);
    for (const id of SERVICE_IDS) {
      const response = await page.goto(`/services/${id}`);
      expect(response?.status(), id).toBe(200);
      expect(new URL(page.url()).pathname, id).toBe(`/services/${id}`);
      await expect(page.getByRole("heading", { level: 1 }), id).toBeVisible();
    }
  });

  test("unknown ids and bad room queries go to /error, a designed page with a way back", async ({ page }) => {
    for (const path of [
      "/rooms/7",
      "/rooms/abc",
      "/services/unknown-service",
      "/offers/unknown-offer",
      "/restaurant/9",
      "/rooms/1?guests=2,0|1,0",
      "/rooms/1?arrival-date=2026-12-01&departure-date=03.12.2026",
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/error$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Что-то пошло не так");
      await expect(page.getByRole("link", { name: "На главную" })).toHaveAttribute("href", "/");
    }
  });

  test("a valid room query is kept on the room page", async ({ page }) => {
    await page.goto("/rooms/2?arrival-date=01.12.2026&departure-date=03.12.2026&guests=2,1");
    await expect(page).toHaveURL(/\/rooms\/2\?arrival-date=01\.12\.2026/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Семейный делюкс");
  });

  test("any other path answers 404 with the plain text «Что-то пошло не так»", async ({ page }) => {
    for (const path of ["/no-such-page", "/rooms/1/extra", "/services/spa/more"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("main")).toHaveText("Что-то пошло не так");
    }
  });
});
