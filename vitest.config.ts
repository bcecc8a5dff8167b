import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";
import { applyTestPasswordCost } from "./lib/testing/template-env";
import { OWN_MODULE_FILES } from "./lib/testing/test-modules";

const embedded = !process.env.TEST_DATABASE_URL;
// npm test runs the files in two groups (lib/testing/test-modules.ts); unset, every file is isolated.
const modules = process.env.QUAYSIDE_TEST_MODULES;
// Cheap password hashes for the suites, set before the global setup seeds the run's template; the
// workers inherit it.
applyTestPasswordCost();

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // tests run on the server side by definition; the marker guards client bundles only
      "server-only": path.resolve(import.meta.dirname, "lib/testing/server-only-outside-next.ts"),
    },
  },
  test: {
    include:
      modules === "own"
        ? OWN_MODULE_FILES
        : [
            "lib/**/*.test.ts",
            "app/**/*.test.ts",
            "components/**/*.test.ts",
            "scripts/**/*.test.ts",
            "clients/**/*.test.ts",
          ],
    exclude: modules === "shared" ? [...configDefaults.exclude, ...OWN_MODULE_FILES] : configDefaults.exclude,
    isolate: modules !== "shared",
    environment: "node",
    globalSetup: ["lib/testing/global-setup.ts"],
    setupFiles: ["lib/testing/worker-setup.ts"],
    // PGlite runs one connection at a time: test files take turns on it. On the server two files run
    // side by side, each worker slot on a database of its own (lib/testing/template-copy.ts); vitest
    // would start one worker on a two-core machine (cores - 1), and the tests wait on PostgreSQL.
    fileParallelism: !embedded,
    maxWorkers: embedded ? 1 : 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
