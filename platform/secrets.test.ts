import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { describeSecret, loadOrCreateSecretsReporting } from "./secrets";

describe("generated keys", () => {
  let folder: string | undefined;
  afterEach(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it("are generated once, kept, and reported as generated only by the call that made them", () => {
    folder = mkdtempSync(path.join(tmpdir(), "secrets-"));
    const first = loadOrCreateSecretsReporting(folder);
    expect([...first.generated].sort()).toEqual(
      ["contentLakeToken", "hotelAdminKey", "hotelApiKey", "revalidateSecret", "siteSecret"].sort(),
    );
    const second = loadOrCreateSecretsReporting(folder);
    expect(second.generated.size).toBe(0);
    expect(second.secrets).toEqual(first.secrets);
    expect(JSON.parse(readFileSync(path.join(folder, "secrets.json"), "utf8"))).toEqual(first.secrets);
  });

  it("are shown in the log in full only when just generated; a configured one never", () => {
    const key = "abcdefghijklmnopqrstuvwxyz0123456789WXYZ";
    expect(describeSecret(key, { from: "env", variable: "HOTEL_API_KEY" })).toBe(
      "set by HOTEL_API_KEY (…WXYZ)",
    );
    expect(describeSecret(key, { from: "file", file: ".data/secrets.json", generatedNow: false })).toBe(
      "kept in .data/secrets.json (…WXYZ)",
    );
    expect(describeSecret(key, { from: "file", file: ".data/secrets.json", generatedNow: true })).toContain(
      key,
    );
  });
});
