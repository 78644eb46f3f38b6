import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    settings: { next: { rootDir: "web/" } },
    rules: {
      // No `any` in our own code (STYLE.md): type it, or use `unknown` and narrow.
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
      "e2e/**",
      "scripts/**",
      "**/*.test.ts",
      "**/*.integration-test.ts",
      "studio/**",
    ],
    rules: { "no-restricted-properties": "off" },
  },
  {
    files: ["scripts/**", "platform/**", "e2e/**", "**/*.test.ts", "**/*.integration-test.ts"],
    rules: { "no-console": "off" },
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
  ]),
]);
