/**
 * The site's one way to read content: `sanityFetch({ query, params, tags })`, on the server.
 *
 * Results are cached by Next.js (the fetch data cache, so pages built with them are static) and
 * tagged with `tags`, the `_type`s the query reads; /api/revalidate expires a tag when a
 * document of that type is published (a Sanity webhook in the cloud, the lake itself when
 * embedded), and the next request renders with fresh content. In draft mode (a manager's
 * preview in the Studio, docs/preview.md) it reads drafts instead, uncached and stega-encoded,
 * and marks the texts shown in Russian for want of their English.
 *
 * A query that reads localized texts takes the language as `params.lang` (the type requires it):
 * the fetch's cache key is its URL, query and parameters together, so the Russian and the English
 * results of one query are two entries and never mix; the tags (the `_type`s) are the same, so a
 * publish expires both.
 */
import "server-only";
import { createClient, type ClientReturn, type QueryParams, type SanityClient } from "@sanity/client";
import { env } from "@platform/env";
import { REQUEST_ID_HEADER, currentRequestId } from "@platform/request-context";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "@rules/language";
import { typographContent } from "@web/lib/typography";
import { API_VERSION, contentSource } from "./config";
import { markFallbacks, unmarkFallbacks } from "./localized";
import { isPreview, previewClient } from "./preview";

export class ContentSourceError extends Error {
  override readonly name = "ContentSourceError";
  readonly code = "CONTENT_SOURCE_UNCONFIGURED";
}

let cached: SanityClient | undefined;

/** The configured client: Sanity's API (CDN for published content) or the embedded lake. */
export function contentClient(): SanityClient {
  if (cached) return cached;
  const config = env();
  const source = contentSource();
  if (source.mode === "cloud") {
    cached = createClient({
      projectId: source.projectId,
      dataset: source.dataset,
      apiVersion: API_VERSION,
      // The CDN serves published content; a read token (private dataset) bypasses it at Sanity.
      useCdn: true,
      perspective: "published",
      ...(config.SANITY_API_READ_TOKEN ? { token: config.SANITY_API_READ_TOKEN } : {}),
    });
    return cached;
  }
  if (!config.CONTENT_LAKE_TOKEN) {
    throw new ContentSourceError(
      "CONTENT_LAKE_TOKEN is not set: the embedded content lake runs inside `npm start` (or `npm run build`), which passes its token to the site",
    );
  }
  cached = createClient({
    projectId: source.projectId,
    dataset: source.dataset,
    apiVersion: API_VERSION,
    apiHost: source.apiHost,
    useProjectHostname: false,
    useCdn: false,
    perspective: "published",
    token: config.CONTENT_LAKE_TOKEN,
  });
  return cached;
}

/** A query's parameters: `lang` is required when it reads localized texts (`$lang`). */
type ParamsOf<Query extends string> = Query extends `${string}$lang${string}`
  ? { params: QueryParams & { lang: Language } }
  : { params?: QueryParams };

export type SanityFetchOptions<Query extends string> = {
  query: Query;
  /** Cache tags: the `_type`s of the documents the query reads (dereferenced ones included). */
  tags: string[];
  /**
   * The language of the page the texts are for, when the query takes none (`$lang`): Russian
   * typography applies only to Russian (docs/languages.md); a query's `lang` otherwise, else "ru".
   */
  language?: Language;
} & ParamsOf<Query>;

/**
 * Runs a GROQ query from queries.ts; the result is typed by typegen's overloads for that query.
 * Every text in it comes back with Russian typography (web/lib/typography.ts) for a Russian page:
 * this is the one place managed texts get it, so a price a manager types as «4 000 ₽» never breaks
 * across lines. An English page's texts (`language: "en"`) come back as written.
 */
export async function sanityFetch<const Query extends string>(
  options: SanityFetchOptions<Query>,
): Promise<ClientReturn<Query, unknown>> {
  const { query, tags } = options;
  const params: QueryParams = options.params ?? {};
  const language: Language =
    options.language ?? LANGUAGES.find((each) => each === params.lang) ?? DEFAULT_LANGUAGE;
  // A manager's draft preview (docs/preview.md) reads drafts, uncached; guests never get here.
  const preview = (await isPreview()) ? previewClient(contentClient()) : undefined;
  // A preview's call belongs to one request: it carries that request's id, so the lake's log line
  // of it shares the id with the site's. A cached call carries none: Next.js keys its data cache on
  // the call's headers, so an id would make every call a miss, and the one call that fills the
  // cache serves every later request (docs/operations.md «Request id»).
  const requestId = currentRequestId();
  // The preview's query says where a text fell back to Russian; the mark goes on it here
  // (web/lib/content/localized.ts), so the page shows «нет перевода» without knowing of it.
  const result = preview
    ? unmarkFallbacks(
        await preview.fetch<ClientReturn<Query, unknown>>(markFallbacks(query), params, {
          cache: "no-store",
          ...(requestId ? { headers: { [REQUEST_ID_HEADER]: requestId } } : {}),
        }),
      )
    : await contentClient().fetch<ClientReturn<Query, unknown>>(query, params, {
        cache: "force-cache",
        next: { tags },
      });
  return typographContent(result, language);
}
