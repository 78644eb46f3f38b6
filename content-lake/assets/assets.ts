/**
 * Uploaded images and files: asset documents in Sanity's shape (`sanity.imageAsset`,
 * `sanity.fileAsset`, ids `image-<sha1>-<w>x<h>-<ext>` and `file-<sha1>-<ext>`), bytes in the
 * database, deduplicated by SHA-1 as Sanity does. Used by the upload endpoints and the seed loader.
 */
import { createHash, randomUUID } from "node:crypto";
import path from "node:path";
import sharp, { type Metadata } from "sharp";
import { badRequest } from "../errors";
import type { LakeDocument } from "../store/working-set";

export type AssetKind = "image" | "file";

export interface UploadInput {
  kind: AssetKind;
  data: Uint8Array;
  /** The request's content type, or one guessed from the file name. */
  contentType?: string | undefined;
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

export const MIME_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  svg: "image/svg+xml",
  tif: "image/tiff",
  avif: "image/avif",
  heif: "image/heif",
  mp4: "video/mp4",
  webm: "video/webm",
  mov: "video/quicktime",
  pdf: "application/pdf",
  mp3: "audio/mpeg",
  txt: "text/plain",
  json: "application/json",
};

const EXTENSION_OF_MIME = Object.fromEntries(Object.entries(MIME_TYPES).map(([ext, mime]) => [mime, ext]));

export const sha1Of = (data: Uint8Array) => createHash("sha1").update(data).digest("hex");

function fileExtension(input: UploadInput): string {
  const fromName = input.filename ? path.extname(input.filename).slice(1).toLowerCase() : "";
  if (/^[a-z0-9]{1,8}$/.test(fromName)) return fromName;
  const fromMime = input.contentType
    ? EXTENSION_OF_MIME[input.contentType.split(";")[0]?.trim() ?? ""]
    : undefined;
  return fromMime ?? "bin";
}

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

/** Reads the upload and builds its asset document; throws a 400 for an image that is not one. */
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
    const extension = fileExtension(input);
    const mimeType =
      input.contentType?.split(";")[0]?.trim() || MIME_TYPES[extension] || "application/octet-stream";
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
  const mimeType = MIME_TYPES[extension] ?? "application/octet-stream";
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
