/** Document ids, drafts and revision ids as Sanity names them. */
import { randomBytes, randomUUID } from "node:crypto";

export const DRAFTS_PREFIX = "drafts.";
export const VERSIONS_PREFIX = "versions.";

export const isDraftId = (id: string) => id.startsWith(DRAFTS_PREFIX);
export const isVersionId = (id: string) => id.startsWith(VERSIONS_PREFIX);
/** A published document: neither a draft nor a release version. */
export const isPublishedId = (id: string) => !isDraftId(id) && !isVersionId(id);

export function publishedIdOf(id: string): string {
  if (isDraftId(id)) return id.slice(DRAFTS_PREFIX.length);
  if (isVersionId(id)) return id.split(".").slice(2).join(".");
  return id;
}

export const draftIdOf = (id: string) => DRAFTS_PREFIX + publishedIdOf(id);

/** Sanity's rule for document ids: letters, digits, `_`, `-` and `.` path separators, ≤ 128 chars. */
const ID_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/;
export const isValidDocumentId = (id: string) =>
  ID_PATTERN.test(id) && !id.includes("..") && !id.endsWith(".");

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A random id in Sanity's revision style (22 base-62 characters). */
export function newRevisionId(): string {
  const bytes = randomBytes(22);
  let id = "";
  // 62 does not divide 256: the tiny bias is irrelevant for ids that only need to be unique.
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return id;
}

/** An id for a created document that came without one (or with a trailing `.` path prefix). */
export function newDocumentId(prefix = ""): string {
  return prefix + randomUUID();
}

/** Array item keys that `autoGenerateArrayKeys` adds, 12 characters like the Studio's. */
export function newArrayKey(): string {
  return newRevisionId().slice(0, 12);
}
