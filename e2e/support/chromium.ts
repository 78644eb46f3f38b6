import { existsSync, statfsSync } from "node:fs";

/** Debian's Chromium (`apt-get install chromium`). */
export const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/**
 * Debian's headless shell of the same Chromium (`apt-get install chromium-headless-shell`): the
 * binary itself, not /usr/bin's wrapper script, which does not `exec` it and would leave the browser
 * behind when Playwright stops the script.
 */
export const DEBIAN_HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";

/** A run that shows the browser (`--headed`, `--ui`, `--debug`, PWDEBUG): the shell has no window. */
function showsBrowser(): boolean {
  return (
    Boolean(process.env.PWDEBUG) || process.argv.some((arg) => ["--headed", "--ui", "--debug"].includes(arg))
  );
}

/**
 * The browser of the browser tests: CHROMIUM_PATH when set; else Debian's headless shell when it is
 * installed and nothing is to be shown, else Debian's Chromium. Never a browser downloaded by
 * Playwright (no internet here). The shell draws the same pages without the full browser's UI
 * process: the per-route and phone tests took 98 s with it against 161 s with the full Chromium
 * (2 workers, both projects, 59 tests, the machine 92–96 % busy either way).
 */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return !showsBrowser() && existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : DEBIAN_CHROMIUM;
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
