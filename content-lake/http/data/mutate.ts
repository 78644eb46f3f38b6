/**
 * `POST /data/mutate/{dataset}`: a transaction of mutations (create, patch, delete …, by id or
 * by a GROQ query), applied in order to one working set and committed together.
 */
import { Hono } from "hono";
import { runQuery } from "../../query/run";
import { QueryError, TransactionError } from "../../errors";
import { applyMutation, type MutationResult } from "../../store/mutations";
import { currentUser, type LakeEnv } from "../common";
import { isObject, jsonBody, truthy, type DataDeps } from "./shared";

export function mutateRoutes({ store, config, queries, dataset, limitJson }: DataDeps): Hono<LakeEnv> {
  return new Hono<LakeEnv>().post("/mutate/:dataset", limitJson, async (c) => {
    const name = dataset(c);
    const url = new URL(c.req.url);
    const body = await jsonBody(c);
    const mutations = body.mutations;
    if (!Array.isArray(mutations) || mutations.length === 0) {
      throw new TransactionError(
        400,
        "INVALID_MUTATION",
        { type: "invalidMutationError", description: "The request needs a non-empty mutations array" },
        0,
      );
    }
    const autoGenerateArrayKeys = truthy(url.searchParams.get("autoGenerateArrayKeys") ?? undefined);
    const { transaction, result } = await store.transact(
      name,
      {
        author: currentUser(c).id,
        request: body,
        transactionId: typeof body.transactionId === "string" ? body.transactionId : undefined,
        dryRun: truthy(url.searchParams.get("dryRun") ?? undefined),
      },
      async (working) => {
        const results: MutationResult[] = [];
        const reported = new Map<string, unknown[]>();
        for (const [index, mutation] of mutations.entries()) {
          const touched = await applyMutation(working, mutation, index, {
            autoGenerateArrayKeys,
            queryIds: async (groq, params) => {
              const documents = await runQuery(
                {
                  query: groq,
                  params,
                  documents: working.documents(),
                  projectId: config.projectId,
                  dataset: name,
                },
                queries,
              );
              if (!Array.isArray(documents)) throw new QueryError("A mutation query must select documents");
              return documents.flatMap((document) =>
                isObject(document) && typeof document._id === "string" ? [document._id] : [],
              );
            },
          });
          for (const item of touched) {
            results.push(item);
            if (item.operation !== "none")
              reported.set(item.id, [...(reported.get(item.id) ?? []), mutation]);
          }
        }
        return { result: results, mutations: reported };
      },
    );
    const returnDocuments = truthy(url.searchParams.get("returnDocuments") ?? undefined);
    const finalById = new Map(
      transaction.changes.map((change) => [change.id, change.after ?? change.before]),
    );
    // A transaction that changed nothing is not recorded: no id names it (results say "none").
    const recorded = transaction.changes.length > 0;
    return c.json({
      ...(recorded ? { transactionId: transaction.id } : {}),
      results: result.map((item) => ({
        id: item.id,
        operation: item.operation,
        ...(returnDocuments ? { document: finalById.get(item.id) ?? store.get(name, item.id) } : {}),
      })),
    });
  });
}
