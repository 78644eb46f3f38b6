/**
 * The project-level endpoints the Studio reads around the content itself: who is logged in,
 * the project and its datasets, the user's permissions (grants), feature flags (none: comments,
 * tasks, scheduled publishing and releases stay off), per-user settings, and the telemetry and
 * upsell endpoints, which answer "denied" and "nothing".
 */
import type { Hono } from "hono";
import { badRequest, datasetNotFound, HttpError } from "../errors";
import type { LakeAppDependencies } from "./deps";
import { limitBody, type LakeContext, type LakeEnv } from "./common";

const CREATED_AT = "2026-01-01T00:00:00Z";

export function registerStudioSupportRoutes(api: Hono<LakeEnv>, deps: LakeAppDependencies): void {
  const { config, store } = deps;
  const user = {
    id: config.user.id,
    name: config.user.name,
    email: config.user.email,
    profileImage: null,
    provider: "embedded",
    role: "administrator",
    roles: [
      { name: "administrator", title: "Administrator", description: "Read and write access to all datasets" },
    ],
  };
  const publicUser = {
    id: user.id,
    displayName: user.name,
    familyName: null,
    givenName: null,
    middleName: null,
    imageUrl: null,
    isCurrentUser: true,
  };
  const project = () => ({
    id: config.projectId,
    displayName: "Embedded content lake",
    studioHost: null,
    organizationId: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    activityFeedEnabled: false,
    metadata: { color: "#C28F6A", externalStudioHost: null },
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    maxRetentionDays: 0,
    features: [],
    pendingInvites: 0,
    members: [
      {
        id: user.id,
        createdAt: CREATED_AT,
        updatedAt: CREATED_AT,
        isCurrentUser: true,
        isRobot: false,
        role: "administrator",
        roles: user.roles,
      },
    ],
  });
  const checkProject = (projectId: string | undefined) => {
    if (projectId !== config.projectId) {
      throw new HttpError(404, "PROJECT_NOT_FOUND", `Project "${projectId ?? ""}" not found`);
    }
  };
  const limitJson = limitBody(1024 * 1024);

  api.get("/users/me", (c) => c.json(user));
  api.get("/users/:ids", (c) => {
    const ids = (c.req.param("ids") ?? "").split(",");
    const found = ids.filter((id) => id === user.id || id === "me").map(() => publicUser);
    return c.json(ids.length === 1 ? (found[0] ?? null) : found);
  });
  api.get("/ping", (c) => c.text("PONG"));

  api.get("/projects/:projectId", (c) => {
    checkProject(c.req.param("projectId"));
    return c.json(project());
  });
  api.get("/projects/:projectId/datasets", (c) => {
    checkProject(c.req.param("projectId"));
    // Comments keep their own "addon" dataset at Sanity; the embedded lake has none.
    if (c.req.query("datasetProfile") === "comments") return c.json([]);
    return c.json(
      store.datasets.map((name) => ({
        name,
        aclMode: "private",
        createdAt: CREATED_AT,
        createdByUserId: user.id,
        addonFor: null,
        datasetProfile: "content",
        features: [],
        tags: [],
      })),
    );
  });
  api.get("/projects/:projectId/datasets/:dataset/acl", (c) => {
    checkProject(c.req.param("projectId"));
    const dataset = c.req.param("dataset") ?? "";
    if (!store.hasDataset(dataset)) throw datasetNotFound(dataset, config.projectId);
    // Whoever holds the token may do everything in the dataset (see docs/content-lake.md).
    return c.json([
      { filter: '_id in path("**")', permissions: ["history", "read", "update", "create", "manage"] },
    ]);
  });
  api.get("/features", (c) => c.json([]));
  // Apps deployed to the project, and scheduled publishing: none here.
  api.get("/projects/:projectId/user-applications", (c) => c.json([]));
  api.get("/schedules/:projectId/:dataset", (c) => c.json({ schedules: [] }));
  // The Studio's help menu and version check, which Sanity serves from its own servers.
  api.get("/help", (c) => c.json({}));
  // Schema descriptors (Sanity's schema registry): nothing to synchronise, the lake keeps none.
  api.post("/descriptors/claim", (c) => c.json({ synchronization: { type: "complete" } }));
  api.post("/descriptors/synchronize", (c) => c.json({ type: "complete" }));

  api.get("/users/me/keyvalue/:keys", async (c) => {
    const keys = (c.req.param("keys") ?? "").split(",").filter(Boolean);
    return c.json(await store.getKeyValues(keys));
  });
  const setKeyValues = async (c: LakeContext) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw badRequest("The request body is not valid JSON");
    }
    const entries = Array.isArray(body) ? body : [body];
    const valid = entries.every(
      (entry): entry is { key: string; value: unknown } =>
        typeof entry === "object" && entry !== null && typeof (entry as { key?: unknown }).key === "string",
    );
    if (!valid) throw badRequest("Expected [{key, value}]");
    await store.setKeyValues(entries);
    return c.json(entries);
  };
  api.put("/users/me/keyvalue", limitJson, setKeyValues);
  api.patch("/users/me/keyvalue", limitJson, setKeyValues);
  api.post("/users/me/keyvalue", limitJson, setKeyValues);

  api.get("/intake/telemetry-status", (c) => c.json({ status: "denied" }));
  api.post("/intake/batch", (c) => c.body(null, 204));
  api.all("/journey/*", (c) => c.json(null));
}
