/**
 * The module graph of docs/architecture.md «The module graph», checked on every path, not only on
 * direct imports (`npm run lint:graph`; `scripts/lint-graph.test.ts` proves that it fails).
 * ESLint's layer rules (eslint.config.mjs) see one import at a time; these see the transitive
 * closure: a file that may import `hotel/client` must not reach the Drizzle schema through it.
 *
 * Type-only imports (`import type`, `export type *`) count for the paths: a type from the schema
 * ties the site to storage as much as a value does. They do not count for cycles: TypeScript erases
 * them, so they decide no module's evaluation order.
 */

/** Tests and testing helpers may reach across layers, as in eslint.config.mjs. */
const tests = ["\\.test\\.tsx?$", "\\.integration-test\\.tsx?$", "\\.system-test\\.ts$", "/testing/"];

/** A `from` that is the product files under `folder` (a regular expression, anchored at the root). */
function productFiles(folder, exceptions = []) {
  return { path: `^${folder}`, pathNot: [...tests, ...exceptions] };
}

/** @type {import("dependency-cruiser").IConfiguration} */
const config = {
  forbidden: [
    {
      name: "no-cycle",
      severity: "error",
      comment:
        "No module may reach itself through value imports (type-only imports are erased and do not count).",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "site-reaches-no-storage",
      severity: "error",
      comment: "web/ reaches booking data only through hotel/client: no path from the site to hotel/db.",
      from: productFiles("web/"),
      to: { path: "^hotel/db/", reachable: true },
    },
    {
      name: "site-reaches-no-lake",
      severity: "error",
      comment: "web/ reads content through its own client (@sanity/client), never the lake's code.",
      from: productFiles("web/"),
      to: { path: "^content-lake/", reachable: true },
    },
    {
      name: "client-reaches-no-storage",
      severity: "error",
      comment: "hotel/client is the site's door to the engine: its closure holds no storage.",
      from: productFiles("hotel/client/"),
      to: { path: ["^hotel/db/", "drizzle-orm", "@electric-sql/pglite", "(^|/)pg/"], reachable: true },
    },
    {
      name: "client-reaches-only-domain-errors",
      severity: "error",
      comment:
        "hotel/client may know the domain's error codes (hotel/domain/errors.ts) and nothing else of it.",
      from: productFiles("hotel/client/"),
      to: { path: "^hotel/domain/", pathNot: "^hotel/domain/errors\\.ts$", reachable: true },
    },
    {
      name: "contract-reaches-no-storage",
      severity: "error",
      comment:
        "The HTTP contract (hotel/http/schemas) is shared with the client: no path to storage or to the domain's rules.",
      from: productFiles("hotel/http/schemas/"),
      to: { path: ["^hotel/db/", "^hotel/domain/"], pathNot: "^hotel/domain/errors\\.ts$", reachable: true },
    },
    {
      name: "studio-reaches-no-storage-or-domain",
      severity: "error",
      comment:
        "The Studio's manager tools run in the browser and parse the engine's answers with the contract (hotel/http/schemas): their bundle holds no storage and no domain rules, only the domain's error codes the contract names.",
      from: productFiles("studio/"),
      to: {
        path: ["^hotel/db/", "^hotel/domain/", "drizzle-orm", "@electric-sql/pglite", "(^|/)pg/"],
        pathNot: "^hotel/domain/errors\\.ts$",
        reachable: true,
      },
    },
    {
      name: "rules-reach-nothing-of-the-house",
      severity: "error",
      comment: "rules/ is pure: no path to the site, the engine, the lake or the platform.",
      from: productFiles("rules/"),
      to: { path: ["^web/", "^hotel/", "^content-lake/", "^platform/"], reachable: true },
    },
    {
      name: "storage-reaches-no-domain-or-http",
      severity: "error",
      comment: "hotel/db is storage only: no path to the domain's rules or to HTTP.",
      from: productFiles("hotel/db/"),
      to: { path: ["^hotel/domain/", "^hotel/http/"], reachable: true },
    },
    {
      name: "domain-reaches-no-http",
      severity: "error",
      comment: "hotel/domain has no HTTP: no path to hotel/http.",
      from: productFiles("hotel/domain/"),
      to: { path: "^hotel/http/", reachable: true },
    },
    {
      name: "providers-reach-no-storage-or-domain",
      severity: "error",
      comment:
        "Providers are adapters to the outside: no path to storage or to the domain (the sandbox acquirer keeps its own ledger).",
      from: productFiles("hotel/providers/", ["^hotel/providers/payments/sandbox\\.ts$"]),
      to: { path: ["^hotel/db/", "^hotel/domain/"], reachable: true },
    },
    {
      name: "mail-reaches-no-storage-domain-or-http",
      severity: "error",
      comment: "E-mail templates render what they are given: no path to storage, the domain or HTTP.",
      from: productFiles("hotel/mail/"),
      to: { path: ["^hotel/db/", "^hotel/domain/", "^hotel/http/"], reachable: true },
    },
    {
      name: "lake-store-reaches-no-http",
      severity: "error",
      comment: "The lake's store is storage: no path to its HTTP layer.",
      from: productFiles("content-lake/store/"),
      to: { path: "^content-lake/http/", reachable: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "node_modules" },
    exclude: {
      path: [
        "(^|/)\\.next",
        "^\\.data/",
        "^\\.cache/",
        "^studio/dist/",
        "^studio/\\.sanity/",
        "^bench/floor/",
        "/migrations/",
        "^test-results/",
        "^playwright-report/",
      ],
    },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".cjs", ".json"],
      mainFields: ["module", "main", "types", "typings"],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};

export default config;
