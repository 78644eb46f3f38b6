import { expect, test, type Locator } from "../support/test";

// What the content pages say and how their figures read (issue: the spa prices whose thousands
// ran together, «ИТОГО 0 ₽» read as «o ₽»). At 1440 and 375 px (the two projects).

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
