/**
 * The site's languages and their addresses (docs/languages.md#addresses): Russian, the site's own,
 * keeps its addresses without a prefix, so no link or search result is lost; English lives under
 * `/en/…`. The rewrite that serves an unprefixed address from the `[locale]` tree, and the redirect
 * of a `/ru/…` address to its unprefixed form, are in next.config.mjs.
 */
import { defineRouting } from "next-intl/routing";
import { DEFAULT_LANGUAGE, LANGUAGES } from "@rules/language";

export const routing = defineRouting({
  locales: LANGUAGES,
  defaultLocale: DEFAULT_LANGUAGE,
  localePrefix: "as-needed",
  // The language is the address's: a guest is not redirected by the browser's languages.
  localeDetection: false,
});
