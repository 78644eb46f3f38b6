/**
 * `GET /data/export/{dataset}`: the whole dataset as NDJSON, one document per line, streamed,
 * as Sanity's export endpoint answers `sanity dataset export` and `@sanity/export`. It reads a
 * snapshot of the dataset taken when the request arrives (drafts included: the tool drops them
 * itself with `--no-drafts`), optionally only the `types` asked for. `nextCursor` (the tool's
 * cursor mode) is accepted: everything comes in the first page, with no cursor to follow.
 *
 * The tool downloads each asset from its document's `url`. Stored URLs point at the lake's
 * Studio-facing HTTPS port, whose certificate a command-line tool does not trust; so the export
 * gives asset documents URLs on the origin the export itself was asked from. Run the tool
 * against the lake's plain-HTTP port and it fetches the bytes there too (docs/content-lake.md,
 * «Export and import»). Nothing stored changes.
 */
import type { Hono } from "hono";
import { datasetNotFound } from "../errors";
import type { LakeDocument } from "../store/working-set";
import type { LakeAppDependencies } from "./deps";
import type { LakeEnv } from "./common";

const ASSET_TYPES = new Set(["sanity.imageAsset", "sanity.fileAsset"]);
/** Documents per chunk of the stream. */
const CHUNK = 200;

function withUrlOn(origin: string, document: LakeDocument): LakeDocument {
  if (!ASSET_TYPES.has(document._type) || typeof document.path !== "string") return document;
  return { ...document, url: `${origin}/${document.path}` };
}

export function registerExportRoutes(api: Hono<LakeEnv>, deps: LakeAppDependencies): void {
  const { store, config } = deps;
  api.get("/data/export/:dataset", (c) => {
    const dataset = c.req.param("dataset") ?? "";
    if (!store.hasDataset(dataset)) throw datasetNotFound(dataset, config.projectId);
    const url = new URL(c.req.url);
    const types = new Set(
      (url.searchParams.get("types") ?? "")
        .split(",")
        .map((type) => type.trim())
        .filter(Boolean),
    );
    // A snapshot: commits during the download do not change what it holds.
    const documents = [...store.documents(dataset)]
      .filter((document) => types.size === 0 || types.has(document._type))
      .sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
    const encoder = new TextEncoder();
    let next = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (next >= documents.length) {
          controller.close();
          return;
        }
        const lines = documents
          .slice(next, next + CHUNK)
          .map((document) => `${JSON.stringify(withUrlOn(url.origin, document))}\n`)
          .join("");
        next += CHUNK;
        controller.enqueue(encoder.encode(lines));
      },
    });
    return new Response(stream, {
      headers: {
        ...Object.fromEntries(c.res.headers),
        "Content-Type": "application/x-ndjson; charset=utf-8",
        "Cache-Control": "no-store",
      },
    });
  });
}
