/**
 * The manager's draft preview (docs/preview.md): in Next.js draft mode, which only the
 * secret-checked /api/draft-mode/enable turns on, the site reads content with the `drafts`
 * perspective, uncached, and with stega — invisible edit links in the texts, which the Studio's
 * Presentation tool turns into «click the text, focus its field». Without draft mode nothing here
 * runs: guests get the published, cached content of client.ts.
 */
import "server-only";
import type { SanityClient, StegaConfig } from "@sanity/client";
import { draftMode } from "next/headers";
import { env } from "@platform/env";
import { contentSource } from "./config";

/**
 * Whether this request is a manager's draft preview. Static prerendering sees no draft mode;
 * code that runs at build time without a request (generateStaticParams) cannot ask, and gets
 * false.
 */
export async function isPreview(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}

/** The token that may read drafts: the lake's own, or a Viewer token with Sanity's cloud. */
export function previewToken(): string | undefined {
  const config = env();
  return contentSource().mode === "cloud" ? config.SANITY_API_READ_TOKEN : config.CONTENT_LAKE_TOKEN;
}

/** The Studio whose edit links the texts carry. */
function studioUrl(): string {
  const config = env();
  return (config.SANITY_STUDIO_URL ?? `http://localhost:${config.STUDIO_PORT}`).replace(/\/$/, "");
}

/**
 * Fields whose texts get an edit link: the ones a manager reads on the page. Identifiers, enum
 * values, links, prices' units and the like stay clean, so code that compares or parses them
 * (a tab's kind, a price unit, a route) behaves in the preview as it does for guests.
 */
const TEXT_FIELD =
  /^(title|name|summary|subtitle|description|intro|text|note|label|question|answer|tagline|author|alt|caption|destination|city)$|(Title|Subtitle|Note|Text|Label|Terms|Description|Name)$/;

/**
 * The field a text comes from: the last name on its path, where a localized field's item
 * (`title[_key=="en"].value`, docs/content-model.md «Two languages») stands for the field itself.
 */
export function sourceField(path: readonly unknown[]): string | undefined {
  const names = path.flatMap((segment, index) => (typeof segment === "string" ? [index] : []));
  const last = names.at(-1);
  if (last === undefined) return undefined;
  const item = path[last - 1];
  const inItem = path[last] === "value" && typeof item === "object" && item !== null && "_key" in item;
  const field = inItem ? names.at(-2) : last;
  return field === undefined ? undefined : (path[field] as string);
}

const stegaFilter: NonNullable<StegaConfig["filter"]> = (props) => {
  if (!props.filterDefault(props)) return false;
  const field = sourceField(props.sourcePath);
  return field !== undefined && TEXT_FIELD.test(field);
};

/** The client for a preview render: drafts over published, no cache, texts stega-encoded. */
export function previewClient(client: SanityClient): SanityClient | undefined {
  const token = previewToken();
  if (!token) return undefined;
  return client.withConfig({
    token,
    useCdn: false,
    perspective: "drafts",
    stega: { enabled: true, studioUrl: studioUrl(), filter: stegaFilter },
  });
}
