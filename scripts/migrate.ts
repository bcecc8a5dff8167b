// npm run db:migrate — applies pending migrations to DATABASE_URL (or the embedded database).
import { applyMigrations } from "../lib/db/schema-engine";
import { resolveDatabaseUrl } from "../lib/db/embedded";

const { url, stop } = await resolveDatabaseUrl();
try {
  const applied = await applyMigrations(url);
  console.log(applied.length ? `applied: ${applied.join(", ")}` : "database is up to date");
} finally {
  await stop();
}
