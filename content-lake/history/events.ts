/**
 * Document events for the Studio's history pane (`/data/history/{ds}/events/documents/{id}`),
 * derived from the transaction log: a draft created, published, unpublished, discarded, the
 * document deleted. Edits between them the Studio reads itself from the transactions.
 */
import type { TransactionChange } from "../db/schema";
import { DRAFTS_PREFIX, publishedIdOf } from "../store/ids";

export interface LoggedTransaction {
  id: string;
  timestamp: string;
  author: string;
  changes: TransactionChange[];
}

interface BaseEvent {
  id: string;
  timestamp: string;
  author: string;
  documentId: string;
}

export type DocumentEvent =
  | (BaseEvent & { type: "createDocumentVersion"; versionId: string; versionRevisionId: string })
  | (BaseEvent & {
      type: "publishDocumentVersion";
      revisionId: string;
      versionId: string;
      versionRevisionId?: string;
      publishCause: "document.publish";
    })
  | (BaseEvent & { type: "unpublishDocument"; versionId: string; versionRevisionId: string })
  | (BaseEvent & { type: "deleteDocumentVersion"; versionId: string; versionRevisionId: string })
  | (BaseEvent & { type: "deleteDocumentGroup" });

/** The events of a document (published id or draft id), newest first. */
export function documentEvents(documentId: string, transactions: LoggedTransaction[]): DocumentEvent[] {
  const publishedId = publishedIdOf(documentId);
  const draftId = DRAFTS_PREFIX + publishedId;
  const events: DocumentEvent[] = [];
  for (const transaction of transactions) {
    const published = transaction.changes.find((change) => change.id === publishedId);
    const draft = transaction.changes.find((change) => change.id === draftId);
    if (!published && !draft) continue;
    const base = {
      id: transaction.id,
      timestamp: transaction.timestamp,
      author: transaction.author,
      documentId: publishedId,
    };
    const draftGone = draft?.before && !draft.after;
    if (published?.after) {
      events.push({
        ...base,
        type: "publishDocumentVersion",
        revisionId: transaction.id,
        versionId: draftId,
        ...(draftGone && draft.before ? { versionRevisionId: draft.before._rev } : {}),
        publishCause: "document.publish",
      });
    } else if (published?.before && !published.after) {
      events.push(
        draft?.after
          ? { ...base, type: "unpublishDocument", versionId: draftId, versionRevisionId: transaction.id }
          : { ...base, type: "deleteDocumentGroup" },
      );
    } else if (draft && !draft.before && draft.after) {
      events.push({
        ...base,
        type: "createDocumentVersion",
        versionId: draftId,
        versionRevisionId: transaction.id,
      });
    } else if (draftGone && draft.before) {
      events.push({
        ...base,
        type: "deleteDocumentVersion",
        versionId: draftId,
        versionRevisionId: draft.before._rev,
      });
    }
  }
  return events.reverse();
}
