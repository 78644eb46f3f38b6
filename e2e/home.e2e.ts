import { expect, test } from "@playwright/test";

test("the home page shows the site shell with the hotel's name", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Сосновый берег/);
  await expect(page.getByRole("banner")).toContainText("Сосновый берег");
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
});
