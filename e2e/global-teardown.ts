// Drops the e2e server's database on the PostgreSQL server: Playwright may stop the server
// before it can drop the database itself (scripts/e2e-server.ts).
import pg from "pg";

export default async function globalTeardown() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "quayside_e2e_${process.env.E2E_PORT ?? 3999}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
