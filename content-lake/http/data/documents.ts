/**
 * `/data/doc/{dataset}/{ids}`: documents by id as they are now, with the ids not found listed
 * apart; and `/data/ping/{dataset}`, the Studio's latency probe.
 */
import { Hono } from "hono";
import type { LakeDocument } from "../../store/working-set";
import type { LakeEnv } from "../common";
import type { DataDeps } from "./shared";

export function documentRoutes({ store, dataset }: DataDeps): Hono<LakeEnv> {
  return (
    new Hono<LakeEnv>()
      .get("/doc/:dataset/:ids", (c) => {
        const name = dataset(c);
        const ids = (c.req.param("ids") ?? "").split(",").filter(Boolean);
        const documents: LakeDocument[] = [];
        const omitted: { id: string; reason: "existence" }[] = [];
        for (const id of ids) {
          const document = store.get(name, id);
          if (document) documents.push(document);
          else omitted.push({ id, reason: "existence" });
        }
        return c.json({ documents, omitted });
      })
      // The Studio's latency probe reads only the response headers.
      .get("/ping/:dataset", (c) => c.json({ ok: true }))
  );
}
