/**
 * The URL of a content picture at one width of its srcset. Sanity's image CDN, and the embedded
 * content lake that mirrors it (content-lake/assets/transform.ts), resize and re-encode on the
 * URL's parameters (w, h, fit, q, auto=format), so pages ask them directly for each width instead
 * of running an optimizer of their own. The lake's short path of the site's images (`/cdn/i/…`,
 * web/lib/content/image.ts) implies auto=format. Other URLs are left alone.
 *
 * The URL carries only parameters that change the bytes: a cropped picture's URL asks for its
 * full size (w, h and fit=crop, see web/features/content/picture.ts; a whole one asks for none),
 * and at a smaller width of the same shape h and fit change nothing on either CDN, so they are
 * dropped — a srcset of dozens of pictures is that much shorter, in the HTML and again in the RSC
 * payload.
 */
export interface LoaderArguments {
  src: string;
  width: number;
  quality?: number;
}

const LOCAL_ORIGIN = "http://local.invalid";

/** The embedded lake's short path of the site's images, where auto=format is implied. */
const SHORT_PATH = /^\/cdn\/i\/[^/]+$/;

function isContentImage(url: URL): boolean {
  return (
    url.hostname === "cdn.sanity.io" ||
    /\/images\/[^/]+\/[^/]+\//.test(url.pathname) ||
    SHORT_PATH.test(url.pathname)
  );
}

/** The size of what the CDN resizes: the rect cut from the image, or the stored image (its file name's `-WxH`). */
function sourceSize(url: URL): { width: number; height: number } | undefined {
  const rect = url.searchParams.get("rect")?.split(",").map(Number);
  if (rect) {
    const [, , width = 0, height = 0] = rect;
    return width > 0 && height > 0 ? { width, height } : undefined;
  }
  const match = /-(\d+)x(\d+)\.[a-z0-9]+$/i.exec(url.pathname);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : undefined;
}

export function contentImageLoader({ src, width, quality }: LoaderArguments): string {
  const relative = src.startsWith("/");
  const url = new URL(src, LOCAL_ORIGIN);
  if (!isContentImage(url)) return src;
  const params = url.searchParams;
  const source = sourceSize(url);
  let height: number | undefined;
  if (params.has("w") && params.has("h")) {
    // Keep the requested aspect ratio (a crop) at every width.
    const ratio = Number(params.get("h")) / Number(params.get("w"));
    if (Number.isFinite(ratio) && ratio > 0) height = Math.round(width * ratio);
  }
  const sameShape =
    source !== undefined &&
    width <= source.width &&
    (height === undefined || Math.abs(height - (width * source.height) / source.width) < 1);
  if (sameShape && ["crop", "max", "clip", null].includes(params.get("fit"))) {
    // Scaled down, keeping the source's shape: every fit mode gives the same picture.
    params.delete("h");
    params.delete("fit");
  } else {
    if (height !== undefined) params.set("h", String(height));
    if (params.has("h") && !params.has("fit")) params.set("fit", "crop");
  }
  params.set("w", String(width));
  if (!SHORT_PATH.test(url.pathname)) params.set("auto", "format");
  // Without a quality the image service uses its own default (75): shorter URLs in every srcset.
  if (quality) params.set("q", String(quality));
  return relative ? `${url.pathname}${url.search}` : url.toString();
}
