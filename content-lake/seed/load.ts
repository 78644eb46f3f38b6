/**
 * Loads a dataset in Sanity's import format (NDJSON, one document a line) into the lake, in one
 * transaction. Images and files may be given either way Sanity's importer accepts:
 *
 *  - `{"_type": "image", "_sanityAsset": "image@file://./media/room.jpg"}`: the file is read
 *    (relative to the NDJSON file), stored, its `sanity.imageAsset` document made, and the field
 *    becomes `{"_type": "image", "asset": {"_type": "reference", "_ref": "image-…"}}`;
 *  - `sanity.imageAsset` / `sanity.fileAsset` documents next to references to them: the bytes are
 *    the file of the media folder (searched recursively) whose SHA-1 is the asset's, or else the
 *    one named by `source.id`, `path` or `originalFilename`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { IMAGE_MIME_TYPES, prepareAsset, sha1Of, sniffFileType, type AssetKind } from "../assets/assets";
import type { LakeStore } from "../store/store";
import type { LakeDocument } from "../store/working-set";
import { isValidDocumentId } from "../store/ids";

export class SeedError extends Error {
  override readonly name = "SeedError";
  readonly code = "SEED_INVALID";
}

export interface SeedSource {
  /** The NDJSON file. */
  file: string;
  /** Folder of media files for asset documents (default: `media/` beside the file). */
  mediaDir?: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function readDocuments(file: string): LakeDocument[] {
  const lines = readFileSync(file, "utf8").split("\n");
  const documents: LakeDocument[] = [];
  lines.forEach((line, index) => {
    if (line.trim() === "") return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch (error) {
      throw new SeedError(
        `${file}:${index + 1}: not JSON (${error instanceof Error ? error.message : String(error)})`,
      );
    }
    const document = parsed as Partial<LakeDocument>;
    if (
      typeof document !== "object" ||
      document === null ||
      typeof document._id !== "string" ||
      typeof document._type !== "string"
    ) {
      throw new SeedError(`${file}:${index + 1}: every document needs an _id and a _type`);
    }
    if (!isValidDocumentId(document._id))
      throw new SeedError(`${file}:${index + 1}: invalid _id "${document._id}"`);
    documents.push(document as LakeDocument);
  });
  return documents;
}

function resolveAssetUrl(url: string, baseDir: string): { kind: AssetKind; file: string } {
  const match = /^(image|file)@(.+)$/.exec(url);
  if (!match?.[1] || !match[2])
    throw new SeedError(`Unsupported _sanityAsset "${url}" (expected image@file://… or file@file://…)`);
  const location = match[2];
  if (!location.startsWith("file://")) {
    throw new SeedError(`_sanityAsset "${url}": only file:// locations can be loaded offline`);
  }
  const relative = location.slice("file://".length);
  const file = relative.startsWith("/") ? fileURLToPath(location) : path.resolve(baseDir, relative);
  return { kind: match[1] as AssetKind, file };
}

export interface SeedResult {
  documents: number;
  assets: number;
}

