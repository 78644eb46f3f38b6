/**
 * Russian forms of a counted phrase for i18next's plural keys. Sanity writes one as `<key>_one`
 * and `<key>_other` (or the bare key for "other"); Russian needs `_one` (1, 21, 31…), `_few`
 * (2–4, 22–24…), `_many` (5–20, 25…) and `_other` (fractions; given the `many` form). Russian's
 * `_one` is also 21: where Sanity counts with `{{count}}`, every form shows it (ru.test.ts checks
 * both). Instantiate it with the namespace's key type, so a key Sanity renames fails the typecheck:
 * `const counted = plural<StudioLocaleResourceKeys>`.
 */
export function plural<Keys extends string>(
  key: Extract<Keys, `${string}_one` | `${string}_other`>,
  one: string,
  few: string,
  many: string,
): Record<string, string> {
  const base = key.replace(/_(one|other)$/, "");
  return { [`${base}_one`]: one, [`${base}_few`]: few, [`${base}_many`]: many, [`${base}_other`]: many };
}
