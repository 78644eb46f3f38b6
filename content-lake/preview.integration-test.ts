/**
 * What a site's draft preview needs from the lake, tested with Sanity's own client: the `drafts`
 * perspective, Content Source Maps (`resultSourceMap`) that resolve to the draft's fields, and
 * stega-encoded texts when the client asks for them (docs/content-lake.md#content-source-maps).
 */
import { resolveEditUrl } from "@sanity/client/csm";
import { stegaClean } from "@sanity/client/stega";
import type { LiveEvent, SanityClient } from "@sanity/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testTargets } from "../platform/testing/databases";
import { startHarness, type LakeHarness } from "./testing/harness";

const STUDIO = "http://localhost:3333";
/** Any of the invisible characters stega encodes with. */
const STEGA = /[\u200B-\u200D\u2060-\u2064\uFEFF]/;

describe.each(testTargets())("previews on $name", (target) => {
  let harness: LakeHarness;
  beforeAll(async () => {
    harness = await startHarness(target);
    await harness.client().createOrReplace({
      _id: "drafts.spaProcedure.facial-massage",
      _type: "spaProcedure",
      title: "Массаж лица",
      slug: { _type: "slug", current: "facial-massage" },
      summary: "Черновик: тонизирующий массаж",
      category: { _type: "reference", _ref: "spaCategory.face" },
      body: [
        {
          _key: "p1",
          _type: "block",
          style: "normal",
          markDefs: [],
          children: [{ _key: "s1", _type: "span", text: "Текст страницы", marks: [] }],
        },
      ],
    });
  });
  afterAll(async () => {
    await harness?.close();
  });

  const QUERY = `*[_type == "spaProcedure" && slug.current == "facial-massage"][0]{
    title, summary, body, "category": category->title, "computed": "до " + title
  }`;

  it("maps each text of a drafts query to its draft's field, keyed array items by _key", async () => {
    const client = harness.client({ perspective: "drafts" });
    const { result, resultSourceMap } = await client.fetch(
      QUERY,
      {},
      { filterResponse: false, resultSourceMap: "withKeyArraySelector" },
    );
    expect(result.summary).toBe("Черновик: тонизирующий массаж");
    if (!resultSourceMap) throw new Error("the lake answered no resultSourceMap");
    const editUrl = (resultPath: (string | number)[]) =>
      resolveEditUrl({ resultSourceMap, studioUrl: STUDIO, resultPath });
    const summary = decodeURIComponent(editUrl(["summary"]) ?? "");
    expect(summary).toContain("id=spaProcedure.facial-massage");
    expect(summary).toContain("path=summary");
    const span = decodeURIComponent(editUrl(["body", 0, "children", 0, "text"]) ?? "");
    expect(span).toContain('path=body[_key=="p1"].children[_key=="s1"].text');
    // A dereferenced text belongs to the referenced document.
    const category = decodeURIComponent(editUrl(["category"]) ?? "");
    expect(category).toContain("id=spaCategory.face");
    expect(category).toContain("type=spaCategory");
    // A text the query computed is in no document: no link.
    expect(editUrl(["computed"])).toBeUndefined();
    // The map names the draft itself, so an edit goes to the draft.
    expect(resultSourceMap.documents).toContainEqual({
      _id: "drafts.spaProcedure.facial-massage",
      _type: "spaProcedure",
    });
  });

  it("lets @sanity/client stega-encode the texts, and answers no map and no stega unless asked", async () => {
    const stega = harness
      .client({ perspective: "drafts" })
      .withConfig({ stega: { enabled: true, studioUrl: STUDIO } });
    const encoded = await stega.fetch<{ summary: string; title: string; computed: string }>(QUERY);
    expect(encoded.summary).toMatch(STEGA);
    expect(stegaClean(encoded.summary)).toBe("Черновик: тонизирующий массаж");
    expect(encoded.computed).not.toMatch(STEGA);

    const plain = await harness
      .client({ perspective: "published" })
      .fetch(QUERY, {}, { filterResponse: false });
    expect(plain).not.toHaveProperty("resultSourceMap");
    expect(JSON.stringify(plain)).not.toMatch(STEGA);
    expect((plain.result as { summary: string | null }).summary).toBeNull();
  });

  /** The first `message` of a live events stream after `change` runs (or none within 1.5 s). */
  async function nextMessage(
    events: ReturnType<SanityClient["live"]["events"]>,
    change: () => Promise<unknown>,
  ): Promise<LiveEvent | undefined> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        subscription.unsubscribe();
        resolve(undefined);
      }, 1500);
      const subscription = events.subscribe({
        next: (event) => {
          if (event.type === "welcome") void change().catch(reject);
          if (event.type === "message") {
            clearTimeout(timer);
            subscription.unsubscribe();
            resolve(event);
          }
        },
        error: (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      });
    });
  }

  it("streams live events: published changes without a token, drafts only with it", async () => {
    const writer = harness.client();
    const anonymous = harness.client({ token: null });
    const published = await nextMessage(anonymous.live.events(), () =>
      writer.patch("spaProcedure.foot-massage").set({ price: 1600 }).commit(),
    );
    expect(published).toMatchObject({ type: "message", tags: [expect.stringMatching(/^s1:/)] });
    // A draft is not announced to a stream without drafts.
    const hidden = await nextMessage(anonymous.live.events(), () =>
      writer.patch("drafts.spaProcedure.facial-massage").set({ summary: "Черновик 2" }).commit(),
    );
    expect(hidden).toBeUndefined();
    const drafts = await nextMessage(harness.client().live.events({ includeDrafts: true }), () =>
      writer.patch("drafts.spaProcedure.facial-massage").set({ summary: "Черновик 3" }).commit(),
    );
    expect(drafts).toMatchObject({ type: "message" });
    // Drafts' events take the token.
    const refused = await fetch(`${harness.url}/v2025-02-19/data/live/events/production?includeDrafts=true`);
    expect(refused.status).toBe(401);
  });
});
