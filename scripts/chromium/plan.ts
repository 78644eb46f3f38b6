/**
 * What `npm test` does about its browser (scripts/check-chromium.ts): use the Chromium that is
 * there, install Debian's when it can (root on Debian, the default path), or stop with how to
 * install it. Pure: the machine's facts are passed in, so tests never run apt.
 */

import { DEBIAN_CHROMIUM } from "../../e2e/support/chromium";

export { DEBIAN_CHROMIUM };

/** Chromium, which the tests need. */
export const APT_INSTALL: readonly (readonly string[])[] = [
  ["apt-get", "update"],
  ["apt-get", "install", "-y", "chromium"],
];

/**
 * Then its headless shell, which the tests use when it is there (e2e/support/chromium.ts): only
 * faster, so an archive without it does not stop the tests.
 */
export const APT_INSTALL_SHELL: readonly string[] = ["apt-get", "install", "-y", "chromium-headless-shell"];

/** Said when the tests run in the full Chromium: they would run faster in the shell. */
export const SHELL_HINT =
  "chromium: the headless shell is not installed, so the browser tests run in the full Chromium, " +
  "about 40 % slower; `apt-get install -y chromium-headless-shell` (as root) adds it";

export interface ChromiumFacts {
  /** The browser the tests will launch (CHROMIUM_PATH, else Debian's). */
  path: string;
  /** Whether that file is there. */
  present: boolean;
  /** Whether CHROMIUM_PATH chose the path (then it is the user's browser, not ours to install). */
  pathFromEnv: boolean;
  /** Whether Debian's headless shell is installed (the tests' browser then, unless CHROMIUM_PATH). */
  headlessShell: boolean;
  /** The process runs as root (apt-get needs it; we never call sudo). */
  isRoot: boolean;
  /** /etc/os-release says Debian. */
  isDebian: boolean;
}

export type ChromiumPlan =
  | { kind: "ready"; path: string; hint?: string }
  | {
      kind: "install";
      path: string;
      commands: readonly (readonly string[])[];
      /** Tried after `commands`; its failure is said, not fatal. */
      optional: readonly string[];
    }
  | { kind: "missing"; path: string; message: string };

export function planChromium(facts: ChromiumFacts): ChromiumPlan {
  if (facts.present) {
    const slower = !facts.pathFromEnv && !facts.headlessShell && facts.isDebian;
    return slower
      ? { kind: "ready", path: facts.path, hint: SHELL_HINT }
      : { kind: "ready", path: facts.path };
  }
  if (!facts.pathFromEnv && facts.path === DEBIAN_CHROMIUM && facts.isRoot && facts.isDebian) {
    return { kind: "install", path: facts.path, commands: APT_INSTALL, optional: APT_INSTALL_SHELL };
  }
  return { kind: "missing", path: facts.path, message: missingMessage(facts) };
}

/** The loud message of a machine where the tests cannot get their browser by themselves. */
export function missingMessage(
  facts: Pick<ChromiumFacts, "path" | "pathFromEnv" | "isRoot" | "isDebian">,
): string {
  const bar = "!".repeat(78);
  const how = facts.pathFromEnv
    ? [
        `!! CHROMIUM_PATH points at ${facts.path}, which is not there. Fix the path, or unset it`,
        "!! to use Debian's Chromium at /usr/bin/chromium.",
      ]
    : facts.isDebian
      ? [
          "!! The browser tests need it. Install Debian's Chromium (npm test does it by itself",
          "!! when it runs as root):",
          "!!     sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell",
          "!! or point CHROMIUM_PATH at a Chromium/Chrome binary.",
        ]
      : [
          "!! The browser tests need Chromium. Install it with your system's packages,",
          "!! then point CHROMIUM_PATH at its binary (e.g. CHROMIUM_PATH=/usr/bin/chromium-browser).",
        ];
  return [
    bar,
    `!! Chromium not found at ${facts.path}`,
    ...how,
    "!! (Playwright's own browser download does not work offline and is not used.)",
    bar,
  ].join("\n");
}

/** Whether an /etc/os-release text describes Debian itself (ID=debian). */
export function isDebianRelease(osRelease: string): boolean {
  return osRelease.split("\n").some((line) => /^ID=("?)debian\1\s*$/.test(line.trim()));
}
