/**
 * Perspectives: which documents a query sees. `raw` sees everything; `published` hides drafts
 * and release versions; `drafts` overlays each draft over its published document, under the
 * published id, with `_originalId` naming the document it came from (as Sanity does). A
 * release stack (`rA,drafts`) layers release versions over drafts over published documents.
 */
import { QueryError } from "../errors";
import { DRAFTS_PREFIX, VERSIONS_PREFIX, isPublishedId, publishedIdOf } from "../store/ids";
import type { LakeDocument } from "../store/working-set";

export type Perspective = "raw" | "published" | { stack: string[] };

/** From this API version on, a query without a perspective sees published documents only. */
const PUBLISHED_DEFAULT_FROM = "2025-02-19";

export function parsePerspective(value: string | null | undefined, apiVersion: string): Perspective {
  if (!value) {
    const dated = /^\d{4}-\d{2}-\d{2}$/.test(apiVersion);
    return dated && apiVersion >= PUBLISHED_DEFAULT_FROM ? "published" : "raw";
  }
  if (value === "raw" || value === "published") return value;
  if (value === "previewDrafts" || value === "drafts") return { stack: ["drafts"] };
  const stack = value.split(",").map((part) => part.trim());
  if (stack.some((part) => !/^[A-Za-z0-9_-]+$/.test(part)) || stack.includes("raw")) {
    throw new QueryError(`Invalid perspective "${value}"`);
  }
  return { stack: stack.filter((part) => part !== "published") };
}

export function perspectiveKey(perspective: Perspective): string {
  return typeof perspective === "string" ? perspective : perspective.stack.join(",");
}

/** The id of the layer document that stands in for `publishedId` in a stack entry. */
function layerId(layer: string, publishedId: string): string {
  return layer === "drafts" ? DRAFTS_PREFIX + publishedId : `${VERSIONS_PREFIX}${layer}.${publishedId}`;
}

export function applyPerspective(documents: LakeDocument[], perspective: Perspective): LakeDocument[] {
  if (perspective === "raw") return documents;
  if (perspective === "published") return documents.filter((document) => isPublishedId(document._id));
  const byId = new Map(documents.map((document) => [document._id, document]));
  const publishedIds = new Set(documents.map((document) => publishedIdOf(document._id)));
  const result: LakeDocument[] = [];
  for (const publishedId of publishedIds) {
    const layered = perspective.stack.map((layer) => byId.get(layerId(layer, publishedId))).find(Boolean);
    const chosen = layered ?? byId.get(publishedId);
    if (!chosen) continue;
    result.push({ ...chosen, _id: publishedId, _originalId: chosen._id });
  }
  return result;
}
