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
});
export type Secrets = z.infer<typeof secretsSchema>;

function generate(): string {
  return randomBytes(24).toString("base64url");
}

/** Reads DATA_DIR/secrets.json, creating it (mode 0600) with fresh keys when missing or incomplete. */
export function loadOrCreateSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, "secrets.json");
  let stored: Partial<Secrets> = {};
  if (existsSync(file)) {
    const parsed = secretsSchema.partial().safeParse(JSON.parse(readFileSync(file, "utf8")));
    if (parsed.success) stored = parsed.data;
  }
  const secrets: Secrets = {
    hotelApiKey: stored.hotelApiKey ?? generate(),
    hotelAdminKey: stored.hotelAdminKey ?? generate(),
    contentLakeToken: stored.contentLakeToken ?? generate(),
    revalidateSecret: stored.revalidateSecret ?? generate(),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2) + "\n", { mode: 0o600 });
  return secrets;
}
