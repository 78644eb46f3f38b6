/**
 * The listener (`/data/listen/{dataset}`): server-sent events for every committed change to a
 * document that matches the listener's GROQ filter, before or after the change.
 *
 * Effects are whole-document mendoza patches (`[0, document]` replaces the whole value), which
 * every mendoza reader applies exactly; the Studio checks `previousRev` against its own copy and
 * refetches when they differ, so a listener that connects late still converges.
 */
import { evaluate, type ExprNode } from "groq-js";
import { isVersionId } from "../store/ids";
import type { CommittedTransaction } from "../store/store";
import type { LakeDocument } from "../store/working-set";
import { parseQuery } from "../query/run";

export interface ListenOptions {
  query: string;
  params: Record<string, unknown>;
  includeResult: boolean;
  includePreviousRevision: boolean;
  includeMutations: boolean;
  includeAllVersions: boolean;
  effectFormat: "mendoza" | undefined;
  identity: string;
}

export interface MutationEvent {
  eventId: string;
  documentId: string;
  transactionId: string;
  transition: "update" | "appear" | "disappear";
  identity: string;
  mutations?: unknown[];
  result?: LakeDocument | null;
  previous?: LakeDocument | null;
  previousRev?: string;
  resultRev: string;
  timestamp: string;
  visibility: "query";
  effects?: { apply: unknown; revert: unknown };
  transactionTotalEvents: number;
  transactionCurrentEvent: number;
}

function withoutRev(document: LakeDocument | null): Record<string, unknown> | null {
  if (!document) return null;
  const { _rev: _ignored, ...rest } = document;
  return rest;
}

export class ListenerFilter {
  private readonly tree: ExprNode;
  private readonly everything: boolean;

  /** Throws the query errors of `parseQuery` for a filter that does not parse. */
  constructor(readonly options: ListenOptions) {
    this.tree = parseQuery(options.query, options.params);
    this.everything = options.query.trim() === "*";
  }

  private async matches(document: LakeDocument | null): Promise<boolean> {
    if (!document) return false;
    if (!this.options.includeAllVersions && isVersionId(document._id)) return false;
    if (this.everything) return true;
    const value = await evaluate(this.tree, { dataset: [document], params: this.options.params });
    const result = await value.get();
    return Array.isArray(result) ? result.length > 0 : Boolean(result);
  }

  /** The events this listener receives for a committed transaction, in document order. */
  async eventsFor(transaction: CommittedTransaction): Promise<MutationEvent[]> {
    const matched: {
      change: CommittedTransaction["changes"][number];
      transition: MutationEvent["transition"];
    }[] = [];
    for (const change of transaction.changes) {
      const before = await this.matches(change.before);
      const after = await this.matches(change.after);
      if (!before && !after) continue;
      matched.push({ change, transition: before && after ? "update" : after ? "appear" : "disappear" });
    }
    return matched.map(({ change, transition }, index) => {
      const event: MutationEvent = {
        eventId: `${transaction.id}#${change.id}`,
        documentId: change.id,
        transactionId: transaction.id,
        // Also on a deletion: the Studio chains a document's events by previousRev → resultRev.
        resultRev: transaction.id,
        transition,
        identity: this.options.identity,
        timestamp: transaction.timestamp,
        visibility: "query",
        transactionTotalEvents: matched.length,
        transactionCurrentEvent: index + 1,
      };
      if (change.before) event.previousRev = change.before._rev;
      if (this.options.includeMutations) event.mutations = transaction.mutations.get(change.id) ?? [];
      if (this.options.includeResult) event.result = change.after;
      if (this.options.includePreviousRevision) event.previous = change.before;
      if (this.options.effectFormat === "mendoza") {
        event.effects = { apply: [0, withoutRev(change.after)], revert: [0, withoutRev(change.before)] };
      }
      return event;
    });
  }
}

/** One server-sent event, as the EventSource wire format wants it. */
export function sseEvent(name: string, data: unknown, id?: string): string {
  return `${id ? `id: ${id}\n` : ""}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}
