/**
 * The Studio speaks Russian by default (our locale, studio/locale/ru.ts): the structure's list
 * search, a document's actions and status, and the global search; the language can still be
 * switched in the user menu.
 */
import { expect, test, type Page } from "@playwright/test";
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

/** English the Studio used to show a Russian manager in the views below. */
const ENGLISH = [
  "Incoming references",
  "Compare versions",
  "Inline changes",
  "Copy document",
  "Paste document",
  "Used on",
  "Documents on this page",
  "Loading.",
  "Global presence",
  "Fetch",
  "Params",
  "Query URL",
  "Perspective",
];

/** The page's text and its elements' accessible labels and titles. */
async function visibleEnglish(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const labels = [...document.querySelectorAll("[aria-label],[title],[placeholder]")].flatMap((element) =>
      ["aria-label", "title", "placeholder"].map((name) => element.getAttribute(name) ?? ""),
    );
    return [document.body.innerText, ...labels].join("\n");
  });
  return ENGLISH.filter((english) => texts.includes(english));
}

test("the document menu, Presentation and the GROQ tool speak Russian", async ({ page }) => {
  test.setTimeout(120_000);
  const url = await studioUrl();
  const open = (path: string) => page.goto(url.replace("/#token=", `/${path}#token=`));

  await open("structure/services;spaProcedure;spaProcedure-facial-massage");
  await expect(page.getByLabel("Коротко", { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByLabel("Кто сейчас в Studio").first()).toBeAttached();
  await page.getByTestId("pane-context-menu-button").last().click();
  await expect(page.getByRole("menuitem", { name: "Входящие ссылки" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: /Сравнить версии/ })).toBeVisible();
  expect(await visibleEnglish(page)).toEqual([]);
  await page.keyboard.press("Escape");

  await open("vision");
  await expect(page.getByText("Запрос", { exact: true }).first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("button", { name: "Выполнить" })).toBeVisible();
  expect(await visibleEnglish(page)).toEqual([]);

  await open(
    `presentation/spaProcedure/spaProcedure-facial-massage?preview=${encodeURIComponent("/services/facial-massage")}`,
  );
  await expect(page.getByRole("checkbox", { name: "Правка" })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/Используется на \d+ страниц/).first()).toBeVisible({ timeout: 30_000 });
  expect(await visibleEnglish(page)).toEqual([]);
});
