import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildIsCurrent, recordBuild, sourceHash } from "./build-stamp";

function project(): string {
  const root = mkdtempSync(path.join(tmpdir(), "stamp-"));
  mkdirSync(path.join(root, "web", "app"), { recursive: true });
  writeFileSync(path.join(root, "web", "app", "page.tsx"), "export default 1;");
  writeFileSync(path.join(root, "package-lock.json"), "{}");
  return root;
}

describe("build stamp", () => {
  it("asks for a build when there is none, and not after one was recorded", () => {
    const root = project();
    expect(buildIsCurrent(root)).toBe(false);
    mkdirSync(path.join(root, "web", ".next"), { recursive: true });
    writeFileSync(path.join(root, "web", ".next", "BUILD_ID"), "x");
    recordBuild(root);
    expect(buildIsCurrent(root)).toBe(true);
  });

  it("asks again when a source file changes, but not when the build output changes", () => {
    const root = project();
    mkdirSync(path.join(root, "web", ".next"), { recursive: true });
    writeFileSync(path.join(root, "web", ".next", "BUILD_ID"), "x");
    recordBuild(root);
    const before = sourceHash(root);
    writeFileSync(path.join(root, "web", ".next", "other"), "output");
    expect(sourceHash(root)).toBe(before);
    writeFileSync(path.join(root, "web", "app", "page.tsx"), "export default 2;");
    expect(buildIsCurrent(root)).toBe(false);
  });
});
