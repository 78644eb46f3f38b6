/**
 * `/data/history/{dataset}/…`: the transaction log as the Studio's history and review-changes
 * panes read it — transactions touching some documents, a document's events, and documents as
 * they were at a revision or a time.
 */
import { Hono } from "hono";
import { documentEvents } from "../../history/events";
import { DRAFTS_PREFIX, draftIdOf, publishedIdOf } from "../../store/ids";
import type { LakeDocument } from "../../store/working-set";
import type { LakeEnv } from "../common";
import { truthy, type DataDeps } from "./shared";

export function historyRoutes({ store, dataset }: DataDeps): Hono<LakeEnv> {
  return (
    new Hono<LakeEnv>()
      // Each line of the answer is one transaction with whole-document effects for the documents
      // asked for.
      .get("/history/:dataset/transactions/:ids", async (c) => {
        const name = dataset(c);
        const ids = (c.req.param("ids") ?? "").split(",").filter(Boolean);
        const url = new URL(c.req.url);
        const search = url.searchParams;
        const limit = Number(search.get("limit") ?? "0") || undefined;
        const withEffects = search.get("effectFormat") === "mendoza";
        const withMutations = search.get("excludeMutations") !== "true";
        let rows = await store.transactions(name, { documentIds: ids });
        // fromTransaction and toTransaction are inclusive bounds, by transaction id, oldest first.
        const from = search.get("fromTransaction");
        const to = search.get("toTransaction");
        const fromIndex = from ? rows.findIndex((row) => row.id === from) : -1;
        if (fromIndex >= 0) rows = rows.slice(fromIndex);
        const toIndex = to ? rows.findIndex((row) => row.id === to) : -1;
        if (toIndex >= 0) rows = rows.slice(0, toIndex + 1);
        if (truthy(search.get("reverse") ?? undefined)) rows = rows.reverse();
        if (limit) rows = rows.slice(0, limit);
        const wanted = new Set(ids);
        const lines = rows.map((row) => {
          const changes = row.changes.filter((change) => wanted.has(change.id));
          const effects = Object.fromEntries(
            changes.map((change) => [
              change.id,
              { apply: [0, stripRev(change.after)], revert: [0, stripRev(change.before)] },
            ]),
          );
          const mutations = changes.map((change) =>
            change.after ? { createOrReplace: change.after } : { delete: { id: change.id } },
          );
          return JSON.stringify({
            id: row.id,
            timestamp: row.timestamp,
            author: row.author,
            documentIDs: changes.map((change) => change.id),
            ...(withEffects ? { effects } : {}),
            ...(withMutations ? { mutations } : {}),
          });
        });
        return c.body(lines.join("\n") + (lines.length ? "\n" : ""), 200, {
          "Content-Type": "application/x-ndjson",
        });
      })
      // Document events (draft created, published, unpublished, discarded, deleted), from the log.
      .get("/history/:dataset/events/documents/:id", async (c) => {
        const name = dataset(c);
        const id = c.req.param("id") ?? "";
        const limit = Number(new URL(c.req.url).searchParams.get("limit") ?? "0") || undefined;
        const rows = await store.transactions(name, { documentIds: [publishedIdOf(id), draftIdOf(id)] });
        const events = documentEvents(id, rows);
        return c.json({ events: { [id]: limit ? events.slice(0, limit) : events }, nextCursor: "" });
      })
      .get("/history/:dataset/events/releases/:id", (c) => {
        dataset(c);
        return c.json({ events: [], nextCursor: "" });
      })
      // A document as it was: at a revision (`revision`: after that transaction, which need not
      // have touched it), at a time (`time`), or at the last revision where it existed
      // (`lastRevision=true`, for deleted documents). A revision the log does not have leaves the
      // documents as they are now.
      .get("/history/:dataset/documents/:ids", async (c) => {
        const name = dataset(c);
        const ids = (c.req.param("ids") ?? "").split(",").filter(Boolean);
        const search = new URL(c.req.url).searchParams;
        const lastRevision = search.get("lastRevision") === "true";
        const revision = search.get("revision");
        const time = search.get("time");
        const log = await store.transactions(name);
        const at = revision ? log.find((row) => row.id === revision) : undefined;
        const wanted = new Set(ids);
        const rows = log.filter((row) => row.changes.some((change) => wanted.has(change.id)));
        const documents = ids.flatMap((id) => {
          let found: LakeDocument | null = null;
          for (const row of rows) {
            if (at && row.seq > at.seq) break;
            if (time && row.timestamp > time) break;
            const change = row.changes.find((candidate) => candidate.id === id);
            if (!change) continue;
            if (!lastRevision || change.after) found = change.after;
          }
          if (found) return [found];
          // The Studio asks for the draft at a publish's revision to show «Опубликовано» as
          // «Было». A publish with no draft behind it (the seed's, a script's) left no draft to
          // show: the version it published stands in for it, under the id asked for.
          const published = at && id.startsWith(DRAFTS_PREFIX) ? publishedAt(at, publishedIdOf(id)) : null;
          return published ? [{ ...published, _id: id }] : [];
        });
        return c.json({ documents });
      })
  );
}

/** The published document a transaction wrote, if it wrote one. */
function publishedAt(row: { changes: { id: string; after: LakeDocument | null }[] }, id: string) {
  return row.changes.find((change) => change.id === id)?.after ?? null;
}

function stripRev(document: LakeDocument | null): Record<string, unknown> | null {
  if (!document) return null;
  const { _rev: _ignored, ...rest } = document;
  return rest;
}
