import { expect, test } from "../support/test";

test.describe("gallery viewer", () => {
  test("shows 11 groups; ?category opens the viewer, arrows cycle, Escape closes and drops the parameter", async ({
    page,
  }) => {
    await page.goto("/gallery");
    // Each group is a button named by its title and photo count («Лобби 3 фотографии»).
    await expect(page.getByRole("main").getByRole("button", { name: /\d\sфотографи/ })).toHaveCount(11);

    await page.goto("/gallery?category=3");
    const viewer = page.getByRole("dialog", { name: "Лобби" });
    await expect(viewer).toBeVisible();
    await expect(viewer).toContainText("1 / 3");
    await page.keyboard.press("ArrowRight");
    await expect(viewer).toContainText("2 / 3");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(viewer).toContainText("1 / 3");
    await page.keyboard.press("ArrowLeft");
    await expect(viewer).toContainText("3 / 3");

    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect(page).toHaveURL(/\/gallery$/);
  });

  test("a group card opens its viewer and sets ?category; the cross closes it", async ({ page }) => {
    await page.goto("/gallery");
    await page.getByRole("button", { name: /^Ресторан/ }).click();
    await expect(page).toHaveURL(/\/gallery\?category=4$/);
    const viewer = page.getByRole("dialog", { name: "Ресторан" });
    await expect(viewer.getByRole("img")).toHaveAttribute("alt", /Зал ресторана/);
    await viewer.getByRole("button", { name: "Следующая фотография" }).click();
    await expect(viewer).toContainText("2 / 3");
    await viewer.getByRole("button", { name: "Закрыть галерею" }).click();
    await expect(viewer).toBeHidden();
    await expect(page).toHaveURL(/\/gallery$/);
  });

  test("a category outside 1–11 opens nothing", async ({ page }) => {
    await page.goto("/gallery?category=12");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
