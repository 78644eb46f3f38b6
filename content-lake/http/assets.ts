/**
 * Uploads (`/assets/images/{dataset}`, `/assets/files/{dataset}`) and serving
 * (`/images/{projectId}/{dataset}/{file}`, `/files/{projectId}/{dataset}/{file}`): the same
 * paths as Sanity's CDN, so `@sanity/image-url` URLs work against the lake unchanged.
 */
import type { Hono, MiddlewareHandler } from "hono";
import { prepareAsset, servedType, type AssetKind } from "../assets/assets";
import { AssetIndex } from "../assets/collect";
import {
  needsTransform,
  planTransform,
  readSource,
  runTransform,
  TransformBudget,
  TransformCache,
  TransformQueue,
  type SourceImage,
  type TransformedImage,
  type TransformPlan,
} from "../assets/transform";
import {
  addressList,
  clientAddress,
  clientKey,
  isListed,
  type TrustedProxies,
} from "../../platform/client-address";
import type { LakeConfig } from "../config";
import { datasetNotFound, HttpError } from "../errors";
import type { LakeStore } from "../store/store";
import type { LakeAppDependencies } from "./deps";
import { attachmentDisposition, limitBody, type LakeContext, type LakeEnv, currentUser } from "./common";

export interface AssetServing {
  store: LakeStore;
  config: LakeConfig;
  cache: TransformCache;
  queue: TransformQueue;
  /** New transforms per client and minute. */
  budget: TransformBudget;
  /** Transforms under way by cache key: a request for the same result waits for that one. */
  running: Map<string, Promise<TransformedImage>>;
  /** Which stored files asset documents name: only those are served. */
  index: AssetIndex;
}

export function createAssetServing(store: LakeStore, config: LakeConfig): AssetServing {
  const { limits } = config;
  return {
    store,
    config,
    cache: new TransformCache(limits.transformCache),
    queue: new TransformQueue(
      limits.transformConcurrency,
      limits.transformQueue,
      limits.transformWaitMs,
      limits.transformQueuePerClient,
    ),
    budget: new TransformBudget(limits.transformsPerClientMinute),
    running: new Map(),
    index: new AssetIndex(store),
  };
}

/** The size an image's stored name gives (`<sha1>-<w>x<h>.<ext>`), as shown; undefined otherwise. */
function sourceFromName(file: string): SourceImage | undefined {
  const match = /^[0-9a-f]+-(\d+)x(\d+)\.([a-z0-9]+)$/.exec(file);
  if (!match) return undefined;
  const format = match[3] === "jpg" ? "jpeg" : match[3] === "tif" ? "tiff" : match[3];
  return { width: Number(match[1]), height: Number(match[2]), format };
}

function sendBytes(c: LakeContext, data: Uint8Array, status: 200 | 206): Response {
  if (c.req.method === "HEAD") return c.body(null, status);
  return c.body(data as Uint8Array<ArrayBuffer>, status);
}

const notFound = () => new HttpError(404, "ASSET_NOT_FOUND", "Asset not found");

/**
 * Every answer of the asset paths, bytes and errors alike: the browser must not guess another
 * type (nosniff), and a document opened from them is sandboxed with no script, no form and no
 * plugin (an SVG with a script, bytes stored before uploads were sniffed). Images and media in
 * the same response still show when opened directly.
 */
export const ASSET_SECURITY_POLICY =
  "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'";

export const assetSecurityHeaders: MiddlewareHandler<LakeEnv> = async (c, next) => {
  await next();
  c.res.headers.set("X-Content-Type-Options", "nosniff");
  c.res.headers.set("Content-Security-Policy", ASSET_SECURITY_POLICY);
};

/** 127.0.0.0/8 and ::1: the host itself. */
const LOOPBACK = addressList(["loopback"], (entry) => entry);

/**
 * Who asks for a transform, for its budget and its turn in the queue: the client's address as the
 * platform derives it (the connection's, or what trusted proxies forwarded), an IPv6 one by its
 * /64. The host itself (loopback) is no one: it is the site's own checks, or a proxy on the same
 * host that TRUSTED_PROXIES does not name, and budgeting that would make every guest one client.
 */
