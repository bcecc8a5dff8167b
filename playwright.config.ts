import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Debian's builds (Playwright's browser download fails offline), else Playwright's own browser. First
// the headless shell (package chromium-headless-shell): the build Playwright itself runs headless
// tests in, without the full browser's window, UI and display compositor. On this project's suite it
// takes a fifth less CPU than the full Chromium, whose headless mode runs the whole browser.
const debianChromium = ["/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium"].find((p) => existsSync(p));
// The config is read by the runner and again by each worker; the runner's choices below are put in
// its environment, which the workers, the web server and the global teardown inherit.
const port = Number((process.env.E2E_PORT ??= "3999")); // e2e/fixtures.ts reads it too
// The e2e server's database on TEST_DATABASE_URL's server: a name of this run's own, so two runs
// can share one server; dropped by the server when it stops and by e2e/global-teardown.ts.
process.env.E2E_DATABASE_NAME ??= `quayside_e2e_${port}_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
// Everything the e2e server prints goes to this file; e2e/server-log-reporter.ts shows its end
// when the run fails, so a passing run's output is the tests' alone.
process.env.E2E_SERVER_LOG ??= path.resolve(".e2e-logs", `server-${port}.log`);
mkdirSync(path.dirname(process.env.E2E_SERVER_LOG), { recursive: true });
// On a PostgreSQL server the portal takes requests side by side, so test files run in parallel;
// the embedded PGlite serves one connection at a time and gets one worker.
const onServerDatabase = Boolean(process.env.TEST_DATABASE_URL);
const workers = Number(process.env.E2E_WORKERS ?? (onServerDatabase ? 2 : 1));

export default defineConfig({
  testDir: "e2e",
  globalTeardown: "./e2e/global-teardown.ts",
  outputDir: "test-results",
  fullyParallel: false,
  workers,
  // No retries: a test that fails only under load has found a race; fix it instead.
  retries: 0,
  reporter: [["list"], ["./e2e/server-log-reporter.ts"]],
  // Budgets for a shared two-core machine (CI runs there too); tests wait for what the user waits for.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps its trace: every action with its log (what each locator resolved to),
    // the console and the network; with the screenshot at the failure and error-context.md, the
    // page's accessibility tree then. Not the screencast (a JPEG stream the whole test long) nor the
    // DOM snapshot around every action: the trace is recorded for every test, and those cost a
    // tenth (screencast) and then 13 % (snapshots: the suite in 314 s, 272 s without) of the run.
    // E2E_TRACE_SNAPSHOTS=1 brings the snapshots back for a run that chases a failure.
    trace: {
      mode: "retain-on-failure",
      screenshots: false,
      snapshots: process.env.E2E_TRACE_SNAPSHOTS === "1",
      sources: true,
    },
    screenshot: "only-on-failure",
    launchOptions: debianChromium
      ? {
          executablePath: debianChromium,
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--disable-quic",
          ],
        }
      : {},
  },
  projects: [
    // Each test user signs in once; specs start from the stored sessions (e2e/fixtures.ts).
    { name: "sessions", testMatch: /\.setup\.ts$/ },
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
      dependencies: ["sessions"],
    },
  ],
  webServer: {
    // A built portal on a fresh test database (a new database on TEST_DATABASE_URL's server when
    // set, else an in-memory embedded PGlite), seeded with known test credentials.
    command: `npx tsx --tsconfig scripts/tsconfig.json scripts/e2e-server.ts > "${process.env.E2E_SERVER_LOG}" 2>&1`,
    url: `http://127.0.0.1:${port}/signin`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { PORT: String(port), E2E_DATABASE_NAME: process.env.E2E_DATABASE_NAME, NEXT_TELEMETRY_DISABLED: "1" },
    stdout: "ignore",
    stderr: "pipe",
  },
});
