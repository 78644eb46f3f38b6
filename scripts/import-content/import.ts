/**
 * Imports the seed dataset into a Sanity dataset (Sanity's Content Lake, or the embedded lake,
 * which speaks the same API), idempotently:
 *
 *  - assets: a file whose asset id is already in the dataset is not uploaded again; a new upload
 *    must come back with the id the seed expects (Sanity derives it from the file's SHA-1 and
 *    size), or the import stops before any document would point at a missing asset;
 *  - documents: missing ones are created; existing ones equal to the seed are left alone; existing
 *    ones that differ (a manager edited them in the Studio) are kept, unless `overwrite` is set,
 *    then they are replaced with the seed.
 *
 * Before that, every document of the dataset (drafts included, the seed's or not) whose texts were
 * stored before the two languages is upgraded (docs/content-model.md «Two languages»): each such
 * text becomes its field's Russian item, with the document's revision checked, so a manager's
 * edit made meanwhile is never overwritten (the run stops; run it again).
 *
 * So running it twice changes nothing the second time.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { SanityClient, SanityDocument } from "@sanity/client";
import { LOCALIZED_FIELDS, localizeDocument } from "../../schemas/lib/localized";
import type { DatasetDocument, JsonValue } from "../seed-content/build";
import type { FileAssetDocument, ImageAssetDocument } from "../seed-content/media";

export class ImportError extends Error {
  constructor(
    readonly code: "IMPORT_ASSET_ID_MISMATCH" | "IMPORT_INVALID_DATASET" | "IMPORT_CONFIG",
    message: string,
  ) {
    super(message);
    this.name = "ImportError";
  }
}

export interface ImportOptions {
  client: SanityClient;
  documents: readonly DatasetDocument[];
  mediaDir: string;
  /** Replace documents that differ from the seed (a manager's edits are lost). */
  overwrite?: boolean;
  /** Report what would change, change nothing. */
  dryRun?: boolean;
  /** Only upgrade the stored documents' texts to the two languages; import nothing. */
  upgradeOnly?: boolean;
  log?: (line: string) => void;
}

export interface ImportReport {
  /** Documents whose texts were stored before the two languages, now upgraded (drafts included). */
  upgraded: string[];
  assetsUploaded: string[];
  assetsPresent: number;
  created: string[];
  unchanged: number;
  /** Differ from the seed and were kept (without overwrite) or replaced (with it). */
  differing: string[];
  replaced: string[];
}

type AssetDocument = ImageAssetDocument | FileAssetDocument;

const isAsset = (document: DatasetDocument): boolean =>
  document._type === "sanity.imageAsset" || document._type === "sanity.fileAsset";

/** Fields the Content Lake sets itself; they never count as a difference. */
const SYSTEM_FIELDS = new Set(["_rev", "_createdAt", "_updatedAt", "_system"]);

function normalise(value: unknown): JsonValue {
  if (Array.isArray(value)) return value.map(normalise);
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([key, item]) => !SYSTEM_FIELDS.has(key) && item !== undefined && item !== null)
      .sort(([a], [b]) => a.localeCompare(b));
    return Object.fromEntries(entries.map(([key, item]) => [key, normalise(item)]));
  }
  return value as JsonValue;
}

export function sameContent(a: unknown, b: unknown): boolean {
  return JSON.stringify(normalise(a)) === JSON.stringify(normalise(b));
}

const BATCH = 50;
/**
 * A transaction's body stays under this many bytes of JSON: the lake (like a proxy before Sanity)
 * refuses a request over 256 KB, and the seed's documents, with both languages, reach 8 KB each.
 */
const BATCH_BYTES = 192 * 1024;

/** The items in order, cut into batches of at most BATCH items and about BATCH_BYTES of JSON. */
export function batches<T>(
  items: readonly T[],
  size: (item: T) => number = (item) => JSON.stringify(item).length,
): T[][] {
  const out: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const item of items) {
    const itemBytes = size(item);
    if (current.length > 0 && (current.length >= BATCH || bytes + itemBytes > BATCH_BYTES)) {
      out.push(current);
      current = [];
      bytes = 0;
    }
    current.push(item);
    bytes += itemBytes;
  }
  if (current.length > 0) out.push(current);
  return out;
}

/**
 * Upgrades the dataset's documents whose texts were stored before the two languages: each changed
 * top-level field is set, if the document's revision is still the one read. Returns their ids.
 */