function transformClient(c: LakeContext, trustedProxies: TrustedProxies): string | undefined {
  const incoming = c.env?.incoming;
  const socket = incoming && "socket" in incoming ? incoming.socket.remoteAddress : undefined;
  const address = clientAddress(socket, c.req.header("x-forwarded-for"), trustedProxies);
  return isListed(LOOPBACK, address) ? undefined : clientKey(address);
}

/**
 * Serves `/images/…` and `/files/…` on any Hono app (the lake's ports, and `/cdn` on the site's);
 * with `siteDataset` (the site's `/cdn`), also the site's short image path `/i/…`. `trustedProxies`
 * (TRUSTED_PROXIES) says whose X-Forwarded-For names the client; nobody's by default.
 */
export function registerAssetServing(
  app: Hono<LakeEnv>,
  serving: AssetServing,
  options: { siteDataset?: string; trustedProxies?: TrustedProxies } = {},
): void {
  const { store, config, cache } = serving;
  const trustedProxies = options.trustedProxies ?? { kind: "none" };
  // Bytes whose asset document was deleted are 404 at once, before they are collected.
  const location = (projectId: string, dataset: string, key: string) => {
    if (projectId !== config.projectId || !store.hasDataset(dataset)) throw notFound();
    if (!serving.index.has(dataset, key)) throw notFound();
  };

  /**
   * A new result, made once however many ask for it at the same time. Only new results count
   * against the client's budget: a cached or running one is always served.
   */
  const transformOnce = (
    key: string,
    client: string | undefined,
    read: () => Promise<Uint8Array>,
    plan: TransformPlan,
  ): Promise<TransformedImage> => {
    const running = serving.running.get(key);
    if (running) return running;
    if (client !== undefined) serving.budget.take(client);
    // The bytes are read in the queue's slot: requests waiting in line hold no image.
    const made = serving.queue
      .run(async () => runTransform(await read(), plan, config.limits.transformSeconds), client)
      .then((result) => {
        cache.set(key, result);
        return result;
      })
      .finally(() => serving.running.delete(key));
    serving.running.set(key, made);
    return made;
  };

  const serveImage = (c: LakeContext) => {
    const { projectId, dataset, file } = c.req.param() as {
      projectId: string;
      dataset: string;
      file: string;
    };
    return serveImageOf(c, projectId, dataset, file, new URL(c.req.url).searchParams);
  };

  const serveImageOf = async (
    c: LakeContext,
    projectId: string,
    dataset: string,
    file: string,
    params: URLSearchParams,
  ) => {
    location(projectId, dataset, `images/${file}`);
    const accept = c.req.header("accept") ?? "";
    let body: Uint8Array;
    let mimeType: string;
    if (needsTransform(params)) {
      // The plan is made from the size in the file name: a cached result needs no database read.
      const read = async () => {
        const stored = await store.getAssetFile(dataset, `images/${file}`);
        if (!stored) throw notFound();
        return stored.data;
      };
      const client = transformClient(c, trustedProxies);
      const source =
        sourceFromName(file) ?? (await serving.queue.run(async () => readSource(await read()), client));
      const plan = planTransform(params, source, accept);
      const key = `${dataset}/${file}#${plan.key}`;
      const transformed = cache.get(key) ?? (await transformOnce(key, client, read, plan));
      body = transformed.data;
      mimeType = transformed.mimeType;
      if (params.get("auto") === "format" && !params.has("fm")) c.header("Vary", "Accept");
    } else {
      const stored = await store.getAssetFile(dataset, `images/${file}`);
      if (!stored) throw notFound();
      body = stored.data;
      mimeType = stored.mimeType;
    }
    const served = servedType(mimeType);
    const download = params.get("dl");
    if (download !== null || served.attachment) {
      c.header("Content-Disposition", attachmentDisposition(download || file));
    }
    // Paths are content-addressed (SHA-1): the bytes behind a URL never change.
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    c.header("Content-Type", served.contentType);
    c.header("Content-Length", String(body.byteLength));
    return sendBytes(c, body, 200);
  };

  const serveFile = async (c: LakeContext) => {
    const { projectId, dataset, file } = c.req.param() as {
      projectId: string;
      dataset: string;
      file: string;
    };
    location(projectId, dataset, `files/${file}`);
    const stored = await store.getAssetFile(dataset, `files/${file}`);
    if (!stored) throw notFound();
    const url = new URL(c.req.url);
    const served = servedType(stored.mimeType);
    const download = url.searchParams.get("dl");
    if (download !== null || served.attachment) {
      c.header("Content-Disposition", attachmentDisposition(download || file));
    }
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    c.header("Content-Type", served.contentType);
    c.header("Accept-Ranges", "bytes");
    // Video players seek with Range requests.
    const range = c.req.header("range")?.match(/^bytes=(\d*)-(\d*)$/);
    const size = stored.data.byteLength;
    if (range && (range[1] || range[2])) {
      const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
      const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      if (start >= size || start > end) {
        c.header("Content-Range", `bytes */${size}`);
        return c.body(null, 416);
      }
      c.header("Content-Range", `bytes ${start}-${end}/${size}`);
      c.header("Content-Length", String(end - start + 1));
      const slice = stored.data.subarray(start, end + 1);
      return sendBytes(c, slice, 206);
    }
    c.header("Content-Length", String(size));
    return sendBytes(c, stored.data, 200);
  };

  app.use("/images/*", assetSecurityHeaders);
  app.use("/files/*", assetSecurityHeaders);
  // The optional last segment is a vanity file name (`…/abc-1x1.jpg/room.jpg`), ignored as at Sanity.
  for (const suffix of ["", "/:vanity"]) {
    app.on(["GET", "HEAD"], `/images/:projectId/:dataset/:file${suffix}`, serveImage);
    app.on(["GET", "HEAD"], `/files/:projectId/:dataset/:file${suffix}`, serveFile);
  }
  if (options.siteDataset) {
    // The site's own short path (docs/content-lake.md#the-short-image-path): `/i/{file}` is
    // `/images/{projectId}/{siteDataset}/{file}` in the best format the browser takes
    // (auto=format unless the URL names one), 28 characters less in each of a page's many URLs.
    const siteDataset = options.siteDataset;
    app.use("/i/*", assetSecurityHeaders);
    app.on(["GET", "HEAD"], "/i/:file", (c) => {
      const params = new URL(c.req.url).searchParams;
      if (!params.has("fm") && !params.has("auto")) params.set("auto", "format");
      return serveImageOf(c, config.projectId, siteDataset, c.req.param("file"), params);
    });
  }
}

