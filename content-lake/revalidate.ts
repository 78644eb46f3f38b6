/**
 * After a change to published content, the lake tells the site, the way a Sanity webhook
 * would: a signed POST to /api/revalidate (same body shape, same `sanity-webhook-signature`
 * header), one per type of changed published document, with the `_type` (the cache tag the
 * site's queries use) and an `_id`. Drafts do not change the site and send nothing.
 */
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { isPublishedId } from "./store/ids";
import type { CommittedTransaction } from "./store/store";

export interface RevalidationTarget {
  /** http://127.0.0.1:$PORT/api/revalidate */
  url: string;
  secret: string;
  log(message: string): void;
}

export interface RevalidationNotice {
  _id: string;
  _type: string;
}

/**
 * One notice per document type among the published documents a transaction changed (the site
 * revalidates by type, so a bulk change of ten rooms is one request, not ten).
 */
export function noticesFor(transaction: CommittedTransaction): RevalidationNotice[] {
  const notices = new Map<string, RevalidationNotice>();
  for (const change of transaction.changes) {
    if (!isPublishedId(change.id)) continue;
    for (const document of [change.before, change.after]) {
      if (document && !notices.has(document._type))
        notices.set(document._type, { _id: change.id, _type: document._type });
    }
  }
  return [...notices.values()];
}

export async function sendRevalidation(
  target: RevalidationTarget,
  notice: RevalidationNotice,
): Promise<boolean> {
  const payload = JSON.stringify(notice);
  const signature = await encodeSignatureHeader(payload, Date.now(), target.secret);
  try {
    const response = await fetch(target.url, {
      method: "POST",
      headers: { "Content-Type": "application/json", [SIGNATURE_HEADER_NAME]: signature },
      body: payload,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      target.log(`content lake: revalidation of ${notice._type} answered ${response.status}`);
      return false;
    }
    return true;
  } catch (error) {
    // The site is not up (the lake alone under `npm run studio`, or during `next build`): the
    // next build reads fresh content anyway, so this is worth a line, not a failure.
    target.log(
      `content lake: could not reach the site to revalidate ${notice._type}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return false;
  }
}

/** Sends the notices of each committed transaction, in commit order. */
export function revalidateOnCommit(
  events: { on(event: "transaction", listener: (transaction: CommittedTransaction) => void): unknown },
  target: RevalidationTarget,
): void {
  let chain: Promise<unknown> = Promise.resolve();
  events.on("transaction", (transaction) => {
    const notices = noticesFor(transaction);
    if (notices.length === 0) return;
    chain = chain.then(async () => {
      for (const notice of notices) await sendRevalidation(target, notice);
    });
  });
}
