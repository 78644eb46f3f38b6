/**
 * `/data/…`: query, doc, mutate, actions, listen and history, as Sanity's Content Lake answers
 * them. One router per endpoint group, mounted here under `/data`.
 */
import type { Hono } from "hono";
import type { LakeAppDependencies } from "../deps";
import type { LakeEnv } from "../common";
import { actionRoutes } from "./actions";
import { documentRoutes } from "./documents";
import { historyRoutes } from "./history";
import { listenRoutes } from "./listen";
import { mutateRoutes } from "./mutate";
import { queryRoutes } from "./query";
import { dataDeps } from "./shared";

export function registerDataRoutes(api: Hono<LakeEnv>, deps: LakeAppDependencies): void {
  const data = dataDeps(deps);
  api.route("/data", queryRoutes(data));
  api.route("/data", documentRoutes(data));
  api.route("/data", mutateRoutes(data));
  api.route("/data", actionRoutes(data));
  api.route("/data", listenRoutes(data));
  api.route("/data", historyRoutes(data));
}
