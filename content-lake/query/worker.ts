/**
 * A GROQ worker (see ./pool.ts): evaluates parsed queries over snapshots of a dataset's views,
 * off the process's main event loop, so a slow query never stalls the site, `/v1` or other
 * queries, and can be stopped by terminating the worker.
 *
 * It imports nothing of the lake: Node loads it on its own (type stripping) as well as under
 * tsx or vitest. Snapshots are keyed by dataset and perspective, and replaced when the pool
 * sends a newer version.
 */
import { parentPort } from "node:worker_threads";
import { evaluate, type ExprNode } from "groq-js";

interface EvaluateMessage {
  id: number;
  /** `<dataset>\0<perspective>`, absent for a one-off set of documents (a mutation's query). */
  view?: string;
  version?: number;
  /** Sent when the worker does not hold this view at this version yet. */
  documents?: unknown[];
  tree: ExprNode;
  params: Record<string, unknown>;
  identity?: string;
  sanity: { projectId: string; dataset: string };
}

const snapshots = new Map<string, { version: number; documents: unknown[] }>();
const port = parentPort;

port?.on("message", (message: EvaluateMessage) => {
  void answer(message);
});
// Loaded: from now on the pool counts a query's time (./pool.ts).
port?.postMessage({ ready: true });

async function answer(message: EvaluateMessage): Promise<void> {
  try {
    let documents = message.documents;
    if (message.view !== undefined) {
      if (documents) snapshots.set(message.view, { version: message.version ?? 0, documents });
      else documents = snapshots.get(message.view)?.documents;
    }
    if (!documents) throw new Error(`The worker holds no snapshot of ${message.view ?? "the documents"}`);
    const value = await evaluate(message.tree, {
      dataset: documents,
      params: message.params,
      identity: message.identity,
      sanity: message.sanity,
    });
    port?.postMessage({ id: message.id, result: await value.get() });
  } catch (error) {
    port?.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
}
