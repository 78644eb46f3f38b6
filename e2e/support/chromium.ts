import { statfsSync } from "node:fs";

// Browser tests use Debian's Chromium, never a browser downloaded by Playwright (no internet here).
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
}

/**
 * Chromium shares memory between its processes through /dev/shm. Containers often mount only
 * 64 MB there, which crashes pages; then Chromium is told to use the disk instead. With room in
 * /dev/shm (this machine: 24 GB) it is left alone: the disk detour cost the site's per-route
 * browser test 17 % of its time (181 s against 153 s, 2 workers, 2 cores).
 */
function smallSharedMemory(): boolean {
  try {
    const { bsize, blocks } = statfsSync("/dev/shm");
    return bsize * blocks < 512 * 1024 * 1024;
  } catch {
    return true;
  }
}

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  ...(smallSharedMemory() ? ["--disable-dev-shm-usage"] : []),
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
