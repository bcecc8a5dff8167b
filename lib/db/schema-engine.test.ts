import { readFile } from "node:fs/promises";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { SCHEMA_PATH, applyMigrations, diffSchemas } from "@/lib/db/schema-engine";
import { createTestDatabase } from "@/lib/testing/test-database";

/** Tables, columns, enums, indexes and keys of the public schema (CHECKs are hand-written extras). */
async function catalog(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = await client.query<{ line: string }>(`
      SELECT format('column %s.%s %s %s null=%s default=%s', table_name, column_name, udt_name,
                    coalesce(character_maximum_length, numeric_precision * 1000 + numeric_scale, datetime_precision, 0),
                    is_nullable, coalesce(column_default, '')) AS line
        FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'
      UNION ALL
      SELECT format('enum %s %s', t.typname, string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder))
        FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid JOIN pg_namespace n ON n.oid = t.typnamespace
       WHERE n.nspname = 'public' GROUP BY t.typname
      UNION ALL
      SELECT format('index %s', indexdef) FROM pg_indexes WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'
      UNION ALL
      SELECT format('constraint %s %s %s', conrelid::regclass, conname, pg_get_constraintdef(oid))
        FROM pg_constraint WHERE connamespace = 'public'::regnamespace AND contype IN ('p', 'u', 'f')
         AND conrelid::regclass::text <> '_prisma_migrations'
      ORDER BY 1`);
    return rows.rows.map((r) => r.line);
  } finally {
    await client.end();
  }
}

describe("migrations", () => {
  it("build exactly the database schema.prisma describes (else: npm run db:migration:new -- <name>)", async () => {
    const fromMigrations = await createTestDatabase({ seed: false });
    const fromSchema = await createTestDatabase({ seed: false, migrate: false });
    try {
      const schema = await readFile(SCHEMA_PATH, "utf8");
      const sql = await diffSchemas(fromSchema.url, null, schema);
      const client = new pg.Client({ connectionString: fromSchema.url });
      await client.connect();
      await client.query(sql);
      await client.end();
      const [a, b] = [await catalog(fromMigrations.url), await catalog(fromSchema.url)];
      expect(a.length).toBeGreaterThan(100);
      expect(a).toEqual(b);
      expect(await applyMigrations(fromMigrations.url)).toEqual([]); // applying twice is a no-op
    } finally {
      await fromMigrations.drop();
      await fromSchema.drop();
    }
  }, 180_000); // two databases, two migrations and a diff: ~40 s on a loaded two-core machine
});
