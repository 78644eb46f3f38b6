/**
 * What a deployment must not start with (docs/deploy.md «Startup checks»): each refusal is one
 * line that says what is wrong and what to set, and the start ends with a non-zero exit before
 * anything listens — never a half-started server.
 *
 * The embedded defaults (no variable at all, `npm start` on a developer's machine) pass every
 * check: the rules only bite once the configuration says the site is public or one of several
 * instances.
 */
import type { Env } from "./env";
import { ConfigError } from "./env";

/** The keys an instance would otherwise generate into its own DATA_DIR (platform/secrets.ts). */
export const KEY_VARIABLES = [
  "HOTEL_API_KEY",
  "HOTEL_ADMIN_KEY",
  "HOTEL_SITE_SECRET",
  "CONTENT_LAKE_TOKEN",
  "SANITY_REVALIDATE_SECRET",
] as const;

/** As long as the keys the defaults generate (24 random bytes, 32 characters of base64url). */
export const MIN_KEY_LENGTH = 32;

/** Words that mark a key written by hand or copied from an example rather than generated. */
const PLACEHOLDER_WORDS = /change.?me|secret|password|example|test|dummy|default|qwerty|admin/gi;

type Checked = Pick<
  Env,
  | (typeof KEY_VARIABLES)[number]
  | "SITE_URL"
  | "SMTP_URL"
  | "YOOKASSA_SHOP_ID"
  | "DATABASE_URL"
  | "CONTENT_LAKE_URL"
  | "PORT"
>;

/** Why a key set by hand is too weak to guard bookings and payments, or undefined when it is fine. */
export function keyWeakness(value: string): string | undefined {
  if (value.length < MIN_KEY_LENGTH)
    return `is ${value.length} characters long, fewer than ${MIN_KEY_LENGTH}`;
  if (new Set(value).size < 8) return "repeats a few characters";
  // Without its words a key made of them is short; a random key keeps its length.
  if (value.replace(PLACEHOLDER_WORDS, "").length < MIN_KEY_LENGTH) return "is made of placeholder words";
  return undefined;
}

/** Every refusal of this configuration, one line each; empty when it may start. */
export function productionRefusals(config: Checked): string[] {
  const refusals: string[] = [];
  const generate = "generate one with `openssl rand -base64 32`";

  for (const name of KEY_VARIABLES) {
    const value = config[name];
    const weakness = value === undefined ? undefined : keyWeakness(value);
    if (weakness) refusals.push(`${name} ${weakness}: ${generate}`);
  }

  // CONTENT_LAKE_URL means another instance runs the lake: this one is one of several.
  if (config.CONTENT_LAKE_URL) {
    if (!config.DATABASE_URL)
      refusals.push(
        "DATABASE_URL is unset but CONTENT_LAKE_URL makes this one of several instances: each would keep " +
          "its own embedded database (PGlite in DATA_DIR) and sell the same rooms twice; set DATABASE_URL " +
          "to the PostgreSQL all instances share",
      );
    for (const name of KEY_VARIABLES) {
      if (config[name] === undefined)
        refusals.push(
          `${name} is unset but CONTENT_LAKE_URL makes this one of several instances: each would generate ` +
            `its own into its DATA_DIR and refuse the others' calls; set the same value on every instance (${generate})`,
        );
    }
  }

  if (!config.SITE_URL) {
    const fallback = `http://localhost:${config.PORT}`;
    if (config.YOOKASSA_SHOP_ID)
      refusals.push(
        `SITE_URL is unset but YooKassa takes real payments: receipts, e-mails and links would name ${fallback}; ` +
          "set SITE_URL to the site's public address (https://…)",
      );
    else if (config.SMTP_URL)
      refusals.push(
        `SITE_URL is unset but SMTP_URL sends guests real e-mails: their links would point to ${fallback}; ` +
          "set SITE_URL to the site's public address (https://…)",
      );
  }
  return refusals;
}

/** Throws ConfigError with every refusal (productionRefusals), so that the start ends before it listens. */
export function assertProductionReady(config: Checked): void {
  const refusals = productionRefusals(config);
  if (refusals.length > 0) throw new ConfigError(refusals);
}
