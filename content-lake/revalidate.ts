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

/** One notice per type among published documents (the first document of each type names it). */
export function noticesForTypes(documents: { _id: string; _type: string }[]): RevalidationNotice[] {
  const notices = new Map<string, RevalidationNotice>();
  for (const document of documents) {
    if (isPublishedId(document._id) && !notices.has(document._type)) {
      notices.set(document._type, { _id: document._id, _type: document._type });
    }
  }
  return [...notices.values()];
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

/**
 * Next.js keeps which tags were revalidated in memory only, and pages published while the site
 * was down (the lake alone under `npm run studio`) were never revalidated: after a start, the
 * prerendered pages on disk may be older than the content. So once the site answers, the lake
 * revalidates every type of published document; each page then renders afresh on its next visit.
 */
export function revalidateEverythingWhenSiteIsUp(
  target: RevalidationTarget,
  notices: () => RevalidationNotice[],
  signal: AbortSignal,
  pollMs = 1000,
): Promise<void> {
  return new Promise((resolve) => {
    const attempt = async () => {
      if (signal.aborted) return resolve();
      try {
        // Any answer means the site is serving (the route accepts only POST, so HEAD gets 405).
        await fetch(target.url, {
          method: "HEAD",
          signal: AbortSignal.any([signal, AbortSignal.timeout(5000)]),
        });
      } catch {
        // Not up yet (the site is still being built): try again shortly.
        setTimeout(() => void attempt(), pollMs).unref();
        return;
      }
      for (const notice of notices()) {
        if (signal.aborted) break;
        await sendRevalidation(target, notice);
      }
      resolve();
    };
    void attempt();
  });
}
