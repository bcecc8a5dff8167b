// Drops the e2e server's database on the PostgreSQL server: Playwright may stop the server
// before it can drop the database itself (scripts/e2e-server.ts). Only this run's database, by
// the name playwright.config.ts chose for it.
import pg from "pg";

export default async function globalTeardown() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const name = process.env.E2E_DATABASE_NAME;
  if (!serverUrl || !name) return;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
