// A fresh, migrated, seeded PostgreSQL for one test run: a new database on the server at
// TEST_DATABASE_URL when set (dropped afterwards), else an in-memory embedded PGlite.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { connectPrisma } from "@/lib/db/prisma";
import { startEmbeddedPostgres } from "@/lib/db/embedded";
import { applyMigrations } from "@/lib/db/schema-engine";
import { seedDatabase } from "@/lib/seed/seed";
import { TEST_API_KEYS, TEST_PASSWORD } from "@/lib/testing/fixtures";

export interface TestDatabase {
  url: string;
  kind: "server" | "embedded";
  drop(): Promise<void>;
}

export function withDatabase(serverUrl: string, database: string): string {
  const u = new URL(serverUrl);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * `name` names the server database, replaced if it exists (else a unique name is made here): for a
 * process that may be killed before it can drop its database, so that whoever started it can drop
 * it by that name (the Playwright web server: e2e/global-teardown.ts). A test run's name must be
 * its own (playwright.config.ts makes one per run), never fixed: runs may share the server.
 */
export async function createTestDatabase(options: { seed?: boolean; migrate?: boolean; scale?: number; name?: string } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let db: TestDatabase;
  if (serverUrl) {
    const name = options.name ?? `quayside_test_${Date.now()}_${randomBytes(3).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    if (options.name) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    db = {
      url: withDatabase(serverUrl, name),
      kind: "server",
      async drop() {
        const c = new pg.Client({ connectionString: serverUrl });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await c.end();
      },
    };
  } else {
    const embedded = await startEmbeddedPostgres();
    db = { url: embedded.url, kind: "embedded", drop: embedded.stop };
  }
  if (options.migrate !== false) await applyMigrations(db.url);
  if (options.migrate !== false && options.seed !== false) {
    const prisma = connectPrisma(db.url);
    try {
      await seedDatabase(prisma, { scale: options.scale ?? 1, password: TEST_PASSWORD, apiKeys: TEST_API_KEYS });
    } finally {
      await prisma.$disconnect();
    }
  }
  return db;
}
