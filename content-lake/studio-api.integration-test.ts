/**
 * The lake's answers to the Studio's project-level calls, against the shapes Sanity's API gives
 * (recorded from sanity 5.31.2's types of these answers and Sanity's API documentation): every
 * key Sanity sends is there, with the same JSON type. The calls are those a Studio session makes
 * (docs/content-lake.md); a missing one crashed the Studio («Справка» on the grants' 404).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testTargets } from "../platform/testing/databases";
import { startHarness, TEST_TOKEN, type LakeHarness } from "./testing/harness";

const STUDIO = "http://localhost:3998";
const AT = "2024-01-01T00:00:00.000Z";
const ROLE = { name: "administrator", title: "Administrator", description: "Read and write access" };
/** A dataset as both dataset lists show it (the project's, and the one on the project's host). */
const DATASET = {
  name: "production",
  aclMode: "public",
  createdAt: AT,
  createdByUserId: "pAbc",
  addonFor: null,
  datasetProfile: "content",
  features: [],
  tags: [],
};

/** Sanity's answers, one example each (ids and dates made up; the shapes are what count). */
const RECORDED: Record<string, unknown> = {
  "/v2021-12-15/users/me": {
    id: "pAbc",
    name: "Jane",
    email: "jane@example.com",
    profileImage: null,
    provider: "google",
    role: "administrator",
    roles: [ROLE],
  },
  "/v2021-12-15/projects/embedded": {
    id: "abc123",
    displayName: "Hotel",
    studioHost: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    metadata: { color: "#fff", externalStudioHost: null },
    maxRetentionDays: 3,
    activityFeedEnabled: false,
    createdAt: AT,
    updatedAt: AT,
    organizationId: null,
    members: [
      {
        id: "pAbc",
        createdAt: AT,
        updatedAt: AT,
        isCurrentUser: true,
        isRobot: false,
        role: "administrator",
        roles: [ROLE],
      },
    ],
  },
  "/v2021-12-15/projects/embedded/datasets": [DATASET],
  "/v2025-06-27/datasets": [DATASET],
  "/v2021-12-15/projects/embedded/grants": {
    "sanity.project": [
      {
        id: "pMv",
        name: "sanity-project",
        title: "Project",
        description: "The project",
        isCustom: false,
        config: {},
        grants: [{ name: "read", params: {} }],
      },
    ],
    "sanity.document.filter": [
      {
        id: "pMw",
        name: "sanity-all-documents",
        title: "All documents",
        description: "All documents",
        isCustom: false,
        config: { filter: "_id in path('**')" },
        grants: [{ name: "read", params: {} }],
      },
    ],
  },
  "/v2024-09-26/projects/embedded/roles": [ROLE],
  "/v2024-07-01/access/requests/me": [],
  "/v2024-08-01/projects/embedded/user-applications": [
    {
      id: "app",
      type: "studio",
      projectId: "abc123",
      organizationId: null,
      title: "Studio",
      urlType: "external",
      appHost: STUDIO,
      createdAt: AT,
      updatedAt: AT,
    },
  ],
  "/v1/help?m=sanity%405.31.2&locale=ru-RU": {
    resources: { title: "Studio", sectionArray: [] },
    latestVersion: "5.31.2",
  },
  "/v2023-11-13/data/references/production/documents/siteSettings/to?excludeInternalReferences=true&excludePaths=true":
    { totalCount: 0, references: [] },
  "/v2024-01-01/features": [],
  "/v1/intake/telemetry-status": { status: "denied" },
};

type Shape = string | Shape[] | { [key: string]: Shape };

/** A value's JSON shape: its type, an array's first element's, an object's keys'. */
function shapeOf(value: unknown): Shape {
  if (value === null) return "null";
  if (Array.isArray(value)) return value.length === 0 ? [] : [shapeOf(value[0])];
  if (typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shapeOf(item)]));
  }
  return typeof value;
}

/** The part of `actual`'s shape that `recorded` has: an empty array matches any array. */
function covering(actual: Shape, recorded: Shape): Shape {
  if (Array.isArray(recorded) && Array.isArray(actual)) {
    return recorded.length === 0 || actual.length === 0 ? [] : [covering(actual[0]!, recorded[0]!)];
  }
  if (typeof recorded === "object" && typeof actual === "object" && !Array.isArray(actual)) {
    const rec = recorded as Record<string, Shape>;
    return Object.fromEntries(
      Object.keys(rec).map((key) => [key, key in actual ? covering(actual[key]!, rec[key]!) : "missing"]),
    );
  }
  // Sanity's nullable strings (organizationId, studioHost) may be null or a string in either.
  if ((actual === "null" && recorded === "string") || (actual === "string" && recorded === "null"))
    return recorded;
  return actual;
}

describe.each(testTargets())("the lake's answers to the Studio on $name", (target) => {
  let harness: LakeHarness;
  beforeAll(async () => {
    harness = await startHarness(target);
  });
  afterAll(async () => {
    await harness?.close();
  });

  for (const [path, recorded] of Object.entries(RECORDED)) {
    it(`GET ${path} has Sanity's shape`, async () => {
      const response = await fetch(`${harness.url}${path}`, {
        headers: { Authorization: `Bearer ${TEST_TOKEN}`, Origin: STUDIO },
      });
      expect(response.status).toBe(200);
      const body: unknown = await response.json();
      expect(covering(shapeOf(body), shapeOf(recorded))).toEqual(shapeOf(recorded));
    });
  }

  it("grants nothing the embedded lake cannot do: inviting members, deploying the Studio", async () => {
    const grants = (await (
      await fetch(`${harness.url}/v2021-12-15/projects/embedded/grants`, {
        headers: { Authorization: `Bearer ${TEST_TOKEN}` },
      })
    ).json()) as Record<string, { grants: { name: string }[] }[]>;
    const names = (type: string) =>
      grants[type]?.flatMap((permission) => permission.grants.map((g) => g.name)) ?? [];
    expect(names("sanity.project.members")).not.toContain("invite");
    expect(names("sanity.project")).not.toContain("deployStudio");
    expect(names("sanity.document.filter")).toEqual(
      expect.arrayContaining(["read", "update", "create", "history"]),
    );
  });

  it("registers only a Studio origin it lets in as the project's application", async () => {
    const apps = async (origin?: string) =>
      (await (
        await fetch(`${harness.url}/v2024-08-01/projects/embedded/user-applications`, {
          headers: { Authorization: `Bearer ${TEST_TOKEN}`, ...(origin ? { Origin: origin } : {}) },
        })
      ).json()) as unknown[];
    expect(await apps()).toEqual([]);
    expect(await apps(STUDIO)).toMatchObject([{ appHost: STUDIO, urlType: "external" }]);
  });
});
