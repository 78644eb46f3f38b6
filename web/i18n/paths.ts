/**
 * A site address in a language (docs/languages.md#addresses): Russian addresses have no prefix,
 * English ones start with `/en`. Pure, so the header's switch, links and the sitemap share it.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@rules/language";

/** Addresses that belong to no language: the site's API, Next.js's files, the engine, media. */
const SHARED = /^\/(?:api|_next|v1|cdn)(?:\/|$)/;

/** `/rooms?x=1` in English is `/en/rooms?x=1`; `/` is `/en`. External and shared addresses stay. */
export function localizedHref(href: string, language: Language): string {
  if (!href.startsWith("/") || href.startsWith("//") || SHARED.test(href)) return href;
  const { path } = splitLanguage(href);
  if (language === DEFAULT_LANGUAGE) return path;
  return path === "/" || path.startsWith("/?") || path.startsWith("/#")
    ? `/${language}${path.slice(1)}`
    : `/${language}${path}`;
}

/** `/en/rooms` is English `/rooms`; an address without a language prefix is Russian. */
export function splitLanguage(href: string): { language: Language; path: string } {
  for (const language of LANGUAGES) {
    if (language === DEFAULT_LANGUAGE) continue;
    const prefix = `/${language}`;
    if (href === prefix) return { language, path: "/" };
    const next = href.charAt(prefix.length);
    if (href.startsWith(prefix) && (next === "/" || next === "?" || next === "#")) {
      const rest = href.slice(prefix.length);
      return { language, path: rest.startsWith("/") ? rest : `/${rest}` };
    }
  }
  return { language: DEFAULT_LANGUAGE, path: href };
}
