/**
 * Keys that the embedded defaults generate on first start and keep under DATA_DIR, so that a
 * fresh machine needs no configuration and a restart keeps the same keys.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const secretsSchema = z.object({
  hotelApiKey: z.string().min(32),
  hotelAdminKey: z.string().min(32),
  contentLakeToken: z.string().min(32),
  revalidateSecret: z.string().min(32),
  siteSecret: z.string().min(32),
});
export type Secrets = z.infer<typeof secretsSchema>;

function generate(): string {
  return randomBytes(24).toString("base64url");
}

/** Reads DATA_DIR/secrets.json, creating it (mode 0600) with fresh keys when missing or incomplete. */
export function loadOrCreateSecrets(dataDir: string): Secrets {
  return loadOrCreateSecretsReporting(dataDir).secrets;
}

/** The same, and which keys this call generated (a first start prints those once). */
export function loadOrCreateSecretsReporting(dataDir: string): {
  secrets: Secrets;
  generated: ReadonlySet<keyof Secrets>;
} {
  const file = path.join(dataDir, "secrets.json");
  let stored: Partial<Secrets> = {};
  if (existsSync(file)) {
    const parsed = secretsSchema.partial().safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (parsed.success) stored = parsed.data;
  }
  const generated = new Set<keyof Secrets>();
  const keep = (name: keyof Secrets): string => {
    const value = stored[name];
    if (value !== undefined) return value;
    generated.add(name);
    return generate();
  };
  const secrets: Secrets = {
    hotelApiKey: keep("hotelApiKey"),
    hotelAdminKey: keep("hotelAdminKey"),
    contentLakeToken: keep("contentLakeToken"),
    revalidateSecret: keep("revalidateSecret"),
    siteSecret: keep("siteSecret"),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2) + "\n", { mode: 0o600 });
  return { secrets, generated };
}

export type SecretSource =
  { from: "env"; variable: string } | { from: "file"; file: string; generatedNow: boolean };

/**
 * A key for the start-up log: never a configured one (only that it is set, and its last four
 * characters to tell keys apart); a generated one in full only on the start that generated it,
 * beside where it is kept.
 */
export function describeSecret(value: string, source: SecretSource): string {
  const tail = `…${value.slice(-4)}`;
  if (source.from === "env") return `set by ${source.variable} (${tail})`;
  if (source.generatedNow)
    return `${value} (generated now and kept in ${source.file}; later starts show only ${tail})`;
  return `kept in ${source.file} (${tail})`;
}