export async function upgradeToLanguages(
  client: SanityClient,
  { dryRun = false, log = () => undefined }: { dryRun?: boolean; log?: (line: string) => void } = {},
): Promise<string[]> {
  const stored = await client.fetch<SanityDocument[]>(
    `*[_type in $types]`,
    { types: Object.keys(LOCALIZED_FIELDS) },
    { perspective: "raw" },
  );
  const upgrades = stored.flatMap((document) => {
    const { document: upgraded, wrapped } = localizeDocument(document);
    if (wrapped.length === 0) return [];
    const fields = [...new Set(wrapped.map((path) => /^[^.[]+/.exec(path)?.[0] ?? path))];
    return [{ document, set: Object.fromEntries(fields.map((field) => [field, upgraded[field]])) }];
  });
  if (!dryRun) {
    let done = 0;
    for (const batch of batches(upgrades, ({ set }) => JSON.stringify(set).length)) {
      const transaction = client.transaction();
      for (const { document, set } of batch) {
        transaction.patch(document._id, (patch) => patch.ifRevisionId(document._rev).set(set));
      }
      await transaction.commit({ visibility: "sync" });
      done += batch.length;
      log(`тексты переведены в новый вид (два языка): ${done} из ${upgrades.length}`);
    }
  }
  return upgrades.map(({ document }) => document._id);
}

export async function importDataset(options: ImportOptions): Promise<ImportReport> {
  const { client, documents, mediaDir, overwrite = false, dryRun = false } = options;
  const log = options.log ?? (() => undefined);
  const report: ImportReport = {
    upgraded: await upgradeToLanguages(client, { dryRun, log }),
    assetsUploaded: [],
    assetsPresent: 0,
    created: [],
    unchanged: 0,
    differing: [],
    replaced: [],
  };
  if (options.upgradeOnly) return report;

  // Assets first: documents reference them.
  const assets = documents.filter(isAsset) as unknown as AssetDocument[];
  const presentAssets = new Set(
    await client.fetch<string[]>(`*[_type in ["sanity.imageAsset", "sanity.fileAsset"] && _id in $ids]._id`, {
      ids: assets.map((asset) => asset._id),
    }),
  );
  for (const asset of assets) {
    if (presentAssets.has(asset._id)) {
      report.assetsPresent += 1;
      continue;
    }
    report.assetsUploaded.push(asset._id);
    if (dryRun) continue;
    const bytes = await readFile(path.join(mediaDir, asset.source.id));
    const uploaded = await client.assets.upload(
      asset._type === "sanity.imageAsset" ? "image" : "file",
      bytes,
      {
        filename: asset.originalFilename,
        contentType: asset.mimeType,
        source: { id: asset.source.id, name: asset.source.name },
      },
    );
    if (uploaded._id !== asset._id) {
      throw new ImportError(
        "IMPORT_ASSET_ID_MISMATCH",
        `${asset.source.id}: загружен как ${uploaded._id}, а в наборе данных — ${asset._id}. Пересоберите набор: npm run seed:content`,
      );
    }
    log(`загружен ${asset.source.id}`);
  }

  // Then documents: published versions only (the seed has no drafts).
  const content = documents.filter((document) => !isAsset(document));
  const existing = new Map(
    (
      await client.fetch<SanityDocument[]>(
        `*[_id in $ids]`,
        { ids: content.map((document) => document._id) },
        {
          perspective: "raw",
        },
      )
    ).map((document) => [document._id, document]),
  );
  const writes: DatasetDocument[] = [];
  for (const document of content) {
    const stored = existing.get(document._id);
    // As upgraded above (on a dry run, the upgrade that was not written).
    const current = stored && localizeDocument(stored).document;
    if (!current) {
      report.created.push(document._id);
      writes.push(document);
    } else if (sameContent(current, document)) {
      report.unchanged += 1;
    } else {
      report.differing.push(document._id);
      if (overwrite) {
        report.replaced.push(document._id);
        writes.push(document);
      }
    }
  }
  if (!dryRun) {
    let done = 0;
    for (const batch of batches(writes)) {
      // One transaction per batch: a batch is written whole or not at all.
      const transaction = client.transaction();
      for (const document of batch) transaction.createOrReplace(document);
      await transaction.commit({ visibility: "sync" });
      done += batch.length;
      log(`записано документов: ${done} из ${writes.length}`);
    }
  }
  return report;
}
