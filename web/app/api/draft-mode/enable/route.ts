/**
 * Turns on the manager's draft preview (docs/preview.md#turning-it-on). The Studio's Presentation
 * tool writes a one-hour secret into the dataset (a `sanity.previewUrlSecret` draft: only a
 * Studio user, who may write there, can make one) and opens this route in its iframe with it;
 * next-sanity's `defineEnableDraftMode` checks it against the dataset with the server's token,
 * sets Next.js's draft-mode cookie and redirects to the page asked for (a path on this site only).
 * A wrong, expired or missing secret gets 401 and no cookie.
 */
import { defineEnableDraftMode } from "next-sanity/draft-mode";
import type { NextRequest } from "next/server";
import { contentClient } from "@web/lib/content/client";
import { previewToken } from "@web/lib/content/preview";
import { bodyLimited } from "@web/lib/request-body";

const error = (status: number, code: string, message: string) =>
  Response.json({ error: { code, message } }, { status, headers: { "cache-control": "no-store" } });

export const GET = bodyLimited(async (request: NextRequest): Promise<Response> => {
  const token = previewToken();
  if (!token) {
    return error(
      503,
      "PREVIEW_UNCONFIGURED",
      "Предпросмотр черновиков не настроен: нужен SANITY_API_READ_TOKEN (Viewer) проекта Sanity",
    );
  }
  const { GET: enable } = defineEnableDraftMode({ client: contentClient().withConfig({ token }) });
  const response = await enable(request);
  if (response.status === 401) {
    return error(
      401,
      "PREVIEW_SECRET_INVALID",
      "Ссылка предпросмотра недействительна: откройте её из Studio",
    );
  }
  return response;
});
