/**
 * The language of an answer (docs/languages.md#the-read-api): the routes whose answers hold text a
 * guest reads (the catalogue's names and descriptions, a booking's rooms and extras, the ways to
 * pay) answer in Russian or English. The `lang` query parameter decides (`ru` or `en`; anything
 * else is 400 VALIDATION_ERROR, like any bad input); without it, `Accept-Language`, by quality;
 * without either, or with neither language acceptable, Russian. The answer says which it is in
 * (`Content-Language`) and that it depends on the header (`Vary: Accept-Language`). Error messages
 * stay Russian whatever the language.
 */
import type { MiddlewareHandler } from "hono";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../../rules";
import type { AppEnv } from "./middleware";

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/** More ranges than any browser sends are not read (a header is not a place to make the engine work). */
const MAX_RANGES = 32;
const QUALITY = /^\s*q\s*=\s*(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)\s*$/i;

/**
 * The language `Accept-Language` prefers among ours (RFC 9110, section 12.5.4): the highest quality above
 * 0, a range naming a language by its first subtag (`en-GB` is English), `*` for any other; on a
 * tie the one the header names first; Russian when none is acceptable or the header is absent or
 * unreadable.
 */
export function negotiateLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const named = new Map<Language, { quality: number; at: number }>();
  let wildcard: number | undefined;
  header
    .split(",")
    .slice(0, MAX_RANGES)
    .forEach((entry, at) => {
      const [range = "", ...parameters] = entry.split(";");
      const tag = range.trim().toLowerCase();
      let quality = 1;
      for (const parameter of parameters) {
        const match = QUALITY.exec(parameter);
        // A weight that is not one cannot be read: the range is left out.
        if (!match?.[1]) return;
        quality = Number(match[1]);
      }
      if (tag === "*") {
        wildcard = Math.max(wildcard ?? 0, quality);
        return;
      }
      const primary = tag.split("-")[0] ?? "";
      if (!isLanguage(primary)) return;
      const seen = named.get(primary);
      // The most favourable of the ranges naming it (`en;q=0.1, en-GB` is English at 1).
      if (!seen || quality > seen.quality) named.set(primary, { quality, at: seen?.at ?? at });
    });
  let best: { language: Language; quality: number; at: number } | undefined;
  // Languages only `*` reaches rank after those the header names, the default first among them.
  const order = [DEFAULT_LANGUAGE, ...LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE)];
  for (const [rank, language] of order.entries()) {
    const given = named.get(language);
    const quality = given?.quality ?? wildcard ?? 0;
    const at = given?.at ?? MAX_RANGES + rank;
    if (quality <= 0) continue;
    if (!best || quality > best.quality || (quality === best.quality && at < best.at)) {
      best = { language, quality, at };
    }
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}

/**
 * The answer's language: `lang` when it names one of ours, else what Accept-Language prefers;
 * undefined for a `lang` that names none (the route's validation refuses it).
 */
export function answerLanguage(
  lang: string | undefined,
  acceptLanguage: string | undefined,
): Language | undefined {
  if (lang !== undefined) return isLanguage(lang) ? lang : undefined;
  return negotiateLanguage(acceptLanguage);
}

/**
 * Sets `c.var.language` for the route, and on its answer `Vary: Accept-Language` and, on a
 * success, `Content-Language`. The route declares `LanguageQuery` and `AcceptLanguageHeader`
 * (schemas/common.ts) and documents its answer with `okIn` (openapi.ts); its validation of the
 * query refuses a `lang` that names no language of ours.
 */
export function speaksLanguage(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const language = answerLanguage(c.req.query("lang"), c.req.header("accept-language")) ?? DEFAULT_LANGUAGE;
    c.set("language", language);
    await next();
    c.header("Vary", "Accept-Language", { append: true });
    if (c.res.ok) c.header("Content-Language", language);
  };
}
