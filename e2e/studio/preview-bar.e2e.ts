/**
 * A draft preview never leaks into the manager's own browsing (docs/preview.md#the-preview-bar):
 * in draft mode every page of the site shows the bar «Предпросмотр черновиков — выйти», whose
 * link ends draft mode, and leaving «Предпросмотр» in the Studio ends it too.
 */
import { expect, test, type BrowserContext } from "@playwright/test";
import { ports, studioUrl, writePreviewSecret } from "./support";

test.use({ ignoreHTTPSErrors: true });

const site = `http://127.0.0.1:${ports.site}`;

async function draftModeOn(context: BrowserContext): Promise<boolean> {
  const cookies = await context.cookies(site);
  return cookies.some((cookie) => cookie.name === "__prerender_bypass");
}

test("in draft mode the site shows the preview bar, and its link ends draft mode", async ({
  page,
  context,
}) => {
  const { secret, remove } = await writePreviewSecret("bar");
  try {
    await page.goto(
      `${site}/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=/services/spa`,
    );
    const bar = page.getByTestId("preview-bar");
    await expect(bar).toHaveText("Предпросмотр черновиков — выйти");
    await page.goto(`${site}/rooms`);
    await expect(bar).toBeVisible();
    await bar.getByRole("link", { name: "выйти" }).click();
    await expect(page).toHaveURL(`${site}/`);
    await expect(page.getByTestId("preview-bar")).toHaveCount(0);
    expect(await draftModeOn(context)).toBe(false);
  } finally {
    await remove();
  }
  // A guest never gets the bar.
  const html = await (await page.request.get(`${site}/services/spa`, { headers: { cookie: "" } })).text();
  expect(html).not.toContain("Предпросмотр черновиков");
});

test("leaving «Предпросмотр» in the Studio ends draft mode in the manager's browser", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const url = await studioUrl();
  await page.goto(
    url.replace("/#token=", `/presentation?preview=${encodeURIComponent("/services/spa")}#token=`),
  );
  const preview = page.frameLocator("iframe").first();
  await expect(preview.getByTestId("preview-bar")).toBeVisible({ timeout: 60_000 });
  expect(await draftModeOn(context)).toBe(true);
  // The manager's own tab on the public site shows it is a preview.
  const own = await context.newPage();
  await own.goto(`${site}/services/spa`);
  await expect(own.getByTestId("preview-bar")).toBeVisible();

  // To another tool: draft mode ends.
  await page.getByRole("link", { name: "Контент" }).first().click();
  await expect.poll(() => draftModeOn(context), { timeout: 10_000 }).toBe(false);
  await own.reload();
  await expect(own.getByTestId("preview-bar")).toHaveCount(0);
});
