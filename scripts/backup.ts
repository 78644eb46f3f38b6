/**
 * `npm run backup [-- --out=DIR]`: one archive of the bookings database, the content dataset and
 * the generated keys, into DIR (default backups/). See scripts/backup/backup.ts and
 * docs/operations.md «Backup and restore».
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { env, loadEnvFiles } from "../platform/env";
import { backup } from "./backup/backup";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => !arg.startsWith("--out="));
  if (unknown.length > 0)
    throw new Error(`unknown argument ${unknown[0]}; usage: npm run backup [-- --out=DIR]`);
  const out = args.find((arg) => arg.startsWith("--out="))?.slice("--out=".length);
  loadEnvFiles(root);
  const config = env();
  const result = await backup(
    {
      dataDir: path.resolve(root, config.DATA_DIR),
      databaseUrl: config.DATABASE_URL,
      dataset: config.SANITY_DATASET,
    },
    {
      outDir: path.resolve(process.cwd(), out ?? path.join(root, "backups")),
      log: (message) => process.stdout.write(`backup: ${message}\n`),
    },
  );
  process.stdout.write(
    `backup: wrote ${path.relative(process.cwd(), result.file)} (${(result.bytes / 1024 / 1024).toFixed(1)} MiB) in ${(result.ms / 1000).toFixed(1)} s\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`backup: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
