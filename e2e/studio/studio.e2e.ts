/**
 * The Sanity Studio against the embedded content lake, in Chromium, with nothing configured:
 * what docs/content-lake.md promises of the lake, and the guard against a `sanity` upgrade that breaks the
 * Studio on the lake (the version is pinned in package.json; this fails first when it moves).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { formatRubles } from "../../rules/money";
import { lakeClient, ports, publishPatch, studioUrl } from "./support";

// The lake's certificate is self-signed on a machine without mkcert.
test.use({ ignoreHTTPSErrors: true });
// Tests edit shared documents of the e2e dataset: one at a time, each putting back what it changed
// (the site's tests, which run before these, read the seed's values).
test.describe.configure({ mode: "serial" });

const FACIAL_MASSAGE = "spaProcedure-facial-massage";
const FOOT_MASSAGE = "spaProcedure-foot-massage";

/** Puts back, after the file's tests, the published values they changed. */
const restore: (() => Promise<void>)[] = [];
test.afterAll(async () => {
  for (const undo of restore.reverse()) await undo();
});

async function remember(id: string, field: string): Promise<void> {
  const client = lakeClient();
  const value: unknown = (await client.getDocument(id))?.[field];
  restore.push(() => publishPatch(client, id, { [field]: value }));
}

async function openStudio(page: Page, path = "") {
  const url = await studioUrl();
  await page.goto(url.replace("/#token=", `/${path}#token=`));
}

/** The number field of a document form, found by its Russian title. */
const priceField = (page: Page) => page.getByLabel("Цена, ₽", { exact: true });

/**
 * The publish button: Sanity derives its test id from its label, which the Russian locale
 * (studio/locale/ru.ts) makes «Опубликовать», and «Опубликовано» once published.
 */
const publishButton = (page: Page) => page.getByTestId(/^action-опубликова(ть|но)$/);

async function publishInStudio(page: Page) {
  const publish = publishButton(page);
  await expect(publish).toHaveText("Опубликовать", { timeout: 30_000 });
  await expect(publish).toBeEnabled({ timeout: 15_000 });
  await publish.click();
  // The document is published when the draft is gone and the button is disabled.
  await expect(publishButton(page)).toBeDisabled({ timeout: 15_000 });
}

