/**
 * Turns the seed sources into the dataset: documents in Sanity's import format, with stable
 * `_id`s (written in the sources) and stable `_key`s (derived from the document id and the path
 * of the item), image and file fields referencing asset documents whose ids are the SHA-1 of the
 * media files — exactly the ids Sanity gives the same files on upload.
 */
import { createHash } from "node:crypto";
import {
  ensureImage,
  ensureVideo,
  fileAsset,
  imageAsset,
  type FileAssetDocument,
  type ImageAssetDocument,
} from "./media";
import { localizeSeedDocument, unusedEnglish, type EnglishTexts } from "./english-merge";
import { englishTexts } from "./english/index";
import { SeedImage, SeedRef, SeedText, SeedVideo, type SeedDocument, type SeedValue } from "./source";
import { seedDocuments } from "./sources";

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type DatasetDocument = { _id: string; _type: string; [field: string]: JsonValue };

export class SeedSourceError extends Error {
  readonly code = "SEED_SOURCE";
  constructor(message: string) {
    super(message);
    this.name = "SeedSourceError";
  }
}

/** A `_key` that stays the same as long as the item stays at the same place. */
export function stableKey(documentId: string, path: string): string {
  return createHash("sha1").update(`${documentId}:${path}`).digest("hex").slice(0, 12);
}

const SPACE_MARK = /^(## |- )/;

function blocks(documentId: string, path: string, value: SeedText): JsonValue[] {
  return value.paragraphs.map((paragraph, index) => {
    const key = stableKey(documentId, `${path}[${index}]`);
    const kind = SPACE_MARK.exec(paragraph)?.[1];
    const body = kind ? paragraph.slice(kind.length) : paragraph;
    return {
      _type: "block",
      _key: key,
      style: kind === "## " ? "h3" : "normal",
      ...(kind === "- " ? { listItem: "bullet", level: 1 } : {}),
      markDefs: [],
      children: [{ _type: "span", _key: `${key}s`, text: body, marks: [] }],
    };
  });
}

interface MediaIndex {
  images: Map<string, ImageAssetDocument>;
  files: Map<string, FileAssetDocument>;
}

function convert(documentId: string, path: string, value: SeedValue, media: MediaIndex): JsonValue {
  if (value instanceof SeedImage) {
    const asset = media.images.get(value.file);
    if (!asset) throw new SeedSourceError(`${documentId}.${path}: нет ассета для ${value.file}`);
    return { _type: "imageWithAlt", alt: value.alt, asset: { _type: "reference", _ref: asset._id } };
  }
  if (value instanceof SeedVideo) {
    const asset = media.files.get(value.file);
    if (!asset) throw new SeedSourceError(`${documentId}.${path}: нет ассета для ${value.file}`);
    return { _type: "file", asset: { _type: "reference", _ref: asset._id } };
  }
  if (value instanceof SeedText) return blocks(documentId, path, value);
  if (value instanceof SeedRef) return { _type: "reference", _ref: value.id };
  if (Array.isArray(value)) {
    return value.map((item: SeedValue, index) => {
      const converted = convert(documentId, `${path}[${index}]`, item, media);
      // Arrays of objects need a _key on every item; arrays of strings and numbers do not.
      return converted !== null && typeof converted === "object" && !Array.isArray(converted)
        ? { ...converted, _key: stableKey(documentId, `${path}[${index}]`) }
        : converted;
    });
  }
  if (value !== null && typeof value === "object") {
    const result: { [key: string]: JsonValue } = {};
    for (const [field, fieldValue] of Object.entries(value as { [field: string]: SeedValue | undefined })) {
      if (fieldValue !== undefined)
        result[field] = convert(documentId, path ? `${path}.${field}` : field, fieldValue, media);
    }
    return result;
  }
  return value as string | number | boolean | null;
}

function collectMedia(
  value: SeedValue | undefined,
  images: Map<string, SeedImage>,
  videos: Map<string, SeedVideo>,
) {
  if (value instanceof SeedImage) {
    images.set(value.file, value);
  } else if (value instanceof SeedVideo) {
    videos.set(value.file, value);
  } else if (Array.isArray(value)) {
    for (const item of value as SeedValue[]) collectMedia(item, images, videos);
  } else if (
    value !== null &&
    typeof value === "object" &&
    !(value instanceof SeedText) &&
    !(value instanceof SeedRef)
  ) {
    for (const item of Object.values(value)) collectMedia(item, images, videos);
  }
}

export interface BuildOptions {
  mediaDir: string;
  /** Generate pictures and clips that are missing (a developer step); otherwise missing media fail. */
  generateMissing: boolean;
  documents?: SeedDocument[];
  /** The English of the texts (default: english/index.ts). */
  english?: EnglishTexts;
}

export interface BuildResult {
  documents: DatasetDocument[];
  assets: (ImageAssetDocument | FileAssetDocument)[];
  generated: string[];
  /** Entries of the English map that are no text of a localized field (`<_id> <path>`): stale or misplaced. */
  unusedEnglish: string[];
}

export async function buildDataset(options: BuildOptions): Promise<BuildResult> {
  const sources = options.documents ?? seedDocuments();
  const ids = new Set<string>();
  for (const source of sources) {
    if (ids.has(source._id)) throw new SeedSourceError(`Повторяющийся _id в источниках: ${source._id}`);
    ids.add(source._id);
  }

  const images = new Map<string, SeedImage>();
  const videos = new Map<string, SeedVideo>();
  for (const source of sources) collectMedia(source, images, videos);

  const generated: string[] = [];
  if (options.generateMissing) {
    for (const image of images.values())
      if (await ensureImage(options.mediaDir, image)) generated.push(image.file);
    for (const clip of videos.values())
      if (await ensureVideo(options.mediaDir, clip)) generated.push(clip.file);
  }

  const media: MediaIndex = { images: new Map(), files: new Map() };
  for (const image of images.values())
    media.images.set(image.file, await imageAsset(options.mediaDir, image));
  for (const clip of videos.values()) media.files.set(clip.file, await fileAsset(options.mediaDir, clip));

  // Each document is built in Russian, as the sources are written, then its localized fields are
  // wrapped as their `ru` item with the `en` item from the English map where it has every string.
  const english = options.english ?? englishTexts;
  const used = new Map<string, Set<string>>();
  const documents = sources.map((source) => {
    const russian = convert(source._id, "", source as SeedValue, media) as DatasetDocument;
    const paths = new Set<string>();
    used.set(source._id, paths);
    return localizeSeedDocument(russian, english[source._id], paths);
  });

  // The same picture may appear in several documents; it is one asset.
  const assets = [
    ...new Map([...media.images.values(), ...media.files.values()].map((a) => [a._id, a])).values(),
  ];
  assets.sort((a, b) => a._id.localeCompare(b._id));
  return { documents, assets, generated, unusedEnglish: unusedEnglish(english, used) };
}

/** The dataset as NDJSON: assets first (they are referenced), then documents in source order. */
export function toNdjson(result: Pick<BuildResult, "documents" | "assets">): string {
  return (
    [...result.assets, ...result.documents].map((document) => JSON.stringify(document)).join("\n") + "\n"
  );
}
