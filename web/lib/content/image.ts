/**
 * Browser-facing URLs of content images and files. In the cloud they point at Sanity's CDN; with
 * the embedded lake at `/cdn/…` on the site's own port, which serves the same paths with the
 * same resizing parameters. Crop and hotspot set in the Studio are applied.
 */
import { createImageUrlBuilder, type SanityImageSource } from "@sanity/image-url";
import { contentSource, type ContentSource } from "./config";

export interface ImageSize {
  width?: number;
  height?: number;
  /** `crop` (default when both sides are given) fills the box; `max` fits inside it. */
  fit?: "crop" | "max";
  quality?: number;
}

function builder() {
  const source = contentSource();
  return createImageUrlBuilder({
    projectId: source.projectId,
    dataset: source.dataset,
    baseUrl: source.assetBaseUrl,
  });
}

/** A URL for next/image (with the content image loader) or a plain <img>; null without an asset. */
export function imageUrl(image: SanityImageSource | null | undefined, size: ImageSize = {}): string | null {
  if (!image || (typeof image === "object" && "asset" in image && !image.asset)) return null;
  const source = contentSource();
  let url = builder().image(image);
  // The lake's short path implies auto=format (below); Sanity's CDN is told.
  if (source.mode === "cloud") url = url.auto("format");
  if (size.width) url = url.width(size.width);
  if (size.height) url = url.height(size.height);
  // A fit without a size changes nothing: the URL of the whole picture carries none.
  if (size.width || size.height) url = url.fit(size.fit ?? (size.width && size.height ? "crop" : "max"));
  if (size.quality) url = url.quality(size.quality);
  return source.mode === "embedded" ? shortPath(url.url(), source) : url.url();
}

/**
 * With the embedded lake, an image of the site's dataset goes by the lake's short path:
 * `/cdn/i/<file>` for `/cdn/images/embedded/<dataset>/<file>`, with auto=format implied
 * (docs/content-lake.md#the-short-image-path). A page carries each picture's URL several times
 * (a srcset of three widths, in the HTML and again in the RSC payload): the home page's 186 URLs
 * are 7 KB shorter so. Sanity's CDN has no such path: its URLs stay as they are.
 */
function shortPath(url: string, source: ContentSource): string {
  const prefix = `${source.assetBaseUrl}/images/${source.projectId}/${source.dataset}/`;
  return url.startsWith(prefix) ? `${source.assetBaseUrl}/i/${url.slice(prefix.length)}` : url;
}

/** A file asset reference (`file-<sha1>-<ext>`) or a file field holding one. */
export type FileSource =
  string | { _ref: string } | { asset?: { _ref?: string | null } | null } | null | undefined;

function fileRef(file: FileSource): string | undefined {
  if (!file) return undefined;
  if (typeof file === "string") return file;
  if ("_ref" in file) return file._ref;
  return file.asset?._ref ?? undefined;
}

/** The browser-facing URL of a file (a video, a PDF); null without an asset. */
export function fileUrl(file: FileSource): string | null {
  const ref = fileRef(file);
  const match = ref ? /^file-([a-zA-Z0-9]+)-([a-z0-9]+)$/.exec(ref) : null;
  if (!match) return null;
  const source = contentSource();
  return `${source.assetBaseUrl}/files/${source.projectId}/${source.dataset}/${match[1]}.${match[2]}`;
}
