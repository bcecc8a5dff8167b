import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// Debian's Chromium where installed (Playwright's browser download fails offline), else Playwright's own.
const debianChromium = "/usr/bin/chromium";
const port = Number(process.env.E2E_PORT ?? 3999); // e2e/global-teardown.ts reads it too

export default defineConfig({
  testDir: "e2e",
  globalTeardown: "./e2e/global-teardown.ts",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 1,
  // No retries: a test that fails only under load has found a race; fix it instead.
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Budgets for a shared two-core machine (CI runs there too); tests wait for what the user waits for.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: existsSync(debianChromium)
      ? {
          executablePath: debianChromium,
          args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
        }
      : {},
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    // A built portal on a fresh embedded database (or E2E_DATABASE_URL), seeded with known test credentials.
    command: `npx tsx --tsconfig scripts/tsconfig.json scripts/e2e-server.ts`,
    url: `http://127.0.0.1:${port}/signin`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { PORT: String(port) },
    stdout: "pipe",
    stderr: "pipe",
  },
});
