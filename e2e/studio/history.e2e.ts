/**
 * «Изменения» with «Было» set to «Опубликовано» of a document published with no draft behind it
 * (as the seed publishes every document): the pane shows what the manager's draft changed since
 * that publish, not «Изменений нет» (the lake once answered the draft as it is now, compared with
 * itself; docs/content-lake.md «History»).
 */
import { expect, test } from "@playwright/test";
import { valueIn } from "../../schemas/lib/localized";
import { editSummary, openHistory, pickSince } from "./history";
import { lakeClient } from "./support";

test.use({ ignoreHTTPSErrors: true });

/** A procedure no other test edits. */
const COLLAR_ZONE = "spaProcedure-spa-collar-zone";

test("«Было»: «Опубликовано» of the seed shows the draft's edits since", async ({ page }) => {
  test.setTimeout(120_000);
  const client = lakeClient();
  const published = await client.getDocument<{ summary: unknown }>(COLLAR_ZONE);
  const publishedSummary = valueIn(published?.summary, "ru");
  if (typeof publishedSummary !== "string") throw new Error(`${COLLAR_ZONE} is not in the seed`);
  // Digits only: no letter in common with the published text, so the diff is one deletion and one
  // insertion rather than letters kept here and there.
  const summary = String(Date.now());
  await editSummary(COLLAR_ZONE, summary);
  try {
    const inspector = await openHistory(page, COLLAR_ZONE, summary);
    await pickSince(page, inspector, "Опубликовано");
    await expect(inspector.getByText(/^Опубликовано: /)).toBeVisible();
    // The published text struck out, the draft's in its place.
    await expect(
      inspector.getByRole("deletion").filter({ hasText: publishedSummary.slice(0, 30) }),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(inspector.getByRole("insertion").filter({ hasText: summary })).toBeVisible();
    await expect(inspector.getByText("Изменений нет")).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("changes-since-publish.png") });
  } finally {
    await client.delete(`drafts.${COLLAR_ZONE}`);
  }
});
