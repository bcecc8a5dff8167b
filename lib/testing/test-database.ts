// A fresh, migrated, seeded PostgreSQL for one test run: a new database on the server at
// TEST_DATABASE_URL when set (dropped afterwards), else an in-memory embedded PGlite.
//
// Seeding takes most of a database's making (a year of voyages, the catalogue): the test run's
// global setup seeds one template (createTestTemplate) and every seeded database of the run is a
// copy of it (TEST_TEMPLATE_ENV): `CREATE DATABASE … TEMPLATE` on the server, a loaded dump of
// the data directory for PGlite.
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { connectPrisma } from "@/lib/db/prisma";
import { startEmbeddedPostgres } from "@/lib/db/embedded";
import { applyMigrations } from "@/lib/db/schema-engine";
import { seedDatabase } from "@/lib/seed/seed";
import { TEST_API_KEYS, TEST_PASSWORD } from "@/lib/testing/fixtures";
import { SHARED_EMBEDDED_TEMPLATE_ENV, TEST_TEMPLATE_ENV } from "@/lib/testing/template-env";
import { copyTemplate, dropWorkerDatabases, withDatabase } from "@/lib/testing/template-copy";

export interface TestDatabase {
  url: string;
  kind: "server" | "embedded";
  drop(): Promise<void>;
}

/**
 * `name` names the server database, replaced if it exists (else a unique name is made here): for a
 * process that may be killed before it can drop its database, so that whoever started it can drop
 * it by that name (the Playwright web server: e2e/global-teardown.ts). A test run's name must be
 * its own (playwright.config.ts makes one per run), never fixed: runs may share the server.
 */
export async function createTestDatabase(
  options: { seed?: boolean; migrate?: boolean; scale?: number; name?: string } = {},
): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  // A copy of the run's template when the default seeded database is asked for.
  const template =
    options.migrate !== false && options.seed !== false && (options.scale ?? 1) === 1
      ? process.env[TEST_TEMPLATE_ENV]
      : undefined;
  let db: TestDatabase;
  if (serverUrl) {
    const name = options.name ?? `quayside_test_${Date.now()}_${randomBytes(3).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      if (options.name) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      if (template) await copyTemplate(admin, template, name);
      else await admin.query(`CREATE DATABASE "${name}"`);
    } finally {
      await admin.end();
    }
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
    const embedded = await startEmbeddedPostgres({ loadDataDir: template });
    db = { url: embedded.url, kind: "embedded", drop: embedded.stop };
  }
  if (template) return db;
  if (options.migrate !== false) await applyMigrations(db.url);
  if (options.migrate !== false && options.seed !== false) await seedWithTestCredentials(db.url, options.scale ?? 1);
  return db;
}

/**
 * The seeded database of a test run (its global setup) and, made from it before anything else
 * touches it, the template every later seeded database of the run copies: `template` goes into
 * TEST_TEMPLATE_ENV of the run's processes; `drop` removes both.
 */
export async function createTestTemplate(): Promise<{ db: TestDatabase; template: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    // Seeded under the template's name, never connected to again; the run's own database is its first copy.
    const seeded = await createTestDatabase({
      name: `quayside_template_${Date.now()}_${randomBytes(3).toString("hex")}`,
    });
    const template = new URL(seeded.url).pathname.slice(1);
    const db = await withTemplate(template, () => createTestDatabase());
    return {
      db,
      template,
      drop: async () => {
        await dropWorkerDatabases(serverUrl, new URL(db.url).pathname.slice(1));
        await db.drop();
        await seeded.drop();
      },
    };
  }
  // A dump made before the run (writeEmbeddedTemplate), shared by runs side by side: loaded, not made again.
  const shared = process.env[SHARED_EMBEDDED_TEMPLATE_ENV];
  if (shared) {
    const embedded = await startEmbeddedPostgres({ loadDataDir: shared });
    return { db: { url: embedded.url, kind: "embedded", drop: embedded.stop }, template: shared, drop: embedded.stop };
  }
  const template = path.join(os.tmpdir(), `quayside-template-${process.pid}-${randomBytes(3).toString("hex")}.tgz`);
  const embedded = await makeEmbeddedTemplate(template);
  const db: TestDatabase = { url: embedded.url, kind: "embedded", drop: embedded.stop };
  return {
    db,
    template,
    drop: async () => {
      await db.drop();
      await rm(template, { force: true });
    },
  };
}

/**
 * Writes the embedded test template (migrated, seeded with the test credentials) to `file`, for
 * test runs that share it through SHARED_EMBEDDED_TEMPLATE_ENV (scripts/test-all.sh: both halves
 * of the embedded run start from one, instead of each seeding its own).
 */
export async function writeEmbeddedTemplate(file: string): Promise<void> {
  const embedded = await makeEmbeddedTemplate(file);
  await embedded.stop();
}

async function makeEmbeddedTemplate(file: string) {
  const embedded = await startEmbeddedPostgres();
  await applyMigrations(embedded.url);
  await seedWithTestCredentials(embedded.url);
  await embedded.dump(file);
  return embedded;
}

async function withTemplate<T>(template: string, run: () => Promise<T>): Promise<T> {
  const before = process.env[TEST_TEMPLATE_ENV];
  process.env[TEST_TEMPLATE_ENV] = template;
  try {
    return await run();
  } finally {
    if (before === undefined) delete process.env[TEST_TEMPLATE_ENV];
    else process.env[TEST_TEMPLATE_ENV] = before;
  }
}

async function seedWithTestCredentials(url: string, scale = 1): Promise<void> {
  const prisma = connectPrisma(url);
  try {
    await seedDatabase(prisma, { scale, password: TEST_PASSWORD, apiKeys: TEST_API_KEYS });
  } finally {
    await prisma.$disconnect();
  }
}
