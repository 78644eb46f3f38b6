import { describe, expect, it } from "vitest";
import { TransactionError } from "../errors";
import { applyAction } from "./actions";
import { applyMutation, type MutationContext } from "./mutations";
import { WorkingSet, type LakeDocument } from "./working-set";

const context: MutationContext = {
  autoGenerateArrayKeys: true,
  queryIds: () => Promise.resolve([]),
};

const committed = new Map<string, LakeDocument>([
  ["spa.face", { _id: "spa.face", _type: "spaProcedure", _rev: "rev1", title: "Массаж лица", price: 4000 }],
]);

async function failure(run: () => unknown): Promise<TransactionError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof TransactionError) return error;
    throw error;
  }
  throw new Error("expected a TransactionError");
}

describe("mutations", () => {
  it("gives created documents an id and their array items keys", async () => {
    const working = new WorkingSet(committed);
    const [result] = await applyMutation(
      working,
      { create: { _type: "faqItem", tags: [{ _type: "tag", title: "собаки" }] } },
      0,
      context,
    );
    const created = working.get(result?.id ?? "");
    expect(result?.operation).toBe("create");
    expect((created?.tags as { _key: string }[])[0]?._key).toMatch(/^[A-Za-z0-9]{12}$/);
  });

  it("names the revision it expected when a patch's ifRevisionID is stale", async () => {
    const error = await failure(() =>
      applyMutation(
        new WorkingSet(committed),
        { patch: { id: "spa.face", ifRevisionID: "old", set: { price: 4500 } } },
        0,
        context,
      ),
    );
    expect(error.status).toBe(409);
    expect(error.body()).toEqual({
      error: {
        description:
          'Mutation failed: Document "spa.face" has unexpected revision ID ("rev1"), expected "old"',
        items: [
          {
            index: 0,
            error: {
              type: "documentRevisionIDDoesNotMatchError",
              description: 'Document "spa.face" has unexpected revision ID ("rev1"), expected "old"',
              id: "spa.face",
              currentRevisionID: "rev1",
              expectedRevisionID: "old",
            },
          },
        ],
        type: "mutationError",
      },
    });
  });

  it("refuses mutations with no or two operations, bad ids and patches that change the id", async () => {
    const working = new WorkingSet(committed);
    expect((await failure(() => applyMutation(working, {}, 2, context))).item.type).toBe(
      "invalidMutationError",
    );
    expect((await failure(() => applyMutation(working, { create: {}, delete: {} }, 0, context))).index).toBe(
      0,
    );
    const badId = await failure(() =>
      applyMutation(working, { createOrReplace: { _id: "a b", _type: "x" } }, 0, context),
    );
    expect(badId.message).toBe('Document ID "a b" is not valid');
    const idChange = await failure(() =>
      applyMutation(working, { patch: { id: "spa.face", set: { _id: "other" } } }, 0, context),
    );
    expect(idChange.status).toBe(400);
  });

  it("does nothing for createIfNotExists on an existing document", async () => {
    const working = new WorkingSet(committed);
    const [result] = await applyMutation(
      working,
      { createIfNotExists: { _id: "spa.face", _type: "spaProcedure" } },
      0,
      context,
    );
    expect(result?.operation).toBe("none");
    expect(working.changes()).toEqual([]);
  });
});

