/**
 * Turns the manager's draft preview off (docs/preview.md#turning-it-on): the draft-mode cookie is
 * removed and the browser goes back to the published site. The Presentation tool calls it when
 * the manager leaves preview; anyone may (it only takes a preview away).
 */
import { draftMode } from "next/headers";
import { bodyLimited } from "@web/lib/request-body";

export const GET = bodyLimited(async (): Promise<Response> => {
  (await draftMode()).disable();
  return new Response(null, { status: 307, headers: { location: "/", "cache-control": "no-store" } });
});
