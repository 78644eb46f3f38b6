/**
 * Draft previews (docs/preview.md), in Chromium against `npm start` and the built Studio on the
 * embedded lake: the Presentation tool shows a manager's unpublished edit on the real site as it
 * is typed, a guest keeps the published page until the manager publishes, a click on a text in
 * the preview focuses its field; guests never get drafts or stega characters, and the enable
 * route lets in only a secret that a Studio user wrote.
 */
import { expect, test, type Page } from "@playwright/test";
import { localizedItemType, valueIn } from "../../schemas/lib/localized";
import { CONTENT_ROUTES } from "../site/routes";
import { lakeClient, ports, publishPatch, studioUrl, writePreviewSecret, localizedInput } from "./support";

test.use({ ignoreHTTPSErrors: true });
test.describe.configure({ mode: "serial" });

const FACIAL_MASSAGE = "spaProcedure-facial-massage";
const site = `http://127.0.0.1:${ports.site}`;
/** The invisible characters stega hides its edit links in. */
const STEGA = /[\u200B-\u200D\u2060-\u2064\uFEFF]/;
/** The site's typography puts no-break spaces in texts; compare words, not spaces. */
const words = (text: string) => text.replace(/[\s\u00A0\u202F]+/g, " ");

let original: unknown;
test.beforeAll(async () => {
  const client = lakeClient();
  original = (await client.getDocument(FACIAL_MASSAGE))?.summary;
  await client.delete(`drafts.${FACIAL_MASSAGE}`);
});
test.afterAll(async () => {
  // Publish the original text back (and with it, no draft is left).
  await publishPatch(lakeClient(), FACIAL_MASSAGE, { summary: original });
});

/** A guest's view of a page: a fresh request without cookies, the page's whole HTML. */
async function guestHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(`${site}${path}`, { headers: { cookie: "" } });
  expect(response.status()).toBe(200);
  return words(await response.text());
}

test("a manager's draft shows in the preview as typed, guests see it only once published, a click focuses its field", async ({
  page,
  browser,
}) => {
  const marker = `Предпросмотр ${Date.now().toString(36)}`;
  const newSummary = `${marker} тонизирующий массаж лица`;
  const url = await studioUrl();
  // A first open: a new browser with nothing cached, from the address to the page in the frame and
  // to the Studio connected to it (6 s is the target; 4.0 s and 4.9 s measured on a busy 2-core
  // machine, docs/preview.md; the bound leaves room for a CI machine busy with the system test).
  const openedAt = Date.now();
  await page.goto(
    url.replace(
      "/#token=",
      `/presentation/spaProcedure/${FACIAL_MASSAGE}?preview=${encodeURIComponent("/services/facial-massage")}#token=`,
    ),
  );
  const preview = page.frameLocator("iframe").first();
  // The preview is the procedure's page in draft mode (the summary is its intro).
  await expect(preview.getByRole("heading", { level: 1, name: /Массаж лица/ })).toBeVisible({
    timeout: 60_000,
  });
  // The Studio reports edits to the preview once the two are connected: its «Правка» switch (the
  // overlays) is enabled from then on; the reporting part loads just after it.
  const frameShown = Date.now() - openedAt;
  await expect(page.getByRole("checkbox", { name: "Правка" })).toBeEnabled({ timeout: 30_000 });
  const connected = Date.now() - openedAt;
  test.info().annotations.push({
    type: "first open",
    description: `page in the frame ${frameShown} ms, Studio connected ${connected} ms`,
  });
  expect(connected).toBeLessThan(15_000);
  await page.waitForTimeout(1_000);
  const summaryField = localizedInput(page, "Коротко", "Русский");
  await expect(summaryField).toBeVisible({ timeout: 30_000 });
  await expect(summaryField).toHaveValue(String(valueIn(original, "ru")));

  // Typed without publishing → the preview shows it (2 s is the target: 1.55 s measured here on a
  // quiet machine, docs/preview.md; the bound below leaves room for a CI machine busy with the other
  // browser tests, and the annotation reports the figure of each run).
  await summaryField.fill(newSummary);
  const typedAt = Date.now();
  await expect(preview.getByText(marker)).toBeVisible({ timeout: 10_000 });
  const shownAfter = Date.now() - typedAt;
  test.info().annotations.push({ type: "typed → preview", description: `${shownAfter} ms` });
  expect(shownAfter).toBeLessThan(5_000);

  // A guest's browser (a new context, no cookies) still gets the published text on both pages.
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await guestPage.goto(`${site}/services/facial-massage`);
  await expect(guestPage.getByText("Тонизирующий", { exact: false }).first()).toBeVisible();
  await expect(guestPage.getByText(marker)).toHaveCount(0);
  for (const path of ["/services/spa", "/services/facial-massage"]) {
    const html = await guestHtml(guestPage, path);
    expect(html, path).not.toContain(marker);
    expect(html, path).toContain("Тонизирующий массаж");
  }

  // A click on the text in the preview focuses its field in the Studio.
  await summaryField.blur();
  await expect(summaryField).not.toBeFocused();
  await preview.getByText(marker).click();
  await expect(summaryField).toBeFocused({ timeout: 5_000 });

  // Published → the guest gets the new text (1 s is the target: 111 ms measured on a quiet machine;
  // the bound leaves room for a busy CI machine).
  const publish = page.getByTestId(/^action-опубликова(ть|но)$/);
  await expect(publish).toBeEnabled({ timeout: 15_000 });
  await publish.click();
  await expect(publish).toBeDisabled({ timeout: 15_000 });
  const publishedAt = Date.now();
  await expect
    .poll(async () => (await guestHtml(guestPage, "/services/spa")).includes(marker), {
      timeout: 5_000,
      intervals: [100],
    })
    .toBe(true);
  const guestAfter = Date.now() - publishedAt;
  test.info().annotations.push({ type: "published → guest", description: `${guestAfter} ms` });
  expect(guestAfter).toBeLessThan(3_000);
  await guestPage.goto(`${site}/services/facial-massage`);
  await expect(guestPage.getByText(marker)).toBeVisible();
  await guest.close();
});

