/**
 * Decides whether the production build of the site is current: a hash over everything the
 * build reads, stored beside the build. `npm start` rebuilds only when the hash differs.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

// Everything the site's bundle imports: web/ reaches into platform/ (its settings, env.ts) and
// hotel/ (the client and the API's schemas it reads), so a change there is a new build too —
// a default changed in platform/env.ts once ran under an old build that still had the old one.
const inputs = [
  "web",
  "rules",
  "schemas",
  "hotel",
  "platform",
  "public",
  "next.config.mjs",
  "tsconfig.json",
  "package-lock.json",
];
const skipped = new Set(["node_modules", ".cache"]);
const isBuildOutput = (entry: string) => entry.startsWith(".next");

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
    if (skipped.has(entry) || isBuildOutput(entry)) continue;
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

/** `distDir` is the build folder inside web/ (NEXT_DIST_DIR, default .next). */
export function buildIsCurrent(root: string, distDir = ".next"): boolean {
  const output = path.join(root, "web", distDir);
  const stamp = path.join(output, "build-stamp.txt");
  if (!existsSync(path.join(output, "BUILD_ID")) || !existsSync(stamp)) return false;
  return readFileSync(stamp, "utf8").trim() === sourceHash(root);
}

export function recordBuild(root: string, distDir = ".next"): void {
  writeFileSync(path.join(root, "web", distDir, "build-stamp.txt"), sourceHash(root) + "\n");
}
