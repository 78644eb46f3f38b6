/**
 * The Studio's project and dataset. Vite puts only SANITY_STUDIO_* variables into the Studio's
 * bundle, so these are the names both the bundle and the CLI read. Unset → the embedded content
 * lake's project (`embedded`, dataset `production`).
 */
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || "embedded";
export const dataset = process.env.SANITY_STUDIO_DATASET || "production";
/** The API version the Studio's own queries (structure lists, Vision) use. */
export const apiVersion = "2025-02-19";

declare global {
  interface Window {
    /** The site's origin, written into the page by `npm run studio` (content-lake/studio-server.ts). */
    __HOTEL_SITE__?: { origin: string };
  }
}

/**
 * The site whose /api/admin the manager tools call: as the serving script says, else
 * SANITY_STUDIO_SITE_URL at build time (a Studio hosted at Sanity), else the default local site.
 */
export function siteOrigin(): string {
  const injected = typeof window === "undefined" ? undefined : window.__HOTEL_SITE__?.origin;
  return (injected || process.env.SANITY_STUDIO_SITE_URL || "http://localhost:3000").replace(/\/$/, "");
}
