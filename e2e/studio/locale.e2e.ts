/**
 * The Studio speaks Russian by default (our locale, studio/locale/ru.ts): the structure's list
 * search, a document's actions and status, and the global search; the language can still be
 * switched in the user menu.
 */
import { expect, test } from "@playwright/test";
import { studioUrl } from "./support";

test.use({ ignoreHTTPSErrors: true, locale: "en-US" });

test("a manager sees the Studio in Russian even with an English browser", async ({ page }) => {
  const url = await studioUrl();
  await page.goto(
    url.replace("/#token=", "/structure/services;spaProcedure;spaProcedure-facial-massage#token="),
  );
  await expect(page.getByPlaceholder("Поиск по списку")).toBeVisible({ timeout: 30_000 });
  // Sanity derives the action's test id from its (now Russian) label.
  await expect(page.getByTestId("action-опубликовать")).toHaveText("Опубликовать", { timeout: 30_000 });
  await page.getByTestId("action-menu-button").click();
  await expect(
    page
      .getByRole("menuitem", { name: /Снять с публикации|Отменить изменения|Удалить|Создать копию/ })
      .first(),
  ).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Открыть поиск" }).click();
  await expect(page.getByPlaceholder("Поиск").first()).toBeVisible();
});
