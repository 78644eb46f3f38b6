import { expect, test, type Locator, type Page } from "../support/test";

// What the content pages say and how their figures read (issue: the language switch that
// pretended, the spa prices whose thousands ran together, «ИТОГО 0 ₽» read as «o ₽»). At 1440 and
// 375 px (the two projects).

/** The language switch: in the header's top bar on wide screens, inside the menu on narrow ones. */
async function languageSwitch(page: Page): Promise<Locator> {
  const wide = (page.viewportSize()?.width ?? 0) >= 1024;
  if (!wide) await page.getByRole("button", { name: "Меню" }).click();
  return page.getByRole("group", { name: "Язык сайта" });
}

/** The width a text's separator takes: the text measured with it, less the text without it. */
function separatorWidth(element: Locator, separator: string): Promise<number> {
  return element.evaluate((node, sep) => {
    const probe = (text: string) => {
      const span = document.createElement("span");
      span.textContent = text;
      span.style.whiteSpace = "pre";
      node.append(span);
      const width = span.getBoundingClientRect().width;
      span.remove();
      return width;
    };
    return probe(`1${sep}500`) - probe("1500");
  }, separator);
}

test.describe("the language switch", () => {
  test("ENG says the English site is not there yet, and the choice is not kept", async ({
    page,
  }, testInfo) => {
    await page.goto("/contacts");
    let switcher = await languageSwitch(page);
    await switcher.getByRole("button", { name: "ENG" }).click();
    await expect(switcher.getByRole("button", { name: "ENG" })).toHaveAttribute("aria-pressed", "true");
    await expect(switcher.getByRole("status")).toHaveText("The English version of the site is coming soon.");
    await page.screenshot({ path: testInfo.outputPath("lang-eng.png") });
    expect(await page.evaluate(() => Object.keys(window.localStorage))).not.toContain("site-lang");

    // Another page, reached by a link: Russian, and the switch says so.
    if (await page.getByRole("dialog").isVisible()) await page.keyboard.press("Escape");
    await page.getByRole("contentinfo").getByRole("link", { name: "Услуги", exact: true }).click();
    await expect(page).toHaveURL(/\/services$/);
    switcher = await languageSwitch(page);
    await expect(switcher.getByRole("button", { name: "RU" })).toHaveAttribute("aria-pressed", "true");
    await expect(switcher.getByRole("button", { name: "ENG" })).toHaveAttribute("aria-pressed", "false");
    await expect(switcher.getByRole("status")).toHaveText("");

    // And the same page loaded again.
    await switcher.getByRole("button", { name: "ENG" }).click();
    await page.reload();
    switcher = await languageSwitch(page);
    await expect(switcher.getByRole("button", { name: "RU" })).toHaveAttribute("aria-pressed", "true");
  });
});

test.describe("prices on the spa picker", () => {
  test("a procedure's price shows its thousands apart, as wide as on every other price", async ({ page }) => {
    await page.goto("/services/spa");
    const price = page.getByTestId("spa-price").first();
    await expect(price).toHaveText(/^\d{1,3}\s\d{3}\s₽/);
    const text = (await price.textContent()) ?? "";
    const separator = /\d(\s)\d{3}/.exec(text)?.[1] ?? "";
    const size = await price.evaluate((node) => Number.parseFloat(getComputedStyle(node).fontSize));
    // A space a reader sees between «1» and «500»: at least a sixth of the type size.
    expect(await separatorWidth(price, separator)).toBeGreaterThanOrEqual(size / 6);
  });

  test("«Итого» and the sums use lining, tabular figures: «0 ₽» is a zero, not an «o»", async ({
    page,
  }, testInfo) => {
    await page.goto("/services/spa");
    const total = page.getByTestId("spa-total");
    await expect(total).toHaveText("0\u00A0₽");
    const figures = await total.evaluate((node) => {
      const style = getComputedStyle(node);
      const widths = ["0000000000", "1111111111"].map((digits) => {
        const span = document.createElement("span");
        span.textContent = digits;
        node.append(span);
        const width = span.getBoundingClientRect().width;
        span.remove();
        return width;
      });
      return { numeric: style.fontVariantNumeric, widths };
    });
    expect(figures.numeric).toContain("lining-nums");
    // Tabular figures take one width whatever the digit: the face serves the feature, so the
    // figures are the lining ones the page asks for (the old-style ones are proportional).
    expect(Math.abs((figures.widths[0] ?? 0) - (figures.widths[1] ?? 0))).toBeLessThan(0.5);
    await page
      .getByRole("complementary", { name: "Ваш выбор" })
      .screenshot({ path: testInfo.outputPath("spa-total.png") });
  });
});
