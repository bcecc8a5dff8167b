// The migration that turned Agent.allowedIps into AgentAllowListEntry rows keeps every agent's
// addresses: run the migrations before it, store an old-style list, run it, read the rows.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/test-database";

const MIGRATIONS = path.join(process.cwd(), "prisma", "migrations");
const TARGET = "_operator_console";

let database: TestDatabase;
let client: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
});

afterAll(async () => {
  await client?.end();
  await database?.drop();
});

describe("the allow-list migration", () => {
  it("moves each agent's addresses into entries, once each, and drops the column", async () => {
    const dirs = (await readdir(MIGRATIONS)).filter((d) => /^\d{14}_/.test(d)).sort();
    const target = dirs.findIndex((d) => d.endsWith(TARGET));
    expect(target).toBeGreaterThan(0);
    for (const dir of dirs.slice(0, target))
      await client.query(await readFile(path.join(MIGRATIONS, dir, "migration.sql"), "utf8"));
    await client.query(`INSERT INTO "Agent" ("name", "code", "bookingPrefix", "allowedIps") VALUES
      ('Old One', 'OLD1', 'OLD1', ARRAY['127.0.0.1', ' 10.0.0.0/8 ', '127.0.0.1', '']),
      ('Old Two', 'OLD2', 'OLD2', ARRAY[]::text[])`);
    await client.query(await readFile(path.join(MIGRATIONS, dirs[target], "migration.sql"), "utf8"));
    const { rows } = await client.query(
      `SELECT a."code", e."cidr", e."note" FROM "AgentAllowListEntry" e JOIN "Agent" a ON a."id" = e."agentId" ORDER BY e."cidr"`,
    );
    expect(rows).toEqual([
      { code: "OLD1", cidr: "10.0.0.0/8", note: "migrated from the former allow list" },
      { code: "OLD1", cidr: "127.0.0.1", note: "migrated from the former allow list" },
    ]);
    const column = await client.query(
      `SELECT 1 FROM information_schema.columns WHERE table_name = 'Agent' AND column_name = 'allowedIps'`,
    );
    expect(column.rowCount).toBe(0);
    expect((await client.query(`SELECT "value" FROM "AccessEpoch" WHERE "id" = 1`)).rows).toEqual([{ value: 0 }]);
  });
});
