/**
 * `npm run restore -- <archive> [--force]`: brings a backup back into an empty DATA_DIR/db or an
 * empty PostgreSQL database (DATABASE_URL); the server must be stopped. Refuses a damaged or
 * foreign archive and a target that holds data (unless --force, which sets the data aside first).
 * See scripts/backup/restore.ts and docs/operations.md «Backup and restore».
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { env, loadEnvFiles } from "../platform/env";
import { restore } from "./backup/restore";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const usage = "usage: npm run restore -- <archive.tar.gz> [--force]";

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes("--force");
  const files = args.filter((arg) => arg !== "--force");
  if (files.length !== 1 || files[0]?.startsWith("--")) throw new Error(usage);
  loadEnvFiles(root);
  const config = env();
  const result = await restore(
    path.resolve(process.cwd(), files[0] ?? ""),
    {
      dataDir: path.resolve(root, config.DATA_DIR),
      databaseUrl: config.DATABASE_URL,
      dataset: config.SANITY_DATASET,
    },
    {
      force,
      backupDir: path.join(root, "backups"),
      log: (message) => process.stdout.write(`restore: ${message}\n`),
    },
  );
  for (const kept of result.keptAside) process.stdout.write(`restore: kept the previous data as ${kept}\n`);
  process.stdout.write(
    `restore: done in ${(result.ms / 1000).toFixed(1)} s — the backup of ${result.manifest.createdAt} (${result.manifest.content.documents} documents, ${result.manifest.content.assets} assets); start the server now\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`restore: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
