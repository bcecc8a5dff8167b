// Copies of a test run's template database on the PostgreSQL server, for test workers and files.
// Only `pg`: the worker setup imports it before every test file.
import pg from "pg";

export function withDatabase(serverUrl: string, database: string): string {
  const u = new URL(serverUrl);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * `CREATE DATABASE … TEMPLATE` refuses (55006) while any session is connected to the template. The
 * seeding's connections have said goodbye when the template is first copied, but PostgreSQL ends a
 * backend after its client leaves, not before: a copy made at once can still find one. So a copy
 * refused for that reason waits for the template's last session to end (a few ms; 10 s at most).
 */
export async function copyTemplate(admin: pg.Client, template: string, name: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "55006" || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/**
 * The database a test worker uses. On the server, test files run side by side, one per worker slot
 * (VITEST_POOL_ID, 1…maxWorkers; a slot runs its files one after another): slot 1 uses the run's
 * database, every other slot a copy of the template of its own, made by its first file. So a test
 * that checks a refused save stored nothing, by counting rows, never counts another file's saves.
 */
export async function workerDatabaseUrl(runUrl: string, template: string): Promise<string> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const slot = Number(process.env.VITEST_POOL_ID ?? "1");
  if (!serverUrl || !(slot > 1)) return runUrl;
  const name = `${new URL(runUrl).pathname.slice(1)}_w${slot}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (!rowCount) await copyTemplate(admin, template, name);
  } finally {
    await admin.end();
  }
  return withDatabase(serverUrl, name);
}

/** Drops the worker slots' databases of the run whose database is `runDatabase`. */
export async function dropWorkerDatabases(serverUrl: string, runDatabase: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE starts_with(datname, $1)",
      [`${runDatabase}_w`],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
