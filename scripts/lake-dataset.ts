/**
 * `npm run lake:dataset -- export|import …`: `sanity dataset export` and `sanity dataset import`
 * for the embedded content lake. The Sanity CLI talks only to Sanity's own hosts (it has no
 * setting for another API host), so this runs the same libraries the CLI runs for those two
 * commands, @sanity/export and @sanity/import, with a client pointed at a running lake's
 * plain-HTTP port (`npm start` or `npm run studio`), where the export also gives the asset URLs
 * the tool downloads (docs/content-lake.md, «Export and import»).
 *
 *   npm run lake:dataset -- export production.tar.gz [--types=a,b] [--no-drafts] [--no-assets] [--raw]
 *   npm run lake:dataset -- import production.tar.gz [--replace | --missing] [--allow-failing-assets]
 *
 * The files are the CLI's own format: an export from Sanity's cloud imports into the lake, and
 * back.
 */
import { createReadStream } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createClient } from "@sanity/client";
import { exportDataset } from "@sanity/export";
import { sanityImport } from "@sanity/import";
import { EMBEDDED_PROJECT_ID } from "../content-lake/config";
import { env, loadEnvFiles } from "../platform/env";
import { loadOrCreateSecrets } from "../platform/secrets";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const usage = `usage:
  npm run lake:dataset -- export <file.tar.gz> [--types=a,b] [--no-drafts] [--no-assets] [--raw]
  npm run lake:dataset -- import <file.tar.gz | file.ndjson> [--replace | --missing] [--allow-failing-assets]`;

async function main(): Promise<void> {
  const [command, file, ...flags] = process.argv.slice(2);
  if ((command !== "export" && command !== "import") || !file) throw new Error(usage);
  const has = (flag: string) => flags.includes(flag);
  loadEnvFiles(root);
  const config = env();
  const token =
    config.CONTENT_LAKE_TOKEN ?? loadOrCreateSecrets(path.resolve(root, config.DATA_DIR)).contentLakeToken;
  const apiHost = `http://127.0.0.1:${config.CONTENT_LAKE_HTTP_PORT}`;
  const client = createClient({
    projectId: EMBEDDED_PROJECT_ID,
    dataset: config.SANITY_DATASET,
    apiHost,
    useProjectHostname: false,
    useCdn: false,
    apiVersion: "2025-02-19",
    token,
  });
  try {
    await client.request({ uri: "/users/me" });
  } catch (error) {
    throw new Error(
      `No content lake of this project answers on ${apiHost} (${error instanceof Error ? error.message : String(error)}): start it with npm start or npm run studio`,
    );
  }
  const output = path.resolve(process.cwd(), file);
  if (command === "export") {
    const types = flags.find((flag) => flag.startsWith("--types="))?.slice("--types=".length);
    await exportDataset({
      client,
      dataset: config.SANITY_DATASET,
      outputPath: output,
      drafts: !has("--no-drafts"),
      assets: !has("--no-assets"),
      raw: has("--raw"),
      compress: true,
      ...(types ? { types: types.split(",") } : {}),
      onProgress: (progress) => {
        if (!progress.update) process.stdout.write(`${progress.step}\n`);
      },
    });
    process.stdout.write(`exported ${config.SANITY_DATASET} to ${output}\n`);
    return;
  }
  const result = await sanityImport(createReadStream(output), {
    client,
    operation: has("--replace") ? "createOrReplace" : has("--missing") ? "createIfNotExists" : "create",
    allowFailingAssets: has("--allow-failing-assets"),
    // The tool checks whether an asset already exists by a HEAD request to its stored URL over
    // node:https, which cannot reach the lake without trusting its self-signed certificate. So
    // every asset is uploaded; the lake deduplicates by SHA-1 and keeps the one it has.
    replaceAssets: true,
    onProgress: (progress) => {
      if (!progress.update) process.stdout.write(`${progress.step}\n`);
    },
  });
  process.stdout.write(
    `imported ${result.numDocs} documents into ${config.SANITY_DATASET}${result.warnings.length > 0 ? `, ${result.warnings.length} warnings` : ""}\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
