/**
 * The image loader of next/image for pictures from the content source. Sanity's image CDN, and
 * the embedded content lake that mirrors it, resize and re-encode on the URL's parameters
 * (w, h, fit, q, auto=format), so next/image asks them directly for each width of its srcset
 * instead of running its own optimizer. Other URLs are left alone.
 */
export interface LoaderArguments {
  src: string;
  width: number;
  quality?: number;
}

const LOCAL_ORIGIN = "http://local.invalid";

function isContentImage(url: URL): boolean {
  return url.hostname === "cdn.sanity.io" || /\/images\/[^/]+\/[^/]+\//.test(url.pathname);
}

export function contentImageLoader({ src, width, quality }: LoaderArguments): string {
  const relative = src.startsWith("/");
  const url = new URL(src, LOCAL_ORIGIN);
  if (!isContentImage(url)) return src;
  const params = url.searchParams;
  if (params.has("w") && params.has("h")) {
    // Keep the requested aspect ratio (a crop) at every width.
    const ratio = Number(params.get("h")) / Number(params.get("w"));
    if (Number.isFinite(ratio) && ratio > 0) params.set("h", String(Math.round(width * ratio)));
  }
  params.set("w", String(width));
  if (params.has("h") && !params.has("fit")) params.set("fit", "crop");
  params.set("auto", "format");
  // Without a quality the image service uses its own default (75): shorter URLs in every srcset.
  if (quality) params.set("q", String(quality));
  return relative ? `${url.pathname}${url.search}` : url.toString();
}