describe("patches are checked before they are stored", () => {
  const withTags = new Map<string, LakeDocument>([
    [
      "faq.tags",
      { _id: "faq.tags", _type: "faqItem", _rev: "r1", question: "С собакой?", order: 1, tags: ["собаки"] },
    ],
  ]);
  const patch = (operations: Record<string, unknown>, working = new WorkingSet(withTags)) =>
    applyMutation(working, { patch: { id: "faq.tags", ...operations } }, 0, context);
  const refused = async (operations: Record<string, unknown>) => {
    const working = new WorkingSet(withTags);
    const error = await failure(() => patch(operations, working));
    expect(working.changes(), JSON.stringify(operations)).toEqual([]);
    return error;
  };

  it("refuses an insert without items, with two anchors, or with no anchor", async () => {
    for (const insert of [
      { after: "tags[-1]" },
      { after: "tags[-1]", items: "x" },
      { before: "tags[0]", after: "tags[0]", items: ["x"] },
      { items: ["x"] },
    ]) {
      const error = await refused({ insert });
      expect(error.status, JSON.stringify(insert)).toBe(400);
      expect(error.body()).toMatchObject({
        error: { type: "mutationError", items: [{ index: 0, error: { type: "invalidMutationError" } }] },
      });
    }
  });

  it("refuses a malformed path instead of storing an odd field", async () => {
    for (const path of ["a[", "a]", "x y", "..x", "tags[_key==", "", "obj.", "tags[0"]) {
      const error = await refused({ set: { [path]: 1 } });
      expect(error.status, path).toBe(400);
      expect(error.message, path).toContain("path");
    }
    expect((await refused({ unset: ["a["] })).status).toBe(400);
  });

  it("accepts the paths the Studio sends", async () => {
    const working = new WorkingSet(withTags);
    await patch(
      {
        setIfMissing: { images: [] },
        set: { "tags[0]": "кошки", "seo.title": "FAQ", 'body[_key=="k1"].text': "x" },
        insert: { after: "images[-1]", items: [{ _key: "i1", _type: "image" }] },
      },
      working,
    );
    expect(working.get("faq.tags")).toMatchObject({
      tags: ["кошки"],
      seo: { title: "FAQ" },
      images: [{ _key: "i1" }],
    });
  });

  it("refuses an insert into an array that is not there", async () => {
    const error = await refused({ insert: { after: "missing[-1]", items: ["x"] } });
    expect(error.message).toMatch(/missing/);
    expect((await refused({ insert: { after: "question[-1]", items: ["x"] } })).status).toBe(400);
  });

  it("refuses inc and dec of a value that is not a number, and by a value that is not one", async () => {
    expect((await refused({ inc: { question: 1 } })).message).toMatch(/not a number/);
    expect((await refused({ dec: { tags: 1 } })).status).toBe(400);
    expect((await refused({ inc: { order: "2" } })).status).toBe(400);
  });

  it("reports a patch that changes nothing as operation none, and stores nothing", async () => {
    const working = new WorkingSet(withTags);
    const [result] = await patch({ set: { question: "С собакой?" }, setIfMissing: { order: 5 } }, working);
    expect(result?.operation).toBe("none");
    expect(working.changes()).toEqual([]);
  });
});

describe("actions", () => {
  it("edits a published document through a new draft, then publishes the draft over it", () => {
    const working = new WorkingSet(committed);
    applyAction(
      working,
      {
        actionType: "sanity.action.document.edit",
        draftId: "drafts.spa.face",
        publishedId: "spa.face",
        patch: { set: { price: 4500 } },
      },
      0,
    );
    expect(working.get("drafts.spa.face")).toMatchObject({
      _id: "drafts.spa.face",
      price: 4500,
      title: "Массаж лица",
    });
    expect(working.get("spa.face")?.price).toBe(4000);
    applyAction(
      working,
      { actionType: "sanity.action.document.publish", draftId: "drafts.spa.face", publishedId: "spa.face" },
      1,
    );
    expect(working.get("spa.face")).toMatchObject({ _id: "spa.face", price: 4500 });
    expect(working.get("drafts.spa.face")).toBeNull();
  });

  it("refuses to publish over a published revision that moved on", () => {
    const working = new WorkingSet(committed);
    applyAction(
      working,
      {
        actionType: "sanity.action.document.edit",
        draftId: "drafts.spa.face",
        publishedId: "spa.face",
        patch: { set: { price: 4500 } },
      },
      0,
    );
    let error: unknown;
    try {
      applyAction(
        working,
        {
          actionType: "sanity.action.document.publish",
          draftId: "drafts.spa.face",
          publishedId: "spa.face",
          ifPublishedRevisionId: "rev0",
        },
        1,
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(TransactionError);
    expect((error as TransactionError).body()).toMatchObject({
      error: { type: "actionError", items: [{ index: 1 }] },
    });
  });

  it("refuses edit, publish and unpublish whose draftId is not the draft of publishedId", () => {
    for (const actionType of ["edit", "publish", "unpublish"]) {
      const working = new WorkingSet(committed);
      let error: unknown;
      try {
        applyAction(
          working,
          {
            actionType: `sanity.action.document.${actionType}`,
            draftId: "drafts.other",
            publishedId: "spa.face",
            patch: { set: { price: 1 } },
          },
          0,
        );
      } catch (caught) {
        error = caught;
      }
      expect(error, actionType).toBeInstanceOf(TransactionError);
      expect((error as TransactionError).status).toBe(400);
      expect((error as TransactionError).item.type).toBe("invalidActionError");
      expect(working.changes()).toEqual([]);
    }
  });

  it("an edit that changes nothing in an existing draft stores nothing", () => {
    const drafted = new Map(committed);
    drafted.set("drafts.spa.face", { ...committed.get("spa.face")!, _id: "drafts.spa.face" });
    const working = new WorkingSet(drafted);
    applyAction(
      working,
      {
        actionType: "sanity.action.document.edit",
        draftId: "drafts.spa.face",
        publishedId: "spa.face",
        patch: { set: { price: 4000 } },
      },
      0,
    );
    expect(working.changes()).toEqual([]);
  });

  it("refuses release actions: releases are off", () => {
    expect(() =>
      applyAction(
        new WorkingSet(committed),
        { actionType: "sanity.action.release.create", releaseId: "r" },
        0,
      ),
    ).toThrow(/content releases are not available/);
  });
});
