/**
 * The Studio's project and dataset. Vite puts only SANITY_STUDIO_* variables into the Studio's
 * bundle, so these are the names both the bundle and the CLI read. Unset → the embedded content
 * lake's project (`embedded`, dataset `production`).
 */
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || "embedded";
export const dataset = process.env.SANITY_STUDIO_DATASET || "production";
/** The API version the Studio's own queries (structure lists, Vision) use. */
export const apiVersion = "2025-02-19";
