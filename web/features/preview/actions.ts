"use server";
/**
 * The preview's one server action (docs/preview.md#live-preview): the Studio tells the preview
 * that a document changed as soon as the manager types, before its edit reaches the content
 * source; this waits until the source holds that revision, so the refresh that follows renders
 * it. Only in draft mode: for anyone else it answers false at once and reads nothing.
 */
import { contentClient } from "@web/lib/content/client";
import { isPreview, previewToken } from "@web/lib/content/preview";

const WAIT_MS = 3000;
const POLL_MS = 80;

export async function waitForRevision(documentId: string, revision: string): Promise<boolean> {
  if (typeof documentId !== "string" || typeof revision !== "string") return false;
  if (documentId.length > 200 || revision.length > 100) return false;
  const token = previewToken();
  if (!token || !(await isPreview())) return false;
  const client = contentClient().withConfig({ token, perspective: "raw", useCdn: false });
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const found = await client.fetch<boolean>(
      `count(*[_id == $id && _rev == $revision]) > 0`,
      { id: documentId, revision },
      { cache: "no-store" },
    );
    if (found || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
