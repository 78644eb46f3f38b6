/**
 * The backup archive: one gzip-compressed tar (POSIX ustar) file holding `hotel-backup.json` (the
 * manifest: what the archive holds, how it was made, a SHA-256 and a size for every other entry,
 * and the row count of every table) and the entries it names. Written and read here with
 * node:zlib and a tar writer and reader of a few dozen lines, so that nothing outside Node is
 * needed; `tar -tzf` lists it and `tar -xzf` unpacks it as well.
 *
 * Reading checks everything before anything is restored: the gzip stream, every tar header's
 * checksum, the manifest's format and version, and each entry's size and SHA-256. A truncated,
 * altered or foreign file is refused with the reason (ArchiveError).
 */
import { createHash } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";

export const MANIFEST_NAME = "hotel-backup.json";
export const FORMAT = "hotel-backup";
export const FORMAT_VERSION = 1;

export type DatabaseMethod = "pglite-datadir" | "pg_dump-custom";

export interface Manifest {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  database: {
    kind: "pglite" | "postgres";
    method: DatabaseMethod;
    /** The archive entry holding the dump. */
    entry: string;
    /** Server version (SHOW server_version) the dump was taken from. */
    serverVersion: string;
    /** Rows per table (`schema.table`) at the time of the dump: a restore must give the same. */
    rows: Record<string, number>;
  };
  content: {
    dataset: string;
    /** `sanity dataset export`'s .tar.gz (NDJSON + assets), or null when there was no embedded lake. */
    entry: string | null;
    documents: number;
    assets: number;
  };
  /** DATA_DIR/secrets.json of the embedded defaults (the generated keys), when there was one. */
  secretsEntry: string | null;
  entries: Record<string, { bytes: number; sha256: string }>;
}

export class ArchiveError extends Error {
  override readonly name = "ArchiveError";
  readonly code = "BACKUP_ARCHIVE_INVALID";
}

const BLOCK = 512;

function sha256(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

function octal(value: number, length: number): string {
  return `${value.toString(8).padStart(length - 1, "0")}\0`;
}

function header(name: string, size: number, mtime: number): Buffer {
  const nameBytes = Buffer.from(name, "utf8");
  if (nameBytes.length > 100) throw new Error(`tar entry name too long: ${name}`);
  const block = Buffer.alloc(BLOCK, 0);
  nameBytes.copy(block, 0);
  block.write(octal(0o600, 8), 100, "ascii");
  block.write(octal(0, 8), 108, "ascii");
  block.write(octal(0, 8), 116, "ascii");
  block.write(octal(size, 12), 124, "ascii");
  block.write(octal(mtime, 12), 136, "ascii");
  block.write("        ", 148, "ascii");
  block.write("0", 156, "ascii");
  block.write("ustar\0", 257, "ascii");
  block.write("00", 263, "ascii");
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, "ascii");
  return block;
}

/** The archive's bytes: the manifest first, then the entries in the manifest's order. */
export function packArchive(
  manifest: Omit<Manifest, "entries">,
  files: { name: string; bytes: Uint8Array }[],
): { bytes: Buffer; manifest: Manifest } {
  const full: Manifest = {
    ...manifest,
    entries: Object.fromEntries(
      files.map((file) => [file.name, { bytes: file.bytes.length, sha256: sha256(file.bytes) }]),
    ),
  };
  const mtime = Math.floor(Date.parse(manifest.createdAt) / 1000);
  const parts: Uint8Array[] = [];
  for (const file of [
    { name: MANIFEST_NAME, bytes: Buffer.from(`${JSON.stringify(full, null, 2)}\n`) },
    ...files,
  ]) {
    parts.push(header(file.name, file.bytes.length, mtime), file.bytes);
    const pad = (BLOCK - (file.bytes.length % BLOCK)) % BLOCK;
    if (pad) parts.push(Buffer.alloc(pad, 0));
  }
  parts.push(Buffer.alloc(BLOCK * 2, 0));
  // Level 1: the dumps inside are already compressed; the outer gzip mostly guards the whole.
  return { bytes: gzipSync(Buffer.concat(parts), { level: 1 }), manifest: full };
}

function readString(block: Buffer, start: number, length: number): string {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? raw.length : end).toString("utf8");
}

/** Every entry of a tar (ustar) file; throws ArchiveError on a bad header or a truncated entry. */
function untar(tar: Buffer): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const block = tar.subarray(offset, offset + BLOCK);
    if (block.every((byte) => byte === 0)) return entries;
    let sum = 0;
    for (let index = 0; index < BLOCK; index += 1) sum += index >= 148 && index < 156 ? 32 : block[index]!;
    const stored = Number.parseInt(readString(block, 148, 8).trim(), 8);
    if (stored !== sum) throw new ArchiveError(`a tar header at byte ${offset} has a wrong checksum`);
    const name = readString(block, 0, 100);
    const size = Number.parseInt(readString(block, 124, 12).trim() || "0", 8);
    const start = offset + BLOCK;
    if (start + size > tar.length) throw new ArchiveError(`the entry ${name} is cut short`);
    if (readString(block, 156, 1) === "0" || readString(block, 156, 1) === "") {
      entries.set(name, Buffer.from(tar.subarray(start, start + size)));
    }
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  throw new ArchiveError("the tar stream ends without its end marker (cut short)");
}

/** Reads and checks an archive: its manifest and every entry it names, verified. */
export function readArchive(bytes: Buffer): { manifest: Manifest; entries: Map<string, Buffer> } {
  if (bytes.length < 2 || bytes[0] !== 0x1f || bytes[1] !== 0x8b) {
    throw new ArchiveError("not a gzip file");
  }
  let tar: Buffer;
  try {
    tar = gunzipSync(bytes);
  } catch (error) {
    throw new ArchiveError(
      `the gzip stream is damaged (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const entries = untar(tar);
  const manifestBytes = entries.get(MANIFEST_NAME);
  if (!manifestBytes) throw new ArchiveError(`no ${MANIFEST_NAME}: not a backup of this project`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(manifestBytes.toString("utf8")) as Manifest;
  } catch {
    throw new ArchiveError(`${MANIFEST_NAME} is not JSON`);
  }
  if (manifest.format !== FORMAT) throw new ArchiveError(`not a ${FORMAT} archive`);
  if (manifest.version !== FORMAT_VERSION) {
    throw new ArchiveError(
      `archive format version ${String(manifest.version)}, this code reads version ${FORMAT_VERSION}`,
    );
  }
  for (const [name, expected] of Object.entries(manifest.entries ?? {})) {
    const entry = entries.get(name);
    if (!entry) throw new ArchiveError(`the entry ${name} is missing`);
    if (entry.length !== expected.bytes || sha256(entry) !== expected.sha256) {
      throw new ArchiveError(`the entry ${name} does not match its SHA-256 (damaged)`);
    }
  }
  for (const needed of [manifest.database?.entry, manifest.content?.entry, manifest.secretsEntry]) {
    if (needed && !(needed in manifest.entries))
      throw new ArchiveError(`the manifest names no entry ${needed}`);
  }
  return { manifest, entries };
}
