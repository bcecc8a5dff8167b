// npm start / npm run dev — runs the portal. Without DATABASE_URL it first starts the embedded
// PostgreSQL (PGlite, data under .data/), migrates it and seeds demo data when it is empty.
import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../lib/generated/prisma/client";
import { startEmbeddedPostgres, DEFAULT_DATA_DIR } from "../lib/db/embedded";
import { applyMigrations } from "../lib/db/schema-engine";
import { describeCredentials, isDatabaseEmpty, seedDatabase } from "../lib/seed/seed";
import { loadDemoCredentials, saveDemoCredentials } from "../lib/seed/credentials-file";

const mode = process.argv[2] === "dev" ? "dev" : "start";
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME_BIND ?? "0.0.0.0";
process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.NEXTAUTH_URL ??= `http://localhost:${port}`;
process.env.NEXTAUTH_SECRET ??= await localSecret();

const databaseUrlGiven = Boolean(process.env.DATABASE_URL);
let stopDatabase = async () => {};
if (!process.env.DATABASE_URL) {
  const started = Date.now();
  const dataDir = process.env.EMBEDDED_DATA_DIR ?? DEFAULT_DATA_DIR;
  const pg = await startEmbeddedPostgres({ dataDir, port: Number(process.env.EMBEDDED_PG_PORT ?? 0) || undefined });
  stopDatabase = pg.stop;
  process.env.DATABASE_URL = pg.url;
  process.env.DATABASE_POOL_MAX = "1"; // PGlite serves one connection at a time
  await applyMigrations(pg.url);
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: pg.url, max: 1 }) });
  try {
    if (await isDatabaseEmpty(prisma)) {
      console.log("Embedded database is empty: loading demo data…");
      await saveDemoCredentials(await seedDatabase(prisma, { log: (l) => console.log(`  ${l}`) }));
    }
  } finally {
    await prisma.$disconnect();
  }
  console.log(`Embedded PostgreSQL ready in ${Date.now() - started} ms (data in ${path.relative(process.cwd(), dataDir)}/)`);
}

const { startPortalServer } = await import("../lib/server/portal-server");
const server = await startPortalServer({ dev: mode === "dev", hostname, port });
console.log(`\nQuayside is running: http://localhost:${port}  (sign in at http://localhost:${port}/signin)`);
const credentials = await loadDemoCredentials();
if (credentials && !databaseUrlGiven) console.log(describeCredentials(credentials));

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await server.close().catch(() => {});
  await stopDatabase().catch(() => {});
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);

/** A NEXTAUTH_SECRET kept under .data/ so sessions survive restarts of the demo. */
async function localSecret(): Promise<string> {
  const file = path.join(process.cwd(), ".data", "nextauth-secret");
  try {
    return (await readFile(file, "utf8")).trim();
  } catch {
    const secret = randomBytes(32).toString("base64url");
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, secret, { mode: 0o600 });
    return secret;
  }
}
