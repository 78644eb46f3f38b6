import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { chromiumPath, chromiumArgs } from "./e2e/support/chromium";

// The e2e server is the same `npm start` path as production, on its own port and data folder,
// so that browser tests never touch a developer's data.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.e2e.ts",
  outputDir: `test-results/${port}`,
  fullyParallel: true,
  // Two workers at least, in CI and outside it: Playwright's default of half the cores gives a
  // 2-core machine one, and the site's tests then took 8.5 min against 6.3 min with two (29
  // November, a quiet machine; docs/performance.md «The test command's time»). More cores, half.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  // A test that fails runs once more, and that second run records the trace; a test that passes
  // only the second time still fails the whole run, so a retry never hides a flaky test.
  retries: 1,
  failOnFlakyTests: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The list, then what each failed attempt's page showed (a CI log keeps only the output's end).
  reporter: [["list"], ["./e2e/support/failure-context-reporter.ts"]],
  // The built Studio, served once for the run (not by a worker, which may exit while another uses it).
  globalSetup: "./e2e/support/studio-setup.ts",
  use: {
    baseURL,
    locale: "ru-RU",
    timezoneId: "Europe/Kaliningrad",
    // The trace of a failure (every action with the page's DOM, without the screencast) comes
    // from its retry: recording one for every test to keep only the failures' cost the routes and
    // pages tests a tenth of their time (desktop: 73.8 s against 66.6 s, 3 runs each). The first
    // run of a failure keeps its screenshot and the page's accessibility snapshot.
    trace: { mode: "on-first-retry", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
      testIgnore: ["studio/**"],
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], viewport: { width: 375, height: 812 }, defaultBrowserType: "chromium" },
      testIgnore: ["studio/**"],
    },
    // The Studio tests publish changes (a spa price, a photo) that the site's pages show: in a
    // run of every project they come after the site's tests, at desktop width (the Studio is the
    // managers' desktop tool). `npm test` runs them in a Playwright run of their own (`--no-deps`,
    // a new server on a new data folder) beside the system test (package.json).
    // One worker: the Studio is a heavy single-page app whose loading keeps a core busy in the
    // browser. Two at once on a 2-core machine finished no sooner (3.9 min against 3.8 min) and
    // doubled each test's time (a Studio load 6 s alone, 15–30 s beside another), which pushed
    // the longest tests past their minute in CI. One worker also keeps the preview test, which
    // drafts and publishes «Массаж лица», from ever running beside another test that opens it.
    {
      name: "studio",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
      testMatch: "studio/**/*.e2e.ts",
      dependencies: ["desktop", "mobile"],
      workers: 1,
    },
  ],
  webServer: {
    // A run that starts its own server starts it on an empty data folder: the tests own their
    // weeks of the calendar (e2e/support/stays.ts) and would otherwise meet the bookings of the
    // runs before. A reused server (E2E_REUSE=1) keeps its data.
    command: `rm -rf .data/e2e-${port} && NODE_ENV=production exec node_modules/.bin/node --max-semi-space-size=16 --liftoff-only --import tsx platform/start.ts`,
    url: `${baseURL}/`,
    timeout: 15 * 60_000,
    reuseExistingServer: !process.env.CI && process.env.E2E_REUSE === "1",
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(port),
      // The address browsers use: the payment page returns the guest there (same origin, same storage).
      SITE_URL: baseURL,
      DATA_DIR: `.data/e2e-${port}`,
      CONTENT_LAKE_PORT: String(port + 34),
      CONTENT_LAKE_HTTP_PORT: String(port + 35),
      STUDIO_PORT: String(port + 33),
      // The tests stand in for a reverse proxy on loopback: each test names its own guest in
      // X-Forwarded-For, so look-up and write budgets are per test, as they are per guest.
      TRUSTED_PROXIES: "loopback",
      // The tests share a few guests' e-mails and phones across parallel tests, so the per-guest
      // count of unpaid holds is off here (its own tests: hotel/http/hold-limits.integration-test.ts);
      // the room-nights cap stays on.
      HOLD_LIMIT_PER_GUEST: "0",
      // The «held, then succeeded» card keeps the money held for 15 s, not 3: the test of the
      // held state must find it held at the success page's first check, which on a busy 2-core
      // machine came after the 3 s were over.
      SANDBOX_CAPTURE_DELAY_MS: "15000",
      // One log line per request would fill the test run's output (hundreds of thousands of
      // lines); warnings and errors still show (docs/operations.md for the levels).
      LOG_LEVEL: "warn",
    },
  },
});
