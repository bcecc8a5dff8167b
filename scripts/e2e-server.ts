// The server Playwright starts: the built portal on a fresh test database (a new database on
// TEST_DATABASE_URL's server when set, else an in-memory embedded PGlite), seeded with the
// credentials of lib/testing/fixtures.ts.
import { createTestDatabase } from "../lib/testing/test-database";

const port = Number(process.env.PORT ?? 3999);
// One fixed name per port: Playwright may kill this process before it drops the database.
const db = await createTestDatabase({ name: `quayside_e2e_${port}` });
process.env.DATABASE_URL = db.url;
process.env.DATABASE_POOL_MAX = db.kind === "embedded" ? "1" : "5";
process.env.NEXTAUTH_URL = `http://127.0.0.1:${port}`;
process.env.NEXTAUTH_SECRET ??= "e2e-secret-e2e-secret-e2e-secret";
process.env.NEXT_TELEMETRY_DISABLED = "1";

const { startPortalServer } = await import("../lib/server/portal-server");
const server = await startPortalServer({ dev: false, hostname: "127.0.0.1", port });
console.log(`e2e portal on ${server.url} (${db.kind} database)`);

async function shutdown() {
  await server.close().catch(() => {});
  await db.drop().catch(() => {});
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
