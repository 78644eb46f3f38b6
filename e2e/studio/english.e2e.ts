/**
 * The Studio's English (docs/content-model.md «Two languages»): a manager types a spa procedure's
 * English «Коротко» beside the Russian, key by key, publishes, and the English page shows it while
 * the Russian page keeps its Russian; «Нет перевода» lists a field whose English is left out. At
 * 1440 px (the studio project's width).
 */
import { expect, test, type Page } from "@playwright/test";
import { valueIn } from "../../schemas/lib/localized";
import { lakeClient, localizedInput, ports, publishPatch, studioUrl } from "./support";

// The lake's certificate is its own (docs/content-lake.md), as in the other Studio tests.
test.use({ ignoreHTTPSErrors: true });

const FACIAL_MASSAGE = "spaProcedure-facial-massage";
const site = `http://127.0.0.1:${ports.site}`;

async function openStudio(page: Page, path: string) {
  const url = await studioUrl();
  await page.goto(url.replace("/#token=", `/${path}#token=`));
}

/** The publish button, «Опубликовать» in the Russian Studio (its test id follows its label). */
const publishButton = (page: Page) => page.getByTestId(/^action-опубликова(ть|но)$/);

/** Puts back, after the file's tests, the published values they changed. */
const restore: (() => Promise<void>)[] = [];
test.afterAll(async () => {
  for (const undo of restore.reverse()) await undo();
});

async function remember(id: string, field: string): Promise<unknown> {
  const client = lakeClient();
  const value: unknown = (await client.getDocument(id))?.[field];
  restore.push(() => publishPatch(client, id, { [field]: value }));
  return value;
}

test("a manager writes the English «Коротко» beside the Russian, publishes, and /en shows it", async ({
  page,
  context,
}) => {
  const before = await remember(FACIAL_MASSAGE, "summary");
  const russian = String(valueIn(before, "ru"));
  const english = `Facial massage ${Date.now().toString(36)}: a toning massage of the face and neck`;

  await openStudio(page, `structure/services;spaProcedure;${FACIAL_MASSAGE}`);
  const russianInput = localizedInput(page, "Коротко", "Русский");
  const englishInput = localizedInput(page, "Коротко", "English");
  await expect(russianInput).toHaveValue(russian, { timeout: 60_000 });
  // The seed's English sits under the Russian, in the same form.
  await expect(englishInput).toHaveValue(String(valueIn(before, "en")));
  await englishInput.fill("");
  await englishInput.pressSequentially(english);
  await page.screenshot({ path: test.info().outputPath("studio-english.png") });

  const publish = publishButton(page);
  await expect(publish).toHaveText("Опубликовать", { timeout: 30_000 });
  await expect(publish).toBeEnabled({ timeout: 15_000 });
  await publish.click();
  await expect(publishButton(page)).toBeDisabled({ timeout: 15_000 });
  const published = await lakeClient().getDocument(FACIAL_MASSAGE);
  expect(valueIn(published?.summary, "en")).toBe(english);
  expect(valueIn(published?.summary, "ru")).toBe(russian);

  // The English page shows it once the publication reaches the site; the Russian one keeps its text.
  const guest = await context.newPage();
  await expect
    .poll(
      async () => {
        await guest.goto(`${site}/en/services/facial-massage`);
        return guest.getByRole("main").innerText();
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toContain(english);
  await guest.goto(`${site}/services/facial-massage`);
  await expect(guest.getByRole("main")).not.toContainText(english);
});

test("«Нет перевода» lists a field whose English is left out, and drops it once written", async ({
  page,
}) => {
  const client = lakeClient();
  const before = await remember(FACIAL_MASSAGE, "summary");
  const russianOnly = (before as { language: string }[]).filter((item) => item.language === "ru");
  await publishPatch(client, FACIAL_MASSAGE, { summary: russianOnly });

  await openStudio(page, "untranslated");
  const card = page.getByTestId("untranslated-document").filter({ hasText: "Массаж лица" });
  await expect(card).toBeVisible({ timeout: 60_000 });
  await expect(card.getByRole("listitem")).toHaveText(["Коротко"]);
  await page.screenshot({ path: test.info().outputPath("untranslated.png") });

  // Written again, the field leaves the list by itself.
  await publishPatch(client, FACIAL_MASSAGE, { summary: before });
  await expect(card).toHaveCount(0, { timeout: 30_000 });
});
