/**
 * The project-level endpoints the Studio reads around the content itself: who is logged in and
 * who the other staff are (names in history, the price log's authors),
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
import { currentUser, limitBody, type LakeContext, type LakeEnv } from "./common";
import { sanityRole, STAFF_ROLES } from "../users/roles";
import { OWNER_ID, type StaffUser } from "../users/store";

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
 * them. Every member of staff reads and writes every document; what the Studio would do through
 * Sanity's own pages stays ungranted, so it offers none of it: inviting members (staff are added
 * with «Сотрудники» or `npm run studio:user`) and deploying the Studio to Sanity's hosting.
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

/** `/users/me` as Sanity answers it: the user, their project role and its name in `roles`. */
export function currentUserBody(user: StaffUser) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    profileImage: null,
    provider: "embedded",
    role: user.role,
    roles: [sanityRole(user.role)],
  };
}

/** `/users/:ids` as Sanity answers it: the public face of a user, as history and the log show it. */
function publicUserBody(user: StaffUser, current: StaffUser | undefined) {
  return {
    id: user.id,
    displayName: user.name,
    familyName: null,
    givenName: null,
    middleName: null,
    imageUrl: null,
    isCurrentUser: user.id === current?.id,
  };
}

export function registerStudioSupportRoutes(api: Hono<LakeEnv>, deps: LakeAppDependencies): void {
  const { config, store, staff } = deps;
  const project = (current: StaffUser) => ({
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
    members: staff
      .list()
      .filter((member) => !member.disabled)
      .map((member) => ({
        id: member.id,
        createdAt: member.createdAt,
        updatedAt: member.createdAt,
        isCurrentUser: member.id === current.id,
        isRobot: false,
        role: member.role,
        roles: [sanityRole(member.role)],
      })),
  });
  const checkProject = (projectId: string | undefined) => {
    if (projectId !== config.projectId) {
      throw new HttpError(404, "PROJECT_NOT_FOUND", `Project "${projectId ?? ""}" not found`);
    }
  };
  const limitJson = limitBody(1024 * 1024);

  api.get("/users/me", (c) => c.json(currentUserBody(currentUser(c))));
  // Disabled and removed staff still answer here: their changes stay in history under their names.
  api.get("/users/:ids", (c) => {
    const current = currentUser(c);
    const ids = (c.req.param("ids") ?? "").split(",");
    const found = ids
      .map((id) => (id === "me" ? current : staff.get(id)))
      .filter((user) => user !== undefined)
      .map((user) => publicUserBody(user, current));
    return c.json(ids.length === 1 ? (found[0] ?? null) : found);
  });
  api.get("/ping", (c) => c.text("PONG"));

  api.get("/projects/:projectId", (c) => {
    checkProject(c.req.param("projectId"));
    return c.json(project(currentUser(c)));
  });
  // The project's members as public users (Sanity's `/projects/:id/users`).
  api.get("/projects/:projectId/users", (c) => {
    checkProject(c.req.param("projectId"));
    const current = currentUser(c);
    return c.json(staff.list().map((user) => publicUserBody(user, current)));
  });
  const datasets = (c: LakeContext) => {
    // Comments keep their own "addon" dataset at Sanity; the embedded lake has none.
    if (c.req.query("datasetProfile") === "comments") return c.json([]);
    return c.json(
      store.datasets.map((name) => ({
        name,
        aclMode: "private",
        createdAt: CREATED_AT,
        createdByUserId: OWNER_ID,
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
    // Every member of staff may edit every document: roles differ only in the engine's tools
    // and the staff list (content-lake/users/roles.ts, docs/studio-tools.md «Staff and roles»).
    return c.json([
      { filter: '_id in path("**")', permissions: ["history", "read", "update", "create", "manage"] },
    ]);
  });
  api.get("/projects/:projectId/grants", (c) => {
    checkProject(c.req.param("projectId"));
    return c.json(embeddedProjectGrants());
  });
  // The roles a member may hold (the Studio's «request access» dialog): the staff's three.
  api.get("/projects/:projectId/roles", (c) => {
    checkProject(c.req.param("projectId"));
    return c.json(
      STAFF_ROLES.map((role) => ({
        ...sanityRole(role),
        isCustom: role === "manager",
        projectId: config.projectId,
      })),
    );
  });
  // Access requests to the project: nobody asks, an administrator adds staff directly.
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

  // Per-user settings are each user's own: stored under `<user id>:<key>`. The owner keeps the
  // bare keys, as the lake's single user stored them before staff users existed.
  const scoped = (c: LakeContext, key: string) => {
    const user = currentUser(c);
    return user.id === OWNER_ID ? key : `${user.id}:${key}`;
  };
  api.get("/users/me/keyvalue/:keys", async (c) => {
    const keys = (c.req.param("keys") ?? "").split(",").filter(Boolean);
    const found = await store.getKeyValues(keys.map((key) => scoped(c, key)));
    return c.json(found.map((entry, index) => ({ key: keys[index]!, value: entry.value })));
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
    await store.setKeyValues(entries.map((entry) => ({ key: scoped(c, entry.key), value: entry.value })));
    return c.json(entries);
  };
  api.put("/users/me/keyvalue", limitJson, setKeyValues);
  api.patch("/users/me/keyvalue", limitJson, setKeyValues);
  api.post("/users/me/keyvalue", limitJson, setKeyValues);

  api.get("/intake/telemetry-status", (c) => c.json({ status: "denied" }));
  api.post("/intake/batch", (c) => c.body(null, 204));
  api.all("/journey/*", (c) => c.json(null));
}
