/**
 * Uploaded images and files: asset documents in Sanity's shape (`sanity.imageAsset`,
 * `sanity.fileAsset`, ids `image-<sha1>-<w>x<h>-<ext>` and `file-<sha1>-<ext>`), bytes in the
 * database, deduplicated by SHA-1 as Sanity does. Used by the upload endpoints and the seed loader.
 */
import { createHash, randomUUID } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import sharp, { type Metadata } from "sharp";
import { badRequest, HttpError } from "../errors";
import type { LakeDocument } from "../store/working-set";

export type AssetKind = "image" | "file";

export interface UploadInput {
  kind: AssetKind;
  data: Uint8Array;
  filename?: string | undefined;
  /** Optional metadata fields Sanity accepts as query parameters. */
  label?: string | undefined;
  title?: string | undefined;
  description?: string | undefined;
  creditLine?: string | undefined;
  source?: { name: string; id?: string | undefined; url?: string | undefined } | undefined;
}

export interface PreparedAsset {
  document: LakeDocument;
  /** Key of the bytes in lake_asset_files: `images/<file>` or `files/<file>`. */
  storagePath: string;
  mimeType: string;
}

const IMAGE_EXTENSIONS: Record<string, string> = {
  jpeg: "jpg",
  png: "png",
  webp: "webp",
  gif: "gif",
  svg: "svg",
  tiff: "tif",
  avif: "avif",
  heif: "heif",
};

/**
 * What may be uploaded as a file, by the type its bytes show (file-type reads the magic numbers;
 * the declared Content-Type and file name are never trusted), and the extension it is stored
 * under. The schemas take videos (mp4, webm) and PDFs; the other types are what the Studio's
 * file inputs might reasonably be given. Anything else (HTML, XHTML, SVG, text, scripts) is
 * refused: served from the site's origin it could run as a page.
 */
const FILE_TYPES: Record<string, string> = {
  "video/mp4": "mp4",
  "video/webm": "webm",
  "video/quicktime": "mov",
  "audio/mpeg": "mp3",
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/avif": "avif",
};

/** Image formats (as sharp names them, and as the extension of their files) with their MIME types. */
export const IMAGE_MIME_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  svg: "image/svg+xml",
  tif: "image/tiff",
  avif: "image/avif",
  heif: "image/heif",
};

/** Types a browser may show in place from /cdn (images, video); everything else is a download. */
const INLINE_TYPES = new Set([
  ...Object.values(IMAGE_MIME_TYPES),
  "video/mp4",
  "video/webm",
  "video/quicktime",
]);

/**
 * How stored bytes are served: their type when it is one we accept, octet-stream otherwise (a
 * row stored before uploads were sniffed); `attachment` for anything that is not an image or a
 * video.
 */
export function servedType(mimeType: string): { contentType: string; attachment: boolean } {
  const type = mimeType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (INLINE_TYPES.has(type)) return { contentType: type, attachment: false };
  if (type in FILE_TYPES) return { contentType: type, attachment: true };
  return { contentType: "application/octet-stream", attachment: true };
}

const unsupportedType = (found: string | undefined) =>
  new HttpError(
    415,
    "UNSUPPORTED_MEDIA_TYPE",
    `File type ${found ? `"${found}" ` : ""}not allowed: upload a video (MP4, WebM, QuickTime), MP3 audio, a PDF or an image (JPEG, PNG, WebP, GIF, AVIF)`,
  );

/** The allowed file type of `data`, by its content; throws 415 for anything else. */
export async function sniffFileType(data: Uint8Array): Promise<{ mimeType: string; extension: string }> {
  const found = await fileTypeFromBuffer(data);
  const extension = found ? FILE_TYPES[found.mime] : undefined;
  if (!found || !extension) throw unsupportedType(found?.mime);
  return { mimeType: found.mime, extension };
}

export const sha1Of = (data: Uint8Array) => createHash("sha1").update(data).digest("hex");

async function lqipOf(data: Uint8Array): Promise<string | undefined> {
  try {
    const tiny = await sharp(data).resize(20, 20, { fit: "inside" }).jpeg({ quality: 40 }).toBuffer();
    return `data:image/jpeg;base64,${tiny.toString("base64")}`;
  } catch (error) {
    // An image sharp can read but not re-encode (an odd SVG) simply has no placeholder.
    console.warn(
      `content lake: no low-quality placeholder: ${error instanceof Error ? error.message : String(error)}`,
    );
    return undefined;
  }
}

/**
 * Reads the upload and builds its asset document; throws a 400 for an image that is not one and
 * a 415 for a file of a type that is not allowed.
 */
export async function prepareAsset(
  input: UploadInput,
  location: { projectId: string; dataset: string; baseUrl: string },
): Promise<PreparedAsset> {
  if (input.data.byteLength === 0) throw badRequest("Empty upload: the request body holds no file");
  const sha1 = sha1Of(input.data);
  const common = {
    assetId: sha1,
    sha1hash: sha1,
    size: input.data.byteLength,
    uploadId: randomUUID(),
    ...(input.filename ? { originalFilename: input.filename } : {}),
    ...(input.label ? { label: input.label } : {}),
    ...(input.title ? { title: input.title } : {}),
    ...(input.description ? { description: input.description } : {}),
    ...(input.creditLine ? { creditLine: input.creditLine } : {}),
    ...(input.source ? { source: input.source } : {}),
  };
  if (input.kind === "file") {
    const { mimeType, extension } = await sniffFileType(input.data);
    const file = `${sha1}.${extension}`;
    const assetPath = `files/${location.projectId}/${location.dataset}/${file}`;
    return {
      storagePath: `files/${file}`,
      mimeType,
      document: {
        _id: `file-${sha1}-${extension}`,
        _type: "sanity.fileAsset",
        _rev: "",
        ...common,
        extension,
        mimeType,
        path: assetPath,
        url: `${location.baseUrl}/${assetPath}`,
      },
    };
  }
  let metadata: Metadata;
  try {
    metadata = await sharp(input.data).metadata();
  } catch {
    throw badRequest("Invalid image, could not read metadata");
  }
  const extension = metadata.format ? IMAGE_EXTENSIONS[metadata.format] : undefined;
  if (!extension || !metadata.width || !metadata.height)
    throw badRequest("Invalid image, could not read metadata");
  // EXIF orientation 5–8 swaps the sides: Sanity stores the dimensions as the image is shown.
  const rotated = (metadata.orientation ?? 1) >= 5;
  const width = rotated ? metadata.height : metadata.width;
  const height = rotated ? metadata.width : metadata.height;
  const mimeType = IMAGE_MIME_TYPES[extension] ?? "application/octet-stream";
  const file = `${sha1}-${width}x${height}.${extension}`;
  const assetPath = `images/${location.projectId}/${location.dataset}/${file}`;
  const lqip = await lqipOf(input.data);
  return {
    storagePath: `images/${file}`,
    mimeType,
    document: {
      _id: `image-${sha1}-${width}x${height}-${extension}`,
      _type: "sanity.imageAsset",
      _rev: "",
      ...common,
      extension,
      mimeType,
      path: assetPath,
      url: `${location.baseUrl}/${assetPath}`,
      metadata: {
        _type: "sanity.imageMetadata",
        dimensions: { _type: "sanity.imageDimensions", width, height, aspectRatio: width / height },
        hasAlpha: Boolean(metadata.hasAlpha),
        isOpaque: !metadata.hasAlpha,
        ...(lqip ? { lqip } : {}),
      },
    },
  };
}
