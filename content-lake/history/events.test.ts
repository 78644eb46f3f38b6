import { describe, expect, it } from "vitest";
import type { StoredDocument } from "../db/schema";
import { documentEvents, type LoggedTransaction } from "./events";

const doc = (id: string, rev: string): StoredDocument => ({ _id: id, _type: "spaProcedure", _rev: rev });
const tx = (id: string, changes: LoggedTransaction["changes"]): LoggedTransaction => ({
  id,
  timestamp: `2026-11-22T10:00:0${id.slice(-1)}Z`,
  author: "p-embedded-manager",
  changes,
});

describe("document events", () => {
  const log = [
    tx("t1", [{ id: "spa", before: null, after: doc("spa", "t1") }]),
    tx("t2", [{ id: "drafts.spa", before: null, after: doc("drafts.spa", "t2") }]),
    tx("t3", [{ id: "drafts.spa", before: doc("drafts.spa", "t2"), after: doc("drafts.spa", "t3") }]),
    tx("t4", [
      { id: "spa", before: doc("spa", "t1"), after: doc("spa", "t4") },
      { id: "drafts.spa", before: doc("drafts.spa", "t3"), after: null },
    ]),
    tx("t5", [
      { id: "spa", before: doc("spa", "t4"), after: null },
      { id: "drafts.spa", before: null, after: doc("drafts.spa", "t5") },
    ]),
    tx("t6", [{ id: "drafts.spa", before: doc("drafts.spa", "t5"), after: null }]),
    tx("t7", [{ id: "other", before: null, after: doc("other", "t7") }]),
  ];

  it("names what happened to the document, newest first, leaving edits to the transactions", () => {
    expect(documentEvents("drafts.spa", log).map((event) => [event.id, event.type])).toEqual([
      ["t6", "deleteDocumentVersion"],
      ["t5", "unpublishDocument"],
      ["t4", "publishDocumentVersion"],
      ["t2", "createDocumentVersion"],
      ["t1", "publishDocumentVersion"],
    ]);
  });

  it("links a publish to the draft revision it published", () => {
    const publish = documentEvents("spa", log).find((event) => event.id === "t4");
    expect(publish).toMatchObject({
      documentId: "spa",
      revisionId: "t4",
      versionId: "drafts.spa",
      versionRevisionId: "t3",
    });
  });
});
