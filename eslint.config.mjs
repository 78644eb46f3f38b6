import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

/**
 * One ESLint block per layer: `forbid` lists import patterns (gitignore style, as
 * no-restricted-imports reads them) the layer's files must not use. Tests may reach across layers;
 * `except` lists the files that still break the rule until they are moved.
 */
function layers(definitions) {
  return definitions.map(({ files, why, forbid, except = [] }) => ({
    files: files.map((folder) => `${folder}/*.{ts,tsx}`),
    ignores: ["**/*.test.ts", "**/*.integration-test.ts", "**/testing/**", ...except],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: forbid.map((pattern) =>
            typeof pattern === "string" ? { group: [pattern], message: why } : { ...pattern, message: why },
          ),
        },
      ],
    },
  }));
}

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    settings: { next: { rootDir: "web/" } },
    rules: {
      // No `any` in our own code: type it, or use `unknown` and narrow.
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
      // Configuration is parsed once, in platform/env.ts.
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through platform/env.ts." },
      ],
    },
  },
  {
    files: [
      "platform/env.ts",
      "platform/testing/**",
      "*.config.{ts,mjs}",
      // Loaded by Next.js itself as plain JavaScript, like next.config.mjs: it cannot import platform/env.ts.
      "web/cache-handler.mjs",
      "e2e/**",
      "scripts/**",
      // Deployment tools read their own values (deploy/nginx/render.ts: the nginx site's), not the app's.
      "deploy/**",
      "bench/**",
      "**/*.test.ts",
      "**/*.integration-test.ts",
      "**/*.system-test.ts",
      // The model-based money test's suite, shared by its two test files: MONEY_RUNS, MONEY_SEED.
      "hotel/testing/money-lifecycle.ts",
      "studio/**",
    ],
    rules: { "no-restricted-properties": "off" },
  },
  {
    files: [
      "scripts/**",
      "platform/**",
      "e2e/**",
      "**/*.test.ts",
      "**/*.integration-test.ts",
      "**/*.system-test.ts",
    ],
    rules: { "no-console": "off" },
  },
  // The layers of docs/architecture.md «Where the rules live», checked: each folder names what it
  // must not import. ESLint's own no-restricted-imports is enough for folder rules, so no plugin.
  ...layers([
    {
      files: ["rules/**"],
      why: "rules/ is pure: no site, engine, lake, platform, React or storage code",
      forbid: [
        "@web/*",
        "@hotel/*",
        "@lake/*",
        "@platform/*",
        "**/web/**",
        "**/hotel/**",
        "**/content-lake/**",
        "**/platform/**",
        "react",
        "next",
        "next/*",
        "hono",
        "drizzle-orm",
      ],
    },
    {
      files: ["hotel/domain/**"],
      why: "hotel/domain/ has no HTTP and no SQL: storage goes through hotel/db/repositories",
      forbid: ["hono", "hono/*", "@hono/*", "drizzle-orm", "drizzle-orm/*", "**/http/**", "**/http"],
    },
    {
      files: ["hotel/db/**"],
      why: "hotel/db/ is storage only: it knows neither the domain's rules nor HTTP",
      forbid: ["**/domain/**", "**/domain", "**/http/**", "hono", "hono/*", "@hono/*"],
    },
    {
      files: ["hotel/http/**"],
      why: "hotel/http/ reaches storage only through hotel/domain",
      forbid: ["**/db/repositories/**", "**/db/schema", "drizzle-orm", "drizzle-orm/*"],
    },
    {
      files: ["hotel/providers/**"],
      why: "providers are adapters to the outside: no storage, no domain rules",
      forbid: ["**/db/**", "**/db", "**/domain/**", "drizzle-orm", "drizzle-orm/*"],
      except: ["hotel/providers/payments/sandbox.ts"],
    },
    {
      files: ["hotel/mail/**"],
      why: "e-mail templates render the data they are given: no storage, no domain rules, no HTTP",
      forbid: ["**/db/**", "**/db", "**/domain/**", "**/http/**", "drizzle-orm", "drizzle-orm/*", "hono"],
    },
    {
      files: ["content-lake/store/**"],
      why: "the lake's store is storage: it does not speak HTTP",
      forbid: ["hono", "hono/*", "**/http/**", "**/http"],
    },
    {
      files: ["web/**"],
      why: "the site reaches booking data only through hotel/client and content only through its own client",
      forbid: [
        { group: ["@hotel/*", "!@hotel/client", "!@hotel/client/*"] },
        "**/hotel/**",
        "@lake/*",
        "**/content-lake/**",
      ],
    },
  ]),
  {
    // The site's browser tests wait for React after each page load (e2e/support/test.ts).
    files: ["e2e/**/*.e2e.ts"],
    ignores: ["e2e/studio/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test"],
              message: "Import test from e2e/support/test.ts: its pages wait for React after each page load.",
            },
          ],
        },
      ],
    },
  },
  globalIgnores([
    "**/.next*/**",
    "web/next-env.d.ts",
    ".data/**",
    ".cache/**",
    "studio/dist/**",
    "studio/.sanity/**",
    "test-results/**",
    "playwright-report/**",
    "hotel/db/migrations/**",
    "content-lake/db/migrations/**",
    // The bench's framework floor: a separate Next.js app, built apart (docs/bench.md).
    "bench/floor/**",
  ]),
]);
