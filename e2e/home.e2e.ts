import { expect, test } from "./support/test";

test("the home page shows the site shell with the hotel's name", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Сосновый берег/);
  await expect(page.getByRole("banner")).toContainText("Сосновый берег");
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
});

test("the hero photograph's file is as wide as the photograph is drawn at 1024 and 1440 px", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "a laptop's and a desktop's screen, at one device pixel per CSS pixel");
  for (const [width, height] of [
    [1440, 900],
    [1024, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto("/");
    const photo = page.locator("section[aria-labelledby='hero-title'] img");
    await expect(photo).toHaveJSProperty("complete", true);
    // The photograph covers its box: drawn as wide as the box, or as the box's height times the
    // photograph's shape when the box is the taller. The file (its `w`) must be at least that wide.
    const { file, drawn } = await photo.evaluate((image: HTMLImageElement) => {
      const box = image.getBoundingClientRect();
      const [, fileWidth = "0", fileHeight = "1"] = /-(\d+)x(\d+)\./.exec(image.currentSrc) ?? [];
      const shape = Number(fileWidth) / Number(fileHeight);
      return {
        file: Number(new URL(image.currentSrc).searchParams.get("w") ?? fileWidth),
        drawn: Math.max(box.width, box.height * shape),
      };
    });
    expect(file, `${width} px`).toBeGreaterThanOrEqual(Math.floor(drawn));
  }
});
