import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import FailuresReporter from "./platform/testing/failures-reporter";
import LongestFirstSequencer from "./platform/testing/sequencer";

const root = path.dirname(fileURLToPath(import.meta.url));

// Tests run in a zone far from the hotel's (Europe/Kaliningrad), so code that leans on the
// machine's zone instead of the hotel's fails here rather than in production.
process.env.TZ = "Asia/Vladivostok";

export default defineConfig({
  resolve: {
    alias: {
      "@web": path.join(root, "web"),
      "@hotel": path.join(root, "hotel"),
      "@rules": path.join(root, "rules"),
      "@platform": path.join(root, "platform"),
      "@lake": path.join(root, "content-lake"),
      "@schemas": path.join(root, "schemas"),
      // `server-only` throws outside React Server Components; tests import server modules directly.
      "server-only": path.join(root, "platform", "testing", "empty-module.ts"),
    },
  },
  test: {
    // One worker per core, not Vitest's default of one fewer: the integration suites spend much of
    // their time waiting on PostgreSQL, Redis, timers and child processes, so on the 2-core CI
    // machine two workers took the unit and integration run from 737 s to 498 s.
    maxWorkers: availableParallelism(),
    // Test files share their worker's modules instead of importing everything again per file:
    // importing (drizzle, PGlite, React Email, the engine) was most of the run — integration 215 s
    // with a fresh module graph per file (imports 102 s), 120 s shared (imports 10 s); unit 28 s
    // against 14 s. So a test must not lean on module state another file left: each builds its
    // own engine, lake and database (the harnesses), and a test that changes process.env puts it
    // back and drops the cached configuration (`exportToProcessEnv`) after itself.
    isolate: false,
    // After every test the harness puts time back: real timers and Date, no spies, the test clocks
    // where they were when the test began (platform/testing/setup.ts). Tests move time freely and
    // never reset it themselves: a reset at the end of a test is skipped when the test fails.
    setupFiles: ["platform/testing/setup.ts"],
    // The longest files first, also on a fresh clone without Vitest's record of durations.
    sequence: { sequencer: LongestFirstSequencer },
    // The default report, then the failed tests named again as the last lines of standard output,
    // where a CI log that keeps only its end still shows them (platform/testing/failures-reporter.ts).
    reporters: ["default", new FailuresReporter()],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["**/*.test.{ts,tsx}"],
          exclude: ["node_modules/**", "web/.next/**", ".data/**", "e2e/**"],
          environment: "node",
          // Some unit tests do real work (validating the whole seed dataset: 2.4 s idle) and went
          // past the default 5 s on a loaded 2-core machine; a hang still fails.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["**/*.integration-test.{ts,tsx}"],
          exclude: ["node_modules/**", "web/.next/**", ".data/**", "e2e/**"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      // Whole `npm start` processes against PostgreSQL and Redis (platform/two-instances.system-test.ts):
      // run by `npm run test:system` after the browser tests, whose production build they serve.
      {
        extends: true,
        test: {
          name: "system",
          include: ["**/*.system-test.ts"],
          exclude: ["node_modules/**", "web/.next/**", ".data/**", "e2e/**"],
          environment: "node",
          testTimeout: 300_000,
          hookTimeout: 900_000,
        },
      },
    ],
  },
});
