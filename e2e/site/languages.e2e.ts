import { addDays, formatUrlDate, hotelToday } from "../../rules/dates";
import { hydrated } from "../support/hydration";
import { expect, test, type Locator, type Page } from "../support/test";

// The two languages' addresses and the RU / ENG switch (docs/languages.md), at 1440 and 375 px
// (the two projects).

/** The switch: in the header's top bar on wide screens, inside the menu on narrow ones. */
async function languageSwitch(page: Page, label: "Язык сайта" | "Language"): Promise<Locator> {
  const wide = (page.viewportSize()?.width ?? 0) >= 1024;
  if (!wide) {
    const menu = page.getByRole("button", { name: label === "Language" ? "Menu" : "Меню" });
    await hydrated(menu);
    await menu.click();
  }
  const switcher = page.getByRole("group", { name: label });
  await hydrated(switcher.getByRole("link").first());
  return switcher;
}

test.describe("two languages", () => {
  test("the switch opens the same page in the other language, with its query, and back", async ({
    page,
  }, testInfo) => {
    const arrival = addDays(hotelToday(), 40);
    const query = `arrival-date=${formatUrlDate(arrival)}&departure-date=${formatUrlDate(addDays(arrival, 2))}&guests=2,0`;
    await page.goto(`/rooms/1?${query}#tour`);
    await expect(page).toHaveURL(/\/rooms\/1\?/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");

    let switcher = await languageSwitch(page, "Язык сайта");
    await expect(switcher.getByRole("link", { name: "RU" })).toHaveAttribute("aria-current", "true");
    await switcher.getByRole("link", { name: "ENG" }).click();
    await expect(page).toHaveURL(new RegExp(`/en/rooms/1\\?${query.replace(/\./g, "\\.")}#tour$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // The header's «Book now» (hidden behind the menu on phones) leads to the English journey.
    await expect(
      page.getByRole("banner").locator('a[href="/en/booking"]', { hasText: "Book now" }).first(),
    ).toBeAttached();
    await page.screenshot({ path: testInfo.outputPath("room-en.png") });

    switcher = await languageSwitch(page, "Language");
    await expect(switcher.getByRole("link", { name: "ENG" })).toHaveAttribute("aria-current", "true");
    await switcher.getByRole("link", { name: "RU" }).click();
    await expect(page).toHaveURL(new RegExp(`/rooms/1\\?${query.replace(/\./g, "\\.")}#tour$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  });

  test("an English page's links stay English, and the shell speaks English", async ({ page }) => {
    await page.goto("/en/contacts");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("navigation", { name: "Site sections" })).toBeVisible();
    const hrefs = await footer
      .getByRole("navigation")
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    const internal = hrefs.filter((href) => href.startsWith("/"));
    expect(internal.length).toBeGreaterThan(3);
    for (const href of internal) expect(href).toMatch(/^\/en(\/|$)/);
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeAttached();
    await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute("href", /\/contacts$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/en\/contacts$/);
  });

  test("an unknown address answers 404 in its language; /ru/… is the bare address", async ({ page }) => {
    const english = await page.goto("/en/no-such-page");
    expect(english?.status()).toBe(404);
    await expect(page.getByText("Something went wrong")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    const russian = await page.goto("/no-such-page");
    expect(russian?.status()).toBe(404);
    await expect(page.getByText("Что-то пошло не так")).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();

    await page.goto("/ru/rooms");
    await expect(page).toHaveURL(/\/rooms$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  });
});