export function registerAssetRoutes(api: Hono<LakeEnv>, deps: LakeAppDependencies): void {
  const { store, config } = deps;
  const upload = (kind: AssetKind, limit: number) =>
    [
      limitBody(limit),
      async (c: LakeContext) => {
        const dataset = c.req.param("dataset") ?? "";
        if (!store.hasDataset(dataset)) throw datasetNotFound(dataset, config.projectId);
        const url = new URL(c.req.url);
        const query = (name: string) => url.searchParams.get(name) ?? undefined;
        const data = new Uint8Array(await c.req.arrayBuffer());
        const sourceName = query("source");
        const prepared = await prepareAsset(
          {
            kind,
            data,
            filename: query("filename"),
            label: query("label"),
            title: query("title"),
            description: query("description"),
            creditLine: query("creditLine"),
            source: sourceName
              ? { name: sourceName, id: query("sourceId"), url: query("sourceUrl") }
              : undefined,
          },
          { projectId: config.projectId, dataset, baseUrl: config.publicOrigin },
        );
        const existing = store.get(dataset, prepared.document._id);
        if (existing) return c.json({ document: existing });
        const { transaction } = await store.transact(
          dataset,
          { author: currentUser(c).id, request: { upload: prepared.storagePath } },
          async (working) => {
            // In the write queue, like the collection of deleted assets' bytes (assets/collect.ts).
            await store.putAssetFile(dataset, prepared.storagePath, {
              mimeType: prepared.mimeType,
              size: data.byteLength,
              data,
            });
            if (!working.get(prepared.document._id)) working.put(prepared.document._id, prepared.document);
            return { result: undefined };
          },
        );
        const document = transaction.changes[0]?.after ?? store.get(dataset, prepared.document._id);
        return c.json({ document });
      },
    ] as const;
  const [imageLimit, imageHandler] = upload("image", config.limits.imageUpload);
  const [fileLimit, fileHandler] = upload("file", config.limits.fileUpload);
  api.post("/assets/images/:dataset", imageLimit, imageHandler);
  api.post("/assets/files/:dataset", fileLimit, fileHandler);
}
