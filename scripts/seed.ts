// npm run db:seed [-- --scale N] — migrates and loads demo data into an empty database
// (DATABASE_URL, else the embedded one under .data/).
import { parseArgs } from "node:util";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../lib/generated/prisma/client";
import { resolveDatabaseUrl } from "../lib/db/embedded";
import { applyMigrations } from "../lib/db/schema-engine";
import { describeCredentials, isDatabaseEmpty, seedDatabase } from "../lib/seed/seed";
import { saveDemoCredentials } from "../lib/seed/credentials-file";

const { values } = parseArgs({ options: { scale: { type: "string", default: "1" } }, allowPositionals: true });
const scale = Number(values.scale);
if (!Number.isInteger(scale) || scale < 1 || scale > 100) throw new Error("--scale must be an integer from 1 to 100");

const { url, embedded, stop } = await resolveDatabaseUrl();
const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: 1 }) });
try {
  await applyMigrations(url);
  if (!(await isDatabaseEmpty(prisma))) {
    console.log("The database already holds data: nothing seeded. (Drop it, or delete .data/, to start over.)");
  } else {
    const started = Date.now();
    const credentials = await seedDatabase(prisma, { scale, log: (line) => console.log(line) });
    if (embedded) await saveDemoCredentials(credentials);
    console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s\n${describeCredentials(credentials)}`);
  }
} finally {
  await prisma.$disconnect();
  await stop();
}
