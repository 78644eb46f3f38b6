/**
 * What the history tests share: a draft's summary edited the way the Studio edits it, and a spa
 * procedure opened with the history inspector beside its form, where «Было» is picked.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { localizedItemType } from "../../schemas/lib/localized";
import { lakeClient, studioUrl, localizedInput } from "./support";

/**
 * Sets the draft's «Коротко» in Russian as the Studio does (a draft made from the published one
 * if none); the field is localized (docs/content-model.md «Two languages»): its Russian item.
 */
export async function editSummary(publishedId: string, summary: string): Promise<void> {
  await lakeClient().action({
    actionType: "sanity.action.document.edit",
    draftId: `drafts.${publishedId}`,
    publishedId,
    patch: {
      set: { summary: [{ _key: "ru", _type: localizedItemType("text"), language: "ru", value: summary }] },
    },
  });
}

/**
 * Opens the spa procedure with its history beside the form, once the form shows `summary`;
 * returns the inspector (tabs «История» and «Изменения»).
 */
export async function openHistory(page: Page, publishedId: string, summary: string): Promise<Locator> {
  const url = await studioUrl();
  await page.goto(
    url.replace(
      "/#token=",
      `/structure/services;spaProcedure;${publishedId}%2Cinspect%3Dsanity%2Fstructure%2Fhistory#token=`,
    ),
  );
  await expect(localizedInput(page, "Коротко", "Русский")).toHaveValue(summary, { timeout: 60_000 });
  return page.getByRole("complementary").filter({ has: page.getByRole("tab", { name: "История" }) });
}

/** In «Изменения», picks the newest event named `event` as «Было». */
export async function pickSince(page: Page, inspector: Locator, event: string): Promise<void> {
  await inspector.getByRole("tab", { name: "Изменения" }).click();
  await inspector.getByTestId("timeline-menu-open-button").first().click();
  await page.getByTestId("timeline-item-button").filter({ hasText: event }).first().click();
}
