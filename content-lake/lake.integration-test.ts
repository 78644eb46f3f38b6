import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ClientError } from "@sanity/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect } from "../platform/database";
import { testTargets } from "../platform/testing/databases";
import { LakeBusyError, openLake } from "./lake";
import { FIXTURE, startHarness, TEST_TOKEN, type LakeHarness } from "./testing/harness";

describe.each(testTargets())("content lake on $name", (target) => {
  let harness: LakeHarness;
  beforeAll(async () => {
    harness = await startHarness(target);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it("loads the seed dataset, turning _sanityAsset fields into asset references", async () => {
    const client = harness.client();
    const spa = await client.fetch<{ title: string; price: number; image: string }>(
      `*[_id == "spaProcedure.facial-massage"][0]{title, price, "image": images[0].asset->_type}`,
    );
    expect(spa).toEqual({ title: "Массаж лица", price: 4000, image: "sanity.imageAsset" });
    const assets = await client.fetch<number>(`count(*[_type == "sanity.imageAsset"])`);
    expect(assets).toBe(2);
  });

  it("answers GROQ through @sanity/client with params and the three perspectives", async () => {
    const query = `*[_type == $type][0]{title, price}`;
    const params = { type: "roomCategory" };
    expect(await harness.client({ perspective: "published" }).fetch(query, params)).toEqual({
      title: "Делюкс",
      price: 14000,
    });
    expect(await harness.client({ perspective: "drafts" }).fetch(query, params)).toEqual({
      title: "Делюкс (черновик)",
      price: 14500,
    });
    const raw = await harness.client({ perspective: "raw" }).fetch<string[]>(`*[_type == $type]._id`, params);
    expect(raw.sort()).toEqual(["drafts.roomCategory.deluxe", "roomCategory.deluxe"]);
    const overlaid = await harness
      .client({ perspective: "drafts" })
      .fetch(`*[_type == $type][0]{_id, _originalId}`, params);
    expect(overlaid).toEqual({ _id: "roomCategory.deluxe", _originalId: "drafts.roomCategory.deluxe" });
  });

  it("serves documents by id, drafts included, and reports the missing ones", async () => {
    const client = harness.client();
    const [published, draft, missing] = await client.getDocuments([
      "roomCategory.deluxe",
      "drafts.roomCategory.deluxe",
      "nope",
    ]);
    expect(published?.title).toBe("Делюкс");
    expect(draft?.title).toBe("Делюкс (черновик)");
    expect(missing).toBeNull();
  });

  it("refuses a malformed query with a queryParseError that the client turns into a ClientError", async () => {
    const error = await harness
      .client()
      .fetch(`*[_type == "spaProcedure"`)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ClientError);
    const clientError = error as ClientError;
    expect(clientError.statusCode).toBe(400);
    expect(clientError.details).toMatchObject({
      type: "queryParseError",
      query: `*[_type == "spaProcedure"`,
    });
    expect(clientError.message).toMatch(/^GROQ query parse error:/);
  });

  it("refuses a query whose parameter is missing", async () => {
    const error = (await harness
      .client()
      .fetch(`*[_type == $type]`)
      .catch((caught: unknown) => caught)) as ClientError;
    expect(error.statusCode).toBe(400);
    expect(error.details).toMatchObject({
      type: "queryParseError",
      description: "param $type referenced, but not provided",
    });
  });

  it("answers an unknown dataset with 404", async () => {
    const error = (await harness
      .client()
      .withConfig({ dataset: "staging" })
      .fetch(`*`)
      .catch((caught: unknown) => caught)) as ClientError;
    expect(error).toBeInstanceOf(ClientError);
    expect(error.statusCode).toBe(404);
    expect(error.message).toBe('Not Found - Dataset "staging" not found for project ID "embedded"');
  });

  it("answers a request without the token, or with a wrong one, with 401 Session not found", async () => {
    for (const token of [null, "x".repeat(TEST_TOKEN.length)]) {
      const error = (await harness
        .client({ token })
        .fetch(`*[0]`)
        .catch((caught: unknown) => caught)) as ClientError;
      expect(error.statusCode).toBe(401);
      expect(error.message).toBe("Unauthorized - Session not found");
    }
  });

  it("creates, patches and deletes through mutate, with revisions and Sanity's results", async () => {
    const client = harness.client();
    const created = await client.create({
      _type: "faqItem",
      question: "Можно ли с собакой?",
      answer: "Да, до 5 кг.",
    });
    expect(created._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created._rev).toMatch(/^[A-Za-z0-9]{22}$/);
    expect(created._createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const patched = await client.patch(created._id).set({ answer: "Да, одна собака до 5 кг." }).commit();
    expect(patched.answer).toBe("Да, одна собака до 5 кг.");
    expect(patched._rev).not.toBe(created._rev);
    const deleted = await client.delete(created._id);
    expect(deleted.results[0]).toMatchObject({ id: created._id, operation: "delete" });
    expect(await client.getDocument(created._id)).toBeUndefined();
  });

  it("refuses an invalid mutation with a mutationError and writes nothing", async () => {
    const client = harness.client();
    const error = (await client
      .transaction()
      .create({ _id: "faq.ok", _type: "faqItem", question: "?" })
      .create({ _id: "faq.bad" } as never)
      .commit()
      .catch((caught: unknown) => caught)) as ClientError;
    expect(error.statusCode).toBe(400);
    expect(error.details).toMatchObject({
      type: "mutationError",
      items: [{ index: 1, error: { type: "invalidMutationError" } }],
    });
    expect(await client.getDocument("faq.ok")).toBeUndefined();
  });

  it("refuses a patch with a stale revision with 409, so a concurrent edit is never lost", async () => {
    const first = harness.client();
    const second = harness.client();
    const document = await first.createOrReplace({
      _id: "faq.conflict",
      _type: "faqItem",
      question: "Во сколько заезд?",
    });
    await first.patch(document._id).ifRevisionId(document._rev).set({ answer: "С 14:00" }).commit();
    const error = (await second
      .patch(document._id)
      .ifRevisionId(document._rev)
      .set({ answer: "С 15:00" })
      .commit()
      .catch((caught: unknown) => caught)) as ClientError;
    expect(error).toBeInstanceOf(ClientError);
    expect(error.statusCode).toBe(409);
    expect(error.details).toMatchObject({
      type: "mutationError",
      items: [{ error: { type: "documentRevisionIDDoesNotMatchError", expectedRevisionID: document._rev } }],
    });
    expect(error.message).toContain(`Document "faq.conflict" has unexpected revision ID`);
    expect((await first.getDocument("faq.conflict"))?.answer).toBe("С 14:00");
  });

  it("publishes a draft through the actions API, and a stale draft revision conflicts", async () => {
    const client = harness.client();
    await client.action({
      actionType: "sanity.action.document.edit",
      draftId: "drafts.spaProcedure.foot-massage",
      publishedId: "spaProcedure.foot-massage",
      patch: { set: { price: 1700 } },
    });
    const draft = await client.getDocument("drafts.spaProcedure.foot-massage");
    expect(draft?.price).toBe(1700);
    const stale = (await client
      .action({
        actionType: "sanity.action.document.publish",
        draftId: "drafts.spaProcedure.foot-massage",
        publishedId: "spaProcedure.foot-massage",
        ifDraftRevisionId: "stale-revision",
      })
      .catch((caught: unknown) => caught)) as ClientError;
    expect(stale.statusCode).toBe(409);
    expect(stale.details).toMatchObject({ type: "actionError" });
    await client.action({
      actionType: "sanity.action.document.publish",
      draftId: "drafts.spaProcedure.foot-massage",
      publishedId: "spaProcedure.foot-massage",
      ifDraftRevisionId: draft?._rev,
    });
    expect(
      await harness
        .client({ perspective: "published" })
        .fetch(`*[_id == "spaProcedure.foot-massage"][0].price`),
    ).toBe(1700);
    expect(await client.getDocument("drafts.spaProcedure.foot-massage")).toBeUndefined();
  });

  it("keeps everything that was committed across a restart", async () => {
    const client = harness.client();
    await client.createOrReplace({
      _id: "faq.persisted",
      _type: "faqItem",
      question: "Есть ли парковка?",
      answer: "2 000 ₽ в сутки",
    });
    await harness.restart();
    expect((await harness.client().getDocument("faq.persisted"))?.answer).toBe("2 000 ₽ в сутки");
    expect(
      await harness
        .client({ perspective: "published" })
        .fetch(`*[_id == "spaProcedure.foot-massage"][0].price`),
    ).toBe(1700);
    // The seed is loaded into an empty store only: a restart does not reload it over the changes.
    expect(harness.lake.seeded).toBeUndefined();
  });

  it("uploads an image once per content (SHA-1) and serves it, resized on request", async () => {
    const client = harness.client();
    const sharp = (await import("sharp")).default;
    const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const asset = await client.assets.upload("image", png, { filename: "sea.png" });
    expect(asset._id).toMatch(/^image-[0-9a-f]{40}-120x80-png$/);
    expect(asset.metadata.dimensions).toMatchObject({ width: 120, height: 80 });
    const again = await client.assets.upload("image", png, { filename: "sea-copy.png" });
    expect(again._id).toBe(asset._id);
    const file = asset._id.replace(/^image-/, "").replace(/-png$/, ".png");
    const response = await fetch(`${harness.url}/images/embedded/production/${file}?w=64&fm=webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    const resized = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(resized.width).toBe(64);
  });

  it("refuses an oversized upload with 413 and a non-image with 400", async () => {
    const client = harness.client();
    const big = Buffer.alloc(300 * 1024, 1);
    const tooBig = (await client.assets
      .upload("image", big)
      .catch((caught: unknown) => caught)) as ClientError;
    expect(tooBig.statusCode).toBe(413);
    const notImage = (await client.assets
      .upload("image", Buffer.from("plain text"))
      .catch((caught: unknown) => caught)) as ClientError;
    expect(notImage.statusCode).toBe(400);
    expect(notImage.message).toContain("Invalid image");
  });
});

describe.each(testTargets().filter((target) => target.name === "PostgreSQL"))(
  "content lake lock on $name",
  (target) => {
    it("lets one lake at a time write a PostgreSQL database", async () => {
      const harness = await startHarness(target);
      try {
        const second = openLake({
          connection: harness.connection,
          dataset: "production",
          token: TEST_TOKEN,
          tlsPort: 3999,
          studioPort: 3998,
          log: () => undefined,
        });
        await expect(second).rejects.toBeInstanceOf(LakeBusyError);
      } finally {
        await harness.close();
      }
    });
  },
);

describe("content lake on PGlite in a folder", () => {
  it("keeps what was published when the process's database is closed and opened again", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "lake-restart-"));
    const open = async () => {
      const connection = await connect({ dataDir: folder });
      const lake = await openLake({
        connection,
        dataset: "production",
        token: TEST_TOKEN,
        tlsPort: 3999,
        studioPort: 3998,
        seedFile: FIXTURE,
        log: () => undefined,
      });
      return { connection, lake };
    };
    const first = await open();
    await first.lake.store.transact("production", { author: "test", request: {} }, (working) => {
      const current = working.get("spaProcedure.facial-massage");
      if (current) working.put(current._id, { ...current, price: 4500 });
      return { result: undefined };
    });
    await first.lake.close();
    await first.connection.close();

    const second = await open();
    try {
      expect(second.lake.seeded).toBeUndefined();
      expect(second.lake.store.get("production", "spaProcedure.facial-massage")?.price).toBe(4500);
      expect(await second.lake.store.getAssetFile("production", "images/does-not-exist.png")).toBeNull();
    } finally {
      await second.lake.close();
      await second.connection.close();
    }
  });
});
