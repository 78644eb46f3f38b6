/**
 * What the booking engine depends on cannot be taken off the site from «Контент»: a room category
 * the engine sells keeps its delete action (and unpublish, where Sanity offers it) disabled, with the reason.
 */
import { expect, test } from "@playwright/test";
import { studioUrl } from "./support";

test.use({ ignoreHTTPSErrors: true });

test("a room category the engine sells cannot be deleted", async ({ page }) => {
  const url = await studioUrl();
  await page.goto(url.replace("/#token=", "/structure/rooms;roomCategory;roomCategory-deluxe#token="));
  await expect(page.getByTestId("engine-room-facts")).toContainText("Цена на сайте", { timeout: 60_000 });
  await page.getByTestId("action-menu-button").click();
  const remove = page.getByRole("menuitem", { name: /^Удалить/ });
  await expect(remove).toBeVisible();
  await expect(remove).toBeDisabled({ timeout: 15_000 });
  // Its reason, on hover.
  await remove.hover();
  await expect(
    page.getByText(/Система бронирования продаёт этот тип номера \(«Делюкс», ID 1\)/),
  ).toBeVisible();
});
