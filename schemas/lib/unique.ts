/**
 * Uniqueness checks that Sanity does not do by itself: a service id must be unique across every
 * type that answers /services/{id}, a room id across room categories, a gallery id across groups.
 * They ask the dataset through the validation context's client (the Studio's, or a test's).
 */
import type { ValidationContext } from "sanity";

const API_VERSION = "2025-02-19";

/** The published id of a document, whether the Studio validates its draft or a release version. */
export function publishedId(id: string): string {
  return id.replace(/^drafts\./, "").replace(/^versions\.[^.]+\./, "");
}

async function countOthers(
  context: ValidationContext,
  types: readonly string[],
  field: string,
  value: string | number,
): Promise<number> {
  const id = publishedId(context.document?._id ?? "");
  const client = context.getClient({ apiVersion: API_VERSION });
  // Drafts and versions of the same document share its value legitimately; other documents may not.
  return client.fetch<number>(
    `count(*[_type in $types && ${field} == $value && !(_id in [$id, "drafts." + $id]) && !(_id in path("versions.**"))])`,
    { types: [...types], value, id },
  );
}

/**
 * Whether no other document of `types` uses this slug. Slug fields check this in their own
 * validator (see slugField) so the manager reads a Russian message; Sanity's built-in check is
 * switched off there with `isUnique: () => true`.
 */
export async function isSlugFree(
  slug: string,
  context: ValidationContext,
  types: readonly string[],
): Promise<boolean> {
  return (await countOthers(context, types, "slug.current", slug)) === 0;
}

/** A custom validator: the number in `field` is not used by another document of `type`. */
export function uniqueNumber(type: string, field: string, message: string) {
  return async (value: number | undefined, context: ValidationContext): Promise<true | string> => {
    if (typeof value !== "number") return true;
    return (await countOthers(context, [type], field, value)) === 0 ? true : message;
  };
}
