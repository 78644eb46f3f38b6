/**
 * The actions endpoint (`/data/actions/{dataset}`), which the Studio uses for drafts and
 * publishing: create, edit, publish, unpublish, discard, delete, replaceDraft. Each action is
 * translated into changes of the working set; the listener then reports each changed document
 * with whole-document effects. Release versions are not supported (releases are turned off).
 */
import { isDeepStrictEqual } from "node:util";
import { documentAlreadyExists, invalidAction, revisionMismatch, TransactionError } from "../errors";
import { DRAFTS_PREFIX, isDraftId, isPublishedId, isValidDocumentId } from "./ids";
import { applyPatch } from "./patch";
import type { LakeDocument, WorkingSet } from "./working-set";

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function stringField(action: JsonObject, field: string, index: number): string {
  const value = action[field];
  if (typeof value !== "string" || !isValidDocumentId(value)) {
    throw invalidAction(index, `${String(action.actionType)}: "${field}" must be a document id`);
  }
  return value;
}

function draftField(action: JsonObject, index: number): string {
  const draftId = stringField(action, "draftId", index);
  if (!isDraftId(draftId)) {
    throw invalidAction(index, `${String(action.actionType)}: "draftId" must start with "${DRAFTS_PREFIX}"`);
  }
  return draftId;
}

function publishedField(action: JsonObject, index: number): string {
  const publishedId = stringField(action, "publishedId", index);
  if (!isPublishedId(publishedId)) {
    throw invalidAction(
      index,
      `${String(action.actionType)}: "publishedId" must not be a draft or version id`,
    );
  }
  return publishedId;
}

function conflict(index: number, description: string): TransactionError {
  return new TransactionError(
    409,
    "ACTION_CONFLICT",
    { type: "documentConflictError", description },
    index,
    "actionError",
  );
}

function notFound(index: number, id: string): TransactionError {
  return new TransactionError(
    409,
    "DOCUMENT_NOT_FOUND",
    { type: "documentNotFoundError", description: `Document "${id}" not found`, id },
    index,
    "actionError",
  );
}

function checkRevision(index: number, document: LakeDocument | null, id: string, expected: unknown): void {
  if (typeof expected !== "string") return;
  if (document?._rev !== expected)
    throw revisionMismatch(index, id, document?._rev, expected).as("actionError");
}

/** draftId and publishedId of an action that names both: the draft must be publishedId's. */
function draftPair(action: JsonObject, index: number): { draftId: string; publishedId: string } {
  const draftId = draftField(action, index);
  const publishedId = publishedField(action, index);
  if (draftId !== DRAFTS_PREFIX + publishedId) {
    throw invalidAction(
      index,
      `${String(action.actionType)}: "draftId" must be "${DRAFTS_PREFIX}${publishedId}", the draft of "publishedId"`,
    );
  }
  return { draftId, publishedId };
}

/** Applies one action to the working set. */
export function applyAction(working: WorkingSet, action: unknown, index: number): void {
  if (!isObject(action) || typeof action.actionType !== "string") {
    throw invalidAction(index, "Each action needs an actionType");
  }
  switch (action.actionType) {
    case "sanity.action.document.create": {
      const publishedId = publishedField(action, index);
      const attributes = action.attributes;
      if (!isObject(attributes) || typeof attributes._type !== "string") {
        throw invalidAction(index, "sanity.action.document.create: attributes need a _type");
      }
      const id = typeof attributes._id === "string" ? attributes._id : DRAFTS_PREFIX + publishedId;
      if (id !== DRAFTS_PREFIX + publishedId && id !== publishedId) {
        throw invalidAction(
          index,
          "sanity.action.document.create: attributes._id must be the draft of publishedId",
        );
      }
      if (working.get(id)) {
        if (action.ifExists === "ignore") return;
        throw documentAlreadyExists(index, id).as("actionError");
      }
      working.put(id, { ...attributes, _id: id, _type: attributes._type } as LakeDocument);
      return;
    }
    case "sanity.action.document.edit": {
      const { draftId, publishedId } = draftPair(action, index);
      if (!isObject(action.patch))
        throw invalidAction(index, "sanity.action.document.edit: patch must be an object");
      const base = working.get(draftId) ?? working.get(publishedId);
      if (!base) throw notFound(index, draftId);
      const draft = base._id === draftId ? base : ({ ...base, _id: draftId } as LakeDocument);
      checkRevision(
        index,
        working.get(draftId) ?? working.get(publishedId),
        draftId,
        action.patch.ifRevisionID,
      );
      const patched = applyPatch(draft, action.patch, (description) => invalidAction(index, description));
      // An edit that changes nothing in an existing draft stores nothing (no new revision).
      if (base === draft && isDeepStrictEqual(patched, draft)) return;
      working.put(draftId, patched);
      return;
    }
    case "sanity.action.document.publish": {
      const { draftId, publishedId } = draftPair(action, index);
      const draft = working.get(draftId);
      const published = working.get(publishedId);
      if (!draft) throw notFound(index, draftId);
      checkRevision(index, draft, draftId, action.ifDraftRevisionId);
      checkRevision(index, published, publishedId, action.ifPublishedRevisionId);
      const { _createdAt: draftCreatedAt, ...content } = draft;
      working.put(publishedId, {
        ...content,
        _id: publishedId,
        _createdAt: published?._createdAt ?? draftCreatedAt,
      } as LakeDocument);
      working.put(draftId, null);
      return;
    }
    case "sanity.action.document.unpublish": {
      const { draftId, publishedId } = draftPair(action, index);
      const published = working.get(publishedId);
      if (!published) throw notFound(index, publishedId);
      if (!working.get(draftId)) working.put(draftId, { ...published, _id: draftId });
      working.put(publishedId, null);
      return;
    }
    case "sanity.action.document.discard": {
      const draftId = draftField(action, index);
      if (!working.get(draftId)) throw notFound(index, draftId);
      working.put(draftId, null);
      return;
    }
    case "sanity.action.document.delete": {
      const publishedId = publishedField(action, index);
      const drafts = Array.isArray(action.includeDrafts) ? action.includeDrafts : [];
      if (drafts.some((id) => typeof id !== "string" || !isDraftId(id))) {
        throw invalidAction(index, "sanity.action.document.delete: includeDrafts must list draft ids");
      }
      const ids = [publishedId, ...(drafts as string[])];
      if (ids.every((id) => !working.get(id))) throw notFound(index, publishedId);
      for (const id of ids) if (working.get(id)) working.put(id, null);
      return;
    }
    case "sanity.action.document.replaceDraft": {
      const publishedId = publishedField(action, index);
      const attributes = action.attributes;
      if (!isObject(attributes) || typeof attributes._type !== "string") {
        throw invalidAction(index, "sanity.action.document.replaceDraft: attributes need a _type");
      }
      const draftId = DRAFTS_PREFIX + publishedId;
      working.put(draftId, { ...attributes, _id: draftId, _type: attributes._type } as LakeDocument);
      return;
    }
    default:
      if (
        action.actionType.startsWith("sanity.action.document.version") ||
        action.actionType.startsWith("sanity.action.release")
      ) {
        throw conflict(
          index,
          `${action.actionType}: content releases are not available in the embedded content lake`,
        );
      }
      throw invalidAction(index, `Unknown action type "${action.actionType}"`);
  }
}
