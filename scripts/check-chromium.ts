/**
 * First step of `npm test`: browser tests need Debian's Chromium. When it is missing and the
 * command runs as root on Debian, it installs it with apt; otherwise it stops here, loudly, with
 * how to install it, instead of pretending the browser tests passed. The decision is
 * scripts/chromium/plan.ts.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { chromiumPath, DEBIAN_HEADLESS_SHELL } from "../e2e/support/chromium";
import {
  isDebianRelease,
  missingMessage,
  planChromium,
  SHELL_HINT,
  type ChromiumFacts,
} from "./chromium/plan";

function readOsRelease(): string {
  try {
    return readFileSync("/etc/os-release", "utf8");
  } catch (error) {
    // No os-release: not a Debian we know how to install on; say why, then carry on.
    console.warn(`chromium: cannot read /etc/os-release (${(error as Error).message})`);
    return "";
  }
}

function facts(): ChromiumFacts {
  const path = chromiumPath();
  return {
    path,
    present: existsSync(path),
    pathFromEnv: Boolean(process.env.CHROMIUM_PATH),
    headlessShell: existsSync(DEBIAN_HEADLESS_SHELL),
    isRoot: process.getuid?.() === 0,
    isDebian: isDebianRelease(readOsRelease()),
  };
}

const before = facts();
const plan = planChromium(before);
if (plan.kind === "missing") {
  console.error(plan.message);
  process.exit(1);
}
/** Runs one apt command, its output shown; whether it succeeded. */
function apt([command = "", ...args]: readonly string[]): boolean {
  console.log(`chromium: ${[command, ...args].join(" ")}`);
  const run = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (run.status === 0) return true;
  console.error(
    `chromium: \`${[command, ...args].join(" ")}\` failed (${run.error?.message ?? `exit ${run.status}`})`,
  );
  return false;
}

if (plan.kind === "install") {
  console.log(`chromium: not found at ${plan.path}; installing Debian's Chromium with apt`);
  for (const command of plan.commands) {
    if (!apt(command)) {
      console.error(missingMessage(before));
      process.exit(1);
    }
  }
  // Only faster: an archive without the shell leaves the tests in the full Chromium.
  if (!apt(plan.optional)) console.log(SHELL_HINT);
  if (!existsSync(plan.path)) {
    console.error(`chromium: apt finished, but ${plan.path} is still missing`);
    console.error(missingMessage(before));
    process.exit(1);
  }
}
if (plan.kind === "ready" && plan.hint) console.log(plan.hint);
// After an install the shell may be there: the browser the tests will launch, as they resolve it.
console.log(`chromium: ${plan.kind === "install" ? chromiumPath() : plan.path}`);
