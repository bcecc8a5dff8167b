// npm run db:migration:new -- <name>
// Writes prisma/migrations/<timestamp>_<name>/migration.sql with the SQL that takes the schema
// of the last migration (prisma/migrations/schema.snapshot.prisma) to prisma/schema.prisma,
// then updates the snapshot. Review the SQL before committing; the migrations test checks that
// the migrations build exactly the database that schema.prisma describes.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { MIGRATIONS_DIR, SCHEMA_PATH, SCHEMA_SNAPSHOT_PATH, diffSchemas } from "../lib/db/schema-engine";
import { startEmbeddedPostgres } from "../lib/db/embedded";

const name = (process.argv[2] ?? "change").replace(/[^a-z0-9_]+/gi, "_").toLowerCase();
const schema = await readFile(SCHEMA_PATH, "utf8");
const snapshot = await readFile(SCHEMA_SNAPSHOT_PATH, "utf8").catch(() => null);
const scratch = await startEmbeddedPostgres(); // the engine wants a connection, though a diff of two datamodels uses none
try {
  const sql = await diffSchemas(scratch.url, snapshot, schema);
  if (!sql) {
    console.log("schema.prisma and the last migration agree: nothing to write.");
  } else {
    const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    const dir = path.join(MIGRATIONS_DIR, `${stamp}_${name}`);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(MIGRATIONS_DIR, "migration_lock.toml"), 'provider = "postgresql"\n');
    await writeFile(path.join(dir, "migration.sql"), sql);
    await writeFile(SCHEMA_SNAPSHOT_PATH, schema);
    console.log(`wrote ${path.relative(process.cwd(), dir)}/migration.sql`);
  }
} finally {
  await scratch.stop();
}
