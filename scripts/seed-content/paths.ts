/** Where the seed dataset and its media live. */
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
export const CONTENT_DIR = path.join(ROOT_DIR, "content");
export const MEDIA_DIR = path.join(CONTENT_DIR, "media");
export const DATASET_FILE = path.join(CONTENT_DIR, "dataset.ndjson");