test("guests' pages carry no draft and no stega characters", async ({ browser }) => {
  // A draft of the settings that every page shows: a guest must not see it anywhere.
  const client = lakeClient();
  const settings = await client.getDocument("siteSettings");
  const draftName = `Черновик ${Date.now().toString(36)}`;
  await client.createOrReplace({
    ...settings,
    _id: "drafts.siteSettings",
    _type: "siteSettings",
    hotelName: [{ _key: "ru", _type: localizedItemType("string"), language: "ru", value: draftName }],
  });
  try {
    const guest = await browser.newContext();
    for (const route of CONTENT_ROUTES) {
      const response = await guest.request.get(`${site}${route}`, { maxRedirects: 0 });
      const html = await response.text();
      expect(html, route).not.toMatch(STEGA);
      expect(html, route).not.toContain(draftName);
    }
    await guest.close();
  } finally {
    await client.delete("drafts.siteSettings");
  }
});

test("the enable route refuses a wrong secret and no secret, and lets in only a secret a Studio user wrote", async ({
  browser,
}) => {
  const guest = await browser.newContext();
  const enable = (query: string) =>
    guest.request.get(`${site}/api/draft-mode/enable${query}`, { maxRedirects: 0 });
  for (const query of [
    "",
    "?sanity-preview-secret=wrong&sanity-preview-pathname=/",
    "?sanity-preview-secret=",
  ]) {
    const response = await enable(query);
    expect(response.status(), query).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: "PREVIEW_SECRET_INVALID" } });
    expect(response.headers()["set-cookie"] ?? "", query).not.toContain("__prerender_bypass");
  }
  // Writing a secret takes the lake's token: without it, the lake refuses.
  const anonymous = await guest.request.post(
    `http://127.0.0.1:${ports.lakeHttp}/v2025-02-19/data/mutate/production`,
    {
      data: {
        mutations: [{ create: { _id: "drafts.guess", _type: "sanity.previewUrlSecret", secret: "x" } }],
      },
    },
  );
  expect(anonymous.status()).toBe(401);
  // A secret written with the token (as the Studio writes it) turns draft mode on for that browser.
  const { secret, remove } = await writePreviewSecret("secret");
  try {
    const response = await enable(`?sanity-preview-secret=${secret}&sanity-preview-pathname=/services/spa`);
    expect(response.status()).toBe(307);
    expect(response.headers().location).toMatch(/^\/services\/spa/);
    expect(response.headers()["set-cookie"]).toContain("__prerender_bypass");
  } finally {
    await remove();
    await guest.close();
  }
});
