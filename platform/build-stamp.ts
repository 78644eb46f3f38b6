/**
 * Decides whether the production build of the site is current: a hash over everything the
 * build reads, stored beside the build. `npm start` rebuilds only when the hash differs.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const inputs = [
  "web",
  "rules",
  "schemas",
  "hotel/client",
  "public",
  "next.config.mjs",
  "tsconfig.json",
  "package-lock.json",
];
const skipped = new Set([".next", "node_modules", ".cache"]);

function walk(root: string, relative: string, files: string[]): void {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return;
  const stat = statSync(absolute);
  if (stat.isFile()) {
    files.push(relative);
    return;
  }
  if (!stat.isDirectory()) return;
  for (const entry of readdirSync(absolute).sort()) {
    if (skipped.has(entry)) continue;
    walk(root, path.join(relative, entry), files);
  }
}

export function sourceHash(root: string): string {
  const files: string[] = [];
  for (const input of inputs) walk(root, input, files);
  const hash = createHash("sha256");
  for (const file of files) {
    hash.update(file);
    hash.update("\0");
    hash.update(readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

function stampFile(root: string): string {
  return path.join(root, "web", ".next", "build-stamp.txt");
}

export function buildIsCurrent(root: string): boolean {
  const stamp = stampFile(root);
  if (!existsSync(path.join(root, "web", ".next", "BUILD_ID")) || !existsSync(stamp)) return false;
  return readFileSync(stamp, "utf8").trim() === sourceHash(root);
}

export function recordBuild(root: string): void {
  writeFileSync(stampFile(root), sourceHash(root) + "\n");
}
