/**
 * `sanity dataset export` and `sanity dataset import` against the lake: Sanity's own libraries
 * (@sanity/export and @sanity/import, which the CLI runs) export a lake with documents, drafts,
 * images and a video into a .tar.gz over the lake's plain-HTTP port, and import it into a fresh,
 * empty lake. Every document and every asset's bytes come back.
 */
import { createReadStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { exportDataset } from "@sanity/export";
import { sanityImport } from "@sanity/import";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testTargets } from "../platform/testing/databases";
import { sha1Of } from "./assets/assets";
import { startHarness, TEST_TOKEN, type LakeHarness } from "./testing/harness";

const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypisom"),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from("isommp41"),
  Buffer.alloc(256, 7),
]);

type Doc = Record<string, unknown> & { _id: string; _type: string };

/** What must survive the trip: the content, without what the lake sets on each write. */
function comparable(document: Doc): Doc {
  const { _rev: _r, _updatedAt: _u, _createdAt: _c, ...rest } = document;
  return rest as Doc;
}

describe.each(testTargets())("export and import with Sanity's tools on $name", (target) => {
  let source: LakeHarness;
  let destination: LakeHarness;
  let folder: string;
  beforeAll(async () => {
    source = await startHarness(target);
    destination = await startHarness(target, { seed: null });
    folder = await mkdtemp(path.join(tmpdir(), "lake-export-"));
  });
  afterAll(async () => {
    await source?.close();
    await destination?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it("round-trips every document, draft and asset through sanity's export and import", async () => {
    const client = source.client();
    const png = await sharp({ create: { width: 30, height: 20, channels: 4, background: "#33669980" } })
      .png()
      .toBuffer();
    const image = await client.assets.upload("image", png, { filename: "sea.png", title: "Море" });
    const video = await client.assets.upload("file", MP4, { filename: "tour.mp4" });
    await client.createOrReplace({
      _id: "offer.export",
      _type: "offer",
      title: "Выгрузка",
      cover: { _type: "image", asset: { _type: "reference", _ref: image._id }, alt: "Море" },
      video: { _type: "file", asset: { _type: "reference", _ref: video._id } },
      tags: [{ _key: "t1", _type: "tag", title: "а" }],
    });
    await client.createOrReplace({
      _id: "drafts.offer.export",
      _type: "offer",
      title: "Выгрузка (черновик)",
    });

    const file = path.join(folder, "production.tar.gz");
    // As `sanity dataset export production file.tar.gz` does, against the lake's HTTP port.
    const exported = await exportDataset({
      client: source.client(),
      dataset: "production",
      outputPath: file,
      assets: true,
      drafts: true,
      raw: false,
      compress: true,
    });
    expect(exported).toMatchObject({ outputPath: file });

    // As `sanity dataset import file.tar.gz production` does.
    const imported = await sanityImport(createReadStream(file), {
      client: destination.client(),
      operation: "create",
    });
    expect(imported.numDocs).toBeGreaterThan(0);

    const all = async (harness: LakeHarness) =>
      (
        await harness
          .client()
          .fetch<Doc[]>(`*[!(_type in ["sanity.imageAsset", "sanity.fileAsset"])] | order(_id asc)`)
      ).map(comparable);
    const before = await all(source);
    const after = await all(destination);
    expect(after.map((document) => document._id)).toEqual(before.map((document) => document._id));
    expect(after).toEqual(before);

    // Every asset: same ids, same metadata that matters, same bytes behind its URL.
    const assets = async (harness: LakeHarness) =>
      harness
        .client()
        .fetch<Doc[]>(
          `*[_type in ["sanity.imageAsset", "sanity.fileAsset"]] | order(_id asc){_id, _type, sha1hash, mimeType, extension, size, originalFilename, path}`,
        );
    const sourceAssets = await assets(source);
    expect(await assets(destination)).toEqual(sourceAssets);
    expect(sourceAssets.length).toBeGreaterThanOrEqual(4);
    for (const asset of sourceAssets) {
      const bytes = await fetch(`${destination.url}/${String(asset.path)}`);
      expect(bytes.status, String(asset.path)).toBe(200);
      expect(sha1Of(new Uint8Array(await bytes.arrayBuffer()))).toBe(asset.sha1hash);
    }

    // Again, over what is now there (as `npm run lake:dataset -- import … --replace` does): the
    // tool's own check for an existing asset requests its stored https URL, which it cannot
    // trust; every asset is uploaded instead and the lake keeps one copy per SHA-1.
    const again = await sanityImport(createReadStream(file), {
      client: destination.client(),
      operation: "createOrReplace",
      replaceAssets: true,
    });
    expect(again.numDocs).toBe(imported.numDocs);
    expect(await all(destination)).toEqual(before);
    expect(await assets(destination)).toEqual(sourceAssets);
  });

  it("answers the export endpoint with NDJSON, only the types asked for, and asset URLs on the port asked", async () => {
    const response = await fetch(
      `${source.url}/v2025-02-19/data/export/production?types=sanity.imageAsset,spaCategory`,
      {
        headers: { Authorization: `Bearer ${TEST_TOKEN}` },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/x-ndjson/);
    const lines = (await response.text())
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Doc);
    expect(new Set(lines.map((line) => line._type))).toEqual(new Set(["sanity.imageAsset", "spaCategory"]));
    for (const line of lines.filter((document) => document._type === "sanity.imageAsset")) {
      expect(String(line.url).startsWith(`${source.url}/images/embedded/production/`)).toBe(true);
    }
    const refused = await fetch(`${source.url}/v2025-02-19/data/export/production`);
    expect(refused.status).toBe(401);
  });
});
