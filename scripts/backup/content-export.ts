/**
 * The content dataset in Sanity's export format (`sanity dataset export`: a .tar.gz of
 * data.ndjson, assets.json and the images and files), made by Sanity's own library
 * (@sanity/export) against a read-only lake served by this process on an ephemeral loopback port.
 * Read-only: the store is only loaded (no migrations, no seed, no sweep of unnamed files, no
 * advisory lock), so the export never changes the database it reads, and on PostgreSQL it runs
 * beside a running server's lake.
 */
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { createClient } from "@sanity/client";
import { exportDataset } from "@sanity/export";
import type { Connection } from "../../platform/database";
import { createAssetServing } from "../../content-lake/http/assets";
import { LoginAttempts, LoginSessions } from "../../content-lake/http/auth";
import { createLakeApp } from "../../content-lake/http/app";
import { lakeConfig } from "../../content-lake/lake";
import { QueryPool } from "../../content-lake/query/pool";
import { nodeListener } from "../../content-lake/server";
import { LakeStore } from "../../content-lake/store/store";
import { StaffUsers } from "../../content-lake/users/store";

export interface ContentExport {
  bytes: Buffer;
  documents: number;
  assets: number;
}

/** Exports `dataset` into `file` and returns its bytes; undefined when the dataset is empty. */
export async function exportContent(
  connection: Connection,
  dataset: string,
  file: string,
): Promise<ContentExport | undefined> {
  const token = randomBytes(24).toString("hex");
  const config = lakeConfig({ dataset, token, tlsPort: 1, studioPort: 1 });
  const store = await LakeStore.open(connection, config.datasets);
  const all = [...store.documents(dataset)];
  if (all.length === 0) return undefined;
  const queries = new QueryPool({ size: 1, timeoutMs: 60_000, maxWaiting: 10 });
  const app = createLakeApp({
    store,
    queries,
    config,
    assets: createAssetServing(store, config),
    logins: new LoginSessions(),
    attempts: new LoginAttempts(),
    // Its own random token acts as the owner; no staff are read or written.
    staff: StaffUsers.ownerOnly(config.owner),
    log: () => undefined,
  });
  const server = createServer(nodeListener(app));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    await exportDataset({
      client: createClient({
        projectId: config.projectId,
        dataset,
        apiHost: `http://127.0.0.1:${port}`,
        useProjectHostname: false,
        useCdn: false,
        apiVersion: "2025-02-19",
        token,
      }),
      dataset,
      outputPath: file,
      assets: true,
      drafts: true,
      raw: false,
      compress: true,
    });
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await queries.close();
  }
  const assetTypes = new Set(["sanity.imageAsset", "sanity.fileAsset"]);
  return {
    bytes: await readFile(file),
    documents: all.filter((document) => !assetTypes.has(document._type)).length,
    assets: all.filter((document) => assetTypes.has(document._type)).length,
  };
}