test("the Studio loads and lists the room categories and the spa procedures", async ({ page }) => {
  await openStudio(page, "structure/rooms;roomCategory");
  const rooms = page.getByTestId("document-list-pane");
  for (const title of ["Делюкс", "Семейный делюкс", "Супериор", "Люкс", "Представительский люкс", "Villa"]) {
    await expect(rooms.getByText(title, { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  }
  await openStudio(page, "structure/services;spaProcedure");
  await expect(page.getByTestId("document-list-pane").getByText("Массаж лица", { exact: true })).toBeVisible({
    timeout: 30_000,
  });
});

test("a price changed and published in the Studio shows on /services/spa within 10 s, without a rebuild", async ({
  page,
  context,
}) => {
  const client = lakeClient();
  await remember(FACIAL_MASSAGE, "price");
  await publishPatch(client, FACIAL_MASSAGE, { price: 4000 });

  await openStudio(page, `structure/services;spaProcedure;${FACIAL_MASSAGE}`);
  await expect(priceField(page)).toHaveValue("4000", { timeout: 30_000 });
  await priceField(page).fill("4500");
  await publishInStudio(page);
  const publishedAt = Date.now();

  const site = await context.newPage();
  const category = await client.fetch<string>(`*[_id == $id][0].category->title[language == "ru"][0].value`, {
    id: FACIAL_MASSAGE,
  });
  await expect
    .poll(
      async () => {
        await site.goto(`http://127.0.0.1:${ports.site}/services/spa`);
        await site.getByRole("tab", { name: category }).click();
        return site.getByRole("listitem").filter({ hasText: "Массаж лица" }).first().innerText();
      },
      { timeout: 10_000, intervals: [250] },
    )
    .toContain(formatRubles(4500));
  test.info().annotations.push({ type: "publish → site", description: `${Date.now() - publishedAt} ms` });
});

test("an image uploaded in the Studio appears on the site", async ({ page }) => {
  // Upload, image processing and revalidation take 14–45 s here, more on a busy CI machine.
  test.slow();
  // A picture no one has uploaded before: its SHA-1 names it on the CDN.
  const png = await sharp({
    create: {
      width: 320,
      height: 200,
      channels: 3,
      background: { r: 40, g: 90, b: 140 + (Date.now() % 100) },
    },
  })
    .png()
    .toBuffer();
  const sha1 = createHash("sha1").update(png).digest("hex");
  await remember(FOOT_MASSAGE, "images");

  await openStudio(page, `structure/services;spaProcedure;${FOOT_MASSAGE}`);
  // Photos are on the form's "Страница" tab.
  await page.getByRole("tab", { name: "Страница" }).click();
  const photos = page.getByTestId("field-images");
  await expect(photos).toBeVisible({ timeout: 30_000 });
  // Replace the cover (the first photo) with the new picture: open it, then Upload in its menu.
  await photos
    .getByRole("button")
    .filter({ has: page.locator("img") })
    .first()
    .click();
  const imageInput = page.getByRole("dialog").getByTestId("image-input");
  await imageInput.getByTestId("options-menu-button").click();
  const chooser = page.waitForEvent("filechooser");
  await page.getByTestId("file-input-upload-button").click();
  await (await chooser).setFiles({ name: "new-cover.png", mimeType: "image/png", buffer: png });
  await expect(imageInput.locator(`img[src*="${sha1}"]`)).toBeVisible({ timeout: 30_000 });
  await page.getByRole("dialog").getByRole("button", { name: "Close dialog" }).click();
  await publishInStudio(page);

  await expect
    .poll(
      async () => {
        const response = await page.request.get(`http://127.0.0.1:${ports.site}/services/foot-massage`);
        return (await response.text()).includes(sha1);
      },
      { timeout: 10_000, intervals: [250] },
    )
    .toBe(true);
  const image = await page.request.get(
    `http://127.0.0.1:${ports.site}/cdn/images/embedded/production/${sha1}-320x200.png?w=160&auto=format`,
    { headers: { Accept: "image/webp" } },
  );
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/webp");
});

test("a change published by another client appears in the open Studio without a reload", async ({ page }) => {
  const client = lakeClient();
  await remember(FOOT_MASSAGE, "durationMinutes");
  await publishPatch(client, FOOT_MASSAGE, { durationMinutes: 15 });
  await openStudio(page, `structure/services;spaProcedure;${FOOT_MASSAGE}`);
  const minutes = page.getByLabel("Продолжительность, минут", { exact: true });
  await expect(minutes).toHaveValue("15", { timeout: 30_000 });
  await publishPatch(client, FOOT_MASSAGE, { durationMinutes: 20 });
  await expect(minutes).toHaveValue("20", { timeout: 10_000 });
});

test("the lake answers the browser only from the Studio's origin and with the token", async ({ request }) => {
  const api = `http://127.0.0.1:${ports.lakeHttp}/v2025-02-19/data/query/production?query=count(*)`;
  const anonymous = await request.get(api);
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.json()).toEqual({
    statusCode: 401,
    error: "Unauthorized",
    message: "Session not found",
  });
  const foreign = await request.get(api, { headers: { Origin: "https://example.com" } });
  expect(foreign.status()).toBe(403);
});

test("a browser that does not trust the self-signed certificate is told how to accept it", async ({
  browser,
}) => {
  const kind = readFileSync(
    path.resolve(import.meta.dirname, `../../.data/e2e-${ports.site}/certs/content-lake.kind`),
    "utf8",
  );
  if (kind.trim() !== "self-signed") {
    // mkcert made the certificate (and `mkcert -install` may have made it trusted): nothing to tell.
    test
      .info()
      .annotations.push({ type: "not applicable", description: "the lake's certificate comes from mkcert" });
    return;
  }
  const context = await browser.newContext({ ignoreHTTPSErrors: false });
  const page = await context.newPage();
  await page.goto(await studioUrl());
  const alert = page
    .getByRole("alert")
    .filter({ hasText: "Браузер не доверяет сертификату встроенного хранилища контента" });
  await expect(alert).toBeVisible();
  await expect(
    alert.getByRole("link", { name: `https://embedded.localhost:${ports.lakeTls}` }),
  ).toHaveAttribute("href", `https://embedded.localhost:${ports.lakeTls}/v1/ping`);
  await context.close();
});
