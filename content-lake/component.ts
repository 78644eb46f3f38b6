/**
 * The embedded content lake as a part of `npm start`: prepare = migrations, the seed dataset
 * when the store is empty and the content's upgrades (content-lake/upgrades.ts); start = the
 * Studio-facing HTTPS port (CONTENT_LAKE_PORT) and the site-facing HTTP port
 * (CONTENT_LAKE_HTTP_PORT), both on loopback; mount = `/cdn` on the site's
 * port for the images and files browsers load. With SANITY_PROJECT_ID set, content comes from
 * Sanity's cloud and the lake stays off; with CONTENT_LAKE_URL set, another instance runs the lake
 * and this one stays off too (several instances on one PostgreSQL, docs/performance.md).
 */
import path from "node:path";
import { parseTrustedProxies } from "../platform/client-address";
import type { Component, PlatformContext, RunningService } from "../platform/component";
import { httpCheck } from "../platform/health";
import { createCdnApp, openLake, type Lake } from "./lake";
import { noticesForTypes, revalidateEverythingWhenSiteIsUp, RevalidationWorker } from "./revalidate";
import { nodeListener, startLakeServers } from "./server";
import { ensureCertificate } from "./tls";
import { CONTENT_UPGRADES } from "./upgrades";

export function lakeToken(context: PlatformContext): string {
  return context.env.CONTENT_LAKE_TOKEN ?? context.secrets.contentLakeToken;
}

export function studioUrl(context: PlatformContext): string {
  return `http://localhost:${context.env.STUDIO_PORT}/#token=${lakeToken(context)}`;
}

export function createContentLakeComponent(): Component {
  let lake: Lake | undefined;
  const embedded = (context: PlatformContext) =>
    !context.env.SANITY_PROJECT_ID && !context.env.CONTENT_LAKE_URL;

  return {
    name: "content-lake",

    async prepare(context) {
      if (!embedded(context)) return;
      lake = await openLake({
        connection: context.connection,
        dataset: context.env.SANITY_DATASET,
        token: lakeToken(context),
        tlsPort: context.env.CONTENT_LAKE_PORT,
        studioPort: context.env.STUDIO_PORT,
        seedFile: path.join(context.root, "content", "dataset.ndjson"),
        upgrades: CONTENT_UPGRADES,
        log: context.log,
      });
    },

    async start(context): Promise<RunningService> {
      if (!embedded(context) || !lake) {
        return {
          describe: [
            context.env.SANITY_PROJECT_ID
              ? `content: Sanity project ${context.env.SANITY_PROJECT_ID}, dataset ${context.env.SANITY_DATASET}`
              : `content: the content lake of another instance, ${context.env.CONTENT_LAKE_URL ?? "?"}`,
          ],
          stop: async () => undefined,
          // Sanity's cloud is not this instance's to vouch for; another instance's lake is.
          ready: context.env.CONTENT_LAKE_URL
            ? { content: httpCheck(`${context.env.CONTENT_LAKE_URL.replace(/\/$/, "")}/v1/ping`) }
            : undefined,
        };
      }
      const target = {
        url: `http://127.0.0.1:${context.env.PORT}/api/revalidate`,
        secret: context.env.SANITY_REVALIDATE_SECRET ?? context.secrets.revalidateSecret,
        log: context.log,
      };
      // Started before the servers take writes: every commit from here on is owed to the site,
      // and what a stopped lake left undelivered goes first.
      const revalidation = new RevalidationWorker({
        connection: context.connection,
        store: lake.store,
        target,
      });
      await revalidation.start();
      const certificate = await ensureCertificate(context.dataDir);
      const servers = await startLakeServers({
        app: lake.app,
        certificate,
        tlsPort: context.env.CONTENT_LAKE_PORT,
        httpPort: context.env.CONTENT_LAKE_HTTP_PORT,
      });
      const started = new AbortController();
      const store = lake.store;
      const dataset = context.env.SANITY_DATASET;
      void revalidateEverythingWhenSiteIsUp(
        target,
        () => noticesForTypes(store.documents(dataset)),
        started.signal,
      );
      const trust =
        certificate.kind === "mkcert"
          ? "certificate by mkcert (run `mkcert -install` once to trust it)"
          : `self-signed certificate ${path.relative(context.root, certificate.file)}: open https://localhost:${context.env.CONTENT_LAKE_PORT}/v1/ping and https://embedded.localhost:${context.env.CONTENT_LAKE_PORT}/v1/ping once and accept it, or install mkcert (docs/content-lake.md)`;
      return {
        describe: [
          `content lake: https://embedded.localhost:${context.env.CONTENT_LAKE_PORT} (Studio, HTTP/2), http://127.0.0.1:${context.env.CONTENT_LAKE_HTTP_PORT} (site), ${lake.store.count(context.env.SANITY_DATASET)} documents`,
          `content lake: ${trust}`,
          `Studio: npm run studio, then ${studioUrl(context)}`,
        ],
        ready: { content: httpCheck(`http://127.0.0.1:${context.env.CONTENT_LAKE_HTTP_PORT}/v1/ping`) },
        stop: async () => {
          started.abort();
          await servers.stop();
          await revalidation.stop();
          await lake?.close();
        },
      };
    },

    mount(context) {
      if (!lake) {
        return { prefix: "/cdn", handler: (_req, res) => void res.writeHead(404).end(), describe: [] };
      }
      return {
        prefix: "/cdn",
        handler: nodeListener(
          createCdnApp(
            lake.assets,
            context.log,
            context.env.SANITY_DATASET,
            parseTrustedProxies(context.env.TRUSTED_PROXIES),
          ),
        ),
        describe: [`images and files: http://localhost:${context.env.PORT}/cdn`],
      };
    },
  };
}