export async function loadSeed(
  store: LakeStore,
  dataset: string,
  source: SeedSource,
  location: { projectId: string; baseUrl: string },
): Promise<SeedResult> {
  if (!existsSync(source.file)) throw new SeedError(`Seed dataset ${source.file} not found`);
  const baseDir = path.dirname(source.file);
  const mediaDir = source.mediaDir ?? path.join(baseDir, "media");
  const documents = readDocuments(source.file);
  const assets = new Map<string, LakeDocument>();
  const files: { storagePath: string; mimeType: string; data: Uint8Array }[] = [];

  const uploadFile = async (kind: AssetKind, file: string): Promise<string> => {
    if (!existsSync(file)) throw new SeedError(`Seed media file ${file} not found`);
    const data = new Uint8Array(readFileSync(file));
    const prepared = await prepareAsset(
      { kind, data, filename: path.basename(file) },
      { projectId: location.projectId, dataset, baseUrl: location.baseUrl },
    );
    if (!assets.has(prepared.document._id)) {
      assets.set(prepared.document._id, prepared.document);
      files.push({ storagePath: prepared.storagePath, mimeType: prepared.mimeType, data });
    }
    return prepared.document._id;
  };

  const resolve = async (value: Json): Promise<Json> => {
    if (Array.isArray(value)) return Promise.all(value.map(resolve));
    if (value === null || typeof value !== "object") return value;
    const entries = Object.entries(value);
    if (typeof value._sanityAsset === "string") {
      const { kind, file } = resolveAssetUrl(value._sanityAsset, baseDir);
      const ref = await uploadFile(kind, file);
      const rest = Object.fromEntries(entries.filter(([key]) => key !== "_sanityAsset"));
      return { ...rest, asset: { _type: "reference", _ref: ref } } as Json;
    }
    const resolved: { [key: string]: Json } = {};
    for (const [key, inner] of entries) resolved[key] = await resolve(inner);
    return resolved;
  };

  const loaded: LakeDocument[] = [];
  let media: MediaIndex | undefined;
  for (const document of documents) {
    if (document._type === "sanity.imageAsset" || document._type === "sanity.fileAsset") {
      media ??= indexMedia(mediaDir);
      await attachAssetBytes(document, media, files, location, dataset);
      loaded.push(document);
      continue;
    }
    loaded.push((await resolve(document as unknown as Json)) as unknown as LakeDocument);
  }
  for (const asset of assets.values())
    if (!loaded.some((document) => document._id === asset._id)) loaded.push(asset);

  for (const file of files) {
    await store.putAssetFile(dataset, file.storagePath, {
      mimeType: file.mimeType,
      size: file.data.byteLength,
      data: file.data,
    });
  }
  await store.transact(
    dataset,
    { author: "seed", request: { seed: path.basename(source.file) } },
    (working) => {
      for (const document of loaded) working.put(document._id, document);
      return { result: undefined };
    },
  );
  return { documents: loaded.length, assets: files.length };
}

interface MediaIndex {
  dir: string;
  bySha1: Map<string, string>;
}

function indexMedia(dir: string): MediaIndex {
  const bySha1 = new Map<string, string>();
  const walk = (folder: string) => {
    if (!existsSync(folder)) return;
    for (const entry of readdirSync(folder)) {
      const file = path.join(folder, entry);
      if (statSync(file).isDirectory()) walk(file);
      else bySha1.set(sha1Of(readFileSync(file)), file);
    }
  };
  walk(dir);
  return { dir, bySha1 };
}

/** For a given asset document: finds its bytes in the media folder and completes its fields. */
async function attachAssetBytes(
  document: LakeDocument,
  media: MediaIndex,
  files: { storagePath: string; mimeType: string; data: Uint8Array }[],
  location: { projectId: string; baseUrl: string },
  dataset: string,
): Promise<void> {
  const image = document._type === "sanity.imageAsset";
  const match = image
    ? /^image-([a-zA-Z0-9]+)-(\d+x\d+)-([a-z0-9]+)$/.exec(document._id)
    : /^file-([a-zA-Z0-9]+)-([a-z0-9]+)$/.exec(document._id);
  if (!match) throw new SeedError(`Asset document id "${document._id}" does not follow Sanity's pattern`);
  const extension = (image ? match[3] : match[2]) ?? "";
  const storedName = image ? `${match[1]}-${match[2]}.${extension}` : `${match[1]}.${extension}`;
  const source = document.source as { id?: unknown } | undefined;
  const candidates = [
    typeof source?.id === "string" ? source.id : undefined,
    typeof document.path === "string" ? path.basename(document.path) : undefined,
    typeof document.originalFilename === "string" ? document.originalFilename : undefined,
    storedName,
  ].filter((name): name is string => Boolean(name));
  const found =
    media.bySha1.get(match[1] ?? "") ??
    candidates.map((name) => path.join(media.dir, name)).find((file) => existsSync(file));
  if (!found) {
    throw new SeedError(
      `No media file for ${document._id} in ${media.dir} (no file with its SHA-1, none named ${candidates.join(", ")})`,
    );
  }
  const data = new Uint8Array(readFileSync(found));
  // The stored type is what the bytes are (as for an upload), not what the document says.
  const mimeType = image
    ? (IMAGE_MIME_TYPES[extension] ?? "application/octet-stream")
    : (await sniffFileType(data)).mimeType;
  const assetPath = `${image ? "images" : "files"}/${location.projectId}/${dataset}/${storedName}`;
  files.push({ storagePath: `${image ? "images" : "files"}/${storedName}`, mimeType, data });
  document.path = assetPath;
  document.url = `${location.baseUrl}/${assetPath}`;
  document.extension ??= extension;
  document.mimeType ??= mimeType;
  document.size ??= data.byteLength;
}
