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
