/**
 * Bytes belong to asset documents. When an asset document is deleted (or made to name other
 * bytes), its bytes are deleted too, unless another asset document still names them; when a
 * lake opens, stored bytes that no asset document names (an upload whose document was never
 * written, assets deleted before this existed) are swept. Serving asks `AssetIndex` first, so a
 * deleted asset is 404 at once, before its bytes are gone.
 *
 * Collection runs in the dataset's write queue (`LakeStore.exclusive`), and uploads store their
 * bytes in the same queue, so an upload of the same file racing a collection either finds its
 * bytes deleted and writes them again, or makes the collection see its new document.
 */
import type { CommittedTransaction, LakeStore } from "../store/store";
import type { LakeDocument } from "../store/working-set";

const ASSET_TYPES = new Set(["sanity.imageAsset", "sanity.fileAsset"]);

/**
 * The storage keys (`images/<file>`, `files/<file>`) an asset document names: by its `path`
 * (`images/<project>/<dataset>/<file>`) and by its id (`image-<sha1>-<w>x<h>-<ext>`,
 * `file-<sha1>-<ext>`). Both count, so bytes are never taken from a document that names them
 * either way.
 */
export function storageKeysOf(document: LakeDocument | null): string[] {
  if (!document || !ASSET_TYPES.has(document._type)) return [];
  const keys: string[] = [];
  if (typeof document.path === "string") {
    const match = /^(images|files)\/[^/]+\/[^/]+\/([^/]+)$/.exec(document.path);
    if (match) keys.push(`${match[1]}/${match[2]}`);
  }
  const image = /^image-([a-zA-Z0-9]+)-(\d+x\d+)-([a-z0-9]+)$/.exec(document._id);
  if (image) keys.push(`images/${image[1]}-${image[2]}.${image[3]}`);
  const file = /^file-([a-zA-Z0-9]+)-([a-z0-9]+)$/.exec(document._id);
  if (file) keys.push(`files/${file[1]}.${file[2]}`);
  return keys;
}

/** The storage keys every asset document of a dataset names, rebuilt when the dataset changes. */
export class AssetIndex {
  private readonly cache = new Map<string, { version: number; keys: Set<string> }>();

  constructor(private readonly store: LakeStore) {}

  keys(dataset: string): Set<string> {
    const version = this.store.version(dataset);
    const cached = this.cache.get(dataset);
    if (cached?.version === version) return cached.keys;
    const keys = new Set(this.store.documents(dataset).flatMap(storageKeysOf));
    this.cache.set(dataset, { version, keys });
    return keys;
  }

  has(dataset: string, key: string): boolean {
    return this.keys(dataset).has(key);
  }
}

/**
 * Deletes the stored bytes among `candidates` (every stored file when omitted) that no asset
 * document names; returns the keys deleted.
 */
export function collectAssetBytes(
  store: LakeStore,
  dataset: string,
  candidates?: readonly string[],
): Promise<string[]> {
  return store.exclusive(dataset, async () => {
    const named = new Set(store.documents(dataset).flatMap(storageKeysOf));
    const stored = candidates ?? (await store.assetFilePaths(dataset));
    const unnamed = [...new Set(stored)].filter((key) => !named.has(key));
    await store.deleteAssetFiles(dataset, unnamed);
    return unnamed;
  });
}

/** Collects the bytes of asset documents a committed transaction deleted or re-pointed. */
export function collectOnCommit(store: LakeStore, log: (message: string) => void): void {
  store.events.on("transaction", (transaction: CommittedTransaction) => {
    const candidates = transaction.changes.flatMap((change) => {
      const after = new Set(storageKeysOf(change.after));
      return storageKeysOf(change.before).filter((key) => !after.has(key));
    });
    if (candidates.length === 0) return;
    collectAssetBytes(store, transaction.dataset, candidates).catch((error: unknown) =>
      log(
        `content lake: could not delete the bytes of deleted assets (${candidates.join(", ")}): ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
  });
}
