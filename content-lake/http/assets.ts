/**
 * Uploads (`/assets/images/{dataset}`, `/assets/files/{dataset}`) and serving
 * (`/images/{projectId}/{dataset}/{file}`, `/files/{projectId}/{dataset}/{file}`): the same
 * paths as Sanity's CDN, so `@sanity/image-url` URLs work against the lake unchanged.
 */
import type { Hono } from "hono";
import { prepareAsset, type AssetKind } from "../assets/assets";
import { needsTransform, transformImage, TransformCache } from "../assets/transform";
import type { LakeConfig } from "../config";
import { datasetNotFound, HttpError } from "../errors";
import type { LakeStore } from "../store/store";
import type { LakeAppDependencies } from "./app";
import { limitBody, type LakeContext, type LakeEnv } from "./common";

export interface AssetServing {
  store: LakeStore;
  config: LakeConfig;
  cache: TransformCache;
}

export function createAssetServing(store: LakeStore, config: LakeConfig): AssetServing {
  return { store, config, cache: new TransformCache(config.limits.transformCache) };
}

function sendBytes(c: LakeContext, data: Uint8Array, status: 200 | 206): Response {
  if (c.req.method === "HEAD") return c.body(null, status);
  return c.body(data as Uint8Array<ArrayBuffer>, status);
}

const notFound = () => new HttpError(404, "ASSET_NOT_FOUND", "Asset not found");

/** Serves `/images/…` and `/files/…` on any Hono app (the lake's ports, and `/cdn` on the site's). */
export function registerAssetServing(app: Hono<LakeEnv>, serving: AssetServing): void {
  const { store, config, cache } = serving;
  const location = (projectId: string, dataset: string) => {
    if (projectId !== config.projectId || !store.hasDataset(dataset)) throw notFound();
  };

  const serveImage = async (c: LakeContext) => {
    const { projectId, dataset, file } = c.req.param() as {
      projectId: string;
      dataset: string;
      file: string;
    };
    location(projectId, dataset);
    const stored = await store.getAssetFile(dataset, `images/${file}`);
    if (!stored) throw notFound();
    const url = new URL(c.req.url);
    const accept = c.req.header("accept") ?? "";
    let body = stored.data;
    let mimeType = stored.mimeType;
    if (needsTransform(url.searchParams)) {
      const autoFormat = url.searchParams.get("auto") === "format" && !url.searchParams.has("fm");
      const key = `${dataset}/${file}?${[...url.searchParams]
        .sort()
        .map(([k, v]) => `${k}=${v}`)
        .join("&")}${autoFormat && accept.includes("image/webp") ? "#webp" : ""}`;
      const transformed = cache.get(key) ?? (await transformImage(stored.data, url.searchParams, accept));
      cache.set(key, transformed);
      body = transformed.data;
      mimeType = transformed.mimeType;
      if (autoFormat) c.header("Vary", "Accept");
    }
    const download = url.searchParams.get("dl");
    if (download !== null)
      c.header("Content-Disposition", `attachment; filename="${(download || file).replace(/"/g, "")}"`);
    // Paths are content-addressed (SHA-1): the bytes behind a URL never change.
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    c.header("Content-Type", mimeType);
    c.header("Content-Length", String(body.byteLength));
    if (mimeType === "image/svg+xml")
      c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
    return sendBytes(c, body, 200);
  };

  const serveFile = async (c: LakeContext) => {
    const { projectId, dataset, file } = c.req.param() as {
      projectId: string;
      dataset: string;
      file: string;
    };
    location(projectId, dataset);
    const stored = await store.getAssetFile(dataset, `files/${file}`);
    if (!stored) throw notFound();
    const url = new URL(c.req.url);
    const download = url.searchParams.get("dl");
    if (download !== null)
      c.header("Content-Disposition", `attachment; filename="${(download || file).replace(/"/g, "")}"`);
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    c.header("Content-Type", stored.mimeType);
    c.header("Accept-Ranges", "bytes");
    if (stored.mimeType === "image/svg+xml" || stored.mimeType.startsWith("text/html")) {
      c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
    }
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

  // The optional last segment is a vanity file name (`…/abc-1x1.jpg/room.jpg`), ignored as at Sanity.
  for (const suffix of ["", "/:vanity"]) {
    app.on(["GET", "HEAD"], `/images/:projectId/:dataset/:file${suffix}`, serveImage);
    app.on(["GET", "HEAD"], `/files/:projectId/:dataset/:file${suffix}`, serveFile);
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
            contentType: c.req.header("content-type"),
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
        await store.putAssetFile(dataset, prepared.storagePath, {
          mimeType: prepared.mimeType,
          size: data.byteLength,
          data,
        });
        const { transaction } = await store.transact(
          dataset,
          { author: config.user.id, request: { upload: prepared.storagePath } },
          (working) => {
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
