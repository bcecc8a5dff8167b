// Runs in each test worker before the test files: point the app's modules at the test database.
import { inject } from "vitest";
import { TEST_TEMPLATE_ENV } from "@/lib/testing/template-env";
import { workerDatabaseUrl } from "@/lib/testing/template-copy";
import { startFileAfresh } from "@/lib/testing/between-files";

// A worker runs many files on one set of modules: nothing of the last file's may reach this one.
await startFileAfresh();

// On the server, a database per worker slot (workerDatabaseUrl): files run side by side.
process.env.DATABASE_URL = await workerDatabaseUrl(inject("databaseUrl"), inject("testTemplate"));
// The embedded database serves one connection at a time.
process.env.DATABASE_POOL_MAX = inject("databaseKind") === "embedded" ? "1" : "5";
process.env.NEXTAUTH_SECRET = "test-secret-test-secret-test-secret";
// A test file's own seeded database is a copy of the run's template, not seeded again.
process.env[TEST_TEMPLATE_ENV] = inject("testTemplate");
