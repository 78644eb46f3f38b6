/**
 * Revalidation on publish. Sanity's webhook (cloud) or the embedded lake POSTs a signed body
 * `{ "_type", "_id" }` for each published change; the `_type` is the cache tag the site's
 * queries carry (web/lib/content/client.ts). The tag is expired at once (`expire: 0`), so the
 * next request renders with the new content instead of serving the old page once more.
 *
 * Webhook at Sanity: URL https://<site>/api/revalidate, trigger on create/update/delete,
 * projection `{_type, _id}`, secret = SANITY_REVALIDATE_SECRET.
 */
import { revalidateTag } from "next/cache";
import { parseBody } from "next-sanity/webhook";
import type { NextRequest } from "next/server";
import { env } from "@platform/env";
import { contentSource } from "@web/lib/content/config";
import { pagesChanged } from "@web/lib/pages-changed";
import { bodyLimited } from "@web/lib/request-body";

interface WebhookBody {
  _type?: unknown;
  _id?: unknown;
}

function error(status: number, code: string, message: string) {
  return Response.json({ error: { code, message } }, { status });
}

export const POST = bodyLimited(async (request: NextRequest) => {
  const secret = env().SANITY_REVALIDATE_SECRET;
  if (!secret) return error(500, "REVALIDATE_SECRET_MISSING", "SANITY_REVALIDATE_SECRET is not configured");
  // Sanity's API is eventually consistent behind its CDN: parseBody waits a moment before we
  // revalidate. The embedded lake commits before it calls, so no wait is needed there.
  const waitForConsistency = contentSource().mode === "cloud";
  let parsed: Awaited<ReturnType<typeof parseBody<WebhookBody>>>;
  try {
    parsed = await parseBody<WebhookBody>(request, secret, waitForConsistency);
  } catch {
    return error(400, "INVALID_BODY", "The body is not JSON");
  }
  if (parsed.isValidSignature !== true)
    return error(401, "INVALID_SIGNATURE", "Missing or invalid sanity-webhook-signature");
  const type = parsed.body?._type;
  if (typeof type !== "string" || type === "") return error(400, "TYPE_MISSING", "The body needs a _type");
  revalidateTag(type, { expire: 0 });
  return pagesChanged(Response.json({ revalidated: [type], now: Date.now() }));
});
