/**
 * A lake for integration tests: a fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL),
 * the fixture dataset, the HTTP app on an ephemeral loopback port, and `@sanity/client`
 * instances pointed at it the way the site points its client (only apiHost differs from cloud).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createClient, type SanityClient } from "@sanity/client";
import { freshDatabase, type TestTarget } from "../../platform/testing/databases";
import type { Connection } from "../../platform/database";
import type { LakeLimits } from "../config";
import { openLake, type ContentUpgrade, type Lake } from "../lake";
import { nodeListener } from "../server";

export const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixture", "dataset.ndjson");
export const TEST_TOKEN = "test-token-0123456789abcdefghijklmnop";

export interface LakeHarness {
  lake: Lake;
  url: string;
  connection: Connection;
  client(options?: {
    token?: string | null;
    perspective?: "raw" | "published" | "drafts";
    apiVersion?: string;
  }): SanityClient;
  /** Opens a second lake on the same database, as after a restart. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

async function serve(lake: Lake): Promise<{ server: Server; url: string }> {
  const server = createServer(nodeListener(lake.app));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}` };
}

export async function startHarness(
  target: TestTarget,
  options: { seed?: string | null; limits?: Partial<LakeLimits>; upgrades?: readonly ContentUpgrade[] } = {},
): Promise<LakeHarness> {
  const database = await freshDatabase(target);
  const open = () =>
    openLake({
      connection: database.connection,
      dataset: "production",
      token: TEST_TOKEN,
      tlsPort: 3999,
      studioPort: 3998,
      seedFile: options.seed === null ? undefined : (options.seed ?? FIXTURE),
      limits: { imageUpload: 256 * 1024, fileUpload: 512 * 1024, jsonBody: 256 * 1024, ...options.limits },
      ...(options.upgrades ? { upgrades: options.upgrades } : {}),
      log: () => undefined,
    });
  let lake = await open();
  let served = await serve(lake);
  const harness: LakeHarness = {
    get lake() {
      return lake;
    },
    get url() {
      return served.url;
    },
    connection: database.connection,
    client(clientOptions = {}) {
      const token = clientOptions.token === undefined ? TEST_TOKEN : clientOptions.token;
      return createClient({
        projectId: "embedded",
        dataset: "production",
        apiHost: served.url,
        useProjectHostname: false,
        useCdn: false,
        apiVersion: clientOptions.apiVersion ?? "2025-02-19",
        perspective: clientOptions.perspective ?? "raw",
        ...(token ? { token } : {}),
      });
    },
    async restart() {
      served.server.closeAllConnections();
      await new Promise<void>((resolve) => served.server.close(() => resolve()));
      await lake.close();
      lake = await open();
      served = await serve(lake);
    },
    async close() {
      served.server.closeAllConnections();
      await new Promise<void>((resolve) => served.server.close(() => resolve()));
      await lake.close();
      await database.dispose();
    },
  };
  return harness;
}
