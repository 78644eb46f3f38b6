/**
 * The project-level endpoints the Studio reads around the content itself: who is logged in,
 * the project and its datasets, the user's permissions (the dataset's ACL and the project's
 * grants), feature flags (none: comments, tasks, scheduled publishing and releases stay off),
 * the Studio as the project's one application, the help menu's resources, per-user settings,
 * and the telemetry and upsell endpoints, which answer "denied" and "nothing". The shapes are
 * Sanity's own (sanity 5.31.2's types and its API's answers); the list of calls a Studio session
 * makes is in docs/content-lake.md, and e2e/studio/backend-calls.e2e.ts checks that each is answered.
 */
import type { Hono } from "hono";
import { badRequest, datasetNotFound, HttpError } from "../errors";
import type { LakeAppDependencies } from "./deps";
import { limitBody, type LakeContext, type LakeEnv } from "./common";

const CREATED_AT = "2026-01-01T00:00:00Z";

/** A permission of Sanity's access API: a resource with the grants the user holds on it. */
function permission(type: string, title: string, description: string, grants: string[], config = {}) {
  return {
    id: `embedded-${type}`,
    name: type.replaceAll(".", "-"),
    title,
    description,
    isCustom: false,
    config,
    grants: grants.map((name) => ({ name, params: {} })),
  };
}

/**
 * The project's grants (`/projects/{id}/grants`), keyed by permission type as Sanity answers
 * them. Whoever holds the lake's token reads and writes every document; what the embedded lake
 * cannot do stays ungranted, so the Studio offers none of it: inviting members (one user) and
 * deploying the Studio to Sanity's hosting.
 */
function embeddedProjectGrants() {
  return {
    "sanity.document.filter": [
      permission(
        "sanity.document.filter",
        "All documents",
        "Read and write all documents",
        ["read", "update", "create", "history", "manage"],
        { filter: '_id in path("**")' },
      ),
    ],
    "sanity.document.filter.mode": [
      permission("sanity.document.filter.mode", "All modes", "Published and draft documents", ["mode"], {
        mode: ["published", "drafts"],
      }),
    ],
    "sanity.project": [permission("sanity.project", "Project", "The project's settings", ["read"])],
    "sanity.project.datasets": [
      permission("sanity.project.datasets", "Datasets", "The project's datasets", ["read"]),
    ],
    "sanity.project.members": [
      permission("sanity.project.members", "Members", "The project's members", ["read"]),
    ],
  };
}

/**
 * The help menu's resources (`/help?m=sanity@<version>`), in Sanity's shape: its news and links
 * in sections (`resources.sectionArray`) and the Studio's latest version. The lake sends no
 * sections (the menu keeps the Studio's version) and, knowing no newer Studio than the one that
 * asks, gives its own version as the latest, so the menu says «up to date».
 */
function embeddedHelpResources(modules: string[]) {
  const studio = modules.find((module) => module.startsWith("sanity@"));
  return {
    resources: { title: "Studio", sectionArray: [] },
    ...(studio ? { latestVersion: studio.slice("sanity@".length) } : {}),
  };
}

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
  const datasets = (c: LakeContext) => {
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
  };
  api.get("/projects/:projectId/datasets", (c) => {
    checkProject(c.req.param("projectId"));
    return datasets(c);
  });
  // The same list on the project's own host name (the GROQ tool's dataset menu).
  api.get("/datasets", datasets);
  api.get("/projects/:projectId/datasets/:dataset/acl", (c) => {
    checkProject(c.req.param("projectId"));
    const dataset = c.req.param("dataset") ?? "";
    if (!store.hasDataset(dataset)) throw datasetNotFound(dataset, config.projectId);
    // Whoever holds the token may do everything in the dataset (see docs/content-lake.md).
    return c.json([
      { filter: '_id in path("**")', permissions: ["history", "read", "update", "create", "manage"] },
    ]);
  });
  api.get("/projects/:projectId/grants", (c) => {
    checkProject(c.req.param("projectId"));
    return c.json(embeddedProjectGrants());
  });
  // The roles a member may ask for (the Studio's «request access» dialog): the lake's one.
  api.get("/projects/:projectId/roles", (c) => {
    checkProject(c.req.param("projectId"));
    return c.json(user.roles.map((role) => ({ ...role, isCustom: false, projectId: config.projectId })));
  });
  // Access requests to the project: nobody asks, the token holder has every right.
  api.get("/access/requests/me", (c) => c.json([]));
  api.get("/features", (c) => c.json([]));
  // References to a document from other datasets and projects (the delete dialog asks, with
  // `excludeInternalReferences`): the lake keeps one dataset, so there are none.
  api.get("/data/references/:dataset/documents/:documentId/to", (c) => {
    const dataset = c.req.param("dataset") ?? "";
    if (!store.hasDataset(dataset)) throw datasetNotFound(dataset, config.projectId);
    return c.json({ totalCount: 0, references: [] });
  });
  // The Studio is the project's application: the Studio that asks (its origin, one the lake lets
  // in), so it knows it is registered and offers no «Register this studio» in its help menu. Its
  // live manifest (the workspaces it reports) is accepted and not kept: nothing reads it here.
  api.get("/projects/:projectId/user-applications", (c) => {
    checkProject(c.req.param("projectId"));
    const origin = c.req.header("origin");
    if (!origin || !config.allowedOrigins.includes(origin)) return c.json([]);
    return c.json([
      {
        id: "embedded-studio",
        type: "studio",
        projectId: config.projectId,
        organizationId: null,
        title: "Studio",
        urlType: "external",
        appHost: origin,
        createdAt: CREATED_AT,
        updatedAt: CREATED_AT,
      },
    ]);
  });
  api.post("/projects/:projectId/user-applications/:appId/config/live-manifest", limitJson, (c) => {
    checkProject(c.req.param("projectId"));
    return c.body(null, 204);
  });
  // Scheduled publishing: none here.
  api.get("/schedules/:projectId/:dataset", (c) => c.json({ schedules: [] }));
  // The Studio's help menu and version check, which Sanity serves from its own servers.
  api.get("/help", (c) => c.json(embeddedHelpResources(c.req.queries("m") ?? [])));
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
