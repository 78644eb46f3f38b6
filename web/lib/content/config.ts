/**
 * Where the site's content comes from, decided once from the configuration: Sanity's Content
 * Lake when SANITY_PROJECT_ID is set (with its CDN), the embedded content lake otherwise. Both
 * are reached with the same @sanity/client and the same GROQ; only the host differs.
 */
import { env } from "@platform/env";

export const EMBEDDED_PROJECT_ID = "embedded";
/** The API version every query of the site is written for. */
export const API_VERSION = "2025-02-19";

export interface ContentSource {
  mode: "cloud" | "embedded";
  projectId: string;
  dataset: string;
  /** Base of browser-facing image and file URLs. */
  assetBaseUrl: string;
  /** The embedded lake's API for the site's server: this instance's, or CONTENT_LAKE_URL. */
  apiHost?: string;
}

export function contentSource(): ContentSource {
  const config = env();
  if (config.SANITY_PROJECT_ID) {
    return {
      mode: "cloud",
      projectId: config.SANITY_PROJECT_ID,
      dataset: config.SANITY_DATASET,
      assetBaseUrl: "https://cdn.sanity.io",
    };
  }
  // The lake mounts its image and file serving on the site's own port, so URLs stay relative.
  return {
    mode: "embedded",
    projectId: EMBEDDED_PROJECT_ID,
    dataset: config.SANITY_DATASET,
    assetBaseUrl: "/cdn",
    apiHost: (config.CONTENT_LAKE_URL ?? `http://127.0.0.1:${config.CONTENT_LAKE_HTTP_PORT}`).replace(
      /\/$/,
      "",
    ),
  };
}
