/** A transaction's view of a dataset: the committed documents plus the changes made so far. */
import type { StoredDocument, TransactionChange } from "../db/schema";

export type LakeDocument = StoredDocument;

export class WorkingSet {
  private readonly pending = new Map<string, LakeDocument | null>();

  constructor(private readonly committed: ReadonlyMap<string, LakeDocument>) {}

  get(id: string): LakeDocument | null {
    if (this.pending.has(id)) return this.pending.get(id) ?? null;
    return this.committed.get(id) ?? null;
  }

  put(id: string, document: LakeDocument | null): void {
    this.pending.set(id, document);
  }

  /** Every document as the transaction sees it now (for patch and delete by query). */
  documents(): LakeDocument[] {
    const result: LakeDocument[] = [];
    for (const [id, document] of this.committed) if (!this.pending.has(id)) result.push(document);
    for (const document of this.pending.values()) if (document) result.push(document);
    return result;
  }

  /** The documents that differ from the committed state, in the order they were first touched. */
  changes(): TransactionChange[] {
    const changes: TransactionChange[] = [];
    for (const [id, after] of this.pending) {
      const before = this.committed.get(id) ?? null;
      if (before === null && after === null) continue;
      if (before === after) continue;
      changes.push({ id, before, after });
    }
    return changes;
  }
}
