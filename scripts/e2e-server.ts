// The server Playwright starts: the built portal on a fresh test database (a new database on
// TEST_DATABASE_URL's server when set, else an in-memory embedded PGlite), seeded with the
// credentials of lib/testing/fixtures.ts.
import { createTestDatabase } from "../lib/testing/test-database";
import { applyTestPasswordCost } from "../lib/testing/template-env";

const port = Number(process.env.PORT ?? 3999);
// Test users' passwords cost what they cost in the unit tests; set before the seed hashes them.
applyTestPasswordCost();
// The name playwright.config.ts chose for this run (e2e/global-teardown.ts drops it should
// Playwright stop this process first); a name of its own when started by hand.
const db = await createTestDatabase({ name: process.env.E2E_DATABASE_NAME });
process.env.DATABASE_URL = db.url;
process.env.DATABASE_POOL_MAX = db.kind === "embedded" ? "1" : "5";
process.env.NEXTAUTH_URL = `http://127.0.0.1:${port}`;
process.env.NEXTAUTH_SECRET ??= "e2e-secret-e2e-secret-e2e-secret";
process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.FEED_ALLOW_PRIVATE_URLS ??= "1"; // the feed posts to this portal's own receiver

const { startPortalServer } = await import("../lib/server/portal-server");
const server = await startPortalServer({ dev: false, hostname: "127.0.0.1", port });
console.log(`e2e portal on ${server.url} (${db.kind} database)`);
// The item feed as in the demo: the worker in this process, the demo agent subscribed to this receiver.
const { wireDemoReceiver } = await import("../lib/feed/demo-receiver");
await wireDemoReceiver(server.url);
const { startFeedWorker } = await import("../lib/feed/run-worker");
const feed = startFeedWorker();

async function shutdown() {
  await feed?.stop().catch(() => {});
  await server.close().catch(() => {});
  await db.drop().catch(() => {});
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
