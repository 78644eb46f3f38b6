/**
 * The gallery's `?category={id}` parameter: a group id 1…11 opens the viewer
 * (docs/site.md#gallery).
 */
export const CATEGORY_PARAM = "category";

/** The group id the query asks for, when it names one of `ids`; otherwise none. */
export function categoryFromQuery(
  value: string | null | undefined,
  ids: readonly number[],
): number | undefined {
  if (!value || !/^\d{1,2}$/.test(value)) return undefined;
  const id = Number(value);
  return ids.includes(id) ? id : undefined;
}

/** The same search string with the category set (a number) or removed (undefined). */
export function withCategory(search: string, id: number | undefined): string {
  const params = new URLSearchParams(search);
  if (id === undefined) params.delete(CATEGORY_PARAM);
  else params.set(CATEGORY_PARAM, String(id));
  const text = params.toString();
  return text ? `?${text}` : "";
}
