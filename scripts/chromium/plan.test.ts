import { describe, expect, it } from "vitest";
import {
  APT_INSTALL,
  APT_INSTALL_SHELL,
  DEBIAN_CHROMIUM,
  isDebianRelease,
  planChromium,
  SHELL_HINT,
  type ChromiumFacts,
} from "./plan";

const fresh: ChromiumFacts = {
  path: DEBIAN_CHROMIUM,
  present: false,
  pathFromEnv: false,
  headlessShell: false,
  isRoot: true,
  isDebian: true,
};

describe("planChromium: what npm test does about its browser", () => {
  it("uses the Chromium that is there", () => {
    expect(planChromium({ ...fresh, present: true, headlessShell: true })).toEqual({
      kind: "ready",
      path: DEBIAN_CHROMIUM,
    });
    expect(
      planChromium({ ...fresh, path: "/opt/chrome", pathFromEnv: true, present: true, isRoot: false }),
    ).toEqual({ kind: "ready", path: "/opt/chrome" });
  });

  it("says, and goes on, when Debian's Chromium is there without its faster headless shell", () => {
    expect(planChromium({ ...fresh, present: true })).toEqual({
      kind: "ready",
      path: DEBIAN_CHROMIUM,
      hint: SHELL_HINT,
    });
    expect(SHELL_HINT).toContain("apt-get install -y chromium-headless-shell");
  });

  it("installs Debian's chromium, then tries its headless shell, as root on Debian when both are missing", () => {
    expect(planChromium(fresh)).toEqual({
      kind: "install",
      path: DEBIAN_CHROMIUM,
      commands: APT_INSTALL,
      optional: APT_INSTALL_SHELL,
    });
    expect(APT_INSTALL).toEqual([
      ["apt-get", "update"],
      ["apt-get", "install", "-y", "chromium"],
    ]);
    expect(APT_INSTALL_SHELL).toEqual(["apt-get", "install", "-y", "chromium-headless-shell"]);
  });

  it("stops with how to install it when not root", () => {
    const plan = planChromium({ ...fresh, isRoot: false });
    expect(plan.kind).toBe("missing");
    if (plan.kind !== "missing") return;
    expect(plan.message).toContain(`Chromium not found at ${DEBIAN_CHROMIUM}`);
    expect(plan.message).toContain(
      "sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell",
    );
  });

  it("stops on another system, naming CHROMIUM_PATH", () => {
    const plan = planChromium({ ...fresh, isDebian: false });
    expect(plan.kind).toBe("missing");
    if (plan.kind !== "missing") return;
    expect(plan.message).toContain("CHROMIUM_PATH");
    expect(plan.message).not.toContain("apt-get");
  });

  it("never installs over a CHROMIUM_PATH that points nowhere", () => {
    const plan = planChromium({ ...fresh, path: "/opt/chrome/chrome", pathFromEnv: true });
    expect(plan.kind).toBe("missing");
    if (plan.kind !== "missing") return;
    expect(plan.message).toContain("CHROMIUM_PATH points at /opt/chrome/chrome");
  });
});

describe("isDebianRelease", () => {
  it("reads ID=debian from /etc/os-release, quoted or not", () => {
    expect(isDebianRelease('PRETTY_NAME="Debian GNU/Linux 13 (trixie)"\nID=debian\nVERSION_ID="13"\n')).toBe(
      true,
    );
    expect(isDebianRelease('ID="debian"\n')).toBe(true);
  });

  it("does not take Ubuntu (ID_LIKE=debian, a snap chromium) or an empty file for Debian", () => {
    expect(isDebianRelease("ID=ubuntu\nID_LIKE=debian\n")).toBe(false);
    expect(isDebianRelease("")).toBe(false);
  });
});
