import { env } from "@platform/env";

/**
 * The public base URL of the site (SITE_URL; http://localhost:$PORT when it is not configured),
 * for canonical links, the sitemap, Open Graph and structured data.
 */
export function siteUrl(): URL {
  const config = env();
  return new URL(config.SITE_URL ?? `http://localhost:${config.PORT}`);
}

export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl()).toString();
}
