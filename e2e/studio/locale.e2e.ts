/**
 * The Studio speaks Russian by default (our locale, studio/locale/ru.ts): the structure's list
 * search, a document's actions and status, the global search, the document menu, Presentation, the
 * GROQ tool, and a draft's history panel with its «Изменения», where no Latin word is left but
 * names like GROQ (studio/locale/ru.test.ts checks every string; this, that the Studio uses them).
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { editSummary, openHistory, pickSince } from "./history";
import { lakeClient, studioUrl, localizedInput } from "./support";

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
  "Field actions",
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
  await expect(localizedInput(page, "Коротко", "Русский")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByLabel("Кто сейчас в Studio").first()).toBeAttached();
  // The «…» of each field: its label is in Sanity's code, replaced in the build (locale/hard-coded.ts).
  await expect(page.getByRole("button", { name: "Действия с полем" }).first()).toBeAttached();
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

const SPA_EXPRESS = "spaProcedure-spa-express";

/** Latin words a Russian Studio may show: names and abbreviations, not English. */
const LATIN_ALLOWED = new Set(["Sanity", "Studio", "GROQ", "API", "JSON", "ID", "URL", "GMT"]);

/** Latin words in an element's text and its (and its descendants') accessible labels and titles. */
async function latinWords(scope: Locator): Promise<string[]> {
  const texts = await scope.evaluate((root: HTMLElement) => {
    const elements = [root, ...root.querySelectorAll("[aria-label],[title],[placeholder]")];
    const labels = elements.flatMap((element) =>
      ["aria-label", "title", "placeholder"].map((name) => element.getAttribute(name) ?? ""),
    );
    return [root.innerText, ...labels].join("\n");
  });
  const words = texts.match(/[A-Za-z]{2,}/g) ?? [];
  return [...new Set(words.filter((word) => !LATIN_ALLOWED.has(word)))];
}

test("a draft's history and its changes speak Russian", async ({ page }) => {
  test.setTimeout(120_000);
  const client = lakeClient();
  // A draft made and then edited the way the Studio does it: the history shows both events,
  // «Изменения» the second edit's diff.
  const marker = `Черновик для проверки ${Date.now()}.`;
  for (const summary of [`${marker} Первая правка.`, marker]) await editSummary(SPA_EXPRESS, summary);
  try {
    // The inspector beside the form: its tabs «История» and «Изменения» and what they show.
    const inspector = await openHistory(page, SPA_EXPRESS, marker);
    // The banner that said «Showing the history for the Черновик version of this document».
    await expect(inspector.getByText(/Показана история версии/)).toBeVisible({ timeout: 30_000 });
    await expect(inspector.getByRole("option", { name: /Создан черновик/ })).toBeVisible();
    expect(await latinWords(inspector)).toEqual([]);
    expect(await visibleEnglish(page)).toEqual([]);

    // «Было»: the draft's first version, as a manager picks it to see the edits since.
    await pickSince(page, inspector, "Создан черновик");
    await expect(inspector.getByRole("listitem").filter({ hasText: "Коротко" })).toBeVisible({
      timeout: 30_000,
    });
    await expect(inspector.getByRole("deletion").filter({ hasText: "Первая правка." })).toBeVisible();
    expect(await latinWords(inspector)).toEqual([]);
    expect(await visibleEnglish(page)).toEqual([]);
  } finally {
    await client.delete(`drafts.${SPA_EXPRESS}`);
  }
});

test.describe("before the browser accepts the lake's certificate", () => {
  test.use({ ignoreHTTPSErrors: false });

  test("the screen of an error the Studio cannot go on after speaks Russian", async ({ page }) => {
    await page.goto(await studioUrl());
    // The Studio's own note says what to do; Sanity's screen under it, what happened.
    await expect(page.getByRole("alert").filter({ hasText: "не доверяет сертификату" })).toBeVisible({
      timeout: 60_000,
    });
    const screen = page.getByTestId("studio-error-screen");
    // Sanity's heading is a styled block, not a heading element.
    await expect(screen.getByText("Произошла ошибка", { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(screen.getByText("Studio не может продолжить работу после этой ошибки.")).toBeVisible();
    await expect(screen.getByRole("button", { name: "Повторить" })).toBeVisible();
    await expect(screen.getByRole("button", { name: "Скопировать подробности ошибки" })).toBeVisible();
    expect(await latinWords(screen)).toEqual([]);
  });
});
