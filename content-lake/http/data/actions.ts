/**
 * `POST /data/actions/{dataset}`: the Studio's drafts and publishing (the actions of
 * content-lake/store/actions.ts), applied in order and committed as one transaction.
 */
import { Hono } from "hono";
import { TransactionError } from "../../errors";
import { applyAction } from "../../store/actions";
import { currentUser, type LakeEnv } from "../common";
import { isObject, jsonBody, type DataDeps } from "./shared";

export function actionRoutes({ store, dataset, limitJson }: DataDeps): Hono<LakeEnv> {
  return new Hono<LakeEnv>().post("/actions/:dataset", limitJson, async (c) => {
    const name = dataset(c);
    const body = await jsonBody(c);
    const actions = Array.isArray(body.actions)
      ? body.actions
      : isObject(body.actions)
        ? [body.actions]
        : undefined;
    if (!actions || actions.length === 0) {
      throw new TransactionError(
        400,
        "INVALID_ACTION",
        { type: "invalidActionError", description: "The request needs a non-empty actions array" },
        0,
        "actionError",
      );
    }
    const { transaction } = await store.transact(
      name,
      {
        author: currentUser(c).id,
        request: body,
        transactionId: typeof body.transactionId === "string" ? body.transactionId : undefined,
        dryRun: body.dryRun === true,
      },
      (working) => {
        for (const [index, action] of actions.entries()) applyAction(working, action, index);
        return { result: undefined };
      },
    );
    return c.json(transaction.changes.length > 0 ? { transactionId: transaction.id } : {});
  });
}
