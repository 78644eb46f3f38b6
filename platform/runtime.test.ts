import { describe, expect, it } from "vitest";

describe("runtime", () => {
  it("runs on Node.js 24 (pinned by the `node` devDependency), whatever the machine's node is", () => {
    expect(process.versions.node.split(".")[0]).toBe("24");
  });
});
